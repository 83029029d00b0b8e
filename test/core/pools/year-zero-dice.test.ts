/**
 * The Year Zero family on YZUR 6.1.1 (docs/pools.md "Year Zero"): every figure of FOUNDRY-SYSTEMS-3 §b.7 — the first
 * roll, the push taken only when it has no success, and the costs a push's 1s bring — each counted by the reference
 * (count-combinations.ts) from YZUR's own tables (`src/YearZeroDice.js`: SUCCESS_TABLE, LOCKED_VALUES), every pair of
 * (first face, face after a push) of every die, then read from the engine's pushed outcomes.
 */
import { describe, expect, it } from "vitest";
import type { Outcome, Pool, PoolOutcomes } from "../../../src/core/pools/pool-outcomes";
import { PUSHED } from "../../../src/core/pools/pool-push";
import {
  bladeRunnerDie,
  bladeRunnerModify,
  forbiddenLandsPool,
  stepPool,
  twilightDie,
  twilightModify,
  vaesenPool,
  yearZeroDieOf,
  yearZeroOutcomes,
  yearZeroPushable,
  yearZeroPushed,
  yearZeroPushOf,
  type StepSize,
  type YearZeroCounter,
} from "../../../src/core/pools/year-zero-dice";
import { must } from "../../kit";
import {
  chanceOf,
  countCombinations,
  nth,
  percent,
  ratio,
  remember,
  valueOf,
  type Choice,
  type Counted,
  type Fraction,
} from "./count-combinations";

/** A die as YZUR codes it: its successes per face (1…sides), the values a push keeps, which 1s it counts. */
interface Die {
  readonly successes: readonly number[];
  readonly locked: readonly number[];
  readonly ones?: "base" | "gear";
}
const D6_SUCCESS = [0, 0, 0, 0, 0, 1];
const ARTIFACT_SUCCESS = [0, 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4];
const STEP_SUCCESS = [0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2];
const base: Die = { successes: D6_SUCCESS, locked: [1, 6], ones: "base" };
const skill: Die = { successes: D6_SUCCESS, locked: [6] };
const gear: Die = { successes: D6_SUCCESS, locked: [1, 6], ones: "gear" };
const negative: Die = { successes: D6_SUCCESS.map((s) => -s), locked: [6] };
const artifact = (sides: number): Die => ({
  successes: ARTIFACT_SUCCESS.slice(0, sides),
  locked: [6, 7, 8, 9, 10, 11, 12],
});
const twilight = (sides: number): Die => ({
  successes: STEP_SUCCESS.slice(0, sides),
  locked: [1, 6, 7, 8, 9, 10, 11, 12],
  ones: "base",
});
const BR_LOCKED: Readonly<Record<number, readonly number[]>> = {
  6: [1, 6],
  8: [1, 6, 7, 8],
  10: [1, 10],
  12: [1, 10, 11, 12],
};
const bladeRunner = (sides: number): Die => ({
  successes: STEP_SUCCESS.slice(0, sides),
  locked: must(BR_LOCKED[sides]),
  ones: "base",
});

/** The numbers the reference keeps: [first successes, dice rerolled, final successes, final base 1s, final gear 1s]. */
function pairs(die: Die): Choice[] {
  const sides = die.successes.length;
  const one = (value: number, kind: string) => (value === 1 && die.ones === kind ? 1 : 0);
  return Array.from({ length: sides * sides }, (_, i) => {
    const first = Math.floor(i / sides) + 1;
    const stays = die.locked.includes(first);
    const last = stays ? first : (i % sides) + 1;
    return {
      add: [
        nth(die.successes, first - 1),
        stays ? 0 : 1,
        nth(die.successes, last - 1),
        one(last, "base"),
        one(last, "gear"),
      ],
    };
  });
}

type Numbers = readonly number[];
const pushes = (n: Numbers) => nth(n, 0) <= 0 && nth(n, 1) > 0;
const successes = (n: Numbers) => (pushes(n) ? nth(n, 2) : nth(n, 0));
const banes = (n: Numbers) => nth(n, 3) + nth(n, 4);

type First = PoolOutcomes<YearZeroCounter>;
type Pushed = PoolOutcomes<YearZeroCounter | "pushed">;
type PushedOutcome = Outcome<YearZeroCounter | "pushed">;
const wasPushed = (o: PushedOutcome) => o[PUSHED] === 1;
const bane = (o: PushedOutcome) => o.baseOnes + o.gearOnes >= 1;

/** A question: the reference's event and its condition (if any), and the engine's answer from its outcomes. */
interface Question {
  readonly test: (n: Numbers) => boolean;
  readonly given?: (n: Numbers) => boolean;
  readonly engine: (pushed: Pushed, first: First) => number;
}

