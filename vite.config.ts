import { defineConfig } from "vite";

/**
 * Builds the installable module: one ES module in dist/scripts. Foundry's `Roll.fromData` and `RollTerm.fromData`
 * find our classes by their names, so those classes keep their names explicitly and saved chat rolls still load.
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
      // Minified for size (Vite leaves an ES library unminified). The classes Foundry finds by name keep theirs
      // explicitly (src/foundry/dice/stable-name.ts); the source map maps the rest back for debugging.
      // The cards several users act on load as a chunk beside the entry (src/foundry/cards/card-chunk-loader.ts).
      output: {
        minify: true,
        chunkFileNames: "scripts/[name]-[hash].mjs",
        // What the entry shares with the chunks it loads when needed (the cards', the Rolls window's) goes in one
        // chunk: one file compresses better than the several Rolldown would cut by which chunks share each module.
        // Modules only the fairness window and report or an extended test's odds use stay out, so start-up does
        // not load them.
        codeSplitting: { groups: [{ name: "shared", minShareCount: 2, test: /^(?!.*(fairness|extended-))/ }] },
      },
    },
  },
});
