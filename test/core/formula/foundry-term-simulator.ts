import { must } from "../../kit";
/**
 * The tests' own model of how Foundry VTT v13 rolls one dice term, written from Foundry's source — `DiceTerm` in
 * `client/dice/terms/dice.mjs`, `Die` in `die.mjs`, `FateDie` in `fate.mjs` — and from nothing of the engine's: it
 * imports nothing from src/core/formula. A term is read from its text as Foundry reads it, its dice are rolled
 * into a list of results, each modifier is applied to that whole list in the order written, with the quirks
 * Foundry's loops have, and the total is read off the list. `rollTerm` rolls a term once with faces from a given
 * source; `enumerateTerm` walks every sequence of faces the term can draw.
 *
 * A term may also be rolled with dnd5e 5.3's `BasicDie` (`module/dice/basic-die.mjs` at release 5.3.3, 965ad2d),
 * the class a dnd5e world registers as `CONFIG.Dice.terms.d`: its `MODIFIERS` add `adv` and `dis`, its
 * `expandAdvantage` multiplies the dice asked for before they are rolled, its `_evaluateModifiers` moves the
 * `adv`/`dis` pieces first, and its `advantage` keeps one set of results.
 */

/** The class that rolls a `d` term: Foundry's own `Die`, or dnd5e's `BasicDie`. */
export type DieClass = "Die" | "BasicDie";

export type Comparison = "=" | "<" | "<=" | ">" | ">=";

/** One rolled result and the marks Foundry keeps on it (its `DiceTermResult`). */
interface Result {
  /** Foundry's `result`: the face rolled, never changed by a modifier. */
  readonly face: number;
  active: boolean;
  /** What the result adds to the total instead of its face, once a counting modifier has set it. */
  count?: number;
  success?: boolean;
  failure?: boolean;
  discarded?: boolean;
  rerolled?: boolean;
  exploded?: boolean;
}

/** A term as Foundry builds it from its text (`DiceTerm.fromMatch`). */
export interface ModelTerm {
  readonly number: number;
  readonly fate: boolean;
  /** The faces a die shows, each equally likely: 1…X, or −1, 0, +1 for a Fate die. */
  readonly faces: readonly number[];
  /** The modifier pieces as cut from the text. */
  readonly pieces: readonly string[];
  readonly dieClass: DieClass;
}

/** The state of a term while its modifiers run: its results, and the margin `ms` leaves in the term's options. */
interface Rolling {
  readonly term: ModelTerm;
  readonly results: Result[];
  readonly draw: () => number;
  marginSuccess?: number;
  marginFailure?: number;
  /**
   * `BasicDie`'s `options.pending.advantage`: the sets its `expandAdvantage` asked for, until `advantage` reads them.
   */
  pendingAdvantage?: { adv: boolean; count: number; size: number };
}

/**
 * `NdX…` or `NdF…` read as `DiceTerm.REGEXP` and `fromMatch` read it: the number (1 when left out), the
 * denomination, then the modifier text cut by `MODIFIER_REGEXP` into pieces — a run of letters and whatever
 * follows it up to the next letter, space, bracket or operator.
 */
export function readTerm(text: string, dieClass: DieClass = "Die"): ModelTerm {
  const match = /^(\d+)?[dD](\d+|[fF])(.*)$/.exec(text);
  if (!match) throw new Error(`the model reads one dice term, not "${text}"`);
  const [, number, denomination, rest] = match;
  const fate = must(denomination).toLowerCase() === "f";
  // FateDie's constructor sets three faces; its `mapRandomFace` turns them into −1, 0 and +1.
  const faces = fate ? [-1, 0, 1] : Array.from({ length: Number(denomination) }, (_, i) => i + 1);
  const pieces = [...must(rest).matchAll(/[A-Za-z]+[^A-Za-z\s()+\-*/]*/g)].map((piece) => piece[0]);
  return { number: number === undefined ? 1 : Number(number), fate, faces, pieces, dieClass: fate ? "Die" : dieClass };
}

/** The face a uniform draw u in [0, 1) gives: `Die#mapRandomFace` counts from the top, `FateDie`'s from −1. */
export function faceFromUniform(term: ModelTerm, u: number): number {
  if (term.fate) return Math.ceil(u * 3 - 2);
  return Math.ceil((1 - u) * term.faces.length);
}

/** The term's total with faces taken from `draw`, in the order Foundry asks for them. */
export function rollTerm(text: string, draw: () => number, dieClass: DieClass = "Die"): number {
  return rollModelTerm(readTerm(text, dieClass), draw);
}