const QUESTIONS: Readonly<Record<string, Question>> = {
  "≥ 1": { test: (n) => nth(n, 0) >= 1, engine: (_, first) => first.chance((o) => o.success >= 1) },
  "≥ 2": { test: (n) => nth(n, 0) >= 2, engine: (_, first) => first.chance((o) => o.success >= 2) },
  "push: ≥ 1": { test: (n) => successes(n) >= 1, engine: (pushed) => pushed.chance((o) => o.success >= 1) },
  "push: ≥ 2": { test: (n) => successes(n) >= 2, engine: (pushed) => pushed.chance((o) => o.success >= 2) },
  "a push happens": { test: pushes, engine: (pushed) => pushed.chance(wasPushed) },
  "success, given a push": {
    test: (n) => nth(n, 2) >= 1,
    given: pushes,
    engine: (pushed) => pushed.chanceGiven((o) => o.success >= 1, wasPushed),
  },
  "≥ 1 attribute damage, given a push": {
    test: (n) => nth(n, 3) >= 1,
    given: pushes,
    engine: (pushed) => pushed.chanceGiven((o) => o.baseOnes >= 1, wasPushed),
  },
  "gear damage, given a push": {
    test: (n) => nth(n, 4) >= 1,
    given: pushes,
    engine: (pushed) => pushed.chanceGiven((o) => o.gearOnes >= 1, wasPushed),
  },
  "≥ 1 bane, given a push": {
    test: (n) => banes(n) >= 1,
    given: pushes,
    engine: (pushed) => pushed.chanceGiven(bane, wasPushed),
  },
  /** How the note counts three of its figures: a failed roll with every die locked taken as pushed (it is not). */
  "≥ 1 bane, given a failed first roll": {
    test: (n) => banes(n) >= 1,
    given: (n) => nth(n, 0) <= 0,
    // A failed roll not pushed is one whose dice were all locked: its first roll stands, as the note counts it.
    engine: (pushed) => pushed.chanceGiven(bane, (o) => wasPushed(o) || o.success <= 0),
  },
};

/** Each pool's outcomes and each set of dice's count, worked out once for all their questions. */
const outcomes = new Map<Pool, readonly [Pushed, First]>();
const counts = new Map<readonly Die[], Counted>();

interface Example {
  readonly name: string;
  readonly pool: Pool;
  readonly dice: readonly Die[];
  /** Question → the note's figure: an exact fraction, or a percentage with two decimals. */
  readonly figures: Readonly<Record<string, Fraction | string>>;
}

const many = (n: number, die: Die): Die[] => Array.from({ length: n }, () => die);
const f = (num: bigint, den: bigint): Fraction => ({ num, den });
const twilightPool = (sizes: readonly StepSize[], modifier = 0) =>
  stepPool(twilightModify(sizes, modifier), twilightDie);
const bladeRunnerPool = (sizes: readonly StepSize[], modifier = 0) =>
  stepPool(bladeRunnerModify(sizes, modifier), bladeRunnerDie);

/** Vaesen: N skill dice, the first roll's chance and the push's. */
const VAESEN: readonly (readonly [number, Fraction | string, Fraction | string])[] = [
  [1, f(1n, 6n), f(11n, 36n)],
  [2, "30.56 %", "51.77 %"],
  [4, f(671n, 1_296n), "76.74 %"],
  [6, "66.51 %", "88.78 %"],
];

