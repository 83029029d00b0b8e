/**
 * Kingdoms and Rulers's fixtures for the shared tests (test/rule-sets/fixture-types.ts), gathered in
 * test/rule-sets/fixtures.ts.
 */
import type { RuleSetTestFixtures } from "../fixture-types";
import { KINGDOMS_SPEC } from "../../card-kinds/contest/core/contest-fixtures";
import { kingdomsDialogFixtures } from "./ui/dialog-fixtures";

export const kingdomsFixtures: RuleSetTestFixtures<"kingdoms"> = {
  ruleSet: "kingdoms",
  dialog: kingdomsDialogFixtures,
  contestMob: {
    attackers: [
      KINGDOMS_SPEC(3, 6),
      KINGDOMS_SPEC(5, 7),
      KINGDOMS_SPEC(2, 5),
      KINGDOMS_SPEC(8, 8),
      KINGDOMS_SPEC(4, 4),
      KINGDOMS_SPEC(6, 6),
    ],
    defender: KINGDOMS_SPEC(5, 6),
  },
  contestRuleVariants: [
    ["K&R, the attackers acting", { rules: { kingdomsActive: "attacker" } }],
    ["K&R, the defender acting", { rules: { kingdomsActive: "defender" } }],
    ["K&R, neither acting", { rules: { kingdomsActive: "neither" } }],
  ],
  ownContest: { rules: ["kingdomsActive"], pairing: [] },
  apiOdds: [
    "dieDistribution",
    "dieOdds",
    "ODDS_MAX_DICE",
    "assertOddsDice",
    "basicTestSuccessChance",
    "marginDistribution",
    "marginTables",
    "poolOdds",
    "opposedOdds",
    "opposedOddsOfMargins",
    "expectedTwelves",
    "twelvesDistribution",
    "luck",
    "luckMeasure",
    "rollLuck",
  ],
  v010VillainRoll: [
    [3, 12],
    [8, 12],
  ],
};
