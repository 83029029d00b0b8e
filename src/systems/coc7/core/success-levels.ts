/**
 * Call of Cthulhu 7e's success levels for a total (docs/systems-coc7.md "Success levels"), as CoC7's dice pool ranges
 * them (`#populateThresholdRanges` and `#minimumFumbleFromThreshold`, coc7/apps/dice-pool.js at 7974aac): a 1 is a
 * critical; then, up to a fifth of the value (rounded down), an extreme success; up to half, a hard one; up to the
 * value, a regular one; then a failure; a fumble from 96 when the value the difficulty asks for is below 50, else on
 * a 100 only. A level whose bound is not above the one before has no range (a value of 1 has no regular success);
 * the ranges stop below the fumble (a value of 99 at Hard difficulty succeeds on at most 95).
 */

/**
 * CoC7's difficulty levels (`CoC7DicePool.difficultyLevel`): the dialog offers the first four; the card adds critical.
 */
const DIFFICULTY_LEVELS = { unknown: -1, regular: 1, hard: 2, extreme: 3, critical: 4 } as const;

export type Difficulty = keyof typeof DIFFICULTY_LEVELS;

/** The difficulties the keeper may set on a roll card whose difficulty was unknown (templates/chat/roll-result.hbs). */
export const KEEPER_DIFFICULTIES = ["regular", "hard", "extreme", "critical"] as const satisfies readonly Difficulty[];

/** CoC7's success levels, best first (`CoC7DicePool.successLevel`), with the rank it compares to a difficulty. */
export const SUCCESS_LEVELS = ["critical", "extreme", "hard", "regular", "failure", "fumble"] as const;

export type SuccessLevel = (typeof SUCCESS_LEVELS)[number];

const LEVEL_RANKS: Readonly<Record<SuccessLevel, number>> = {
  critical: 4,
  extreme: 3,
  hard: 2,
  regular: 1,
  failure: 0,
  fumble: -99,
};

/** A level's range of totals, inclusive. */
export interface LevelRange {
  readonly level: SuccessLevel;
  readonly from: number;
  readonly to: number;
}

/** The lowest fumble for this value (flat threshold modifier included) at this difficulty. */
function fumbleFrom(value: number, difficulty: Difficulty): number {
  const asked: Partial<Record<Difficulty, number>> = {
    regular: value,
    hard: Math.floor(value / 2),
    extreme: Math.floor(value / 5),
  };
  const needed = asked[difficulty];
  return needed !== undefined && needed < 50 ? 96 : 100;
}

/** Each level's range of totals, best first, covering 1..100 once. */
export function levelRanges(value: number, difficulty: Difficulty): LevelRange[] {
  const fumble = fumbleFrom(value, difficulty);
  const ranges: LevelRange[] = [{ level: "critical", from: 1, to: 1 }];
  let bound = 1;
  let cap = fumble - 1;
  const bounds: [SuccessLevel, number][] = [
    ["extreme", Math.floor(value / 5)],
    ["hard", Math.floor(value / 2)],
    ["regular", value],
  ];
  for (const [level, levelBound] of bounds) {
    if (levelBound <= bound || cap <= 0) continue;
    bound = levelBound;
    const to = Math.min(levelBound, cap);
    ranges.push({ level, from: ranges.at(-1)!.to + 1, to });
    if (to === cap) cap = 0;
  }
  const next = ranges.at(-1)!.to + 1;
  if (next <= fumble - 1) ranges.push({ level: "failure", from: next, to: fumble - 1 });
  ranges.push({ level: "fumble", from: fumble, to: 100 });
  return ranges;
}

/** Whether a level succeeds at a difficulty (CoC7: `successLevel >= difficulty`; unknown has no success). */
export function succeeds(level: SuccessLevel, difficulty: Difficulty): boolean {
  return difficulty !== "unknown" && LEVEL_RANKS[level] >= DIFFICULTY_LEVELS[difficulty];
}
