/**
 * Brute force and sampling for the joint many-against-one odds, both through the real dice code only: each side
 * is rolled by the core's own roll function, each pairing judged by the contest's own judge (`Contest.judge`),
 * each tie-break's dice judged by it too. Nothing here conditions on the defender or reads a distribution.
 */
import { Contest } from "../../../../src/card-kinds/contest/core/contest";
import { rollTieBreak } from "../../../../src/card-kinds/contest/core/contest-tie-break";
import { startContest } from "../../../../src/card-kinds/contest/core/contest-setup";
import {
  type ContestRoll,
  type ContestKindId,
  type ContestRules,
  type ContestSpecs,
  type ContestState,
  type TieBreakDice,
  type TieBreakKind,
} from "../../../../src/card-kinds/contest/core/contest-types";
import { rollCheck } from "../../../../src/rule-sets/kaiser/core/mechanics/check";
import { judgeMargin, rollFaces } from "../../../../src/rule-sets/kingdoms/core/mechanics/margin";
import { rollTest } from "../../../../src/rule-sets/klepto/core/mechanics/roll-test";
import { ogsActionDice } from "../../../../src/rule-sets/ogs/core/mechanics/check-spec";
import { rollActionDice } from "../../../../src/rule-sets/ogs/core/mechanics/action-check";
import { rollOlde } from "../../../../src/rule-sets/olde/core/mechanics/roll";
import type { RandomSource } from "../../../../src/core/random";
import { must } from "../../../kit";

/** One contest to check: its rule set, its sides and the card's rules. */
export interface JointCase<R extends ContestKindId = ContestKindId> {
  readonly name: string;
  readonly ruleSet: R;
  readonly attackers: readonly ContestSpecs[R][];
  readonly defender: ContestSpecs[R];
  readonly rules?: Partial<ContestRules>;
}

export const DEFENDER_ID = "d";
export const attackerId = (index: number) => `a${index}`;

/** A card on which every side has rolled (a message id each), so `Contest.judge` judges whatever rolls it is handed. */
export function rolledState(jointCase: JointCase): ContestState {
  const state = startContest({
    ruleSet: jointCase.ruleSet,
    rules: jointCase.rules ?? {},
    attackers: jointCase.attackers.map((spec, index) => ({ id: attackerId(index), name: `A${index}`, spec })),
    defenders: [{ id: DEFENDER_ID, name: "D", spec: jointCase.defender }],
  });
  return {
    ...state,
    participants: state.participants.map((participant) => ({ ...participant, messageId: `m-${participant.id}` })),
  };
}

/* -------------------------------------------- */
/*  Each side's roll, by the core's roll code   */
/* -------------------------------------------- */

type ContestRoller = (source: RandomSource) => ContestRoll;

/**
 * How a side of this rule set rolls, with the card's rules (a Kaiser Fumble rolls its penalty dice after the check).
 */
export function rollerFor(state: ContestState, spec: ContestSpecs[ContestKindId]): ContestRoller {
  switch (state.ruleSet) {
    case "kaiser": {
      const penalty = (state as ContestState<"kaiser">).rules.kaiserFumblePenalty;
      return (source) => {
        const check = rollCheck(source, spec as ContestSpecs["kaiser"]);
        const penaltyFaces = check.fumble
          ? Array.from({ length: penalty.number }, () => source.die(penalty.faces))
          : [];
        return { check, penaltyFaces };
      };
    }
    case "ogs":
      return (source) => rollActionDice(ogsActionDice(spec as ContestSpecs["ogs"]), source);
    case "kingdoms": {
      const { dice, dt } = spec as ContestSpecs["kingdoms"];
      return (source) => judgeMargin(rollFaces(source, dice), dt);
    }
    case "klepto":
      return (source) => rollTest(source, spec as ContestSpecs["klepto"]);
    case "olde":
      return (source) => rollOlde(spec as ContestSpecs["olde"], source);
    case "formula":
      throw new Error("a formula contest's sides are enumerated in test/core/formula/formula-contest-kind.test.ts");
  }
}

class NeedsDie {
  constructor(readonly faces: number) {}
}

export interface Enumerated<T> {
  readonly outcomes: ReadonlyArray<{ readonly value: T; readonly p: number }>;
  /** The mass of the dice sequences left out because each was less likely than the cut. */
  readonly cutMass: number;
}

/**
 * Every sequence of dice a roll function can draw, each with its chance: the function runs again on a source that
 * replays a prefix of faces and, past it, asks for the next die, which then branches into each of its faces.
 * Sequences less likely than `cut` (the far end of an Open Roll or explosion chain) are left out and counted.
 */
