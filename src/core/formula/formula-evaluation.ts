import { IndieDiceError } from "../errors";
import { EXTENDED_ODDS_TRUNCATION, LIMITS, isWithin, requireWithin } from "../limits";
import { planDiceTerm, type DiceTermPlan, type DiceTermSpec } from "./dice-term";
import { parseModifiers } from "./die-modifiers";
import type { FormulaNode } from "./formula-syntax";
import { evaluatePool, isPlainSum, poolAsSum, poolRule, sizePool } from "./pool";
import { combine, constantOf, constantValue, wholeValue, type Arithmetic, type FormulaValue } from "./formula-value";

/**
 * A parsed formula's exact distribution, in two passes (docs/formula-odds.md "Limits"): the first plans every
 * dice term and sizes every operation without computing anything, so the limits refuse a formula before any
 * work; the second computes. Sums of whole numbers are convolutions; `*`, `/` and `%` take a constant on one side
 * (on the right for `/` and `%`) and act on each total as Foundry's arithmetic does.
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

export function evaluateFormula(root: FormulaNode): FormulaValue {
  const dice = diceTermsOf(root);
  requireWithin(LIMITS.formulaDiceTerms, dice.length);
  const exploding = dice.filter((node) => node.spec.modifiers.some((m) => m.kind === "explode")).length;
  const tail = TAIL / Math.max(1, exploding);
  const plans = new Map<FormulaNode, DiceTermPlan>();
  for (const node of dice) plans.set(node, planDiceTerm(node.spec, tail));
  if (!fitsBudget(root, plans)) throw tooLarge(root, plans, tail);
  return evaluate(root, plans);
}

/**
 * Whether the plan stays within LIMITS.formulaSpread and LIMITS.formulaSteps. Sizing also refuses what the
 * arithmetic cannot take (a number out of range, a roll times a roll), whatever the budget.
 */
function fitsBudget(root: FormulaNode, plans: ReadonlyMap<FormulaNode, DiceTermPlan>): boolean {
  const spread = [...plans.values()].reduce((sum, plan) => sum + plan.spread, 0);
  let steps = 0;
  const size = (node: FormulaNode): Sized => {
    if (node.kind === "number") {
      requireWithin(LIMITS.formulaNumber, Math.round(node.value));
      return { width: 0, whole: Number.isInteger(node.value), constant: true, low: node.value, high: node.value };
    }
    if (node.kind === "dice") {
      const plan = plans.get(node)!;
      steps += plan.steps;
      return { width: plan.spread, whole: true, constant: false, low: plan.bounds[0], high: plan.bounds[1] };
    }
    if (node.kind === "pool") {
      if (node.modifiers.length > 0 && diceTermsOf(node).length === 0) throw new IndieDiceError(`${KEY}.PoolWithoutDice`, { part: node.text });
      const rule = poolRule(node);
      if (isPlainSum(node, rule)) return size(poolAsSum(node));
      const pool = sizePool(node, rule, node.parts.map(size));
      steps += pool.steps;
      return { ...pool.size, constant: false };
    }
    const left = size(node.left);
    const right = size(node.right);
    checkOperands(node, left, right);
    const additive = node.operator === "+" || node.operator === "-";
    const whole = left.whole && right.whole && (additive || (node.operator !== "/" && (left.constant || right.constant)));
    const points = (left.width + 1) * (right.width + 1);
    steps += left.whole && right.whole && additive ? points : points * POINT_COST;
    const [low, high] = boundsOf(node.operator, left, right);
    return { width: additive ? left.width + right.width : Math.max(left.width, right.width), whole, constant: left.constant && right.constant, low, high };
  };
  size(root);
  return isWithin(LIMITS.formulaSpread, spread) && isWithin(LIMITS.formulaSteps, Math.ceil(steps));
}

/**
 * A formula past the budget, refused in the writer's terms (docs/formula-odds.md "Limits"): its widest dice term
 * and how many of its dice would fit, the rest of the formula unchanged; or, when not even one would, how many
 * faces its dice may have; or, when neither helps, that the formula is too large.
 */
function tooLarge(root: FormulaNode, plans: ReadonlyMap<FormulaNode, DiceTermPlan>, tail: number): IndieDiceError {
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
    return new IndieDiceError(`${KEY}.${explodes ? "TooManyExplodingDice" : "TooManyDice"}`, { part, count: spec.count, max: dice });
  }
  const written = /^\d*[dD](\d+)(.*)$/.exec(spec.text);
  // Faces from 2 up: the search runs over how many past 1.
  const faces = 1 + (written ? largestFitting(Number(written[1]) - 2, (past) => fits(withFaces(spec, past + 1, written[2]!))) : 0);
  return faces >= 2 ? new IndieDiceError(`${KEY}.TooManyFaces`, { part, faces: spec.faces.length, max: faces }) : new IndieDiceError(`${KEY}.TooLarge`);
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
function withFaces(spec: DiceTermSpec, faces: number, modifiers: string): DiceTermSpec {
  const values = Array.from({ length: faces }, (_, i) => i + 1);
  return { ...spec, faces: values, modifiers: parseModifiers(modifiers, faces, false) };
}

/** Bounds of an operation's totals from its operands' (the right side of `/` and `%` is a constant). */
function boundsOf(operator: Extract<FormulaNode, { kind: "binary" }>["operator"], left: Sized, right: Sized): [number, number] {
  if (operator === "+") return [left.low + right.low, left.high + right.high];
  if (operator === "-") return [left.low - right.high, left.high - right.low];
  // A remainder keeps the left side's sign and is no larger than it.
  if (operator === "%") return [Math.min(0, left.low), Math.max(0, left.high)];
  const corners = [left.low, left.high].flatMap((a) => [right.low, right.high].map((b) => ARITHMETIC[operator](a, b)));
  return [Math.min(...corners), Math.max(...corners)];
}

/** What `*`, `/` and `%` take: a roll times a roll has no cheap exact table, a roll divided by a roll no safe one. */
function checkOperands(node: Extract<FormulaNode, { kind: "binary" }>, left: Sized, right: Sized): void {
  if (node.operator === "*" && !left.constant && !right.constant) {
    throw new IndieDiceError(`${KEY}.RollTimesRoll`, { part: node.text });
  }
  if ((node.operator === "/" || node.operator === "%") && !right.constant) {
    throw new IndieDiceError(`${KEY}.DividedByRoll`, { part: node.text });
  }
}

function evaluate(node: FormulaNode, plans: ReadonlyMap<FormulaNode, DiceTermPlan>): FormulaValue {
  if (node.kind === "number") return constantValue(node.value);
  if (node.kind === "dice") return wholeValue(plans.get(node)!.compute());
  if (node.kind === "pool") {
    const rule = poolRule(node);
    if (isPlainSum(node, rule)) return evaluate(poolAsSum(node), plans);
    return evaluatePool(node, rule, node.parts.map((part) => evaluate(part, plans)));
  }
  const left = evaluate(node.left, plans);
  const right = evaluate(node.right, plans);
  if (node.operator === "+" && left.kind === "whole" && right.kind === "whole") return wholeValue(left.dist.add(right.dist));
  if (node.operator === "-" && left.kind === "whole" && right.kind === "whole") return wholeValue(left.dist.add(right.dist.negate()));
  if ((node.operator === "/" || node.operator === "%") && constantOf(right) === 0) {
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
  if (node.kind === "pool") return node.parts.flatMap(diceTermsOf);
  return [...diceTermsOf(node.left), ...diceTermsOf(node.right)];
}
