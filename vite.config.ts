import { defineConfig } from "vite";

/**
 * Builds the installable module: one ES module in dist/scripts, with class names kept — Foundry's
 * `Roll.fromData` and `RollTerm.fromData` find our classes by their names, so saved chat rolls must still load.
 * scripts/finish-dist.mjs then copies module.json (with this package's version), lang, templates, styles and packs.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    target: "es2022",
    lib: {
      entry: "src/module.ts",
      formats: ["es"],
      fileName: () => "scripts/indie-dice.mjs",
    },
    rolldownOptions: {
      // Minified for size (Vite leaves an ES library unminified); `keepNames` keeps every class and function name,
      // which Foundry looks up and stack traces show. The source map maps it back for debugging.
      output: { keepNames: true, minify: true },
    },
  },
});
