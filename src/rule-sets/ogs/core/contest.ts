import type {
  ContestRule,
  JointPlan,
  JointSide,
  PairingOddsRule,
  PairingRule,
  TieBreakRule,
} from "../../../card-kinds/contest/core/contest-rule";
import type { TieBreakDice } from "../../../card-kinds/contest/core/contest-types";
import { SIDE_OF, verdict } from "../../../card-kinds/contest/core/contest";
import { decideWithoutRollOff, judgeRollOff, rollOffContinues, rollRollOff } from "./mechanics/tie-break";
import { judgeActionDice } from "./mechanics/action-check";
import { judgeOpposed } from "./mechanics/opposed-check";
import { normalizeOgsCheckSpec, ogsActionDice, type OgsCheckSpec } from "./mechanics/check-spec";
import { ROLL_OFF_DIE } from "./mechanics/rules";
import { actionCheckSlots } from "./mechanics/action-check";
import { compareHighToLow } from "./mechanics/tie-break";
import { opposedActionCheckOdds } from "./odds/opposed-odds";
import { rolledValueTable, valueTable, type ValueTable } from "./odds/value-table";
import { cardError } from "../../../core/card-errors";

/** What an OGS side rolls in a contest (a lone roll's difficulty is dropped). */
export type OgsContestSpec = Omit<OgsCheckSpec, "difficulty">;

/** OGS's opposed d12 rounds [attacker, defender] until they differ. */
export interface OgsRollOffDice {
  readonly kind: "ogsRollOff";
  readonly pairs: readonly (readonly [number, number])[];
}

/* Total, then values, then sizes, then d12 roll-offs; flat bonuses only ever count in the total. */

const pairing: PairingRule<"ogs"> = {
  tieBreak: (_state, attacker, defender) => (decideWithoutRollOff(attacker, defender) === null ? "ogsRollOff" : null),
  decide: (_state, attacker, defender, dice) => {
    const result = judgeOpposed(attacker, defender, dice?.kind === "ogsRollOff" ? dice.pairs : []);
    const winner = result.winner === null ? "neither" : SIDE_OF[result.winner];
    return verdict(winner, result.decidedBy === "rolloff" ? "rollOff" : result.decidedBy, { ruleSet: "ogs", result });
  },
  // A roll-off's rounds start afresh after each tie: what is left of one is a fair coin, as in the pairing odds.
  pendingTieBreak: () => ({ attackerWins: 1 / 2, defenderWins: 1 / 2, neither: 0 }),
};

const odds: PairingOddsRule<"ogs"> = (_state, attacker, defender) => {
  const opposed = opposedActionCheckOdds(ogsActionDice(attacker), ogsActionDice(defender));
  const decidedByTotal = opposed.byStep.total.a + opposed.byStep.total.b;
  return {
    attackerWins: opposed.aWins,
    defenderWins: opposed.bWins,
    neither: 0,
    tiedRolls: Math.max(0, 1 - decidedByTotal),
  };
};

/**
 * One side's value table (odds/value-table.ts: every multiset of values, by dice sum and then by key, the key
 * ordering values as the tie-break compares them), indexed by sum so that the rows of any one total, and the mass
 * above it, are found at once.
 */
interface OgsSide {
  readonly table: ValueTable;
  readonly dice: readonly number[];
  readonly flatBonus: number;
  /** Rows [blockStart[s], blockStart[s + 1]) have dice sum s. */
  readonly blockStart: Int32Array;
  /** massFrom[row]: the mass of this row and every later one. */
  readonly massFrom: Float64Array;
}

/** A side's table: from its spec's dice, or — once its roll is recorded and seen — that roll's values alone. */
function ogsSide({ spec, roll }: JointSide<"ogs">): OgsSide {
  if (roll !== null)
    return indexedSide(
      rolledValueTable(roll.dice.map((die) => die.value)),
      roll.dice.map((die) => die.faces),
      roll.flatBonus,
    );
  const actionDice = ogsActionDice(spec);
  const dice = actionCheckSlots(actionDice).map((slot) => slot.faces);
  return indexedSide(valueTable(dice), dice, actionDice.flatBonus ?? 0);
}

function indexedSide(table: ValueTable, dice: readonly number[], flatBonus: number): OgsSide {
  const rows = table.sums.length;
  const maxSum = table.sums[rows - 1]!;
  const blockStart = new Int32Array(maxSum + 2);
  for (let row = 0; row < rows; row++) blockStart[table.sums[row]! + 1]!++;
  for (let sum = 1; sum < blockStart.length; sum++) blockStart[sum]! += blockStart[sum - 1]!;
  const massFrom = new Float64Array(rows + 1);
  for (let row = rows - 1; row >= 0; row--) massFrom[row] = massFrom[row + 1]! + table.probs[row]!;
  return { table, dice, flatBonus, blockStart, massFrom };
}

