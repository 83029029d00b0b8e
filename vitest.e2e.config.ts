import { defineConfig } from "vitest/config";

/** The end-to-end suite alone (`npm run test:e2e`): the playground in a real Chromium. */
export default defineConfig({
  test: {
    include: ["test/e2e/**/*.e2e.test.ts"],
    // The tests read the dialog models to compute what the page should show (the registries import no rule set).
    setupFiles: ["test/setup/english-errors.ts", "test/setup/rule-sets.ts"],
    // One browser and one preview server per file; building and starting them takes seconds, not milliseconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
