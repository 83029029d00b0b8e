/**
 * Mothership's figures (docs/systems-mothership.md "Rules as coded") against an enumeration written from the system's
 * own code, not the engine: Futil/foundry-mothership 0.6.1 at e70d25b7, module/actor/actor.js — `parseRollString`
 * (:140-175: `1d100 [+]` aiming low is `{1d100,1d100}kl`, `[-]` is `kh`), `parseRollResult` (:177-441: 100 read as 0,
 * each die's success `value < target && value < 90`, the doubles set, the crit-aware pick) and `rollCheck`'s
 * comparison for `aimFor === 'low'` (:1479-1481).
 */
import { describe, expect, it } from "vitest";
import { moshCheckOdds } from "../../../../src/systems/mothership/core/mosh-odds";
import type { SystemOdds } from "../../../../src/core/systems/system-odds-types";

const doubles = new Set([0, 11, 22, 33, 44, 55, 66, 77, 88, 99]);

/** `parseRollResult`'s pick for `[+]`/`[-]` as written (:279-383), aim `low`: [+] is kl, [-] is kh. */
function pick(rollString: string, die0value: number, die1value: number, rollTarget: number): number {
  const die0success = die0value < rollTarget && die0value < 90;
  const die1success = die1value < rollTarget && die1value < 90;
  const die0crit = doubles.has(die0value);
  const die1crit = doubles.has(die1value);
  const plus = rollString.includes("[+]");
  let newTotal = plus ? Math.min(die0value, die1value) : Math.max(die0value, die1value);
  const bothSucceed = die0success && die1success;
  const bothFail = !die0success && !die1success;
  if (bothSucceed && die0crit && !die1crit) newTotal = plus ? die0value : die1value;
  if (bothSucceed && !die0crit && die1crit) newTotal = plus ? die1value : die0value;
  if (bothFail && die0crit && !die1crit) newTotal = plus ? die1value : die0value;
  if (bothFail && !die0crit && die1crit) newTotal = plus ? die0value : die1value;
  return newTotal;
}

interface Count {
  rolls: number;
  success: number;
  criticalSuccess: number;
  criticalFailure: number;
}

/** Every roll of `rollString` against `rollTarget`: each d100 face 1…100, 100 read as 0 (:220-231). */
function countRolls(rollString: string, rollTarget: number): Count {
  const count = { rolls: 0, success: 0, criticalSuccess: 0, criticalFailure: 0 };
  const zeroBased = (face: number) => (face === 100 ? 0 : face);
  const judge = (total: number) => {
    const success = total >= 90 ? false : total < rollTarget;
    const critical = doubles.has(total);
    count.rolls++;
    if (success) count.success++;
    if (success && critical) count.criticalSuccess++;
    if (!success && critical) count.criticalFailure++;
  };
  for (let a = 1; a <= 100; a++) {
    if (!rollString.includes("[")) judge(zeroBased(a));
    else for (let b = 1; b <= 100; b++) judge(pick(rollString, zeroBased(a), zeroBased(b), rollTarget));
  }
  return count;
}

const ROLL_STRINGS = { advantage: "1d100 [+]", normal: "1d100", disadvantage: "1d100 [-]" } as const;

function figure(odds: SystemOdds, choice: keyof typeof ROLL_STRINGS, key: string): number {
  const outcomes = odds.choices.find((each) => each.id === choice)?.outcomes ?? [];
  return outcomes.find((each) => each.key === key)?.probability ?? Number.NaN;
}

function expectAsCounted(target: number): void {
  const odds = moshCheckOdds(target);
  expect(odds.target).toBe(target);
  for (const choice of ["advantage", "normal", "disadvantage"] as const) {
    const counted = countRolls(ROLL_STRINGS[choice], target);
    for (const key of ["success", "criticalSuccess", "criticalFailure"] as const)
      expect(figure(odds, choice, key), `${choice} ${key} at ${target}`).toBeCloseTo(counted[key] / counted.rolls, 12);
  }
}

describe("Mothership checks, as parseRollResult judges them", () => {
  it("target 45 (issue 86): 45.00%, with [+] 69.75% (crit success 39/400, crit failure 1/400)", () => {
    const odds = moshCheckOdds(45);
    expect(figure(odds, "normal", "success")).toBeCloseTo(0.45, 12);
    expect(figure(odds, "normal", "criticalSuccess")).toBeCloseTo(0.05, 12);
    expect(figure(odds, "normal", "criticalFailure")).toBeCloseTo(0.05, 12);
    expect(figure(odds, "advantage", "success")).toBeCloseTo(0.6975, 12);
    expect(figure(odds, "advantage", "criticalSuccess")).toBeCloseTo(39 / 400, 12);
    expect(figure(odds, "advantage", "criticalFailure")).toBeCloseTo(1 / 400, 12);
    expectAsCounted(45);
  });

  it("a target past 90 still fails every 90+; a double is a critical only on the side it lands", () => {
    expect(figure(moshCheckOdds(95), "normal", "success")).toBeCloseTo(0.9, 12);
    expect(figure(moshCheckOdds(95), "normal", "criticalFailure")).toBeCloseTo(0.01, 12);
    // Under `<`, a 44 fails against 44: 00 … 33 are the four critical successes.
    expect(figure(moshCheckOdds(44), "normal", "criticalSuccess")).toBeCloseTo(0.04, 12);
    for (const target of [0, 44, 90, 95]) expectAsCounted(target);
  });
});
