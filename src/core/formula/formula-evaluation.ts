import { IndieDiceError } from "../errors";
import { EXTENDED_ODDS_TRUNCATION, LIMITS, isWithin, requireWithin } from "../limits";
import { planDiceTerm, type DiceTermPlan, type DiceTermSpec } from "./dice-term";
import { parseModifiers } from "./die-modifiers";
import type { DiceDialect } from "./dice-dialect";
import { applyFunction, callBounds, checkCall } from "./formula-functions";
import type { FormulaNode } from "./formula-syntax";
import { evaluatePool, isPlainSum, poolAsSum, poolRule, sizePool } from "./pool";
import { combine, constantValue, pointsOf, wholeValue, type Arithmetic, type FormulaValue } from "./formula-value";

/**
 * A parsed formula's exact distribution, in two passes (docs/formula-odds.md "Limits"): the first plans every
 * dice term and sizes every operation without computing anything, so the limits refuse a formula before any
 * work; the second computes. Sums of whole numbers are convolutions; `*`, `/` and `%` act on each pair of totals
 * (a roll and a constant, or two rolls by their joint distribution) as Foundry's arithmetic does.
 */

const KEY = "INDIE_DICE.Error.Formula";

/** Each pair of totals combined into a `Map` (fractions), in multiply-adds of a convolution (measured: about 60×). */
const POINT_COST = 60;

/** The mass all exploding terms together may leave out, below 1e-12 (docs/formula-odds.md "The tail"). */
const TAIL = 0.9 * EXTENDED_ODDS_TRUNCATION;

interface Sized {
  /** Largest whole total minus smallest, or how many totals at most once fractions appear. */
  readonly width: number;
  readonly whole: boolean;
  readonly constant: boolean;
  /** Bounds no total lies outside (a pool's keep is sized over the values its parts may show). */
  readonly low: number;
  readonly high: number;
}

/** `dice`: the dice the formula was read with, so that a smaller term tried for a refusal's numbers reads the same. */
export function evaluateFormula(root: FormulaNode, dice: DiceDialect): FormulaValue {
  const { plans, tail } = planOf(root);
  if (!fitsBudget(root, plans)) throw tooLarge(root, plans, tail, dice);
  return evaluate(root, plans);
}

/** Whether the plan stays within LIMITS.formulaSpread and LIMITS.formulaSteps. */
function fitsBudget(root: FormulaNode, plans: ReadonlyMap<FormulaNode, DiceTermPlan>): boolean {
  const { spread, steps } = workOf(root, plans);
  return isWithin(LIMITS.formulaSpread, spread) && isWithin(LIMITS.formulaSteps, steps);
}

/**
 * The multiply-adds evaluating the formula would take, from its plan alone (cheap: no distribution is built), for a
 * caller that runs many formulas and must bound their sum first (a series). Refuses what sizing refuses.
 */
export function formulaSteps(root: FormulaNode): number {
  return workOf(root, planOf(root).plans).steps;
}

/** Each dice term's plan, its exploding dice sharing the tail the formula may leave out. */
function planOf(root: FormulaNode): { plans: Map<FormulaNode, DiceTermPlan>; tail: number } {
  const dice = diceTermsOf(root);
  requireWithin(LIMITS.formulaDiceTerms, dice.length);
  const exploding = dice.filter((node) => node.spec.modifiers.some((m) => m.kind === "explode")).length;
  const tail = TAIL / Math.max(1, exploding);
  const plans = new Map<FormulaNode, DiceTermPlan>();
  for (const node of dice) plans.set(node, planDiceTerm(node.spec, tail));
  return { plans, tail };
}

/**
 * A roll times or over a number: as many totals as the roll has, but a whole roll times a number spreads them that
 * many times wider (`1d1000 * 1000` runs from 1,000 to 1,000,000), and a later sum works over the whole run.
 */
function scaledWidth(operator: string, left: Sized, right: Sized): number {
  const [number, roll] = left.constant ? [left, right] : [right, left];
  if (operator !== "*" || !roll.whole) return Math.max(left.width, right.width);
  return roll.width * Math.max(Math.abs(number.low), Math.abs(number.high));
}

