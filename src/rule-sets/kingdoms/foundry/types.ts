/**
 * Kingdoms and Rulers's Foundry types, merged into Indie Dice's interfaces: every declaration merge of its foundry layer is in
 * this one file (docs/architecture.md "Adding a rule set"). Types only: nothing imports it; each program that checks
 * the layer reads it (tsconfig.foundry.json, types/tsconfig.json).
 */
import type { KingdomsRoll } from "./roll";
import type { ExtendedTestsApi } from "./extended-test/extended-tests-api-types";

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
