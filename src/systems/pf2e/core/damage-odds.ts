/**
 * The exact damage of a Pathfinder 2e damage roll and the chance it drops each target (docs/systems-pf2e.md
 * "Damage"): the formula split into its instances, each instance's totals from the engine, then the roll's own rules
 * (an instance at least 0, persistent damage nothing on the hit, a roll of 0 or less dealing 1) — and for a target
 * whose numbers the viewer may see, its immunities, weaknesses and resistances as pf2e's `applyIWR` meets them with
 * an instance (its damage type, the physical and energy groups, `all-damage`; an exception naming a word of the
 * instance's flavor sets the entry aside), then its hardness, and its hit points with temporary hit points and
 * stamina spent first. Not read: exceptions other than the flavor's words, doubled resistances, critical-hit and
 * precision immunity, precision and splash weakness or resistance, ignored resistances, once-a-roll weaknesses.
 */
import type { DamageOutcomes } from "../../../core/damage/damage-outcomes";
import type { SystemOdds } from "../../../core/systems/system-odds-types";
import { pf2eDamageInstances, type Pf2eFormulaInstance } from "./damage-instances";
import { pf2eDamageTaken, pf2eDropChance, type Pf2eDamageInstance, type Pf2eHitPoints } from "./damage-taken";
import type { Pf2eEngine } from "./pf2e-engine";

/** One immunity, weakness or resistance as pf2e keeps it on the actor. */
export interface Pf2eIwrEntry {
  readonly type: string;
  readonly value: number;
  readonly exceptions: readonly string[];
}

/** What of a target the damage meets, read only for a viewer who may see it. */
export interface Pf2eDamageTarget {
  readonly immunities: readonly Pf2eIwrEntry[];
  readonly weaknesses: readonly Pf2eIwrEntry[];
  readonly resistances: readonly Pf2eIwrEntry[];
  readonly hardness: number;
  readonly hitPoints: Pf2eHitPoints;
}

/** A roll's instances, each with its totals as rolled. */
export interface Pf2eRolledInstance {
  readonly instance: Pf2eFormulaInstance;
  readonly outcomes: DamageOutcomes;
}

const PHYSICAL = new Set(["bludgeoning", "piercing", "slashing", "bleed"]);
const ENERGY = new Set(["acid", "cold", "electricity", "fire", "force", "sonic", "vitality", "void"]);

/** The instances of a pf2e damage formula with their exact totals; a formula not read so is refused by name. */
export function pf2eRolledInstances(engine: Pf2eEngine, formula: string): Pf2eRolledInstance[] {
  const instances = pf2eDamageInstances(formula);
  if (instances === null || instances.length === 0)
    throw new engine.limits.IndieDiceError("INDIE_DICE.SystemOdds.Pf2e.DamageUnreadable");
  return instances.map((instance) => ({
    instance,
    outcomes: engine.systems.formulaDistribution(instance.formula).outcomes,
  }));
}

/** Whether an entry meets an instance, as its predicate does on the instance's description. */
function meets(entry: Pf2eIwrEntry, instance: Pf2eFormulaInstance): boolean {
  const words = [instance.type, ...instance.materials];
  if (entry.exceptions.some((exception) => words.includes(exception))) return false;
  if (entry.type === instance.type || entry.type === "all-damage") return true;
  return (
    (entry.type === "physical" && PHYSICAL.has(instance.type)) || (entry.type === "energy" && ENERGY.has(instance.type))
  );
}

const highest = (entries: readonly Pf2eIwrEntry[], instance: Pf2eFormulaInstance): number =>
  entries.filter((entry) => meets(entry, instance)).reduce((best, entry) => Math.max(best, entry.value), 0);

function againstTarget(rolled: readonly Pf2eRolledInstance[], target: Pf2eDamageTarget | null): Pf2eDamageInstance[] {
  return rolled.map(({ instance, outcomes }) => ({
    outcomes,
    persistent: instance.persistent,
    immune: target?.immunities.some((entry) => meets(entry, instance)) ?? false,
    weakness: target ? highest(target.weaknesses, instance) : 0,
    resistance: target ? highest(target.resistances, instance) : 0,
  }));
}

/** The totals the roll deals before any target: its own rules, no target's adjustments. */
export function pf2eRollDamage(rolled: readonly Pf2eRolledInstance[]): DamageOutcomes {
  return pf2eDamageTaken(againstTarget(rolled, null), { hardness: 0 });
}

/** The chance the roll drops the target. */
export function pf2eRollDrops(
  engine: Pf2eEngine,
  rolled: readonly Pf2eRolledInstance[],
  target: Pf2eDamageTarget,
): number {
  return pf2eDropChance(engine, pf2eDamageTaken(againstTarget(rolled, target), target), target.hitPoints);
}

/** A Strike's damage on a success and on a critical success, as pf2e's Strike gives its formulas. */
export interface Pf2eStrikeRolls {
  readonly success: readonly Pf2eRolledInstance[];
  readonly criticalSuccess: readonly Pf2eRolledInstance[];
}

/**
 * The chance a Strike drops the target, its success and critical success together: each degree's chance of the
 * check, then what that degree's damage does to the target; a failure deals nothing.
 */
export function pf2eStrikeDrops(
  engine: Pf2eEngine,
  chances: { readonly success: number; readonly criticalSuccess: number },
  rolls: Pf2eStrikeRolls,
  target: Pf2eDamageTarget,
): number {
  const taken = (rolled: readonly Pf2eRolledInstance[]) => pf2eDamageTaken(againstTarget(rolled, target), target);
  const strike = engine.damage.mixture([
    { weight: 1 - chances.success - chances.criticalSuccess, outcomes: engine.damage.NO_DAMAGE },
    { weight: chances.success, outcomes: taken(rolls.success) },
    { weight: chances.criticalSuccess, outcomes: taken(rolls.criticalSuccess) },
  ]);
  return pf2eDropChance(engine, strike, target.hitPoints);
}

/**
 * The check dialog's figures with the chance each fate choice's Strike drops each target (docs/systems-pf2e.md
 * "Damage"): without degrees (no DC) nothing is added; a target the viewer may not see gets null, nothing read.
 */
export function withStrikeDrop(
  engine: Pf2eEngine,
  odds: SystemOdds,
  rolls: Pf2eStrikeRolls,
  targets: readonly { readonly name: string; readonly target: Pf2eDamageTarget | null }[],
): SystemOdds {
  const chanceOf = (outcomes: SystemOdds["choices"][number]["outcomes"], key: string) =>
    outcomes.find((outcome) => outcome.key === key)?.probability;
  const weights = odds.choices.map(({ outcomes }) => ({
    success: chanceOf(outcomes, "success"),
    criticalSuccess: chanceOf(outcomes, "criticalSuccess") ?? 0,
  }));
  if (targets.length === 0 || weights.some(({ success }) => success === undefined)) return odds;
  const drops = targets.map(({ name, target }) => ({
    name,
    chances:
      target &&
      weights.map(({ success, criticalSuccess }) =>
        pf2eStrikeDrops(engine, { success: success ?? 0, criticalSuccess }, rolls, target),
      ),
  }));
  return { ...odds, damage: { rolls: [], targets: drops } };
}
