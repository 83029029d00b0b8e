/** Kaiser's dialog fixtures for the shared dialog tests (test/ui/dialogs), part of its fixtures (../fixtures.ts). */
import { assertDifficulty, normalizeCheckSpec } from "../../../../src/rule-sets/kaiser/core/mechanics/validate";
import type { RuleSetDialogFixtures } from "../../../ui/dialogs/fixtures";

export const kaiserDialogFixtures: RuleSetDialogFixtures<"kaiser"> = {
  ruleSet: "kaiser",
  // The world settings a fresh world gives the dialogs: its settings' defaults.
  worldDefaults: {
    kaiserAdvantageMethod: "pool",
    kaiserTieRule: "defender",
    kaiserFumblePenalty: "2d6",
    kaiserOpposedFumble: "loses",
  },
  // A lone roll's own opposition, which a contest side leaves out: its mode, difficulty and opponent's value.
  loneRoll: {
    form: { bonus: 4, mode: "difficulty", difficulty: 12, opponent: 7 },
    fields: ["mode", "difficulty", "opponent"],
    request: ["difficulty"],
  },
  textForms: [
    {},
    { mode: "opposed", advantages: 2 },
    { mode: "none", disadvantages: 1 },
    { kind: "characteristic" },
    { bonus: "x", kind: "?" },
  ],
  factoryCheck: ({ opponent: _oddsOnly, difficulty, ...check }) => {
    normalizeCheckSpec(check);
    if (difficulty !== undefined) assertDifficulty(difficulty);
  },
};
