/**
 * K&R's Foundry types, merged into Indie Dice's interfaces: every declaration merge of its foundry layer is in this one
 * file (docs/architecture.md "Adding a rule set"). Types only: nothing imports it; each program that checks the layer
 * reads it (tsconfig.foundry.json, types/tsconfig.json).
 */
import type { KingdomsRoll } from "./roll";
import type { ExtendedTestsApi } from "./extended-test/extended-tests-api-types";
import type { QueryHandler } from "../../../foundry/types/queries";

declare module "../../../foundry/types/rolls" {
  interface RuleSetRollClasses {
    readonly kingdoms: typeof KingdomsRoll;
  }
}

declare module "../../../foundry/types/indie-dice-api" {
  interface RuleSetCardApis {
    /** K&R extended tests: `extendedTest(...)` → the card, written by the GM's client only. */
    readonly extendedTests: ExtendedTestsApi;
  }
}

// Its extended test's queries' names (extended-test/extended-test-card.ts), in `CONFIG.Queries` beside every card
// kind's own.
declare global {
  // fvtt-types declares `CONFIG.Queries` in a namespace, which merging must name
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CONFIG {
    interface Queries {
      "indie-dice.recordExtendedRound": QueryHandler;
    }
  }
}
