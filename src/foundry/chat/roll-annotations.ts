import type { DieIncreaseNote } from "../../core/notation/term-types";
import type { TermResult } from "../term-results";

/** One annotation under a roll: a short plain-text line and the tone that colours it. */
export interface Annotation {
  readonly text: string;
  readonly tone: "success" | "failure" | "critical" | "neutral" | "odds" | "luck";
}

/** A roll term as Foundry saves it (`RollTerm#toJSON`): only the fields our annotations read. */
export interface TermData {
  /** Its class's name, by which Foundry loads it again (a rule set's own die: `D10ishDie`). */
  readonly class?: string;
  /** What our notation left on it, as the Die and the parser write it (OGS's Die Increase, a capped chain). */
  readonly options?: { indieDieIncrease?: DieIncreaseNote; indieCapped?: boolean };
  readonly modifiers?: readonly string[];
  readonly results?: readonly TermResult[];
  /** A parenthetical's inner roll; a pool's rolls; a function's terms. */
  readonly roll?: RollData;
  readonly rolls?: readonly RollData[];
  readonly terms?: readonly (TermData | string)[];
}

export interface RollData {
  readonly terms: readonly (TermData | string)[];
}

/** A rule set's notes on one saved term of a roll of Foundry's class (`FoundryRuleSet.annotateTerm`). */
export type TermAnnotator = (term: TermData) => readonly Annotation[];

/** What the rule sets read in a roll of Foundry's class. */
export interface RollReaders {
  /** Their notes on a term (`FoundryRuleSet.annotateTerm`), in the rule sets' order: each notes only its own terms. */
  readonly annotators: readonly TermAnnotator[];
}

/** No rule set's reading: no notes. */
export const NO_READERS: RollReaders = { annotators: [] };

/**
 * What our notation did in a roll made with Foundry's default Roll class (inline rolls, `/r`, sheets), read
 * from its saved data — no re-parsing, so a chat log renders fast and an old formula never raises an error: each
 * rule set's own notes on each term (`FoundryRuleSet.annotateTerm`), term by term in the formula's order.
 */
export function annotateRoll(roll: RollData, readers: RollReaders): Annotation[] {
  const notes: Annotation[] = [];
  visitTerms(roll.terms, notes, readers);
  return notes;
}

function visitTerms(terms: readonly (TermData | string)[], notes: Annotation[], readers: RollReaders): void {
  for (const term of terms) {
    if (typeof term !== "object" || term === null) continue;
    for (const annotate of readers.annotators) notes.push(...annotate(term));
    for (const inner of [term.roll, ...(term.rolls ?? [])]) if (inner?.terms) visitTerms(inner.terms, notes, readers);
    if (term.terms) visitTerms(term.terms, notes, readers);
  }
}

/**
 * The modifier a saved term carries for a rule set's key (`kr7` for `kr`), lower-cased; undefined when it carries
 * none: how a rule set knows a term of Foundry's Die as its own. Matched as Foundry matches a modifier to its key: by
 * its start, lower-cased (`DiceTerm#_evaluateModifiers`).
 */
export function savedModifier(term: TermData, key: string): string | undefined {
  return (term.modifiers ?? []).map((modifier) => modifier.toLowerCase()).find((modifier) => modifier.startsWith(key));
}
