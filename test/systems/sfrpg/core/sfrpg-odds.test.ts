/**
 * Starfinder 1e's figures (src/systems/sfrpg/core/sfrpg-odds.ts), each against an enumeration written here from the
 * system's own code (sfrpg 0.30.0 at 41684b57, src/module/dice.js), never from our engine: every face of the d20 (or
 * every pair, 400 of them, for `2d20kh` / `2d20kl`: the kept die), with `d.total === 20` a critical, `=== 1` a fumble
 * (:244-262), and `evaluateRollVsValue` (:987-998): a critical succeeds, a fumble fails, else `total >= value`.
 */
import { describe, expect, it } from "vitest";
import { sfrpgOdds, type SfrpgChoice, type SfrpgQuestion } from "../../../../src/systems/sfrpg/core/sfrpg-odds";
import {
  naturalAtLeast,
  naturalAtMost,
  naturalChance,
  naturalRollOdds,
} from "../../../../src/core/systems/natural-roll";
import { roundTotals } from "../../../../src/core/systems/round-totals";
import { must } from "../../../kit";

const ENGINE = { naturalRollOdds, naturalChance, naturalAtLeast, naturalAtMost, roundTotals };
const FACES = Array.from({ length: 20 }, (_, i) => i + 1);

/** The kept die of every equally likely throw the button makes (dice.js:223-228). */
function keptDice(choice: SfrpgChoice): number[] {
  if (choice === "normal") return FACES;
  const pick = choice === "advantage" ? Math.max : Math.min;
  return FACES.flatMap((a) => FACES.map((b) => pick(a, b)));
}

/** `evaluateRollVsValue` over every throw, with a bonus `modifier`: success, critical and fumble counted. */
function enumerate(choice: SfrpgChoice, modifier: number, value: number) {
  const throws = keptDice(choice);
  const count = (test: (die: number) => boolean) => throws.filter(test).length / throws.length;
  const success = (die: number) => (die === 20 ? true : die === 1 ? false : die + modifier >= value);
  return { success: count(success), critical: count((d) => d === 20), fumble: count((d) => d === 1) };
}

function figures(question: SfrpgQuestion, choice: SfrpgChoice) {
  const found = must(sfrpgOdds(ENGINE, question).choices.find(({ id }) => id === choice));
  const of = (key: string) => found.outcomes.find((outcome) => outcome.key === key)?.probability;
  return { success: of("success"), critical: of("critical"), fumble: of("fumble") };
}

const ALL: SfrpgChoice[] = ["disadvantage", "normal", "advantage"];

describe("Starfinder's d20 as DiceSFRPG.d20Roll judges it", () => {
  it("a skill +25 against DC 20: 95.00 % — the natural 1 fails though 26 reaches it (printed rules: 100 %)", () => {
    const expected = enumerate("normal", 25, 20);
    expect(expected.success).toBe(19 / 20);
    const got = figures({ choices: ["normal"], rest: "+ 25", target: 20 }, "normal");
    expect(must(got.success)).toBeCloseTo(0.95, 12);
    expect(must(got.critical)).toBeCloseTo(expected.critical, 12);
  });

  it("a skill +0 against DC 25: 5.00 %, the natural 20 alone (printed rules: 0 %)", () => {
    expect(enumerate("normal", 0, 25).success).toBe(1 / 20);
    expect(must(figures({ choices: ["normal"], rest: "", target: 25 }, "normal").success)).toBeCloseTo(0.05, 12);
  });

  it("an attack +8 against KAC 18: 55.00 %, with Advantage 79.75 %, with Disadvantage 30.25 %", () => {
    const question = { choices: ALL, rest: "+ 8", target: 18 };
    const table = {
      normal: { success: 11 / 20, critical: 1 / 20, fumble: 1 / 20 },
      advantage: { success: 319 / 400, critical: 39 / 400, fumble: 1 / 400 },
      disadvantage: { success: 121 / 400, critical: 1 / 400, fumble: 39 / 400 },
    };
    for (const choice of ALL) {
      const expected = enumerate(choice, 8, 18);
      expect(expected).toEqual(table[choice]);
      const got = figures(question, choice);
      expect(must(got.success)).toBeCloseTo(expected.success, 12);
      expect(must(got.critical)).toBeCloseTo(expected.critical, 12);
      expect(must(got.fumble)).toBeCloseTo(expected.fumble, 12);
    }
  });

  it("a sweep of bonuses and values agrees with the enumeration on every button", () => {
    for (const modifier of [-6, 3, 19]) {
      for (const value of [2, 15, 30]) {
        for (const choice of ALL) {
          const got = figures({ choices: ALL, rest: `+ ${modifier}`, target: value }, choice);
          expect(must(got.success)).toBeCloseTo(enumerate(choice, modifier, value).success, 12);
        }
      }
    }
  });

  it("without a value no success is named: the critical and fumble facts and the round totals", () => {
    const odds = sfrpgOdds(ENGINE, { choices: ["normal"], rest: "+ 4", target: null });
    expect(odds.target).toBeNull();
    expect(must(odds.choices[0]).outcomes.map(({ key }) => key)).toEqual(["critical", "fumble"]);
    // P(1d20 + 4 ≥ 15) = 10/20, read off the enumeration (totals read no critical rule).
    const row = must(odds.totals.find(({ total }) => total === 15));
    expect(must(row.chances[0])).toBeCloseTo(FACES.filter((d) => d + 4 >= 15).length / 20, 12);
  });
});
