/**
 * World of Darkness 5e's figures (src/systems/wod5e/core/wod5e-odds.ts), against outcomes counted by hand: every d10
 * face equally likely; 6+ a success, each pair of 10s two more; the splat's labels as the system's code gives them.
 */
import { describe, expect, it } from "vitest";
import {
  countable,
  wodDice,
  wodOdds,
  wodOutcomes,
  WOD_MAX_ADVANCED,
  WOD_MAX_BASIC,
  type WodRoll,
} from "../../../../src/systems/wod5e/core/wod5e-odds";

function figures(roll: WodRoll): Record<string, number> {
  return Object.fromEntries(wodOutcomes(roll).map((outcome) => [outcome.key, outcome.probability]));
}

function expectFigures(roll: WodRoll, expected: Record<string, number>, of: number): void {
  const got = figures(roll);
  expect(Object.keys(got).sort()).toEqual(Object.keys(expected).sort());
  for (const [key, count] of Object.entries(expected)) expect(got[key], key).toBeCloseTo(count / of, 12);
}

describe("World of Darkness 5e's figures", () => {
  it(
    "worked example 1: " +
      "a mortal's 2 dice succeed 25/100 at difficulty 2, 1/100 at 3 and 4 (only a pair of 10s reaches 4)",
    () => {
      expectFigures({ splat: "mortal", basic: 2, advanced: 0, difficulty: 2 }, { success: 25, failure: 75 }, 100);
      expectFigures({ splat: "mortal", basic: 2, advanced: 0, difficulty: 3 }, { success: 1, failure: 99 }, 100);
      expectFigures({ splat: "mortal", basic: 2, advanced: 0, difficulty: 4 }, { success: 1, failure: 99 }, 100);
    },
  );

  it("worked example 2: vampire 1 + 1 hunger at 2 — success 24, failure 65, Bestial 10, Messy 1 of 100", () => {
    expectFigures(
      { splat: "vampire", basic: 1, advanced: 1, difficulty: 2 },
      { success: 24, failure: 65, bestialFailure: 10, messyCritical: 1 },
      100,
    );
  });

  it(
    "worked example 3: hunter 2 + 1 desperation at 2 — " +
      "success 475, failure 425, Desperation Success 25, Despair 75 of 1000",
    () => {
      expectFigures(
        { splat: "hunter", basic: 2, advanced: 1, difficulty: 2 },
        { success: 475, failure: 425, desperationSuccess: 25, despair: 75 },
        1000,
      );
    },
  );

  it("vampire 3 + 2 hunger at 3: Success 45372, Messy 5878, Bestial 12590, Failure 36160 of 100000", () => {
    expectFigures(
      { splat: "vampire", basic: 3, advanced: 2, difficulty: 3 },
      { success: 45372, messyCritical: 5878, bestialFailure: 12590, failure: 36160 },
      100000,
    );
  });

  it(
    "a Messy Critical even on a failure: " +
      "vampire 0 + 2 hunger at 5 — both 10s make 4, short of 5, still Messy (1/100)",
    () => {
      expect(figures({ splat: "vampire", basic: 0, advanced: 2, difficulty: 5 }).messyCritical).toBeCloseTo(
        1 / 100,
        12,
      );
    },
  );

  it(
    "werewolf 2 + 2 rage with no difficulty: " +
      "Possible Rage Failure (2/10)² = 400/10000; at difficulty 1 no such row",
    () => {
      expect(figures({ splat: "werewolf", basic: 2, advanced: 2, difficulty: 0 }).possibleRageFailure).toBeCloseTo(
        400 / 10000,
        12,
      );
      expect(Object.keys(figures({ splat: "werewolf", basic: 2, advanced: 2, difficulty: 1 }))).toEqual([
        "success",
        "failure",
      ]);
    },
  );

  it(
    "no difficulty: a mortal's die succeeds on any 6+ (4+1 of 10); " +
      "a vampire's lone hunger die is Possible Bestial on a 1",
    () => {
      expectFigures({ splat: "mortal", basic: 1, advanced: 0, difficulty: 0 }, { success: 5, failure: 5 }, 10);
      expectFigures(
        { splat: "vampire", basic: 0, advanced: 1, difficulty: 0 },
        { success: 5, failure: 4, possibleBestialFailure: 1, possibleMessyCritical: 0 },
        10,
      );
    },
  );

  it(
    "a rouse re-roll (2 hunger dice, the higher kept): " +
      "a 1 kept only when both show 1 — 1/100; success 1 − (5/10)² = 75/100",
    () => {
      expectFigures(
        { splat: "vampire", basic: 0, advanced: 1, difficulty: 0, keepHighest: true },
        { success: 75, failure: 24, possibleBestialFailure: 1, possibleMessyCritical: 0 },
        100,
      );
    },
  );

  it("the zero-dice rule: none of either rolls one hunger die with hunger, else one basic die", () => {
    expect(wodDice(0, 0, 2)).toEqual({ basic: 0, advanced: 1 });
    expect(wodDice(0, 0, 0)).toEqual({ basic: 1, advanced: 0 });
    expect(wodDice(3, 0, 2)).toEqual({ basic: 3, advanced: 0 });
  });

  it("every roll lands in one outcome, at the bounds too; past them, none is worked out", () => {
    const roll: WodRoll = { splat: "vampire", basic: WOD_MAX_BASIC, advanced: WOD_MAX_ADVANCED, difficulty: 20 };
    const sum = wodOutcomes(roll).reduce((total, outcome) => total + outcome.probability, 0);
    expect(sum).toBeCloseTo(1, 10);
    expect(countable(roll)).toBe(true);
    expect(countable({ ...roll, basic: WOD_MAX_BASIC + 1 })).toBe(false);
    expect(countable({ ...roll, basic: -1 })).toBe(false);
    expect(wodOdds(roll).bar).toBe("roll");
  });
});

