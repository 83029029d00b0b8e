import { defineConfig } from "vitest/config";

/** The end-to-end suite alone (`npm run test:e2e`): the playground in a real Chromium. */
export default defineConfig({
  test: {
    include: ["test/e2e/**/*.e2e.test.ts"],
    // The tests read the dialog models to compute what the page should show (the registries import no rule set).
    setupFiles: ["test/setup/english-errors.ts", "test/setup/rule-sets.ts"],
    // The playground is built once for the run, and each file serves that build (test/e2e/serve.ts).
    globalSetup: ["test/e2e/global-setup.ts"],
    // One browser and one preview server per file; starting them takes seconds, not milliseconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at once, each with its own browser and preview server on a free port (test/e2e/serve.ts), its own
    // temporary builds and its own process (FOUNDRY_PATH changed in one is not seen by the other): nothing shared but
    // the run's build, which is only read. A file waits on its page about as much as it computes, so the second
    // core takes the next file: table-formula and card-heights took 7 min 58 s one after the other (55 CPU-seconds,
    // two builds) and 2 min 52 s side by side (40 CPU-seconds, one build) on the same busy 2-core machine.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
