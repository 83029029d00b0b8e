/**
 * What may be added to a D&D 5e d20 roll once seen (src/systems/dnd5e/core/after-roll.ts), each figure counted here
 * over the dice themselves as the rules text dnd5e's items carry reads (docs/systems-dnd5e.md "After the roll"): a
 * Bardic Inspiration or 2014 Guidance die added to the total, the natural d20 unchanged; the 2014 Lucky feat's new
 * d20, any shown d20 or the new one chosen; dnd5e's own judgement of an attack (critical hits, fumble misses), a death
 * save (10) and a check (the DC).
 */
import { describe, expect, it } from "vitest";
import { afterRollChance, type RolledD20 } from "../../../../src/systems/dnd5e/core/after-roll";
import { rowsTaken } from "../../../quick";

const check = (natural: number, bonus: number, dc: number, extra: Partial<RolledD20> = {}): RolledD20 => ({
  kind: "test",
  natural,
  others: [],
  total: natural + bonus,
  target: dc,
  critical: 20,
  fumble: 1,
  rerollOnes: false,
  minimum: null,
  mode: "normal",
  ...extra,
});

/** Counted over every face: the share of faces whose total (natural kept) reaches the DC. */
function countedDie(natural: number, bonus: number, dc: number, faces: number): number {
  const faceList = Array.from({ length: faces }, (_, i) => i + 1);
  return faceList.filter((face) => natural + bonus + face >= dc).length / faces;
}

describe("D&D 5e after the roll: a die added (Bardic Inspiration, 2014 Guidance)", () => {
  const rows = rowsTaken(
    [4, 6, 8, 10, 12].flatMap((faces) => [3, 7, 12].map((natural) => ({ faces, natural }))),
    (_, i) => i % 3 === 0,
  );
  it.each(rows)("a d$faces on a natural $natural + 3 against DC 17", ({ faces, natural }) => {
    const roll = check(natural, 3, 17);
    const option = faces === 4 ? ({ id: "guidance" } as const) : ({ id: "bardic", faces } as const);
    expect(afterRollChance(roll, option, true)).toBeCloseTo(countedDie(natural, 3, 17, faces), 12);
  });

  it("a natural 1 on an attack misses whatever is added; a d8 on 12 + 2 against AC 18: 5 of 8 faces", () => {
    const attack = { kind: "attack", critical: 20, fumble: 1 } as const;
    expect(afterRollChance(check(1, 9, 12, attack), { id: "bardic", faces: 8 }, false)).toBe(0);
    expect(afterRollChance(check(12, 2, 18, attack), { id: "bardic", faces: 8 }, false)).toBe(5 / 8);
  });

  it("a death save at 10: a natural 6 + 0 needs a 4 or more on a d6 (3 of 6)", () => {
    const death = check(6, 0, 10, { kind: "death", target: null });
    expect(afterRollChance(death, { id: "bardic", faces: 6 }, false)).toBe(3 / 6);
  });

  it("no figure on a success, and Guidance none on what is no ability check", () => {
    expect(afterRollChance(check(15, 3, 17), { id: "bardic", faces: 6 }, true)).toBeNull();
    expect(afterRollChance(check(10, 3, 17), { id: "guidance" }, false)).toBeNull();
  });
});

/** A new d20 counted over its 20 faces (and, with a halfling's reroll, the 20 faces of a 1 rolled again). */
function countedNewD20(succeeds: (value: number) => boolean, rerollOnes: boolean, minimum: number): number {
  let made = 0;
  for (let first = 1; first <= 20; first++)
    for (let again = 1; again <= 20; again++) {
      const value = Math.max(first === 1 && rerollOnes ? again : first, minimum);
      if (succeeds(value)) made++;
    }
  return made / 400;
}

describe("D&D 5e after the roll: the Lucky feat's other d20", () => {
  it.each([
    { rerollOnes: false, minimum: 1 },
    { rerollOnes: true, minimum: 1 },
    { rerollOnes: false, minimum: 10 },
  ])("2014, a check of +4 against DC 15 (reroll ones $rerollOnes, minimum $minimum)", ({ rerollOnes, minimum }) => {
    const roll = check(minimum === 10 ? 10 : 6, 4, 15, { rerollOnes, minimum: minimum === 10 ? 10 : null });
    const counted = countedNewD20((value) => value + 4 >= 15, rerollOnes, minimum);
    expect(afterRollChance(roll, { id: "lucky", rules: "2014" }, true)).toBeCloseTo(counted, 12);
  });

  it("2014 on an attack: a new natural 20 hits, a new 1 misses; 2024 the same on a normal roll", () => {
    const roll = check(5, 2, 25, { kind: "attack" });
    const counted = countedNewD20((value) => value === 20, false, 1);
    expect(afterRollChance(roll, { id: "lucky", rules: "2014" }, false)).toBeCloseTo(counted, 12);
    expect(afterRollChance(roll, { id: "lucky", rules: "2024" }, false)).toBeCloseTo(counted, 12);
  });

  it("2014 with disadvantage may take the dropped d20 (certain when it makes it); 2024 then offers nothing", () => {
    const roll = check(4, 3, 15, { others: [13], mode: "disadvantage" });
    expect(afterRollChance(roll, { id: "lucky", rules: "2014" }, true)).toBe(1);
    expect(afterRollChance(roll, { id: "lucky", rules: "2024" }, true)).toBeNull();
    expect(afterRollChance({ ...roll, mode: "advantage" }, { id: "lucky", rules: "2024" }, true)).toBeNull();
  });
});