/** The system's reading of one set of faces, die by die (WOD5eRoll's total, roll-message.js's counts, the labels). */
function labelOfFaces(
  splat: WodRoll["splat"],
  difficulty: number,
  basic: readonly number[],
  advanced: readonly number[],
): string {
  const tens = [...basic, ...advanced].filter((face) => face === 10).length;
  const total = [...basic, ...advanced].filter((face) => face >= 6).length + 2 * Math.floor(tens / 2);
  const set = difficulty > 0;
  const basicTens = basic.filter((face) => face === 10).length;
  const hungerTens = advanced.filter((face) => face === 10).length;
  const marks = advanced.filter((face) => face <= (splat === "werewolf" ? 2 : 1)).length;
  if (splat === "vampire" && (hungerTens > 1 || (basicTens > 0 && hungerTens > 0)))
    return set ? "messyCritical" : "possibleMessyCritical";
  if (splat === "vampire" && marks > 0 && (!set || total < difficulty))
    return set ? "bestialFailure" : "possibleBestialFailure";
  if (splat === "hunter" && marks > 0)
    return !set ? "possibleDesperationFailure" : total >= difficulty ? "desperationSuccess" : "despair";
  if (splat === "werewolf" && !set && marks > 1) return "possibleRageFailure";
  return (set ? total >= difficulty : total > 0) ? "success" : "failure";
}

function everyFaces(n: number): number[][] {
  return n === 0 ? [[]] : everyFaces(n - 1).flatMap((rest) => Array.from({ length: 10 }, (_, i) => [i + 1, ...rest]));
}

describe("World of Darkness 5e's figures against every face of small pools", () => {
  const cases: WodRoll[] = [];
  for (const splat of ["vampire", "hunter", "werewolf", "mortal"] as const) {
    for (const [basic, advanced] of [
      [0, 1],
      [1, 2],
      [2, 2],
      [3, 1],
      [0, 3],
      [4, 0],
    ] as const) {
      for (const difficulty of [0, 1, 3, 5])
        cases.push({ splat, basic, advanced: splat === "mortal" ? 0 : advanced, difficulty });
    }
  }
  it.each(cases)("$splat $basic + $advanced at $difficulty", (roll) => {
    const counts: Record<string, number> = {};
    for (const faces of everyFaces(roll.basic + roll.advanced)) {
      const key = labelOfFaces(roll.splat, roll.difficulty, faces.slice(0, roll.basic), faces.slice(roll.basic));
      counts[key] = (counts[key] ?? 0) + 1;
    }
    const all = 10 ** (roll.basic + roll.advanced);
    for (const [key, probability] of Object.entries(figures(roll)))
      expect(probability, key).toBeCloseTo((counts[key] ?? 0) / all, 12);
  });

  it("a rouse re-roll of 2 hunger dice keeping the highest, against every face pair", () => {
    const counts: Record<string, number> = {};
    for (const faces of everyFaces(3)) {
      const kept = [...faces.slice(1)].sort((a, b) => b - a).slice(0, 1);
      const key = labelOfFaces("vampire", 2, faces.slice(0, 1), kept);
      counts[key] = (counts[key] ?? 0) + 1;
    }
    for (const [key, probability] of Object.entries(
      figures({ splat: "vampire", basic: 1, advanced: 1, difficulty: 2, keepHighest: true }),
    )) {
      expect(probability, key).toBeCloseTo((counts[key] ?? 0) / 1000, 12);
    }
  });
});
