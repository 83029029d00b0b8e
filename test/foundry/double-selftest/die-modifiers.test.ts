/**
 * Die modifiers and the modifier dispatcher behave as v13's die.mjs / dice.mjs (read for these cases).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { g, rollWith, useFoundryDouble } from "./helpers";
import type { DiceTerm } from "../../../foundry-double/dice/terms/dice-term";
import type { DiceTermResult } from "../../../foundry-double/dice/terms/types";
import { DoubleTerms } from "../../../foundry-double/index";

const double = useFoundryDouble();

const die = (roll: { terms: unknown[] }, index = 0): DiceTerm => roll.terms[index] as DiceTerm;
const flags = (results: DiceTermResult[]) => results.map((r) => ({ ...r }));

describe("keep and drop", () => {
  it("2d6ko without module modifiers keeps the highest ONE die (k) and ignores the o", async () => {
    const roll = await rollWith(double.handle, "2d6ko", [2, 5]);
    expect(die(roll).modifiers).toEqual(["k"]);
    expect(flags(die(roll).results)).toEqual([
      { result: 2, active: false, discarded: true },
      { result: 5, active: true },
    ]);
    expect(roll.total).toBe(5);
    // The stored formula keeps what was typed; the terms show what took effect.
    expect(roll._formula).toBe("2d6ko");
    expect(roll.formula).toBe("2d6k");
  });

  it("4d6kh3 discards the lowest, and among tied lowest dice the first one", async () => {
    const roll = await rollWith(double.handle, "4d6kh3", [3, 5, 3, 6]);
    expect(die(roll).results.map((r) => r.active)).toEqual([false, true, true, true]);
    expect(die(roll).results[0]?.discarded).toBe(true);
    expect(roll.total).toBe(14);
  });

  it("kh2 with three tied dice discards the first two of them", async () => {
    const roll = await rollWith(double.handle, "4d6kh2", [2, 2, 2, 5]);
    expect(die(roll).results.map((r) => r.active)).toEqual([false, false, true, true]);
    expect(roll.total).toBe(7);
  });

  it("kl2 keeps the lowest two, discarding higher ties first in result order", async () => {
    const roll = await rollWith(double.handle, "4d6kl2", [4, 1, 4, 6]);
    expect(die(roll).results.map((r) => r.active)).toEqual([false, true, true, false]);
    expect(roll.total).toBe(5);
  });

  it("d drops the lowest, dh the highest (the first of tied highest)", async () => {
    expect((await rollWith(double.handle, "3d6d", [4, 1, 6])).total).toBe(10);
    const roll = await rollWith(double.handle, "3d6dh", [6, 6, 1]);
    expect(die(roll).results.map((r) => r.active)).toEqual([false, true, true]);
  });

  it("asking to drop more dice than there are drops nothing (v13's cut value is missing)", async () => {
    const roll = await rollWith(double.handle, "2d6d3", [4, 5]);
    expect(die(roll).results.every((r) => r.active)).toBe(true);
    expect(roll.total).toBe(9);
  });

  it("keeping more dice than there are keeps them all; k0 means k1", async () => {
    expect((await rollWith(double.handle, "2d6kh5", [4, 5])).total).toBe(9);
    expect((await rollWith(double.handle, "3d6k0", [1, 6, 3])).total).toBe(6);
  });

  it("keep-highest k of n keeps the k largest values (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 12 }),
        (values, k) => {
          const results: DiceTermResult[] = values.map((result) => ({ result, active: true }));
          DoubleTerms.DiceTerm._keepOrDrop(results, k, { keep: true, highest: true });
          const kept = results.filter((r) => r.active).map((r) => r.result);
          const expected = [...values].sort((a, b) => b - a).slice(0, Math.min(k, values.length));
          expect(kept.length).toBe(expected.length);
          expect([...kept].sort((a, b) => b - a)).toEqual(expected);
          expect(results.filter((r) => !r.active).every((r) => r.discarded)).toBe(true);
        },
      ),
    );
  });

  it("keep-lowest and drop-highest agree when they leave the same count (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 10 }),
        fc.nat(),
        (values, seed) => {
          const dropCount = seed % values.length;
          const keepLow = values.map((result) => ({ result, active: true }) as DiceTermResult);
          const dropHigh = values.map((result) => ({ result, active: true }) as DiceTermResult);
          DoubleTerms.DiceTerm._keepOrDrop(keepLow, values.length - dropCount, { keep: true, highest: false });
          if (dropCount > 0) DoubleTerms.DiceTerm._keepOrDrop(dropHigh, dropCount, { keep: false, highest: true });
          expect(keepLow.map((r) => r.active)).toEqual(dropHigh.map((r) => r.active));
        },
      ),
    );
  });
});

describe("explode", () => {
  it("3d6x explodes recursively, appending new dice and flagging exploded ones", async () => {
    const roll = await rollWith(double.handle, "3d6x", [6, 2, 6, 6, 1, 3]);
    expect(die(roll).results.map((r) => r.result)).toEqual([6, 2, 6, 6, 1, 3]);
    expect(die(roll).results.map((r) => Boolean(r.exploded))).toEqual([true, false, true, true, false, false]);
    expect(die(roll).results.every((r) => r.active)).toBe(true);
    expect(roll.total).toBe(24);
    expect(double.handle.scriptedRemaining).toBe(0);
  });

  it("xo explodes only the original dice", async () => {
    const roll = await rollWith(double.handle, "2d6xo", [6, 6, 6, 6]);
    expect(die(roll).results.map((r) => Boolean(r.exploded))).toEqual([true, true, false, false]);
    expect(roll.total).toBe(24);
  });

  it("a lone number after x is the target, not a count; x>=5 explodes on 5 and 6", async () => {
    const onTwo = await rollWith(double.handle, "1d6x2", [2, 2, 4]);
    expect(die(onTwo).results.map((r) => r.result)).toEqual([2, 2, 4]);
    const atLeastFive = await rollWith(double.handle, "1d6x>=5", [5, 6, 1]);
    expect(die(atLeastFive).results.length).toBe(3);
  });

  it("a count before the comparison limits the explosions: x1>=5", async () => {
    const roll = await rollWith(double.handle, "2d6x1>=5", [5, 6, 6]);
    expect(die(roll).results.map((r) => Boolean(r.exploded))).toEqual([true, false, false]);
  });

  it("1d6x with 999 sixes then a 1 is fine: 1000 results", async () => {
    const roll = await rollWith(double.handle, "1d6x", [...Array(999).fill(6), 1]);
    expect(die(roll).results.length).toBe(1000);
  });

  it("throws once it has checked more than 1000 results, as v13 does (no silent cap)", async () => {
    // 1000 sixes then a 1: the chain would end at 1001 results, but checking the 1001st throws.
    double.handle.scriptFaces([...Array(1000).fill(6), 1]);
    const roll = new (g().Roll)("1d6x");
    await expect(roll.evaluate()).rejects.toThrow("Maximum recursion depth for exploding dice roll exceeded");
  });
});

describe("reroll", () => {
  it("r rerolls 1s once, flagging the old result rerolled and inactive", async () => {
    const roll = await rollWith(double.handle, "2d6r", [1, 4, 1]);
    expect(flags(die(roll).results)).toEqual([
      { result: 1, active: false, rerolled: true },
      { result: 4, active: true },
      { result: 1, active: true },
    ]);
  });

  it("rr rerolls until the condition fails; r<3 compares", async () => {
    const recursive = await rollWith(double.handle, "1d6rr", [1, 1, 5]);
    expect(recursive.total).toBe(5);
    const below = await rollWith(double.handle, "1d6r<3", [2, 1]);
    expect(below.total).toBe(1);
  });
});

describe("counting", () => {
  it("cs>4 counts successes as 1 each and flags them; the total is the count", async () => {
    const roll = await rollWith(double.handle, "4d6cs>4", [5, 2, 6, 4]);
    expect(die(roll).results.map((r) => r.success)).toEqual([true, false, true, false]);
    expect(roll.total).toBe(2);
  });

  it("cs without a target counts nothing: v13 parses the missing target as NaN", async () => {
    const roll = await rollWith(double.handle, "2d6cs", [6, 6]);
    expect(roll.total).toBe(0);
  });

  it("cf<=2 flags failures; df then deducts them", async () => {
    const counted = await rollWith(double.handle, "3d6cf<=2", [1, 2, 5]);
    expect(counted.total).toBe(2);
    const deducted = await rollWith(double.handle, "3d6cs>4df=1", [5, 1, 3]);
    expect(die(deducted).results.map((r) => r.count)).toEqual([1, -1, 0]);
    expect(deducted.total).toBe(0);
  });

  it("min and max clamp counts and flag rerolled; without a number they do nothing and are not recorded", async () => {
    const clamped = await rollWith(double.handle, "2d6min3max5", [1, 6]);
    expect(clamped.total).toBe(8);
    expect(die(clamped).modifiers).toEqual(["min3", "max5"]);
    const bare = await rollWith(double.handle, "1d6min", [1]);
    expect(die(bare).modifiers).toEqual([]);
    expect(bare.total).toBe(1);
  });

  it("even, odd, sf and ms", async () => {
    expect((await rollWith(double.handle, "3d6even", [2, 3, 4])).total).toBe(2);
    expect((await rollWith(double.handle, "3d6odd", [2, 3, 4])).total).toBe(1);
    expect((await rollWith(double.handle, "2d6sf<3", [2, 5])).total).toBe(3);
    expect((await rollWith(double.handle, "2d6ms>5", [4, 5])).total).toBe(4);
    expect((await rollWith(double.handle, "2d6ms<12", [4, 5])).total).toBe(3);
  });
});

describe("the modifier dispatcher", () => {
  it("splits kh2ko into the modifiers kh2 and ko when parsing", () => {
    const roll = new (g().Roll)("2d6kh2ko");
    expect(die(roll).modifiers).toEqual(["kh2", "ko"]);
  });

  it(
    "runs an exact key with its full text, " + "and splits an unknown command into known prefixes without numbers",
    async () => {
      const roll = await rollWith(double.handle, "4d6khx3", [6, 2, 3, 1, 4]);
      // "khx3" is no key: "kh" (keep highest 1: the 3 is lost) then "x" (explode the kept 6).
      expect(die(roll).modifiers).toEqual(["kh", "x"]);
      expect(die(roll).results.map((r) => r.active)).toEqual([true, false, false, false, true]);
      expect(roll.total).toBe(10);
    },
  );

  it("stock Foundry reads 6d12kr7 as keep-highest-1 then reroll 1s", async () => {
    const roll = await rollWith(double.handle, "6d12kr7", [3, 12, 5, 1, 7, 9]);
    expect(die(roll).modifiers).toEqual(["k", "r"]);
    expect(roll.total).toBe(12);
  });

  it("uses a subclass's own modifier table: a kc key runs before kh", async () => {
    const calls: string[] = [];
    class CritDie extends DoubleTerms.Die {
      static override MODIFIERS = { ...DoubleTerms.Die.MODIFIERS, kc: "critCoin" };
      critCoin(modifier: string): void {
        calls.push(modifier);
      }
    }
    g().CONFIG.Dice.terms.d = CritDie;
    const roll = await rollWith(double.handle, "3d10kckh", [10, 4, 7]);
    expect(calls).toEqual(["kc"]);
    expect(die(roll).modifiers).toEqual(["kc", "kh"]);
    expect(roll.total).toBe(10);
  });

  it("does not record a modifier whose method returns false, or returns the term itself", async () => {
    class PickyDie extends DoubleTerms.Die {
      static override MODIFIERS = { ...DoubleTerms.Die.MODIFIERS, zz: "refuse", yy: "legacy" };
      refuse(): false {
        return false;
      }
      legacy(): this {
        return this;
      }
    }
    g().CONFIG.Dice.terms.d = PickyDie;
    const roll = await rollWith(double.handle, "1d6zz1yy2", [3]);
    expect(die(roll).modifiers).toEqual([]);
  });
});

describe("coins and fate dice", () => {
  it("2dc is a Coin: results 1 (heads, H) and 0 (tails, T) from Math.round of the draw", async () => {
    double.handle.scriptUniform([0.7, 0.2]);
    const roll = new (g().Roll)("2dc");
    await roll.evaluate();
    const coin = die(roll);
    expect(coin.constructor.name).toBe("Coin");
    expect(coin.faces).toBe(2);
    expect(coin.expression).toBe("2dc");
    expect(coin.results.map((r) => r.result)).toEqual([1, 0]);
    expect(coin.results.map((r) => coin.getResultLabel(r))).toEqual(["H", "T"]);
    expect(coin.getResultCSS(coin.results[0] as DiceTermResult)).toEqual(["coin", "heads", null, null]);
    expect(roll.total).toBe(1);
  });

  it("a coin call counts the matching side: 3dcc0 counts tails", async () => {
    const roll = await rollWith(double.handle, "3dcc0", [0, 1, 0]);
    expect(roll.total).toBe(2);
    expect(die(roll).results.map((r) => r.success)).toEqual([true, false, true]);
  });

  it("a minimized coin is tails (0), a maximized one heads (1), through the async path", async () => {
    const coin = new DoubleTerms.Coin({ number: 1 });
    expect((await coin.roll({ minimize: true })).result).toBe(0);
    expect((await coin.roll({ maximize: true })).result).toBe(1);
  });

  it("4df rolls -1..1 with success/failure flags and labels", async () => {
    double.handle.scriptUniform([0.1, 0.5, 0.9, 0.4]);
    const roll = new (g().Roll)("4df");
    await roll.evaluate();
    const fate = die(roll);
    // A blank is -0 (Math.ceil of a negative fraction), as in v13; + 0 normalizes it for the comparison.
    expect(Object.is(fate.results[1]?.result, -0)).toBe(true);
    expect(fate.results.map((r) => r.result + 0)).toEqual([-1, 0, 1, 0]);
    expect(fate.results.map((r) => fate.getResultLabel(r))).toEqual(["-", "&nbsp;", "+", "&nbsp;"]);
    expect(fate.results[0]?.failure).toBe(true);
    expect(fate.results[2]?.success).toBe(true);
    expect(roll.total).toBe(0);
  });
});

describe("result display", () => {
  it(
    "labels and CSS classes for plain dice: " + "class name, dN, flags, min/max only when nothing was counted",
    async () => {
      const roll = await rollWith(double.handle, "3d6kh2", [1, 6, 4]);
      const d6 = die(roll);
      expect(d6.results.map((r) => d6.getResultCSS(r).filter(Boolean).join(" "))).toEqual([
        "die d6 discarded min",
        "die d6 max",
        "die d6",
      ]);
      const counted = await rollWith(double.handle, "1d6cs>5", [6]);
      expect(
        die(counted)
          .getResultCSS(die(counted).results[0] as DiceTermResult)
          .filter(Boolean),
      ).toEqual(["die", "d6", "success"]);
    },
  );

  it("tooltip data lists the term's expression, total and per-result labels and classes", async () => {
    const roll = await rollWith(double.handle, "2d6x[fire]", [6, 3, 2]);
    expect(die(roll).getTooltipData()).toEqual({
      total: 11,
      faces: 6,
      flavor: "fire",
      icon: null,
      method: undefined,
      formula: "2d6x",
      rolls: [
        { result: "6", classes: "die d6 exploded max" },
        { result: "3", classes: "die d6" },
        { result: "2", classes: "die d6" },
      ],
    });
  });
});
