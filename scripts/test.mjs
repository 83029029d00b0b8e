/**
 * `npm test`: the main suite, meant to run on every change (its budget: 75 s on two cores, docs/performance.md),
 * ending on one plain line `N passed, M failed`. `npm run test:full` (`--full`, what CI runs): the typecheck and
 * every check besides.
 *
 * `npm test` runs every test file of the source once, against the Foundry double's v13 profile, without coverage, its
 * largest matrices and property walks on fewer cases (TEST_QUICK=1, test/quick.ts):
 * - the core's tests, the view models', the release and script checks and the Node adapter tests, in one vitest run,
 *   then the happy-dom files it has time for (vitest.config.ts DOM_BESIDE);
 * - beside it, the other happy-dom files (dialogs, cards, chat logs), their output streamed.
 * `npm run test:full` adds what only grows the time, not the kinds of check, each living there:
 * - every case of those matrices and walks;
 * - the example modules built and loaded (examples/<id>/test, project examples), which build Indie Dice and the
 *   double afresh for the run (test/setup/example-kit.ts);
 * - the files that start Indie Dice with a rule set or card kind registered for good — the toy rule set run from its
 *   source (project rule-sets) and the two registering files (project registering) — each group in a worker of its
 *   own, importing the whole module anew (about 15 CPU-s of `npm test`'s 150, 2026-11-29): the same seams the
 *   example modules prove built;
 * - the typecheck (`tsc -b`, incremental), beside the tests, its output printed at the end (`npm run lint` runs it
 *   too);
 * - the adapter and macro tests again against the double's v14 profile (projects node-v14, dom-v14, rule-sets-v14,
 *   examples-v14, registering-v14);
 * - the heavy sampling, brute-force and fuzz files (project heavy), which run the real code tens of thousands of times;
 * - the tools' own tests (projects tooling and tooling-dom): the lint scripts' and the Foundry double's self-test,
 *   which check what the tests stand on, not the module (`npm test -- --project tooling` after changing a tool);
 * - the release zip `npm run package` makes, and the example rule set and system adapter built and tested from a copy
 *   outside the repository (project package), which build dist/ first on a checkout never built;
 * - the core's coverage, with its 95 % threshold on src/core (coverage slows every hot loop it watches);
 * - with TEST_MODEL_RUNS=<n> (CI sets 60), the cards' model suites at n sequences a kind in both profiles
 *   (scripts/test-model.mjs). Without it they run only at a small length inside the suites: 20 sequences a kind
 *   in the full run, 1 in `npm test`.
 * Each vitest run writes a JSON report under test-results/; the last line adds them up, after the failures by name.
 *
 * `npm test -- <vitest arguments>` (a file, `-t name`, `--project dom`) skips all this and runs vitest alone.
 */
import { mkdirSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { bin, ROOT, run, tally, vitest as vitestRun } from "./vitest-runs.mjs";
import { modelReport, PROFILES, runModels } from "./test-model.mjs";

const REPORTS = join(ROOT, "test-results");

const project = (...names) => names.flatMap((name) => ["--project", name]);

/**
 * Two vitest runs, one per core: `streamed` prints as it goes, `beside` prints when done. Each starts vitest once
 * (five runs had cost about 5 s of CPU each in starting alone); each project in it has a worker of its own.
 * Measured on two cores (2026-11-29), CPU seconds: the happy-dom files about 65; the core's and the Node files about
 * 65; the Node run had ended 9 s before the other, so D&D 5e's dialogs moved into it.
 */
const PLANS = {
  fast: {
    streamed: [{ report: "dom.json", args: project("dom-streamed") }],
    beside: [{ report: "units.json", args: project("core", "units", "dom-beside") }],
  },
  full: {
    streamed: [
      {
        report: "foundry.json",
        args: project(
          "node",
          "dom",
          "tooling",
          "tooling-dom",
          "node-v14",
          "dom-v14",
          "rule-sets",
          "rule-sets-v14",
          "examples",
          "examples-v14",
          "registering",
          "registering-v14",
        ),
      },
    ],
    beside: [
      { report: "core.json", args: [...project("core"), "--coverage"] },
      { report: "pure.json", args: project("pure", "heavy", "package") },
    ],
  },
};

const vitest = ({ report, args, env = {} }, options) =>
  vitestRun(args, join(REPORTS, report), { ...options, env: { ...options.env, ...env } });

/** TEST_MODEL_RUNS=<n>: after the full suite, the model suites at n sequences a kind, both profiles (what CI runs). */
const modelRuns = process.env.TEST_MODEL_RUNS;
/**
 * TEST_ALSO_REPORTS=<paths, comma-separated>: reports of runs made before this one (CI's end-to-end suite), counted
 * too.
 */
const alsoReports = (process.env.TEST_ALSO_REPORTS ?? "")
  .split(",")
  .filter((path) => path !== "")
  .map((path) => join(ROOT, path));
/**
 * TEST_ALSO_EXIT=<code>: how those runs exited; not 0 fails this one (a run can fail before its report counts a test).
 */
const alsoExit = Number(process.env.TEST_ALSO_EXIT ?? "0");

async function main(argv) {
  const full = argv.includes("--full");
  const extra = argv.filter((arg) => arg !== "--full");
  if (extra.length > 0) return (await run(bin("vitest"), ["run", ...extra])).code;
  const { streamed, beside } = PLANS[full ? "full" : "fast"];
  // The cards' model suites: 1 sequence a kind in `npm test` (that their drivers and checks still run; a sequence
  // cost 1–4 s, the regressions' replays beside them), their own default (20) in the full run, MODEL_RUNS to choose;
  // `npm test`'s fewer cases (test/quick.ts).
  const env = {
    ...process.env,
    MODEL_RUNS: process.env.MODEL_RUNS ?? (full ? "20" : "1"),
    ...(full ? {} : { TEST_QUICK: "1" }),
  };

  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  // The typecheck (`npm run typecheck`: the rule-set authors' declarations built, then `tsc -b`): in the full run only
  // (cold, about 90 s of CPU; warm, 11 s); `npm run lint` runs it too.
  const typecheck = full ? run("npm", ["run", "typecheck", "--silent"], { quiet: true }) : null;
  const besideRuns = (async () => {
    const results = [];
    for (const entry of beside) results.push(await vitest(entry, { quiet: true, env }));
    return results;
  })();

  const codes = [];
  for (const entry of streamed) codes.push((await vitest(entry, { env })).code);
  for (const [index, result] of (await besideRuns).entries()) {
    process.stdout.write(`\n${beside[index].report.replace(".json", "")}:\n${result.output}`);
    codes.push(result.code);
  }

  const checked = typecheck === null ? null : await typecheck;
  const modelReports = [];
  if (full && modelRuns) {
    process.stdout.write("\n");
    codes.push(
      await runModels({ runs: modelRuns, seed: process.env.FC_SEED, profile: "both", reports: REPORTS, vitest: [] }),
    );
    modelReports.push(...Object.values(PROFILES).map((project) => modelReport(REPORTS, project)));
  }
  if (checked !== null && checked.code !== 0)
    process.stdout.write(`\nTypecheck failed (npm run typecheck):\n${checked.output}`);
  else if (checked !== null) process.stdout.write("\nTypecheck passed (npm run typecheck).\n");

  const reports = [
    ...alsoReports,
    ...[...streamed, ...beside].map((entry) => join(REPORTS, entry.report)),
    ...modelReports,
  ];
  const { passed, failed, missing, failures } = tally(reports);
  if (failures.length > 0) process.stdout.write(`\nFailed:\n${failures.map((line) => `  ${line}`).join("\n")}\n`);
  if (missing.length > 0) process.stdout.write(`No test report from: ${missing.join(", ")}\n`);
  if (alsoExit !== 0)
    process.stdout.write(
      `An earlier run (${alsoReports.map((path) => relative(ROOT, path)).join(", ")}) exited with code ${alsoExit}.\n`,
    );
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  const ok =
    (checked === null || checked.code === 0) &&
    alsoExit === 0 &&
    codes.every((code) => code === 0) &&
    failed === 0 &&
    missing.length === 0;
  return ok ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
