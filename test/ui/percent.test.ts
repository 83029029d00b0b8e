import { describe, expect, it } from "vitest";
import { formatDecimal, formatPercent, formatShares } from "../../src/ui/percent";
import { LANGUAGE_CODES } from "../../src/ui/languages";
import { must } from "../kit";

const en = { lang: "en" };
const de = { lang: "de" };

describe("formatPercent", () => {
  it("rounds to one decimal in the player's language", () => {
    expect(formatPercent(0.41666, en)).toBe("41.7%");
    expect(formatPercent(0.41666, de)).toBe("41,7\u00a0%");
  });

  it("never rounds a possible outcome to 0% or 100%", () => {
    expect(formatPercent(0.0001, en)).toBe("<0.1%");
    expect(formatPercent(0.9999, en)).toBe(">99.9%");
    // A residue far larger than a sum's last bit is a chance that can fail (issue 43), in German too.
    expect(formatPercent(0.9996, en)).toBe(">99.9%");
    expect(formatPercent(0.9999999999, en)).toBe(">99.9%");
    expect(formatPercent(0.9996, de)).toBe(">99,9\u00a0%");
    expect(formatPercent(0.0004, de)).toBe("<0,1\u00a0%");
  });

  it("reads only an exact 1 as certain and only an exact 0 as impossible: no rounding margin decides certainty", () => {
    expect(formatPercent(1, en)).toBe("100.0%");
    expect(formatPercent(0, en)).toBe("0.0%");
    // The engine makes a certain chance exactly 1 (docs/odds.md "Certain and impossible"): a figure short of it by
    // however little is a chance that can fail.
    expect(formatPercent(0.9999999999999999, en)).toBe(">99.9%");
    expect(formatPercent(1 - 1e-15, en)).toBe(">99.9%");
    expect(formatPercent(1 - 1e-15, de)).toBe(">99,9\u00a0%");
  });

  it(
    "reads a figure of 1 as '>99.9%' when the caller knows it can fail " +
      "(22 Kaiser dice all ones: 1 − 8e-18 is 1 in floats)",
    () => {
      expect(1 - 7.6e-18).toBe(1);
      expect(formatPercent(1 - 7.6e-18, en, { canFail: true })).toBe(">99.9%");
      expect(formatPercent(1, de, { canFail: true })).toBe(">99,9\u00a0%");
      expect(formatPercent(1, en, { canFail: false })).toBe("100.0%");
    },
  );

  it(
    "reads the rarest possible outcomes as '<0.1%', never '0.0%' (issue 24: " +
      "Kaiser A20 Fumble, K&R 200 dice at DT 11)",
    () => {
      expect(formatPercent(7.6e-18, en)).toBe("<0.1%");
      expect(formatPercent(4.3e-26, de)).toBe("<0,1\u00a0%");
      expect(formatPercent(Number.MIN_VALUE, en)).toBe("<0.1%");
    },
  );

  it(
    "reads what can fail as '>99.9%', never '100%', once it is past a sum's rounding " +
      "(1 − 3e-13: a Kaiser A20 check)",
    () => {
      expect(formatPercent(1 - 3.2e-13, en)).toBe(">99.9%");
    },
  );

  it("rounds a lone figure at a tenth's half-way point away from zero, as readers round, in every language", () => {
    // Issue 82: 0.25% read 0.2% and 67.25% read 67.2% (half to even), where 9.75% read 9.8%.
    const figures = (lang: string) =>
      [0.0025, 0.6725, 0.0975, 0.4375, 0.5625, 1 / 400, 399 / 400].map((p) =>
        formatPercent(p, { lang }).replace(/[^0-9]/g, ""),
      );
    for (const lang of LANGUAGE_CODES)
      expect(figures(lang), lang).toEqual(["03", "673", "98", "438", "563", "03", "998"]);
    expect(formatPercent(0.6725, de)).toBe("67,3\u00a0%");
    // Float noise either side of the half is still the half: 0.0025 as a sum of its own (0.1 × 0.025).
    expect(formatPercent(0.1 * 0.025, en)).toBe("0.3%");
    expect(formatPercent(0.0025 - 1e-17, en)).toBe("0.3%");
  });

  it("reads a chance the engine left at 0 as '<0.1%' when the caller knows it can happen", () => {
    expect(formatPercent(0, en, { possible: true })).toBe("<0.1%");
    expect(formatPercent(0, en, { possible: false })).toBe("0.0%");
  });
});

describe("formatDecimal", () => {
  it("gives one decimal in the player's language", () => {
    expect(formatDecimal(2.75, en)).toBe("2.8");
    // The true minus sign, as every number the module shows (src/ui/numbers.ts).
    expect(formatDecimal(-0.25, de)).toBe("−0,3");
  });
});

describe("formatShares: chances that share out a whole add up to 100.0% as shown", () => {
  const total = (texts: string[]) => texts.reduce((sum, text) => sum + Number(text.replace("%", "")), 0);

  it(
    "gives the tenth left over by rounding to the figure that lost most " +
      "(a Kleptonomicon Test at +1, A1: 30.25/42/27.75)",
    () => {
      const texts = must(formatShares([0.3025, 0.42, 0.2775], en));
      expect(total(texts)).toBeCloseTo(100, 9);
      expect(texts[1]).toBe("42.0%");
      // Each figure is at most a tenth from its own rounding.
      expect(
        [0.3025, 0.42, 0.2775].every(
          (p, i) => Math.abs(Number(must(texts[i]).replace("%", "")) - p * 100) <= 0.1 + 1e-9,
        ),
      ).toBe(true);
    },
  );

  it("takes a tenth back when rounding gave one too many (27.462/58.275/14.263 rounds to 100.1)", () => {
    expect(total(must(formatShares([0.27462, 0.58275, 0.14263], en)))).toBeCloseTo(100, 9);
  });

  it("never shares a chance that can happen down to 0.0%: then each figure is rounded on its own (issue 43)", () => {
    // Tenths of a percent: 0.5, 300.9, 300.9, 397.7: the three tenths left over go to the larger remainders.
    const rare = [0.0005, 0.3009, 0.3009, 0.3977];
    expect(formatShares(rare, en)).toBeNull();
    expect(formatPercent(0.0005, en)).toBe("0.1%");
    expect(formatShares([0.0005, 0.3009, 0.3009, 0.3977], de)).toBeNull();
  });

  it("leaves figures that are no whole, or that read <0.1% or >99.9%, to be rounded each on its own", () => {
    expect(formatShares([0.5, 0.4], en)).toBeNull();
    expect(formatShares([0.9996, 0.0004], en)).toBeNull();
    expect(formatShares([1], en)).toBeNull();
  });
});
