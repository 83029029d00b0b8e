/**
 * Plain Foundry rolls a card asks for and reads back (docs/cards.md "Requests for any system";
 * docs/formula-contest.md): a roll of a formula in Foundry's own notation, posted as the roller's message, and read
 * again from it trusting nothing but its dice — Foundry's own `Roll` exactly, every die showing a face it has, a total
 * its terms add up to, and one its formula can make at all (the exact odds engine's totals). A player's console may
 * still choose its faces, as a player entering physical dice does; it cannot make its dice say more than they show. A
 * formula request's rows and a formula contest's sides take their rolls this way.
 */
import { messageModeOption } from "../foundry-version";
import type { MessageMode } from "../types/message-mode";
import type { ChatMessageView } from "../types/chat-message";
import { postRollMessage, speakerFor } from "./card-documents";
import { rememberedFormulaDistribution } from "../../core/formula/formula-luck";

/** A formula as Foundry writes its terms back (`2d20kh+3` → `2d20kh + 3`): what two rolls of one formula share. */
export function foundryFormula(formula: string): string {
  const { Roll } = foundry.dice;
  return Roll.getFormula(new Roll(formula).terms);
}

/** A plain roll of `formula` posted as this client's user, in `mode`, with the card's flags. */
export async function postPlainRoll(input: {
  readonly formula: string;
  readonly actorUuid: string | null;
  readonly flavor: string;
  readonly mode: MessageMode;
  readonly flags: Readonly<Record<string, unknown>>;
}): Promise<ChatMessageView | null> {
  const roll = new foundry.dice.Roll(input.formula);
  await roll.evaluate();
  // Foundry prints a message's flavor as HTML: the words are escaped first (a row's or a side's name is typed).
  const data = {
    speaker: speakerFor(input.actorUuid),
    flavor: foundry.utils.escapeHTML(input.flavor),
    flags: input.flags,
  };
  return (await postRollMessage(roll, data, messageModeOption(input.mode))) ?? null;
}

/**
 * The one roll a message holds, read again: its formula as Foundry writes its terms and its total. Throws `refused()`
 * unless it is one plain Foundry roll, evaluated, every plain die showing a face it has, its total what its terms add
 * up to.
 */
export function readPlainRoll(
  message: Pick<ChatMessageView, "_source">,
  refused: () => Error,
): { readonly formula: string; readonly total: number } {
  const stored = message._source.rolls;
  if (stored.length !== 1) throw refused();
  const { Roll } = foundry.dice;
  const roll = restored(stored[0]!, refused);
  const restoredClass: unknown = roll.constructor;
  // An unevaluated roll has no total.
  if (restoredClass !== Roll || typeof roll.total !== "number") throw refused();
  if (!facesPossible(roll) || !totalFromTerms(roll)) throw refused();
  const formula = Roll.getFormula(roll.terms);
  // Foundry adds a division's fractions left to right (0.30000000000000004): a total is read to nine places.
  const total = Math.round(roll.total * 1e9) / 1e9;
  if (!totalPossible(formula, total)) throw refused();
  return { formula, total };
}

/**
 * A total the formula can make, by the exact odds engine: whatever was edited in the stored terms (a die's `count`,
 * more results than dice, a function's or a group's stored result), a total its dice cannot give is refused. A
 * formula the engine cannot answer is refused with it.
 */
function totalPossible(formula: string, total: number): boolean {
  try {
    return rememberedFormulaDistribution(formula).outcomes.some(([value]) => Math.abs(value - total) <= 1e-9);
  } catch {
    return false;
  }
}

function restored(json: string, refused: () => Error) {
  try {
    return foundry.dice.Roll.fromData(JSON.parse(json));
  } catch {
    throw refused();
  }
}

/**
 * Every die's results lie on its faces — 1 to its number of faces, −1 to 1 for a Fate die, 0 or 1 for a coin — and
 * none carries a `count` but a die that counts successes or failures (the count is what such a die adds).
 */
function facesPossible(roll: ReturnType<typeof restored>): boolean {
  const { Die, FateDie, Coin } = foundry.dice.terms;
  return roll.dice.every((die) => {
    const [low, high] =
      die instanceof FateDie
        ? [-1, 1]
        : die instanceof Coin
          ? [0, 1]
          : die instanceof Die
            ? [1, die.faces ?? 0]
            : [NaN, NaN];
    const counts = die.modifiers.some((modifier) => /^(cs|cf|df|sf|ms|even|odd)/i.test(modifier));
    return die.results.every(
      (result) =>
        Number.isInteger(result.result) &&
        result.result >= low &&
        result.result <= high &&
        (counts || !("count" in result)),
    );
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
