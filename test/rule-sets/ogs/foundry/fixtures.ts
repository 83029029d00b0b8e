/** OGS's fixtures for the shared tests of the Foundry layer (test/rule-sets/foundry-fixture-types.ts). */
import type { RuleSetFoundryFixtures } from "../../foundry-fixture-types";

export const ogsFoundryFixtures: RuleSetFoundryFixtures<"ogs"> = {
  ruleSet: "ogs",
  // 1d8 + 1d6 + 1d6: 5 + 3 + 2 = 10.
  forgedContestRoll: {
    spec: { stat: 8, skill: 6 },
    faces: [5, 3, 2],
    make: (rolls) => rolls.OgsRoll.fromCheck({ stat: 8, skill: 6 }),
  },
};
