import type {
  ContestRule,
  JointPlan,
  JointSide,
  PairingOddsRule,
  PairingRule,
} from "../../../card-kinds/contest/core/contest-rule";
import { SIDE_OF, verdict } from "../../../card-kinds/contest/core/contest";
import { UpperTails } from "../../../core/odds/upper-tails";
import { IntDistribution } from "../../../core/odds/int-distribution";
import { kingdomsWorldRules } from "./contest-rules";
import type { KingdomsActiveSide } from "./active-side";
import { assertDiceCount, assertPoolSize, assertThreshold } from "./mechanics/validation";
import { decideOpposed, type OpposedRole } from "./mechanics/opposed-test";
import { judgeMargin } from "./mechanics/margin";
import { kingdomsMarginDistribution } from "./odds/pool-odds";
import { kingdomsOpposedOdds } from "./odds/opposed-odds";

/** What a K&R side rolls in a contest. */
export interface KingdomsContestSpec {
  readonly pool: number;
  /** How many of the pool's dice are rolled. */
  readonly dice: number;
  readonly dt: number;
}

/** The card's active side as the opposed test's roles name it: the attacker is the mechanic's "a". */
const ROLES: Readonly<Record<KingdomsActiveSide, OpposedRole>> = {
  attacker: "aActive",
  defender: "bActive",
  neither: "bothEqual",
};

const STEPS = { higherMargin: "margin", activeBelowZero: "activeBelowZero", equalMargins: "equalMargins" } as const;

/* Higher margin; the active side needs a margin of 0 or more; equal margins are a stalemate. */

const pairing: PairingRule<"kingdoms"> = {
  tieBreak: () => null,
  decide: (state, attacker, defender) => {
    const role = ROLES[state.rules.kingdomsActive];
    const decision = decideOpposed(attacker.margin, defender.margin, role);
    const winner = decision.winner === "stalemate" ? "neither" : SIDE_OF[decision.winner];
    return verdict(winner, STEPS[decision.reason], { ruleSet: "kingdoms", result: { ...decision, role } });
  },
  // Never asked: a K&R tie is a stalemate, settled by no dice.
  pendingTieBreak: () => ({ attackerWins: 0, defenderWins: 0, neither: 1 }),
};

const odds: PairingOddsRule<"kingdoms"> = (state, attacker, defender) => {
  const opposed = kingdomsOpposedOdds(attacker, defender, ROLES[state.rules.kingdomsActive]);
  const equal = kingdomsMarginDistribution(attacker.dice, attacker.dt).compare(
    kingdomsMarginDistribution(defender.dice, defender.dt),
  ).equal;
  return { attackerWins: opposed.aWins, defenderWins: opposed.bWins, neither: opposed.stalemate, tiedRolls: equal };
};

/** A side's margins: from its spec, or — once its roll is recorded and seen — that roll's margin alone. */
function marginsOf({ spec, roll }: JointSide<"kingdoms">): IntDistribution {
  return roll === null ? kingdomsMarginDistribution(spec.dice, spec.dt) : IntDistribution.constant(roll.margin);
}

/**
 * Against one defender margin, the attacker's margins that the opposed test's own judge calls a win; equal margins
 * are a stalemate unless the active side fell short (the judge says which).
 */
function joint(
  attackers: readonly JointSide<"kingdoms">[],
  defender: JointSide<"kingdoms">,
  active: KingdomsActiveSide,
): JointPlan {
  const role = ROLES[active];
  const sides = attackers.map((side) => new UpperTails(marginsOf(side)));
  const margins = marginsOf(defender);
  const wins = new Float64Array(attackers.length);
  const neither = new Float64Array(attackers.length);
  return {
    outcomes: (add) => {
      for (const [margin, p] of margins.entries()) {
        const stalemate = decideOpposed(margin, margin, role).winner === "stalemate";
        sides.forEach((tails, i) => {
          wins[i] = tails.winningMass((attacker) => decideOpposed(attacker, margin, role).winner === "a");
          neither[i] = stalemate ? tails.equalTo(margin) : 0;
        });
        add(p, wins, neither);
      }
    },
    cutMass: 0,
  };
}

/** K&R's contests (docs/rulings.md "Kingdoms and Rulers"): no tie-break dice, a tie is a stalemate. */
export const kingdomsContestRule: ContestRule<"kingdoms"> = {
  normalize: (spec) => {
    assertPoolSize(spec.pool);
    assertDiceCount(spec.dice, spec.pool);
    assertThreshold(spec.dt);
    return { pool: spec.pool, dice: spec.dice, dt: spec.dt };
  },
  rollMatches: (spec, roll) => {
    const faces = roll.dice.map((die) => die.face);
    return roll.dt === spec.dt && faces.length === spec.dice && judgeMargin(faces, spec.dt).margin === roll.margin;
  },
  pairing,
  odds,
  joint: (attackers, defender, rules) => joint(attackers, defender, rules.kingdomsActive),
  tieBreak: null,
  worldRules: kingdomsWorldRules,
};
