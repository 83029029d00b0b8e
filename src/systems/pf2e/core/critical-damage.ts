/**
 * How pf2e builds a Strike's damage formula (`createDamageFormula`; docs/damage.md "A damage question"): its parts
 * grouped by damage type, one instance a type; on a critical, the world's default rule doubles each instance's
 * ordinary dice and modifiers together, `2 * (…)`, and its variant `doubledice` doubles the dice and the numbers
 * apart; the parts that count only on a critical (deadly and fatal dice, critical-only bonuses) are added after,
 * undoubled. On a hit, the critical-only parts are left out.
 */
import type { Pf2eEngine } from "./pf2e-engine";

/** The world's `critRule`: `doubledamage` (the default) or `doubledice`. */
export type Pf2eCriticalRule = "doubledamage" | "doubledice";

/** One partial of the damage: its formula, its type, and whether it counts only on a critical (undoubled). */
interface Pf2ePartial {
  readonly formula: string;
  readonly type: string;
  readonly criticalOnly: boolean;
}

/** One instance of the roll: its type and its formula as pf2e writes it. */
interface Pf2eInstanceFormula {
  readonly type: string;
  readonly formula: string;
}

/** The roll's instances, in the order their types first appear, on a hit (`rule` null) or a critical. */
export function pf2eDamageFormulas(
  engine: Pf2eEngine,
  partials: readonly Pf2ePartial[],
  rule: Pf2eCriticalRule | null,
): Pf2eInstanceFormula[] {
  const types = [...new Set(partials.map((partial) => partial.type))];
  return types.flatMap((type) => {
    const own = partials.filter((partial) => partial.type === type);
    const base = own.filter((partial) => !partial.criticalOnly).map((partial) => partial.formula);
    const extra = rule === null ? [] : own.filter((partial) => partial.criticalOnly).map((partial) => partial.formula);
    const doubled = base.length === 0 || rule === null ? base : [doubledBase(engine, base, rule)];
    const formula = [...doubled, ...extra].join(" + ");
    return formula === "" ? [] : [{ type, formula }];
  });
}

function doubledBase(engine: Pf2eEngine, base: readonly string[], rule: Pf2eCriticalRule): string {
  if (rule === "doubledamage") return `2 * (${base.join(" + ")})`;
  const { alterFormula, withCount } = engine.damage;
  return base
    .map((formula) =>
      alterFormula(formula, { dice: (spec) => withCount(spec, spec.count * 2), number: (value) => value * 2 }),
    )
    .join(" + ");
}
