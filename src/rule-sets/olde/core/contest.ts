import type {
  ContestRule,
  JointPlan,
  JointSide,
  PairingOddsRule,
  PairingOutcomePart,
  PairingRule,
  TieBreakRule,
} from "../../../card-kinds/contest/core/contest-rule";
import {
  judgePairedRollOff,
  pairedRollOffContinues,
  rollPairedRollOff,
} from "../../../card-kinds/contest/core/contest-roll-off";
import type { TieBreakDice } from "../../../card-kinds/contest/core/contest-types";
import { verdict } from "../../../card-kinds/contest/core/contest";
import { literal, nullable, object } from "../../../core/schema";
import { UpperTails } from "../../../core/odds/upper-tails";
import { IntDistribution } from "../../../core/odds/int-distribution";
import { checkOldeSpec } from "./mechanics/validation";
import { compareOldeTotals, judgeOldeContest } from "./mechanics/contest";
import { judgeOlde } from "./mechanics/roll";
import { oldeContestOdds } from "./odds/contest-odds";
import { oldeRollDistribution } from "./odds/roll-odds";
import { cardError } from "../../../core/card-errors";

/** What a Dungeons of Olde side rolls in a contest (a lone roll's target is dropped). */
export interface OldeContestSpec {
  readonly count: number;
  readonly faces: number;
  readonly adjustment: number;
  readonly unlimited: boolean;
}

/** Dungeons of Olde's opposed d6 rounds [attacker, defender] until they differ. */
export interface OldeRollOffDice {
  readonly kind: "oldeRollOff";
  readonly pairs: readonly (readonly [number, number])[];
}

/** Dungeons of Olde rolls off with its base die. */
const OLDE_ROLL_OFF_DIE = 6;

function rollOffPairs(dice: TieBreakDice | null): readonly (readonly [number, number])[] {
  return dice?.kind === "oldeRollOff" ? dice.pairs : [];
}

/* Higher total; a tie is a stalemate, with a roll-off saying who comes out ahead. */

const pairing: PairingRule<"olde"> = {
  tieBreak: (_state, attacker, defender) => (attacker.total === defender.total ? "oldeRollOff" : null),
  decide: (_state, attacker, defender, dice) => {
    const result = judgeOldeContest(attacker, defender);
    if (result.winner !== "tie")
      return verdict(result.winner === "first" ? "attacker" : "defender", "total", {
        ruleSet: "olde",
        result,
        rollOff: null,
      });
    const rollOff = judgePairedRollOff(rollOffPairs(dice), OLDE_ROLL_OFF_DIE);
    return verdict("neither", "stalemate", { ruleSet: "olde", result, rollOff }, { rollOffWinner: rollOff.winner });
  },
  // The roll-off only says who comes out ahead of a stalemate: nobody wins the pairing, whatever its dice.
  pendingTieBreak: () => ({ attackerWins: 0, defenderWins: 0, neither: 1 }),
};

const odds: PairingOddsRule<"olde"> = (_state, attacker, defender) => {
  const chances = oldeContestOdds(attacker, defender);
  return {
    attackerWins: chances.firstWins,
    defenderWins: chances.secondWins,
    neither: chances.tie,
    tiedRolls: chances.tie,
  };
};

/** A side's totals: from its spec, or — once its roll is recorded and seen — that roll's total alone. */
function totalsOf({ spec, roll }: JointSide<"olde">): IntDistribution {
  return roll === null ? oldeRollDistribution(spec) : IntDistribution.constant(roll.total);
}

/** Against one defender total, the attacker's totals the contest's judge calls a win; an equal total is a stalemate. */
function joint(attackers: readonly JointSide<"olde">[], defender: JointSide<"olde">): JointPlan {
  const distributions = attackers.map(totalsOf);
  const sides = distributions.map((distribution) => new UpperTails(distribution));
  const totals = totalsOf(defender);
  const wins = new Float64Array(attackers.length);
  const neither = new Float64Array(attackers.length);
  return {
    outcomes: (add) => {
      for (const [total, p] of totals.entries()) {
        sides.forEach((tails, i) => {
          wins[i] = tails.winningMass((attacker) => compareOldeTotals(attacker, total) === "first");
          neither[i] = tails.equalTo(total);
        });
        add(p, wins, neither);
      }
    },
    cutMass: distributions.reduce((cut, distribution) => cut + distribution.cutMass, totals.cutMass),
  };
}

function checkedPairs(dice: TieBreakDice): readonly (readonly [number, number])[] {
  if (dice?.kind !== "oldeRollOff") throw cardError("TieBreakKind", { value: String(dice?.kind) });
  return dice.pairs;
}

/** d6 rounds until they differ, rolled when a side presses the roll-off button (docs/rulings.md "Dungeons of Olde"). */
const tieBreak: TieBreakRule = {
  kind: "oldeRollOff",
  die: OLDE_ROLL_OFF_DIE,
  waitsForButton: true,
  roll: (source) => ({ kind: "oldeRollOff", pairs: rollPairedRollOff(source, OLDE_ROLL_OFF_DIE) }),
  continues: (dice) => pairedRollOffContinues(checkedPairs(dice)),
  check: (dice) => ({ kind: "oldeRollOff", pairs: judgePairedRollOff(checkedPairs(dice), OLDE_ROLL_OFF_DIE).rounds }),
};

/** Its part of a pairing's outcome: a stalemate's roll-off winner, who the contest's winners and losers count. */
const outcomePart: PairingOutcomePart = {
  defaults: { rollOffWinner: null },
  schema: object({ rollOffWinner: nullable(literal("attacker", "defender")) }),
  ahead: (outcome) => outcome.rollOffWinner ?? null,
};

/** Dungeons of Olde's contests. */
export const oldeContestRule: ContestRule<"olde"> = {
  normalize: (spec) => checkOldeSpec(spec),
  rollMatches: (spec, roll) =>
    judgeOlde(
      spec,
      roll.dice.map((die) => die.throws),
    ).total === roll.total,
  pairing,
  odds,
  joint: (attackers, defender) => joint(attackers, defender),
  tieBreak,
  outcomePart,
};
