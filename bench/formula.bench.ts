/**
 * `npm run bench` (any formula, docs/formula-odds.md): the exact distribution of a formula in Foundry's own dice
 * notation, one case per modifier family (median, against its 50 ms target in machine baselines like the other
 * benches); the big ones a table throws (median within 20 ms, in baselines); then the worst inputs the limits allow —
 * the costliest of each kind of work, each just inside LIMITS.formulaSteps — whose slowest run must stay within
 * 100 ms here, in real time: a player waits on it. Last, formulas side by side (docs/formula-odds.md "Side by side"):
 * four of a table's common formulas compared, and a series of 21 values, each median within 100 ms (in baselines).
 */
import "./rule-sets.mjs";
import "../src/rule-sets/contest-kinds-core";
import { startContest } from "../src/card-kinds/contest/core/contest-setup";
import { contestPairingOdds } from "../src/card-kinds/contest/core/contest-odds";
import { jointContestOdds } from "../src/card-kinds/contest/core/joint-contest-odds";
import type { FormulaTieRule } from "../src/core/formula/formula-ties";
import { formulaDistribution } from "../src/core/formula/formula-distribution";
import { compareFormulas, formulaSeries } from "../src/core/formula/formula-comparison";
import { reportTimedRows, timedRuns } from "./relative-targets";

/** The target of one family's median, in ms (in baselines). */
const FORMULA_BUDGET_MS = 50;

/** The target of a big formula's median, in ms (in baselines). */
const BIG_BUDGET_MS = 20;

/** The budget of the slowest run of the worst allowed input, in ms, in real time. */
const WORST_BUDGET_MS = 100;

const FAMILIES: readonly [string, string][] = [
  ["keep highest (advantage)", "2d20kh + 5"],
  ["keep and drop (ability scores, a big pool)", "20d20kh10"],
  ["drop lowest", "4d6dl"],
  ["reroll once", "2d6r<3 + 4"],
  ["reroll recursively", "1d20rr<3"],
  ["explode", "3d6x"],
  ["explode with a comparison", "10d10x>=9"],
  ["explode once", "8d6xo"],
  ["count successes", "10d10cs>=8"],
  ["count successes, deduct failures", "12d10cs>=7df=1"],
  ["count failures", "6d6cf<3"],
  ["subtract failures", "6d6sf<3"],
  ["minimum and maximum", "8d6min2max5"],
  ["even and odd", "20d6even"],
  ["margin of success", "6d6ms>=20"],
  ["Fate dice", "4dF + 2"],
  ["arithmetic, division and @ paths", "(1d20 + @mod) * 2 / 3 - 1d4"],
];

/**
 * What tables throw that the engine once refused (issue 45): each must answer, its median within BIG_BUDGET_MS.
 * `100d100kh50` answers too, in more (it is the worst allowed keep, below).
 */
const BIG: readonly string[] = [
  "{1d8x, 1d6x}kh",
  "{1d12x + 1, 1d6x}kh - 2",
  "{1d20 + 5, 1d20 + 5, 1d20 + 5}cs>=15",
  "max(1d20, 1d20) + 5",
  "floor(3d6 / 2)",
  "1d6 * 1d6",
  "2d10 / 1d4",
  "2d6xkh",
  "4d6x6kh3",
  "5d6x2>=5",
  "4d6r1=1",
  "20d10x",
  "50d10x",
  "50d50kh25",
  "100d6kh50",
];

/** The costliest allowed input of each kind of work (each close to the limit of 10 million steps). */
const WORST: readonly string[] = [
  "100d100kh50",
  "45d100r1",
  "40d50kh20",
  "35d100kh12",
  "3d100x",
  "3d100/2 + 2d100/3",
  "60d100 + 1d6",
];

const data = { mod: 5 };

/** The target of a comparison of four formulas or a series of 21 values, in ms (in baselines). */
const SIDE_BY_SIDE_BUDGET_MS = 100;

