import type { DieIncreaseNote } from "../dice/indie-parser";
import type { TermResult } from "../dice/term-results";
import { signed, t } from "../dice/rolls/indie-roll";

/** One annotation under a roll: a short plain-text line and the tone that colours it. */
export interface Annotation {
  readonly text: string;
  readonly tone: "success" | "failure" | "critical" | "neutral";
}

type Term = foundry.dice.terms.RollTerm;

/**
 * What our notation did in a roll made with Foundry's default Roll class (inline rolls, `/r`, sheets), read
 * from its terms: Open Rolls and Fumbles, K&R Margins, Kleptonomicon crits, OGS Die Increases, capped chains.
 */
export function annotateRoll(roll: foundry.dice.Roll): Annotation[] {
  const notes: Annotation[] = [];
  visitTerms(roll.terms, notes);
  return notes;
}

function visitTerms(terms: readonly Term[], notes: Annotation[]): void {
  for (const term of terms) {
    const options = term.options as Record<string, unknown>;
    const increase = options.indieDieIncrease as DieIncreaseNote | undefined;
    if (increase) notes.push({ text: t("INDIE_DICE.Annotation.DieIncrease", { written: increase.written, stages: increase.stages }), tone: "neutral" });
    const inner = (term as { roll?: foundry.dice.Roll }).roll;
    if (inner?.terms) visitTerms(inner.terms, notes);
    if (term instanceof foundry.dice.terms.DiceTerm) annotateDice(term, notes);
  }
}

function annotateDice(term: foundry.dice.terms.DiceTerm, notes: Annotation[]): void {
  const results = term.results as TermResult[];
  const modifiers = term.modifiers.map((m) => m.toLowerCase());
  const openRolls = results.filter((r) => r.indie === "open-roll").length;
  if (openRolls > 0) notes.push({ text: t("INDIE_DICE.Annotation.OpenRoll", { n: openRolls }), tone: "critical" });
  if (results.some((r) => r.indie === "fumble")) notes.push({ text: t("INDIE_DICE.Annotation.Fumble"), tone: "failure" });
  if ((term.options as Record<string, unknown>).indieCapped) notes.push({ text: t("INDIE_DICE.Chain.Capped"), tone: "neutral" });
  if (modifiers.some((m) => m.startsWith("kr"))) {
    notes.push({ text: t("INDIE_DICE.Annotation.Margin", { margin: signed(term.total ?? 0) }), tone: (term.total ?? 0) >= 0 ? "success" : "failure" });
  }
  for (const r of results) {
    if (!r.active || modifiers.some((m) => m.startsWith("kr"))) continue;
    if (r.indie === "crit-success") notes.push({ text: t("INDIE_DICE.Annotation.CritSuccess"), tone: "critical" });
    if (r.indie === "crit-failure") notes.push({ text: t("INDIE_DICE.Annotation.CritFailure"), tone: "failure" });
  }
}
