import { readRegistry } from "../rule-sets";
import type { DieModel } from "../die-model";
import { COIN, dieOfFaces, MAX_TESTED_FACES, PLAIN_DIE_FACES } from "./die-models";

/**
 * Reads every die result out of a roll as Foundry saves it: `ChatMessage._source.rolls[i]` is the JSON string of
 * `Roll#toJSON()` — `{class, formula, options, dice, terms, evaluated}`, each dice term `{class, number, faces,
 * modifiers, results: [{result, active, discarded?, rerolled?, exploded?, count?, …}], method?}` — and an inline roll
 * in a message's text is the same JSON on its anchor (`data-roll`, written with `escape`). Nothing here builds a
 * Roll: it is plain JSON walking, so it runs anywhere and stays fast over a whole chat log.
 *
 * What counts, and how (each decision is also one of the report's notes, INDIE_DICE.Fairness.Notes):
 *
 * - **Every physical die result once, as Foundry rolled it.** The report asks whether each draw was fair, and every
 *   draw is a fresh, uniform one whatever becomes of it afterwards. So:
 *   - a result dropped by keep or drop (`discarded`, inactive) counts: keep-highest picks after all dice are drawn,
 *     and counting only the kept dice would find "too many high faces" in every advantage roll;
 *   - a result rerolled away (`rerolled`, inactive; Foundry's `r`, Kaiser's sequential advantage) counts, and so
 *     does the die that replaced it;
 *   - a result that exploded (`exploded`; Foundry's `x`, a Kaiser Open Roll, a Dungeons of Olde unlimited die)
 *     counts, and so does each extra die it led to.
 *   How many dice a roll draws may depend on what they showed (a six that explodes draws one more), so the counts
 *   are not strictly multinomial. Each draw is still uniform and independent of the draws before it, so by Wald's
 *   identities each face's count has the mean and the covariances of a multinomial sample of the same size: the χ²
 *   test stays valid for large samples, and the exact test (which takes n as fixed) is exact for rolls with a fixed
 *   number of dice and a close approximation otherwise.
 * - **The face, never what it counted for.** A result's `result` is the face it landed on; `count` is what Foundry
 *   totals instead (a K&R die's weight +2…−2, a Kleptonomicon Critical Failure's 0 on a die that shows 10, `min`/`max`
 *   clamps). The d10ish die saves its value 0–10 (the d20 face is not kept), tested against the d10ish odds.
 * - **Which dice.** Every die of our Roll classes (each rule set's, `KaiserRoll` for Kaiser's) and of any message
 *   Indie Dice flagged (tie-break dice), including their side dice (crit coins, the Fumble Level, the opposed Fumble
 *   penalty), of any size from d2 to d100; every d10ish die and every side die of
 *   any roll (our notation works in any roll: `/r 1d10kc` flips its coin as a side die); and in any roll, every die
 *   of a plain size (d4, d6, d8, d10, d12, d20, d100). Fate dice, coins of other rolls and other sizes in other
 *   rolls are not tested.
 * - **Nested rolls.** Dice inside a pool (`{2d6, 1d8}kh`, its `rolls`), a function (`floor(1d4 / 2)`, its
 *   `rolls`), a parenthetical (an OGS Die Increase's real dice, its `roll`) and a computed dice count or size
 *   (`(1d4)d6`, its `_number` / `_faces`) count once each. A pool's own results are roll totals, not dice.
 * - **Dice entered by hand** (a term whose `method` is an interactive fulfillment method: manual entry, physical
 *   dice) are kept apart from Foundry's digital dice: they are another die, thrown on a real table.
 * - **Not rolled**: a roll evaluated minimized or maximized (our rolls mark it `indieNotRolled`) or not evaluated is
 *   left out whole.
 */

/**
 * The stable class names of our Roll classes, saved rolls are found by: the base class's, and each registered rule
 * set's (its core descriptor's `rollClassName`), so a rule set registered later is counted too.
 */
const ourRollClasses = readRegistry(
  (ruleSets): ReadonlySet<string> => new Set(["IndieRoll", ...ruleSets.map((ruleSet) => ruleSet.rollClassName)]),
);