const EXAMPLES: readonly Example[] = [
  {
    name: "Forbidden Lands 1: attribute 3, skill 2, gear 1",
    pool: forbiddenLandsPool({ attribute: 3, skill: 2, gear: 1 }),
    dice: [...many(3, base), ...many(2, skill), gear],
    figures: {
      "≥ 1": f(31_031n, 46_656n),
      "≥ 2": "26.32 %",
      "push: ≥ 1": f(118_198_271n, 136_048_896n),
      "a push happens": "33.49 %",
      "success, given a push": "60.82 %",
      "≥ 1 attribute damage, given a push": "70.37 %",
      "gear damage, given a push": f(1n, 3n),
    },
  },
  {
    name: "Forbidden Lands 2: attribute 4, skill 1, modifier −3 (4 base + 2 negative)",
    pool: forbiddenLandsPool({ attribute: 4, skill: 1, gear: 0, modifier: -3 }),
    dice: [...many(4, base), ...many(2, negative)],
    figures: {
      "≥ 1": f(9_253n, 23_328n),
      "push: ≥ 1": "54.99 %",
      // The note's 78.19 % counts the failed rolls with every die locked (no push possible) as pushed.
      "≥ 1 bane, given a failed first roll": "78.19 %",
      "≥ 1 attribute damage, given a push": "78.18 %",
    },
  },
  {
    name: "Forbidden Lands 2b: attribute 4, skill 1, no modifier",
    pool: forbiddenLandsPool({ attribute: 4, skill: 1, gear: 0 }),
    dice: [...many(4, base), skill],
    figures: { "≥ 1": "59.81 %", "push: ≥ 1": "81.11 %" },
  },
  {
    name: "Forbidden Lands 3: attribute 2, skill 1, gear 2, artifact d8",
    pool: forbiddenLandsPool({ attribute: 2, skill: 1, gear: 2, artifacts: [8] }),
    dice: [...many(2, base), skill, ...many(2, gear), artifact(8)],
    figures: { "≥ 1": f(46_583n, 62_208n), "≥ 2": "39.72 %", "push: ≥ 1": "92.62 %", "push: ≥ 2": "48.49 %" },
  },
  {
    name: "Forbidden Lands 3b: the same with a d12 artifact",
    pool: forbiddenLandsPool({ attribute: 2, skill: 1, gear: 2, artifacts: [12] }),
    dice: [...many(2, base), skill, ...many(2, gear), artifact(12)],
    figures: { "≥ 1": "83.26 %", "≥ 2": "59.81 %", "push: ≥ 1": "96.72 %" },
  },
  ...VAESEN.map(([n, first, pushed]): Example => ({
    name: `Vaesen: ${String(n)} dice`,
    pool: vaesenPool(n),
    dice: many(n, skill),
    figures: { "≥ 1": first, "push: ≥ 1": pushed },
  })),
  {
    name: "Twilight 2000 1: d8 + d6",
    pool: twilightPool([8, 6]),
    dice: [twilight(8), twilight(6)],
    figures: {
      "≥ 1": f(23n, 48n),
      "≥ 2": "6.25 %",
      "push: ≥ 1": f(197n, 288n),
      // The note's 53.33 % = 8/15 counts the two 1s (no push possible, YZUR's `pushable`) as pushed.
      "≥ 1 bane, given a failed first roll": f(8n, 15n),
      "≥ 1 bane, given a push": f(37n, 72n),
    },
  },
  {
    name: "Twilight 2000 2: d10 + d8",
    pool: twilightPool([10, 8]),
    dice: [twilight(10), twilight(8)],
    figures: { "≥ 1": f(11n, 16n), "≥ 2": "25.00 %", "push: ≥ 1": f(139n, 160n) },
  },
  {
    name: "Twilight 2000 2b: d10 + d8, modifier −1 (d8 + d8)",
    pool: twilightPool([10, 8], -1),
    dice: [twilight(8), twilight(8)],
    figures: { "≥ 1": f(39n, 64n), "push: ≥ 1": "80.86 %" },
  },
  {
    name: "Twilight 2000 3: d6 alone, modifier +2 (d8 + d6)",
    pool: twilightPool([6], 2),
    dice: [twilight(8), twilight(6)],
    figures: { "≥ 1": "47.92 %", "push: ≥ 1": "68.40 %" },
  },
  {
    name: "Twilight 2000 3b: d12 + d12",
    pool: twilightPool([12, 12]),
    dice: [twilight(12), twilight(12)],
    figures: { "≥ 1": f(119n, 144n), "≥ 2": "54.86 %", "push: ≥ 1": f(77n, 81n) },
  },
  {
    name: "Blade Runner 1: d10 + d8",
    pool: bladeRunnerPool([10, 8]),
    dice: [bladeRunner(10), bladeRunner(8)],
    figures: {
      "≥ 1": f(11n, 16n),
      "≥ 2": "25.00 %",
      "push: ≥ 1": "86.88 %",
      "≥ 1 bane, given a push": f(57n, 120n),
      "≥ 1 bane, given a failed first roll": "49.60 %",
    },
  },
  {
    name: "Blade Runner 2: d10 + d8 with advantage (+ d8)",
    pool: bladeRunnerPool([10, 8], 1),
    dice: [bladeRunner(10), bladeRunner(8), bladeRunner(8)],
    figures: { "≥ 1": f(103n, 128n), "≥ 2": "41.41 %", "push: ≥ 1": "94.26 %" },
  },
  {
    name: "Blade Runner 2b: d10 + d8 with disadvantage (d10)",
    pool: bladeRunnerPool([10, 8], -1),
    dice: [bladeRunner(10)],
    figures: { "≥ 1": f(1n, 2n), "push: ≥ 1": "70.00 %" },
  },
  {
    name: "Blade Runner 3: d12 + d12",
    pool: bladeRunnerPool([12, 12]),
    dice: [bladeRunner(12), bladeRunner(12)],
    figures: { "≥ 1": "82.64 %", "push: ≥ 1": "95.06 %" },
  },
];

