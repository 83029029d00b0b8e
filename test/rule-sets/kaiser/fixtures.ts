/** Kaiser's fixtures for the shared tests (test/rule-sets/fixture-types.ts), gathered in test/rule-sets/fixtures.ts. */
import type { RuleSetTestFixtures } from "../fixture-types";
import { KAISER_SKILL } from "../../card-kinds/contest/core/contest-fixtures";
import { kaiserDialogFixtures } from "./ui/dialog-fixtures";

export const kaiserFixtures: RuleSetTestFixtures<"kaiser"> = {
  ruleSet: "kaiser",
  dialog: kaiserDialogFixtures,
  contestMob: {
    attackers: [
      KAISER_SKILL(3),
      KAISER_SKILL(5, 1),
      KAISER_SKILL(4, -1),
      KAISER_SKILL(6, 2),
      KAISER_SKILL(2),
      { ...KAISER_SKILL(4, 1), method: "sequential" },
    ],
    defender: KAISER_SKILL(5),
  },
  contestRuleVariants: [
    ["Kaiser, the defender takes ties, a lone Fumble loses", {}],
    ["Kaiser, d6 roll-offs", { rules: { kaiserTieRule: "roll-off" } }],
    [
      "Kaiser, a Fumble's reduced total compared, a 1d10+2 penalty",
      { rules: { kaiserOpposedFumble: "compared", kaiserFumblePenalty: { number: 1, faces: 10, bonus: 2 } } },
    ],
    ["Kaiser, an Attack", { rules: { kaiserAttack: true, kaiserTieRule: "roll-off" } }],
  ],
  ownContest: {
    rules: ["kaiserAttack", "kaiserFumblePenalty", "kaiserOpposedFumble", "kaiserTieRule"],
    pairing: ["counterAllowed"],
  },
  apiOdds: [
    "checkOdds",
    "difficultyOdds",
    "keptPairOdds",
    "keptPairTable",
    "pairIndex",
    "PAIR_TABLE_SIZE",
    "openRollChain",
    "ODDS_CUT",
    "comparedTotals",
    "opposedOdds",
    "rollOffAttackerChance",
    "luck",
    "luckMeasure",
    "rollLuck",
  ],
  v010VillainRoll: [
    [2, 6],
    [5, 6],
  ],
};
