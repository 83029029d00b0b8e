/**
 * A damage question any system can ask (docs/damage.md "A damage question"; `api.odds.damage`, the calculator's
 * Damage view): a roll's parts (each a formula in Foundry's notation and a damage type), a critical rule, and the
 * targets it may drop. The answer is the exact totals the roll deals, their mean, and for each target what it takes
 * after its own adjustments and the chance that drops it. The systems' rules — how a critical alters the formulas,
 * what a target takes — each system declares (`SystemDamageRules`, in its folder's `core/damage-rules.ts`), and the
 * caller hands them in; this file knows a hit and a target of no system's adjustments alone.
 * Every part is bounded before any work: the parts and targets counted, each formula read and its work summed within
 * one formula's budget (LIMITS.formulaSteps), the totals' span within LIMITS.formulaSpread.
 */
import { IndieDiceError } from "../errors";
import { describeInput, limit, limitError, LIMITS, requireWithin, ADDITIVE } from "../limits";
import { formulaDistribution, formulaWork } from "../formula/formula-distribution";
import { chanceAtLeast, meanOf, sumOf, type DamageOutcomes } from "./damage-outcomes";
import type {
  BuiltPart,
  DamageAnswer,
  DamageCritical,
  DamagePart,
  DamageTarget,
  RolledPart,
} from "./damage-question-types";

/** A critical rule: the parts as rolled on a critical (or on a hit, `critical` null). */
export type CriticalRule = (parts: readonly DamagePart[], critical: Required<DamageCritical> | null) => BuiltPart[];

/** A target's rules: what it takes from the rolled parts, and whether that drops it. */
export interface TargetRule {
  /** The target's own fields checked (a refusal names the field), before any work. */
  readonly check: (target: DamageTarget) => void;
  readonly taken: (parts: readonly RolledPart[], target: DamageTarget) => DamageOutcomes;
  readonly drop: (taken: DamageOutcomes, target: DamageTarget) => number;
}

/** What one system declares: its critical rules and its targets' rules, each by the name a question gives it. */
export interface SystemDamageRules {
  readonly criticals: Readonly<Record<string, CriticalRule>>;
  readonly targets: Readonly<Record<string, TargetRule>>;
}

/** Every rule a question may name: the systems' and the core's own (a hit, a target of no system). */
export interface DamageRules extends SystemDamageRules {
  readonly hit: CriticalRule;
}

/** A hit: every part as written but those that count only on a critical. */
const hit: CriticalRule = (parts) =>
  parts.filter((part) => !part.criticalOnly).map((part) => builtPart(part.formula, part));

/** A part as a rule built it: its formula, and its type and persistence as given. */
export function builtPart(formula: string, part: DamagePart): BuiltPart {
  return { formula, type: part.type, persistent: part.persistent === true };
}

/** No system's adjustments: the roll's totals reach the hit points and temporary hit points as they are. */
const none: TargetRule = {
  check: () => undefined,
  taken: (parts) => sumOf(parts.map((part) => part.outcomes)),
  drop: (taken, target) => (target.hp <= 0 ? 1 : chanceAtLeast(taken, target.hp + Math.max(0, target.temp ?? 0))),
};

/** The name of the core's target of no system's adjustments. */
export const PLAIN_TARGET = "none";

/** The systems' rules together, in their order, with the core's own; a name two systems give is the first's. */
export function damageRules(systems: readonly SystemDamageRules[]): DamageRules {
  const criticals: Record<string, CriticalRule> = {};
  const targets: Record<string, TargetRule> = { [PLAIN_TARGET]: none };
  for (const system of systems) {
    for (const [name, rule] of Object.entries(system.criticals)) criticals[name] ??= rule;
    for (const [name, rule] of Object.entries(system.targets)) targets[name] ??= rule;
  }
  return { hit, criticals, targets };
}

const KEY = "INDIE_DICE.Error.Damage";

/** A roll's parts: one to a dozen types in any real roll. */
const DAMAGE_PARTS = limit("DamageParts", 1, 20);
/** Targets weighed at once: a Fireball's crowd. */
const DAMAGE_TARGETS = limit("DamageTargets", 0, 20);
/** Extra critical dice: a few in any real roll. */
export const CRITICAL_DICE = limit("CriticalDice", 0, 100);
/** Hit points, temporary hit points and every adjustment of a target: additive numbers (ADDITIVE). */
export const DAMAGE_NUMBER = limit("DamageNumber", -ADDITIVE, ADDITIVE);

