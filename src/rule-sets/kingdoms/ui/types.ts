/**
 * What Kingdoms & Realms' views take and give: its dialog's roll spec, the world setting it reads, its card's input,
 * its extended test's card chance.
 * Every declaration merge of its ui layer is in this one file (docs/architecture.md "Adding a rule set").
 */
import type { KingdomsActiveSide } from "../core/active-side";
import type { ExtendedOddsInput } from "../core/extended-test/extended-test-odds";
import type { KingdomsCardInput } from "./card-model";
import type { KINGDOMS_SETTINGS } from "./settings";
import type { DialogSettingValues, SettingValues } from "../../../ui/world-settings";

export interface KingdomsDialogSpec {
  readonly pool: number;
  /** How many of the pool's dice are rolled (1 … pool). */
  readonly dice: number;
  readonly dt: number;
}

declare module "../../../ui/dialogs/dialog-types" {
  interface RollSpecs {
    kingdoms: KingdomsDialogSpec;
  }
  // the settings its dialog reads, derived from their declaration
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DialogSettings extends DialogSettingValues<typeof KINGDOMS_SETTINGS> {}
}

declare module "../../../ui/rule-set-types" {
  interface CardInputs {
    kingdoms: KingdomsCardInput;
  }
}

declare module "../../../card-kinds/contest/ui/rule-set-contest" {
  interface ContestChoices {
    /** K&R: which side is acting and needs a margin of 0 or more. Default: the attacker. */
    readonly kingdomsActive: KingdomsActiveSide;
  }
}

declare module "../../../ui/world-settings" {
  // its settings' values, derived from their declaration
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RuleSetSettingValues extends SettingValues<typeof KINGDOMS_SETTINGS> {}
}

declare module "../../../ui/dialogs/card-chances" {
  interface CardChances {
    /**
     * An extended test's round: where the test stands before it, so the dialog shows the chance to reach the target
     * in the rounds left (the card chance) in place of a lone basic test's (ignored under fastForward).
     */
    readonly extendedTest: ExtendedOddsInput;
  }
}
