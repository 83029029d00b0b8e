/**
 * Star Wars FFG's and Genesys's narrative dice (docs/pools.md "Narrative dice"): every figure of FOUNDRY-SYSTEMS-3
 * §a.7, each counted by the reference (count-combinations.ts) from the faces as starwarsffg 2.0.3 codes them
 * (`modules/config/ffg-dice.js`, Genesys's are the same) and its cancelling (`modules/dice/roll.js`), then read from
 * the engine's joint outcomes.
 */
import { describe, expect, it } from "vitest";
import {
  narrativeCell,
  narrativeOutcomes,
  type NarrativeCounter,
  type NarrativePool,
} from "../../../src/core/pools/narrative-dice";
import type { Outcome } from "../../../src/core/pools/pool-outcomes";
import { at, must } from "../../kit";
import { chanceOf, countCombinations, percent, valueOf, type Choice, type Counted } from "./count-combinations";

/**
 * Faces as ffg-dice.js lists them (`CONFIG.FFG.*_RESULTS`, in order), one letter a symbol: s success, f failure,
 * a advantage, t threat, r triumph, d despair — each read into [success, failure, advantage, threat, triumph, despair].
 */
const FACES: Readonly<Record<string, readonly string[]>> = {
  ability: ["", "s", "s", "ss", "a", "a", "sa", "aa"],
  proficiency: ["", "s", "s", "ss", "ss", "a", "sa", "sa", "sa", "aa", "aa", "sr"],
  boost: ["", "", "s", "sa", "aa", "a"],
  difficulty: ["", "f", "ff", "t", "t", "t", "tt", "ft"],
  challenge: ["", "f", "f", "ff", "ff", "t", "t", "ft", "ft", "tt", "tt", "fd"],
  setback: ["", "", "f", "f", "t", "t"],
};
const symbols = (face: string) => [..."sfatrd"].map((symbol) => [...face].filter((s) => s === symbol).length);

function counted(pool: Readonly<Record<string, number>>): Counted {
  return countCombinations(
    Object.entries(pool).flatMap(([die, n]) =>
      Array.from({ length: n }, () => must(FACES[die]).map((face): Choice => ({ add: symbols(face) }))),
    ),
  );
}

/** roll.js's cancelling on the reference's totals: [net success, net advantage, triumph, despair]. */
const net = ([s = 0, f = 0, a = 0, t = 0, r = 0, d = 0]: readonly number[]) => [s - f, a - t, r, d] as const;

/** The same questions, asked of the reference's totals (R) and of the engine's outcomes (E). */
const QUESTIONS: Readonly<
  Record<string, readonly [(n: ReturnType<typeof net>) => boolean, (o: Outcome<NarrativeCounter>) => boolean]>
> = {
  success: [([s]) => s >= 1, (o) => o.netSuccess >= 1],
  "success ≥ 2": [([s]) => s >= 2, (o) => o.netSuccess >= 2],
  advantage: [([, a]) => a >= 1, (o) => o.netAdvantage >= 1],
  threat: [([, a]) => a <= -1, (o) => o.netAdvantage <= -1],
  triumph: [([, , r]) => r >= 1, (o) => o.triumph >= 1],
  despair: [([, , , d]) => d >= 1, (o) => o.despair >= 1],
  "triumph and despair": [([, , r, d]) => r >= 1 && d >= 1, (o) => o.triumph >= 1 && o.despair >= 1],
  "success and advantage": [([s, a]) => s >= 1 && a >= 1, (o) => o.netSuccess >= 1 && o.netAdvantage >= 1],
  "success and neither": [([s, a]) => s >= 1 && a === 0, (o) => o.netSuccess >= 1 && o.netAdvantage === 0],
  "success and threat": [([s, a]) => s >= 1 && a <= -1, (o) => o.netSuccess >= 1 && o.netAdvantage <= -1],
  "failure and advantage": [([s, a]) => s <= 0 && a >= 1, (o) => o.netSuccess <= 0 && o.netAdvantage >= 1],
  "failure and neither": [([s, a]) => s <= 0 && a === 0, (o) => o.netSuccess <= 0 && o.netAdvantage === 0],
  "failure and threat": [([s, a]) => s <= 0 && a <= -1, (o) => o.netSuccess <= 0 && o.netAdvantage <= -1],
  "success and triumph": [([s, , r]) => s >= 1 && r >= 1, (o) => o.netSuccess >= 1 && o.triumph >= 1],
  "failure and triumph": [([s, , r]) => s <= 0 && r >= 1, (o) => o.netSuccess <= 0 && o.triumph >= 1],
  "success and despair": [([s, , , d]) => s >= 1 && d >= 1, (o) => o.netSuccess >= 1 && o.despair >= 1],
};