/**
 * The plan's spread and steps, for LIMITS.formulaSpread and LIMITS.formulaSteps. Sizing also refuses a number out
 * of range, whatever the budget.
 */
function workOf(root: FormulaNode, plans: ReadonlyMap<FormulaNode, DiceTermPlan>): { spread: number; steps: number } {
  const spread = [...plans.values()].reduce((sum, plan) => sum + plan.spread, 0);
  let steps = 0;
  const size = (node: FormulaNode): Sized => {
    if (node.kind === "number") {
      requireWithin(LIMITS.formulaNumber, Math.round(node.value), node.text);
      return { width: 0, whole: Number.isInteger(node.value), constant: true, low: node.value, high: node.value };
    }
    if (node.kind === "dice") {
      const plan = plans.get(node)!;
      steps += plan.steps;
      return { width: plan.spread, whole: true, constant: false, low: plan.bounds[0], high: plan.bounds[1] };
    }
    if (node.kind === "pool") {
      if (node.modifiers.length > 0 && diceTermsOf(node).length === 0)
        throw new IndieDiceError(`${KEY}.PoolWithoutDice`, { part: node.text });
      const rule = poolRule(node);
      if (isPlainSum(node, rule)) return size(poolAsSum(node));
      const pool = sizePool(node, rule, node.parts.map(size));
      steps += pool.steps;
      return { ...pool.size, constant: false };
    }
    if (node.kind === "function") {
      checkCall(node);
      // Every combination of the arguments' totals, each a point (docs/formula-odds.md "Functions").
      const args = node.args.map(size);
      const points = args.reduce((product, arg) => product * (arg.width + 1), 1);
      steps += points * POINT_COST;
      return {
        width: args.length === 1 ? args[0]!.width : points - 1,
        whole: false,
        constant: args.every((arg) => arg.constant),
        ...callBounds(node, args),
      };
    }
    const left = size(node.left);
    const right = size(node.right);
    const additive = node.operator === "+" || node.operator === "-";
    const byConstant = left.constant || right.constant;
    const whole = left.whole && right.whole && (additive || (node.operator !== "/" && byConstant));
    const points = (left.width + 1) * (right.width + 1);
    steps += left.whole && right.whole && additive ? points : points * POINT_COST;
    // Two rolls multiplied or divided give at most one total per pair (docs/formula-odds.md "Division").
    const width = additive
      ? left.width + right.width
      : byConstant
        ? scaledWidth(node.operator, left, right)
        : points - 1;
    const [low, high] = boundsOf(node.operator, left, right);
    return { width, whole, constant: left.constant && right.constant, low, high };
  };
  size(root);
  return { spread, steps: Math.ceil(steps) };
}

/**
 * A formula past the budget, refused in the writer's terms (docs/formula-odds.md "Limits"): its widest dice term
 * and how many of its dice would fit, the rest of the formula unchanged; or, when not even one would, how many
 * faces its dice may have; or, when neither helps, that the formula is too large.
 */
function tooLarge(
  root: FormulaNode,
  plans: ReadonlyMap<FormulaNode, DiceTermPlan>,
  tail: number,
  diceRead: DiceDialect,
): IndieDiceError {
  const [node] = [...plans].reduce((widest, entry) => (entry[1].spread > widest[1].spread ? entry : widest));
  const { spec } = plans.get(node)!;
  const fits = (changed: DiceTermSpec) => {
    try {
      // Foundry's cap is another refusal: the smaller term meets it by name if it must.
      return fitsBudget(root, new Map(plans).set(node, planDiceTerm(changed, tail, false)));
    } catch {
      return false;
    }
  };
  const part = spec.text;
  const dice = largestFitting(spec.count - 1, (count) => fits({ ...spec, count }));
  if (dice > 0) {
    const explodes = spec.modifiers.some((m) => m.kind === "explode");
    return new IndieDiceError(`${KEY}.${explodes ? "TooManyExplodingDice" : "TooManyDice"}`, {
      part,
      count: spec.count,
      max: dice,
    });
  }
  const written = /^\d*[dD](\d+)(.*)$/.exec(spec.text);
  // Faces from 2 up: the search runs over how many past 1.
  const faces =
    1 +
    (written
      ? largestFitting(Number(written[1]) - 2, (past) => fits(withFaces(spec, past + 1, written[2]!, diceRead)))
      : 0);
  return faces >= 2
    ? new IndieDiceError(`${KEY}.TooManyFaces`, { part, faces: spec.faces.length, max: faces })
    : new IndieDiceError(`${KEY}.TooLarge`);
}

