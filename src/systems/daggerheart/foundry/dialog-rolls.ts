import type { NaturalRoll } from "../../../core/systems/natural-roll";
import type { RuleSetKit } from "../../../foundry/composition";
import type { DualityRoll } from "../core/duality-odds";

/**
 * What the adapter reads of the roll Daggerheart's dialog holds (docs/systems-daggerheart.md "Reading the dialog"):
 * the dialog writes the roll's terms again from its config on every render (D20RollDialog#_prepareContext calls
 * `roll.constructFormula(config)`, d20RollDialog.mjs 030fd85), so the terms the render hook finds are the roll as
 * it would be rolled now. The system tells its rolls apart by their class's name (rollSelection.hbs compares
 * `rollType`, the constructor's name, with "DualityRoll" and "D20Roll"), and so does the adapter.
 */

/** The roll's kind as the dialog's template reads it, or null for any other (a Fate roll, a dice set). */
export function rollKind(roll: unknown): "duality" | "adversary" | null {
  if (!(roll instanceof foundry.dice.Roll)) return null;
  if (roll.constructor.name === "DualityRoll") return "duality";
  return roll.constructor.name === "D20Roll" ? "adversary" : null;
}

/**
 * The most faces a Hope or Fear die has: the system's largest die (`dieFaces`, 4 to 20, its dialog's selects). Every
 * pair of the two is walked, so a roll with larger ones — a message's, which its author may write with any dice — is
 * not read: at most 20 × 20 pairs on every client that draws it.
 */
const DUALITY_FACES_MAX = 20;

/**
 * A duality roll's terms: the Hope die, "+", the Fear die (dualityRoll.mjs createBaseDice, f03b4b3), then the rest
 * — the advantage die, the rally die, the modifiers and the situational formula — from its first operator. Null when
 * the roll is not laid out so, or its Hope or Fear die is no die of the system's.
 */
export function dualityRollOf(kit: RuleSetKit, roll: foundry.dice.Roll): DualityRoll | null {
  const [hope, plus, fear, ...rest] = roll.terms;
  const single = (term: unknown) => {
    if (!(term instanceof foundry.dice.terms.Die) || term.number !== 1) return null;
    const { faces } = term;
    return typeof faces === "number" && Number.isInteger(faces) && faces >= 1 && faces <= DUALITY_FACES_MAX
      ? faces
      : null;
  };
  const [hopeFaces, fearFaces] = [single(hope), single(fear)];
  if (
    hopeFaces === null ||
    fearFaces === null ||
    !(plus instanceof foundry.dice.terms.OperatorTerm) ||
    plus.operator !== "+"
  )
    return null;
  const [operator] = rest;
  if (
    operator !== undefined &&
    !(operator instanceof foundry.dice.terms.OperatorTerm && ["+", "-"].includes(operator.operator))
  )
    return null;
  const texts = rest.map((term) => termText(kit, term));
  return texts.includes(null) ? null : { hope: hopeFaces, fear: fearFaces, rest: texts.join(" ") };
}

/** An adversary's roll: its d20 (`2d20kh` or `kl` with advantage) and the rest (src/foundry/dice/roll-terms.ts). */
export function adversaryRollOf(kit: RuleSetKit, roll: foundry.dice.Roll): NaturalRoll | null {
  return kit.systems.naturalRollOf(roll);
}

/**
 * A term as the engine reads it. A die is written from its count, faces and the modifiers Foundry would run: the
 * system marks its Hope, Fear, advantage and disadvantage dice with letters its dice class names but gives no method
 * (`h`, `f`, `a`, `d`: module/dice/die/baseDie.mjs 1dbfd21), which Foundry passes over (DiceTerm#_evaluateModifier
 * calls only a method it finds); they are left out, as they change nothing.
 */
function termText(kit: RuleSetKit, term: foundry.dice.terms.RollTerm): string | null {
  if (!(term instanceof foundry.dice.terms.Die)) return term.formula;
  const { number, faces } = term;
  if (typeof number !== "number" || typeof faces !== "number") return null;
  return kit.systems.diceTermText(
    number,
    faces,
    term.modifiers.filter((modifier) => runs(term, modifier)),
  );
}

/** Whether Foundry runs a modifier of this die: its command names a method the die has (a compound is kept whole). */
function runs(term: foundry.dice.terms.Die, modifier: string): boolean {
  const command = /^[A-Za-z]+/.exec(modifier)?.[0]?.toLowerCase();
  const modifiers: Record<string, unknown> = Reflect.get(term.constructor, "MODIFIERS") ?? {};
  if (command === undefined || !(command in modifiers)) return true;
  const method = modifiers[command];
  return (
    typeof method === "function" || (typeof method === "string" && typeof Reflect.get(term, method) === "function")
  );
}