/** The first row with a dice sum ≥ `sum` (0 below the table, the row count above it). */
function firstRowFrom(side: OgsSide, sum: number): number {
  if (sum <= 0) return 0;
  return sum < side.blockStart.length ? side.blockStart[sum]! : side.table.sums.length;
}

/**
 * One attacker against the defender's rows of one total at a time, keys ascending: on a higher total the attacker
 * wins; on an equal total, on sorted values ahead; on equal values too, by die sizes (fixed by both dice lists),
 * or else by d12 roll-offs, which repeat their ties and so end as a fair coin — the same chain and shares as the
 * pairing odds (odds/opposed-odds.ts). The attacker's rows of that total run by key as the defender's do, so
 * each is passed once per total.
 */
class OgsWalk {
  private at = 0;
  private end = 0;
  private above = 0;
  private blockMass = 0;
  private below = 0;

  constructor(
    private readonly side: OgsSide,
    /** What the attacker takes of equal values: 1 or 0 by die sizes, ½ by roll-offs. */
    private readonly equalShare: number,
  ) {}

  /** The defender's next rows have this total (dice and flat bonus). */
  startTotal(total: number): void {
    const sum = total - this.side.flatBonus;
    this.at = firstRowFrom(this.side, sum);
    this.end = firstRowFrom(this.side, sum + 1);
    this.above = this.side.massFrom[this.end]!;
    this.blockMass = this.side.massFrom[this.at]! - this.above;
    this.below = 0;
  }

  /** P(the attacker wins) against the defender's row of the current total with this key. */
  winsAgainst(key: number): number {
    const { keys, probs } = this.side.table;
    let at = this.at;
    while (at < this.end && keys[at]! < key) this.below += probs[at++]!;
    this.at = at;
    const equal = at < this.end && keys[at] === key ? probs[at]! : 0;
    const valuesAhead = Math.max(0, this.blockMass - this.below - equal);
    return this.above + valuesAhead + equal * this.equalShare;
  }
}

function joint(attackers: readonly JointSide<"ogs">[], defender: JointSide<"ogs">): JointPlan {
  const own = ogsSide(defender);
  const walks = attackers.map((attacker) => {
    const side = ogsSide(attacker);
    const sizes = compareHighToLow(side.dice, own.dice);
    return new OgsWalk(side, sizes > 0 ? 1 : sizes < 0 ? 0 : 1 / 2);
  });
  const wins = new Float64Array(attackers.length);
  // Every OGS pairing has a winner: a roll-off that hits its cap is left out, as the pairing odds leave it out.
  const neither = new Float64Array(attackers.length);
  return {
    outcomes: (add) => {
      const { sums, keys, probs } = own.table;
      let blockTotal = Number.NaN;
      for (let row = 0; row < sums.length; row++) {
        const total = sums[row]! + own.flatBonus;
        if (total !== blockTotal) {
          blockTotal = total;
          for (const walk of walks) walk.startTotal(total);
        }
        const key = keys[row]!;
        for (let i = 0; i < walks.length; i++) wins[i] = walks[i]!.winsAgainst(key);
        add(probs[row]!, wins, neither);
      }
    },
    cutMass: 0,
  };
}

function rollOffPairs(dice: TieBreakDice): readonly (readonly [number, number])[] {
  if (dice?.kind !== "ogsRollOff") throw cardError("TieBreakKind", { value: String(dice?.kind) });
  return dice.pairs;
}

/** d12 rounds until they differ. */
const tieBreak: TieBreakRule = {
  kind: "ogsRollOff",
  die: ROLL_OFF_DIE,
  roll: (source) => ({ kind: "ogsRollOff", pairs: rollRollOff(source).pairs }),
  continues: (dice) => rollOffContinues(rollOffPairs(dice)),
  check: (dice) => ({ kind: "ogsRollOff", pairs: judgeRollOff(rollOffPairs(dice)).pairs }),
};

/** OGS's contests (docs/rulings.md "OGS"). */
export const ogsContestRule: ContestRule<"ogs"> = {
  normalize: (spec) => {
    const { stat, skill, modifier, stages, increaseTarget, flatBonus } = normalizeOgsCheckSpec(spec);
    return { stat, skill, modifier, stages, increaseTarget, flatBonus };
  },
  /* Judging its own faces again under the spec gives the same dice sizes, total and bonus. */
  rollMatches: (spec, roll) => {
    const faces = roll.dice.map((die) => die.value);
    const rejudged = judgeActionDice(ogsActionDice(spec), faces);
    const sizes = (dice: readonly { faces: number }[]) => dice.map((die) => die.faces).join(",");
    return (
      sizes(rejudged.dice) === sizes(roll.dice) &&
      rejudged.total === roll.total &&
      rejudged.flatBonus === roll.flatBonus
    );
  },
  pairing,
  odds,
  joint: (attackers, defender) => joint(attackers, defender),
  tieBreak,
};
