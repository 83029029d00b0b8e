/**
 * The roll dialogs' pure view models: one per rule set (the `dialog` of each entry in src/ui/rule-sets.ts, by id in
 * src/ui/dialog-models.ts), shared by the Foundry dialogs and the calculator. `build(form, context)` turns raw form
 * values into the fields, notes, roll request and live odds that `templates/dialogs/{fields,odds,footer}.hbs` print.
 */
export type * from "./dialog-types";
export type { OddsView, OddsRow, ChartView, ChartBar, ChartTick } from "../odds/odds-view";
export * from "./template-context";
