/**
 * What a momentum burn makes of a rolled roll (src/systems/ironsworn/core/ironsworn-odds.ts `burnNowOutcomes`),
 * against every momentum a character holds (−6…10) and every pair of final challenge dice, judged as the system's
 * code does (foundry-ironsworn 1.28.1 at f5253894): `burnMomentum` (ironsworn-roll-message.ts:158-171) sets the
 * outcome to `computeRollOutcome(momentum, c1, c2)` (:80-88, the dice the momentum beats strictly), and the card's
 * match is two equal final dice (ironsworn-roll.ts:412-416; a weak hit has none, :96-110's keys).
 */
import { describe, expect, it } from "vitest";
import { burnNowOutcomes } from "../../../../src/systems/ironsworn/core/ironsworn-odds";

const OUTCOMES = ["miss", "weakHit", "strongHit"];

describe("a momentum burn after the roll", () => {
  it("is the outcome the momentum beats on the final dice, better or worse, with their match", () => {
    const expected: string[] = [];
    const got: string[] = [];
    for (let momentum = -6; momentum <= 10; momentum += 1) {
      for (let c1 = 1; c1 <= 10; c1 += 1) {
        for (let c2 = 1; c2 <= 10; c2 += 1) {
          const key = OUTCOMES[[c1, c2].filter((die) => momentum > die).length] ?? "";
          const match = c1 === c2 && key !== "weakHit" ? ` ${key}Match` : "";
          expected.push(`${momentum} ${c1} ${c2}: ${key}${match}`);
          const sure = burnNowOutcomes(momentum, [c1, c2]).filter((outcome) => outcome.probability === 1);
          got.push(`${momentum} ${c1} ${c2}: ${sure.map((outcome) => outcome.key).join(" ")}`);
        }
      }
    }
    expect(got).toEqual(expected);
  });

  it("a match is a fact beside the outcome", () => {
    const burnt = burnNowOutcomes(5, [4, 4]);
    expect(burnt.filter((outcome) => outcome.fact).map((outcome) => outcome.key)).toEqual([
      "strongHitMatch",
      "missMatch",
    ]);
    expect(burnt.filter((outcome) => outcome.probability === 1).map((outcome) => outcome.key)).toEqual([
      "strongHit",
      "strongHitMatch",
    ]);
  });
});
