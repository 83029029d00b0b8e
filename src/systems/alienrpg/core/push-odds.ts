import type { SystemChoice, SystemOutcome } from "../../../core/systems/system-odds-types";
import { ALIEN_MAX_DICE, atLeastSixes, type AlienPool } from "./pool-odds";

/**
 * The figures of an Alien RPG push (docs/systems-alienrpg.md "After the roll"), given the dice a roll showed. As the
 * system's `actor.pushRoll` (module/documents/actor.mjs:1351-1377 at 4.0.5) rolls it, from the counts the roll left
 * in `game.alienrpg.rollArr` (YZEDiceRoller.mjs:421-533): again the base dice that showed no six, again the stress
 * dice that showed neither a six nor a one, and one stress die more; the message then counts the first roll's
 * sixes with the new ones ("Total of", YZEDiceRoller.mjs:98-99, 343-357). A one on a pushed stress die is stress's
 * mark, and with `autopanic` the system rolls panic (`rollResolve` with `evolved`, else `rollPanic`: :176-242).
 */

/** What a roll's dice showed: how many of each kind, its sixes, and its stress dice's ones. */
export interface AlienShown {
  readonly base: number;
  readonly baseSixes: number;
  readonly stress: number;
  readonly stressSixes: number;
  readonly stressOnes: number;
}

/** The dice a push rolls again (`reRoll1`, `reRoll2`: actor.mjs:1362-1363), or null for counts no roll shows. */
export function alienPushedPool(shown: AlienShown): AlienPool | null {
  const { base, baseSixes, stress, stressSixes, stressOnes } = shown;
  const counts = [base, baseSixes, stress, stressSixes, stressOnes];
  if (!counts.every((n) => Number.isInteger(n) && n >= 0 && n <= ALIEN_MAX_DICE)) return null;
  if (baseSixes > base || stressSixes + stressOnes > stress) return null;
  return { base: base - baseSixes, stress: stress + 1 - stressSixes - stressOnes };
}

/**
 * The push's outcomes: a success after it (a six among the first roll's and the new dice: certain where the first
 * roll had one), another six where the first roll already succeeded (a stunt), and a one on a pushed stress die —
 * panic's roll. Null for counts no roll shows.
 */
export function alienPushChoice(shown: AlienShown): SystemChoice | null {
  const pool = alienPushedPool(shown);
  if (!pool) return null;
  const dice = pool.base + pool.stress;
  const kept = shown.baseSixes + shown.stressSixes;
  const outcome = (key: string, probability: number, fact = false): SystemOutcome => ({
    key,
    probability,
    fromTarget: false,
    ...(fact ? { fact } : {}),
  });
  const outcomes = [outcome("pushSuccess", kept >= 1 ? 1 : atLeastSixes(dice, 1))];
  if (kept >= 1) outcomes.push(outcome("pushMoreSixes", atLeastSixes(dice, 1), true));
  // At least one stress die is always rolled again (the one added), so panic is always possible.
  outcomes.push(outcome("pushPanic", 1 - (5 / 6) ** pool.stress, true));
  return { id: "push", afterTheRoll: true, outcomes };
}
