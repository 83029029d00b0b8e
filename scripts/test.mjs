/**
 * `npm test`: the typecheck and the main suite, ending on one plain line `N passed, M failed` (what CI counts).
 *
 * - The typecheck (`tsc -b`, incremental: unchanged projects are not checked again) runs beside the tests, its
 *   output held back and printed at the end: on two cores vitest leaves room for it.
 * - The core's tests run first, with coverage (the 95 % threshold is on src/core alone); then the heavy sampling
 *   tests, the ui, adapter and release tests, without it — coverage slows every hot loop it watches.
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

const vitestRuns = [
  { report: "core.json", args: ["--project", "core", "--coverage"] },
  { report: "rest.json", args: ["--project", "node", "--project", "dom"] },
];

async function main(extra) {
  if (extra.length > 0) return (await run(bin("vitest"), ["run", ...extra])).code;

  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const typecheck = run(bin("tsc"), ["-b", "tsconfig.json", "tsconfig.foundry.json"], { quiet: true });

  const codes = [];
  for (const { report, args } of vitestRuns) {
    const reporters = ["--reporter=default", "--reporter=json", `--outputFile.json=${join(REPORTS, report)}`];
    codes.push((await run(bin("vitest"), ["run", ...args, ...reporters])).code);
  }

  const checked = await typecheck;
  if (checked.code !== 0) process.stdout.write(`\nTypecheck failed (tsc -b tsconfig.json tsconfig.foundry.json):\n${checked.output}`);
  else process.stdout.write("\nTypecheck passed (tsc -b tsconfig.json tsconfig.foundry.json).\n");

  const { passed, failed, missing } = tally(vitestRuns.map((r) => join(REPORTS, r.report)));
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
