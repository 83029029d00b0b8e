/**
 * The fields of the formulas side by side (src/ui/dialogs/formula-side-by-side.ts), in order: three more formulas,
 * then a series' `@` path and range. Apart from the model so that a page draws the fields without the engine.
 */
export const SIDE_BY_SIDE_FIELDS = [
  "formula2",
  "formula3",
  "formula4",
  "seriesPath",
  "seriesFrom",
  "seriesTo",
] as const;

export type SideBySideFieldName = (typeof SIDE_BY_SIDE_FIELDS)[number];
