import { describe, expect, it } from "vitest";
import { formatDecimal, formatPercent } from "../../src/ui/percent";

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
  });

  it("shows a certain or impossible outcome as such, despite the last bit of rounding in a sum", () => {
    expect(formatPercent(0.9999999999999999, en)).toBe("100.0%");
    expect(formatPercent(1, en)).toBe("100.0%");
    expect(formatPercent(1e-17, en)).toBe("0.0%");
    expect(formatPercent(0, en)).toBe("0.0%");
  });
});

describe("formatDecimal", () => {
  it("gives one decimal in the player's language", () => {
    expect(formatDecimal(2.75, en)).toBe("2.8");
    // The true minus sign, as every number the module shows (src/ui/numbers.ts).
    expect(formatDecimal(-0.25, de)).toBe("−0,3");
  });
});
