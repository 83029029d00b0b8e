import type { KleptoDie } from "../mechanics/critical-dice";
import type { KleptoTestResult } from "../mechanics/roll-test";
import type { Score } from "../mechanics/score";
import { compareScores, isPassing, scoreOf } from "../mechanics/score";
import { keptDieIndex } from "../mechanics/roll-test";
import { resolveDice } from "../mechanics/critical-dice";
import type { ParsedRanges } from "../ranges/types";
import { parseRanges } from "../ranges/parse-ranges";
import type { GroupGift, GroupRolls, GroupTestState } from "./group-test-types";
import { everyoneInGroupRolled, groupRollOf } from "./group-test-state";

/**
 * Final Scores of a Group Test, derived from (state, judged rolls, the gifts' faces) — the reading of each gift
 * as docs/rulings.md "The Kleptonomicon" rules it:
 * - `dice`: a gift rolls one more d10 (crits resolved first, as on any die of the Test) and the receiver keeps
 *   the best; to a receiver still at net Disadvantage it cancels one Disadvantage instead: the last die of
 *   their roll not yet set aside is set aside and the lowest of the rest is kept (the odds of one Disadvantage
 *   fewer). Once every Disadvantage is cancelled, further gifts roll dice and keep the best.
 * - `plusOne`: each gift adds 1 to the Score. A Critical Roll stays what it is: the text counts it the best (or
 *   worst) it could be "regardless of your Modifier", and a +1 is read the same way.
 */

export interface MemberFinal {
  readonly id: string;
  /** The participant's own roll, or null while they have not rolled. */
  readonly first: KleptoTestResult | null;
  /** Gifts received so far. */
  readonly received: number;
  /** Indices into `first.dice` of the dice set aside by cancelled Disadvantages. */
  readonly setAside: readonly number[];
  /** The gifts' extra dice, resolved. */
  readonly extraDice: readonly KleptoDie[];
  /** Where the kept die is: in the first roll, or among the extra dice. */
  readonly kept: { readonly from: "roll" | "gift"; readonly index: number } | null;
  /** +1s of the `plusOne` reading that count (0 for a crit). */
  readonly bonus: number;
  /** The Score after every gift, or null while the participant has not rolled. */
  readonly final: Score | null;
}

interface Working {
  level: number;
  extra: KleptoDie[];
  setAside: number[];
}

/** Applies one gift to a receiver's working dice (the dice reading). */
function takeGift(test: KleptoTestResult, work: Working, gift: GroupGift): void {
  if (work.level < 0) {
    // Dice 0..|level| are still live; the last of them is set aside.
    work.setAside.push(-work.level);
  } else {
    work.extra.push(...resolveDice(test.method, gift.dice.faces, gift.dice.coins));
  }
  work.level += 1;
}

function keptOf(test: KleptoTestResult, work: Working): { from: "roll" | "gift"; index: number } {
  if (work.level < 0) {
    const live = test.dice.slice(0, 1 - work.level);
    return { from: "roll", index: keptDieIndex(live, "lowest") };
  }
  // A receiver who started at Disadvantage has only the first die left once it is all cancelled.
  const rollDice = test.level < 0 ? test.dice.slice(0, 1) : test.dice;
  const candidates = [...rollDice, ...work.extra];
  const best = keptDieIndex(candidates, "highest");
  return best < rollDice.length ? { from: "roll", index: best } : { from: "gift", index: best - rollDice.length };
}

/** One member's final Score with the first `upTo` gifts of the state counted. */
export function memberFinal(
  state: GroupTestState,
  rolls: GroupRolls,
  id: string,
  upTo = state.gifts.length,
): MemberFinal {
  const first = groupRollOf(state, rolls, id);
  const gifts = state.gifts.slice(0, upTo).filter((g) => g.receiver === id);
  if (!first) return { id, first: null, received: 0, setAside: [], extraDice: [], kept: null, bonus: 0, final: null };
  if (state.reading === "plusOne") {
    const bonus = first.crit === null ? gifts.length : 0;
    const kept = { from: "roll" as const, index: first.keptIndex };
    return {
      id,
      first,
      received: gifts.length,
      setAside: [],
      extraDice: [],
      kept,
      bonus,
      final: { total: first.total + bonus, crit: first.crit },
    };
  }
  const work: Working = { level: first.level, extra: [], setAside: [] };
  for (const gift of gifts) takeGift(first, work, gift);
  const kept = gifts.length === 0 ? { from: "roll" as const, index: first.keptIndex } : keptOf(first, work);
  const die = kept.from === "roll" ? first.dice[kept.index]! : work.extra[kept.index]!;
  return {
    id,
    first,
    received: gifts.length,
    setAside: work.setAside,
    extraDice: work.extra,
    kept,
    bonus: 0,
    final: scoreOf(die, first.modifier),
  };
}

/** Every participant's final Score, in card order. */
export function groupFinalScores(state: GroupTestState, rolls: GroupRolls, upTo = state.gifts.length): MemberFinal[] {
  return state.participants.map((p) => memberFinal(state, rolls, p.id, upTo));
}

export interface GroupResult {
  /** The member with the lowest final Score (the first listed on a tie). */
  readonly lowestId: string;
  /** The lowest final Score: the Score of the whole group. */
  readonly score: Score;
  readonly passed: boolean;
  /** The ranges the group's Score is read against: the card's, else the lowest member's own, else null (standard). */
  readonly ranges: ParsedRanges | null;
}

/** The group's result once everyone has rolled; null before. */
export function groupResult(state: GroupTestState, rolls: GroupRolls): GroupResult | null {
  if (!everyoneInGroupRolled(state)) return null;
  const finals = groupFinalScores(state, rolls);
  const lowest = finals.reduce((low, next) => (compareScores(next.final!, low.final!) < 0 ? next : low));
  const score = lowest.final!;
  const shorthand = state.ranges ?? state.participants.find((p) => p.id === lowest.id)!.request.ranges ?? null;
  return {
    lowestId: lowest.id,
    score,
    passed: isPassing(score),
    ranges: shorthand === null ? null : parseRanges(shorthand),
  };
}
