import type {
  ContestRule,
  JointPlan,
  JointSide,
  PairingOddsRule,
  PairingRule,
  TieBreakRule,
} from "../../../card-kinds/contest/core/contest-rule";
import type { PairingStep } from "../../../card-kinds/contest/core/contest-types";
import { SIDE_OF, verdict } from "../../../card-kinds/contest/core/contest";
import { IntDistribution } from "../../../core/odds/int-distribution";
import { parseRanges } from "./ranges/parse-ranges";
import { flipCoin, type CoinSide } from "../../../core/random";
import { checkTestOptions, type TestOptions } from "./mechanics/roll-test";
import { contestNeedsCoin, judgeKleptoContest } from "./mechanics/contest";
import { type CritMethod } from "./mechanics/critical-dice";
import { kleptoContestOdds, type ContestOdds } from "./odds/contest-odds";
import { testScoreOdds, type ScoreOdds } from "./odds/score-odds";
import { cardError } from "../../../core/card-errors";

/** What a Kleptonomicon side rolls in a contest. */
export interface KleptoContestSpec {
  readonly modifier: number;
  readonly advantages: number;
  readonly disadvantages: number;
  readonly method: CritMethod;
  /** Custom Score Ranges in the shorthand (for `[Win]` / `[Lose]`); left out for the standard ones. */
  readonly ranges?: string;
}

/** The Kleptonomicon's tie: heads goes to the attacker, tails to the defender. */
export interface KleptoCoinDice {
  readonly kind: "kleptoCoin";
  readonly coin: CoinSide;
}

/* Crits first, then the higher Score; a tie is settled by a coin (heads: the attacker). */

const pairing: PairingRule<"klepto"> = {
  tieBreak: (_state, attacker, defender) => (contestNeedsCoin(attacker, defender) ? "kleptoCoin" : null),
  decide: (_state, attacker, defender, dice) => {
    const result = judgeKleptoContest(attacker, defender, dice?.kind === "kleptoCoin" ? dice.coin : null);
    const step: PairingStep = result.tieCoin !== null ? "coin" : attacker.crit !== defender.crit ? "critical" : "total";
    return verdict(SIDE_OF[result.winner], step, { ruleSet: "klepto", result });
  },
  // The coin is one toss: before it lands, each side's half.
  pendingTieBreak: () => ({ attackerWins: 1 / 2, defenderWins: 1 / 2, neither: 0 }),
};

/** Both sides are checked before either side's odds are worked out. */
export function kleptoContestChances(a: TestOptions, b: TestOptions): ContestOdds {
  checkTestOptions(a);
  checkTestOptions(b);
  return kleptoContestOdds(testScoreOdds(a), testScoreOdds(b));
}

const odds: PairingOddsRule<"klepto"> = (_state, attacker, defender) => {
  const chances = kleptoContestChances(attacker, defender);
  return { attackerWins: chances.aWins, defenderWins: chances.bWins, neither: 0, tiedRolls: chances.tie };
};

const NO_PLAIN_SCORE = new IntDistribution(0, []);

/** The defender's Score as a certain outcome, so the Contest odds themselves judge an attacker against it. */
function certainScore(outcome: "critSuccess" | "critFailure" | number): ScoreOdds {
  if (outcome === "critSuccess") return { critSuccess: 1, critFailure: 0, plain: NO_PLAIN_SCORE };
  if (outcome === "critFailure") return { critSuccess: 0, critFailure: 1, plain: NO_PLAIN_SCORE };
  return { critSuccess: 0, critFailure: 0, plain: IntDistribution.constant(outcome) };
}

/** A side's Scores: from its spec, or — once its roll is recorded and seen — that roll's Score alone. */
function scoresOf({ spec, roll }: JointSide<"klepto">): ScoreOdds {
  if (roll === null) return testScoreOdds(spec);
  return certainScore(roll.crit === "success" ? "critSuccess" : roll.crit === "failure" ? "critFailure" : roll.total);
}

function joint(attackers: readonly JointSide<"klepto">[], defender: JointSide<"klepto">): JointPlan {
  const sides = attackers.map(scoresOf);
  const own = scoresOf(defender);
  const outcomes: Array<readonly [number, ScoreOdds]> = [
    [own.critSuccess, certainScore("critSuccess")],
    [own.critFailure, certainScore("critFailure")],
    ...own.plain.entries().map(([score, p]) => [p, certainScore(score)] as const),
  ];
  const wins = new Float64Array(attackers.length);
  // A tie is settled by a coin: every pairing has a winner.
  const neither = new Float64Array(attackers.length);
  return {
    outcomes: (add) => {
      for (const [p, score] of outcomes) {
        // aWins counts half of the ties: the coin each tied pairing tosses on its own.
        sides.forEach((side, i) => (wins[i] = kleptoContestOdds(side, score).aWins));
        add(p, wins, neither);
      }
    },
    cutMass: 0,
  };
}

/** A coin, one toss. */
const tieBreak: TieBreakRule = {
  kind: "kleptoCoin",
  die: "coin",
  roll: (source) => ({ kind: "kleptoCoin", coin: flipCoin(source) }),
  continues: () => false,
  check: (dice) => {
    if (dice?.kind !== "kleptoCoin") throw cardError("TieBreakKind", { value: String(dice?.kind) });
    if (dice.coin !== "heads" && dice.coin !== "tails") throw cardError("Coin", { value: String(dice.coin) });
    return { kind: dice.kind, coin: dice.coin };
  },
};

/** The Kleptonomicon's Contests. */
export const kleptoContestRule: ContestRule<"klepto"> = {
  normalize: (spec) => {
    const { modifier, advantages, disadvantages, method } = checkTestOptions(spec);
    // parseRanges throws its own localized error naming the problem in the shorthand.
    if (spec.ranges !== undefined) parseRanges(spec.ranges);
    return {
      modifier,
      advantages,
      disadvantages,
      method,
      ...(spec.ranges === undefined ? {} : { ranges: spec.ranges }),
    };
  },
  rollMatches: (spec, roll) => {
    const { level } = checkTestOptions(spec);
    return roll.modifier === spec.modifier && roll.method === spec.method && roll.level === level;
  },
  pairing,
  odds,
  joint: (attackers, defender) => joint(attackers, defender),
  tieBreak,
};
