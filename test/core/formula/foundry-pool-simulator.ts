/**
 * The tests' own model of how Foundry VTT v13 rolls a pool `{a, b, …}mods`, written from Foundry's `PoolTerm`
 * (`client/dice/terms/pool.mjs`), the `Die` methods it borrows (`die.mjs`: keep, drop, countSuccess, countFailures)
 * and `DiceTerm` (`dice.mjs`: `_evaluateModifiers`, `_keepOrDrop`, `_applyCount`), and from nothing of the engine's:
 * it imports nothing from src/core/formula. Each part is rolled as a Roll of its own and gives one result, its total;
 * the pool's modifiers then run over those results in the order written, and the total adds the active results'
 * counts (or totals). A part, for the model, is dice terms (rolled by foundry-term-simulator.ts) and whole numbers
 * joined by + and −.
 */
import { enumerateTerm, faceFromUniform, holds, readTerm, rollTerm } from "./foundry-term-simulator";
import { must } from "../../kit";

/** Foundry's `DiceTermResult` as a pool keeps it: the part's total and its marks. */
interface PoolResult {
  readonly result: number;
  active: boolean;
  count?: number;
}

/** `PoolTerm.MODIFIERS`. */
const POOL_MODIFIERS = ["k", "kh", "kl", "d", "dh", "dl", "cs", "cf"];

interface ModelPool {
  readonly parts: readonly (readonly PartPiece[])[];
  readonly pieces: readonly string[];
}

/** One term of a part with its sign: a dice term's text, or a number. */
type PartPiece = { readonly sign: 1 | -1; readonly dice: string } | { readonly sign: 1 | -1; readonly value: number };

/**
 * `{a, b}mods` read as `PoolTerm.fromExpression` does: the parts split by commas, the modifiers by `MODIFIER_REGEXP`.
 */
export function readPool(text: string): ModelPool {
  const match = /^\{([^}]+)\}([^ (){}[\]+\-*/]+)?$/.exec(text.trim());
  if (!match) throw new Error(`the model reads one pool, not "${text}"`);
  const parts = must(match[1]).split(",").map(readPart);
  const pieces = [...(match[2] ?? "").matchAll(/([A-Za-z]+)([^A-Za-z\s()+\-*/]+)?/g)].map((piece) => piece[0]);
  return { parts, pieces };
}

function readPart(text: string): PartPiece[] {
  const tokens = text.replace(/\s+/g, "").match(/[+-]?[^+-]+/g) ?? [];
  return tokens.map((token) => {
    const sign = token.startsWith("-") ? -1 : 1;
    const body = token.replace(/^[+-]/, "");
    return /^\d+$/.test(body) ? { sign, value: Number(body) } : { sign, dice: body };
  });
}

/** A roll of the pool, each die's face from `uniform` in the order Foundry asks (part by part, left to right). */
export function rollPool(text: string, uniform: () => number): number {
  const pool = readPool(text);
  const totals = pool.parts.map((part) =>
    part.reduce((total, piece) => {
      if ("value" in piece) return total + piece.sign * piece.value;
      const term = readTerm(piece.dice);
      return total + piece.sign * rollTerm(piece.dice, () => faceFromUniform(term, uniform()));
    }, 0),
  );
  return poolTotal(pool, totals);
}

/**
 * `PoolTerm#_evaluateAsync` from the parts' totals: each a result, then the modifiers (`_evaluateModifiers`),
 * then `PoolTerm#total`. A pool with no dice is evaluated by `_evaluateSync`, which runs no modifier.
 */
export function poolTotal(pool: ModelPool, totals: readonly number[]): number {
  const results: PoolResult[] = totals.map((result) => ({ result, active: true }));
  const deterministic = pool.parts.every((part) => part.every((piece) => "value" in piece));
  if (!deterministic) for (const piece of pool.pieces) applyPiece(results, piece);
  return results.reduce((t, r) => (!r.active ? t : r.count !== undefined ? t + r.count : t + r.result), 0);
}

