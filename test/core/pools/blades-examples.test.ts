/**
 * FOUNDRY-SYSTEMS-3 Part I §c.7's worked examples (Blades in the Dark, `module/blades-roll.js`), reproduced twice:
 * by a walk of every face written from the system's rules (getBladesRollStatus :235-284, getBladesRollStress
 * :290-327: the highest die, or the lowest of two at zero dice; two 6s critical, a zero-dice double 6 a plain success;
 * stress 6 − the die used, −1 on a critical or a zero-dice double 6), and by the pool engine, the pool read as counts
 * of each face — so that the adapter issue 86 builds stands on an engine already shown to carry the mechanic.
 */
import { describe, expect, it } from "vitest";
import { poolOutcomes, type Outcome, type SpecialDie } from "../../../src/core/pools/pool-outcomes";

type Status = "critical" | "success" | "partial" | "failure";

/** Every face sequence of `count` d6, each once. */
function* sequences(count: number): Generator<number[]> {
  if (count === 0) {
    yield [];
    return;
  }
  for (const rest of sequences(count - 1)) for (let face = 1; face <= 6; face++) yield [...rest, face];
}

/** What blades-roll.js makes of a roll of `dice` (0: its zero mode, two dice, the lowest used). */
function bladesRoll(dice: number, faces: readonly number[]): { status: Status; stress: number } {
  const zero = dice === 0;
  const sixes = faces.filter((face) => face === 6).length;
  const used = zero ? Math.min(...faces) : Math.max(...faces);
  const critical = !zero && sixes >= 2;
  const doubleSixAtZero = zero && sixes === 2;
  const status: Status = critical ? "critical" : used === 6 ? "success" : used >= 4 ? "partial" : "failure";
  return { status, stress: critical || doubleSixAtZero ? -1 : 6 - used };
}

/** The walk: how many of the 6^n sequences give each status, and each stress. */
function walked(dice: number): { total: number; status: Map<Status, number>; stress: Map<number, number> } {
  const status = new Map<Status, number>();
  const stress = new Map<number, number>();
  let total = 0;
  for (const faces of sequences(dice === 0 ? 2 : dice)) {
    const read = bladesRoll(dice, faces);
    status.set(read.status, (status.get(read.status) ?? 0) + 1);
    stress.set(read.stress, (stress.get(read.stress) ?? 0) + 1);
    total++;
  }
  return { total, status, stress };
}

/** A Blades d6 for the engine: each face counts itself. */
const BLADES_D6: SpecialDie = {
  name: "blades-d6",
  faces: [1, 2, 3, 4, 5, 6].map((value) => ({ counts: { [`f${value}`]: 1 }, value })),
};

const count = (outcome: Outcome<string>, face: number) => outcome[`f${face}`] ?? 0;
/** The highest face an outcome holds (or the lowest). */
const highest = (outcome: Outcome<string>) => [6, 5, 4, 3, 2, 1].find((face) => count(outcome, face) > 0) ?? 0;
const lowest = (outcome: Outcome<string>) => [1, 2, 3, 4, 5, 6].find((face) => count(outcome, face) > 0) ?? 0;

/** The engine's reading of the same rules, over the counts of each face. */
function engine(dice: number): { status: (s: Status) => number; stress: (s: number) => number } {
  const zero = dice === 0;
  const outcomes = poolOutcomes([{ kind: BLADES_D6, count: zero ? 2 : dice }]);
  const read = (outcome: Outcome<string>) => {
    const used = zero ? lowest(outcome) : highest(outcome);
    const critical = !zero && count(outcome, 6) >= 2;
    const status: Status = critical ? "critical" : used === 6 ? "success" : used >= 4 ? "partial" : "failure";
    return { status, stress: critical || (zero && count(outcome, 6) === 2) ? -1 : 6 - used };
  };
  return {
    status: (s) => outcomes.chance((outcome) => read(outcome).status === s),
    stress: (s) => outcomes.chance((outcome) => read(outcome).stress === s),
  };
}

/** §c.7's table: each row's counts of critical, success, partial and failure out of 6^n (36 at zero dice). */
const TABLE: readonly (readonly [number, number, readonly [number, number, number, number]])[] = [
  [0, 36, [0, 1, 8, 27]],
  [1, 6, [0, 1, 2, 3]],
  [2, 36, [1, 10, 16, 9]],
  [3, 216, [16, 75, 98, 27]],
  [4, 1296, [171, 500, 544, 81]],
  [5, 7776, [1526, 3125, 2882, 243]],
];
const STATUSES: readonly Status[] = ["critical", "success", "partial", "failure"];

describe("Blades in the Dark's action roll (§c.7)", () => {
  it.each(TABLE)("%i dice: the table's counts of %i, by the walk and by the engine", (dice, total, counts) => {
    const walk = walked(dice);
    expect(walk.total).toBe(total);
    expect(STATUSES.map((status) => walk.status.get(status) ?? 0)).toEqual(counts);
    const read = engine(dice);
    for (const [index, status] of STATUSES.entries())
      expect(read.status(status), status).toBeCloseTo((counts[index] ?? 0) / total, 14);
  });

  it("resistance's stress: §c.7's chances at 0 and 2 dice, its means at 0, 2, 3 and 4, by walk and engine", () => {
    const zero = walked(0);
    // 0 dice: 5 with 11/36, 4 with 9/36, 3 with 7/36, 2 with 5/36, 1 with 3/36, −1 with 1/36.
    expect([5, 4, 3, 2, 1, -1].map((stress) => zero.stress.get(stress) ?? 0)).toEqual([11, 9, 7, 5, 3, 1]);
    // 2 dice: −1 1/36, 0 10/36, 1 9/36, 2 7/36, 3 5/36, 4 3/36, 5 1/36.
    const two = walked(2);
    expect([-1, 0, 1, 2, 3, 4, 5].map((stress) => two.stress.get(stress) ?? 0)).toEqual([1, 10, 9, 7, 5, 3, 1]);
    const mean = (dice: number) => {
      const walk = walked(dice);
      return [...walk.stress].reduce((sum, [stress, n]) => sum + (stress * n) / walk.total, 0);
    };
    expect([0, 2, 3, 4].map((dice) => Number(mean(dice).toFixed(2)))).toEqual([3.44, 1.5, 0.97, 0.62]);
    for (const dice of [0, 2, 3, 4]) {
      const walk = walked(dice);
      const read = engine(dice);
      for (const [stress, n] of walk.stress)
        expect(read.stress(stress), `${dice} dice, ${stress}`).toBeCloseTo(n / walk.total, 14);
    }
  });
});
