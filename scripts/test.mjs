/**
 * `npm test`: the typecheck and the main suite, ending on one plain line `N passed, M failed` (what CI counts).
 *
 * - The typecheck (`tsc -b`, incremental: unchanged projects are not checked again) runs beside the tests, its
 *   output held back and printed at the end: on two cores vitest leaves room for it.
 * - Two chains of vitest runs share the two cores. One streams its output: the adapter and release tests, then
 *   the adapter and macro tests again against the Foundry double's v14 profile (projects node, dom, node-v14 and
 *   dom-v14, in one run). The other prints its output when done: the core's tests with coverage (the 95 %
 *   threshold is on src/core alone; coverage slows every hot loop it watches, so only they pay for it), then the
 *   heavy sampling, brute-force and fuzz files and the view models' tests (project pure).
 * - Each vitest run writes a JSON report under test-results/; the last line adds them up.
 *
 * `npm test -- <vitest arguments>` (a file, `-t name`, `--project dom`) skips all this and runs vitest alone.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..");
const REPORTS = join(ROOT, "test-results");
const bin = (name) => join(ROOT, "node_modules", ".bin", name);

/** Runs a command; resolves with its exit code, and its output when `quiet` (otherwise it streams). */
function run(command, args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    if (quiet) {
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
    }
    child.on("error", (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** Runs one after another, their output streamed: the Foundry-facing projects, in one vitest run (one transform). */
const streamed = [{ report: "foundry.json", args: ["--project", "node", "--project", "dom", "--project", "node-v14", "--project", "dom-v14"] }];
/** Runs beside them (the second core has room), their output printed at the end. */
const beside = [
  { report: "core.json", args: ["--project", "core", "--coverage"] },
  { report: "pure.json", args: ["--project", "pure"] },
];

const vitest = ({ report, args }, options) =>
  run(bin("vitest"), ["run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${join(REPORTS, report)}`], options);

async function main(extra) {
  if (extra.length > 0) return (await run(bin("vitest"), ["run", ...extra])).code;

  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const typecheck = run(bin("tsc"), ["-b", "tsconfig.json", "tsconfig.foundry.json"], { quiet: true });
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
  if (checked.code !== 0) process.stdout.write(`\nTypecheck failed (tsc -b tsconfig.json tsconfig.foundry.json):\n${checked.output}`);
  else process.stdout.write("\nTypecheck passed (tsc -b tsconfig.json tsconfig.foundry.json).\n");

  const reports = [...streamed, ...beside].map((entry) => join(REPORTS, entry.report));
  const { passed, failed, missing } = tally(reports);
  if (missing.length > 0) process.stdout.write(`No test report from: ${missing.join(", ")}\n`);
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  const ok = checked.code === 0 && codes.every((code) => code === 0) && failed === 0 && missing.length === 0;
  return ok ? 0 : 1;
}

/** Adds up vitest's JSON reports (a run that wrote none, e.g. one that could not start, is missing). */
function tally(paths) {
  let passed = 0;
  let failed = 0;
  const missing = [];
  for (const path of paths) {
    try {
      const report = JSON.parse(readFileSync(path, "utf8"));
      passed += report.numPassedTests;
      // A file that failed to load has no tests to count, yet it failed.
      failed += report.numFailedTests + report.testResults.filter((file) => file.status === "failed" && file.assertionResults.length === 0).length;
    } catch {
      missing.push(path);
    }
  }
  return { passed, failed, missing };
}

process.exitCode = await main(process.argv.slice(2));
