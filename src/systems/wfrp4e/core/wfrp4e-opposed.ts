import type { SystemOdds, SystemOutcome } from "../../../core/systems/system-odds-types";
import { wfrp4eFails, type Wfrp4eQuestion, type Wfrp4eSlRules } from "./wfrp4e-odds";
import { wfrp4eSl } from "./wfrp4e-sl";

/**
 * WFRP 4e's opposed test (docs/systems-wfrp4e.md "Opposed tests"), as its code settles it at 9.6.4 (32897839):
 * - each side's SL is its own test's (test-wfrp4e.js `computeResult`), with one more rule of the test's: a success
 *   that only the size modifier made (the roll over the target less `options.sizeModifier`) has SL 0 (:344-353);
 * - the attacker wins on a higher SL, or on an equal SL with a higher target (`attackerTest.target`, the target as
 *   judged); every other pair, an equal SL and an equal target too, is the defender's (opposed-test.js:166-172);
 * - a ranged attack that fails starts no opposed test: its handler posts "failed" and stops (opposed-handler.js
 *   :138-142), so it never wins.
 * Both d100s are counted face by face, 100 × 100 pairs: exact.
 */

const FACES = 100;

/** One side's test before it is rolled: its question, with how its SL is counted. */
export type Wfrp4eSideQuestion = Wfrp4eQuestion & {
  readonly target: number;
  readonly sl: Wfrp4eSlRules;
  /** The dialog's size modifier (`context.sizeModifier`, an attack on a larger or smaller creature), 0 without. */
  readonly sizeModifier: number;
};

/** One side's test as rolled: the SL and the target its card shows. */
export interface Wfrp4eRolledSide {
  readonly sl: number;
  readonly target: number;
}

/** The SL the side's test gives the roll: every test's, then the size modifier's rule (test-wfrp4e.js:344-353). */
function wfrp4eSideSl(roll: number, side: Wfrp4eSideQuestion): number {
  const sl = wfrp4eSl(roll, side);
  if (side.sizeModifier === 0 || wfrp4eFails(roll, side) || roll <= side.target - side.sizeModifier) return sl;
  const above100 = side.sl.testAbove100 && side.target > 100 ? Math.floor((side.target - 100) / 10) : 0;
  return above100;
}

/** Whether the attacker wins (opposed-test.js:172): a higher SL, or the same SL and a higher target. */
function wfrp4eAttackerWins(attacker: Wfrp4eRolledSide, defender: Wfrp4eRolledSide): boolean {
  return attacker.sl > defender.sl || (attacker.sl === defender.sl && attacker.target > defender.target);
}

/** Each face's SL, in order (face 1 first). */
const slsOf = (side: Wfrp4eSideQuestion): number[] =>
  Array.from({ length: FACES }, (_, index) => wfrp4eSideSl(index + 1, side));

/**
 * The chance that the attacker wins, before either side rolls. A ranged attack must pass its own test as well:
 * a failed one opposes nothing.
 */
export function wfrp4eOpposedChance(
  attacker: Wfrp4eSideQuestion,
  defender: Wfrp4eSideQuestion,
  ranged: boolean,
): number {
  const defenderSls = slsOf(defender);
  let wins = 0;
  for (let roll = 1; roll <= FACES; roll += 1) {
    if (ranged && wfrp4eFails(roll, attacker)) continue;
    const sl = wfrp4eSideSl(roll, attacker);
    for (const defenderSl of defenderSls)
      if (wfrp4eAttackerWins({ sl, target: attacker.target }, { sl: defenderSl, target: defender.target })) wins += 1;
  }
  return wins / (FACES * FACES);
}

/** The chance that the defender's test beats the attacker's test as it was rolled (its SL and target). */
export function wfrp4eDefenceChance(attacker: Wfrp4eRolledSide, defender: Wfrp4eSideQuestion): number {
  const beaten = slsOf(defender).filter((sl) => !wfrp4eAttackerWins(attacker, { sl, target: defender.target }));
  return beaten.length / FACES;
}

/** The key of the row that gives the dialog's roller her chance to win the opposed test. */
const OPPOSED_WIN = "opposedWin";

/** The odds with the opposed row after the test's own outcomes (a fact: it shares out no whole with them). */
export function withOpposed(odds: SystemOdds, probability: number | null): SystemOdds {
  if (probability === null) return odds;
  const outcome: SystemOutcome = { key: OPPOSED_WIN, probability, fromTarget: true, fact: true };
  return { ...odds, choices: odds.choices.map((choice) => ({ ...choice, outcomes: [...choice.outcomes, outcome] })) };
}
