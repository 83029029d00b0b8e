/**
 * The decision after a World of Darkness 5e roll (src/systems/wod5e/core/wod5e-reroll.ts), against a brute force
 * written from wod5e 5.3.25's code (66705147): every subset of 1–3 rerollable dice (willpower-reroll.js:66, 90; basic
 * dice and a werewolf's non-brutal rage dice, roll-message.js:84, 151-154) and every face of the new dice, the total
 * as `WOD5eRoll._evaluateTotal` makes it (system-rolls.js:31-58), success as `rollSuccessful` (:266), a Messy
 * Critical as vampire-labels.js; a Rouse check's hunger as `handleFailure` counts it (:559-578) over every face.
 */
import { describe, expect, it } from "vitest";
import { rowsTaken } from "../../../quick";
import { at, must } from "../../../kit";
import {
  bestWillpowerReroll,
  rouseHungerStays,
  willpowerRerollOf,
  type WodDie,
  type WodLying,
} from "../../../../src/systems/wod5e/core/wod5e-reroll";

/** Every face of `n` d10s. */
function faces(n: number): number[][] {
  if (n === 0) return [[]];
  return faces(n - 1).flatMap((rest) => Array.from({ length: 10 }, (_, face) => [face + 1, ...rest]));
}

/** `WOD5eRoll._evaluateTotal`: each 6+ one, and 2 more a pair of active 10s. */
const total = (faces: readonly number[]) => {
  const tens = faces.filter((face) => face === 10).length;
  return faces.filter((face) => face >= 6).length + Math.floor(tens / 2) * 2;
};

/** Brute force: the chances after rerolling exactly these dice (new dice of the same term), over every face. */
function bruteAfter(lying: WodLying, taken: readonly WodDie[]) {
  let success = 0;
  let critical = 0;
  let messy = 0;
  let expected = 0;
  let count = 0;
  const kept = lying.dice.filter((die) => !taken.includes(die));
  const keptAdvancedTens = kept.filter((die) => die.kind === "advanced" && die.face === 10).length;
  for (const rolled of faces(taken.length)) {
    const all = [...kept.map((die) => die.face), ...rolled];
    const sum = total(all);
    // The new dice go to their own term (willpower-reroll.js:139-147): a vampire's are basic dice.
    const advancedTens =
      keptAdvancedTens + rolled.filter((face, i) => face === 10 && at(taken, i).kind === "advanced").length;
    const basicTens = all.filter((face) => face === 10).length - advancedTens;
    count += 1;
    expected += sum;
    if (lying.difficulty > 0 ? sum >= lying.difficulty : sum > 0) success += 1;
    if (all.filter((face) => face === 10).length >= 2) critical += 1;
    if (advancedTens > 1 || (basicTens > 0 && advancedTens > 0)) messy += 1;
  }
  return { success: success / count, critical: critical / count, messy: messy / count, expected: expected / count };
}

/** Brute force: every subset of 1–3 rerollable dice, the best by the documented order. */
function bruteBest(lying: WodLying) {
  const may = lying.dice.filter((die) => die.kind === "basic" || (lying.splat === "werewolf" && die.face >= 3));
  let best: { success: number; expected: number } | null = null;
  for (let mask = 1; mask < 1 << may.length; mask += 1) {
    const taken = may.filter((_, i) => (mask >> i) & 1);
    if (taken.length > 3) continue;
    const made = bruteAfter(lying, taken);
    const set = lying.difficulty > 0;
    const beats =
      !best ||
      (set && made.success > best.success + 1e-12) ||
      ((!set || Math.abs(made.success - best.success) <= 1e-12) && made.expected > best.expected + 1e-12);
    if (beats) best = made;
  }
  return best;
}

const lying = (splat: WodLying["splat"], basic: number[], advanced: number[], difficulty: number): WodLying => ({
  splat,
  difficulty,
  dice: [
    ...basic.map((face, index) => ({ kind: "basic" as const, index, face })),
    ...advanced.map((face, index) => ({ kind: "advanced" as const, index, face })),
  ],
});

