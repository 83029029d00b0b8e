/**
 * The tests' own model of how Foundry VTT v13 adds up a whole roll, written from `Roll#_evaluateASTAsync`
 * (`client/dice/roll.mjs`) and `FunctionTerm` (`client/dice/terms/function.mjs`), importing nothing from
 * src/core/formula. A roll is a tree the test builds (not text the engine's parser read): dice terms, numbers,
 * operators and function calls. `Roll#_evaluateASTAsync` evaluates both sides of an operator and applies `-`, `*`,
 * `/`, `%` in plain JavaScript (anything else adds); `FunctionTerm` rolls each argument as a roll of its own and
 * calls `CONFIG.Dice.functions[fn] ?? Math[fn]` (core's `CONFIG.Dice.functions` is empty) with their totals, then
 * `Number(result)`. `enumerateRoll` walks every combination of the dice terms' totals (each term's table from
 * foundry-term-simulator.ts) and returns each total's chance, and whether any part on the way was not finite.
 */
import { enumerateTerm, type DieClass } from "./foundry-term-simulator";
import { must } from "../../kit";

export type ModelRoll =
  /** A dice term, rolled by Foundry's `Die` unless the world's class (`CONFIG.Dice.terms.d`) is another. */
  | { readonly dice: string; readonly dieClass?: DieClass }
  | { readonly number: number }
  | { readonly operator: "+" | "-" | "*" | "/" | "%"; readonly left: ModelRoll; readonly right: ModelRoll }
  | { readonly fn: string; readonly args: readonly ModelRoll[] };

/** The roll written out as Foundry's notation, every operation in parentheses so the tree is the one meant. */
export function writeRoll(roll: ModelRoll): string {
  if ("dice" in roll) return roll.dice;
  if ("number" in roll) return String(roll.number);
  if ("operator" in roll) return `(${writeRoll(roll.left)} ${roll.operator} ${writeRoll(roll.right)})`;
  return `${roll.fn}(${roll.args.map(writeRoll).join(", ")})`;
}

export interface EnumeratedRoll {
  readonly outcomes: Map<number, number>;
  /** Whether some part can come to NaN or ±Infinity (a division by 0, `sqrt` of a negative total). */
  readonly notFinite: boolean;
}

/** Every total the roll can come to, by brute force over its parts' totals. */
export function enumerateRoll(roll: ModelRoll): EnumeratedRoll {
  if ("dice" in roll) return { outcomes: enumerateTerm(roll.dice, 0, roll.dieClass).outcomes, notFinite: false };
  if ("number" in roll) return { outcomes: new Map([[roll.number, 1]]), notFinite: false };
  if ("operator" in roll) {
    const operator = roll.operator;
    return joint([roll.left, roll.right], ([a, b]) => foundryOperator(operator, must(a), must(b)));
  }
  const fn: unknown = Reflect.get(Math, roll.fn);
  if (typeof fn !== "function") throw new Error(`the model knows Math's functions only, not "${roll.fn}"`);
  return joint(roll.args, (totals) => Number(Reflect.apply(fn, Math, totals)));
}

/** `Roll#_evaluateASTAsync`'s switch. */
function foundryOperator(operator: string, left: number, right: number): number {
  switch (operator) {
    case "-":
      return left - right;
    case "*":
      return left * right;
    case "/":
      return left / right;
    case "%":
      return left % right;
    default:
      return left + right;
  }
}

/** Each independent part enumerated, every combination of their totals mapped and weighted. */
function joint(parts: readonly ModelRoll[], map: (totals: number[]) => number): EnumeratedRoll {
  const enumerated = parts.map(enumerateRoll);
  let combos: [number[], number][] = [[[], 1]];
  for (const part of enumerated) {
    combos = combos.flatMap(([totals, p]) =>
      [...part.outcomes].map(([total, q]): [number[], number] => [[...totals, total], p * q]),
    );
  }
  const outcomes = new Map<number, number>();
  let notFinite = enumerated.some((part) => part.notFinite);
  for (const [totals, p] of combos) {
    // −0 and 0 are one total: Foundry shows and compares them alike.
    const total = map(totals) + 0;
    if (!Number.isFinite(total)) notFinite = true;
    outcomes.set(total, (outcomes.get(total) ?? 0) + p);
  }
  return { outcomes, notFinite };
}
