import type {
  ContestRule,
  JointPlan,
  JointSide,
  PairingOddsRule,
  PairingRule,
  TieBreakRule,
} from "../../../card-kinds/contest/core/contest-rule";
import type {
  ContestRulesOf,
  ContestState,
  PairingStep,
  TieBreakDice,
} from "../../../card-kinds/contest/core/contest-types";
import { verdict } from "../../../card-kinds/contest/core/contest";
import { UpperTails } from "../../../core/odds/upper-tails";
import { IntDistribution } from "../../../core/odds/int-distribution";
import { judgeCheck } from "./mechanics/check";
import { judgeOpposed, opposedSide, opposedSidesNeedRollOff, fumbleLoser } from "./mechanics/opposed";
import { judgeRollOff, rollOffContinues, rollRollOff } from "./mechanics/roll-off";
import { normalizeCheckSpec, assertFumbleRule, assertPenaltySpec } from "./mechanics/validate";
import {
  type AdvantageMethod,
  type FumblePenaltySpec,
  type KaiserCheckKind,
  type KaiserCheckRoll,
  type OpposedOptions,
} from "./mechanics/types";
import { kaiserOutcomePart, kaiserWorldRules } from "./contest-rules";
import { kaiserCheckOdds } from "./odds/check-odds";
import {
  kaiserOpposedOdds,
  rollOffAttackerChance,
  rollOffAttackerChanceFrom,
  comparedParts,
} from "./odds/opposed-odds";
import { cardError } from "../../../core/card-errors";

/** The rules a Kaiser card keeps. */
type KaiserContestRules = ContestRulesOf<"kaiser">;

/** What a Kaiser side rolls in a contest (a lone roll's difficulty or opponent is dropped). */
export interface KaiserContestSpec {
  readonly kind: KaiserCheckKind;
  readonly bonus: number;
  /** The net level A − D. */
  readonly advantage: number;
  readonly method: AdvantageMethod;
}

/** A judged Kaiser side: a side that fumbled carries the faces of its opposed Fumble penalty (none otherwise). */
export interface KaiserContestRoll {
  readonly check: KaiserCheckRoll;
  readonly penaltyFaces: readonly number[];
}

/** Kaiser's d6 roll-off: faces alternate attacker, defender until a round differs. */
export interface KaiserRollOffDice {
  readonly kind: "kaiserRollOff";
  readonly faces: readonly number[];
}

/*
 * A lone Fumble loses (unless the card's rules compare its reduced total); otherwise the higher total; a tie goes
 * to the defender or a d6 roll-off; an Attack that ties fails.
 */

function kaiserSide(state: ContestState<"kaiser">, roll: KaiserContestRoll) {
  return opposedSide(roll.check, roll.penaltyFaces, state.rules.kaiserFumblePenalty);
}

/** The card's rules as the mechanic takes them; a card without a Fumble reading gets the mechanic's default. */
function kaiserOptions(state: ContestState<"kaiser">): OpposedOptions {
  const { kaiserTieRule, kaiserAttack, kaiserFumblePenalty, kaiserOpposedFumble } = state.rules;
  return {
    tieRule: kaiserTieRule,
    attack: kaiserAttack,
    fumblePenalty: kaiserFumblePenalty,
    fumbleRule: kaiserOpposedFumble,
  };
}

const pairing: PairingRule<"kaiser"> = {
  tieBreak: (state, attacker, defender) =>
    opposedSidesNeedRollOff(kaiserSide(state, attacker), kaiserSide(state, defender), kaiserOptions(state))
      ? "kaiserRollOff"
      : null,
  decide: (state, attacker, defender, dice) => {
    const faces = {
      attackerPenalty: attacker.penaltyFaces,
      defenderPenalty: defender.penaltyFaces,
      rollOff: dice?.kind === "kaiserRollOff" ? dice.faces : [],
    };
    const result = judgeOpposed(attacker.check, defender.check, kaiserOptions(state), faces);
    const step: PairingStep =
      result.lostToFumble !== null
        ? "fumble"
        : !result.tie
          ? "total"
          : result.attack
            ? "attackTie"
            : result.rollOff
              ? "rollOff"
              : "defenderTakesTie";
    return verdict(
      result.winner,
      step,
      { ruleSet: "kaiser", result },
      { counterAllowed: state.rules.kaiserAttack ? result.counterAllowed : null },
    );
  },
  // What is left of a roll-off under way (only a tie under the roll-off rule, never an Attack's, goes to one).
  pendingTieBreak: (_state, _attacker, _defender, dice) => {
    const attackerWins = rollOffAttackerChanceFrom(dice === null ? [] : rollOffFaces(dice));
    return { attackerWins, defenderWins: 1 - attackerWins, neither: 0 };
  },
};

const odds: PairingOddsRule<"kaiser"> = (state, attacker, defender) => {
  const opposed = kaiserOpposedOdds(
    attacker,
    defender,
    state.rules.kaiserFumblePenalty,
    state.rules.kaiserOpposedFumble,
  );
  if (state.rules.kaiserAttack)
    return {
      attackerWins: opposed.attack.attacker,
      defenderWins: opposed.attack.defender,
      neither: opposed.attack.neither,
      tiedRolls: opposed.pTie,
    };
  const shares = state.rules.kaiserTieRule === "roll-off" ? opposed.rollOff : opposed.defenderTakesTies;
  return { attackerWins: shares.attacker, defenderWins: shares.defender, neither: 0, tiedRolls: opposed.pTie };
};

