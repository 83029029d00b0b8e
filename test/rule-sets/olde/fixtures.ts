/**
 * Dungeons of Olde's fixtures for the shared tests (test/rule-sets/fixture-types.ts), gathered in
 * test/rule-sets/fixtures.ts.
 */
import type { RuleSetTestFixtures } from "../fixture-types";
import { OLDE_SPEC } from "../../card-kinds/contest/core/contest-fixtures";
import { oldeDialogFixtures } from "./ui/dialog-fixtures";

export const oldeFixtures: RuleSetTestFixtures<"olde"> = {
  ruleSet: "olde",
  dialog: oldeDialogFixtures,
  contestMob: {
    attackers: [
      OLDE_SPEC(2, 6, 0, true),
      OLDE_SPEC(1, 8),
      OLDE_SPEC(3, 4, 1),
      OLDE_SPEC(1, 20, -2, true),
      OLDE_SPEC(2, 3, 0, true),
      OLDE_SPEC(4, 6),
    ],
    defender: OLDE_SPEC(2, 8, 1, true),
  },
  contestRuleVariants: [["Dungeons of Olde", {}]],
  ownContest: { rules: [], pairing: ["rollOffWinner"] },
  apiOdds: [
    "ODDS_MAX_CUT",
    "limitedDieDistribution",
    "unlimitedDieDistribution",
    "explosionChance",
    "reachChance",
    "rollDistribution",
    "contestOdds",
    "luck",
    "luckMeasure",
    "rollLuck",
  ],
  v010VillainRoll: [[2, 6]],
};
