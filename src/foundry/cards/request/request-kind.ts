/**
 * The roll request card as a card kind (DESIGN "Roll requests"): its state in `flags["indie-dice"].request`; a row's
 * roll is its roller's own message flagged `requestRoll` (`{cardId, participantId}`), made in the rule set's dialog
 * with what the request fixes and in the request's mode, and recorded by the active GM's client as on every card.
 * The GM skips a row or closes the request. Each viewer's card holds only what they may see (the view model).
 */
import type { ContestRuleSet } from "../../../core/contests/contests";
import { closeRequest, findRow, recordRequestRoll, requestError, skipRow, type RequestRow, type RequestState } from "../../../core/requests/request-state";
import { REQUEST_STATE_SCHEMA } from "../../../core/requests/request-schema";
import { judgeRow, type RowJudgment } from "../../../core/requests/row-judgment";
import { CORE_RULE_SETS } from "../../../core/rule-sets";
import { REQUEST_ACTIONS, requestCardModel, type RequestRowFacts } from "../../../ui/requests/request-card-model";
import { formatWith } from "../../../ui/translator";
import type { DialogsApi } from "../../api";
import { readDialogSettings } from "../../apps/dialog-settings";
import type { RegisteredDice } from "../../dice/register-dice";
import { MODULE_ID } from "../../module-id";
import { notifyKey, nullWhenRefused } from "../../notify";
import { actorOf, currentUser, moduleFlags, userMayRoll, type CardMessage, type UserLike } from "../card-documents";
import { kindError, type CardContext, type CardKind, type CardRequest } from "../card-kind";
import { rollForCard } from "../card-roll";
import { cardStateOf } from "../card-state";
import type { CardWriter } from "../card-writer";
import { mayViewRecorded, recordedRollMessage } from "../roll-copies";
import { readRuleSetRoll } from "../roll-reading";
import { participantNames } from "../sides";
import { RULE_SETS } from "../../../ui/rule-sets";

export const REQUEST_FLAG = "request";
export const REQUEST_ROLL_FLAG = "requestRoll";
export const RECORD_REQUEST_ROLL_QUERY = `${MODULE_ID}.recordRequestRoll`;

interface RequestRollFlag {
  readonly cardId: string;
  readonly participantId: string;
}

export interface RequestKindParts {
  readonly dice: RegisteredDice;
  readonly dialogs: DialogsApi;
  readonly writer: CardWriter;
}

export interface RequestKind extends CardKind<RequestState> {
  roll(card: CardMessage, rowId: string, options?: { readonly fastForward?: boolean }): Promise<CardMessage | null>;
  skip(card: CardMessage, rowId: string): Promise<boolean>;
  close(card: CardMessage): Promise<boolean>;
}

/** What a row rolls: the request's fixed fields over the row's own numbers. */
function rowSpec(state: RequestState, row: RequestRow): Record<string, unknown> {
  return { ...(row.spec ?? {}), ...state.spec };
}

/** A roll whose dice say another check than the request fixed (another kind, another DT) is not the row's. */
function fixedFieldsDiffer(state: RequestState, rolled: Readonly<Record<string, unknown>>): boolean {
  return Object.entries(state.spec).some(([name, value]) => name in rolled && rolled[name] !== undefined && rolled[name] !== value);
}

