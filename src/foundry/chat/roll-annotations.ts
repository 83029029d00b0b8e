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
interface TermData {
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

/** The rule sets' Die modifiers (`FoundryRuleSet.dieModifier`): a term carrying one that counts is judged as its count. */
export type DieModifiers = readonly Pick<RuleSetDieModifier, "key" | "countPasses">[];

/**
 * What our notation did in a roll made with Foundry's default Roll class (inline rolls, `/r`, sheets), read
 * from its saved data — no re-parsing, so a chat log renders fast and an old formula never raises an error:
 * Open Rolls and Fumbles, K&R Margins (a count the term's modifier judges, `RuleSetDieModifier.countPasses`),
 * Kleptonomicon crits, OGS Die Increases, capped chains.
 */
export function annotateRoll(roll: RollData, modifiers: DieModifiers): Annotation[] {
  const notes: Annotation[] = [];
  visitTerms(roll.terms, notes, modifiers);
  return notes;
}

function visitTerms(terms: readonly (TermData | string)[], notes: Annotation[], modifiers: DieModifiers): void {
  for (const term of terms) {
    if (typeof term !== "object" || term === null) continue;
    const increase = term.options?.indieDieIncrease;
    if (increase) notes.push({ text: t("INDIE_DICE.Annotation.DieIncrease", { written: increase.written, stages: increase.stages }), tone: "neutral" });
    for (const inner of [term.roll, ...(term.rolls ?? [])]) if (inner?.terms) visitTerms(inner.terms, notes, modifiers);
    if (term.terms) visitTerms(term.terms, notes, modifiers);
    if (term.results) annotateDice(term, term.results, notes, modifiers);
  }
}

/** How the term's count passes, when it carries a modifier that judges one. */
function countJudge(term: TermData, modifiers: DieModifiers): ((count: number) => boolean) | null {
  const written = (term.modifiers ?? []).map((m) => m.toLowerCase());
  return modifiers.find((modifier) => modifier.countPasses && written.some((m) => m.startsWith(modifier.key)))?.countPasses ?? null;
}

function annotateDice(term: TermData, results: readonly TermResult[], notes: Annotation[], modifiers: DieModifiers): void {
  const passes = countJudge(term, modifiers);
  const openRolls = results.filter((r) => r.indie === "open-roll").length;
  if (openRolls > 0) notes.push({ text: t("INDIE_DICE.Annotation.OpenRoll", { n: openRolls }), tone: "critical" });
  if (results.some((r) => r.indie === "fumble")) notes.push({ text: t("INDIE_DICE.Annotation.Fumble"), tone: "failure" });
  if (term.options?.indieCapped) notes.push({ text: t("INDIE_DICE.Chain.Capped"), tone: "neutral" });
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