/** `DiceTerm#_evaluateModifiers`: a known name runs with its numbers; other letters are split longest name first. */
function applyPiece(results: PoolResult[], piece: string): void {
  let command = must(/[A-Za-z]+/.exec(piece))[0].toLowerCase();
  if (POOL_MODIFIERS.includes(command)) return apply(results, command, piece);
  const longestFirst = [...POOL_MODIFIERS].sort((a, b) => b.length - a.length);
  while (command) {
    const name = longestFirst.find((candidate) => command.startsWith(candidate));
    if (name === undefined) return;
    apply(results, name, name);
    command = command.replace(name, "");
  }
}

function apply(results: PoolResult[], name: string, modifier: string): void {
  if (name.startsWith("k")) {
    const [, direction, number] = must(/k([hl])?([0-9]+)?/i.exec(modifier));
    keepOrDrop(results, parseInt(number ?? "") || 1, true, (direction ?? "h").toLowerCase() === "h");
  } else if (name.startsWith("d")) {
    const [, direction, number] = must(/d([hl])?([0-9]+)?/i.exec(modifier));
    keepOrDrop(results, parseInt(number ?? "") || 1, false, (direction ?? "l").toLowerCase() !== "l");
  } else {
    const [, comparison, target] = must(/(?:cs|cf)([<>=]+)?([0-9]+)?/i.exec(modifier));
    // `parseInt(target) ?? this.faces`: a pool has no faces, and NaN is not nullish, so the target stays NaN.
    const goal = parseInt(target ?? "");
    for (const r of results) r.count = holds(r.result, comparison ?? "=", goal) ? 1 : 0;
  }
}

/** `DiceTerm._keepOrDrop`: sort the active results, cut at index n, discard beyond it, then ties in order. */
function keepOrDrop(results: PoolResult[], number: number, keep: boolean, highest: boolean): void {
  const ascending = keep === highest;
  const values = results
    .filter((r) => r.active)
    .map((r) => r.result)
    .sort((a, b) => (ascending ? a - b : b - a));
  const n = Math.min(Math.max(keep ? values.length - number : number, 0), values.length);
  const cut = values[n];
  let discarded = 0;
  const ties: PoolResult[] = [];
  for (const r of results) {
    if (!r.active) continue;
    // `compareResult` with an undefined cut: every comparison is false.
    const beyond = cut !== undefined && (ascending ? r.result < cut : r.result > cut);
    if (beyond) {
      r.active = false;
      discarded++;
    } else if (r.result === cut) ties.push(r);
  }
  for (const r of ties) {
    if (discarded < n) {
      r.active = false;
      discarded++;
    }
  }
}

/**
 * Every combination of the parts' totals, each part's table walked by the term model (`enumerateTerm`, leaving out
 * sequences below `cutBelow`), the pool's modifiers applied to each combination; `cut` is the chance left out.
 */
export function enumeratePool(text: string, cutBelow = 0): { outcomes: Map<number, number>; cut: number } {
  const pool = readPool(text);
  let cut = 0;
  const tables = pool.parts.map((part) => {
    let table = new Map<number, number>([[0, 1]]);
    for (const piece of part) {
      const walked =
        "value" in piece ? { outcomes: new Map([[piece.value, 1]]), cut: 0 } : enumerateTerm(piece.dice, cutBelow);
      cut += walked.cut;
      const next = new Map<number, number>();
      for (const [a, pa] of table)
        for (const [b, pb] of walked.outcomes)
          next.set(a + piece.sign * b, (next.get(a + piece.sign * b) ?? 0) + pa * pb);
      table = next;
    }
    return [...table];
  });
  const outcomes = new Map<number, number>();
  const visit = (i: number, totals: number[], p: number) => {
    if (i === tables.length) {
      const total = poolTotal(pool, totals);
      outcomes.set(total, (outcomes.get(total) ?? 0) + p);
      return;
    }
    for (const [total, q] of must(tables[i])) visit(i + 1, [...totals, total], p * q);
  };
  visit(0, [], 1);
  return { outcomes, cut };
}
