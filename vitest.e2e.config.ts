import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { languageFiles } from "./scripts/lang-files.mjs";

/** The files minutes long: the language sweep's (test/e2e/language-sweep-*.e2e.test.ts) and the calculator's. */
const LONGEST = [/language-sweep-\d+\.e2e\.test\.ts$/, /site\.e2e\.test\.ts$/];

/**
 * The run's order: the longest files first, then the rest in vitest's own order (by the last run's times where it
 * has them, else the largest file first). Two workers take files in this order: a long file started last runs on
 * alone while the other worker waits, and a clean clone has no last run's times (the sweep's files are the smallest).
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (file: TestSpecification) => LONGEST.some((pattern) => pattern.test(file.moduleId));
    return [...sorted.filter(long), ...sorted.filter((file) => !long(file))];
  }
}

/** The end-to-end suite alone (`npm run test:e2e`): the playground in a real Chromium. */
export default defineConfig({
  // The tests read lang/<code>.json as Foundry does: with the rule sets' and game systems' own words merged in
  // (scripts/lang-files.mjs).
  plugins: [languageFiles(import.meta.dirname)],
  test: {
    include: ["test/e2e/**/*.e2e.test.ts"],
    // The tests read the dialog models to compute what the page should show (the registries import no rule set).
    setupFiles: ["test/setup/english-errors.ts", "test/setup/rule-sets.ts"],
    // The playground is built once for the run, and each file serves that build (test/e2e/serve.ts).
    globalSetup: ["test/e2e/global-setup.ts"],
    // A preview server per file and a browser per worker; starting them takes seconds, not milliseconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at once, each with its own preview server on a free port (test/e2e/serve.ts), its own temporary
    // builds, in its worker's process and browser (FOUNDRY_PATH changed in one is not seen by the other): nothing
    // shared but the run's build, which is only read. A file waits on its page about as much as it computes, so the
    // second core takes the next file: table-formula and card-heights took 7 min 58 s one after the other (55
    // CPU-seconds, two builds) and 2 min 52 s side by side (40 CPU-seconds, one build) on the same busy 2-core machine.
    fileParallelism: true,
    // A worker runs its files one after another in one process with one module graph: the modules the tests read
    // are evaluated once a worker, not once a file (setup and imports took 77 s of a run's worker time), and the
    // files share the worker's Chromium (browser.ts `workerBrowser`), each in contexts of its own. What a file changes
    // in the process it puts back (FOUNDRY_PATH: foundry-look, sweeps/language-page.ts).
    isolate: false,
    maxWorkers: 2,
    // The language sweep's four files and the calculator's first (`LongestFirst`).
    sequence: { sequencer: LongestFirst },
  },
});
