/**
 * A seeded generator of roll formulas for the notation fuzz tests (core and adapter): our modifiers and Foundry's,
 * the term shapes of each rule set, numbers at and just past every limit, and junk characters. Deterministic: the
 * same seed gives the same formulas, so a failure found once is found again.
 */
import { listLimits } from "../../../src/core/rule-sets";
import { FOUNDRY_DIE_MODIFIER_KEYS, ourModifierKeys } from "../../../src/core/notation/modifier-keys";
import { seededUniform } from "../../../src/core/random";
import { must } from "../../kit";

/**
 * Every limit's edges (min − 1, min, max, max + 1), written as a user would type them (no sign: the minus ends a term).
 */
function limitEdges(): string[] {
  const edges = listLimits().flatMap(([, limit]) => [limit.min - 1, limit.min, limit.max, limit.max + 1]);
  return [...new Set(edges.filter((n) => n >= 0).map(String))];
}

/** Numbers of the examples and the places where reading a number goes wrong. */
const SPECIAL_NUMBERS = [
  "0",
  "1",
  "2",
  "3",
  "4",
  "5",
  "6",
  "7",
  "10",
  "12",
  "1001",
  "1003",
  "100000",
  "100000000",
  "999999999",
  "9007199254740991",
  "9007199254740993",
  "99999999999999999999",
  "07",
  "2.5",
  "1e3",
  "0x10",
];

const NUMBERS = [...limitEdges(), ...SPECIAL_NUMBERS];

const FACES = ["4", "6", "8", "10", "12", "20", "100", "2", "3", "1", "0", "7", "i", "I", "F", "c", "%", "(1d4)"];

const COMPARISONS = [">=5", "<3", "=6", ">10", "<=1"];

const JUNK = [..."]][[{}()..,,;:!?'\"`\\_^~|&$@#€−×÷\u0000\n\t  ", "🎲", "\u200b", "kokr", "pp", "--", "++", "**"];

const OPERATORS = [" + ", " - ", "+", "-", " * ", "/", " % "];

const FLAVORS = ["[fire]", "[climb]", "[1d10p-1]", "[]", "[ko]"];

/** A term shaped like one rule set's notation, with its numbers drawn from the edges. */
type TermMaker = (pick: Picker) => string;

interface Picker {
  one<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  int(min: number, max: number): number;
  number(): string;
}

const RULE_SET_TERMS: readonly TermMaker[] = [
  // Kaiser: 2d6ko, NdXkh2ko / kl2ko, drops.
  (p) => `${p.chance(0.3) ? "2" : p.number()}d6${p.one(["", "kh2", "kl2", "k2", "dl", "dh1", "d" + p.number()])}ko`,
  // K&R: NdX krT.
  (p) => `${p.number()}d${p.chance(0.8) ? "12" : p.one(FACES)}kr${p.chance(0.2) ? "" : p.number()}`,
  // OGS: NdX pS.
  (p) => {
    const count = p.chance(0.4) ? String(p.int(1, 16)) : p.number();
    return `${count}d${p.one(["4", "6", "8", "10", "12", ...FACES])}p${p.chance(0.1) ? "" : p.number()}`;
  },
  // Kleptonomicon: Nd10kc[kh|kl], Ndi[kh|kl].
  (p) => `${p.chance(0.5) ? String(p.int(1, 11)) : p.number()}d10kc${p.one(["", "kh", "kl", "kh1", "kl2"])}`,
  (p) => `${p.chance(0.5) ? String(p.int(1, 11)) : p.number()}di${p.one(["", "kh", "kl", "kh1", "dl", "kc", "x"])}`,
  // Dungeons of Olde: Foundry's own x.
  (p) => `${p.number()}d${p.one(FACES)}${p.one(["x", "xo", "x6", ""])}`,
];

function modifier(p: Picker): string {
  const key = p.chance(0.4) ? p.one(ourModifierKeys()) : p.one(FOUNDRY_DIE_MODIFIER_KEYS);
  const argument = p.chance(0.4) ? "" : p.chance(0.7) ? p.number() : p.one(COMPARISONS);
  return key + argument;
}

function freeTerm(p: Picker): string {
  const count = p.chance(0.2) ? "" : p.chance(0.1) ? "(1d3)" : p.number();
  let term = `${count}d${p.one(FACES)}`;
  const modifiers = p.int(0, 3);
  for (let i = 0; i < modifiers; i++) term += modifier(p);
  return term;
}

function recase(p: Picker, text: string): string {
  return p.chance(0.1) ? text.replace(/[a-z]/g, (c) => (p.chance(0.5) ? c.toUpperCase() : c)) : text;
}

function term(p: Picker): string {
  const roll = p.chance(0.5) ? p.one(RULE_SET_TERMS)(p) : freeTerm(p);
  const flavored = p.chance(0.1) ? roll + p.one(FLAVORS) : roll;
  return recase(p, flavored);
}

function piece(p: Picker): string {
  const kind = p.int(0, 9);
  if (kind === 0) return p.number();
  if (kind === 1) return `(${term(p)}${p.one(OPERATORS)}${p.number()})`;
  if (kind === 2) return `{${term(p)}, ${term(p)}}${p.chance(0.5) ? p.one(["kh", "kl", "ko", "kr7", "p1", "dl"]) : ""}`;
  if (kind === 3) return `@${p.one(["dt", "skill", "pool"])}d6`;
  return term(p);
}

function withJunk(p: Picker, formula: string): string {
  let text = formula;
  const insertions = p.int(1, 3);
  for (let i = 0; i < insertions; i++) {
    const at = p.int(0, text.length);
    text = text.slice(0, at) + p.one(JUNK) + text.slice(at);
  }
  return text;
}

/** One formula: one to three pieces joined by operators, sometimes with flavor or junk. */
function formula(p: Picker): string {
  const pieces = p.int(1, 3);
  let text = piece(p);
  for (let i = 1; i < pieces; i++) text += p.one(OPERATORS) + piece(p);
  if (p.chance(0.05)) text += ` # ${term(p)}`;
  return p.chance(0.25) ? withJunk(p, text) : text;
}

/**
 * A deterministic stream of formulas.
 * @example const next = formulaFuzzer(7); next() // "3d6kh2ko + 22d12kr100" or the like, the same every run
 */
export function formulaFuzzer(seed: number): () => string {
  const uniform = seededUniform(seed);
  const picker: Picker = {
    one: <T>(items: readonly T[]): T => must(items[Math.floor(uniform() * items.length)]),
    chance: (probability) => uniform() < probability,
    int: (min, max) => min + Math.floor(uniform() * (max - min + 1)),
    number: () =>
      uniform() < 0.3 ? String(Math.floor(uniform() * 8)) : must(NUMBERS[Math.floor(uniform() * NUMBERS.length)]),
  };
  return () => formula(picker);
}

/** Tallies outcomes by name, and prints them sorted by count for the lead to quote. */
export class OutcomeTally {
  private readonly counts = new Map<string, number>();

  add(outcome: string): void {
    this.counts.set(outcome, (this.counts.get(outcome) ?? 0) + 1);
  }

  count(outcome: string): number {
    return this.counts.get(outcome) ?? 0;
  }

  /** Sums the outcomes whose name starts with a prefix. */
  total(prefix = ""): number {
    let sum = 0;
    for (const [name, n] of this.counts) if (name.startsWith(prefix)) sum += n;
    return sum;
  }

  lines(): string[] {
    return [...this.counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([name, n]) => `${String(n).padStart(7)}  ${name}`);
  }
}
