/**
 * The roll request card as a card kind (docs/cards.md "Roll requests"): its state in `flags["indie-dice"].request`; a
 * row's roll is its roller's own message flagged `requestRoll` (`{cardId, participantId}`), made in the rule set's
 * dialog with what the request fixes and in the request's mode, and recorded by the active GM's client as on every
 * card. The GM skips a row or closes the request. Each viewer's card holds only what they may see (the view model).
 */
import {
  allRowsDone,
  closeRequest,
  findRow,
  fixedForRoller,
  questionRows,
  recordRequestRoll,
  requestError,
  requestRollMode,
  rollKeepsFixed,
  skipRow,
} from "../core/request-state";
import type { RequestRow, RequestState, RequestValue } from "../core/request-types";
import {
  changeDifficulty,
  hiddenDifficultyField,
  mayAdjustDifficulty,
  revealDifficulty,
} from "../core/request-difficulty";
import { CHANGE_DIFFICULTY, REVEAL_DIFFICULTY } from "../../../foundry/cards/card-menu";
import { rowFixedNumbers, specChance } from "../ui/request-dialog-model";
import { uiRuleSetOf } from "../../../ui/rule-sets";
import { normalizeCardRollSpec } from "../../../core/card-roll-spec";
import { groupVerdict } from "../core/group-question";
import { REQUEST_STATE_SCHEMA } from "../core/request-schema";
import { judgeRow } from "../core/row-judgment";
import { type RowJudgment } from "../core/row-types";
import { REQUEST_ACTIONS, requestCardModel, requestCardTitle, type RequestRowFacts } from "../ui/request-card-model";
import { requestLabelKey } from "../ui/request-label";
import { isFormulaRequest, judgeFormulaRow, readFormulaSpec, type RowFormula } from "../core/formula-request";
import { IndieDiceError } from "../../../core/errors";
import { formulaRowOf, formulaRowOrError, readFormulaRoll, rollFormulaRow } from "./formula-rows";
import { formatWith, type Translator } from "../../../ui/translator";
import { readDialogSettings } from "../../../foundry/dialog-settings";
import { boundedCache } from "../../../ui/roll-cards/bounded-memo";
import type { RegisteredDice } from "../../../foundry/dice/register-dice";
import { MODULE_ID } from "../../../foundry/module-id";
import { notifyKey, nullWhenRefused } from "../../../foundry/notify";
import {
  actorDocumentOf,
  actorOf,
  currentUser,
  moduleFlags,
  userMayRoll,
  worldPlayers,
} from "../../../foundry/cards/card-documents";
import type {
  CardActions,
  CardContext,
  CardKindMenu,
  CardPost,
  GMActions,
  PendingRoll,
} from "../../../foundry/cards/card-kind";
import { RollingCardKind } from "../../../foundry/cards/rolling-card-kind";
import { rollForCard, type CardRollPrompt } from "../../../foundry/cards/card-roll";
import { cardStateOf } from "../../../foundry/cards/card-state";
import {
  mayViewRecorded,
  recordedRollMessage,
  refuseLessPrivate,
  viewersInMode,
} from "../../../foundry/cards/roll-copies";
import { readRuleSetRoll } from "../../../foundry/cards/roll-reading";
import { participantNames } from "../../../foundry/sides";
import { designatedRollerOf } from "../../../foundry/cards/designated-roller";
import { savedRollsOf } from "../../../foundry/saved-rolls/saved-rolls-api";
import { withCharacterNumbers } from "../../../foundry/character-numbers";
import { RECORD_REQUEST_ROLL_QUERY, REQUEST_CARD } from "./request-card";
import type { ChatMessageView, MessageAuthor } from "../../../foundry/types/chat-message";

export const REQUEST_ROLL_FLAG = "requestRoll";
/** Called on the active GM's client once a request is settled (every row done, or closed): (card, verdict). */
const REQUEST_RESOLVED_HOOK = `${MODULE_ID}.requestResolved` as const;

interface RequestRollFlag {
  readonly cardId: string;
  readonly participantId: string;
}

interface RequestRollOptions {
  readonly fastForward?: boolean;
  /** The roll opened as a prompt (docs/prompts.md). */
  readonly prompt?: CardRollPrompt | null;
}

