import { isWithin, LIMITS, limitError } from "../limits";
import {
  mixOutcomes,
  poolOutcomes,
  type Counts,
  type Face,
  type Outcome,
  type Pool,
  PoolOutcomes,
  type SpecialDie,
} from "./pool-outcomes";

/**
 * Shadowrun's d6 pools (docs/pools.md "Shadowrun"): a 5 or a 6 is a hit, a 1 counts towards a glitch. The faces keep
 * 5s and 6s apart (`five`, `six`) because 6e's wild die cancels 5s only and an exploding 6 throws one die more.
 * SR5 0.36.0 (`src/module/rules/TestRules.ts`, `SR5Die.ts`, `SR5Roll.ts`); SR6 Eden 4.0.7 (`module/SR6Roll.js`).
 */

const face = (value: number, counts: Counts, chance?: number): Face =>
  chance === undefined ? { value, counts } : { value, counts, chance };

function d6Counts(value: number): Counts {
  return { one: value === 1 ? 1 : 0, five: value === 5 ? 1 : 0, six: value === 6 ? 1 : 0 };
}

/** A Shadowrun d6. */
const SHADOWRUN_D6: SpecialDie = {
  name: "d6",
  faces: [1, 2, 3, 4, 5, 6].map((value) => face(value, d6Counts(value))),
};

/** 6e's wild die: its 5 or 6 counts three hits, its 1 voids every 5 of the other dice (`SR6Roll#markWildDie`). */
const WILD_D6: SpecialDie = {
  name: "wild d6",
  faces: [1, 2, 3, 4, 5, 6].map((value) => face(value, { wildOne: value === 1 ? 1 : 0, wildHit: value >= 5 ? 1 : 0 })),
};

/**
 * How many explosions of one die are written out: the chains past it weigh 6^-17 < 1e-13 per die, carried as the
 * outcomes' cutMass (docs/odds.md's tails are cut below 1e-12 the same way).
 */
const EXPLOSION_DEPTH = 16;

/** An exploding die's last throw, the one that is no 6: 1 to 5, equally likely. */
const LAST_THROW: SpecialDie = {
  name: "last throw",
  faces: [1, 2, 3, 4, 5].map((value) => face(value, d6Counts(value))),
};

/** An exploding die's sixes before its last throw, k with chance (1/6)^k · 5/6, written to `depth`. */
function sixesBefore(depth: number): SpecialDie {
  return {
    name: "sixes",
    cutMass: 6 ** -(depth + 1),
    faces: Array.from({ length: depth + 1 }, (_, sixes) => face(6, { six: sixes }, (6 ** -sixes * 5) / 6)),
  };
}

/**
 * `count` d6 that explode on 6 (SR5's Push the Limit `Ndsx6`, SR6's Edge `x6`), chains written to `depth`
 * explosions. A die's chain is some sixes, then a last throw of 1 to 5 whose face does not depend on how many sixes
 * came before: so the dice are thrown as two independent kinds, the last throws and the sixes — the same joint
 * outcomes as a face per chain, with far fewer faces to add (the tests count them chain by chain).
 */
export function explodingDice(count: number, depth = EXPLOSION_DEPTH): Pool {
  return [
    { kind: LAST_THROW, count },
    { kind: sixesBefore(depth), count },
  ];
}

/** What a Shadowrun test's outcome is read as: its hits, and whether it glitched (1) and critically (1). */
export type ShadowrunCounter = "hits" | "glitch" | "criticalGlitch";

/** A Shadowrun test's dice as the dialog sets them. */
export interface ShadowrunPool {
  /** The pool value: dice thrown before any explosion, the wild die included. */
  readonly dice: number;
  /** SR5's limit, capping the hits when limits apply (none with Push the Limit). */
  readonly limit?: number;
  /** Sixes explode (SR5 Push the Limit, SR6 Edge). */
  readonly explode?: boolean;
  /** 6e: one of the dice is the wild die. */
  readonly wild?: boolean;
}

/** The pool's dice: plain or exploding (a wild die among exploding ones is read apart: explodingWithWild). */
function shadowrunDice(pool: ShadowrunPool): Pool {
  const wild = pool.wild === true && pool.dice > 0 ? 1 : 0;
  if (pool.explode) return explodingDice(pool.dice);
  return [
    { kind: SHADOWRUN_D6, count: pool.dice - wild },
    { kind: WILD_D6, count: wild },
  ];
}

/**
 * Fives counted as sixes, for a reading that tells them apart no more (SR5; SR6 without a wild die or explosions):
 * a linear reading, so the dice add up over hits and ones alone — two counters instead of three.
 */
function fivesAsSixes(face: Counts): Outcome<"six" | "one"> {
  return { six: (face.five ?? 0) + (face.six ?? 0), one: face.one ?? 0 };
}