/** The option our Roll classes set on a roll evaluated at its bounds (src/foundry/dice/rolls/indie-roll.ts). */
const NOT_ROLLED_OPTION = "indieNotRolled";

/** The fulfillment methods that read a die off a real table, unless the caller knows more (CONFIG.Dice.fulfillment). */
const DEFAULT_INTERACTIVE_METHODS: readonly string[] = ["manual"];

const PLAIN_FACES: ReadonlySet<number> = new Set(PLAIN_DIE_FACES);

/** One counted result: the die it was rolled on, the index of its face in the die's values, and how it was rolled. */
type ResultVisitor = (die: DieModel, faceIndex: number, entered: boolean) => void;

/** What was read, and what was left out and why. Every field only grows. */
export interface ExtractionTally {
  /** Rolls read (each roll of a message, and each inline roll in its text). */
  rolls: number;
  /** Rolls that were no roll JSON at all (broken strings, other data). */
  unreadableRolls: number;
  /** Rolls left out because they were not rolled (minimized, maximized, or never evaluated). */
  notRolled: number;
  /** Results counted. */
  results: number;
  /** Results of dice this report does not test (a d7 in a plain roll, Fate dice, other rolls' coins). */
  untestedResults: number;
  /** Results a fair die of their kind cannot show (a d6 showing 9, a missing result). */
  impossibleResults: number;
  /** Side dice saved a second time beside the same die in the formula, left out the second time. */
  duplicateSideDice: number;
}

export function emptyExtractionTally(): ExtractionTally {
  return {
    rolls: 0,
    unreadableRolls: 0,
    notRolled: 0,
    results: 0,
    untestedResults: 0,
    impossibleResults: 0,
    duplicateSideDice: 0,
  };
}

/** How results are read. */
export interface ExtractionOptions {
  /** Fulfillment methods that mean "entered by hand or from physical dice"; DEFAULT_INTERACTIVE_METHODS if left out. */
  readonly interactiveMethods?: readonly string[];
}

/** The JSON shapes read here, as loose as saved data may be. */
type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Reads rolls (saved JSON strings, or `toJSON()` data) and hands each counted result to a visitor. */
export class RollResultReader {
  constructor(options: ExtractionOptions = {}) {
    this.#interactive = new Set(options.interactiveMethods ?? DEFAULT_INTERACTIVE_METHODS);
  }

  readonly #interactive: ReadonlySet<string>;

  /**
   * Reads one roll. `ours` says the message is Indie Dice's own (flagged), so every die in it counts whatever its
   * size; a roll of one of our classes is ours anyway.
   */
  read(roll: unknown, ours: boolean, visit: ResultVisitor, tally: ExtractionTally): void {
    tally.rolls++;
    const data = typeof roll === "string" ? parseJson(roll) : roll;
    if (!isObject(data) || !Array.isArray(data.terms)) {
      tally.unreadableRolls++;
      return;
    }
    if (data.evaluated === false || (isObject(data.options) && data.options[NOT_ROLLED_OPTION] === true)) {
      tally.notRolled++;
      return;
    }
    this.#walkRoll(data, ours, visit, tally);
  }

