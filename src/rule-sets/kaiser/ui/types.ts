/** What Kaiser's views take and give: its dialog's request, the world settings its dialog reads, its card's input. */
import type { AdvantageMethod, KaiserCheckKind, OpposedFumbleRule, OpposedTieRule } from "../core/mechanics/types";
import type { KaiserCardInput } from "./card-model";

export type KaiserDialogMode = "difficulty" | "opposed" | "none";

export interface KaiserRollRequest {
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
  interface RollRequests {
    kaiser: KaiserRollRequest;
  }
  interface DialogSettings {
    readonly kaiserAdvantageMethod: AdvantageMethod;
    readonly kaiserTieRule: OpposedTieRule;
    /** The opposed-Fumble penalty formula as the GM typed it (`2d6`); a bad one falls back to 2d6 with a note. */
    readonly kaiserFumblePenalty: string;
    /** How a Fumble settles an opposed check; left out, the default (`loses`: the fumbler loses). */
    readonly kaiserOpposedFumble?: OpposedFumbleRule;
  }
}

declare module "../../../ui/rule-set-types" {
  interface CardInputs {
    kaiser: KaiserCardInput;
  }
}

declare module "../../../ui/rule-set-contest" {
  interface ContestChoices {
    /** Kaiser: an Attack that ties fails and forbids the Counter. Default: false. */
    readonly attack: boolean;
  }
}
