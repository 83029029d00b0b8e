/** OGS's fixtures for the shared tests (test/rule-sets/fixture-types.ts), gathered in test/rule-sets/fixtures.ts. */
import type { RuleSetTestFixtures } from "../fixture-types";
import { OGS_SPEC } from "../../card-kinds/contest/core/contest-fixtures";
import { ogsDialogFixtures } from "./ui/dialog-fixtures";

export const ogsFixtures: RuleSetTestFixtures<"ogs"> = {
  ruleSet: "ogs",
  dialog: ogsDialogFixtures,
  contestMob: {
    attackers: [
      OGS_SPEC(6, 6),
      OGS_SPEC(8, 10, 1, 6),
      OGS_SPEC(12, 8, -1, 10),
      OGS_SPEC(4, 6, 2),
      { ...OGS_SPEC(8, 8), stages: 2 },
      OGS_SPEC(10, 10, 0, 4),
    ],
    defender: OGS_SPEC(10, 8, 0, 8),
  },
  contestRuleVariants: [["OGS", {}]],
  ownContest: { rules: [], pairing: [] },
  apiOdds: [
    "actionCheckTotalOdds",
    "checkOdds",
    "diceTotalDistribution",
    "openRollDistribution",
    "MAX_TIE_BREAK_DICE",
    "clearValueTableCache",
    "valueKey",
    "valueTable",
    "opposedActionCheckOdds",
    "opposedOdds",
    "luck",
    "luckMeasure",
    "rollLuck",
  ],
  v010VillainRoll: [
    [2, 8],
    [1, 6],
    [3, 6],
  ],
};
