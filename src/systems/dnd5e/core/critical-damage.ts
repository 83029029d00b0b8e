/**
 * How dnd5e builds a critical hit's damage (`DamageRoll#configureDamage`; docs/damage.md "A damage question"): each
 * top-level dice term of the roll rolls twice its dice, and the roll's first term the actor's extra critical dice
 * besides (Savage Attacks' `meleeCriticalDamageDice`); numbers stay, unless the world's *Multiply Modifiers* doubles
 * them; under the world's *Maximize Dice* one set of each term's dice is rolled and one counted at its largest, as a
 * flat bonus after the roll; an activity's extra critical damage is appended last, undoubled. Only the first part
 * (dnd5e's first roll) carries the extra dice and the extra damage.
 */
import type { Dnd5eEngine } from "./dnd5e-engine";

/** The world's two critical settings (`criticalDamageModifiers`, `criticalDamageMaxDice`) and the actor's extras. */
interface Dnd5eCritical {
  readonly multiplyModifiers: boolean;
  readonly maximizeDice: boolean;
  /** Extra dice on the first term (`critical.bonusDice`), 0 for none. */
  readonly extraDice: number;
  /** Extra damage appended on a critical (`critical.bonusDamage`), "" for none. */
  readonly bonus: string;
}

/** The formula of one part (`first`: the roll's first part) on a critical hit, as dnd5e writes it. */
export function dnd5eCriticalFormula(
  engine: Dnd5eEngine,
  formula: string,
  critical: Dnd5eCritical,
  first: boolean,
): string {
  const { alterFormula, maximizedTotal, topLevelDice, withCount } = engine.damage;
  // A maximized set is worked out from the term as written, before its dice are altered (damage-roll.mjs).
  const flat = critical.maximizeDice ? topLevelDice(formula).reduce((sum, spec) => sum + maximizedTotal(spec), 0) : 0;
  const multiplier = critical.maximizeDice ? 1 : 2;
  const altered = alterFormula(formula, {
    dice: (spec, firstTerm) => withCount(spec, spec.count * multiplier + (first && firstTerm ? critical.extraDice : 0)),
    number: (value) => (critical.multiplyModifiers ? value * 2 : value),
  });
  const extras = [...(flat > 0 ? [String(flat)] : []), ...(first && critical.bonus.trim() ? [critical.bonus] : [])];
  return [altered, ...extras].join(" + ");
}
