/**
 * What Kaiser's views take and give: its dialog's roll spec, the world settings its dialog reads, its card's input.
 * Every declaration merge of its ui layer is in this one file (docs/architecture.md "Adding a rule set").
 */
import type { AdvantageMethod, KaiserCheckKind } from "../core/mechanics/types";
import type { KaiserCardInput } from "./card-model";
import type { KAISER_SETTINGS } from "./settings";
import type { DialogSettingValues, SettingValues } from "../../../ui/world-settings";

export type KaiserDialogMode = "difficulty" | "opposed" | "none";

export interface KaiserDialogSpec {
  readonly kind: KaiserCheckKind;
  readonly bonus: number;
  /** The net level A − D (0 for a characteristic check). */
  readonly advantage: number;
  readonly method: AdvantageMethod;
  /** Set for a difficulty check. */
  readonly difficulty?: number;
  /** The opponent's value, set for an opposed check: it only shapes the odds (the opponent rolls their own). */
  readonly opponent?: number;
}

declare module "../../../ui/dialogs/dialog-types" {
  interface RollSpecs {
    kaiser: KaiserDialogSpec;
  }
  // the settings its dialog reads, derived from their declaration
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DialogSettings extends DialogSettingValues<typeof KAISER_SETTINGS> {}
}

declare module "../../../ui/rule-set-types" {
  interface CardInputs {
    kaiser: KaiserCardInput;
  }
}

declare module "../../../card-kinds/contest/ui/rule-set-contest" {
  interface ContestChoices {
    /** Kaiser: an Attack that ties fails and forbids the Counter. Default: false. */
    readonly attack: boolean;
  }
}

declare module "../../../ui/world-settings" {
  // its settings' values, derived from their declaration
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RuleSetSettingValues extends SettingValues<typeof KAISER_SETTINGS> {}
}
