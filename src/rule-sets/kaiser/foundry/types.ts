/**
 * Kaiser's Foundry types, merged into Indie Dice's interfaces: every declaration merge of its foundry layer is in this
 * one file (docs/architecture.md "Adding a rule set"). Types only: nothing imports it; each program that checks the
 * layer reads it (tsconfig.foundry.json, types/tsconfig.json).
 */
import type { KaiserRoll } from "./roll";

declare module "../../../foundry/types/rolls" {
  interface RuleSetRollClasses {
    readonly kaiser: typeof KaiserRoll;
  }
}

declare module "../../../foundry/types/side-dice" {
  interface RuleSetSideDieKinds {
    kaiser: "fumbleLevel" | "fumblePenalty";
  }
}

declare module "../../../foundry/term-results" {
  interface RuleSetMarks {
    /** A die added by the open roll. */
    readonly "open-roll": true;
    /** A die of a Fumble (double one). */
    readonly fumble: true;
  }
}