  #walkRoll(roll: Json, ours: boolean, visit: ResultVisitor, tally: ExtractionTally): void {
    const oursHere = ours || (typeof roll.class === "string" && ourRollClasses().has(roll.class));
    const terms = Array.isArray(roll.terms) ? roll.terms : [];
    for (const term of terms) this.#walkTerm(term, oursHere, visit, tally);
    const sideDice = Array.isArray(roll.dice) ? roll.dice : [];
    if (sideDice.length === 0) return;
    // Side dice (Roll#_dice) are rolled beside the formula: ours are crit coins and Kaiser's Fumble Level and
    // penalty. Should a Foundry version also keep a formula's inner die there, it would be saved twice, identical:
    // such a copy is counted once.
    const inFormula = new Set<string>();
    for (const term of terms) collectDiceTerms(term, inFormula);
    for (const die of sideDice) {
      if (inFormula.has(JSON.stringify(die))) tally.duplicateSideDice++;
      else this.#walkTerm(die, true, visit, tally);
    }
  }

  #walkTerm(term: unknown, ours: boolean, visit: ResultVisitor, tally: ExtractionTally): void {
    if (!isObject(term)) return;
    for (const inner of innerRolls(term)) this.#walkRoll(inner, ours, visit, tally);
    if (!isDiceTerm(term)) return;
    const results = term.results as unknown[];
    const die = testedDie(term, ours);
    if (!die) {
      tally.untestedResults += results.length;
      return;
    }
    const entered = typeof term.method === "string" && this.#interactive.has(term.method);
    for (const result of results) {
      const index = die.indexOf(isObject(result) ? result.result : undefined);
      if (index < 0) {
        tally.impossibleResults++;
        continue;
      }
      tally.results++;
      visit(die, index, entered);
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A dice term: a size and results (a pool has results too, but they are roll totals and it has no size). */
function isDiceTerm(term: Json): boolean {
  return typeof term.faces === "number" && Array.isArray(term.results);
}

/** The rolls nested in a term: a parenthetical's `roll`, a pool's or function's `rolls`, a computed count or size. */
function innerRolls(term: Json): Json[] {
  const inner: Json[] = [];
  if (isObject(term.roll)) inner.push(term.roll);
  if (Array.isArray(term.rolls)) for (const roll of term.rolls) if (isObject(roll)) inner.push(roll);
  if (isObject(term._number)) inner.push(term._number);
  if (isObject(term._faces)) inner.push(term._faces);
  return inner;
}

function collectDiceTerms(term: unknown, into: Set<string>): void {
  if (!isObject(term)) return;
  if (isDiceTerm(term)) into.add(JSON.stringify(term));
  for (const inner of innerRolls(term)) {
    for (const nested of Array.isArray(inner.terms) ? inner.terms : []) collectDiceTerms(nested, into);
  }
}

/** The registered rule sets' own dice, by class name. */
const ownDieModels = readRegistry(
  (ruleSets): ReadonlyMap<string, DieModel> =>
    new Map(ruleSets.flatMap((ruleSet) => (ruleSet.ownDice ?? []).map((die) => [die.className, die.model] as const))),
);

/** The die a term's results are tested as, or null when this report does not test that die here. */
function testedDie(term: Json, ours: boolean): DieModel | null {
  const faces = term.faces as number;
  const own = typeof term.class === "string" ? ownDieModels().get(term.class) : undefined;
  if (own !== undefined) return own;
  switch (term.class) {
    case "Coin":
      return ours ? COIN : null;
    case "FateDie":
      return null;
  }
  if (PLAIN_FACES.has(faces)) return dieOfFaces(faces);
  return ours && Number.isInteger(faces) && faces >= 2 && faces <= MAX_TESTED_FACES ? dieOfFaces(faces) : null;
}

/**
 * The rolls written into a message's text as inline rolls (`[[2d6ko]]`): Foundry keeps each on its anchor as
 * `data-roll="<escape(JSON.stringify(roll))>"`. Read as text (nothing here parses HTML): `escape` writes no quote,
 * so the attribute ends at the next one.
 */
export function inlineRollsOf(content: unknown): string[] {
  if (typeof content !== "string") return [];
  const rolls: string[] = [];
  const marker = 'data-roll="';
  let at = content.indexOf(marker);
  while (at >= 0) {
    const start = at + marker.length;
    const end = content.indexOf('"', start);
    if (end < 0) break;
    rolls.push(unescapeLegacy(content.slice(start, end)));
    at = content.indexOf(marker, end);
  }
  return rolls;
}

/**
 * The inverse of JavaScript's legacy `escape`: `%` with two hex digits, or `%u` with four, back to their characters.
 */
export function unescapeLegacy(text: string): string {
  return text.replace(
    /%u([0-9A-Fa-f]{4})|%([0-9A-Fa-f]{2})/g,
    (_, wide: string | undefined, byte: string | undefined) => String.fromCharCode(parseInt(wide ?? byte ?? "", 16)),
  );
}