export function enumerateRolls<T>(roll: (source: RandomSource) => T, cut = 1e-16): Enumerated<T> {
  const outcomes: Array<{ value: T; p: number }> = [];
  let cutMass = 0;
  const visit = (prefix: number[], p: number): void => {
    let drawn = 0;
    const source: RandomSource = {
      die: (faces) => {
        if (drawn < prefix.length) return must(prefix[drawn++]);
        throw new NeedsDie(faces);
      },
    };
    let value: T;
    try {
      value = roll(source);
    } catch (error) {
      if (!(error instanceof NeedsDie)) throw error;
      const next = p / error.faces;
      for (let face = 1; face <= error.faces; face++) {
        if (next < cut) cutMass += next;
        else visit([...prefix, face], next);
      }
      return;
    }
    outcomes.push({ value, p });
  };
  visit([], 1);
  return { outcomes, cutMass };
}

/* -------------------------------------------- */
/*  Tie-breaks, by the contest's judge          */
/* -------------------------------------------- */

/** The tie-break's dice when its first round (or coin) is `faces`: the only round when they differ. */
function firstRound(kind: TieBreakKind, faces: readonly [number, number]): TieBreakDice {
  switch (kind) {
    case "kaiserRollOff":
      return { kind, faces: [...faces] };
    case "ogsRollOff":
    case "oldeRollOff":
      return { kind, pairs: [faces] };
    case "kleptoCoin":
      return { kind, coin: faces[0] === 2 ? "heads" : "tails" };
    case "formulaAgain":
      return { kind, rounds: [faces] };
  }
}

// Rolling again draws totals, not faces: a formula contest's tie-breaks are not enumerated here.
const TIE_BREAK_FACES: Readonly<Record<TieBreakKind, number>> = {
  kaiserRollOff: 6,
  ogsRollOff: 12,
  oldeRollOff: 6,
  kleptoCoin: 2,
  formulaAgain: 0,
};

/**
 * P(the attacker wins the tie-break), judged by the card: every first round that settles it (both faces of a
 * roll-off round, or the coin), judged with those dice; a round that ties is rolled again, so the rest of the
 * chance is spread the same way — P = P(win in round 1) / (1 − P(round 1 ties)). (The cap on repeated rounds
 * holds under 6^−1000.) A coin has no tied round.
 */
export function tieBreakWinChance(
  state: ContestState,
  rolls: Record<string, ContestRoll>,
  attacker: string,
  kind: TieBreakKind,
): number {
  const faces = TIE_BREAK_FACES[kind];
  let win = 0;
  let tie = 0;
  for (let a = 1; a <= faces; a++) {
    for (let d = kind === "kleptoCoin" ? a : 1; d <= (kind === "kleptoCoin" ? a : faces); d++) {
      const p = kind === "kleptoCoin" ? 1 / faces : 1 / (faces * faces);
      if (kind !== "kleptoCoin" && a === d) {
        tie += p;
        continue;
      }
      const judged = new Contest({
        ...state,
        tieBreaks: [{ attackerId: attacker, dice: firstRound(kind, [a, d]) }],
      }).judge(rolls, attacker);
      if (judged.status !== "decided") throw new Error(`a decisive ${kind} round left the pairing ${judged.status}`);
      if (judged.outcome.winner === "attacker") win += p;
    }
  }
  return win / (1 - tie);
}

/**
 * The attacker's chance to win this pairing of rolls: 1 or 0 when the judge decides it at once, the tie-break's
 * chance when the judge asks for tie-break dice (a stalemate's roll-off never makes the attacker the winner).
 * Once the judge calls for them, the tie-break dice alone decide, so `tieBreaks` keeps each kind's chance as
 * first judged for this attacker (judging 30–132 rounds again for every tied pair of rolls only costs time).
 */
export function pairingWinChance(
  state: ContestState,
  attacker: ContestRoll,
  attackerIdentity: string,
  defender: ContestRoll,
  tieBreaks = new Map<TieBreakKind, number>(),
): number {
  const rolls = { [attackerIdentity]: attacker, [DEFENDER_ID]: defender };
  const judged = new Contest(state).judge(rolls, attackerIdentity);
  if (judged.status === "decided") return judged.outcome.winner === "attacker" ? 1 : 0;
  if (judged.status !== "awaitingTieBreak") throw new Error("both rolls were given, yet the pairing awaits a roll");
  const { kind } = judged.need;
  let chance = tieBreaks.get(kind);
  if (chance === undefined) tieBreaks.set(kind, (chance = tieBreakWinChance(state, rolls, attackerIdentity, kind)));
  return chance;
}

/* -------------------------------------------- */
/*  The brute force                             */
/* -------------------------------------------- */

export interface BruteForce {
  readonly distribution: number[];
  /** Each attacker's own P(win). */
  readonly attackerWins: number[];
  /** Mass of the dice sequences the enumeration left out, over all sides. */
  readonly cutMass: number;
}

/**
 * A sum of many small terms kept to the last bit or so (Neumaier's compensated summation): the brute force adds
 * millions of products, and a plain running sum would drift by about 1e-12, the very tolerance it is checked to.
 */
class ExactSum {
  private sum = 0;
  private compensation = 0;

