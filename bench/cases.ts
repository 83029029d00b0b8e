/** The fixed list of benchmark questions (issue: exact odds), one per dialog a player would open. */
import type { RandomSource } from "../src/core/random";
import type { BenchCase } from "./harness";
import { kaiserDifficultyOdds } from "../src/core/odds/kaiser";
import { rollDifficultyCheck } from "../src/core/mechanics/kaiser";
import { kingdomsPoolOdds } from "../src/core/odds/kingdoms";
import { rollBasicTest } from "../src/core/mechanics/kingdoms";
import { testRangeOdds } from "../src/core/odds/klepto";
import { rollTest } from "../src/core/mechanics/klepto";
import { matchRanges, parseRanges } from "../src/core/ranges";
import { clearValueTableCache, opposedActionCheckOdds } from "../src/core/odds/ogs";
import { rollOpposedCheck, type ActionCheckSpec } from "../src/core/mechanics/ogs";
import { oldeContestOdds } from "../src/core/odds/olde";
import { rollOldeContest, type OldeRollSpec } from "../src/core/mechanics/olde";

export function cases(source: RandomSource): BenchCase[] {
  const thudd: OldeRollSpec = { count: 2, faces: 4, unlimited: true };
  const flash: OldeRollSpec = { count: 2, faces: 10, unlimited: true };
  // 3 dice each, both with a promoted modifier die: [d8, d10, d8+d8] against [d6, d8, d8+d6], flat bonus 1 each.
  const hero: ActionCheckSpec = { stat: 8, skill: 10, modifier: 12, increases: [{ stages: 2 }], flatBonus: 1, difficulty: 0 };
  const foe: ActionCheckSpec = { stat: 6, skill: 8, modifier: 12, increases: [{ stages: 1 }], flatBonus: 1, difficulty: 0 };
  const missiles = "[0!] Backfire, [..6] 1 Missile, [7..9] 2 Missiles, [10..] 3 Missiles, [10!] 4 Missiles";
  const parsedMissiles = parseRanges(missiles);
  return [
    {
      name: "Kaiser skill check A+5 vs difficulty 14",
      exact: () => kaiserDifficultyOdds({ kind: "skill", bonus: 3, advantage: 5 }, 14),
      sample: () => rollDifficultyCheck(source, { kind: "skill", bonus: 3, advantage: 5 }, 14).success,
      targetMs: 1,
    },
    {
      name: "Kaiser skill check D-5 vs difficulty 8",
      exact: () => kaiserDifficultyOdds({ kind: "skill", bonus: 3, advantage: -5 }, 8),
      sample: () => rollDifficultyCheck(source, { kind: "skill", bonus: 3, advantage: -5 }, 8).success,
      targetMs: 1,
    },
    {
      name: "OGS opposed 3 vs 3 dice, promoted pools, full tie-break (tables cached)",
      exact: () => opposedActionCheckOdds(hero, foe),
      sample: () => rollOpposedCheck(hero, foe, source).winner,
      targetMs: 5,
    },
    {
      name: "OGS opposed 3 vs 3 dice, promoted pools, full tie-break (cold tables)",
      exact: () => {
        clearValueTableCache();
        return opposedActionCheckOdds(hero, foe);
      },
      sample: () => rollOpposedCheck(hero, foe, source).winner,
      targetMs: 5,
    },
    {
      name: "K&R 60 dice vs DT 7, every pool size 1-60",
      exact: () => kingdomsPoolOdds(60, 7),
      sample: () => rollBasicTest(source, { pool: 60, dt: 7 }).success,
      targetMs: 1,
    },
    {
      name: "Kleptonomicon A3 +1 with custom ranges",
      exact: () => testRangeOdds({ advantages: 3, modifier: 1 }, missiles),
      sample: () => matchRanges(parsedMissiles, rollTest(source, { advantages: 3, modifier: 1 }))[0],
      targetMs: 1,
    },
    {
      name: "Olde Thudd 2d4x vs Flash 2d10x",
      exact: () => oldeContestOdds(thudd, flash),
      sample: () => rollOldeContest(thudd, flash, source).winner,
      targetMs: 1,
    },
  ];
}
