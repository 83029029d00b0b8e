/** What its views take and give: its dialog's request and its card's input. */
import type { CoinsCardInput } from "./card-model";

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
