/**
 * Contests of any formula (docs/formula-contest.md): each side rolls a formula in Foundry's notation, read with its
 * own character's numbers; the higher total wins, and equal totals are settled by the tie rule the GM chose when the
 * contest started — the defender wins, the attacker wins, the tie stands (nobody wins the pairing), or both roll
 * again until the totals differ. This module is the rule's arithmetic, in the shapes the contests' seams take
 * (src/card-kinds/contest/core/contest-rule.ts): a pairing decided from its totals and its re-rolls, its exact chances
 * before any roll and given the rolls recorded, the joint plan of many against one, and the re-rolls themselves, drawn
 * from and checked against each side's exact distribution. Pure: the distributions come from the formula engine.
 */
import { chanceThatCanFail } from "../../../core/odds/certainty";
import type { RandomSource } from "../../../core/random";
import type { JointPlan, PairingOdds, PairingShares } from "./contest-rule";
import type { PairingWinner } from "./contest-types";
import { compareDistributions } from "../../../core/formula/formula-comparison";
import type { FormulaDistribution } from "../../../core/formula/formula-distribution-types";
import { cardError } from "../../../core/card-errors";
import type { FormulaTieRule } from "../../../core/formula/formula-ties";

/**
 * At most this many rounds of rolling again: each round is both sides' whole formulas rolled for real, all kept in one
 * message, so far fewer than a die's repeating chain (CHAIN_LIMIT) — two d20s tie to it once in 10¹⁴.
 */
export const AGAIN_ROUNDS = 10;

/** One round of rolling again: the attacker's total, then the defender's. */
export type AgainRound = readonly [number, number];

/**
 * What decided a pairing: `total`, the higher total; `tieToDefender` / `tieToAttacker`, equal totals given to that
 * side by the tie rule; `tieStands`, equal totals and nobody wins; `rolledAgain`, the first round of rolling again
 * whose totals differ (or, capped at AGAIN_ROUNDS rounds that all tied, nobody).
 */
type FormulaPairingStep = "total" | FormulaTieStep;

/** The steps of a tie under each rule: the formula contest's own (`RuleSetPairingSteps`). */
export type FormulaTieStep = "tieToDefender" | "tieToAttacker" | "tieStands" | "rolledAgain";

interface FormulaPairingVerdict {
  readonly winner: PairingWinner;
  readonly decidedBy: FormulaPairingStep;
}

/**
 * A pairing from its two totals under the tie rule; for `again`, the rounds rolled so far decide equal totals, and
 * null means another round is due (none yet, or every round so far tied short of the cap).
 */
export function decideFormulaPairing(
  attacker: number,
  defender: number,
  ties: FormulaTieRule,
  rounds: readonly AgainRound[] = [],
): FormulaPairingVerdict | null {
  if (attacker !== defender) return { winner: attacker > defender ? "attacker" : "defender", decidedBy: "total" };
  switch (ties) {
    case "defender":
      return { winner: "defender", decidedBy: "tieToDefender" };
    case "attacker":
      return { winner: "attacker", decidedBy: "tieToAttacker" };
    case "stand":
      return { winner: "neither", decidedBy: "tieStands" };
    case "again": {
      if (againContinues(rounds)) return null;
      const [first, second] = rounds.at(-1)!;
      return {
        winner: first === second ? "neither" : first > second ? "attacker" : "defender",
        decidedBy: "rolledAgain",
      };
    }
  }
}

/** Another round of rolling again is due while every round so far tied, up to AGAIN_ROUNDS rounds. */
export function againContinues(rounds: readonly AgainRound[]): boolean {
  return rounds.length < AGAIN_ROUNDS && rounds.every(([attacker, defender]) => attacker === defender);
}

/**
 * How rolling again shares a tie out, with `rounds` rounds still allowed (AGAIN_ROUNDS from the first tie): a round is
 * won by the side whose fresh total is higher, and a tied round is rolled again, so each side's share is its chance
 * to be higher over the chance the totals differ, less what ties every round to the cap, where nobody wins. Two
 * formulas that can only tie share nothing.
 */
export function againShares(
  attacker: FormulaDistribution,
  defender: FormulaDistribution,
  rounds = AGAIN_ROUNDS,
): PairingShares {
  const { greater, equal, less } = compareDistributions(attacker, defender);
  const differ = greater + less;
  if (differ === 0) return { attackerWins: 0, defenderWins: 0, neither: 1 };
  const capped = equal ** rounds;
  return {
    attackerWins: (greater / differ) * (1 - capped),
    defenderWins: (less / differ) * (1 - capped),
    neither: capped,
  };
}

/** A pairing's exact chances before either side rolls (the explosions' cut tail, if any, is in none of them). */
export function formulaPairingOdds(
  attacker: FormulaDistribution,
  defender: FormulaDistribution,
  ties: FormulaTieRule,
): PairingOdds {
  const { greater, equal, less, tail } = compareDistributions(attacker, defender);
  const tie = tieShares(ties, () => againShares(attacker, defender));
  // A side is certain to win when the other can never be higher and every tie is its own (nothing left out; rolling
  // again never is: its rounds may tie to the cap), and its chance is exactly the engine's when no tie is possible;
  // otherwise a sum that can fail stays below 100%.
  const share = (own: number, other: number, tieShare: number) =>
    equal === 0
      ? own
      : other === 0 && tieShare === 1 && tail === 0 && ties !== "again"
        ? 1
        : chanceThatCanFail(own + equal * tieShare);
  return {
    attackerWins: share(greater, less, tie.attackerWins),
    defenderWins: share(less, greater, tie.defenderWins),
    neither: equal * tie.neither,
    tiedRolls: equal,
  };
}

