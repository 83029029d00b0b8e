/** What its views take and give: its dialog's roll spec, its card's input and its world setting's value. */
import type { SettingValues } from "indie-dice-types";
import type { CoinsCardInput } from "./card-model";
import type { COINS_SETTINGS } from "./settings";

export interface CoinsDialogSpec {
  readonly coins: number;
  /** The heads the roll needs, when it needs any. */
  readonly target?: number;
}

declare module "indie-dice-types" {
  interface RollSpecs {
    coins: CoinsDialogSpec;
  }
  interface CardInputs {
    coins: CoinsCardInput;
  }
  // its setting's value, derived from its declaration
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RuleSetSettingValues extends SettingValues<typeof COINS_SETTINGS> {}
}
