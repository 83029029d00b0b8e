/**
 * A game system's calculator view read as its table (docs/systems.md "In the web calculator"): for the views whose
 * columns are the dialog's buttons or radios (D&D 5e's, Shadowdark's), an outcome's figure in each column.
 */
import english from "../../lang/en.json";
import { systemCalculatorAnswer, type SystemCalculatorAnswerer } from "../../src/ui/systems/system-calculator";
import { createTranslator } from "../../src/ui/translator";
import { must } from "../kit";

const en = createTranslator("en", english);

/** The answer to `fields`, in English. */
export function answerOf(
  answerer: SystemCalculatorAnswerer,
  fields: Record<string, string>,
): ReturnType<typeof systemCalculatorAnswer> {
  return systemCalculatorAnswer(answerer, fields, en);
}

/** An outcome's figure in each column, in the columns' order, to 12 places. */
export function columnsOf(
  answerer: SystemCalculatorAnswerer,
  fields: Record<string, string>,
  outcome: string,
): string[] {
  const view = must(answerOf(answerer, fields).view);
  const row = must(view.rows.find((candidate) => candidate.cells.some((cell) => cell?.outcome === outcome)));
  return row.cells.map((cell) => must(must(cell).probability).toFixed(12));
}

/** Figures worked out by hand, to 12 places, as `columnsOf` gives them. */
export const exact = (...figures: number[]): string[] => figures.map((figure) => figure.toFixed(12));
