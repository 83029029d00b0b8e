import {
  faceChance,
  jointOutcomes,
  PoolOutcomes,
  type Counts,
  type SpecialDie,
  type Face,
  type Pool,
} from "./pool-outcomes";

/**
 * A push (docs/pools.md "A second stage"): after the first roll, every die whose face is not locked (its kind's
 * `locked` values) is rolled once more, and the roll is read again. Whether the roller pushes is a policy over the
 * first roll's totals ("only when it has no success"); a roll with every die locked cannot be pushed at all (YZUR's
 * `pushable`), whatever the policy says.
 *
 * Two branches, added: the first roll where it stands (each face also counting whether it is open to a push), and
 * the pushed roll — each die a die of pairs (first face, face after the push: a locked face stays, an open one meets
 * every face again), convolved over only the first-roll counters the policy reads, the final counters and how many
 * dice were open. Keeping the first roll's other counters out of the pairs keeps their outcomes few.
 */

/** The counter of a pushed outcome that says whether the push happened (1) or the first roll stands (0). */
export const PUSHED = "pushed";

/** Whether a roller pushes, seeing the first roll: the counters it reads, and its choice over them. */
export interface PushPolicy {
  readonly reads: readonly string[];
  readonly pushIf: (first: Counts) => boolean;
}

const FIRST = "first:";
/** Whether some die's first face is one a push rerolls (a flag: a push needs one at least). */
const OPEN = "open:";

/** Each kind's die with its open faces counted, and its dice of pairs by the counters read, made once each. */
const OPENED = new WeakMap<SpecialDie, SpecialDie>();
const PAIRS = new WeakMap<SpecialDie, Map<string, SpecialDie>>();

const isOpen = (kind: SpecialDie, face: Face) => !(kind.locked ?? []).includes(face.value ?? 0);

function opened(kind: SpecialDie): SpecialDie {
  const known = OPENED.get(kind);
  if (known) return known;
  const faces = kind.faces.map((face) => ({ ...face, counts: { ...face.counts, [OPEN]: isOpen(kind, face) ? 1 : 0 } }));
  const made = { ...kind, faces };
  OPENED.set(kind, made);
  return made;
}

/** The die of pairs: the first face's counters the policy reads, its openness, and the face that stands after. */
function pairKind(kind: SpecialDie, reads: readonly string[]): SpecialDie {
  const byReads = PAIRS.get(kind) ?? PAIRS.set(kind, new Map()).get(kind)!;
  const known = byReads.get(reads.join());
  if (known) return known;
  const merged = new Map<string, Face & { chance: number }>();
  kind.faces.forEach((first, i) => {
    const open = isOpen(kind, first);
    const read = Object.fromEntries(reads.map((name) => [FIRST + name, first.counts[name] ?? 0]));
    kind.faces.forEach((again, j) => {
      const stands = open ? j : i;
      const chance = faceChance(kind, first) * faceChance(kind, again);
      const key = `${i} ${stands}`;
      const pair = merged.get(key);
      if (pair) pair.chance += chance;
      else merged.set(key, { counts: { ...read, [OPEN]: open ? 1 : 0, ...kind.faces[stands]!.counts }, chance });
    });
  });
  const cut = kind.cutMass ?? 0;
  const made: SpecialDie = { name: kind.name, faces: [...merged.values()], cutMass: cut * (2 - cut) };
  byReads.set(reads.join(), made);
  return made;
}

/** The counters `names` of an outcome, with PUSHED set. */
function standing(outcome: Counts, names: readonly string[], pushed: 0 | 1): Counts {
  const counts: Record<string, number> = { [PUSHED]: pushed };
  for (const name of names) counts[name] = outcome[name] ?? 0;
  return counts;
}

/**
 * The outcomes after a push taken by `policy`: the counters of the roll that stands — the pushed one or the first —
 * and PUSHED. The chance of a cost on a push is then a question over them, e.g.
 * `chanceGiven((o) => o.baseOnes >= 1, (o) => o.pushed === 1)`.
 */
export function pushedOutcomes(pool: Pool, policy: PushPolicy): PoolOutcomes<string> {
  const pushes = (first: Counts) => (first[OPEN] ?? 0) > 0 && policy.pushIf(first);
  const first = jointOutcomes(
    pool.map(({ kind, count }) => ({ count, kind: opened(kind) })),
    OPEN,
  );
  const pairs = jointOutcomes(
    pool.map(({ kind, count }) => ({ count, kind: pairKind(kind, policy.reads) })),
    OPEN,
  );
  const names = first.counters.filter((name) => name !== OPEN);
  // The pair's first-roll counters, read into one object reused for each outcome (the policy only reads it).
  const firstNames = policy.reads.map((name) => [name, FIRST + name] as const);
  const view: Record<string, number> = {};
  const firstOf = (outcome: Counts): Counts => {
    view[OPEN] = outcome[OPEN] ?? 0;
    for (const [name, paired] of firstNames) view[name] = outcome[paired] ?? 0;
    return view;
  };
  const outcomes: (readonly [Counts, number])[] = [];
  for (const [o, p] of first.outcomes) if (!pushes(o)) outcomes.push([standing(o, names, 0), p]);
  for (const [o, p] of pairs.outcomes) if (pushes(firstOf(o))) outcomes.push([standing(o, names, 1), p]);
  const counters = [...names, PUSHED].sort();
  return new PoolOutcomes(outcomes, counters, pairs.cutMass).read((outcome) => outcome);
}