function referenceAnswer(dice: readonly Die[], { test, given }: Question): Fraction {
  const counted = remember(counts, dice, () => countCombinations(dice.map(pairs)));
  if (!given) return chanceOf(counted, test);
  return ratio(
    chanceOf(counted, (n) => given(n) && test(n)),
    chanceOf(counted, given),
  );
}

describe("Year Zero dice: FOUNDRY-SYSTEMS-3 §b.7, counted", () => {
  describe.each(EXAMPLES)("$name", ({ pool, dice, figures }) => {
    it.each(Object.entries(figures))("%s: the note's figure, counted, and the engine's", (name, figure) => {
      const question = must(QUESTIONS[name]);
      const exact = referenceAnswer(dice, question);
      if (typeof figure === "string") expect(percent(exact)).toBe(figure);
      else expect(exact.num * figure.den).toBe(figure.num * exact.den);
      const [pushed, first] = remember(outcomes, pool, () => [yearZeroPushed(pool), yearZeroOutcomes(pool)] as const);
      expect(question.engine(pushed, first)).toBeCloseTo(valueOf(exact), 12);
    });
  });

  it("Blade Runner: a roll of two 1s cannot be pushed, whatever the policy (1/80 of the rolls)", () => {
    const pushed = yearZeroPushed(bladeRunnerPool([10, 8]));
    expect(pushed.chance((o) => o[PUSHED] === 0 && o.success <= 0)).toBeCloseTo(1 / 80, 15);
  });

  it("Twilight 2000's and Blade Runner's modifiers move the step dice as YZUR's modify does", () => {
    expect(twilightModify([6], 2)).toEqual([8, 6]);
    expect(twilightModify([10, 8], -1)).toEqual([8, 8]);
    expect(twilightModify([12, 12], 1)).toEqual([12, 12]);
    expect(twilightModify([6, 6], -1)).toEqual([6]);
    expect(twilightModify([6], -1)).toEqual([6]);
    expect(bladeRunnerModify([10, 8], 1)).toEqual([10, 8, 8]);
    expect(bladeRunnerModify([10, 8], -1)).toEqual([10]);
  });

  it("a roll as it lies, pushed: locked faces stay, the rest rolled again (counted face by face)", () => {
    // Forbidden Lands: base 1 and 3, skill 2, gear 4, an artifact d8 showing 5. YZUR keeps the base 1 (LOCKED [1, 6]);
    // the base 3, skill 2, gear 4 and d8 5 are rolled again: 6 × 6 × 6 × 8 combinations.
    const die = (type: string, faces: number) => must(yearZeroDieOf("fbl", type, faces));
    const lying = [
      { kind: die("base", 6), value: 1 },
      { kind: die("base", 6), value: 3 },
      { kind: die("skill", 6), value: 2 },
      { kind: die("gear", 6), value: 4 },
      { kind: die("arto", 8), value: 5 },
    ];
    let success = 0;
    let twoOnes = 0;
    let gearOne = 0;
    // ArtifactDie.SUCCESS_TABLE, by face (index 0 unused).
    const artifact = [0, 0, 0, 0, 0, 0, 1, 1, 2];
    for (let b = 1; b <= 6; b++)
      for (let s = 1; s <= 6; s++)
        for (let g = 1; g <= 6; g++)
          for (let a = 1; a <= 8; a++) {
            const net = Number(b === 6) + Number(s === 6) + Number(g === 6) + must(artifact[a]);
            if (net >= 1) success++;
            if (b === 1) twoOnes++;
            if (g === 1) gearOne++;
          }
    const pushed = yearZeroPushOf(lying);
    expect(pushed.chance((o) => o.success >= 1)).toBeCloseTo(success / 1728, 14);
    expect(pushed.chance((o) => o.baseOnes >= 2)).toBeCloseTo(twoOnes / 1728, 14);
    expect(pushed.chance((o) => o.baseOnes >= 1)).toBeCloseTo(1, 14);
    expect(pushed.chance((o) => o.gearOnes >= 1)).toBeCloseTo(gearOne / 1728, 14);
    expect(yearZeroPushable(lying)).toBe(true);
    expect(yearZeroPushable([must(lying[0]), { kind: die("arto", 8), value: 7 }])).toBe(false);
    expect(yearZeroDieOf("fbl", "loc", 6)).toBeNull();
    expect(yearZeroDieOf("t2k", "base", 10)?.name).toBe("twilight d10");
  });
});
