/**
 * `npm run test:model`: the cards' model-based suites (test/foundry/cards/model) at length — 2,000 sequences per
 * card kind — against both of the Foundry double's profiles (v13: project dom; v14: project dom-v14), the two side
 * by side (one vitest run each, one per core), the first's output streamed, the second's printed when it ends.
 *
 *   npm run test:model                       2,000 a kind, both profiles, the default seed
 *   (test/setup/fast-check-seed.ts) npm run test:model -- --seed 7           another seed (FC_SEED=7 does the same)
 *   npm run test:model -- --profile v14      one profile: v13, v14 or both (the default)
 *   npm run test:model -- --runs 300         another number of sequences a kind (MODEL_RUNS=300 does the same)
 *   npm run test:model -- --reports <dir>    also writes each profile's vitest JSON report there, as
 *                                            model-dom.json and model-dom-v14.json (what `npm test` adds up in CI)
 *   npm run test:model -- <vitest argument>  anything else goes to both vitest runs (a file, `-t <name>`)
 *
 * A failure prints fast-check's seed and the shrunk sequence of steps: `--seed <n>` replays that seed (with the
 * same number of runs); a shrunk sequence belongs in regressions.test.ts.
 */
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { run, bin, vitest, withYoungGeneration } from "./vitest-runs.mjs";

/** The profiles, as their vitest projects (vitest.config.ts). */
export const PROFILES = { v13: "dom", v14: "dom-v14" };
const MODEL_FILES = "test/foundry/cards/model";

/** The report a profile's run writes under `dir`. */
export const modelReport = (dir, project) => join(dir, `model-${project}.json`);

/** Reads `--seed`, `--profile`, `--runs` and `--reports` (with their value); everything else is vitest's. */
export function parseArguments(argv) {
  const options = {
    seed: process.env.FC_SEED,
    runs: process.env.MODEL_RUNS ?? "2000",
    profile: "both",
    reports: null,
    vitest: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split("=", 2);
    const name = { "--seed": "seed", "--runs": "runs", "--profile": "profile", "--reports": "reports" }[flag];
    if (!name) {
      options.vitest.push(argv[i]);
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    options[name] = value;
  }
  if (!/^\d+$/.test(options.runs)) throw new Error(`--runs must be a whole number, not ${options.runs}`);
  if (options.seed !== undefined && !/^-?\d+$/.test(options.seed))
    throw new Error(`--seed must be a whole number, not ${options.seed}`);
  if (options.profile !== "both" && !(options.profile in PROFILES))
    throw new Error(`--profile must be v13, v14 or both, not ${options.profile}`);
  return options;
}

/** Runs the model suites as asked; resolves with the exit code (non-zero when any run failed). */
export async function runModels(options) {
  const projects = options.profile === "both" ? Object.values(PROFILES) : [PROFILES[options.profile]];
  const env = {
    ...process.env,
    MODEL_RUNS: options.runs,
    ...(options.seed === undefined ? {} : { FC_SEED: options.seed }),
  };
  process.stdout.write(
    `Model suites: ${options.runs} sequences a kind, seed ${options.seed ?? "default"}, ${projects.join(" and ")}\n`,
  );
  const runs = projects.map((project, index) => {
    // A file named among vitest's arguments narrows the run to it (vitest adds filters up, so the folder would not).
    const files = options.vitest.some((arg) => arg.startsWith(`${MODEL_FILES}/`)) ? [] : [MODEL_FILES];
    const args = ["--project", project, ...files, ...options.vitest];
    const quiet = index > 0;
    return options.reports
      ? vitest(args, modelReport(resolve(options.reports), project), { quiet, env })
      : run(bin("vitest"), ["run", ...args], { quiet, env: withYoungGeneration(env) });
  });
  const results = await Promise.all(runs);
  for (const [index, result] of results.entries())
    if (index > 0) process.stdout.write(`\n${projects[index]}:\n${result.output}`);
  return results.every((result) => result.code === 0) ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.exitCode = await runModels(parseArguments(process.argv.slice(2)));
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 2;
  }
}
