import type { CoinSide, RandomSource } from "../../../../core/random";
import { flipCoin } from "../../../../core/random";
import type { KeepMode } from "./advantage";
import { diceForLevel, keepModeForLevel, netAdvantage } from "./advantage";
import type { CritMethod, KleptoDie } from "./critical-dice";
import { assertCritMethod, dieFacesFor, isCriticalRoll, resolveDice } from "./critical-dice";
import type { Score } from "./score";
import { scoreOf } from "./score";
import { kleptoError, requireModifier } from "./validation";
import { requireList } from "../../../../core/lists";

/** What the GM asks for: a Modifier, any Advantages and Disadvantages, and the table's crit method. */
export interface TestOptions {
  modifier?: number;
  advantages?: number;
  disadvantages?: number;
  /** Defaults to the coin, the text's main rule. */
  method?: CritMethod;
}

/** A finished Test: every die as rolled and resolved, which one was kept, and the Score. Plain JSON. */
export interface KleptoTestResult extends Score {
  method: CritMethod;
  modifier: number;
  advantages: number;
  disadvantages: number;
  /** Net level after cancelling and the cap: +1..+3 Advantage, −1..−3 Disadvantage. */
  level: number;
  keep: KeepMode;
  dice: KleptoDie[];
  keptIndex: number;
}

/** The faces (and coins) a Test drew, in draw order: what `judgeTest` reads. */
export interface DrawnDice {
  faces: number[];
  coins: CoinSide[];
}

interface CheckedOptions {
  modifier: number;
  advantages: number;
  disadvantages: number;
  level: number;
  method: CritMethod;
}

/** Checks a Test's options (whole modifier and counts, a known crit method) and settles its advantage level. */
export function checkTestOptions(options: TestOptions): CheckedOptions {
  const { modifier = 0, advantages = 0, disadvantages = 0, method = "coin" } = options;
  assertCritMethod(method);
  requireModifier(modifier);
  return { modifier, advantages, disadvantages, method, level: netAdvantage(advantages, disadvantages) };
}

/**
 * Which die is kept. Crits are already resolved into 10 or 0, so the plain order of values is the rule's order
 * ("resolve the Critical Roll before figuring out what the highest or lowest die is"). Ties keep the first.
 */
export function keptDieIndex(dice: readonly KleptoDie[], keep: KeepMode): number {
  let best = 0;
  for (let i = 1; i < dice.length; i++) {
    const value = dice[i]!.value;
    const current = dice[best]!.value;
    if (keep === "highest" ? value > current : value < current) best = i;
  }
  return best;
}

/**
 * Draws `count` dice for a method: every die first, then one coin per Critical Roll in die order — the order
 * the Foundry adapter follows (the term rolls its dice, then the `kc` modifier flips its coins).
 */
export function drawDice(source: RandomSource, method: CritMethod, count: number): DrawnDice {
  assertCritMethod(method);
  const faces = Array.from({ length: count }, () => source.die(dieFacesFor(method)));
  const coins = method === "coin" ? faces.filter(isCriticalRoll).map(() => flipCoin(source)) : [];
  return { faces, coins };
}

/**
 * Judges a Test from dice already rolled (e.g. by Foundry). There must be exactly 1 + |level| faces and one
 * coin per Critical Roll by coin.
 */
export function judgeTest(options: TestOptions, drawn: DrawnDice): KleptoTestResult {
  const checked = checkTestOptions(options);
  const expected = diceForLevel(checked.level);
  requireList(drawn.coins, "coins");
  if (requireList(drawn.faces, "faces").length !== expected) {
    throw kleptoError("DiceCount", { level: checked.level, expected, given: drawn.faces.length });
  }
  const dice = resolveDice(checked.method, drawn.faces, drawn.coins);
  const keep = keepModeForLevel(checked.level);
  const keptIndex = keptDieIndex(dice, keep);
  return { ...checked, keep, dice, keptIndex, ...scoreOf(dice[keptIndex]!, checked.modifier) };
}

/** Rolls a Test: 1 + |level| dice, crits resolved, then the high or low die kept and the modifier added. */
export function rollTest(source: RandomSource, options: TestOptions = {}): KleptoTestResult {
  const checked = checkTestOptions(options);
  return judgeTest(checked, drawDice(source, checked.method, diceForLevel(checked.level)));
}
