import type { DieIncreaseNote } from "../../core/notation/term-types";
import type { TermResult } from "../term-results";
import { basicTestSucceeds } from "../../rule-sets/kingdoms/core/mechanics/basic-test";
import { MODULE_ID } from "../module-id";
import { signed } from "../../ui/cards/card-text";
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

/**
 * What our notation did in a roll made with Foundry's default Roll class (inline rolls, `/r`, sheets), read
 * from its saved data — no re-parsing, so a chat log renders fast and an old formula never raises an error:
 * Open Rolls and Fumbles, K&R Margins, Kleptonomicon crits, OGS Die Increases, capped chains.
 */
export function annotateRoll(roll: RollData): Annotation[] {
  const notes: Annotation[] = [];
  visitTerms(roll.terms, notes);
  return notes;
}

function visitTerms(terms: readonly (TermData | string)[], notes: Annotation[]): void {
  for (const term of terms) {
    if (typeof term !== "object" || term === null) continue;
    const increase = term.options?.indieDieIncrease;
    if (increase) notes.push({ text: t("INDIE_DICE.Annotation.DieIncrease", { written: increase.written, stages: increase.stages }), tone: "neutral" });
    for (const inner of [term.roll, ...(term.rolls ?? [])]) if (inner?.terms) visitTerms(inner.terms, notes);
    if (term.terms) visitTerms(term.terms, notes);
    if (term.results) annotateDice(term, term.results, notes);
  }
}

function annotateDice(term: TermData, results: readonly TermResult[], notes: Annotation[]): void {
  const pool = (term.modifiers ?? []).some((m) => m.toLowerCase().startsWith("kr"));
  const openRolls = results.filter((r) => r.indie === "open-roll").length;
  if (openRolls > 0) notes.push({ text: t("INDIE_DICE.Annotation.OpenRoll", { n: openRolls }), tone: "critical" });
  if (results.some((r) => r.indie === "fumble")) notes.push({ text: t("INDIE_DICE.Annotation.Fumble"), tone: "failure" });
  if (term.options?.indieCapped) notes.push({ text: t("INDIE_DICE.Chain.Capped"), tone: "neutral" });
  if (pool) {
    const margin = results.reduce((sum, r) => (r.active ? sum + (r.count ?? 0) : sum), 0);
    const passes = basicTestSucceeds(margin, game.settings.get(MODULE_ID, "kingdomsBasicRule"));
    notes.push({ text: t("INDIE_DICE.Annotation.Margin", { margin: signed(margin, game.i18n) }), tone: passes ? "success" : "failure" });
    return;
  }
  for (const r of results) {
    if (!r.active) continue;
    if (r.indie === "crit-success") notes.push({ text: t("INDIE_DICE.Annotation.CritSuccess"), tone: "critical" });
    if (r.indie === "crit-failure") notes.push({ text: t("INDIE_DICE.Annotation.CritFailure"), tone: "failure" });
  }
}
