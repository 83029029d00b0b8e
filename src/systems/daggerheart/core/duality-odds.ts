import type { SystemOdds, SystemOutcome } from "../../../core/systems/system-odds-types";
import {
  judgedOdds,
  type DaggerheartEngine,
  type Experience,
  type JudgedRoll,
  type JudgedTarget,
} from "./judged-targets";

/**
 * The figures of Daggerheart's duality roll (docs/systems-daggerheart.md "A duality roll"), read from the system's
 * own code (module/dice/dualityRoll.mjs, d20Roll.mjs): a Hope die and a Fear die (d12s unless chosen otherwise),
 * then the rest of the roll — the advantage die added (the best of several d6 with `kh`), or subtracted with
 * disadvantage, the rally die added (subtracted with disadvantage, as the system codes it), the trait, the chosen
 * experiences, the bonuses and the situational formula. Matching Hope and Fear dice are a critical, which always
 * succeeds; otherwise the roll succeeds at a total at or above the difficulty, "with Hope" when the Hope die is the
 * higher, "with Fear" when the Fear die is. Every pair of the two dice is walked (at most 20 × 20); the rest's exact
 * distribution comes from the engine, which refuses by name what it cannot answer.
 */

/** A duality roll as the dialog holds it: its two dice's faces, and the rest of the formula from its first operator. */
export interface DualityRoll {
  readonly hope: number;
  readonly fear: number;
  /** "+ 1d6 + 2", "- 2d6kh1 + 3", or "" for nothing. */
  readonly rest: string;
}

export interface DualityOddsInput {
  readonly roll: DualityRoll;
  readonly targets: readonly JudgedTarget[];
  readonly experiences: readonly Experience[];
}

/** Every figure of the dialog; throws the engine's refusal where the rest cannot be answered exactly. */
export function dualityOdds(engine: DaggerheartEngine, question: DualityOddsInput): SystemOdds {
  return judgedOdds(engine, judgedDuality(engine, question.roll), question.targets, question.experiences);
}

interface Pair {
  readonly hope: number;
  readonly fear: number;
  readonly probability: number;
}

function judgedDuality(engine: DaggerheartEngine, roll: DualityRoll): JudgedRoll {
  const { formulaChance, rememberedFormulaDistribution, restFormula } = engine.systems;
  const { SummedChance } = engine.odds;
  const rest = rememberedFormulaDistribution(restFormula(roll.rest));
  const pairs: Pair[] = [];
  for (let hope = 1; hope <= roll.hope; hope++) {
    for (let fear = 1; fear <= roll.fear; fear++) pairs.push({ hope, fear, probability: 1 / (roll.hope * roll.fear) });
  }
  const summed = (value: (pair: Pair) => number) => summedOver(SummedChance, pairs, value);
  const chance = (value: (pair: Pair) => number, key: string, fromTarget: boolean): SystemOutcome => ({
    key,
    probability: summed(value),
    fromTarget,
  });
  const critical = chance((pair) => Number(pair.hope === pair.fear), "critical", false);
  /** d20Roll.mjs postEvaluate: `roll.isCritical || roll.total >= difficulty`, each pair's chance of it. */
  const hitting = (difficulty: number) => {
    // A total of h + f + rest makes it when the rest reaches the difficulty less h + f: one look a sum.
    const bySum = new Map<number, number>();
    return (pair: Pair) => {
      if (pair.hope === pair.fear) return 1;
      const sum = pair.hope + pair.fear;
      let hit = bySum.get(sum);
      if (hit === undefined) bySum.set(sum, (hit = formulaChance(rest, difficulty - sum, "atLeast")));
      return hit;
    };
  };
  return {
    total: () => rememberedFormulaDistribution(`1d${roll.hope} + 1d${roll.fear} ${roll.rest}`.trim()),
    diceOnly: [
      critical,
      chance((pair) => Number(pair.hope > pair.fear), "withHope", false),
      chance((pair) => Number(pair.hope < pair.fear), "withFear", false),
    ],
    success: (difficulty, shift) => summed(hitting(difficulty - shift)),
    against(difficulty) {
      // One walk of the pairs for the five outcomes against the difficulty (the critical is the dice's alone).
      const hit = hitting(difficulty);
      const sums = {
        success: new SummedChance(),
        successWithHope: new SummedChance(),
        successWithFear: new SummedChance(),
        failureWithHope: new SummedChance(),
        failureWithFear: new SummedChance(),
      };
      for (const pair of pairs) {
        const [made, p] = [hit(pair), pair.probability];
        const [withHope, withFear] = [pair.hope > pair.fear, pair.hope < pair.fear];
        sums.success.add(p, made);
        sums.successWithHope.add(p, withHope ? made : 0);
        sums.successWithFear.add(p, withFear ? made : 0);
        sums.failureWithHope.add(p, withHope ? 1 - made : 0);
        sums.failureWithFear.add(p, withFear ? 1 - made : 0);
      }
      const outcome = (key: keyof typeof sums): SystemOutcome => ({
        key,
        probability: sums[key].chance,
        fromTarget: true,
      });
      return [
        outcome("success"),
        critical,
        outcome("successWithHope"),
        outcome("successWithFear"),
        outcome("failureWithHope"),
        outcome("failureWithFear"),
      ];
    },
  };
}

/** Σ P(pair) × the chance the pair makes the outcome (docs/odds.md "Certain and impossible"). */
function summedOver(
  SummedChance: DaggerheartEngine["odds"]["SummedChance"],
  pairs: readonly Pair[],
  value: (pair: Pair) => number,
): number {
  const outcome = new SummedChance();
  for (const pair of pairs) outcome.add(pair.probability, value(pair));
  return outcome.chance;
}
