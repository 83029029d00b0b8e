import type { SystemOdds, SystemOutcome } from "../../../core/systems/system-odds-types";

/**
 * The figures of an Ironsworn or Starforged roll (docs/systems-ironsworn.md "The rules"), as foundry-ironsworn 1.28.1
 * (f5253894) rolls and names it:
 * - the roll is `{d6, d10, d10[, d10…]}`, the d6 only for an action roll without a preset action die
 *   (src/module/rolls/ironsworn-roll.ts:213-227);
 * - the action die is the preset one, else the d6; it counts 0 when the roll's momentum is its negative (:247-272,
 *   303-312), and only a move's button sets that momentum (preroll-dialog.ts:452): never a stat's roll;
 * - the score is min(action die + stat + adds, 10), or for a progress roll min(progress + adds, 10), never cancelled
 *   (:299-337);
 * - the outcome counts the two challenge dice the score beats strictly: 2 a strong hit, 1 a weak hit, 0 a miss
 *   (ironsworn-roll-message.ts:80-88), unless an outcome is set beforehand (:418-421); a match is two equal challenge
 *   dice (:412-416), whatever the outcome; a preset challenge die stands for its die (:386-410);
 * - with extra challenge dice the player picks two after the roll (challenge-resolution-dialog.vue): the figures are
 *   those of the best pick, the two lowest of every die rolled (a pick replaces a preset one too);
 * - burning momentum after the roll (ironsworn-roll-message.ts:292-321, 158-171): offered to a character on an action
 *   roll when momentum beats more challenge dice than the score did; the outcome is then momentum's.
 * Exact by counting: 6 action-die faces times the challenge dice's 10ⁿ outcomes, as whole counts over their total.
 */

/** What the figures take of the engine (`kit.systems`, handed to the adapter; the calculator's own import). */
interface IronEngine {
  factIf(fact: boolean): Pick<SystemOutcome, "fact">;
}

/** What a roll is, as the system's pre-roll options hold it once a button is pressed. */
export interface IronRoll {
  /** An action roll (a stat's or a move's) or a progress roll. */
  readonly kind: "action" | "progress";
  /** The stat's value (action), or the progress score (progress). */
  readonly base: number;
  readonly adds: number;
  /** The roll's momentum, which cancels the action die when it is its negative: a move's button only (null: none). */
  readonly momentum: number | null;
  /** The preset action die, or null for the d6 (action rolls only). */
  readonly presetActionDie: number | null;
  /** The preset challenge dice (null: rolled). */
  readonly presetChallenge: readonly [number | null, number | null];
  /** Challenge dice rolled past the two (Sleuth's). */
  readonly extraChallengeDice: number;
  /** An outcome set beforehand (0 miss, 1 weak, 2 strong), or null. */
  readonly automaticOutcome: number | null;
  /** The momentum a burn after the roll would use (the actor a character, an action roll), or null for no burn. */
  readonly burn: number | null;
}

const IRON_SCORE_MAX = 10;
/** The most extra challenge dice worked out (the system's field has no maximum; a table rolls one or two). */
const IRON_MAX_EXTRA_DICE = 10;

/** The outcomes' keys, in order: the outcome, its matches, then the outcome after a burn where one is offered. */
const IRON_OUTCOMES = ["strongHit", "weakHit", "miss", "strongHitMatch", "missMatch"] as const;
const IRON_BURN_OUTCOMES = ["strongHitBurn", "weakHitBurn", "missBurn"] as const;

/** The two lowest of the challenge dice, with how many of the 10ⁿ outcomes give them. */
interface LowPair {
  readonly low: number;
  readonly high: number;
  readonly count: number;
}

const addTo = (counts: number[], index: number, n: number) => {
  counts[index] = (counts[index] ?? 0) + n;
};

/** The two lowest faces of n d10s (n ≥ 2), by counting, remembered by n: a dialog's buttons share their dice. */
const LOWEST_PAIRS = new Map<number, readonly LowPair[]>();

