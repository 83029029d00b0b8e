import type {
  ContestRule,
  IntDistribution,
  JointPlan,
  JointSide,
  PairedRollOff,
  PairingOddsRule,
  PairingRule,
  TieBreakDice,
} from "indie-dice-types";
import { kit } from "../kit";
import { checkCoinsSpec, judgeCoins, type CoinsRollResult } from "./mechanics";
import { headsDistribution } from "./odds";

/**
 * A contest of coins: more heads wins. Its tie-break: equal heads are broken by both sides flipping one more
 * coin (a d2) at a time until the flips differ; the side whose flip is a head wins. So a tie is never a stalemate,
 * and each side wins half the ties.
 */

/** What a side flips: its coins alone (a lone roll's target is dropped). */
export interface CoinsContestSpec {
  readonly coins: number;
}

/** The flip-off's rounds [attacker, defender], d2 faces. */
export interface CoinsFlipOffDice {
  readonly kind: "coinsFlipOff";
  readonly pairs: readonly (readonly [number, number])[];
}

export interface CoinsPairingDetail {
  readonly attackerHeads: number;
  readonly defenderHeads: number;
  readonly flipOff: PairedRollOff | null;
}

const COIN_FACES = 2;

function flipOffPairs(dice: TieBreakDice | null): readonly (readonly [number, number])[] {
  return dice?.kind === "coinsFlipOff" ? dice.pairs : [];
}

const pairing: PairingRule<"coins"> = {
  tieBreak: (_state, attacker, defender) => (attacker.heads === defender.heads ? "coinsFlipOff" : null),
  decide: (_state, attacker, defender, dice) => {
    const heads = { attackerHeads: attacker.heads, defenderHeads: defender.heads };
    if (attacker.heads !== defender.heads) {
      return kit().contests.verdict(attacker.heads > defender.heads ? "attacker" : "defender", "total", {
        ruleSet: "coins",
        ...heads,
        flipOff: null,
      });
    }
    const flipOff = kit().contests.judgePairedRollOff(flipOffPairs(dice), COIN_FACES);
    return kit().contests.verdict(flipOff.winner ?? "neither", "rollOff", { ruleSet: "coins", ...heads, flipOff });
  },
  pendingTieBreak: () => ({ attackerWins: 1 / 2, defenderWins: 1 / 2, neither: 0 }),
};

/** The chance that one side's heads beat the other's, plus half the ties (the flip-off is fair). */
function winChance(own: number, other: number): number {
  const { greater, equal } = headsDistribution(own).compare(headsDistribution(other));
  return greater + equal / 2;
}

const odds: PairingOddsRule<"coins"> = (_state, attacker, defender) => {
  const tied = headsDistribution(attacker.coins).compare(headsDistribution(defender.coins)).equal;
  return {
    attackerWins: winChance(attacker.coins, defender.coins),
    defenderWins: winChance(defender.coins, attacker.coins),
    neither: 0,
    tiedRolls: tied,
  };
};

/** A side's heads: from its coins, or — once its roll is recorded and seen — that roll's heads alone. */
function headsOf({ spec, roll }: JointSide<"coins">): IntDistribution {
  return roll === null ? headsDistribution(spec.coins) : kit().odds.IntDistribution.constant(roll.heads);
}

/** Against each of the defender's heads, each attacker's chance: more heads, or the same and half the flip-offs. */
function joint(attackers: readonly JointSide<"coins">[], defender: JointSide<"coins">): JointPlan {
  const sides = attackers.map(headsOf);
  const wins = new Float64Array(attackers.length);
  const neither = new Float64Array(attackers.length);
  return {
    outcomes: (add) => {
      for (const [heads, p] of headsOf(defender).entries()) {
        sides.forEach((side, i) => (wins[i] = side.greaterThan(heads) + side.p(heads) / 2));
        add(p, wins, neither);
      }
    },
    cutMass: 0,
  };
}

/** Its contests, as Indie Dice's contest cards read them (made once the kit is here: its tie-break is the kit's). */
export const coinsContestRule = (): ContestRule<"coins"> => ({
  normalize: (spec) => ({ coins: checkCoinsSpec(spec).coins }),
  rollMatches: (spec, roll: CoinsRollResult) =>
    roll.coins === spec.coins && judgeCoins(spec, roll.faces).heads === roll.heads,
  pairing,
  odds,
  joint: (attackers, defender) => joint(attackers, defender),
  tieBreak: kit().contests.pairedRollOffRule("coinsFlipOff", COIN_FACES),
});
