/**
 * Vaesen's figures (docs/systems-vaesen.md "The figures") against FOUNDRY-SYSTEMS-3 §b.7's worked examples, each
 * counted here face by face from the system's code, not from the engine: `rollDice` throws N skill dice, at least
 * one (script/util/roll.js:222-229 at 7.3.0); a skill die succeeds on 6; YZUR's push (script/lib/yzur.js:190-210,
 * SkillDie's LOCKED_VALUES [6]) rolls again every die not showing 6 — taken when the first roll has no success.
 */
import { describe, expect, it } from "vitest";
import {
  vaesenPool,
  yearZeroOutcomes,
  yearZeroPushable,
  yearZeroPushed,
  yearZeroPushOf,
  type LyingDie,
} from "../../../../src/core/pools/year-zero-dice";
import { vaesenOdds, vaesenRolledOdds } from "../../../../src/systems/vaesen/core/vaesen-odds";
import type { SystemOdds } from "../../../../src/core/systems/system-odds-types";
import { must } from "../../../kit";

/** The kit's pools (`kit.pools`), the same functions of the engine. */
const pools = { vaesenPool, yearZeroOutcomes, yearZeroPushed, yearZeroPushOf, yearZeroPushable };
const figure = (odds: SystemOdds, choice: string, key: string) =>
  odds.choices.find(({ id }) => id === choice)?.outcomes.find((outcome) => outcome.key === key)?.probability;

/** Every way `n` d6 fall, each a list of faces. */
function* throws(n: number): Generator<number[]> {
  if (n === 0) return yield [];
  for (const rest of throws(n - 1)) for (let face = 1; face <= 6; face++) yield [...rest, face];
}

const sixes = (faces: readonly number[]) => faces.filter((face) => face === 6).length;

/** Of the 6^r throws of r dice rolled again, how many bring at least one 6 (counted once per r). */
const againMemo = new Map<number, number>();
function againWithSix(r: number): number {
  if (!againMemo.has(r)) againMemo.set(r, [...throws(r)].filter((faces) => sixes(faces) >= 1).length);
  return againMemo.get(r) ?? 0;
}

/** Counted from the code: first roll P(≥1), P(≥2), and P(≥1) after a push taken on a failure, as exact fractions. */
function counted(typed: number): { first: number; two: number; pushed: number; of: number } {
  const n = Math.max(1, typed);
  let first = 0;
  let two = 0;
  let pushedWays = 0;
  for (const faces of throws(n)) {
    const s = sixes(faces);
    if (s >= 1) first++;
    if (s >= 2) two++;
    // Pushed: each die not showing 6 rolled again; a success stands unpushed (weighted by 6^n, the second stage).
    const again = faces.filter((face) => face !== 6).length;
    pushedWays += s >= 1 ? 6 ** n : againWithSix(again) * 6 ** (n - again);
  }
  return { first: first / 6 ** n, two: two / 6 ** n, pushed: pushedWays / 6 ** (2 * n), of: n };
}

describe("Vaesen's figures: FOUNDRY-SYSTEMS-3 §b.7, counted from the system's code", () => {
  it.each([
    [1, 1 / 6, 11 / 36],
    [2, 11 / 36, 0.5177],
    [4, 671 / 1296, 0.7674],
    [6, 0.6651, 0.8878],
  ])("%i dice: %f; pushed whenever it fails %f", (dice, first, pushed) => {
    const reference = counted(dice);
    expect(reference.first).toBeCloseTo(first, 4);
    expect(reference.pushed).toBeCloseTo(pushed, 4);
    const odds = vaesenOdds(pools, dice, true);
    expect(figure(odds, "roll", "success")).toBeCloseTo(reference.first, 12);
    expect(figure(odds, "roll", "twoSuccesses")).toBeCloseTo(reference.two, 12);
    expect(figure(odds, "push", "success")).toBeCloseTo(reference.pushed, 12);
    expect(figure(odds, "push", "pushed")).toBeCloseTo(1 - reference.first, 12);
  });

  it("a sum below one rolls one die (rollDice's minimum): −2 reads as 1 die, 1/6 and 11/36", () => {
    const odds = vaesenOdds(pools, -2, true);
    expect(figure(odds, "roll", "success")).toBeCloseTo(counted(-2).first, 12);
    expect(figure(odds, "push", "success")).toBeCloseTo(11 / 36, 12);
  });

  it("a roll as it lies, pushed: its 6 stays, 3 dice again — 1; with no 6, 1 − (5/6)^4; none to push, no row", () => {
    const skill = must(vaesenPool(1)[0]).kind;
    const lying = (values: number[]): LyingDie[] => values.map((value) => ({ kind: skill, value }));
    expect(figure(vaesenRolledOdds(pools, lying([6, 2, 3, 1]), true), "pushNow", "success")).toBe(1);
    const failed = vaesenRolledOdds(pools, lying([1, 2, 3, 4]), true);
    expect(figure(failed, "roll", "success")).toBeCloseTo(671 / 1296, 12);
    expect(figure(failed, "pushNow", "success")).toBeCloseTo(1 - (5 / 6) ** 4, 12);
    expect(vaesenRolledOdds(pools, lying([6, 6]), true).choices.map(({ id }) => id)).toEqual(["roll"]);
    expect(vaesenRolledOdds(pools, lying([1, 2]), false).choices.map(({ id }) => id)).toEqual(["roll"]);
  });
});
