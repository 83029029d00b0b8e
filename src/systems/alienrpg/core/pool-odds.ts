import type { SystemOdds, SystemOutcome } from "../../../core/systems/system-odds-types";

/**
 * The figures of an Alien RPG roll (docs/systems-alienrpg.md "The rules"): base dice and stress dice, all d6. As the
 * system's `yze.yzeRoll` (module/helpers/YZEDiceRoller.mjs at 4.0.5) builds and reads them:
 * - the pool: base dice `r1` and stress dice `r2` as the roll's caller worked them out; none of either, no roll
 *   (a warning); fewer than no base dice eat as many stress dice, and no roll is made when none are left;
 * - a six on any die is a success, and the message counts them ("Sixes"); the roll succeeds with at least one;
 * - a one on a stress die is stress's mark: the message warns, and the system's `autopanic` setting rolls panic.
 *   A one on a base die does nothing.
 * Every die alike and apart, so the figures are closed forms: no six on n dice is (5/6)^n, no one on s dice (5/6)^s,
 * neither a six nor a one on the stress dice (4/6)^s; the count of sixes is binomial.
 */

/** The dice a roll rolls: `<base>db+<stress>ds`. */
export interface AlienPool {
  readonly base: number;
  readonly stress: number;
}

/**
 * The most dice of each kind the adapter works out: the system caps nothing; a pool past it is no pool a sheet makes.
 */
export const ALIEN_MAX_DICE = 60;

/** The one choice: the roll as it stands. */
const ALIEN_CHOICE = "roll";

/**
 * The pool `yzeRoll` rolls for base dice `r1` and stress dice `r2` as its caller passes them (numbers, NaN included,
 * read as the system compares them), or null where it rolls nothing (a warning, or no branch that rolls).
 */
export function alienPoolOf(r1: number, r2: number): AlienPool | null {
  // `if (!r1Dice && !r2Dice)`: 0 or NaN on both sides.
  if (!r1 && !r2) return null;
  let stress = r2;
  if (r1 >= 1) {
    // `r1Dice >= 1`: alone when `r2Dice <= 0`, with the stress dice when `r2Dice >= 1` (NaN: neither, no roll).
    if (stress <= 0) return countable(r1, 0);
    return stress >= 1 ? countable(r1, stress) : null;
  }
  // `r1Dice < 0`: the negative base dice eat stress dice, and nothing is rolled when fewer than one is left.
  if (r1 < 0) stress += r1;
  return stress >= 1 ? countable(0, stress) : null;
}

/**
 * Whether `yzeRoll` rolls nothing for whole numbers `r1` and `r2`, as opposed to a pool the adapter cannot read (NaN, a
 * fraction, past its bound): no base dice and fewer than one stress die left once negative base dice have eaten theirs
 * — both none ("NoAttribute"'s warning), the stress dice all eaten ("No Dice to Roll"), or no branch that rolls.
 */
export function alienRollsNothing(r1: number, r2: number): boolean {
  if (!Number.isInteger(r1) || !Number.isInteger(r2) || r1 >= 1) return false;
  return r2 + Math.min(r1, 0) < 1;
}

/** A pool the dice roller makes of whole numbers; a fraction, or a pool past the adapter's bound, is read as none. */
function countable(base: number, stress: number): AlienPool | null {
  const whole = (n: number) => Number.isInteger(n) && n >= 0 && n <= ALIEN_MAX_DICE;
  return whole(base) && whole(stress) ? { base, stress } : null;
}

/** The chance of at least `k` sixes on `n` dice: 1 − Σ_{i<k} C(n,i) (1/6)^i (5/6)^(n−i). */
export function atLeastSixes(n: number, k: number): number {
  let below = 0;
  let term = (5 / 6) ** n;
  for (let i = 0; i < k && i <= n; i += 1) {
    below += term;
    term = (term * (n - i)) / (i + 1) / 5;
  }
  return Math.max(0, 1 - below);
}

/** The outcomes the dialog and the message show, the headline first. */
function alienOutcomes(pool: AlienPool): SystemOutcome[] {
  const { base, stress } = pool;
  const dice = base + stress;
  const outcome = (key: string, probability: number, fact = false): SystemOutcome => ({
    key,
    probability,
    fromTarget: false,
    ...(fact ? { fact } : {}),
  });
  const noPanic = (5 / 6) ** stress;
  const outcomes = [outcome("success", atLeastSixes(dice, 1))];
  // A one on a stress die: none without stress dice, so no row there.
  if (stress > 0) {
    outcomes.push(outcome("successNoPanic", noPanic - (5 / 6) ** base * (4 / 6) ** stress));
    outcomes.push(outcome("panic", 1 - noPanic, true));
  }
  outcomes.push(outcome("twoSixes", atLeastSixes(dice, 2), true));
  outcomes.push(outcome("threeSixes", atLeastSixes(dice, 3), true));
  return outcomes;
}

/** Every figure of one pool: one choice, no target (the system rolls against none). */
export function alienOdds(pool: AlienPool): SystemOdds {
  return { target: null, choices: [{ id: ALIEN_CHOICE, outcomes: alienOutcomes(pool) }], totals: [] };
}
