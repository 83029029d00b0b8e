/**
 * A roll a card asks for: configured in the rule set's dialog (or fast-forwarded), posted as the roller's own chat
 * message carrying the flags that name the card, then recorded by the active GM's client through the kind's
 * query. The roller never writes the card. The posted message comes straight back from posting (docs/cards.md "Rolls a
 * card asks for": no temporary hooks), and with no GM online the roll simply waits in the chat for the GM's sweep.
 */
import type { DialogsApi, OpenedDialog } from "../types/dialogs";
import type { RollSpecs } from "../../ui/dialogs/dialog-types";
import type { CardChance } from "../../ui/dialogs/card-chances";
import type { RuleSetId } from "../../core/rule-set-types";
import { actorDocumentOf } from "./card-documents";
import { askActiveGM } from "./gm-query";
import type { GMAnswer } from "../refusal";
import { parseMessageMode } from "../foundry-version";
import { type FixedRoll } from "../../core/fixed-roll";
import { refuseChangedFixedRoll } from "../../core/fixed-roll-check";
import { openCardRoll, trackCardRoll, type FollowCard } from "./card-roll-windows";
import type { ChatMessageView } from "../types/chat-message";

/** A prompt's asker (docs/prompts.md): the card's roll opened on its roller's screen without their press. */
export interface CardRollPrompt {
  readonly asker: string;
  /** The user started the card themselves: the prompt reads as theirs, not as someone asking them. */
  readonly own?: boolean;
}

interface CardRollOptions<R extends RuleSetId> {
  readonly ruleSet: R;
  readonly cardId: string;
  /** The roll's id on the card (a row, a side, a member, `round-<n>`): one dialog for it at a time on a client. */
  readonly rollId: string;
  /** Opened as a prompt: the dialog's header says who asks, for whom and why. */
  readonly prompt?: CardRollPrompt | null;
  /** Whose roll it is: the dialog speaks for this actor (and leaves its remembered inputs as they were). */
  readonly actorUuid: string | null;
  /** The dialog's starting values (the card's fixed or proposed roll). */
  readonly spec: Partial<RollSpecs[R]> | null;
  readonly fastForward: boolean;
  /** Set on the roll before it is evaluated (a Kaiser side's opposed Fumble penalty, a K&R pool). */
  readonly rollOptions?: Readonly<Record<string, unknown>> | null;
  /** What the roll is for, in words (the roller may still change it in the dialog). */
  readonly flavor: string;
  /**
   * What the card asks of the dialog (a contest side's chance to beat each opponent, an extended test round's to reach
   * the target).
   */
  readonly cardChance?: CardChance | null;
  /** The card chance read again when the card changes: the open dialog follows it (card-roll-windows.ts). */
  readonly follow?: FollowCard;
  /**
   * What the card fixed (a contest side's, a group-test member's or an extended test's round's whole roll, a
   * request's difficulty and check): locked in the dialog, and a request that changes it is refused before any die
   * is rolled (docs/cards.md "Rolls a card asks for"). A saved roll picked in the dialog fills only the rest; where
   * the card fixes the whole roll, none is offered.
   */
  readonly fixed?: FixedRoll | null;
  /** Whose roll it is, as a refusal names them. */
  readonly rollerName: string;
  /**
   * The card's own mode for the roll (a request's): the dialog shows it locked, and the roll is posted in it whatever a
   * hook says.
   */
  readonly rollMode?: string;
  /** The flags that name the card on the roll message. */
  readonly messageFlags: Readonly<Record<string, unknown>>;
  /** The kind's record query, and its handler for when this client is the active GM's. */
  readonly query: string;
  readonly record: (data: unknown) => Promise<GMAnswer>;
}

/**
 * The roll message once posted (whatever the GM answers), or null when nothing was rolled. With this roll's dialog
 * already open on this client (a prompt, or an earlier press), a press brings that dialog forward and shares its
 * outcome; Shift (fast-forward) closes it and rolls at once (docs/prompts.md "Never twice").
 */
