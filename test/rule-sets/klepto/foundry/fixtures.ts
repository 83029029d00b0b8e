/** The Kleptonomicon's fixtures for the shared tests of the Foundry layer (test/rule-sets/foundry-fixture-types.ts). */
import type { RuleSetFoundryFixtures } from "../../foundry-fixture-types";

export const kleptoFoundryFixtures: RuleSetFoundryFixtures<"klepto"> = {
  ruleSet: "klepto",
  forgedContestRoll: { none: "its roll has no d6 for the forgeries to edit (a d10 and a coin)" },
};
