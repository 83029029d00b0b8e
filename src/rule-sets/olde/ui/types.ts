/**
 * What Dungeons of Olde's views take and give: its dialog's roll spec, the world setting it reads, its card's input.
 * Every declaration merge of its ui layer is in this one file (docs/architecture.md "Adding a rule set").
 */
import type { OldeCardInput } from "./card-model";
import type { OLDE_SETTINGS } from "./settings";
import type { DialogSettingValues, SettingValues } from "../../../ui/world-settings";

export interface OldeDialogSpec {
  readonly count: number;
  readonly faces: number;
  readonly adjustment: number;
  readonly unlimited: boolean;
  /** The number to reach, when the roll has one: it only shapes the odds and the card. */
  readonly target?: number;
}

declare module "../../../ui/dialogs/dialog-types" {
  interface RollSpecs {
    olde: OldeDialogSpec;
  }
  // the settings its dialog reads, derived from their declaration
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DialogSettings extends DialogSettingValues<typeof OLDE_SETTINGS> {}
}

declare module "../../../ui/rule-set-types" {
  interface CardInputs {
    olde: OldeCardInput;
  }
}

declare module "../../../ui/world-settings" {
  // its settings' values, derived from their declaration
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RuleSetSettingValues extends SettingValues<typeof OLDE_SETTINGS> {}
}
