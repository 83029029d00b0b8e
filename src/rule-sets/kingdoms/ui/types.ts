/** What Kingdoms & Realms' views take and give: its dialog's request, the world setting it reads, its card's input. */
import type { KingdomsActiveSide } from "../core/active-side";
import type { BasicTestRule } from "../core/mechanics/basic-test";
import type { KingdomsCardInput } from "./card-model";

export interface KingdomsRollRequest {
  readonly pool: number;
  /** How many of the pool's dice are rolled (1 … pool). */
  readonly dice: number;
  readonly dt: number;
}

declare module "../../../ui/dialogs/dialog-types" {
  interface RollRequests {
    kingdoms: KingdomsRollRequest;
  }
  interface DialogSettings {
    readonly kingdomsBasicRule: BasicTestRule;
  }
}

declare module "../../../ui/rule-set-types" {
  interface CardInputs {
    kingdoms: KingdomsCardInput;
  }
}

declare module "../../../ui/rule-set-contest" {
  interface ContestChoices {
    /** K&R: which side is acting and needs a margin of 0 or more. Default: the attacker. */
    readonly kingdomsActive: KingdomsActiveSide;
  }
}
