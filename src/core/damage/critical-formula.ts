/**
 * A damage formula's critical as a system builds it, worked on the engine's parse tree (docs/damage.md "A damage
 * question"): the roll's top-level terms — the dice and numbers Foundry's `Roll#terms` lists, joined by operators —
 * are what a system's critical alters; dice inside parentheses, a function or a pool are one term of Foundry's
 * (a ParentheticalTerm, a FunctionTerm, a PoolTerm), which no system's critical touches. The altered tree is written
 * back as a formula, which the engine then reads as it reads any other: every limit checked before any work.
 */
import { IndieDiceError } from "../errors";
import type { DiceTermSpec } from "../formula/dice-term";
import { formulaDistribution } from "../formula/formula-distribution";
import { parseFormula, type FormulaNode } from "../formula/formula-syntax";

/** How a critical changes each top-level term: a dice term by its place among them (0 is the roll's first term). */
interface TermChanges {
  readonly dice: (spec: DiceTermSpec, first: boolean) => DiceTermSpec;
  readonly number: (value: number) => number;
}

/** The top-level dice terms of a formula, in the order written (for a flat bonus worked out from them). */
export function topLevelDice(formula: string): DiceTermSpec[] {
  const dice: DiceTermSpec[] = [];
  alterTopLevel(parseFormula(formula), {
    dice: (spec) => (dice.push(spec), spec),
    number: (value) => value,
  });
  return dice;
}

/** The formula with its top-level terms changed as `changes` says, written back as Foundry's notation. */
export function alterFormula(formula: string, changes: TermChanges): string {
  return formulaText(alterTopLevel(parseFormula(formula), changes));
}

/** A dice term with `count` dice, its faces and modifiers as written. */
export function withCount(spec: DiceTermSpec, count: number): DiceTermSpec {
  return { ...spec, count, text: spec.text.replace(/^\d*/, String(count)) };
}

/**
 * A dice term's total with every die showing its largest face (Foundry's `evaluate({maximize: true})`): the term's
 * largest total when it only counts more as a die rolls higher. An explosion would explode without end, and a count
 * of successes or a Fate die may total less on the largest face: refused by name.
 */
export function maximizedTotal(spec: DiceTermSpec): number {
  const rising = spec.faces[0]! >= 1 && spec.modifiers.every((modifier) => MAXIMIZABLE.has(modifier.kind));
  if (!rising) throw new IndieDiceError("INDIE_DICE.Error.Damage.Maximize", { part: spec.text });
  const { outcomes } = formulaDistribution(spec.text);
  return outcomes.at(-1)![0];
}

/** Modifiers after which a die's largest face gives the term's largest total (no explosion: it would not stop). */
const MAXIMIZABLE: ReadonlySet<string> = new Set(["advantage", "reroll", "select", "minimum", "maximum"]);

/** Walks the top-level terms, left to right; the first leaf is the roll's first term. */
function alterTopLevel(root: FormulaNode, changes: TermChanges): FormulaNode {
  let first = true;
  const walk = (node: FormulaNode): FormulaNode => {
    const isFirst = first;
    if (node.kind === "binary" && !isParenthetical(node)) {
      const left = walk(node.left);
      const right = walk(node.right);
      return { ...node, left, right };
    }
    first = false;
    if (node.kind === "dice") return { kind: "dice", spec: changes.dice(node.spec, isFirst) };
    if (node.kind === "number") {
      const value = changes.number(node.value);
      return { kind: "number", value, text: String(value) };
    }
    return node;
  };
  return walk(root);
}

/**
 * A binary node Foundry keeps as one ParentheticalTerm: a group written in parentheses, or a term after a leading
 * minus, which Foundry's parser wraps as `(term * -1)` (parser.mjs `_wrapNegativeTerm`).
 */
function isParenthetical(node: Extract<FormulaNode, { kind: "binary" }>): boolean {
  const negated = node.operator === "*" && node.right.kind === "number" && node.right.text === "-1";
  return (negated && node.text.startsWith("-")) || enclosed(node.text);
}

/** Whether the text is one group: `(…)` whose first parenthesis closes at its end. */
function enclosed(text: string): boolean {
  if (!text.startsWith("(") || !text.endsWith(")")) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")") depth--;
    if (depth === 0 && i < text.length - 1) return false;
  }
  return true;
}

const PRECEDENCE: Readonly<Record<string, number>> = { "+": 10, "-": 10, "*": 20, "/": 20, "%": 20 };

/** The tree in Foundry's notation, parenthesized where its shape needs it (and where it was written so). */
function formulaText(node: FormulaNode): string {
  if (node.kind === "dice") return node.spec.text;
  if (node.kind !== "binary") return node.text;
  const inner = `${side(node.left, node.operator, false)} ${node.operator} ${side(node.right, node.operator, true)}`;
  return enclosed(node.text) ? `(${inner})` : inner;
}

function side(node: FormulaNode, operator: string, right: boolean): string {
  const text = formulaText(node);
  if (node.kind !== "binary" || enclosed(text)) return text;
  const own = PRECEDENCE[node.operator]!;
  const outer = PRECEDENCE[operator]!;
  return own < outer || (right && own === outer && operator !== "+") ? `(${text})` : text;
}
