/**
 * Luck for a roll made with Foundry's default Roll class — an inline roll, `/r`, a sheet's formula — read from
 * what the roll saved. Such a roll has no spec: only its notation says which rule set's roll it is. Luck is shown
 * only when the whole roll's distribution is one rule set's outcome measure (src/core/odds/luck.ts), so that
 * "luckier than 87% of such rolls" stays true of the roll the player sees:
 *
 * - exactly one of our dice terms — a Kaiser `ko` check, a K&R `kr` pool, a Kleptonomicon `kc` or `di` Test —
 *   with numbers added or taken away (they shift the measure, so the dice alone decide the luck);
 * - OGS dice added together, at least one of them a Die Increase (`1d8 + 1d6p2 + 1`), measured by the total of
 *   the real dice, as the OGS card is.
 *
 * Anything else (two of our terms, an extra die beside a rule set's term, a die taken away, a product, a
 * function, Foundry's own modifiers on an OGS die) has no such measure: null. Dungeons of Olde writes its rolls in
 * Foundry's own notation (`2d6x`), which no plain roll can be told apart from, so only its cards show luck.
 */
import { IndieDiceError } from "../errors";
import type { NotationFaces } from "../notation/term-types";
import { validateDiceTerm } from "../notation/validate-term";
import { expandedNotation } from "../notation/registered-notations";
import { CORE_RULE_SETS } from "../rule-sets";

/** A die term as saved: its notation, and what it added to the total (a crit marked on its kept die). */
export interface PlainDiceTerm {
  readonly kind: "dice";
  readonly number: number;
  /** A Die's faces, or a rule set's own die's denomination ("i" for the Kleptonomicon's d10ish die). */
  readonly faces: NotationFaces;
  readonly modifiers: readonly string[];
  /** The real dice that count: each active result's die size and value. */
  readonly dice: readonly RealDie[];
  /** What the term added to the roll's total (Foundry's: each active result's count, else its value). */
  readonly total: number;
  /** A Kleptonomicon Critical Success or Failure among the active results; null when none. */
  readonly crit: "success" | "failure" | null;
}

/** A Die Increase (`p`) as saved: the real dice the parser rolled for it. */
interface PlainDieIncrease {
  readonly kind: "increase";
  readonly dice: readonly RealDie[];
}

export interface RealDie {
  readonly faces: number;
  readonly value: number;
}

/** A number in the formula, or anything the measures cannot read (a product, a function, a pool…). */
export type PlainRollPart = PlainDiceTerm | PlainDieIncrease | { readonly kind: "number" } | { readonly kind: "other" };

/** A part and the sign it is added with. */
export interface SignedPart {
  readonly sign: 1 | -1;
  readonly part: PlainRollPart;
}

/** The luck of a default-class roll, or null when it is not one rule set's roll (see above). */
export function plainRollLuck(parts: readonly SignedPart[]): number | null {
  if (parts.some(({ part }) => part.kind === "other")) return null;
  const dice = parts.filter(({ part }) => part.kind === "dice" || part.kind === "increase");
  if (dice.length === 0 || dice.some(({ sign }) => sign < 0)) return null;
  try {
    const rolled = dice.map(({ part }) => part as PlainDiceTerm | PlainDieIncrease);
    if (rolled.some((part) => part.kind === "increase")) return increasedRollLuck(rolled);
    return rolled.length === 1 ? ruleSetTermLuck(rolled[0] as PlainDiceTerm) : null;
  } catch (error) {
    // A term the engine refuses (a pool past the odds' size, a shape no rule allows) has no luck to show.
    if (error instanceof IndieDiceError) return null;
    throw error;
  }
}

function ruleSetTermLuck(term: PlainDiceTerm): number | null {
  const check = validateDiceTerm({ number: term.number, faces: term.faces, modifiers: term.modifiers });
  if (!check.ours) return null;
  return CORE_RULE_SETS[check.ruleSet].termLuck?.(check, term.total, term.crit) ?? null;
}

/** Plain dice and Die Increases added: the luck the Die Increase's notation reads from every real die. */
function increasedRollLuck(parts: readonly (PlainDiceTerm | PlainDieIncrease)[]): number | null {
  const expandedLuck = expandedNotation()?.expandedLuck;
  if (expandedLuck === undefined || parts.some((part) => part.kind === "dice" && !isPlainDie(part))) return null;
  const real = parts.flatMap((part) => part.dice);
  return expandedLuck(
    real.map((die) => die.faces),
    real.reduce((sum, die) => sum + die.value, 0),
  );
}

/** A die with no modifier at all: what an OGS stat, skill or modifier die is when written plainly. */
function isPlainDie(term: PlainDiceTerm): boolean {
  return typeof term.faces === "number" && term.modifiers.length === 0;
}
