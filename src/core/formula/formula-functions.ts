import { IndieDiceError } from "../errors";
import { combineAll, pointsOf, type FormulaValue } from "./formula-value";

/**
 * The functions of Foundry's dice notation (`floor(3d6 / 2)`, `max(1d20, 1d20)`), as docs/formula-odds.md
 * "Functions" describes: Foundry rolls each argument as a roll of its own and calls the function of that name with
 * the totals — JavaScript's `Math`, to which Foundry adds a few of its own. Each is a function of its arguments'
 * totals alone, so its distribution is exact: the function applied to every combination of totals, weighted by
 * their joint chance (the arguments roll their own dice, so they are independent). `random` draws its own number
 * and any other name is not Foundry's: both are refused by name.
 */

const KEY = "INDIE_DICE.Error.Formula";

interface TotalsFunction {
  /** The fewest and most arguments the function reads; with fewer Foundry's total is no number, more it ignores. */
  readonly least: number;
  readonly most: number;
  readonly apply: (totals: readonly number[]) => number;
}

/** `Math`'s functions of one number, of two, and of any count (at least one: none gives ±Infinity or 0). */
const MATH_ONE = [
  "abs",
  "acos",
  "acosh",
  "asin",
  "asinh",
  "atan",
  "atanh",
  "cbrt",
  "ceil",
  "clz32",
  "cos",
  "cosh",
  "exp",
  "expm1",
].concat([
  "f16round",
  "floor",
  "fround",
  "log",
  "log10",
  "log1p",
  "log2",
  "round",
  "sign",
  "sin",
  "sinh",
  "sqrt",
  "tan",
  "tanh",
  "trunc",
]);
const MATH_TWO = ["atan2", "imul", "pow"];
const MATH_ANY = ["hypot", "max", "min"];

const TURN = 2 * Math.PI;

/**
 * What Foundry v13 defines on `Math` itself (its common primitives), written here so the core needs no Foundry.
 * Each is the same JavaScript arithmetic, so it gives the very number Foundry does. `clamped` and `roundDecimals`
 * are deprecated there and gone in v14, and `normalizeDegrees`' second argument with them: not offered.
 */
const FOUNDRY_MATH: Record<string, TotalsFunction> = {
  clamp: { least: 3, most: 3, apply: ([num, low, high]) => Math.min(Math.max(num!, low!), high!) },
  mix: { least: 3, most: 3, apply: ([a, b, w]) => a! * (1 - w!) + b! * w! },
  normalizeDegrees: { least: 1, most: 1, apply: ([degrees]) => positiveRemainder(degrees!, 360) },
  normalizeRadians: {
    least: 1,
    most: 1,
    apply: ([radians]) => radians! - TURN * Math.floor((radians! + Math.PI) / TURN),
  },
  toDegrees: { least: 1, most: 1, apply: ([angle]) => angle! * (180 / Math.PI) },
  toRadians: { least: 1, most: 1, apply: ([angle]) => angle! * (Math.PI / 180) },
  oscillation: {
    least: 3,
    most: 4,
    apply: ([a, b, t, period = 1]) => ((b! - a!) * (Math.cos((2 * Math.PI * t!) / period) + 1)) / 2 + a!,
  },
};

function positiveRemainder(value: number, divisor: number): number {
  const remainder = value % divisor;
  return remainder < 0 ? remainder + divisor : remainder;
}

/** The function Foundry calls for `name` (case as written: `Floor` is none), or a refusal naming it. */
function totalsFunction(name: string): TotalsFunction {
  if (name === "random") throw new IndieDiceError(`${KEY}.FunctionRandom`, { part: name });
  if (Object.hasOwn(FOUNDRY_MATH, name)) return FOUNDRY_MATH[name]!;
  // The host's own Math, which is Foundry's: a function this browser lacks, Foundry lacks too.
  const own: unknown = Reflect.get(Math, name);
  if (typeof own !== "function") throw new IndieDiceError(`${KEY}.FunctionUnknown`, { part: name });
  const call = (totals: readonly number[]): number => Number(Reflect.apply(own, Math, totals));
  if (MATH_ONE.includes(name)) return { least: 1, most: 1, apply: call };
  if (MATH_TWO.includes(name)) return { least: 2, most: 2, apply: call };
  if (MATH_ANY.includes(name)) return { least: 1, most: Infinity, apply: call };
  throw new IndieDiceError(`${KEY}.FunctionUnknown`, { part: name });
}

/** A call as written: the function's name, its arguments and the text that names it in a refusal. */
interface FunctionCall {
  readonly name: string;
  readonly args: readonly unknown[];
  readonly text: string;
}

/** Refuses, before any work, a call Foundry would not answer with a number: an unknown name, a wrong count. */
export function checkCall(call: FunctionCall): void {
  const fn = totalsFunction(call.name);
  if (call.args.length < fn.least || call.args.length > fn.most)
    throw new IndieDiceError(`${KEY}.FunctionArguments`, { part: call.text });
}

/**
 * The call's distribution from its arguments' values. A combination of totals that gives no finite number
 * (`sqrt(1d6 - 3)`, `log(1d4 - 1)`) is refused: Foundry's total would be NaN or infinite.
 */
export function applyFunction(call: FunctionCall, args: readonly FormulaValue[]): FormulaValue {
  const value = combineAll(args, totalsFunction(call.name).apply);
  for (const total of pointsOf(value).keys()) {
    if (!Number.isFinite(total)) throw new IndieDiceError(`${KEY}.FunctionNoNumber`, { part: call.text });
  }
  return value;
}

/** Bounds no total of a part lies outside, as the sizing knows them before any work. */
interface TotalsBounds {
  readonly low: number;
  readonly high: number;
}

/** Functions that never lower their total as an argument rises. */
const RISING = new Set([
  "floor",
  "ceil",
  "round",
  "trunc",
  "sign",
  "max",
  "min",
  "clamp",
  "cbrt",
  "atan",
  "asinh",
  "tanh",
  "fround",
]);

/**
 * A call's bounds from its arguments' (for sizing a pool that keeps over it, docs/formula-odds.md "Pools"): a rising
 * function at the arguments' ends, `abs` folded at 0; any other function's totals are not bounded beforehand.
 */
export function callBounds(call: FunctionCall, args: readonly TotalsBounds[]): TotalsBounds {
  const unbounded = { low: -Infinity, high: Infinity };
  if (call.name === "abs") {
    const [{ low, high }] = args as [TotalsBounds];
    return { low: low >= 0 ? low : high <= 0 ? -high : 0, high: Math.max(Math.abs(low), Math.abs(high)) };
  }
  if (!RISING.has(call.name) || !args.every((arg) => Number.isFinite(arg.low) && Number.isFinite(arg.high)))
    return unbounded;
  const { apply } = totalsFunction(call.name);
  const [low, high] = [apply(args.map((arg) => arg.low)), apply(args.map((arg) => arg.high))];
  return Number.isFinite(low) && Number.isFinite(high) ? { low, high } : unbounded;
}
