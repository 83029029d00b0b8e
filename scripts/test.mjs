/**
 * `npm test`: the typecheck and the main suite, ending on one plain line `N passed, M failed` (what CI counts).
 *
 * - The typecheck (`tsc -b`, incremental: unchanged projects are not checked again) runs beside the tests, its
 *   output held back and printed at the end: on two cores vitest leaves room for it.
 * - Two chains of vitest runs share the two cores. One streams its output: the adapter and release tests, then
 *   the adapter and macro tests again against the Foundry double's v14 profile, and the toy rule set's proof in both
 *   (projects node, dom, node-v14, dom-v14, rule-sets and rule-sets-v14, in one run). The other prints its output when done: the core's tests with coverage (the 95 %
 *   threshold is on src/core alone; coverage slows every hot loop it watches, so only they pay for it), then the
 *   heavy sampling, brute-force and fuzz files and the view models' tests (project pure).
 * - Each vitest run writes a JSON report under test-results/; the last line adds them up.
 * - With TEST_MODEL_RUNS=<n> (CI sets 300), the cards' model suites run last at n sequences a kind in both
 *   profiles (scripts/test-model.mjs), and their reports are added up with the others. Without it, they run only
 *   at their small default length inside the main suite.
 *
 * `npm test -- <vitest arguments>` (a file, `-t name`, `--project dom`) skips all this and runs vitest alone.
 */
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { bin, ROOT, run, tally, vitest as vitestRun } from "./vitest-runs.mjs";
import { modelReport, PROFILES, runModels } from "./test-model.mjs";

const REPORTS = join(ROOT, "test-results");

/** Runs one after another, their output streamed: the Foundry-facing projects, in one vitest run (one transform). */
const streamed = [
  {
    report: "foundry.json",
    args: ["--project", "node", "--project", "dom", "--project", "node-v14", "--project", "dom-v14", "--project", "rule-sets", "--project", "rule-sets-v14"],
  },
];
/** Runs beside them (the second core has room), their output printed at the end. */
const beside = [
  { report: "core.json", args: ["--project", "core", "--coverage"] },
  { report: "pure.json", args: ["--project", "pure"] },
];

const vitest = ({ report, args }, options) => vitestRun(args, join(REPORTS, report), options);

/** TEST_MODEL_RUNS=<n>: after the main suite, the model suites at n sequences a kind, both profiles (what CI runs). */
const modelRuns = process.env.TEST_MODEL_RUNS;

async function main(extra) {
  if (extra.length > 0) return (await run(bin("vitest"), ["run", ...extra])).code;

  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const typecheck = run(bin("tsc"), ["-b", "tsconfig.json", "tsconfig.foundry.json", "test/rule-sets/coins/tsconfig.json"], { quiet: true });
  const besideRuns = (async () => {
    const results = [];
    for (const entry of beside) results.push(await vitest(entry, { quiet: true }));
    return results;
  })();

  const codes = [];
  for (const entry of streamed) codes.push((await vitest(entry)).code);
  for (const [index, result] of (await besideRuns).entries()) {
    process.stdout.write(`\n${beside[index].args.filter((a) => !a.startsWith("--")).join(" + ")}:\n${result.output}`);
    codes.push(result.code);
  }

  const checked = await typecheck;
  const modelReports = [];
  if (modelRuns) {
    process.stdout.write("\n");
    codes.push(await runModels({ runs: modelRuns, seed: process.env.FC_SEED, profile: "both", reports: REPORTS, vitest: [] }));
    modelReports.push(...Object.values(PROFILES).map((project) => modelReport(REPORTS, project)));
  }
  if (checked.code !== 0) process.stdout.write(`\nTypecheck failed (tsc -b tsconfig.json tsconfig.foundry.json):\n${checked.output}`);
  else process.stdout.write("\nTypecheck passed (tsc -b tsconfig.json tsconfig.foundry.json).\n");

  const reports = [...[...streamed, ...beside].map((entry) => join(REPORTS, entry.report)), ...modelReports];
  const { passed, failed, missing, failures } = tally(reports);
  if (failures.length > 0) process.stdout.write(`\nFailed:\n${failures.map((line) => `  ${line}`).join("\n")}\n`);
  if (missing.length > 0) process.stdout.write(`No test report from: ${missing.join(", ")}\n`);
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  const ok = checked.code === 0 && codes.every((code) => code === 0) && failed === 0 && missing.length === 0;
  return ok ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