/** An SR5 test's outcomes: hits (under the limit), glitch, criticalGlitch (each 0 or 1). No wild die in 5e. */
export function sr5Outcomes(pool: ShadowrunPool): PoolOutcomes<ShadowrunCounter> {
  return poolOutcomes(shadowrunDice({ ...pool, wild: false }), fivesAsSixes).read(sr5Reading(pool));
}

/** Sixes and ones alone: the other dice's hits when the wild die's 1 has voided their fives. */
function sixesAlone(face: Counts): Outcome<"six" | "one"> {
  return { six: face.six ?? 0, one: face.one ?? 0 };
}

/**
 * An SR6 test's outcomes: hits, glitch, criticalGlitch. Explosions are counted apart (sr6Exploding). The wild die,
 * without explosions, is read apart, one branch per kind of face: on a 1 (1/6) the other dice count their sixes
 * alone, on a 5 or 6 (1/3) three hits more, else (1/2) as they are — so the other dice add up over hits and ones
 * alone, and a pool of any size stays far inside the limit.
 */
export function sr6Outcomes(pool: ShadowrunPool): PoolOutcomes<ShadowrunCounter> {
  const read = sr6Reading(pool);
  if (pool.explode === true) return sr6Exploding(pool);
  if (pool.wild !== true || pool.dice < 1) return poolOutcomes(shadowrunDice(pool), fivesAsSixes).read(read);
  const others: Pool = [{ kind: SHADOWRUN_D6, count: pool.dice - 1 }];
  const plain = poolOutcomes(others, fivesAsSixes);
  return mixOutcomes([
    [1 / 6, poolOutcomes(others, sixesAlone).read((o) => read({ ...o, wildOne: 1 }))],
    [1 / 2, plain.read(read)],
    [1 / 3, plain.read((o) => read({ ...o, wildHit: 1 }))],
  ]);
}

/** The tail of the sixes' count left out, carried as cutMass (docs/odds.md cuts its tails below 1e-12 the same way). */
const SIXES_TAIL = 1e-13;

/**
 * How many sixes `count` exploding dice throw in all: each die's run of sixes is geometric, so their sum is negative
 * binomial, s with chance C(s + count − 1, s) · 6^-s · (5/6)^count. Written while what is left past s weighs
 * SIXES_TAIL or more; the rest is `cut` (terms below 1e-30, past the mode, are dropped from it: they shrink by 6).
 */
function sixesInAll(count: number): { chances: number[]; cut: number } {
  const terms: number[] = [];
  for (let s = 0, p = (5 / 6) ** count; p > 1e-30 || s <= count / 5; s += 1) {
    terms.push(p);
    p *= (s + count) / (6 * (s + 1));
  }
  let cut = 0;
  while (terms.length > 1 && cut + terms.at(-1)! < SIXES_TAIL) cut += terms.pop()!;
  return { chances: terms, cut };
}

/** The binomial distribution of successes in `count` trials of chance `p`: index k, chance of exactly k. */
function binomial(count: number, p: number): number[] {
  const chances = [(1 - p) ** count];
  for (let k = 0; k < count; k += 1) chances.push((chances[k]! * (count - k) * p) / ((k + 1) * (1 - p)));
  return chances;
}

/** [P(X < a), P(X ≥ a)] for a = 0 … n + 1, each summed from its own end (no 1 − x to lose a tiny chance in). */
function splits(chances: readonly number[]): { below: number[]; atLeast: number[] } {
  const below = [0];
  for (const p of chances) below.push(below.at(-1)! + p);
  const atLeast = [0];
  for (let a = chances.length - 1; a >= 0; a -= 1) atLeast.unshift(atLeast[0]! + chances[a]!);
  return { below, atLeast };
}

/** The wild die's chain among exploding dice: its chance, its wild 1 (0 or 1), the hits it counts, its sixes. */
interface WildChain {
  readonly chance: number;
  readonly one: number;
  readonly hits: number;
  readonly sixes: number;
}

/**
 * Edge's `x6` is on the wild die's own term too (Rolls.js `createFormula`) and every result of that term is marked
 * wild (`SR6Roll#evaluate`): each six of its chain is three hits and one die thrown more, its last throw three hits
 * on a 5, a voiding 1 on a 1. One chain per number of sixes (to EXPLOSION_DEPTH) and kind of last throw.
 */
function wildChains(): WildChain[] {
  const chains: WildChain[] = [];
  for (let sixes = 0; sixes <= EXPLOSION_DEPTH; sixes += 1) {
    const face = 6 ** -(sixes + 1);
    chains.push({ chance: face, one: 1, hits: 3 * sixes, sixes });
    chains.push({ chance: face, one: 0, hits: 3 * (sixes + 1), sixes });
    chains.push({ chance: 3 * face, one: 0, hits: 3 * sixes, sixes });
  }
  return chains;
}

