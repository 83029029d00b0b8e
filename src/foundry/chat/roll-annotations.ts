import type { DieIncreaseNote } from "../../core/notation/term-types";
import type { RuleSetDieModifier, TermResult } from "../term-results";
import { signed } from "../../ui/roll-cards/card-text";
import { t } from "../notify";

/** One annotation under a roll: a short plain-text line and the tone that colours it. */
export interface Annotation {
  readonly text: string;
  readonly tone: "success" | "failure" | "critical" | "neutral" | "odds" | "luck";
}

/** A roll term as Foundry saves it (`RollTerm#toJSON`): only the fields our annotations read. */
export interface TermData {
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
  /** Their Die modifiers (`FoundryRuleSet.dieModifier`): a term carrying one that counts is judged as its count. */
  readonly modifiers: readonly Pick<RuleSetDieModifier, "key" | "countPasses">[];
  /** Their notes on a term (Kaiser's Open Rolls and Fumbles, OGS's Die Increases), in the rule sets' order. */
  readonly annotators: readonly TermAnnotator[];
}

/** No rule set's reading: the marks every rule set shares (crits, a count's margin) alone. */
export const NO_READERS: RollReaders = { modifiers: [], annotators: [] };

/**
 * What our notation did in a roll made with Foundry's default Roll class (inline rolls, `/r`, sheets), read
 * from its saved data — no re-parsing, so a chat log renders fast and an old formula never raises an error: each
 * rule set's own notes on a term (`FoundryRuleSet.annotateTerm`: Kaiser's Open Rolls, Fumbles and capped chains,
 * OGS's Die Increases), then what the rule sets share: a count a term's modifier judges (K&R's Margin,
 * `RuleSetDieModifier.countPasses`), or else the crits its dice are marked with (K&R's, the Kleptonomicon's).
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
    if (term.results) annotateDice(term, term.results, notes, readers.modifiers);
  }
}

/** How the term's count passes, when it carries a modifier that judges one. */
function countJudge(term: TermData, modifiers: RollReaders["modifiers"]): ((count: number) => boolean) | null {
  const written = (term.modifiers ?? []).map((m) => m.toLowerCase());
  return modifiers.find((modifier) => modifier.countPasses && written.some((m) => m.startsWith(modifier.key)))?.countPasses ?? null;
}

function annotateDice(term: TermData, results: readonly TermResult[], notes: Annotation[], modifiers: RollReaders["modifiers"]): void {
  const passes = countJudge(term, modifiers);
  if (passes) {
    const margin = results.reduce((sum, r) => (r.active ? sum + (r.count ?? 0) : sum), 0);
    notes.push({ text: t("INDIE_DICE.Annotation.Margin", { margin: signed(margin, game.i18n) }), tone: passes(margin) ? "success" : "failure" });
    return;
  }
  for (const r of results) {
    if (!r.active) continue;
    if (r.indie === "crit-success") notes.push({ text: t("INDIE_DICE.Annotation.CritSuccess"), tone: "critical" });
    if (r.indie === "crit-failure") notes.push({ text: t("INDIE_DICE.Annotation.CritFailure"), tone: "failure" });
  }
}
