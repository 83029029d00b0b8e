import { defineConfig, type Plugin } from "vite";

/**
 * Builds the web odds calculator (`npm run build:site`, calculator/site-entry.ts) into site/: a static folder that
 * any static host serves and a browser opens from disk. A browser refuses an ES module script from `file://`
 * (the page's origin is opaque, and module scripts are fetched with CORS), so the page gets one classic script
 * instead: a single IIFE bundle with every dynamic import inlined, and the stylesheet beside it, both under
 * relative URLs. No font is loaded (site.css draws the dialogs' few icons as characters).
 */
export default defineConfig({
  root: "calculator/site",
  base: "./",
  publicDir: false,
  build: {
    outDir: "../../site",
    emptyOutDir: true,
    target: "es2022",
    // Module preloading and its polyfill are for ES module chunks; this page has one classic script.
    modulePreload: false,
    cssCodeSplit: false,
    rolldownOptions: {
      // One file: Rolldown's `codeSplitting: false` is Rollup's `inlineDynamicImports: true` (now deprecated).
      output: { format: "iife", codeSplitting: false },
    },
  },
  plugins: [classicScript(), calculatorTranslations()],
  // The extended test's worker (calculator/extended-odds-worker.ts), inlined into the bundle as a Blob: it shows
  // no words, so the English messages its errors would carry are left out of it.
  worker: { format: "iife", plugins: () => [noTranslations()] },
});

/**
 * In the worker only: `lang/en.json` (read by src/core/errors.ts for error messages) becomes an empty table. A
 * question the worker could refuse was refused on the page first, in the page's language.
 */
function noTranslations(): Plugin {
  const id = "\0indie-dice-no-translations";
  return {
    name: "indie-dice-worker-no-translations",
    // Before Vite's own resolver, which would find the file.
    enforce: "pre",
    resolveId: (source) => (source.endsWith("/lang/en.json") ? id : null),
    load: (loaded) => (loaded === id ? "export default {};" : null),
  };
}

/**
 * The calculator's languages hold only what a calculator can show: the words of a character's saved rolls, roll
 * requests, check links, the module's controls and the GM's dice fairness report (Foundry's alone) are left out of
 * both language files, which the first-load budget would otherwise pay for twice.
 */
function calculatorTranslations(): Plugin {
  const foundryOnly = ["SavedRolls", "Request", "CheckLink", "Control", "Picker", "Fairness"];
  const dialogOnly = ["SaveAs", "SavedPick"];
  return {
    name: "indie-dice-calculator-translations",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]lang[\\/](en|de)\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as { INDIE_DICE: Record<string, unknown> & { Dialog?: Record<string, unknown> } };
      for (const section of foundryOnly) delete messages.INDIE_DICE[section];
      for (const section of dialogOnly) delete messages.INDIE_DICE.Dialog?.[section];
      return { code: JSON.stringify(messages), map: null };
    },
  };
}

/**
 * Vite writes its script tag as `<script type="module" crossorigin>` whatever the bundle's format, and its
 * stylesheet link with `crossorigin`: both make the browser fetch with CORS, which a `file://` page cannot. The
 * bundle is an IIFE, so the tag becomes a deferred classic script (it runs after the page is parsed, as a
 * module would), and the stylesheet a plain link.
 */
function classicScript(): Plugin {
  return {
    name: "indie-dice-classic-script",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        return html
          .replace(/<script type="module" crossorigin src=/g, "<script defer src=")
          .replace(/<link rel="stylesheet" crossorigin href=/g, '<link rel="stylesheet" href=');
      },
    },
  };
}
