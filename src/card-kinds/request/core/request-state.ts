import { IndieDiceError, type MessageData } from "../../../core/errors";
import { isOneOf, requireList } from "../../../core/lists";
import { isRuleSetId } from "../../../core/rule-sets";
import { type FixedRoll } from "../../../core/fixed-roll";
import { changesFixedRoll } from "../../../core/fixed-roll-check";
import type { RequestMode, RequestOptions, RequestRow, RequestState, RequestValue } from "./request-types";
import { readGroupQuestion, type QuestionRow } from "./group-question";
import { REQUEST_LIMITS } from "./request-limits";
import { isFormulaRequest, readFormulaSpec } from "./formula-request";

/**
 * A roll request card's state, as plain JSON (docs/cards.md "Roll requests"): the Foundry layer keeps it in the card
 * message's `flags["indie-dice"].request`. A GM asks several rows — tokens — for one roll of one rule set; the state
 * holds what the request fixes, the group's question and how the card shows itself, and each row's roll message once
 * the active GM's client recorded it (or that the GM skipped the row). Nothing judged is stored: every pass, every
 * chance and the verdict are worked out again from (state, the judged rolls).
 *
 * Every function returns a new state and leaves the old one as it was; a refusal is an IndieDiceError under
 * `INDIE_DICE.Request.Error`.
 */

export const REQUEST_MODES: readonly RequestMode[] = ["public", "gm", "blind", "self"];

export function requestError(name: string, data?: MessageData): IndieDiceError {
  return new IndieDiceError(`INDIE_DICE.Request.Error.${name}`, data);
}

export interface RequestRowInput {
  readonly id: string;
  readonly actorUuid: string | null;
  readonly tokenUuid?: string | null;
  readonly name: string;
  readonly spec?: Readonly<Record<string, RequestValue>> | null;
}

interface StartRequestInput extends Partial<RequestOptions> {
  readonly ruleSet: unknown;
  readonly spec?: Readonly<Record<string, RequestValue>> | null;
  readonly question?: unknown;
  readonly mode?: unknown;
  readonly rows: readonly RequestRowInput[];
}

/**
 * A new open request: 1 to 50 rows with unique ids, a rule set of the module (or a formula), one of the four
 * questions (default: each on their own) and one of the four modes (default: public). The spec and each row's
 * numbers are the rule set's to check (the Foundry layer runs them through its dialog before posting); a formula
 * request's spec is checked here, and stored as read (its target a number, its comparison named).
 */
export function startRequest(input: StartRequestInput): RequestState {
  const ruleSet = input.ruleSet;
  if (!isRuleSetId(ruleSet) && !isFormulaRequest(ruleSet))
    throw requestError("RuleSet", { value: String(ruleSet).slice(0, 40) });
  const spec = isFormulaRequest(ruleSet) ? { ...readFormulaSpec(input.spec ?? {}) } : { ...(input.spec ?? {}) };
  const mode = input.mode ?? "public";
  if (!isOneOf(REQUEST_MODES, mode)) throw requestError("Mode", { value: String(mode).slice(0, 40) });
  const rows = requireList(input.rows, "rows");
  if (rows.length === 0) throw requestError("NoRows");
  if (rows.length > REQUEST_LIMITS.rows)
    throw requestError("TooManyRows", { count: rows.length, max: REQUEST_LIMITS.rows });
  // "At least N" is read against the rows asked: more than there are could never be answered yes.
  const question = readGroupQuestion(input.question ?? "each", rows.length);
  const ids = new Set<string>();
  const participants = rows.map((row) => {
    if (typeof row.id !== "string" || row.id === "" || ids.has(row.id))
      throw requestError("RowId", { id: String(row.id).slice(0, 40) });
    ids.add(row.id);
    const name = typeof row.name === "string" ? row.name.slice(0, REQUEST_LIMITS.nameLength) : "";
    return {
      id: row.id,
      actorUuid: row.actorUuid ?? null,
      ...(row.tokenUuid ? { tokenUuid: row.tokenUuid } : {}),
      name,
      ...(row.spec ? { spec: { ...row.spec } } : {}),
      messageId: null,
      skipped: false,
    };
  });
  return {
    version: 1,
    status: "open",
    ruleSet,
    spec,
    question,
    mode,
    showDifficulty: input.showDifficulty ?? true,
    resultsWhenAllRolled: input.resultsWhenAllRolled ?? false,
    hideNames: input.hideNames ?? false,
    participants,
  };
}

/** The fields that give the number to pass away: kept from players when the GM hides the difficulty. */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(["difficulty", "target"]);

/**
 * What the roller is given of what the request fixed: all of it, or — when the GM hides the difficulty — all but
 * the number to pass, which never reaches the roll (its dialog, its odds, its message); the card alone judges by it.
 */
