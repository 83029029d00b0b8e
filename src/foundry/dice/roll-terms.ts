import { diceTermText } from "../../core/formula/term-text";
import type { NaturalRoll } from "../../core/systems/natural-roll";

/**
 * A system's live roll, not yet rolled, as the engine reads it (docs/systems.md "Reading a system's roll"): its
 * first term, a die whose own total the system reads as the "natural" roll, and the rest from the operator after
 * it. Each dice term is written from its list of modifiers (src/core/formula/term-text.ts), not from the roll's
 * formula, whose joined pieces Foundry itself would read back otherwise (`1d20advmin10`); any other term is written
 * as Foundry writes it. Null when the roll does not start with a die followed by `+` or `-` (the rest would not add
 * to it).
 */
export function naturalRollOf(roll: foundry.dice.Roll): NaturalRoll | null {
  const [first, ...rest] = roll.terms;
  if (!(first instanceof foundry.dice.terms.Die)) return null;
  const natural = termText(first);
  const [operator] = rest;
  if (natural === null) return null;
  if (operator === undefined) return { natural, rest: "" };
  if (!(operator instanceof foundry.dice.terms.OperatorTerm) || !["+", "-"].includes(operator.operator)) return null;
  const texts = rest.map(termText);
  return texts.includes(null) ? null : { natural, rest: texts.join(" ") };
}

/** A term as the engine reads it: a die from its modifiers (its count and faces known numbers), else its formula. */
function termText(term: foundry.dice.terms.RollTerm): string | null {
  if (!(term instanceof foundry.dice.terms.Die)) return term.formula;
  const { number, faces } = term;
  if (typeof number !== "number" || typeof faces !== "number") return null;
  return diceTermText(number, faces, term.modifiers);
}