/** In `npm test` two of them (a vampire's, a werewolf's: both kinds of dice); all in the full suite. */
const CASES: WodLying[] = rowsTaken(
  [
    lying("vampire", [3, 7, 2, 10], [10], 4),
    lying("vampire", [1, 2, 8, 9, 4], [3, 6], 5),
    lying("mortal", [10, 7, 1], [], 5),
    lying("mortal", [2, 3, 4, 5, 6], [], 0),
    lying("werewolf", [1, 6], [4, 2, 10], 3),
    lying("hunter", [5, 5, 9], [1], 2),
  ],
  (roll) => roll.splat === "werewolf" || (roll.splat === "vampire" && roll.dice.length === 5),
);

describe("World of Darkness 5e's Willpower reroll", () => {
  it("the best choice's figures equal the brute force's best over every subset of 1–3 rerollable dice", () => {
    for (const roll of CASES) {
      const best = must(bestWillpowerReroll(roll), JSON.stringify(roll));
      const brute = must(bruteBest(roll));
      expect(best.success).toBeCloseTo(brute.success, 12);
      expect(best.expected).toBeCloseTo(brute.expected, 12);
      const again = bruteAfter(roll, best.dice);
      expect(best.critical).toBeCloseTo(again.critical, 12);
      if (roll.splat === "vampire") expect(must(best.messyCritical)).toBeCloseTo(again.messy, 12);
      else expect(best.messyCritical).toBeNull();
    }
  });

  it("worked: a vampire's 3, 7, 2, 10 + hunger 10 at 4 (standing 5) rerolls its 3 and 2: Messy stays", () => {
    // The two 10s pair (4) and the 7: 5, over 4 already; its failures rolled again can only add.
    const best = must(bestWillpowerReroll(lying("vampire", [3, 7, 2, 10], [10], 4)));
    expect(best.dice.map((die) => die.face)).toEqual([3, 2]);
    expect(best.success).toBe(1);
    // Messy already (a basic 10 and a hunger 10), and a critical: both stay (a hunger die is never rerolled).
    expect(best.messyCritical).toBe(1);
    expect(best.critical).toBe(1);
  });

  it("worked: a mortal's 10, 7, 1 at 5 (standing 2) rerolls the 1 alone: only a 10 reaches 5 (3 + 2), 10%", () => {
    const best = must(bestWillpowerReroll(lying("mortal", [10, 7, 1], [], 5)));
    expect(best.dice.map((die) => die.face)).toEqual([1]);
    expect(best.success).toBeCloseTo(0.1, 12);
    expect(best.critical).toBeCloseTo(0.1, 12);
  });

  it("worked: a vampire's 1, 2, 8, 9, 4 + hunger 3, 6 at 5 rerolls 1, 2, 4: at least two 6+ of three, 50%", () => {
    // Standing 3 (8, 9, 6): two more successes of three dice, each 6+ at 1/2 — 3/8 + 1/8 = 50% (a 10 pair adds).
    const best = must(bestWillpowerReroll(lying("vampire", [1, 2, 8, 9, 4], [3, 6], 5)));
    expect(best.dice.map((die) => die.face)).toEqual([1, 2, 4]);
    expect(best.success).toBeCloseTo(0.5, 12);
    // A critical needs two 10s of the three new dice: 3 × 0.01 × 0.9 + 0.001 = 2.8%.
    expect(best.critical).toBeCloseTo(0.028, 12);
    expect(best.messyCritical).toBe(0);
  });

  it("no die it may take failed (or none it may take): no reroll offered", () => {
    expect(bestWillpowerReroll(lying("mortal", [6, 7, 10], [], 2))).toBeNull();
    // A vampire's hunger dice are never rerolled; a werewolf's rage 1–2 neither.
    expect(bestWillpowerReroll(lying("vampire", [], [1, 2], 1))).toBeNull();
    expect(bestWillpowerReroll(lying("werewolf", [7], [1, 2], 1))).toBeNull();
  });

  it("a werewolf rerolls its basic failure before a rage failure of the same face", () => {
    const best = must(bestWillpowerReroll(lying("werewolf", [4], [4, 7], 3)));
    expect(best.dice.map((die) => die.kind)).toEqual(["basic", "advanced"]);
  });
});

