/**
 * `npm run test:model`: the cards' model-based suites (test/foundry/adapter/model) with many more sequences than
 * `npm test` runs — 2,000 per card kind unless MODEL_RUNS says otherwise — against the Foundry double's v13 profile.
 * `npm run test:model -- --project dom-v14` runs them against the v14 profile instead; FC_SEED=<n> tries another seed.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..");
const extra = process.argv.slice(2);
const project = extra.includes("--project") ? [] : ["--project", "dom"];
const child = spawn(join(ROOT, "node_modules", ".bin", "vitest"), ["run", ...project, "test/foundry/adapter/model", ...extra], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, MODEL_RUNS: process.env.MODEL_RUNS ?? "2000" },
});
child.on("close", (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