export async function rollForCard<R extends RuleSetId>(
  dialogs: DialogsApi,
  request: CardRollOptions<R>,
): Promise<ChatMessageView | null> {
  return inCardRollWindow(request, (opened) => rollNow(dialogs, request, opened));
}

/** Which roll of which card a dialog is for, and how it was asked for. */
type CardRollWindowOptions = Pick<
  CardRollOptions<RuleSetId>,
  "cardId" | "rollId" | "prompt" | "fastForward" | "follow"
>;

/**
 * One dialog per roll on a client, whatever dialog it is (a rule set's, or the *Any formula* dialog of a formula
 * request's row): a press while it is open brings it forward and shares its outcome, Shift closes it and rolls at
 * once, and a prompt never opens over it. `roll` opens the dialog (calling `opened` once drawn) and posts.
 */
export async function inCardRollWindow(
  request: CardRollWindowOptions,
  roll: (opened: (dialog: OpenedDialog) => void) => Promise<ChatMessageView | null>,
): Promise<ChatMessageView | null> {
  const open = openCardRoll(request.cardId, request.rollId);
  if (open && !request.fastForward && !request.prompt) {
    open.dialog?.bringToFront();
    return open.result;
  }
  if (open) {
    // A prompt never opens over its roll's dialog; the caller checks first, this only guards a race.
    if (request.prompt) return null;
    await open.dialog?.close();
  }
  const window = {
    cardId: request.cardId,
    rollId: request.rollId,
    prompted: Boolean(request.prompt),
    follow: request.follow,
  };
  return trackCardRoll(window, roll);
}

async function rollNow<R extends RuleSetId>(
  dialogs: DialogsApi,
  request: CardRollOptions<R>,
  opened: (dialog: OpenedDialog) => void,
): Promise<ChatMessageView | null> {
  const guard = fixedGuard<R>(request.fixed ?? null, request.rollerName);
  const configured = await dialogs.configure(request.ruleSet, {
    actor: actorDocumentOf(request.actorUuid),
    spec: request.spec,
    fastForward: request.fastForward,
    rollOptions: request.rollOptions ?? null,
    messageFlags: request.messageFlags,
    flavor: request.flavor,
    ...request.cardChance,
    offerSavedRolls: request.fixed?.whole !== true,
    fixed: request.fixed ?? null,
    guard,
    opened,
    prompt: request.prompt ? { ...request.prompt, character: request.rollerName, reason: request.flavor } : null,
    ...(request.rollMode === undefined ? {} : { rollMode: request.rollMode, lockRollMode: true }),
  });
  if (!configured) return null;
  // The card's mode, whatever the dialog or a preRoll listener says (docs/cards.md "A card's mode rules its rolls").
  const mode = request.rollMode === undefined ? undefined : parseMessageMode(request.rollMode);
  // Not remembered as the roller's inputs: a card's dialog holds what the card fixed or proposed (an extended test's
  // pool of 2, a request's Resistance check), and the next plain dialog must open with the roller's own numbers.
  const own = { ...configured, confirmedForm: null };
  const inMode = mode === undefined ? own : { ...own, message: { ...own.message, rollMode: mode } };
  const posted = await dialogs.post(inMode, { guard, ...(mode === undefined ? {} : { mode }) });
  const message = (posted?.message as ChatMessageView | undefined) ?? null;
  if (message?.id) {
    await askActiveGM({
      query: request.query,
      data: { cardId: request.cardId, messageId: message.id },
      local: request.record,
    });
  }
  return message;
}

/**
 * The one guard of every card kind: a request that changes what the card fixed is refused — in the dialog when Roll
 * is pressed (it stays open), and again after `indie-dice.preRoll`, before any die is rolled — so no roll message is
 * posted that the card would then refuse to record.
 */
function fixedGuard<R extends RuleSetId>(
  fixed: FixedRoll | null,
  name: string,
): ((request: RollSpecs[R]) => void) | undefined {
  if (!fixed) return undefined;
  return (request) => refuseChangedFixedRoll(fixed, { ...request }, name);
}