describe("the die-picking dialog's selection (willpower-reroll.js:63-135: exactly the dice selected)", () => {
  it("every selection of 1–3 dice it may take: the brute force's figures over every face of the new dice", () => {
    const roll = lying("werewolf", [1, 6], [4, 2, 10], 5);
    const may = roll.dice.filter((die) => die.kind === "basic" || die.face >= 3);
    let selections = 0;
    for (let mask = 1; mask < 1 << may.length; mask += 1) {
      const taken = may.filter((_, i) => (mask >> i) & 1);
      if (taken.length > 3) continue;
      const made = must(willpowerRerollOf(roll, taken));
      const brute = bruteAfter(roll, taken);
      expect(made.success).toBeCloseTo(brute.success, 12);
      expect(made.critical).toBeCloseTo(brute.critical, 12);
      expect(made.expected).toBeCloseTo(brute.expected, 12);
      selections += 1;
    }
    expect(selections).toBe(14);
    const vampire = lying("vampire", [2, 7, 4], [10], 3);
    const taken = [at(vampire.dice, 0), at(vampire.dice, 1)];
    expect(must(must(willpowerRerollOf(vampire, taken)).messyCritical)).toBeCloseTo(bruteAfter(vampire, taken).messy);
  });

  it("worked: Nadia's 2, 7, 4 + hunger 6 at 3 — her 2 alone 50%, her 2 and 4 75% and a critical 1%", () => {
    const nadia = lying("vampire", [2, 7, 4], [6], 3);
    const [two, , four] = nadia.dice;
    expect(must(willpowerRerollOf(nadia, [must(two)])).success).toBe(0.5);
    const both = must(willpowerRerollOf(nadia, [must(two), must(four)]));
    expect(both.success).toBeCloseTo(0.75, 12);
    expect(both.critical).toBeCloseTo(0.01, 12);
  });

  it("nothing the system would reroll: none selected, four, a hunger die, a rage die showing 1–2", () => {
    const roll = lying("werewolf", [1, 2, 3, 4], [2], 3);
    expect(willpowerRerollOf(roll, [])).toBeNull();
    expect(willpowerRerollOf(roll, roll.dice.slice(0, 4))).toBeNull();
    expect(willpowerRerollOf(roll, [at(roll.dice, 4)])).toBeNull();
    const vampire = lying("vampire", [1], [1], 3);
    expect(willpowerRerollOf(vampire, [at(vampire.dice, 1)])).toBeNull();
    // A die of another roll (a forged selection) neither.
    expect(willpowerRerollOf(vampire, [{ kind: "basic", index: 0, face: 1 }])).toBeNull();
  });
});

describe("a Rouse check's chance that Hunger stays", () => {
  /** Brute force: every face of the rolled hunger dice, the highest `dice` kept, none of them under 6. */
  function bruteStays(dice: number, keepHighest: boolean): number {
    const rolled = keepHighest ? 2 * dice : dice;
    let stays = 0;
    let count = 0;
    for (const result of faces(rolled)) {
      const kept = [...result].sort((a, b) => b - a).slice(0, dice);
      count += 1;
      if (kept.every((face) => face >= 6)) stays += 1;
    }
    return stays / count;
  }

  it("1 die 50%, with the re-roll 75%; 2 dice 25%, with the re-roll 11/16 — as every face says", () => {
    expect(rouseHungerStays(1, false)).toBe(0.5);
    expect(rouseHungerStays(1, true)).toBe(0.75);
    expect(rouseHungerStays(2, true)).toBeCloseTo(11 / 16, 12);
    for (const dice of [1, 2])
      for (const keep of [false, true]) expect(rouseHungerStays(dice, keep)).toBeCloseTo(bruteStays(dice, keep), 12);
  });
});
