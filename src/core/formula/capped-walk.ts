import { IntDistribution } from "../odds/int-distribution";
import type { RepeatingDie } from "./exploding-die";

/**
 * A reroll or explosion with a cap (`x2>=5`, `r1=1`, `rr3<3`, `xo1`): docs/formula-odds.md "Capped rerolls and
 * explosions". Foundry walks the term's results in order with one counter for the whole term: each active result
 * that matches, while the counter is above 0, is rerolled (set aside) or exploded, a fresh roll is appended to the
 * list and the counter drops by one; once it is 0 the walk stops and every result left counts as it is. `r` and
 * `xo` look at the results there were at the start only, `rr` and `x` also at the fresh ones, which come after
 * them. The dice share the counter, so they are not independent: the walk is followed die by die with the
 * counter left as state, each state holding the table of the total so far. It ends after at most `cap` fresh
 * rolls, so it is exact, with no tail.
 */
export interface CappedWalk extends RepeatingDie {
  readonly count: number;
  readonly cap: number;
  /** An explosion keeps the matching result in the total; a reroll sets it aside. */
  readonly explodes: boolean;
  /** `x` and `rr` look at the fresh results too. */
  readonly recursive: boolean;
}

/** How many times the counter can be used: `r` and `xo` at most once per die. */
function usableCap(walk: CappedWalk): number {
  return walk.recursive ? walk.cap : Math.min(walk.cap, walk.count);
}

/** The most results the walk adds to the term (LIMITS and Foundry's cap of 1,000). */
export function cappedExtraResults(walk: CappedWalk): number {
  return usableCap(walk);
}

/** The total's spread and the walk's multiply-adds: a convolution by a die for each state of each step. */
export function cappedWalkSize(walk: CappedWalk): { spread: number; steps: number } {
  const cap = usableCap(walk);
  const spread = (walk.count + cap) * (Math.max(0, ...walk.gains) - Math.min(0, ...walk.gains));
  const states = walk.count * (cap + 1) + (cap + 1) ** 2;
  return { spread, steps: states * (spread + 1) * walk.gains.length };
}

type Tables = (IntDistribution | null)[];

/** Adds a part of the chance to a state, which may hold none yet. */
function gather(states: Tables, at: number, part: IntDistribution): void {
  const held = states[at];
  states[at] = held
    ? IntDistribution.mixture([
        [held, 1],
        [part, 1],
      ])
    : part;
}

export function cappedWalk(walk: CappedWalk): IntDistribution {
  const cap = usableCap(walk);
  const tableOf = (probs: readonly number[], which: "all" | "hit" | "miss") =>
    IntDistribution.fromEntries(
      probs.map((p, i) => {
        const hit = walk.trigger[i]!;
        const counted = which === "all" || (which === "hit" ? hit : !hit);
        return [hit && which === "hit" && !walk.explodes ? 0 : walk.gains[i]!, counted ? p : 0] as const;
      }),
    );
  const first = { all: tableOf(walk.first, "all"), hit: tableOf(walk.first, "hit"), miss: tableOf(walk.first, "miss") };
  const fresh = { all: tableOf(walk.fresh, "all"), hit: tableOf(walk.fresh, "hit"), miss: tableOf(walk.fresh, "miss") };
  // The results there were at the start, in order; the state is the counter left.
  let byCounter: Tables = Array.from({ length: cap + 1 }, (_, c) => (c === cap ? IntDistribution.constant(0) : null));
  for (let die = 0; die < walk.count; die++) {
    const next: Tables = byCounter.map(() => null);
    byCounter.forEach((table, left) => {
      if (!table) return;
      if (left === 0) return gather(next, 0, table.add(first.all));
      gather(next, left, table.add(first.miss));
      gather(next, left - 1, table.add(first.hit));
    });
    byCounter = next;
  }
  const unread = [IntDistribution.constant(0)];
  for (let k = 1; k <= cap; k++) unread.push(unread[k - 1]!.add(fresh.all));
  // Each use of the counter so far appended one fresh result, not yet looked at.
  const done: Tables = [null];
  if (!walk.recursive) byCounter.forEach((table, left) => table && gather(done, 0, table.add(unread[cap - left]!)));
  else freshWalk(byCounter, cap, fresh, unread, done);
  return done[0]!;
}

/**
 * `x` and `rr` go on through the fresh results: a state is the counter left and the fresh results not yet looked
 * at. A match uses the counter and appends another; a miss uses one up. With the counter at 0 the rest count as
 * rolled; with none left the walk is done. Each step lowers their sum, so the states are taken level by level.
 */
function freshWalk(
  byCounter: Tables,
  cap: number,
  fresh: Record<"hit" | "miss", IntDistribution>,
  unread: readonly IntDistribution[],
  done: Tables,
): void {
  // Keyed by the fresh results waiting; the counter is the level's sum minus them.
  let level: Tables = [];
  byCounter.forEach((table, left) => table && gather(level, cap - left, table));
  for (let sum = cap; level.some(Boolean); sum--) {
    const next: Tables = [];
    level.forEach((table, waiting) => {
      if (!table) return;
      if (sum === waiting || waiting === 0) return gather(done, 0, table.add(unread[waiting]!));
      gather(next, waiting, table.add(fresh.hit));
      gather(next, waiting - 1, table.add(fresh.miss));
    });
    level = next;
  }
}
