/**
 * OGS's Foundry types, merged into Indie Dice's interfaces: every declaration merge of its foundry layer is in this one
 * file (docs/architecture.md "Adding a rule set"). Types only: nothing imports it; each program that checks the layer
 * reads it (tsconfig.foundry.json, types/tsconfig.json).
 */
import type { OgsRoll } from "./roll";

declare module "../../../foundry/types/rolls" {
  interface RuleSetRollClasses {
    readonly ogs: typeof OgsRoll;
  }
}
