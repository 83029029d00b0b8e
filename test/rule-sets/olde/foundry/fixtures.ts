/** Dungeons of Olde's fixtures for the shared tests of the Foundry layer (test/rule-sets/foundry-fixture-types.ts). */
import type { RuleSetFoundryFixtures } from "../../foundry-fixture-types";

export const oldeFoundryFixtures: RuleSetFoundryFixtures<"olde"> = {
  ruleSet: "olde",
  // 2d6 + 1: 4 + 3 + 1 = 8.
  forgedContestRoll: {
    spec: { count: 2, faces: 6, adjustment: 1, unlimited: false },
    faces: [4, 3],
    make: (rolls) => rolls.OldeRoll.fromSpec({ count: 2, faces: 6, adjustment: 1, unlimited: false }),
  },
};
