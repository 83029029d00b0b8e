/** What the Kleptonomicon's views take and give: its dialog's request, the world setting it reads, its card's input. */
import type { CritMethod } from "../core/mechanics/critical-dice";
import type { KleptoCardInput } from "./card-model";

export interface KleptoRollRequest {
  readonly modifier: number;
  readonly advantages: number;
  readonly disadvantages: number;
  readonly method: CritMethod;
  /** Custom Score Ranges in the shorthand; left out for the standard Low / Mixed / High. */
  readonly ranges?: string;
}

declare module "../../../ui/dialogs/dialog-types" {
  interface RollRequests {
    klepto: KleptoRollRequest;
  }
  interface DialogSettings {
    readonly kleptoCritMethod: CritMethod;
  }
}

declare module "../../../ui/rule-set-types" {
  interface CardInputs {
    klepto: KleptoCardInput;
  }
}