function rollModelTerm(term: ModelTerm, draw: () => number): number {
  const rolling: Rolling = { term, results: [], draw };
  // `_evaluateAsync`: one roll per die asked for (BasicDie's: after `expandAdvantage`), then the modifiers.
  const number = term.dieClass === "BasicDie" ? expandAdvantage(rolling) : term.number;
  for (let i = 0; i < number; i++) addRoll(rolling);
  for (const piece of piecesInOrder(term)) applyPiece(rolling, piece);
  return totalOf(rolling);
}

/**
 * `BasicDie#expandAdvantage`: the first piece that starts with `adv` or `dis` (its digits the sets added,
 * `parseInt(count || 1)`) makes the term roll that many more sets of its dice, and leaves them for `advantage`.
 */
function expandAdvantage(rolling: Rolling): number {
  const { term } = rolling;
  for (const piece of term.pieces) {
    const match = /^(adv|dis)(\d*)/i.exec(piece);
    if (!match) continue;
    const count = Number.parseInt(match[2] || "1", 10);
    rolling.pendingAdvantage = { adv: must(match[1]).toLowerCase() === "adv", count, size: term.number };
    return (count + 1) * term.number;
  }
  return term.number;
}

/** `BasicDie#_evaluateModifiers`: the pieces that start with `adv`/`dis` first (`Array#partition`, order kept). */
function piecesInOrder(term: ModelTerm): readonly string[] {
  if (term.dieClass !== "BasicDie") return term.pieces;
  const first = (piece: string) => /^(adv|dis)\d*/i.test(piece);
  return [...term.pieces.filter(first), ...term.pieces.filter((piece) => !first(piece))];
}

/**
 * `BasicDie#advantage`: the results cut into count + 1 sets of `size` in roll order, each set's faces summed; the
 * first set with the best (adv) or worst (dis) sum stays, every result of the others is discarded. A second
 * `adv`/`dis` finds nothing pending and does nothing.
 */
function advantage(rolling: Rolling): void {
  const pending = rolling.pendingAdvantage;
  if (!pending) return;
  const sets = Array.from({ length: pending.count + 1 }, (_, index) =>
    rolling.results.slice(pending.size * index, pending.size * (index + 1)),
  );
  const totals = sets.map((set) => set.reduce((total, r) => total + r.face, 0));
  const target = pending.adv ? Math.max(...totals) : Math.min(...totals);
  let kept = false;
  sets.forEach((set, index) => {
    if (!kept && totals[index] === target) kept = true;
    else for (const r of set) [r.discarded, r.active] = [true, false];
  });
  delete rolling.pendingAdvantage;
}

/** `Die#roll` (or `FateDie#roll`, which marks a −1 a failure and a +1 a success as it rolls). */
function addRoll(rolling: Rolling): void {
  const face = rolling.draw();
  const result: Result = { face, active: true };
  if (rolling.term.fate && face === -1) result.failure = true;
  if (rolling.term.fate && face === 1) result.success = true;
  rolling.results.push(result);
}

/** `DiceTerm#total`, then `Die#total`'s margin (a Fate die has none): the active results' counts, or faces. */
function totalOf(rolling: Rolling): number {
  const sum = rolling.results.reduce((total, r) => (r.active ? total + (r.count ?? r.face) : total), 0);
  if (rolling.term.fate) return sum;
  // Die#total tests the option for truth, so a margin of 0 (or of a missing number) changes nothing.
  if (rolling.marginSuccess) return sum - rolling.marginSuccess;
  if (rolling.marginFailure) return rolling.marginFailure - sum;
  return sum;
}

/* ------------------------------------------------------------------------------------------------------------ */
/*  Which modifier a piece names (`DiceTerm#_evaluateModifiers`)                                                 */
/* ------------------------------------------------------------------------------------------------------------ */

type Method = (rolling: Rolling, piece: string) => void;

/** `Die.MODIFIERS`: each name and the method it runs. */
const DIE_METHODS: Record<string, Method> = {
  r: (rolling, piece) => reroll(rolling, piece, false),
  rr: (rolling, piece) => reroll(rolling, piece, true),
  x: (rolling, piece) => explode(rolling, piece, true),
  xo: (rolling, piece) => explode(rolling, piece, false),
  k: keep,
  kh: keep,
  kl: keep,
  d: drop,
  dh: drop,
  dl: drop,
  min: (rolling, piece) => bound(rolling, piece, "min"),
  max: (rolling, piece) => bound(rolling, piece, "max"),
  even: (rolling) => countParity(rolling, 0),
  odd: (rolling) => countParity(rolling, 1),
  cs: (rolling, piece) => count(rolling, piece, "success"),
  cf: (rolling, piece) => count(rolling, piece, "failure"),
  df: (rolling, piece) => deduct(rolling, piece, "df"),
  sf: (rolling, piece) => deduct(rolling, piece, "sf"),
  ms: margin,
};

