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
    // the run's build, which is only read. A file alone keeps about one core busy (it waits on its page as much as
    // it computes), so on a 2-core machine the second core takes the next file (README "Testing").
    fileParallelism: true,
    maxWorkers: 2,
  },
});