/**
 * A row's chance, kept by exactly what it is worked out from: the rule set, the row's numbers with the request's
 * spec, the rules in force and the language. It is a number, the same for every viewer (whether a viewer is shown it
 * is the card model's to say), and working it out builds a dialog's model: the request card is drawn again on every
 * change and scroll (docs/cards.md "What a card costs").
 */
const rowChances = boundedCache<number | null>(200);

/**
 * A row's own numbers: those the GM gave for the row, else its actor's saved roll of the request's rule set when it
 * has exactly one (each `@` read from the actor now), else none (its roller enters them).
 */
function ownNumbers(state: RequestState, row: RequestRow): Record<string, unknown> | null {
  if (row.spec) return { ...row.spec };
  const actor = actorDocumentOf(row.actorUuid);
  if (!actor) return null;
  const rolls = savedRollsOf(actor).filter((saved) => saved.ruleSet === state.ruleSet);
  if (rolls.length !== 1) return null;
  try {
    return withCharacterNumbers({ ...rolls[0]!.spec }, actor);
  } catch {
    // A saved roll the character's numbers no longer fit: its roller enters the numbers.
    return null;
  }
}

/**
 * The numbers the GM set for a rule set's row, as its dialog reads them: fixed for its roller as the difficulty is
 * (docs/cards.md "Roll requests"). A formula row has none (its `@` paths are its character's).
 */
function gmNumbers(state: RequestState, row: RequestRow): Record<string, unknown> {
  if (isFormulaRequest(state.ruleSet)) return {};
  return rowFixedNumbers(state.ruleSet, row.spec, state.spec, readDialogSettings(), game.i18n);
}

/**
 * What the roller rolls: what they are given of the request over the row's own numbers — with a hidden difficulty
 * left out even where the row's numbers (its saved roll) have one, so the dialog opens with none.
 */
function rollerSpec(
  state: RequestState,
  row: RequestRow,
  fixed: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return { ...(ownNumbers(state, row) ?? {}), ...fixed };
}

/** What a row is judged by: the request's fixed fields (a hidden difficulty too) over the row's own numbers. */
function rowSpec(state: RequestState, row: RequestRow): Record<string, unknown> {
  return { ...(ownNumbers(state, row) ?? {}), ...state.spec };
}

/**
 * The names of a rule set's row's own numbers the card shows: its rule set's one number (a Kaiser value, a K&R pool)
 * and any other the GM set for the row — not what the request fixes for every row (its ask says that).
 */
function ownNumberNames(state: RequestState, row: RequestRow): string[] {
  if (isFormulaRequest(state.ruleSet)) return [];
  const names = new Set([uiRuleSetOf(state.ruleSet).request.ownNumber, ...Object.keys(row.spec ?? {})]);
  return [...names].filter((name) => !(name in state.spec));
}

