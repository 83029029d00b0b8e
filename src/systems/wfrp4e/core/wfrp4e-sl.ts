import type { SystemOdds, SystemOutcome } from "../../../core/systems/system-odds-types";
import { wfrp4eFails, wfrp4eOdds, type Wfrp4eQuestion, type Wfrp4eSlRules } from "./wfrp4e-odds";

/**
 * The Success Levels of a WFRP 4e test (docs/systems-wfrp4e.md "Success Levels"), as test-wfrp4e.js `computeResult`
 * counts them at 9.6.4 (32897839, :257-345) for a d100 roll r against the target T:
 * - SLMethod "default": T's tens less r's; "dos" (Degrees of Success): |T − r| ÷ 10 rounded down, signed;
 *   "fast" (Fast SL): a pass's SL is r's tens (0 for 1–9), a failure's as "default"; then the SL bonus;
 * - a failure on r ≥ 96 (the literal 96, not the automaticFailure setting) is at most −1;
 * - a pass adds the success bonus; a pass on r up to automaticSuccess is at least +1; testAbove100 adds one a whole
 *   ten of T over 100.
 * One d100, counted face by face: exact.
 */

type Counted = Wfrp4eQuestion & { readonly target: number; readonly sl: Wfrp4eSlRules };

/** The SL the system gives r (`computeResult`), as a number (its "-0" is 0). */
export function wfrp4eSl(roll: number, question: Counted): number {
  const { target, sl } = question;
  const base =
    sl.slMethod === "dos"
      ? Math.floor(Math.abs(target - roll) / 10) * (target - roll < 0 ? -1 : 1)
      : Math.floor(target / 10) - Math.floor(roll / 10);
  if (wfrp4eFails(roll, question)) return roll >= 96 ? Math.min(base + sl.slBonus, -1) : base + sl.slBonus;
  let result =
    sl.slMethod === "fast" ? (roll >= 10 && roll <= 99 ? Math.floor(roll / 10) : 0) + sl.slBonus : base + sl.slBonus;
  result += sl.successBonus;
  if (roll <= question.automaticSuccess && result < 1) result = 1;
  if (sl.testAbove100 && target > 100) result += Math.floor((target - 100) / 10);
  return result;
}

/** The highest band drawn: the card names +6 and over Astounding (`computeResult`'s description), one band. */
export const WFRP4E_TOP_BAND = 6;

/** An outcome key of the band "a pass with SL +n or more" (n from 1 to WFRP4E_TOP_BAND). */
export const slBandKey = (band: number): string => `slAtLeast${band}`;

/**
 * The chance of a pass with SL +1 or more, +2 or more, … +6 or more: what an opposed test, an extended test or a
 * weapon's damage reads of a pass. Facts (they overlap), judged against the target; bands that cannot happen are
 * left out by the view.
 */
function wfrp4eSlBands(question: Counted): SystemOutcome[] {
  const passes: number[] = [];
  for (let roll = 1; roll <= 100; roll += 1) if (!wfrp4eFails(roll, question)) passes.push(wfrp4eSl(roll, question));
  return Array.from({ length: WFRP4E_TOP_BAND }, (_, index) => ({
    key: slBandKey(index + 1),
    probability: passes.filter((sl) => sl >= index + 1).length / 100,
    fromTarget: true,
    fact: true,
  }));
}

/** A test's figures (wfrp4e-odds.ts) with its SL bands, where its SL rules are known and its target may be seen. */
export function wfrp4eOddsWithSl(question: Wfrp4eQuestion): SystemOdds {
  const odds = wfrp4eOdds(question);
  const { target, sl } = question;
  if (target === null || sl === undefined) return odds;
  const bands = wfrp4eSlBands({ ...question, target, sl });
  return { ...odds, choices: odds.choices.map((choice) => ({ ...choice, outcomes: [...choice.outcomes, ...bands] })) };
}
