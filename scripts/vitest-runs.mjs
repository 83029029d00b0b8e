/**
 * What `npm test` (scripts/test.mjs) and `npm run test:model` (scripts/test-model.mjs) share: running a command with
 * its output streamed or held back, running vitest with a JSON report, and adding the reports up.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";

export const ROOT = join(import.meta.dirname, "..");
export const bin = (name) => join(ROOT, "node_modules", ".bin", name);

/** Runs a command; resolves with its exit code, and its output when `quiet` (otherwise it streams). */
export function run(command, args, { quiet = false, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    if (quiet) {
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
    }
    child.on("error", (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/**
 * V8's young generation for the test workers, in MiB: the happy-dom files make short-lived garbage by the gigabyte
 * (every card and dialog parsed, copied and dropped), which a larger young generation collects less often.
 * Measured on two cores, the happy-dom files alone in one worker: 100 s at 64 against 119 s at V8's default (16), and
 * on a later tree 84 s at 128 against 89 s at 64. Once the double stopped changing the built-in prototypes' shapes
 * around every test (foundry-double/primitives.ts), the whole `npm test`: 68.8, 72.2 and 79.6 s at 64 against 74.2
 * and 77.0 s at 128, and 73.6 s at 96 (2026-11-29; this machine's speed varies by some 15 % from run to run).
 */
const YOUNG_GENERATION = "--max-semi-space-size=64";

/** `env` with the test workers' young generation added to its NODE_OPTIONS. */
export function withYoungGeneration(env = process.env) {
  return { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, YOUNG_GENERATION].filter(Boolean).join(" ") };
}

/** `vitest run <args>`, its JSON report written to `report`. */
export function vitest(args, report, options = {}) {
  return run(bin("vitest"), ["run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], {
    ...options,
    env: withYoungGeneration(options.env),
  });
}

/** Adds up vitest's JSON reports (a run that wrote none, e.g. one that could not start, is missing). */
export function tally(paths) {
  let passed = 0;
  let failed = 0;
  const missing = [];
  /** "file › test": what failed, named at the end of the output, where CI's tail shows it. */
  const failures = [];
  for (const path of paths) {
    try {
      const report = JSON.parse(readFileSync(path, "utf8"));
      passed += report.numPassedTests;
      // A file that failed to load has no tests to count, yet it failed.
      failed +=
        report.numFailedTests +
        report.testResults.filter((file) => file.status === "failed" && file.assertionResults.length === 0).length;
      for (const file of report.testResults) {
        const name = relative(ROOT, file.name);
        if (file.status === "failed" && file.assertionResults.length === 0)
          failures.push(`${name} (did not load: ${firstLine(file.message)})`);
        for (const test of file.assertionResults) {
          if (test.status === "failed")
            failures.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
        }
      }
    } catch {
      missing.push(path);
    }
  }
  return { passed, failed, missing, failures };
}

const firstLine = (text) =>
  String(text ?? "")
    .split("\n")[0]
    .slice(0, 300);