/**
 * The largest n in 1…`upTo` for which `fits(n)` holds, or 0: a binary search, since fewer dice or smaller ones never
 * cost more (each trial plans the term again, and a plan near Foundry's cap takes milliseconds).
 */
function largestFitting(upTo: number, fits: (n: number) => boolean): number {
  let [low, high] = [0, upTo];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The same term with dice of `faces` faces, its modifiers read again (`x` explodes on the new largest face). */
function withFaces(spec: DiceTermSpec, faces: number, modifiers: string, dice: DiceDialect): DiceTermSpec {
  const values = Array.from({ length: faces }, (_, i) => i + 1);
  return { ...spec, faces: values, modifiers: parseModifiers(modifiers, faces, false, dice) };
}

/** Bounds of an operation's totals from its operands'. */
function boundsOf(
  operator: Extract<FormulaNode, { kind: "binary" }>["operator"],
  left: Sized,
  right: Sized,
): [number, number] {
  if (operator === "+") return [left.low + right.low, left.high + right.high];
  if (operator === "-") return [left.low - right.high, left.high - right.low];
  // A remainder keeps the left side's sign and is no larger than it.
  if (operator === "%") return [Math.min(0, left.low), Math.max(0, left.high)];
  const corners = [left.low, left.high].flatMap((a) => [right.low, right.high].map((b) => ARITHMETIC[operator](a, b)));
  return [Math.min(...corners), Math.max(...corners)];
}

function evaluate(node: FormulaNode, plans: ReadonlyMap<FormulaNode, DiceTermPlan>): FormulaValue {
  if (node.kind === "number") return constantValue(node.value);
  if (node.kind === "dice") return wholeValue(plans.get(node)!.compute());
  if (node.kind === "function")
    return applyFunction(
      node,
      node.args.map((arg) => evaluate(arg, plans)),
    );
  if (node.kind === "pool") {
    const rule = poolRule(node);
    if (isPlainSum(node, rule)) return evaluate(poolAsSum(node), plans);
    return evaluatePool(
      node,
      rule,
      node.parts.map((part) => evaluate(part, plans)),
    );
  }
  const left = evaluate(node.left, plans);
  const right = evaluate(node.right, plans);
  if (node.operator === "+" && left.kind === "whole" && right.kind === "whole")
    return wholeValue(left.dist.add(right.dist));
  if (node.operator === "-" && left.kind === "whole" && right.kind === "whole")
    return wholeValue(left.dist.add(right.dist.negate()));
  // Foundry's total would be ±Infinity or NaN: refused whether the divisor is 0 or only can be.
  if ((node.operator === "/" || node.operator === "%") && (pointsOf(right).get(0) ?? 0) > 0) {
    throw new IndieDiceError(`${KEY}.DivideByZero`, { part: node.text });
  }
  return combine(left, right, ARITHMETIC[node.operator]);
}

const ARITHMETIC: Record<Extract<FormulaNode, { kind: "binary" }>["operator"], Arithmetic> = {
  "+": (a, b) => a + b,
  "-": (a, b) => a - b,
  "*": (a, b) => a * b,
  "/": (a, b) => a / b,
  "%": (a, b) => a % b,
};

function diceTermsOf(node: FormulaNode): Extract<FormulaNode, { kind: "dice" }>[] {
  if (node.kind === "dice") return [node];
  if (node.kind === "number") return [];
  if (node.kind === "function") return node.args.flatMap(diceTermsOf);
  if (node.kind === "pool") return node.parts.flatMap(diceTermsOf);
  return [...diceTermsOf(node.left), ...diceTermsOf(node.right)];
}