/** The answer to `question` (checked whole, as a macro may send anything) under `rules`. */
export function damageAnswer(question: unknown, rules: DamageRules): DamageAnswer {
  const { parts, critical, targets } = checkedQuestion(question, rules);
  const rule = critical ? rules.criticals[critical.rule]! : rules.hit;
  const built = rule(parts, critical);
  // Bounded before any work: the parts' plans summed within one formula's budget.
  const work = built.reduce((sum, part) => sum + formulaWork(part.formula, null), 0);
  if (work > LIMITS.formulaSteps.max) throw limitError(LIMITS.formulaSteps, work);
  const rolled = built.map((part) => ({ ...part, outcomes: formulaDistribution(part.formula, null).outcomes }));
  const spread = rolled.reduce((sum, part) => sum + part.outcomes.at(-1)![0] - part.outcomes[0]![0], 0);
  if (spread > LIMITS.formulaSpread.max) throw limitError(LIMITS.formulaSpread, spread);
  const outcomes = sumOf(rolled.map((part) => part.outcomes));
  return {
    parts: built,
    outcomes,
    mean: meanOf(outcomes),
    targets: targets.map((target) => {
      const targetRule = rules.targets[target.rules]!;
      const taken = targetRule.taken(rolled, target);
      return { outcomes: taken, mean: meanOf(taken), drop: targetRule.drop(taken, target) };
    }),
  };
}

function checkedQuestion(
  question: unknown,
  rules: DamageRules,
): { parts: DamagePart[]; critical: Required<DamageCritical> | null; targets: DamageTarget[] } {
  if (!isObject(question) || !Array.isArray(question.parts))
    throw new IndieDiceError(`${KEY}.Question`, { value: describeInput(question) });
  requireWithin(DAMAGE_PARTS, question.parts.length);
  const parts = question.parts.map(checkedPart);
  const critical = question.critical === undefined ? null : checkedCritical(question.critical, rules);
  const targetList = question.targets ?? [];
  if (!Array.isArray(targetList)) throw new IndieDiceError(`${KEY}.Target`, { value: describeInput(targetList) });
  requireWithin(DAMAGE_TARGETS, targetList.length);
  const targets = targetList.map((target) => checkedTarget(target, rules));
  return { parts, critical, targets };
}

function checkedPart(part: unknown): DamagePart {
  if (!isObject(part) || typeof part.formula !== "string" || typeof part.type !== "string")
    throw new IndieDiceError(`${KEY}.Part`, { value: describeInput(part) });
  return {
    formula: part.formula,
    type: part.type,
    criticalOnly: part.criticalOnly === true,
    persistent: part.persistent === true,
  };
}

function checkedCritical(critical: unknown, rules: DamageRules): Required<DamageCritical> {
  const rule = isObject(critical) ? critical.rule : critical;
  if (!isObject(critical) || typeof rule !== "string" || !Object.hasOwn(rules.criticals, rule))
    throw new IndieDiceError(`${KEY}.Rule`, {
      value: describeInput(rule),
      rules: Object.keys(rules.criticals).join(", "),
    });
  const bonus = critical.bonus ?? "";
  if (typeof bonus !== "string") throw new IndieDiceError(`${KEY}.Bonus`, { value: describeInput(bonus) });
  return { rule, extraDice: requireWithin(CRITICAL_DICE, critical.extraDice ?? 0), bonus };
}

function checkedTarget(target: unknown, rules: DamageRules): DamageTarget {
  const name = isObject(target) ? target.rules : undefined;
  if (!isObject(target) || typeof name !== "string" || !Object.hasOwn(rules.targets, name))
    throw new IndieDiceError(`${KEY}.Target`, {
      value: describeInput(name ?? target),
      rules: Object.keys(rules.targets).join(", "),
    });
  const hp = requireWithin(DAMAGE_NUMBER, target.hp);
  const temp = requireWithin(DAMAGE_NUMBER, target.temp ?? 0);
  const checked = { ...target, rules: name, hp, temp };
  rules.targets[name]!.check(checked);
  return checked;
}

/** A target's optional number (an adjustment), 0 when left out. */
export function targetNumber(target: DamageTarget, field: string): number {
  return requireWithin(DAMAGE_NUMBER, target[field] ?? 0);
}

/** A target's optional list of damage types, empty when left out. */
export function targetTypes(target: DamageTarget, field: string): readonly string[] {
  const types = target[field] ?? [];
  if (!Array.isArray(types) || !types.every((type) => typeof type === "string"))
    throw new IndieDiceError(`${KEY}.Types`, { field, value: describeInput(types) });
  return types;
}

/** A target's optional numbers by damage type, empty when left out. */
export function targetAmounts(target: DamageTarget, field: string): Readonly<Record<string, number>> {
  const amounts = target[field] ?? {};
  if (!isObject(amounts) || Array.isArray(amounts))
    throw new IndieDiceError(`${KEY}.Types`, { field, value: describeInput(amounts) });
  return Object.fromEntries(
    Object.entries(amounts).map(([type, amount]) => [type, requireWithin(DAMAGE_NUMBER, amount)]),
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