function lowestPairs(dice: number): readonly LowPair[] {
  const known = LOWEST_PAIRS.get(dice);
  if (known) return known;
  // counts[low * 11 + high]: the outcomes so far whose lowest is `low` and second lowest `high` (low ≤ high).
  let counts = new Array<number>(121).fill(0);
  for (let a = 1; a <= 10; a += 1)
    for (let b = 1; b <= 10; b += 1) addTo(counts, Math.min(a, b) * 11 + Math.max(a, b), 1);
  for (let die = 2; die < dice; die += 1) {
    const next = new Array<number>(121).fill(0);
    for (let low = 1; low <= 10; low += 1) {
      for (let high = low; high <= 10; high += 1) {
        const count = counts[low * 11 + high] ?? 0;
        if (count === 0) continue;
        for (let face = 1; face <= 10; face += 1) {
          const index = face < low ? face * 11 + low : face < high ? low * 11 + face : low * 11 + high;
          addTo(next, index, count);
        }
      }
    }
    counts = next;
  }
  const pairs = counts.flatMap((count, index) =>
    count > 0 ? [{ low: Math.floor(index / 11), high: index % 11, count }] : [],
  );
  LOWEST_PAIRS.set(dice, pairs);
  return pairs;
}

/** The final dice: both presets; else the best pick of all the dice rolled; else each rolled die or its preset. */
function challengePairs(roll: IronRoll): readonly LowPair[] {
  const [first, second] = roll.presetChallenge;
  if (first !== null && second !== null) return [{ low: first, high: second, count: 1 }];
  // A pick replaces both final dice, a preset one too (replacedChallenge1 ?? presetChallenge1, :386-410): the best pick
  // is the two lowest of every die rolled, whatever one preset says.
  if (roll.extraChallengeDice > 0) return lowestPairs(2 + roll.extraChallengeDice);
  const faces = (preset: number | null) => (preset === null ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] : [preset]);
  return faces(first).flatMap((low) => faces(second).map((high) => ({ low, high, count: 1 })));
}

/** The scores and how many action-die faces give each. */
function scores(roll: IronRoll): { score: number; count: number }[] {
  if (roll.kind === "progress") return [{ score: Math.min(roll.base + roll.adds, IRON_SCORE_MAX), count: 1 }];
  const dice = roll.presetActionDie === null ? [1, 2, 3, 4, 5, 6] : [roll.presetActionDie];
  return dice.map((die) => {
    const cancelled = roll.momentum !== null && roll.momentum === -die;
    return { score: Math.min((cancelled ? 0 : die) + roll.base + roll.adds, IRON_SCORE_MAX), count: 1 };
  });
}

/** How many challenge dice a score beats (computeRollOutcome). */
export const beaten = (score: number, low: number, high: number): number =>
  (score > low ? 1 : 0) + (score > high ? 1 : 0);

/**
 * Whether the figures can be worked out for this roll (whole numbers; extra dice within the bound).
 */
export function ironCountable(roll: IronRoll): boolean {
  const numbers = [
    roll.base,
    roll.adds,
    roll.momentum ?? 0,
    roll.presetActionDie ?? 0,
    ...roll.presetChallenge.map((die) => die ?? 0),
    roll.burn ?? 0,
  ];
  const whole = numbers.every(Number.isSafeInteger) && Number.isInteger(roll.extraChallengeDice);
  return whole && roll.extraChallengeDice >= 0 && roll.extraChallengeDice <= IRON_MAX_EXTRA_DICE;
}

/** Each outcome's exact chance: strong hit, weak hit, miss, the matches, then after a burn where one is offered. */
export function ironOutcomes(engine: IronEngine, roll: IronRoll): SystemOutcome[] {
  const pairs = challengePairs(roll);
  // No burn on a progress roll (ironsworn-roll-message.ts:295-296).
  const burn = roll.kind === "action" ? roll.burn : null;
  const counts = new Map<string, number>();
  const count = (key: string, n: number) => counts.set(key, (counts.get(key) ?? 0) + n);
  let total = 0;
  for (const { score, count: faces } of scores(roll)) {
    for (const pair of pairs) {
      const n = faces * pair.count;
      total += n;
      const outcome = roll.automaticOutcome ?? beaten(score, pair.low, pair.high);
      const key = outcome === 2 ? "strongHit" : outcome === 1 ? "weakHit" : "miss";
      count(key, n);
      if (pair.low === pair.high && key !== "weakHit") count(`${key}Match`, n);
      if (burn !== null) {
        const burnt = Math.max(outcome, beaten(burn, pair.low, pair.high));
        count(burnt === 2 ? "strongHitBurn" : burnt === 1 ? "weakHitBurn" : "missBurn", n);
      }
    }
  }
  const keys: readonly string[] = burn === null ? IRON_OUTCOMES : [...IRON_OUTCOMES, ...IRON_BURN_OUTCOMES];
  return keys.map((key) => ({
    key,
    probability: (counts.get(key) ?? 0) / total,
    fromTarget: false,
    // A match is a fact about the dice, beside the hit or miss it comes with; so is what a burn would make of them
    // (a whole of its own: the roll's hit, weak hit or miss stay the ones that add up to 100%).
    ...engine.factIf(key.endsWith("Match") || key.endsWith("Burn")),
  }));
}

