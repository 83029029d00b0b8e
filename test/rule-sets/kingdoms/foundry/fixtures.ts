/**
 * Kingdoms and Rulers's fixtures for the shared tests of the Foundry layer (test/rule-sets/foundry-fixture-types.ts).
 */
import type { RuleSetFoundryFixtures } from "../../foundry-fixture-types";

export const kingdomsFoundryFixtures: RuleSetFoundryFixtures<"kingdoms"> = {
  ruleSet: "kingdoms",
  forgedContestRoll: {
    none: "the contest tests' own card is a K&R one: its forged roll JSON has cases of its own there",
  },
};
