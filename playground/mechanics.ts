/**
 * The playground's mechanics: each names its fields and, given their values and a random source, returns the
 * structured result of the core engine and the exact odds of the same question.
 */
import type { RandomSource } from "../src/core/random";
import { rollDifficultyCheck, type AdvantageMethod } from "../src/core/mechanics/kaiser";
import { rollActionCheck, type ActionCheckSpec } from "../src/core/mechanics/ogs";
import { rollBasicTest, type BasicTestRule } from "../src/core/mechanics/kingdoms";
import { rollTest, type CritMethod } from "../src/core/mechanics/klepto";
import { rollOlde } from "../src/core/mechanics/olde";
import { matchRanges, parseRanges, STANDARD_RANGES_SHORTHAND } from "../src/core/ranges";
import { findNotationProblems, splitModifierString, validateDiceTerm } from "../src/core/notation";
import {
  actionCheckTotalOdds,
  kaiserDifficultyOdds,
  kingdomsPoolOdds,
  oldeRollDistribution,
  testRangeOdds,
} from "../src/core/odds";

export type Field =
  | { name: string; label: string; kind: "number"; value: number }
  | { name: string; label: string; kind: "text"; value: string }
  | { name: string; label: string; kind: "select"; value: string; options: readonly string[] };

export type Values = Record<string, string>;

export interface Mechanic {
  readonly id: string;
  readonly label: string;
  readonly fields: readonly Field[];
  run(values: Values, source: RandomSource): { result: unknown; odds: unknown };
}

const num = (values: Values, name: string) => Number(values[name]);
const percent = (p: number) => `${(p * 100).toFixed(2)}%`;

