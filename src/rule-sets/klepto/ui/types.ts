/**
 * What the Kleptonomicon's views take and give: its dialog's roll spec, the world setting it reads, its card's input.
 * Every declaration merge of its ui layer is in this one file (docs/architecture.md "Adding a rule set").
 */
import type { CritMethod } from "../core/mechanics/critical-dice";
import type { KleptoCardInput } from "./card-model";
import type { KLEPTO_SETTINGS } from "./settings";
import type { DialogSettingValues, SettingValues } from "../../../ui/world-settings";

export interface KleptoDialogSpec {
  readonly modifier: number;
  readonly advantages: number;
  readonly disadvantages: number;
  readonly method: CritMethod;
  /** Custom Score Ranges in the shorthand; left out for the standard Low / Mixed / High. */
  readonly ranges?: string;
}

declare module "../../../ui/dialogs/dialog-types" {
  interface RollSpecs {
    klepto: KleptoDialogSpec;
  }
  // the settings its dialog reads, derived from their declaration
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DialogSettings extends DialogSettingValues<typeof KLEPTO_SETTINGS> {}
}

declare module "../../../ui/rule-set-types" {
  interface CardInputs {
    klepto: KleptoCardInput;
  }
}

declare module "../../../ui/world-settings" {
  // its settings' values, derived from their declaration
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RuleSetSettingValues extends SettingValues<typeof KLEPTO_SETTINGS> {}
}