/** A roll as a stat's or a progress dialog's button makes it: no momentum, no presets, no burn. */
export function plainRoll(kind: IronRoll["kind"], base: number, adds = 0): IronRoll {
  return {
    kind,
    base,
    adds,
    momentum: null,
    presetActionDie: null,
    presetChallenge: [null, null],
    extraChallengeDice: 0,
    automaticOutcome: null,
    burn: null,
  };
}

/**
 * Every figure of a dialog whose buttons each make a roll (a move's: a stat a button), by the button's id; a button
 * whose roll is not worked out has no column. No target: the challenge dice are the dice's own, rolled in the open.
 */
export function ironOdds(engine: IronEngine, rolls: ReadonlyMap<string, IronRoll | null>): SystemOdds {
  return {
    target: null,
    totals: [],
    choices: [...rolls].flatMap(([id, roll]) => (roll ? [{ id, outcomes: ironOutcomes(engine, roll) }] : [])),
  };
}

/**
 * The outcome a score (or momentum) gives on two final challenge dice, as the card names it (computeRollOutcome,
 * ironsworn-roll-message.ts:80-88): its key, and its match's where the dice are equal (a weak hit has none).
 */
export function outcomeOnDice(
  score: number,
  [first, second]: readonly [number, number],
): { readonly key: (typeof IRON_OUTCOMES)[number]; readonly match: (typeof IRON_OUTCOMES)[number] | null } {
  const outcome = beaten(score, Math.min(first, second), Math.max(first, second));
  const key = outcome === 2 ? "strongHit" : outcome === 1 ? "weakHit" : "miss";
  return {
    key,
    match: first !== second || key === "weakHit" ? null : key === "strongHit" ? "strongHitMatch" : "missMatch",
  };
}

/**
 * What burning `momentum` now makes of a rolled roll (docs/systems-ironsworn.md "After the roll"): `burnMomentum`
 * (ironsworn-roll-message.ts:158-171) replaces the outcome with the challenge dice the momentum beats — better or worse
 * than the roll's, whatever the card's offer said when it was drawn — and the match stays the final dice's. Sure
 * figures (100% or none), for the final dice the message shows.
 */
export function burnNowOutcomes(
  engine: IronEngine,
  momentum: number,
  dice: readonly [number, number],
): SystemOutcome[] {
  const { key, match } = outcomeOnDice(momentum, dice);
  return IRON_OUTCOMES.map((name) => ({
    key: name,
    probability: name === key || name === match ? 1 : 0,
    fromTarget: false,
    ...engine.factIf(name.endsWith("Match")),
  }));
}

/**
 * The score of an action roll whose action die showed `die` (rawScore and score, ironsworn-roll.ts:299-337): the die,
 * 0 where the roll's momentum is its negative, plus the stat and the adds, at most 10.
 */
export function shownActionScore(roll: IronRoll, die: number): number {
  const cancelled = roll.momentum !== null && roll.momentum === -die;
  return Math.min((cancelled ? 0 : die) + roll.base + roll.adds, IRON_SCORE_MAX);
}

/**
 * Whether the card offers a burn after the roll (momentumData, ironsworn-roll-message.ts:292-321): an action roll
 * whose momentum beats more of the final challenge dice than its score did.
 */
export function burnOffered(roll: IronRoll, score: number, [first, second]: readonly [number, number]): boolean {
  const [low, high] = [Math.min(first, second), Math.max(first, second)];
  return roll.kind === "action" && roll.burn !== null && beaten(roll.burn, low, high) > beaten(score, low, high);
}