/** `BasicDie.MODIFIERS`: Die's, and `adv` and `dis` (both `advantage`). */
const BASIC_DIE_METHODS: Record<string, Method> = { ...DIE_METHODS, adv: advantage, dis: advantage };

/** `FateDie.MODIFIERS`: Die's rerolls, keeps and drops only. */
const FATE_METHODS: Record<string, Method> = Object.fromEntries(
  ["r", "rr", "k", "kh", "kl", "d", "dh", "dl"].map((name) => [name, must(DIE_METHODS[name])]),
);

/**
 * A piece whose letters are a known name runs that name's method with the whole piece. Otherwise its letters are
 * taken apart from the front, the longest known name first, and each name runs alone — without the piece's
 * numbers; letters that start with no known name end the piece silently.
 */
function applyPiece(rolling: Rolling, piece: string): void {
  const methods = rolling.term.fate
    ? FATE_METHODS
    : rolling.term.dieClass === "BasicDie"
      ? BASIC_DIE_METHODS
      : DIE_METHODS;
  let letters = must(/^[A-Za-z]+/.exec(piece))[0].toLowerCase();
  const whole = methods[letters];
  if (whole) return whole(rolling, piece);
  const longestFirst = Object.keys(methods).sort((a, b) => b.length - a.length);
  for (;;) {
    const name = longestFirst.find((candidate) => letters.startsWith(candidate));
    if (name === undefined) return;
    methods[name]!(rolling, name);
    letters = letters.slice(name.length);
  }
}

/* ------------------------------------------------------------------------------------------------------------ */
/*  The modifiers (`Die`'s methods and `DiceTerm`'s helpers)                                                     */
/* ------------------------------------------------------------------------------------------------------------ */

/** `DiceTerm.compareResult`; a target Foundry failed to read is NaN, which no comparison holds for. */
export function holds(face: number, comparison: string, target: number): boolean {
  switch (comparison) {
    case "=":
      return face === target;
    case "<":
      return face < target;
    case "<=":
      return face <= target;
    case ">":
      return face > target;
    case ">=":
      return face >= target;
    default:
      return false;
  }
}

/** JavaScript's `parseInt` of a captured number: NaN when nothing was captured. */
const readInt = (digits: string | undefined): number => (digits === undefined ? NaN : Number.parseInt(digits, 10));

/**
 * `r` / `rr` and `x` / `xo` read the same way: an optional cap, comparison and target after the letters. A lone
 * number is the target; no target means `fallback` (1 for a reroll, the largest face for an explosion); no
 * comparison means "=".
 */
function readTargeted(
  piece: string,
  letters: RegExp,
  fallback: number,
): { cap: number | null; comparison: string; target: number } {
  const parts = must(new RegExp(`${letters.source}(\\d+)?([<>=]+)?(\\d+)?`, "i").exec(piece));
  const comparison = parts[2];
  let [, cap, , target] = parts;
  if (cap !== undefined && target === undefined && comparison === undefined) {
    target = cap;
    cap = undefined;
  }
  return {
    cap: cap === undefined ? null : readInt(cap),
    comparison: comparison ?? "=",
    target: target === undefined ? fallback : readInt(target),
  };
}

/** Foundry stops a term's reroll or explosion loop with an error once it has looked at more than 1,000 results. */
class FoundryLoopLimit extends Error {}

/**
 * `Die#reroll` and `Die#explode` share one walk: a cursor goes through the results, skipping inactive ones, and
 * each result that matches is flagged (`mark`) and followed by a fresh roll appended to the list, which the walk
 * reaches in turn. A single pass ends differently in the two: `r` moves the cursor past the end once it has passed
 * the results there were at the start (`passed`); `xo` stops when the cursor lands exactly on that number
 * (`landed`), so an inactive result there would let it run on. Both tests follow an active result only.
 */
