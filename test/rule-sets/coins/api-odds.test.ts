/**
 * `api.odds` holds each registered rule set's members from its core descriptor (`apiOdds`) under its id, a sixth
 * rule set's too: src/rule-sets/odds.ts lists no rule set's names by hand, which had left the toy's out.
 */
import "./index";
import { describe, expect, it } from "vitest";
import { oddsApi } from "../../../src/rule-sets/odds";

describe("api.odds and the toy rule set", () => {
  it("offers the toy's exact odds beside the five rule sets' and the shared arithmetic", () => {
    const odds = oddsApi(() => undefined);
    // P(at least 2 heads of 3 coins) = (3 + 1) / 8, counted by hand.
    expect(odds.coins.successChance({ coins: 3, target: 2 })).toBe(0.5);
    expect(odds.coins.headsDistribution(2).p(1)).toBe(0.5);
    expect(typeof odds.kaiser.checkOdds).toBe("function");
    expect(odds.contestOdds).toBe(odds.klepto.contestOdds);
    expect(typeof odds.IntDistribution.die).toBe("function");
  });
});