interface Example {
  readonly name: string;
  readonly pool: NarrativePool & Readonly<Record<string, number>>;
  /** The note's denominator of an exact figure (its count of combinations). */
  readonly of?: bigint;
  /** Question → the note's figure: an exact count out of `of`, or a percentage with two decimals. */
  readonly figures: Readonly<Record<string, bigint | string>>;
}

const EXAMPLES: readonly Example[] = [
  {
    name: "1. 2 ability + 1 proficiency vs 2 difficulty",
    pool: { ability: 2, proficiency: 1, difficulty: 2 },
    of: 49_152n,
    figures: {
      success: 31_988n,
      "success ≥ 2": 19_558n,
      advantage: 23_006n,
      threat: 13_950n,
      triumph: 4_096n,
      "success and advantage": 10_542n,
      "success and neither": 9_050n,
      "success and threat": 12_396n,
      "failure and advantage": 12_464n,
      "failure and neither": 3_146n,
      "failure and threat": 1_554n,
      "success and triumph": 2_925n,
      "failure and triumph": 1_171n,
    },
  },
  {
    name: "2. the same + 2 setback",
    pool: { ability: 2, proficiency: 1, difficulty: 2, setback: 2 },
    of: 442_368n,
    figures: {
      success: 215_052n,
      advantage: "32.43 %",
      threat: "44.71 %",
      "success and advantage": "7.26 %",
      "failure and threat": "13.55 %",
    },
  },
  {
    name: "3. 1 ability + 2 proficiency + 1 boost vs 1 challenge + 2 difficulty + 1 setback",
    pool: { ability: 1, proficiency: 2, boost: 1, challenge: 1, difficulty: 2, setback: 1 },
    // The note writes 8 207 080/15 925 248: the pool has 31 850 496 combinations (8·12·12·6·12·8·8·6), the
    // same fraction.
    of: 15_925_248n,
    figures: {
      success: 8_207_080n,
      advantage: "41.96 %",
      threat: "37.89 %",
      triumph: "15.97 %",
      despair: "8.33 %",
      "triumph and despair": "1.33 %",
      "success and despair": "3.81 %",
      "failure and triumph": "7.10 %",
    },
  },
  {
    name: "4. 2 ability vs 3 difficulty",
    pool: { ability: 2, difficulty: 3 },
    of: 32_768n,
    figures: { success: 10_613n, "success and advantage": 324n, "failure and threat": 11_568n },
  },
];

describe("narrative dice: FOUNDRY-SYSTEMS-3 §a.7, counted", () => {
  describe.each(EXAMPLES)("$name", ({ pool, of = 1n, figures }) => {
    const reference = counted(pool);
    const engine = narrativeOutcomes(pool);
    it.each(Object.entries(figures))("%s: the note's figure, counted, and the engine's", (question, figure) => {
      const [test, ask] = must(QUESTIONS[question]);
      const exact = chanceOf(reference, (numbers) => test(net(numbers)));
      if (typeof figure === "bigint") {
        expect(exact.num * of).toBe(figure * exact.den);
      } else expect(percent(exact)).toBe(figure);
      expect(engine.chance(ask)).toBeCloseTo(valueOf(exact), 12);
    });
  });

  it("example 3: 31,850,496 combinations; triumph 23/144, despair 1/12, both 23/1728", () => {
    const reference = counted(at(EXAMPLES, 2).pool);
    expect(reference.total).toBe(31_850_496n);
    expect(chanceOf(reference, (n) => net(n)[2] >= 1)).toEqual({ num: 23n, den: 144n });
    expect(chanceOf(reference, (n) => net(n)[3] >= 1)).toEqual({ num: 1n, den: 12n });
    expect(chanceOf(reference, (n) => net(n)[2] >= 1 && net(n)[3] >= 1)).toEqual({ num: 23n, den: 1728n });
  });

  it("the joint table a player reads: six cells that add up to 1, as counted", () => {
    const table = narrativeOutcomes(at(EXAMPLES, 0).pool).tally(narrativeCell);
    expect([...table.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(table.get("success threat")).toBeCloseTo(12_396 / 49_152, 12);
    expect(table.get("failure neither")).toBeCloseTo(3_146 / 49_152, 12);
  });

  it("a triumph is never cancelled: 1 proficiency vs 1 challenge can fail with a triumph and a despair", () => {
    const outcomes = narrativeOutcomes({ proficiency: 1, challenge: 1 });
    // The triumph face (S + triumph) against the despair face (F + despair): net 0, both kept.
    expect(outcomes.chance((o) => o.triumph === 1 && o.despair === 1 && o.netSuccess === 0)).toBeCloseTo(1 / 144, 15);
  });

  it("net success as a marginal: a distribution from −6 failures to +2, adding up to 1", () => {
    const marginal = narrativeOutcomes({ ability: 1, difficulty: 3 }).marginal((o) => o.netSuccess);
    expect(marginal.min).toBe(-6);
    expect(marginal.max).toBe(2);
    expect(marginal.probs.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});