  add(term: number): void {
    const next = this.sum + term;
    this.compensation += Math.abs(this.sum) >= Math.abs(term) ? this.sum - next + term : term - next + this.sum;
    this.sum = next;
  }

  get value(): number {
    return this.sum + this.compensation;
  }
}

/**
 * P(exactly k attackers win) over every combination of every side's dice: the defender's roll, each attacker's
 * roll, and — for each pairing that ties into a tie-break — its tie-break dice, which each pairing rolls on its own.
 * `given` fixes some sides' rolls: the chances given them.
 */
export function bruteForceJoint(
  jointCase: JointCase,
  cut = 1e-16,
  given: Readonly<Record<string, ContestRoll>> = {},
): BruteForce {
  const state = rolledState(jointCase);
  // A side given its roll (by id: DEFENDER_ID, attackerId(i)) has that roll alone.
  const enumerate = (id: string, spec: ContestSpecs[ContestKindId]): Enumerated<ContestRoll> =>
    given[id] ? { outcomes: [{ value: given[id], p: 1 }], cutMass: 0 } : enumerateRolls(rollerFor(state, spec), cut);
  const defender = enumerate(DEFENDER_ID, jointCase.defender);
  const attackers = jointCase.attackers.map((spec, i) => enumerate(attackerId(i), spec));
  const sides = defender.outcomes.length;
  // chance[i][a * sides + d]: attacker i's roll a against the defender's roll d, by the judge.
  const chance = attackers.map((rolls, i) => {
    const tieBreaks = new Map<TieBreakKind, number>();
    return Float64Array.from(
      rolls.outcomes.flatMap((a) =>
        defender.outcomes.map((d) => pairingWinChance(state, a.value, attackerId(i), d.value, tieBreaks)),
      ),
    );
  });
  const n = attackers.length;
  const distribution = Array.from({ length: n + 1 }, () => new ExactSum());
  const attackerWins = Array.from({ length: n }, () => new ExactSum());
  const open: number[] = []; // the chances of the pairings in this combination that went to a tie-break
  const leaf = (p: number, decidedWins: number): void => {
    // Every way the tie-breaks of this combination can fall, each pairing's dice on their own.
    for (let mask = 0; mask < 1 << open.length; mask++) {
      let q = p;
      let wins = decidedWins;
      for (let j = 0; j < open.length; j++) {
        const won = (mask >> j) & 1;
        q *= won ? must(open[j]) : 1 - must(open[j]);
        wins += won;
      }
      must(distribution[wins]).add(q);
    }
  };
  const walk = (d: number, i: number, p: number, decidedWins: number): void => {
    if (i === n) return leaf(p, decidedWins);
    const table = must(chance[i]);
    const { outcomes } = must(attackers[i]);
    for (let index = 0; index < outcomes.length; index++) {
      const win = must(table[index * sides + d]);
      const q = p * must(outcomes[index]).p;
      must(attackerWins[i]).add(q * win);
      if (win === 0 || win === 1) {
        walk(d, i + 1, q, decidedWins + win);
        continue;
      }
      open.push(win);
      walk(d, i + 1, q, decidedWins);
      open.pop();
    }
  };
  defender.outcomes.forEach((d, index) => walk(index, 0, d.p, 0));
  return {
    distribution: distribution.map((sum) => sum.value),
    attackerWins: attackerWins.map((sum) => sum.value),
    cutMass: [defender, ...attackers].reduce((total, side) => total + side.cutMass, 0),
  };
}

/* -------------------------------------------- */
/*  Sampling                                    */
/* -------------------------------------------- */

/**
 * Plays the contest `draws` times with one random source, as a table does: the defender rolls once, each
 * attacker rolls, every pairing that needs tie-break dice rolls them (the core's own tie-break roller), and the
 * card's judge decides. Returns how often k attackers won.
 */
export function sampleWinCounts(jointCase: JointCase, source: RandomSource, draws: number): number[] {
  const state = rolledState(jointCase);
  const defenderRoller = rollerFor(state, jointCase.defender);
  const attackerRollers = jointCase.attackers.map((spec) => rollerFor(state, spec));
  const counts = new Array<number>(attackerRollers.length + 1).fill(0);
  for (let draw = 0; draw < draws; draw++) {
    const defender = defenderRoller(source);
    let wins = 0;
    attackerRollers.forEach((roller, i) => {
      const id = attackerId(i);
      const rolls = { [id]: roller(source), [DEFENDER_ID]: defender };
      let judged = new Contest(state).judge(rolls, id);
      if (judged.status === "awaitingTieBreak") {
        const dice = rollTieBreak(judged.need.kind, source);
        judged = new Contest({ ...state, tieBreaks: [{ attackerId: id, dice }] }).judge(rolls, id);
      }
      if (judged.status !== "decided") throw new Error(`pairing left ${judged.status}`);
      if (judged.outcome.winner === "attacker") wins++;
    });
    counts[wins]!++;
  }
  return counts;
}