export function requestKind({ dice, dialogs, writer }: RequestKindParts): RequestKind {
  /** A row's roll read again from its dice, and judged against what the request fixed; null when unreadable. */
  function judged(state: RequestState, row: RequestRow): RowJudgment | null {
    const message = recordedRollMessage(row);
    if (!message) return null;
    try {
      const read = readRuleSetRoll(dice, state.ruleSet as ContestRuleSet, message, row.name);
      if (fixedFieldsDiffer(state, read.spec as Record<string, unknown>)) return null;
      return judgeRow(state.ruleSet, read.roll, rowSpec(state, row), { kingdomsBasicRule: readDialogSettings().kingdomsBasicRule });
    } catch {
      return null;
    }
  }

  /** A row's exact chance to pass, when its numbers are known (the GM gave them for the row). */
  function chanceOf(state: RequestState, row: RequestRow): number | null {
    if (!row.spec) return null;
    const model = RULE_SETS[state.ruleSet].dialog;
    const settings = readDialogSettings();
    const form = { ...model.defaults(settings), ...model.formFromRequest(rowSpec(state, row) as never, settings) };
    const view = model.build(form as never, { i18n: game.i18n, settings, showOdds: false });
    return view.request ? (model.chance(view.request as never, { i18n: game.i18n, settings, showOdds: true })?.probability ?? null) : null;
  }

  const rollRequest: CardRequest<RequestState, RequestRollFlag> = {
    flag: REQUEST_ROLL_FLAG,
    query: RECORD_REQUEST_ROLL_QUERY,
    notRequest: "NotRequestMessage",
    readFlag: (flag) => (typeof flag.cardId === "string" && typeof flag.participantId === "string" ? { cardId: flag.cardId, participantId: flag.participantId } : null),
    recorded: ({ state, message }) => state.participants.some((row) => row.messageId === message.id),
    waiting: ({ state, flag }) => state.status === "open" && state.participants.some((row) => row.id === flag.participantId && row.messageId === null && !row.skipped),
    replay: ({ state, flag }) => requestError("AlreadyRolled", { name: findRow(state, flag.participantId).name }),
    owner: ({ state, flag }) => {
      const row = findRow(state, flag.participantId);
      return { actorUuid: row.actorUuid, refusal: () => kindError(kind, "NotYours", { name: row.name }) };
    },
    record: async ({ state, flag, message }, copy) => {
      const row = findRow(state, flag.participantId);
      const read = readRuleSetRoll(dice, state.ruleSet as ContestRuleSet, message, row.name);
      if (fixedFieldsDiffer(state, read.spec as Record<string, unknown>)) throw kindError(kind, "WrongRoll", { name: row.name });
      // The pure layer refuses a closed card, a skipped row and a row that rolled already.
      return { state: recordRequestRoll(state, row.id, message.id ?? "", copy ?? {}) };
    },
  };

  async function roll(card: CardMessage, rowId: string, options: { readonly fastForward?: boolean } = {}): Promise<CardMessage | null> {
    return nullWhenRefused(async () => {
      const state = cardStateOf(kind, card);
      if (!state || !card.id) throw kindError(kind, "NoCard");
      const row = findRow(state, rowId);
      if (state.status !== "open") throw requestError("Closed");
      if (row.skipped) throw requestError("Skipped", { name: row.name });
      if (row.messageId !== null) throw requestError("AlreadyRolled", { name: row.name });
      if (!userMayRoll(currentUser(), row.actorUuid)) throw kindError(kind, "NotYours", { name: row.name });
      const ruleSet = game.i18n.localize(CORE_RULE_SETS[state.ruleSet].labelKey);
      return rollForCard(dialogs, {
        ruleSet: state.ruleSet,
        cardId: card.id,
        actorUuid: row.actorUuid,
        spec: rowSpec(state, row) as never,
        fastForward: options.fastForward === true,
        rollMode: state.mode,
        messageFlags: moduleFlags(REQUEST_ROLL_FLAG, { cardId: card.id, participantId: rowId }),
        flavor: formatWith(game.i18n, "INDIE_DICE.Request.RollFlavor", { name: row.name, ruleSet }),
        // What the request fixed is not the roller's to change: a changed field is refused before any die is rolled.
        guard: (request) => {
          if (Object.entries(state.spec).some(([name, value]) => (request as unknown as Record<string, unknown>)[name] !== value)) throw kindError(kind, "FixedChanged", { name: row.name });
        },
        query: RECORD_REQUEST_ROLL_QUERY,
        record: (data) => writer.handleRequest(kind, rollRequest, data),
      });
    });
  }

  /** A GM-only change with a row named (skipping it), on the GM's own client; a refusal is shown localized. */
  async function skip(card: CardMessage, rowId: string): Promise<boolean> {
    if (!currentUser().isGM) {
      notifyKey("warning", "INDIE_DICE.Request.Error.NotGM");
      return false;
    }
    const answer = await writer.runGMAction(kind, "skip", card.id ?? "", { participant: rowId });
    if (!answer.ok) notifyKey("warning", answer.key, answer.data);
    return answer.ok;
  }

  /** The card for this user: each row's roll judged again, and only what this user may see. */
  function drawnFor({ state, user }: CardContext<RequestState>) {
    const facts: Record<string, RequestRowFacts> = {};
    for (const row of state.participants) {
      facts[row.id] = {
        judgment: row.messageId === null ? null : judged(state, row),
        chance: row.messageId === null && !row.skipped ? chanceOf(state, row) : null,
        mayView: row.messageId !== null && mayViewRecorded(row),
        mayRoll: userMayRoll(user, row.actorUuid),
        owns: owns(user, row),
      };
    }
    return requestCardModel({ state, facts, viewerIsGM: user.isGM }, game.i18n);
  }

  const kind: RequestKind = {
    flag: REQUEST_FLAG,
    schema: REQUEST_STATE_SCHEMA,
    placeholder: participantNames,
    view: drawnFor,
    actions: {
      [REQUEST_ACTIONS.roll]: {
        refusal: ({ state, user }, data) => (userMayRoll(user, rowIn(state, data.participant)?.actorUuid ?? null) ? null : kindError(kind, "NotYours", { name: rowIn(state, data.participant)?.name ?? "?" })),
        run: ({ card }, { data, shiftKey }) => roll(card, data.participant ?? "", { fastForward: shiftKey }),
      },
      [REQUEST_ACTIONS.skip]: {
        refusal: ({ user }) => (user.isGM ? null : kindError(kind, "NotGM")),
        run: ({ card }, { data }) => skip(card, data.participant ?? ""),
      },
      [REQUEST_ACTIONS.close]: {
        refusal: ({ user }) => (user.isGM ? null : kindError(kind, "NotGM")),
        run: ({ card }) => writer.pressAsGM(kind, "close", card),
      },
    },
    requests: [rollRequest],
    gmActions: {
      skip: { run: async ({ state }, data) => ({ state: skipRow(state, data.participant ?? "") }) },
      close: { run: async ({ state }) => ({ state: closeRequest(state) }) },
    },
    roll,
    skip,
    close: (card) => writer.pressAsGM(kind, "close", card),
  };
  return kind;
}

function rowIn(state: RequestState, id: string | undefined): RequestRow | undefined {
  return state.participants.find((row) => row.id === id);
}

/** The viewer owns the row's actor (a GM owns every one). */
function owns(user: UserLike, row: RequestRow): boolean {
  return user.isGM || (actorOf(row.actorUuid)?.testUserPermission(user, "OWNER") ?? false);
}