/**
 * One side's totals in parts, as the opposed odds keep them (odds/opposed-odds.ts): the totals of a check that did
 * not fumble, and — weighted by P(Fumble) — a Fumble's max(0, skill − penalty), tagged as fumbled since a lone
 * Fumble may lose without its total being compared.
 */
interface KaiserPart {
  readonly totals: IntDistribution;
  readonly tails: UpperTails;
  readonly weight: number;
  readonly fumbled: boolean;
}

/** A side's parts: from its spec, or — once its roll is recorded and seen — that roll's compared total alone. */
function kaiserParts(side: JointSide<"kaiser">, penalty: FumblePenaltySpec): KaiserPart[] {
  if (side.roll === null)
    return comparedParts(side.spec, penalty).map((part) => ({ ...part, tails: new UpperTails(part.totals) }));
  const totals = IntDistribution.constant(opposedSide(side.roll.check, side.roll.penaltyFaces, penalty).total);
  return [{ totals, tails: new UpperTails(totals), weight: 1, fumbled: side.roll.check.fumble }];
}

/** The attacker's share of two equal compared totals: an Attack's tie is nobody's, else the tie rule's. */
function kaiserTieShare(rules: KaiserContestRules): number {
  if (rules.kaiserAttack) return 0;
  return rules.kaiserTieRule === "roll-off" ? rollOffAttackerChance() : 0;
}

function joint(
  attackers: readonly JointSide<"kaiser">[],
  defender: JointSide<"kaiser">,
  rules: KaiserContestRules,
): JointPlan {
  const penalty = rules.kaiserFumblePenalty;
  // Rules handed to jointOddsOfSpecs directly, not settled by startContest, are checked as the opposed odds check them.
  assertPenaltySpec(penalty);
  assertFumbleRule(rules.kaiserOpposedFumble);
  const sides = attackers.map((side) => kaiserParts(side, penalty));
  const defenderParts = kaiserParts(defender, penalty);
  const tieShare = kaiserTieShare(rules);
  const wins = new Float64Array(attackers.length);
  const neither = new Float64Array(attackers.length);
  /** The attacker's chance against one compared total; an Attack's tie is written to `neither[i]`. */
  const against = (parts: readonly KaiserPart[], defenderFumbled: boolean, total: number, i: number): number => {
    let chance = 0;
    let tied = 0;
    for (const part of parts) {
      const loser = fumbleLoser(part.fumbled, defenderFumbled, rules.kaiserOpposedFumble);
      if (loser === "defender") chance += part.weight * part.totals.mass;
      else if (loser === null) {
        chance += part.weight * (part.tails.greaterThan(total) + tieShare * part.tails.equalTo(total));
        tied += part.weight * part.tails.equalTo(total);
      }
    }
    neither[i] = rules.kaiserAttack ? tied : 0;
    return chance;
  };
  const unrolled = [defender, ...attackers].filter((side) => side.roll === null);
  return {
    outcomes: (add) => {
      for (const part of defenderParts) {
        for (const [total, p] of part.totals.entries()) {
          sides.forEach((parts, i) => (wins[i] = against(parts, part.fumbled, total, i)));
          add(part.weight * p, wins, neither);
        }
      }
    },
    cutMass: unrolled.reduce((cut, side) => cut + kaiserCheckOdds(side.spec).cutMass, 0),
  };
}

function rollOffFaces(dice: TieBreakDice): readonly number[] {
  if (dice?.kind !== "kaiserRollOff") throw cardError("TieBreakKind", { value: String(dice?.kind) });
  return dice.faces;
}

/** The d6 roll-off of a tie, when the card's rules roll one off. */
const tieBreak: TieBreakRule = {
  kind: "kaiserRollOff",
  die: 6,
  roll: (source) => ({ kind: "kaiserRollOff", faces: rollRollOff(source).faces }),
  continues: (dice) => rollOffContinues(rollOffFaces(dice)),
  check: (dice) => ({ kind: "kaiserRollOff", faces: judgeRollOff(rollOffFaces(dice)).faces }),
};

/** Kaiser's contests (docs/rulings.md "Kaiser"). */
export const kaiserContestRule: ContestRule<"kaiser"> = {
  normalize: (spec) => normalizeCheckSpec(spec),
  /* A Fumble must come with exactly its penalty dice. */
  rollMatches: (spec, roll, rules) => {
    const { check } = roll;
    const sameSpec = check.kind === spec.kind && check.bonus === spec.bonus && check.advantage === spec.advantage;
    if (!sameSpec || check.method !== spec.method || judgeCheck(spec, check.faces).total !== check.total) return false;
    opposedSide(check, roll.penaltyFaces, rules.kaiserFumblePenalty);
    return true;
  },
  pairing,
  odds,
  joint,
  tieBreak,
  worldRules: kaiserWorldRules,
  outcomePart: kaiserOutcomePart,
};