/** Four formulas a table weighs against each other: attacks, damage, pools. */
const COMPARED: readonly (readonly string[])[] = [
  ["2d20kh + 5", "1d20 + 8", "2d20kl + 10", "1d20 + 1d4 + 5"],
  ["2d6 + 3", "1d12 + 3", "4d6kh3", "3d6x"],
  ["10d10cs>=8", "8d10cs>=7", "12d10cs>=9", "6d6cs>=5"],
];

/** A bonus swept over 21 values against a target. */
const SERIES: readonly [string, number][] = [
  ["1d20 + @b", 15],
  ["2d20kh + @b", 18],
  ["8d6 + @b", 35],
  ["3d6x + @b", 20],
];


function timed(formula: string, runs: number): number[] {
  return timedRuns(() => formulaDistribution(formula, data), runs);
}

reportTimedRows(
  "any formula: one case per modifier family",
  FAMILIES.map(([family, formula]) => {
    const times = timed(formula, 101);
    return { name: `${family}: \`${formula}\``, median: times[50]!, p95: times[95]!, targetMs: FORMULA_BUDGET_MS };
  }),
);

reportTimedRows(
  "any formula: big pools",
  BIG.map((formula) => {
    const times = timed(formula, 21);
    return { name: `\`${formula}\``, median: times[10]!, p95: times[20]!, targetMs: BIG_BUDGET_MS };
  }),
);

console.log("\n| worst allowed formula | median ms | max ms | ok |\n| --- | --- | --- | --- |");
const over: string[] = [];
for (const formula of WORST) {
  const times = timed(formula, 21);
  const max = times[times.length - 1]!;
  if (max > WORST_BUDGET_MS) over.push(formula);
  console.log(
    `| \`${formula}\` | ${times[10]!.toFixed(1)} | ${max.toFixed(1)} | ${max <= WORST_BUDGET_MS ? "yes" : "NO"} |`,
  );
}
if (over.length > 0) {
  console.error(`\n${over.length} worst allowed formula(s) took over ${WORST_BUDGET_MS} ms: ${over.join(", ")}`);
  process.exitCode = 1;
}

reportTimedRows("any formula: side by side", [
  ...COMPARED.map((formulas) => {
    const times = timedRuns(() => compareFormulas(formulas, data), 21);
    return {
      name: `compare ${formulas.map((formula) => `\`${formula}\``).join(", ")}`,
      median: times[10]!,
      p95: times[20]!,
      targetMs: SIDE_BY_SIDE_BUDGET_MS,
    };
  }),
  ...SERIES.map(([formula, target]) => {
    const times = timedRuns(() => formulaSeries(formula, { path: "b", from: 0, to: 20, target }), 21);
    return {
      name: `series \`${formula}\`, @b 0–20, against ${target}`,
      median: times[10]!,
      p95: times[20]!,
      targetMs: SIDE_BY_SIDE_BUDGET_MS,
    };
  }),
]);

/**
 * A contest of any formula (docs/formula-contest.md): four attackers against one defender, every pairing's chances and
 * the joint ones, as a card computes them when it is drawn, under each tie rule. The first draw builds each formula's
 * distribution (the rows above); a card drawn again finds them remembered, as these runs do after their first.
 */
const CONTEST_SIDES = ["1d20 + 3", "2d20kh + 1", "1d20 + 7", "4d6kh3", "1d20 + 5"];
reportTimedRows(
  "any formula: contests, four against one",
  (["defender", "stand", "again"] as FormulaTieRule[]).map((formulaTies) => {
    const state = startContest({
      ruleSet: "formula",
      attackers: CONTEST_SIDES.slice(0, 4).map((formula, index) => ({
        id: `a${index}`,
        name: `A${index}`,
        spec: { formula },
      })),
      defenders: [{ id: "d", name: "D", spec: { formula: CONTEST_SIDES[4]! } }],
      rules: { formulaTies },
    });
    const times = timedRuns(() => {
      contestPairingOdds(state);
      jointContestOdds(state);
    }, 21);
    return {
      name: `pairings and joint odds, ties: ${formulaTies}`,
      median: times[10]!,
      p95: times[20]!,
      targetMs: SIDE_BY_SIDE_BUDGET_MS,
    };
  }),
);
