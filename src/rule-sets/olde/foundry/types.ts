/**
 * Dungeons of Olde's Foundry types, merged into Indie Dice's interfaces: every declaration merge of its foundry layer
 * is in this one file (docs/architecture.md "Adding a rule set"). Types only: nothing imports it; each program that
 * checks the layer reads it (tsconfig.foundry.json, types/tsconfig.json).
 */
import type { oldeApiMembers } from "./api-members";
import type { OldeRoll } from "./roll";

declare module "../../../foundry/types/rolls" {
  interface RuleSetRollClasses {
    readonly olde: typeof OldeRoll;
  }
}

declare module "../../../foundry/types/indie-dice-api" {
  interface RuleSetApis {
    olde: typeof oldeApiMembers;
  }

  interface DeprecatedApiMembers {
    /** @deprecated since 0.2.0: call `api.ruleSets.olde.characterFormula`. */
    readonly characterFormula: (typeof oldeApiMembers)["characterFormula"];
  }
}