function walkResults(
  rolling: Rolling,
  rule: ReturnType<typeof readTargeted>,
  pass: "passed" | "landed" | null,
  mark: (r: Result) => void,
): void {
  const { results } = rolling;
  let cap = rule.cap;
  const initial = results.length;
  let checked = 0;
  while (checked < results.length) {
    const r = must(results[checked]);
    checked++;
    if (!r.active) continue;
    if (cap !== null && cap <= 0) break;
    if (holds(r.face, rule.comparison, rule.target)) {
      mark(r);
      addRoll(rolling);
      if (cap !== null) cap--;
    }
    if (pass === "landed" && checked === initial) break;
    if (pass === "passed" && checked >= initial) checked = results.length;
    if (checked > 1000) throw new FoundryLoopLimit();
  }
}

/**
 * `Die#reroll` (`r`, one pass) and `rerollRecursive` (`rr`): a matching result is flagged rerolled and made inactive.
 */
function reroll(rolling: Rolling, piece: string, recursive: boolean): void {
  walkResults(rolling, readTargeted(piece, /rr?/, 1), recursive ? null : "passed", (r) => {
    r.rerolled = true;
    r.active = false;
  });
}

/** `Die#explode` (`x`) and `explodeOnce` (`xo`, one pass): a matching result stays active, flagged exploded. */
function explode(rolling: Rolling, piece: string, recursive: boolean): void {
  walkResults(rolling, readTargeted(piece, /xo?/, rolling.term.faces.length), recursive ? null : "landed", (r) => {
    r.exploded = true;
  });
}

/** `Die#keep`: `k` and `kh` keep the highest, `kl` the lowest; a count left out, or 0, is 1 (`parseInt(…) || 1`). */
function keep(rolling: Rolling, piece: string): void {
  const [, direction, number] = must(/k([hl])?(\d+)?/i.exec(piece));
  keepOrDrop(rolling.results, readInt(number) || 1, true, (direction ?? "h").toLowerCase() === "h");
}

/** `Die#drop`: `d` and `dl` drop the lowest, `dh` the highest; a count left out, or 0, is 1. */
function drop(rolling: Rolling, piece: string): void {
  const [, direction, number] = must(/d([hl])?(\d+)?/i.exec(piece));
  keepOrDrop(rolling.results, readInt(number) || 1, false, (direction ?? "l").toLowerCase() !== "l");
}

/**
 * `DiceTerm._keepOrDrop`, for keeping or dropping `number` of the active results, the highest or the lowest.
 * The active faces are sorted so that those to discard come first: ascending when keeping the highest or
 * dropping the lowest, descending otherwise. The count to discard is the active ones minus `number` when keeping,
 * `number` when dropping, held within 0…active, and the cut is the sorted face at that index. Every active result
 * strictly on the discarded side of the cut goes; then results equal to the cut go, in roll order, until the
 * count is reached.
 *
 * When the count to discard equals the number of active results, that index is past the end: Foundry's cut is
 * `undefined`, every comparison with it is false and no result equals it, so nothing is discarded — dropping at
 * least as many results as are active drops none.
 */
function keepOrDrop(results: Result[], number: number, keeping: boolean, highest: boolean): void {
  const ascending = keeping === highest;
  const faces = results.filter((r) => r.active).map((r) => r.face);
  faces.sort((a, b) => (ascending ? a - b : b - a));
  const toDiscard = Math.min(Math.max(keeping ? faces.length - number : number, 0), faces.length);
  if (toDiscard === faces.length) return;
  const cut = must(faces[toDiscard]);
  const beyondCut = (face: number) => (ascending ? face < cut : face > cut);
  let discarded = 0;
  const ties: Result[] = [];
  for (const r of results) {
    if (!r.active) continue;
    if (beyondCut(r.face)) {
      r.discarded = true;
      r.active = false;
      discarded++;
    } else if (r.face === cut) ties.push(r);
  }
  for (const r of ties) {
    if (discarded >= toDiscard) break;
    r.discarded = true;
    r.active = false;
    discarded++;
  }
}

/** `Die#minimum` / `Die#maximum`: a face beyond the bound counts as the bound; without a number nothing happens. */
function bound(rolling: Rolling, piece: string, which: "min" | "max"): void {
  const parts = new RegExp(`${which}(\\d+)`, "i").exec(piece);
  if (!parts) return;
  const limit = readInt(parts[1]);
  for (const r of rolling.results) {
    if (which === "min" ? r.face < limit : r.face > limit) {
      r.count = limit;
      r.rerolled = true;
    }
  }
}

/** The comparison (default "=") and target of `cs`, `cf`, `df`, `sf` and `ms`; the target is NaN when missing. */
function readCondition(piece: string, letters: string): { comparison: string | undefined; target: number } {
  const [, comparison, target] = must(new RegExp(`${letters}([<>=]+)?(\\d+)?`, "i").exec(piece));
  return { comparison, target: readInt(target) };
}

