import type { NaturalRoll } from "../../../core/systems/natural-roll";
import type { SystemOdds, SystemOutcome } from "../../../core/systems/system-odds-types";
import {
  judgedOdds,
  type DaggerheartEngine,
  type Experience,
  type JudgedRoll,
  type JudgedTarget,
} from "./judged-targets";

/**
 * The figures of Daggerheart's d20 roll — an adversary's (docs/systems-daggerheart.md "An adversary's roll"), read
 * from module/dice/d20Roll.mjs: a d20 (`2d20kh` with advantage, `2d20kl` with disadvantage) and the rest of the
 * roll. A critical is the d20's own total at or above the critical threshold (the adversary's, or 20 for a
 * reaction), and always succeeds; otherwise the roll succeeds at a total at or above the difficulty.
 */
export interface AdversaryOddsInput {
  /** The d20 term as the roll holds it and the rest from its first operator. */
  readonly roll: NaturalRoll;
  /** The critical threshold, or null when the roll has none (it then never crits). */
  readonly critical: number | null;
  readonly targets: readonly JudgedTarget[];
  readonly experiences: readonly Experience[];
}

/** Every figure of the dialog; throws the engine's refusal where a part cannot be answered exactly. */
export function adversaryOdds(engine: DaggerheartEngine, question: AdversaryOddsInput): SystemOdds {
  return judgedOdds(engine, judgedD20(engine, question), question.targets, question.experiences);
}

function judgedD20({ systems }: DaggerheartEngine, { roll, critical }: AdversaryOddsInput): JudgedRoll {
  const { naturalAtLeast, naturalChance } = systems;
  const odds = systems.naturalRollOdds(roll);
  const criticals: SystemOutcome[] =
    critical === null
      ? []
      : [{ key: "critical", probability: naturalAtLeast(odds, critical), fromTarget: false, fact: true }];
  // d20Roll.mjs postEvaluate: `roll.isCritical || roll.total >= difficulty`.
  const success = (difficulty: number) => naturalChance(odds, difficulty, { always: critical, never: null });
  return {
    total: () => odds.total,
    diceOnly: criticals,
    success: (difficulty, shift) => success(difficulty - shift),
    against: (difficulty) => [{ key: "success", probability: success(difficulty), fromTarget: true }, ...criticals],
  };
}