/**
 * An SR6 pool whose sixes explode (Edge), the wild die's chain among them or not, read by sr6Reading's rule. Each
 * other die is a run of sixes and a last throw of 1 to 5 that does not depend on the run: so the sixes in all (s,
 * negative binomial) are independent of the last throws, whose fives (b) are binomial(n, 1/5) and whose ones, given
 * b, binomial(n − b, 1/4). The hits are b (none on a wild 1) + s + the wild chain's; a glitch is ones over half the
 * dice thrown, so for each chain, s and b it is a tail of the ones' binomial: the work is chains × s × b, some
 * thousands of steps at ten dice, instead of every (ones, fives, sixes) outcome read per chain.
 */
function sr6Exploding(pool: ShadowrunPool): PoolOutcomes<ShadowrunCounter> {
  if (!isWithin(LIMITS.poolDice, pool.dice)) throw limitError(LIMITS.poolDice, pool.dice);
  const wild = pool.wild === true && pool.dice > 0;
  const count = pool.dice - (wild ? 1 : 0);
  const sixes = sixesInAll(count);
  const fives = binomial(count, 1 / 5);
  const ones = fives.map((_, b) => splits(binomial(count - b, 1 / 4)));
  const chains = wild ? wildChains() : [{ chance: 1, one: 0, hits: 0, sixes: 0 }];
  // By hits: the chance without a glitch and with one (the most hits: every fives, six and wild hit written).
  const most = count + sixes.chances.length + 3 * (EXPLOSION_DEPTH + 1);
  const [clean, glitched] = [new Float64Array(most + 1), new Float64Array(most + 1)];
  for (const chain of chains)
    for (let s = 0; s < sixes.chances.length; s += 1) {
      // More 1s than half the dice thrown: 2 · (ones + the wild 1) > dice + every six thrown.
      const least = Math.max(0, Math.floor((pool.dice + s + chain.sixes) / 2) + 1 - chain.one);
      const weight = chain.chance * sixes.chances[s]!;
      for (let b = 0; b <= count; b += 1) {
        const split = ones[b]!;
        const at = Math.min(least, count - b + 1);
        const p = weight * fives[b]!;
        const hits = (chain.one === 1 ? 0 : b) + s + chain.hits;
        clean[hits]! += p * split.below[at]!;
        glitched[hits]! += p * split.atLeast[at]!;
      }
    }
  const outcomes: (readonly [Outcome<ShadowrunCounter>, number])[] = [];
  clean.forEach((p, hits) => {
    if (p > 0) outcomes.push([{ hits, glitch: 0, criticalGlitch: 0 }, p]);
  });
  glitched.forEach((p, hits) => {
    if (p > 0) outcomes.push([{ hits, glitch: 1, criticalGlitch: hits === 0 ? 1 : 0 }, p]);
  });
  const wildCut = wild ? 6 ** -(EXPLOSION_DEPTH + 1) : 0;
  return new PoolOutcomes(outcomes, ["criticalGlitch", "glitch", "hits"], sixes.cut + wildCut - sixes.cut * wildCut);
}

/**
 * SR5's reading (`TestRules`): hits are 5s and 6s, exploded dice included, capped by the limit; a glitch is more 1s
 * than half the pool value, rounded down; a critical glitch, a glitch with no hit.
 */
export function sr5Reading(pool: ShadowrunPool): (outcome: Counts) => Outcome<ShadowrunCounter> {
  return (outcome) => {
    const rolled = (outcome.five ?? 0) + (outcome.six ?? 0);
    const glitch = (outcome.one ?? 0) > Math.floor(Math.max(pool.dice, 1) / 2);
    const hits = pool.limit === undefined ? rolled : Math.min(rolled, pool.limit);
    return { hits, glitch: glitch ? 1 : 0, criticalGlitch: glitch && rolled === 0 ? 1 : 0 };
  };
}

/**
 * SR6's reading (`SR6Roll`): a wild 5 or 6 is three hits and a wild 1 voids the other dice's 5s; a glitch is more 1s
 * than half the dice thrown (explosions and the wild die included); a critical glitch, a glitch with no hit.
 */
export function sr6Reading(pool: ShadowrunPool): (outcome: Counts) => Outcome<ShadowrunCounter> {
  return (outcome) => {
    const fives = (outcome.wildOne ?? 0) > 0 ? 0 : (outcome.five ?? 0);
    const hits = fives + (outcome.six ?? 0) + 3 * (outcome.wildHit ?? 0);
    const ones = (outcome.one ?? 0) + (outcome.wildOne ?? 0);
    const thrown = pool.dice + (pool.explode ? (outcome.six ?? 0) + (outcome.wildSix ?? 0) : 0);
    const glitch = ones > thrown / 2;
    return { hits, glitch: glitch ? 1 : 0, criticalGlitch: glitch && hits === 0 ? 1 : 0 };
  };
}