/**
 * `Die#countSuccess` / `countFailures` through `DiceTerm._applyCount`, over every result, active or not: a match
 * counts 1 and is flagged a success (a failure), clearing the other flag; anything else counts 0 and is flagged
 * not a success (not a failure). Foundry's fallback target never applies (`parseInt` gives NaN, not null), so
 * `cs` without a target counts nothing.
 */
function count(rolling: Rolling, piece: string, flag: "success" | "failure"): void {
  const { comparison, target } = readCondition(piece, flag === "success" ? "cs" : "cf");
  for (const r of rolling.results) {
    const hit = holds(r.face, comparison ?? "=", target);
    if (flag === "success") {
      r.success = hit;
      if (hit) delete r.failure;
    } else {
      r.failure = hit;
      if (hit) delete r.success;
    }
    r.count = hit ? 1 : 0;
  }
}

/** `Die#countEven` / `countOdd`: a result whose face has the parity asked is a success and counts 1, else 0. */
function countParity(rolling: Rolling, remainder: 0 | 1): void {
  for (const r of rolling.results) {
    r.success = Math.abs(r.face % 2) === remainder;
    r.count = r.success ? 1 : 0;
  }
}

/**
 * `Die#deductFailures` (`df`) / `subtractFailures` (`sf`) through `DiceTerm._applyDeduct`. With a comparison or a
 * target (the comparison then "="), matching results become failures; with neither, the results flagged not a
 * success do. Then every failure counts −1 (`df`) or minus its face (`sf`).
 */
function deduct(rolling: Rolling, piece: string, kind: "df" | "sf"): void {
  const condition = readCondition(piece, kind);
  const written = condition.comparison !== undefined || !Number.isNaN(condition.target);
  for (const r of rolling.results) {
    const fails = written ? holds(r.face, condition.comparison ?? "=", condition.target) : r.success === false;
    if (fails) {
      r.failure = true;
      delete r.success;
    }
    if (r.failure) r.count = kind === "df" ? -1 : -r.face;
  }
}

/** `Die#marginSuccess`: `ms`, `ms=`, `ms>`, `ms>=` set a margin of success, `ms<`, `ms<=` one of failure. */
function margin(rolling: Rolling, piece: string): void {
  const { comparison, target } = readCondition(piece, "ms");
  if (comparison === undefined || comparison === "=" || comparison === ">" || comparison === ">=")
    rolling.marginSuccess = target;
  else if (comparison === "<" || comparison === "<=") rolling.marginFailure = target;
}

/* ------------------------------------------------------------------------------------------------------------ */
/*  Every sequence of faces                                                                                      */
/* ------------------------------------------------------------------------------------------------------------ */

/** A distribution found by brute force, and the chance of the sequences it did not follow to the end. */
export interface Enumerated {
  readonly outcomes: Map<number, number>;
  readonly cut: number;
  /** The chance of the sequences on which Foundry's loop limit stopped the term. */
  readonly overLimit: number;
}

class NeedsMoreFaces extends Error {}

/**
 * Every sequence of faces the term may draw, each weighted by its chance; a sequence whose chance falls below
 * `cutBelow` before the term is done is left out, and its chance counted in `cut`. Without rerolls and
 * explosions nothing is left out and the table is complete.
 */
export function enumerateTerm(text: string, cutBelow = 0, dieClass: DieClass = "Die"): Enumerated {
  const term = readTerm(text, dieClass);
  const outcomes = new Map<number, number>();
  let cut = 0;
  let overLimit = 0;
  const chance = 1 / term.faces.length;
  const pending: { prefix: number[]; p: number }[] = [{ prefix: [], p: 1 }];
  while (pending.length > 0) {
    const { prefix, p } = must(pending.pop());
    let used = 0;
    try {
      const total = rollModelTerm(term, () => {
        if (used >= prefix.length) throw new NeedsMoreFaces();
        return must(prefix[used++]);
      });
      outcomes.set(total, (outcomes.get(total) ?? 0) + p);
    } catch (error) {
      if (error instanceof FoundryLoopLimit) overLimit += p;
      else if (!(error instanceof NeedsMoreFaces)) throw error;
      else if (p * chance < cutBelow) cut += p;
      else for (const face of term.faces) pending.push({ prefix: [...prefix, face], p: p * chance });
    }
  }
  return { outcomes, cut, overLimit };
}
