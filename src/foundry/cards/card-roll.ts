/**
 * A roll a card asks for: configured in the rule set's dialog (or fast-forwarded), posted as the roller's own chat
 * message carrying the flags that name the card, then recorded by the active GM's client through the kind's
 * query. The roller never writes the card. The posted message comes straight back from posting (docs/cards.md "Rolls a card asks for":
 * no temporary hooks), and with no GM online the roll simply waits in the chat for the GM's sweep.
 */
import type { DialogsApi } from "../types/dialogs";
import type { RollRequests } from "../../ui/dialogs";
import type { DialogContest } from "../../ui/dialogs/contest-chance";
import type { RuleSetId } from "../settings";
import { actorDocumentOf, type CardMessage } from "./card-documents";
import { askActiveGM, type GMAnswer } from "./gm-request";
import { parseMessageMode } from "../foundry-version";

export interface CardRollRequest<R extends RuleSetId> {
  readonly ruleSet: R;
  readonly cardId: string;
  /** Whose roll it is: the dialog speaks for this actor and remembers its inputs. */
  readonly actorUuid: string | null;
  /** The dialog's starting values (the card's fixed or proposed roll). */
  readonly spec: Partial<RollRequests[R]> | null;
  readonly fastForward: boolean;
  /** Set on the roll before it is evaluated (a Kaiser side's opposed Fumble penalty, a K&R pool). */
  readonly rollOptions?: Readonly<Record<string, unknown>> | null;
  /** What the roll is for, in words (the roller may still change it in the dialog). */
  readonly flavor: string;
  /** A contest side's roll: the dialog shows the chance to beat each opponent. */
  readonly contest?: DialogContest | null;
  /** The card fixes the whole roll (an extended test's round): the roller's saved rolls are not offered. */
  readonly fixed?: boolean;
  /** What the card fixed (a request's difficulty): a saved roll picked in the dialog fills only the rest. */
  readonly fixedSpec?: Readonly<Record<string, unknown>>;
  /** The card's own mode for the roll (a request's): the dialog starts on it and the roll is posted in it, whatever was chosen. */
  readonly rollMode?: string;
  /** The flags that name the card on the roll message. */
  readonly messageFlags: Readonly<Record<string, unknown>>;
  /** Refuses (throws) a request the card cannot take — run after `indie-dice.preRoll`, before any die is rolled. */
  readonly guard?: (request: RollRequests[R]) => void;
  /** The kind's record query, and its handler for when this client is the active GM's. */
  readonly query: string;
  readonly record: (data: unknown) => Promise<GMAnswer>;
}

/** The roll message once posted (whatever the GM answers), or null when nothing was rolled. */
export async function rollForCard<R extends RuleSetId>(dialogs: DialogsApi, request: CardRollRequest<R>): Promise<CardMessage | null> {
  const configured = await dialogs.configure(request.ruleSet, {
    actor: actorDocumentOf(request.actorUuid),
    spec: request.spec,
    fastForward: request.fastForward,
    rollOptions: request.rollOptions ?? null,
    messageFlags: request.messageFlags,
    flavor: request.flavor,
    contest: request.contest ?? null,
    offerSavedRolls: request.fixed !== true,
    fixedSpec: request.fixedSpec ?? null,
    ...(request.rollMode === undefined ? {} : { rollMode: request.rollMode }),
  });
  if (!configured) return null;
  const inMode = request.rollMode === undefined ? configured : { ...configured, message: { ...configured.message, rollMode: parseMessageMode(request.rollMode) } };
  const posted = await dialogs.post(inMode, { guard: request.guard });
  const message = (posted?.message as CardMessage | undefined) ?? null;
  if (message?.id) {
    await askActiveGM({ query: request.query, data: { cardId: request.cardId, messageId: message.id }, local: request.record });
  }
  return message;
}
