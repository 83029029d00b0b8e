/** What Dungeons of Olde's views take and give: its dialog's request, the world setting it reads, its card's input. */
import type { OldeCardInput } from "./card-model";

export interface OldeRollRequest {
  readonly count: number;
  readonly faces: number;
  readonly adjustment: number;
  readonly unlimited: boolean;
  /** The number to reach, when the roll has one: it only shapes the odds and the card. */
  readonly target?: number;
}

declare module "../../../ui/dialogs/dialog-types" {
  interface RollRequests {
    olde: OldeRollRequest;
  }
  interface DialogSettings {
    readonly oldeUnlimitedByDefault: boolean;
  }
}

declare module "../../../ui/rule-set-types" {
  interface CardInputs {
    olde: OldeCardInput;
  }
}