/** How the tie rule shares out equal totals; `again` is asked only when the rule is to roll again. */
function tieShares(ties: FormulaTieRule, again: () => PairingShares): PairingShares {
  switch (ties) {
    case "defender":
      return { attackerWins: 0, defenderWins: 1, neither: 0 };
    case "attacker":
      return { attackerWins: 1, defenderWins: 0, neither: 0 };
    case "stand":
      return { attackerWins: 0, defenderWins: 0, neither: 1 };
    case "again":
      return again();
  }
}

/**
 * A side of the joint plan: its formula's distribution (what a re-roll draws from), and its total once its roll is
 * recorded and seen by the viewer the figures are for — then that total is its only outcome.
 */
interface FormulaJointSide {
  readonly distribution: FormulaDistribution;
  readonly total: number | null;
}

/**
 * Many against one (docs/odds.md "Many against one, jointly"): every outcome of the defender's total, with each
 * attacker's chance to win against it and to tie with nobody winning. Given the defender's total the pairings are
 * independent — each attacker's own roll, and each pairing's own rounds of rolling again.
 */
export function formulaJointPlan(
  attackers: readonly FormulaJointSide[],
  defender: FormulaJointSide,
  ties: FormulaTieRule,
): JointPlan {
  const shares = attackers.map((attacker) =>
    tieShares(ties, () => againShares(attacker.distribution, defender.distribution)),
  );
  const wins = new Float64Array(attackers.length);
  const neither = new Float64Array(attackers.length);
  return {
    outcomes: (add) => {
      // The defender's totals come in ascending order: each attacker's reader moves forward only.
      const readers = attackers.map((attacker) => ascendingReader(outcomesOf(attacker)));
      for (const [total, p] of outcomesOf(defender)) {
        readers.forEach((read, i) => {
          const { above, at } = read(total);
          wins[i] = above + at * shares[i]!.attackerWins;
          neither[i] = at * shares[i]!.neither;
        });
        add(p, wins, neither);
      }
    },
    cutMass: [...attackers, defender].reduce(
      (cut, side) => cut + (side.total === null ? side.distribution.tail : 0),
      0,
    ),
  };
}

function outcomesOf(side: FormulaJointSide): readonly (readonly [number, number])[] {
  return side.total === null ? side.distribution.outcomes : [[side.total, 1]];
}

/** The mass of totals above a total and at it, for totals asked in ascending order: one pass in all. */
function ascendingReader(
  outcomes: readonly (readonly [number, number])[],
): (total: number) => { above: number; at: number } {
  const from = new Float64Array(outcomes.length + 1);
  for (let i = outcomes.length - 1; i >= 0; i--) from[i] = from[i + 1]! + outcomes[i]![1];
  let index = 0;
  return (total) => {
    while (index < outcomes.length && outcomes[index]![0] < total) index++;
    const onIt = index < outcomes.length && outcomes[index]![0] === total;
    return { above: from[onIt ? index + 1 : index]!, at: onIt ? outcomes[index]![1] : 0 };
  };
}

/**
 * Rounds of rolling again, each side's total drawn from its formula's exact distribution (the engine's kept totals,
 * in proportion: an explosion's cut tail, below 10⁻¹², is left out), until the totals differ or AGAIN_ROUNDS rounds
 * tied.
 */
export function drawAgainRounds(
  source: RandomSource,
  attacker: FormulaDistribution,
  defender: FormulaDistribution,
): AgainRound[] {
  const rounds: AgainRound[] = [];
  while (againContinues(rounds)) rounds.push([drawTotal(source, attacker), drawTotal(source, defender)]);
  return rounds;
}

/** Draws at this resolution: a chance smaller than 1 in 2³⁰ is below what any card shows. */
const DRAW_FACES = 2 ** 30;

function drawTotal(source: RandomSource, distribution: FormulaDistribution): number {
  const mass = distribution.outcomes.reduce((sum, [, p]) => sum + p, 0);
  const point = ((source.die(DRAW_FACES) - 0.5) / DRAW_FACES) * mass;
  let below = 0;
  for (const [total, p] of distribution.outcomes) {
    below += p;
    if (point < below) return total;
  }
  return distribution.outcomes.at(-1)![0];
}

/**
 * Rounds rolled elsewhere, checked: each total a finite number — one its side's formula can make, where the
 * distributions are given (the Foundry layer's rolls) — and exactly the rounds until the first whose totals differ
 * (or the cap). A card's stored rounds are checked for their shape alone: only the GM's client writes them, from real
 * rolls of the sides' formulas. Throws an error naming what is wrong.
 */
export function checkAgainRounds(
  rounds: unknown,
  attacker?: FormulaDistribution,
  defender?: FormulaDistribution,
): AgainRound[] {
  const given: readonly unknown[] = Array.isArray(rounds) ? rounds : [];
  const checked: AgainRound[] = [];
  for (const round of given) {
    const pair: readonly unknown[] = Array.isArray(round) ? round : [];
    if (pair.length !== 2 || !againContinues(checked)) throw cardError("RollOffRounds", { given: given.length });
    checked.push([possibleTotal(pair[0], attacker), possibleTotal(pair[1], defender)]);
  }
  if (checked.length === 0 || againContinues(checked)) throw cardError("RollOffRounds", { given: given.length });
  return checked;
}

function possibleTotal(value: unknown, distribution: FormulaDistribution | undefined): number {
  if (
    typeof value === "number" &&
    Number.isFinite(value) &&
    (distribution === undefined || distribution.outcomes.some(([total]) => total === value))
  )
    return value;
  throw cardError("AgainTotal", { value: String(value).slice(0, 40), formula: distribution?.resolved ?? "" });
}