export function rollerFixed(state: RequestState): Record<string, RequestValue> {
  if (state.showDifficulty) return { ...state.spec };
  return Object.fromEntries(Object.entries(state.spec).filter(([name]) => !SECRET_FIELDS.has(name)));
}

/**
 * What the roller's roll must keep as the request set it (docs/cards.md "Roll requests"): what they are given, the
 * numbers the GM set for their row (`rowNumbers`, as the rule set's dialog reads them: a Kaiser value, a K&R pool),
 * and — when the GM hides the difficulty — no number to pass at all (undefined: the roll may not carry one). A number
 * the GM left open is the roller's.
 */
export function fixedForRoller(state: RequestState, rowNumbers: Readonly<Record<string, unknown>> = {}): FixedRoll {
  const hidden = state.showDifficulty ? [] : [...SECRET_FIELDS].map((name) => [name, undefined] as const);
  return { values: { ...rowNumbers, ...rollerFixed(state), ...Object.fromEntries(hidden) } };
}

/** A roll that changes what the roller was given, or carries a hidden difficulty, is not the row's to make. */
export function changesFixed(state: RequestState, rolled: Readonly<Record<string, unknown>>): boolean {
  return changesFixedRoll(fixedForRoller(state), rolled);
}

/**
 * What the GM's client asks of a row's recorded roll, by the spec its dice were made with (`rolled`, read back from
 * the roll: src/foundry/cards/roll-reading.ts): every field of the request the roll carries is the request's (another
 * kind of check, another DT is another roll), and every number the GM set for the row that the roll carries is that
 * number — one the roll holds as absent counts as changed. A field the roll does not carry at all (a Kaiser
 * difficulty, which its dice do not show) is the card's to judge by, not the roll's to keep.
 */
export function rollKeepsFixed(
  state: RequestState,
  rowNumbers: Readonly<Record<string, unknown>>,
  rolled: Readonly<Record<string, unknown>>,
): boolean {
  const requestKept = Object.entries(state.spec).every(
    ([name, value]) => !(name in rolled) || rolled[name] === undefined || rolled[name] === value,
  );
  return (
    requestKept && Object.entries(rowNumbers).every(([name, value]) => !(name in rolled) || rolled[name] === value)
  );
}

/**
 * The mode the request's rolls are made in: results that wait until all have rolled are for the GM's eyes meanwhile.
 */
export function requestRollMode(state: RequestState): RequestMode {
  return state.resultsWhenAllRolled && state.mode === "public" ? "gm" : state.mode;
}

export function findRow(state: RequestState, id: string): RequestRow {
  const row = state.participants.find((candidate) => candidate.id === id);
  if (!row) throw requestError("NoRow", { id: String(id).slice(0, 40) });
  return row;
}

/** A row's roll recorded: only on an open card, for a row neither skipped nor rolled. */
export function recordRequestRoll(
  state: RequestState,
  rowId: string,
  messageId: string,
  extra: Pick<RequestRow, "rollCopy" | "rollPrivacy" | "resolved"> = {},
): RequestState {
  const row = openRow(state, rowId);
  return withRow(state, { ...row, messageId, ...extra });
}

/** The GM skips a row still to roll: it takes no part in the question. */
export function skipRow(state: RequestState, rowId: string): RequestState {
  const row = openRow(state, rowId);
  return withRow(state, { ...row, skipped: true });
}

/** The GM closes the request: no roll is recorded after. */
export function closeRequest(state: RequestState): RequestState {
  if (state.status === "closed") throw requestError("Closed");
  return { ...state, status: "closed" };
}

/** Every row has rolled or been skipped. */
export function allRowsDone(state: RequestState): boolean {
  return state.participants.every((row) => row.skipped || row.messageId !== null);
}

/**
 * The rows as the group question sees them: a recorded row by `passed(row)` (its judged roll; null when the roll
 * cannot be read, which counts as not rolled yet), a row still to roll by `chance(row)` (null: not known yet).
 */
export function questionRows(
  state: RequestState,
  passed: (row: RequestRow) => boolean | null,
  chance: (row: RequestRow) => number | null,
): QuestionRow[] {
  return state.participants.map((row): QuestionRow => {
    if (row.skipped) return { state: "skipped" };
    const result = row.messageId === null ? null : passed(row);
    return result === null ? { state: "pending", chance: chance(row) } : { state: "rolled", passed: result };
  });
}

function openRow(state: RequestState, rowId: string): RequestRow {
  const row = findRow(state, rowId);
  if (state.status !== "open") throw requestError("Closed");
  if (row.skipped) throw requestError("Skipped", { name: row.name });
  if (row.messageId !== null) throw requestError("AlreadyRolled", { name: row.name });
  return row;
}

function withRow(state: RequestState, row: RequestRow): RequestState {
  return { ...state, participants: state.participants.map((kept) => (kept.id === row.id ? row : kept)) };
}