/** Of a spec, the values of these names that it holds as a field's value (a number, a word, a flag). */
function picked(
  spec: Readonly<Record<string, unknown>> | null,
  names: readonly string[],
): Record<string, RequestValue> | null {
  if (!spec) return null;
  const entries = names.flatMap((name) => {
    const value = spec[name];
    return typeof value === "number" || typeof value === "string" || typeof value === "boolean"
      ? [[name, value] as const]
      : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

export class RequestKind extends RollingCardKind<RequestState> {
  readonly flag = REQUEST_CARD.flag;
  readonly schema = REQUEST_STATE_SCHEMA;
  readonly rollPost = requestRollPost(this);
  override readonly posts = [this.rollPost];

  placeholder(state: RequestState): readonly string[] {
    return participantNames(state);
  }

  override title(state: RequestState, i18n: Translator): string {
    return requestCardTitle(i18n, state);
  }

  /** The card for this user: each row's roll judged again, and only what this user may see. */
  view({ state, user }: CardContext<RequestState>): object {
    const facts: Record<string, RequestRowFacts> = {};
    for (const row of state.participants) {
      const pending = row.messageId === null && !row.skipped;
      // A formula row still to roll is read once for its formula (or its error) and its chance.
      const formula = pending && isFormulaRequest(state.ruleSet) ? formulaRowOrError(state, row) : null;
      const mayView = row.messageId !== null && mayViewRecorded(row);
      const seesNumbers = mayViewNumbers(user, row);
      facts[row.id] = {
        ...formulaShown(formula),
        judgment: row.messageId === null ? null : judged(this.dice, state, row),
        // A rolled row's too: the chance before its roll, which a viewer who may not see it counts it by, and which the
        // group's chance before the rolls is made of (kept by what it is worked out from: cheap again).
        chance: row.skipped ? null : formula === null ? chanceOf(state, row) : formulaChanceOf(formula),
        mayView,
        mayRoll: mayRollRow(user, row),
        owns: owns(user, row),
        seesNumbers,
        numbers: seesNumbers ? numbersOf(this.dice, state, row, mayView) : null,
        ownersOffline: ownersOffline(row),
      };
    }
    return requestCardModel({ state, facts, viewerIsGM: user.isGM, settings: readDialogSettings() }, game.i18n);
  }

  readonly actions: CardActions<RequestState> = {
    [REQUEST_ACTIONS.roll]: {
      refusal: ({ state, user }, data) => {
        const row = rowIn(state, data.participant);
        return row && mayRollRow(user, row) ? null : this.error("NotYours", { name: row?.name ?? "?" });
      },
      run: ({ card }, { data, shiftKey, prompt }) =>
        this.roll(card, data.participant ?? "", { fastForward: shiftKey, prompt: prompt ?? null }),
    },
    [REQUEST_ACTIONS.skip]: {
      refusal: ({ user }) => (user.isGM ? null : this.error("NotGM")),
      run: ({ card }, { data }) => this.skip(card, data.participant ?? ""),
    },
    [REQUEST_ACTIONS.rollOffline]: {
      refusal: ({ user }) => (user.isGM ? null : this.error("NotGM")),
      run: async ({ card, state }) => {
        // One after another: a row whose numbers are not known opens the GM's dialog for it.
        for (const row of state.participants) {
          if (!row.skipped && row.messageId === null && ownersOffline(row))
            await this.roll(card, row.id, { fastForward: true });
        }
      },
    },
    [REQUEST_ACTIONS.close]: {
      refusal: ({ user }) => (user.isGM ? null : this.error("NotGM")),
      run: ({ card }) => this.close(card),
    },
  };

  // Every open row not yet rolled nor skipped: a prompt for its designated roller (docs/prompts.md) — a formula
  // row's too, unless its character's numbers cannot make its formula (it waits on the card, with its error).
  override pendingRolls(state: RequestState): readonly PendingRoll[] {
    return state.status !== "open"
      ? []
      : state.participants
          .filter((row) => row.messageId === null && !row.skipped)
          .filter(
            (row) => !isFormulaRequest(state.ruleSet) || !(formulaRowOrError(state, row) instanceof IndieDiceError),
          )
          .map((row) => ({
            id: row.id,
            actorUuid: row.actorUuid,
            action: REQUEST_ACTIONS.roll,
            data: { participant: row.id },
          }));
  }

  override readonly gmActions: GMActions<RequestState> = {
    skip: { run: async ({ state }, data) => ({ state: skipRow(state, data.participant ?? "") }) },
    close: { run: async ({ state }) => ({ state: closeRequest(state) }) },
    // The card's menu (docs/cards.md "The card's menu"): the GM's own, never asked for by a player.
    [REVEAL_DIFFICULTY]: { run: async ({ state }) => ({ state: revealDifficulty(state) }) },
    [CHANGE_DIFFICULTY]: { run: async ({ state }, data) => ({ state: changeDifficulty(state, data.difficulty) }) },
  };

  override readonly menu: CardKindMenu<RequestState> = {
    outcomes: (state) => {
      const judgedRows = state.participants.map((row) => ({
        row,
        passed: row.messageId === null ? null : (judged(this.dice, state, row)?.passed ?? null),
      }));
      const tokens = (passed: boolean) =>
        judgedRows
          .filter((judgedRow) => judgedRow.passed === passed)
          .map(({ row }) => ({ actorUuid: row.actorUuid, tokenUuid: row.tokenUuid }));
      return { passed: tokens(true), failed: tokens(false) };
    },
    difficulty: {
      adjustable: mayAdjustDifficulty,
      current: (state) => {
        const field = hiddenDifficultyField(state);
        const value = field === null ? undefined : state.spec[field];
        return typeof value === "number" ? value : null;
      },
    },
  };

  override written(card: ChatMessageView, before: RequestState, next: RequestState): void {
    if (!settled(before) && settled(next))
      Hooks.callAll(REQUEST_RESOLVED_HOOK, card, { question: next.question, verdict: verdictOf(this.dice, next) });
  }

  roll(card: ChatMessageView, rowId: string, options: RequestRollOptions = {}): Promise<ChatMessageView | null> {
    return nullWhenRefused(async () => {
      const state = cardStateOf(this, card);
      if (!state || !card.id) throw this.error("NoCard");
      const row = findRow(state, rowId);
      if (state.status !== "open") throw requestError("Closed");
      if (row.skipped) throw requestError("Skipped", { name: row.name });
      if (row.messageId !== null) throw requestError("AlreadyRolled", { name: row.name });
      if (!mayRollRow(currentUser(), row)) throw this.error("NotYours", { name: row.name });
      const ruleSet = game.i18n.localize(requestLabelKey(state.ruleSet));
      // With names hidden, a creature no player owns is not named in the chat either.
      const hiddenName = state.hideNames && !hasPlayerOwner(row);
      const flavor = formatWith(game.i18n, "INDIE_DICE.Request.RollFlavor", {
        name: hiddenName ? game.i18n.localize("INDIE_DICE.Request.Creature") : row.name,
        ruleSet,
      });
      const messageFlags = moduleFlags(REQUEST_ROLL_FLAG, { cardId: card.id, participantId: rowId });
      const record = (data: unknown) => this.writer.handlePost(this, this.rollPost, data);
      if (isFormulaRequest(state.ruleSet)) {
        // A row whose formula its character's numbers cannot make is refused by name before any dialog opens.
        formulaRowOf(state, row);
        return rollFormulaRow(this.dialogs, {
          state,
          row,
          cardId: card.id,
          prompt: options.prompt ?? null,
          fastForward: options.fastForward === true,
          flavor,
          speakerUuid: hiddenName ? null : row.actorUuid,
          mode: requestRollMode(state),
          flags: messageFlags,
          query: RECORD_REQUEST_ROLL_QUERY,
          record,
        });
      }
      // What the request fixed, and the numbers the GM set for the row, are not the roller's to change (its
      // difficulty, its check, its value): locked in the dialog, and a changed request is refused before any die is
      // rolled; only the numbers the GM left open are the roller's.
      const fixed = fixedForRoller(state, gmNumbers(state, row));
      return rollForCard(this.dialogs, {
        ruleSet: state.ruleSet,
        cardId: card.id,
        rollId: row.id,
        prompt: options.prompt ?? null,
        // …nor does it speak its roll's message (the GM does).
        actorUuid: hiddenName ? null : row.actorUuid,
        spec: rollerSpec(state, row, fixed.values),
        // Shift rolls at once only when the row's numbers are known; else its roller sees the dialog to enter them.
        fastForward: options.fastForward === true && ownNumbers(state, row) !== null,
        rollMode: requestRollMode(state),
        fixed,
        rollerName: row.name,
        messageFlags,
        flavor,
        query: RECORD_REQUEST_ROLL_QUERY,
        record,
      });
    });
  }

  /** A GM-only change with a row named (skipping it), on the GM's own client; a refusal is shown localized. */
  async skip(card: ChatMessageView, rowId: string): Promise<boolean> {
    if (!currentUser().isGM) {
      notifyKey("warning", "INDIE_DICE.Request.Error.NotGM");
      return false;
    }
    const answer = await this.writer.runGMAction(this, "skip", card.id ?? "", { participant: rowId });
    if (!answer.ok) notifyKey("warning", answer.key, answer.data);
    return answer.ok;
  }

  close(card: ChatMessageView): Promise<boolean> {
    return this.writer.pressAsGM(this, "close", card);
  }
}

/** A row's roll read again from its dice, and judged against what the request fixed; null when unreadable. */
function judged(dice: RegisteredDice, state: RequestState, row: RequestRow): RowJudgment | null {
  const message = recordedRollMessage(row);
  if (!message) return null;
  if (isFormulaRequest(state.ruleSet)) return judgedFormula(state, row, message);
  try {
    const read = readRuleSetRoll(dice, state.ruleSet, message, row.name);
    // Drawn again on every change and scroll: the request's fields only (the row's numbers were held when recorded).
    if (!rollKeepsFixed(state, {}, { ...read.spec })) return null;
    // A row is judged by the world's rules as the dialogs read them: each rule set's `RowRules` are among them.
    return judgeRow(state.ruleSet, read.roll, rowSpec(state, row), readDialogSettings());
  } catch {
    return null;
  }
}

/** A row's exact chance to pass, when its numbers are known (given for the row, or its one saved roll). */
function chanceOf(state: RequestState, row: RequestRow): number | null {
  if (isFormulaRequest(state.ruleSet)) return formulaChanceOf(formulaRowOrError(state, row));
  const own = ownNumbers(state, row);
  if (!own) return null;
  const spec = { ...own, ...state.spec };
  const { ruleSet } = state;
  const settings = readDialogSettings();
  return rowChances.get(JSON.stringify([ruleSet, spec, settings, game.i18n.lang]), () =>
    specChance(ruleSet, spec, settings, game.i18n),
  );
}

/**
 * A row's roll as the GM's client takes it: a formula row's is read with the character's numbers by the GM's client
 * itself (kept as `resolved`), a rule set's must be the check the request fixed; anything else is refused.
 */
function checkedRowRoll(
  kind: RequestKind,
  state: RequestState,
  row: RequestRow,
  message: ChatMessageView,
): { readonly resolved?: string } {
  if (isFormulaRequest(state.ruleSet)) {
    const { resolved } = formulaRowOf(state, row);
    readFormulaRoll(message, resolved, row.name);
    return { resolved };
  }
  const read = readRuleSetRoll(kind.dice, state.ruleSet, message, row.name);
  // The check the request fixed, the numbers the GM set for the row, and a roll its rule set takes (no more of a
  // K&R pool's dice than the pool): anything else is another roll than the one asked for.
  if (!rollKeepsFixed(state, gmNumbers(state, row), { ...read.spec }))
    throw kind.error("WrongRoll", { name: row.name });
  try {
    normalizeCardRollSpec(state.ruleSet, read.spec);
  } catch {
    throw kind.error("WrongRoll", { name: row.name });
  }
  return {};
}

function requestRollPost(kind: RequestKind): CardPost<RequestState, RequestRollFlag> {
  return {
    flag: REQUEST_ROLL_FLAG,
    query: RECORD_REQUEST_ROLL_QUERY,
    notPost: "NotRequestMessage",
    readFlag: (flag) =>
      typeof flag.cardId === "string" && typeof flag.participantId === "string"
        ? { cardId: flag.cardId, participantId: flag.participantId }
        : null,
    recorded: ({ state, message }) => state.participants.some((row) => row.messageId === message.id),
    waiting: ({ state, flag }) =>
      state.status === "open" &&
      state.participants.some((row) => row.id === flag.participantId && row.messageId === null && !row.skipped),
    replay: ({ state, flag }) => requestError("AlreadyRolled", { name: findRow(state, flag.participantId).name }),
    // The row's owners and its designated roller (whom the Roll button is for), or a GM.
    whose: ({ state, flag }) => {
      const row = findRow(state, flag.participantId);
      return {
        actorUuids: [row.actorUuid],
        userIds: [designatedRoller(row)],
        refusal: () => kind.error("NotYours", { name: row.name }),
      };
    },
    record: async ({ state, flag, message }, copy) => {
      const row = findRow(state, flag.participantId);
      const read = checkedRowRoll(kind, state, row, message);
      // The pure layer refuses a closed card, a skipped row and a row that rolled already; then the request's mode
      // rules the roll: one that more may see is refused (docs/cards.md "A card's mode rules its rolls").
      const next = recordRequestRoll(state, row.id, message.id ?? "", { ...(copy ?? {}), ...read });
      const mode = requestRollMode(state);
      refuseLessPrivate(
        copy,
        [viewersInMode(mode, message.author?.id ?? "")],
        () => new IndieDiceError(`INDIE_DICE.CardRoll.LessPrivate.${mode}`, { name: row.name }),
      );
      return { state: next };
    },
    rollMode: ({ state }) => requestRollMode(state),
  };
}

/**
 * A rule set's row's own numbers as the card shows them: those its roll was made with once it is recorded (read back
 * from its dice, for a viewer who may see that roll), else those known now (set by the GM, or its one saved roll).
 */
function numbersOf(
  dice: RegisteredDice,
  state: RequestState,
  row: RequestRow,
  mayView: boolean,
): Record<string, RequestValue> | null {
  const names = ownNumberNames(state, row);
  if (names.length === 0 || row.skipped) return null;
  if (row.messageId === null) return picked(ownNumbers(state, row), names);
  if (!mayView || isFormulaRequest(state.ruleSet)) return null;
  const message = recordedRollMessage(row);
  if (!message) return null;
  try {
    return picked({ ...readRuleSetRoll(dice, state.ruleSet, message, row.name).spec }, names);
  } catch {
    return null;
  }
}

/** The group's verdict as the GM sees it: every row's roll judged ("passed", "failed", or null: not settled). */
function verdictOf(dice: RegisteredDice, state: RequestState): "passed" | "failed" | null {
  const rows = questionRows(
    state,
    (row) => judged(dice, state, row)?.passed ?? null,
    (row) => chanceOf(state, row),
  );
  return groupVerdict(state.question, rows);
}

const settled = (state: RequestState) => state.status === "closed" || allRowsDone(state);

/** What a formula row still to roll shows: its formula with its character's numbers, or why they cannot be read. */
function formulaShown(formula: RowFormula | IndieDiceError | null): Pick<RequestRowFacts, "resolved" | "error"> {
  if (formula === null) return {};
  return formula instanceof IndieDiceError
    ? { error: { key: formula.key, data: formula.data } }
    : { resolved: formula.resolved };
}

function formulaChanceOf(formula: RowFormula | IndieDiceError): number | null {
  return formula instanceof IndieDiceError ? null : formula.chance;
}

/**
 * A formula row's recorded roll judged against the target, by the formula it was recorded with; null when unreadable.
 */
function judgedFormula(
  state: RequestState,
  row: RequestRow,
  message: Pick<ChatMessageView, "_source">,
): RowJudgment | null {
  if (row.resolved === undefined) return null;
  try {
    return judgeFormulaRow(readFormulaRoll(message, row.resolved, row.name), readFormulaSpec(state.spec));
  } catch {
    return null;
  }
}

function rowIn(state: RequestState, id: string | undefined): RequestRow | undefined {
  return state.participants.find((row) => row.id === id);
}

/** The viewer owns the row's actor (a GM owns every one). */
function owns(user: MessageAuthor, row: RequestRow): boolean {
  return user.isGM || (actorOf(row.actorUuid)?.testUserPermission(user, "OWNER") ?? false);
}

/**
 * The viewer may see the row's numbers — its formula, its own numbers and any chance they could be read back from
 * (docs/cards.md "Numbers a viewer may not see"): a GM, or a user Foundry lets see the character's whole sheet
 * (Observer or more). A row with no actor is the GM's alone.
 */
function mayViewNumbers(user: MessageAuthor, row: RequestRow): boolean {
  return user.isGM || (actorOf(row.actorUuid)?.testUserPermission(user, "OBSERVER") ?? false);
}

/** No player who owns the row's actor is logged in. */
function ownersOffline(row: RequestRow): boolean {
  const actor = actorOf(row.actorUuid);
  const players = worldPlayers().filter((user) => user.active);
  return !players.some((user) => actor?.testUserPermission(user, "OWNER") === true);
}

/**
 * Who rolls a row (docs/cards.md "Roll requests", Crucible's rule): the player whose assigned character the row's actor
 * is, else an owner who is online, else the GM; a GM may roll any row.
 */
function designatedRoller(row: RequestRow): string | null {
  return designatedRollerOf(row.actorUuid);
}

/** A GM rolls any row; a player only the rows they are the designated roller of. */
function mayRollRow(user: MessageAuthor, row: RequestRow): boolean {
  if (user.isGM) return true;
  return userMayRoll(user, row.actorUuid) && designatedRoller(row) === user.id;
}

/** Some player owns the row's actor. */
function hasPlayerOwner(row: RequestRow): boolean {
  return actorOf(row.actorUuid)?.hasPlayerOwner === true;
}
