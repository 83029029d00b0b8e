/**
 * The Kleptonomicon's fixtures for the shared tests (test/rule-sets/fixture-types.ts), gathered in
 * test/rule-sets/fixtures.ts.
 */
import type { RuleSetTestFixtures } from "../fixture-types";
import { KLEPTO_SPEC } from "../../card-kinds/contest/core/contest-fixtures";
import { kleptoDialogFixtures } from "./ui/dialog-fixtures";

export const kleptoFixtures: RuleSetTestFixtures<"klepto"> = {
  ruleSet: "klepto",
  dialog: kleptoDialogFixtures,
  contestMob: {
    attackers: [
      KLEPTO_SPEC(0),
      { ...KLEPTO_SPEC(2), advantages: 1 },
      { ...KLEPTO_SPEC(1), disadvantages: 2 },
      { ...KLEPTO_SPEC(-1), method: "d10ish" },
      KLEPTO_SPEC(3),
      { ...KLEPTO_SPEC(1), advantages: 3 },
    ],
    defender: KLEPTO_SPEC(2),
  },
  contestRuleVariants: [["Kleptonomicon", {}]],
  ownContest: { rules: [], pairing: [] },
  apiOdds: [
    "dieValueDistribution",
    "keptValueDistribution",
    "fromRanked",
    "rankBounds",
    "rankedScores",
    "testScoreOdds",
    "passFailOdds",
    "rangeOdds",
    "standardOdds",
    "testRangeOdds",
    "contestOdds",
    "groupTestOdds",
    "lowestScoreOdds",
    "luck",
    "luckMeasure",
    "rollLuck",
  ],
  v010VillainRoll: [[3, 10]],
};
