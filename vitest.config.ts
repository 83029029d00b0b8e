import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: ["**/node_modules/**", "test/e2e/**"],
    coverage: {
      provider: "v8",
      include: ["src/core/**/*.ts"],
      // Kept off the terminal so the run ends on vitest's own summary line; `npm run coverage` prints the table.
      reporter: ["json-summary"],
      thresholds: { lines: 95 },
    },
  },
});
