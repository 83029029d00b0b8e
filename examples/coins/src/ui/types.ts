/** What its views take and give: its dialog's request, its card's input and its world setting's value. */
import type { CoinsCardInput } from "./card-model";
import type { COINS_SETTINGS } from "./settings";
import type { SettingValues } from "../../../../src/ui/world-settings";

export interface CoinsRollRequest {
  readonly coins: number;
  /** The heads the roll needs, when it needs any. */
  readonly target?: number;
}

declare module "../../../../src/ui/dialogs/dialog-types" {
  interface RollRequests {
    coins: CoinsRollRequest;
  }
}

declare module "../../../../src/ui/rule-set-types" {
  interface CardInputs {
    coins: CoinsCardInput;
  }
}

declare module "../../../../src/ui/world-settings" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its setting's value, derived from its declaration
  interface RuleSetSettingValues extends SettingValues<typeof COINS_SETTINGS> {}
}
