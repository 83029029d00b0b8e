/**
 * The roll dialogs' pure view models: one per rule set in DIALOG_MODELS, shared by the Foundry dialogs and the
 * playground. `build(form, context)` turns raw form values into the fields, notes, roll request and live odds
 * that `templates/dialogs/{fields,odds,footer}.hbs` print.
 */
import type { DialogModelDefinition, RuleSetId } from "./dialog-types";
import { kaiserDialogModel } from "./kaiser-dialog-model";
import { kingdomsDialogModel } from "./kingdoms-dialog-model";
import { kleptoDialogModel } from "./klepto-dialog-model";
import { ogsDialogModel } from "./ogs-dialog-model";
import { oldeDialogModel } from "./olde-dialog-model";

export type * from "./dialog-types";
export type { OddsView, OddsRow, ChartView, ChartBar, ChartTick } from "../odds/odds-view";
export * from "./template-context";
export { kaiserLevelText } from "./kaiser-dialog-model";

export const DIALOG_MODELS: { readonly [R in RuleSetId]: DialogModelDefinition<R> } = {
  kaiser: kaiserDialogModel,
  ogs: ogsDialogModel,
  kingdoms: kingdomsDialogModel,
  klepto: kleptoDialogModel,
  olde: oldeDialogModel,
};
