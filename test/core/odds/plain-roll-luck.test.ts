/**
 * Luck of a roll made with Foundry's default Roll class (inline, `/r`, sheets): which saved rolls are one rule
 * set's roll, and that their luck is the rule set's own figure — against brute force where the dice are plain.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { kaiserLuck } from "../../../src/rule-sets/kaiser/core/luck";
import { kingdomsLuck } from "../../../src/rule-sets/kingdoms/core/luck";
import { kleptoLuck } from "../../../src/rule-sets/klepto/core/luck";
import { ogsLuck } from "../../../src/rule-sets/ogs/core/luck";
import { plainRollLuck, type PlainDiceTerm, type SignedPart } from "../../../src/core/odds/plain-roll-luck";
import { must } from "../../kit";

/** A saved die term: `total` is what it added; its real dice are only read for OGS. */
function dice(
  number: number,
  faces: number | "i",
  modifiers: string[],
  total: number,
  crit: PlainDiceTerm["crit"] = null,
  values: number[] = [],
): PlainDiceTerm {
  const size = typeof faces === "number" ? faces : 10;
  return { kind: "dice", number, faces, modifiers, total, crit, dice: values.map((value) => ({ faces: size, value })) };
}

const plus = (part: SignedPart["part"]): SignedPart => ({ sign: 1, part });
const minus = (part: SignedPart["part"]): SignedPart => ({ sign: -1, part });
const NUMBER = { kind: "number" } as const;

/** P(X < x) + ½·P(X = x) for the sum of these dice, by listing every outcome. */
function bruteForceLuck(sizes: number[], total: number): number {
  let below = 0;
  let equal = 0;
  let outcomes = 0;
  const walk = (index: number, sum: number) => {
    if (index === sizes.length) {
      outcomes++;
      if (sum < total) below++;
      else if (sum === total) equal++;
      return;
    }
    for (let face = 1; face <= must(sizes[index]); face++) walk(index + 1, sum + face);
  };
  walk(0, 0);
  return (below + equal / 2) / outcomes;
}

describe("a default-class roll that is one rule set's roll", () => {
  it("Kaiser: a `ko` check with numbers added is the skill check's luck, its advantage read from the keep", () => {
    const skill = { kind: "skill", bonus: 0, method: "pool" } as const;
    expect(plainRollLuck([plus(dice(2, 6, ["ko"], 9)), plus(NUMBER)])).toBe(kaiserLuck({ ...skill, advantage: 0 }, 9));
    expect(plainRollLuck([plus(dice(4, 6, ["kh2", "ko"], 11)), minus(NUMBER)])).toBe(
      kaiserLuck({ ...skill, advantage: 2 }, 11),
    );
    expect(plainRollLuck([plus(dice(3, 6, ["kl2", "ko"], 4))])).toBe(kaiserLuck({ ...skill, advantage: -1 }, 4));
    // A Fumble is a double one, total 2: the least lucky check there is.
    expect(plainRollLuck([plus(dice(2, 6, ["ko"], 2))])).toBeCloseTo(1 / 36 / 2, 12);
  });

  it("K&R: a `kr` pool's Margin", () => {
    expect(plainRollLuck([plus(dice(6, 12, ["kr7"], -3))])).toBe(kingdomsLuck(6, 7, -3));
    expect(plainRollLuck([plus(dice(2, 12, ["kr7"], 0)), plus(NUMBER)])).toBe(kingdomsLuck(2, 7, 0));
  });

  it("Kleptonomicon: the Score with its crit, by coin or by the d10ish die", () => {
    const coin = { modifier: 0, method: "coin" } as const;
    expect(plainRollLuck([plus(dice(3, 10, ["kc", "kh"], 10, "success")), plus(NUMBER)])).toBe(
      kleptoLuck({ ...coin, advantages: 2, disadvantages: 0 }, { total: 10, crit: "success" }),
    );
    expect(plainRollLuck([plus(dice(1, 10, ["kc"], 6))])).toBe(
      kleptoLuck({ ...coin, advantages: 0, disadvantages: 0 }, { total: 6, crit: null }),
    );
    expect(plainRollLuck([plus(dice(4, "i", ["kl"], 0, "failure"))])).toBe(
      kleptoLuck({ modifier: 0, method: "d10ish", advantages: 0, disadvantages: 3 }, { total: 0, crit: "failure" }),
    );
  });

  it("OGS: dice added with a Die Increase, by the total of the real dice — exactly the brute-force figure", () => {
    const increase = {
      kind: "increase",
      dice: [
        { faces: 12, value: 9 },
        { faces: 6, value: 2 },
      ],
    } as const;
    const parts = [plus(dice(1, 8, [], 5, null, [5])), plus(increase), plus(NUMBER)];
    expect(plainRollLuck(parts)).toBe(ogsLuck([8, 12, 6], 0, 16));
    expect(plainRollLuck(parts)).toBeCloseTo(bruteForceLuck([8, 12, 6], 16), 12);
  });
});

describe("any other roll has no luck to show", () => {
  it.each<[string, SignedPart[]]>([
    ["a plain roll (`2d6 + 1`)", [plus(dice(2, 6, [], 7, null, [3, 4])), plus(NUMBER)]],
    ["Dungeons of Olde's own notation (`2d6x`), which any system may write", [plus(dice(2, 6, ["x"], 9))]],
    [
      "a rule set's term beside another die (`2d6ko + 1d4`)",
      [plus(dice(2, 6, ["ko"], 7)), plus(dice(1, 4, [], 3, null, [3]))],
    ],
    ["two of our terms", [plus(dice(2, 6, ["ko"], 7)), plus(dice(2, 12, ["kr7"], 1))]],
    ["a die taken away", [plus(NUMBER), minus(dice(2, 12, ["kr7"], 1))]],
    ["a product or a function", [plus(dice(2, 6, ["ko"], 7)), plus({ kind: "other" })]],
    [
      "an OGS die with Foundry's own modifier",
      [plus(dice(1, 8, ["x"], 5, null, [5])), plus({ kind: "increase", dice: [{ faces: 12, value: 3 }] })],
    ],
    ["a pool past what the engine works out", [plus(dice(999, 12, ["kr7"], 3))]],
    ["nothing rolled", [plus(NUMBER)]],
  ])("%s", (_name, parts) => {
    expect(plainRollLuck(parts)).toBeNull();
  });
});

describe("luck is a chance strictly between 0 and 1", () => {
  it("for every K&R Margin and every Kaiser total a roll can show", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: -24, max: 24 }),
        (n, dt, margin) => {
          const luck = plainRollLuck([plus(dice(n, 12, [`kr${dt}`], Math.max(-2 * n, Math.min(2 * n, margin))))]);
          return luck !== null && luck > 0 && luck < 1;
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), (total) => {
        const luck = plainRollLuck([plus(dice(2, 6, ["ko"], total))]);
        return luck !== null && luck > 0 && luck < 1;
      }),
    );
  });
});
