/**
 * A formula request's rows on the Foundry side (docs/cards.md "Requests for any system"): each row's formula read
 * with its own character's roll data, its roll posted as a plain Foundry roll of that formula, and that roll read
 * back from its message trusting nothing but its dice — a plain `Roll` exactly, the very terms the row's formula
 * makes, dice faces each die can show, and a total its terms add up to.
 */
import { IndieDiceError } from "../../../core/errors";
import { readFormulaSpec, rowFormula, type RowFormula } from "../../../core/requests/formula-request";
import { requestError, type RequestRow, type RequestState } from "../../../core/requests/request-state";
import { messageModeOption, type MessageMode } from "../../foundry-version";
import { actorDocumentOf, postRollMessage, speakerFor, type CardMessage } from "../card-documents";

/** The roll data a row's `@` paths are read from: its actor's (a token's synthetic actor for an unlinked token), or none. */
export function rowRollData(row: Pick<RequestRow, "actorUuid">): object | null {
  return actorDocumentOf(row.actorUuid)?.getRollData() ?? null;
}

/** The row's formula with its character's numbers now, and its exact chance; throws the refusal naming the part. */
export function formulaRowOf(state: RequestState, row: RequestRow): RowFormula {
  return rowFormula(readFormulaSpec(state.spec), rowRollData(row));
}

/** The row's formula and chance, or the refusal that keeps them from being known. */
export function formulaRowOrError(state: RequestState, row: RequestRow): RowFormula | IndieDiceError {
  try {
    return formulaRowOf(state, row);
  } catch (error) {
    return error instanceof IndieDiceError ? error : new IndieDiceError("INDIE_DICE.FormulaRequest.Error.Unreadable");
  }
}

/** A formula row's roll posted as this client's user: a plain Foundry roll of `formula`, in the request's mode. */
export async function postFormulaRowRoll(input: {
  readonly formula: string;
  readonly actorUuid: string | null;
  readonly flavor: string;
  readonly mode: MessageMode;
  readonly flags: Readonly<Record<string, unknown>>;
}): Promise<CardMessage | null> {
  const roll = new foundry.dice.Roll(input.formula);
  await roll.evaluate();
  // Foundry prints a message's flavor as HTML: the words are escaped first (a row's name is the GM's to write).
  const data = { speaker: speakerFor(input.actorUuid), flavor: foundry.utils.escapeHTML(input.flavor), flags: input.flags };
  return (await postRollMessage(roll, data, messageModeOption(input.mode))) ?? null;
}

/**
 * The total of a formula row's roll, read from its message (or the card's copy): refused as the row's `WrongRoll`
 * unless it is one plain Foundry roll of exactly `formula`'s terms, every die showing a face it has, and its total
 * what those terms add up to.
 */
export function readFormulaRoll(message: Pick<CardMessage, "_source">, formula: string, name: string): number {
  const stored = message._source.rolls;
  if (stored.length !== 1) throw requestError("WrongRoll", { name });
  const { Roll } = foundry.dice;
  const roll = restored(stored[0]!, name);
  const restoredClass: unknown = roll.constructor;
  // An unevaluated roll has no total.
  if (restoredClass !== Roll || typeof roll.total !== "number") throw requestError("WrongRoll", { name });
  if (Roll.getFormula(roll.terms) !== Roll.getFormula(new Roll(formula).terms)) throw requestError("WrongRoll", { name });
  if (!facesPossible(roll) || !totalFromTerms(roll)) throw requestError("WrongRoll", { name });
  return roll.total;
}

function restored(json: string, name: string) {
  try {
    return foundry.dice.Roll.fromData(JSON.parse(json));
  } catch {
    throw requestError("WrongRoll", { name });
  }
}

/** Every plain die's results lie on its faces (1 to its number of faces). */
function facesPossible(roll: ReturnType<typeof restored>): boolean {
  const { Die } = foundry.dice.terms;
  return roll.dice.every((die) => {
    if (!(die instanceof Die)) return true;
    const faces = die.faces ?? 0;
    return die.results.every(({ result }) => Number.isInteger(result) && result >= 1 && result <= faces);
  });
}

/** Foundry's total is what the roll's terms add up to (as `Roll#_evaluateTotal` joins them). */
function totalFromTerms(roll: ReturnType<typeof restored>): boolean {
  try {
    return foundry.dice.Roll.safeEval(roll.terms.map((term) => term.total).join(" ")) === roll.total;
  } catch {
    return false;
  }
}
