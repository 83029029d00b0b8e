/**
 * Kingdoms and Rulers's dialog fixtures for the shared dialog tests (test/ui/dialogs), part of its fixtures
 * (../fixtures.ts).
 */
import {
  assertDiceCount,
  assertPoolSize,
  assertThreshold,
} from "../../../../src/rule-sets/kingdoms/core/mechanics/validation";
import type { RuleSetDialogFixtures } from "../../../ui/dialogs/fixtures";

export const kingdomsDialogFixtures: RuleSetDialogFixtures<"kingdoms"> = {
  ruleSet: "kingdoms",
  // The world settings a fresh world gives the dialogs: its settings' defaults.
  worldDefaults: { kingdomsBasicRule: "zeroOrMore" },
  // A lone roll's own opposition, which a contest side leaves out: none (its roll has no opposition of its own).
  loneRoll: { form: {}, fields: [], request: [] },
  textForms: [{}, { pool: 1 }, { dice: 9, dt: "x" }],
  factoryCheck: ({ pool, dice, dt }) => {
    assertPoolSize(pool);
    assertDiceCount(dice, pool);
    assertThreshold(dt);
  },
};