export const MECHANICS: readonly Mechanic[] = [
  {
    id: "kaiser",
    label: "Kaiser — skill check against a difficulty",
    fields: [
      { name: "bonus", label: "Skill", kind: "number", value: 4 },
      { name: "advantage", label: "Net advantage (A − D)", kind: "number", value: 0 },
      { name: "method", label: "Advantage method", kind: "select", value: "pool", options: ["pool", "sequential"] },
      { name: "difficulty", label: "Difficulty", kind: "number", value: 12 },
    ],
    run(values, source) {
      const spec = { kind: "skill" as const, bonus: num(values, "bonus"), advantage: num(values, "advantage"), method: values.method as AdvantageMethod };
      const odds = kaiserDifficultyOdds(spec, num(values, "difficulty"));
      return {
        result: rollDifficultyCheck(source, spec, num(values, "difficulty")),
        odds: { success: percent(odds.pSuccess), fumble: percent(odds.pFumble), openRoll: percent(odds.pOpenRoll), expectedDoS: odds.expectedDoS.toFixed(3) },
      };
    },
  },
  {
    id: "ogs",
    label: "OGS — action check",
    fields: [
      { name: "stat", label: "Stat die", kind: "select", value: "8", options: ["4", "6", "8", "10", "12"] },
      { name: "skill", label: "Skill die", kind: "select", value: "6", options: ["4", "6", "8", "10", "12"] },
      { name: "modifier", label: "Modifier die", kind: "select", value: "6", options: ["4", "6", "8", "10", "12"] },
      { name: "stages", label: "Die Increase (stages, on the modifier die)", kind: "number", value: 0 },
      { name: "flatBonus", label: "Flat bonus", kind: "number", value: 0 },
      { name: "difficulty", label: "Difficulty", kind: "number", value: 12 },
    ],
    run(values, source) {
      const spec: ActionCheckSpec = {
        stat: num(values, "stat"),
        skill: num(values, "skill"),
        modifier: num(values, "modifier"),
        increases: [{ stages: num(values, "stages") }],
        flatBonus: num(values, "flatBonus"),
        difficulty: num(values, "difficulty"),
      };
      const odds = actionCheckTotalOdds(spec);
      return { result: rollActionCheck(spec, source), odds: { success: percent(odds.success), stagesAtLeast: [1, 2, 3, 4, 5].map((k) => percent(odds.stagesAtLeast(k))) } };
    },
  },
  {
    id: "kingdoms",
    label: "Kingdoms and Rulers — basic test",
    fields: [
      { name: "pool", label: "Pool (d12s)", kind: "number", value: 6 },
      { name: "dt", label: "Difficulty Threshold", kind: "number", value: 7 },
      { name: "rule", label: "Success on", kind: "select", value: "zeroOrMore", options: ["zeroOrMore", "positive"] },
    ],
    run(values, source) {
      const pool = num(values, "pool");
      const rule = values.rule as BasicTestRule;
      const everySize = kingdomsPoolOdds(pool, num(values, "dt"));
      return {
        result: rollBasicTest(source, { pool, dt: num(values, "dt"), rule }),
        odds: everySize.map((o) => ({ dice: o.dice, success: percent(rule === "positive" ? o.positive : o.atLeastZero), expectedMargin: o.expectedMargin.toFixed(3) })),
      };
    },
  },
  {
    id: "klepto",
    label: "The Kleptonomicon — test with score ranges",
    fields: [
      { name: "modifier", label: "Modifier", kind: "number", value: 2 },
      { name: "advantages", label: "Advantages", kind: "number", value: 0 },
      { name: "disadvantages", label: "Disadvantages", kind: "number", value: 0 },
      { name: "method", label: "Critical Rolls", kind: "select", value: "coin", options: ["coin", "d10ish"] },
      { name: "ranges", label: "Score ranges", kind: "text", value: STANDARD_RANGES_SHORTHAND },
    ],
    run(values, source) {
      const options = { modifier: num(values, "modifier"), advantages: num(values, "advantages"), disadvantages: num(values, "disadvantages"), method: values.method as CritMethod };
      const ranges = parseRanges(values.ranges ?? "");
      const test = rollTest(source, options);
      const odds = testRangeOdds(options, ranges);
      return {
        result: { test, effects: matchRanges(ranges, test).map((e) => `${e.bracket} ${e.effect}`) },
        odds: { ranges: odds.ranges.map((r) => `${r.range.bracket} ${percent(r.probability)}`), critSuccess: percent(odds.critSuccess), critFailure: percent(odds.critFailure) },
      };
    },
  },
  {
    id: "olde",
    label: "Dungeons of Olde — NdX±M",
    fields: [
      { name: "count", label: "Dice", kind: "number", value: 2 },
      { name: "faces", label: "Faces", kind: "number", value: 4 },
      { name: "adjustment", label: "Adjustment", kind: "number", value: 1 },
      { name: "unlimited", label: "Unlimited", kind: "select", value: "yes", options: ["yes", "no"] },
    ],
    run(values, source) {
      const spec = { count: num(values, "count"), faces: num(values, "faces"), adjustment: num(values, "adjustment"), unlimited: values.unlimited === "yes" };
      const distribution = oldeRollDistribution(spec);
      return { result: rollOlde(spec, source), odds: { mean: distribution.mean().toFixed(4), cutMass: distribution.cutMass } };
    },
  },
  {
    id: "notation",
    label: "Notation — check a formula",
    fields: [{ name: "formula", label: "Formula", kind: "text", value: "3d6kh2ko + 3" }],
    run(values) {
      const formula = values.formula ?? "";
      const problem = findNotationProblems(formula);
      // The whole formula first: its check sees `1d10p-1` as negative stages, the first term alone as `1d10p`.
      if (problem) throw problem;
      const term = /^(\d*)d(\d+|i)([a-z0-9]*)/i.exec(formula.trim());
      const check = term
        ? validateDiceTerm({ number: Number(term[1] || 1), faces: term[2] === "i" ? "i" : Number(term[2]), modifiers: splitModifierString(term[3] ?? "") })
        : null;
      return { result: { firstTerm: check }, odds: null };
    },
  },
];
