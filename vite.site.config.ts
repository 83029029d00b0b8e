import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import Handlebars from "handlebars";
import { build, defineConfig, type Plugin, type Rolldown } from "vite";
import { REWORDED_KEYS } from "./calculator/site-text";
import { languageFiles, languageSources, mergedLanguageText } from "./scripts/lang-files.mjs";
import { moduleAssets } from "./scripts/module-assets.mjs";
import { exportsAsUndefined, foundryLayerStub } from "./scripts/without-foundry-layer.mjs";
import { BASE_LANGUAGE, LANGUAGE_CODES } from "./src/ui/languages";

const REPOSITORY = dirname(fileURLToPath(import.meta.url));

/**
 * Builds the web odds calculator (`npm run build:site`, calculator/site-entry.ts) into site/: a static folder that
 * any static host serves and a browser opens from disk. A browser refuses an ES module script from `file://`
 * (the page's origin is opaque, and module scripts are fetched with CORS), so the page gets one classic script
 * instead: a single IIFE bundle with every dynamic import inlined, and the stylesheet beside it, both under
 * relative URLs. No font is loaded (site.css draws the dialogs' few icons as characters). What only one tab needs
 * (the Any formula tab's engine) is a second classic script beside it, fetched when that tab first opens
 * (`lazyScripts`), and so is each language but English (`languageScripts`).
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
  plugins: [
    languageFiles(REPOSITORY),
    moduleAssets(REPOSITORY),
    withoutFoundryLayer(),
    withoutSystemAnswers(),
    classicScript(),
    dynamicImportsAsStatic(),
    calculatorTranslations(),
    lazyScripts(),
    languageScripts(),
    precompiledTemplates(),
  ],
  // The extended test's worker (calculator/extended-odds-worker.ts), inlined into the bundle as a Blob: it shows
  // no words, so the English messages its errors would carry are left out of it.
  worker: { format: "iife", plugins: () => [noTranslations()] },
});

/**
 * Each built-in rule set's package without its Foundry layer (scripts/without-foundry-layer.mjs): the page registers
 * the same packages as the module (src/rule-sets/built-in.ts), its core's and views' registries reading their own
 * members only. Without it, when it was made (docs/architecture.md "Adding a rule set"), the first load was 158.9 KB
 * gzipped, over the budget, with it 145.8 KB, and the bundle extended `foundry.dice.Roll` as it loaded.
 */
function withoutFoundryLayer(): Plugin {
  const prefix = "\0indie-dice-without-foundry:";
  return {
    name: "indie-dice-without-foundry-layer",
    enforce: "pre",
    resolveId: (source, importer) =>
      importer && foundryLayerStub(source, importer) !== null ? `${prefix}${importer}` : null,
    load: (id) => (id.startsWith(prefix) ? foundryLayerStub("./foundry", id.slice(prefix.length)) : null),
  };
}

/** A game system's view of the calculator as its folder declares it (src/systems/<id>/ui/calculator.ts). */
const SYSTEM_CALCULATOR = /[\\/]src[\\/]systems[\\/][^\\/]+[\\/]ui[\\/]calculator\.ts$/;

/**
 * The page's bundle without the game systems' answers: a system's view declares its page and its answer together
 * (src/ui/systems/system-calculator.ts `SystemCalculator`), and here its `./calculator-answer` is a module of the same
 * export names, each undefined. The answers, with the formula engine they work the figures out with, are the systems'
 * lazy script's (calculator/systems-chunk.ts, built on its own without this plugin), fetched when a system's view first
 * opens, so none of it counts against the first load.
 */
function withoutSystemAnswers(): Plugin {
  const prefix = "\0indie-dice-without-system-answer:";
  return {
    name: "indie-dice-without-system-answers",
    enforce: "pre",
    resolveId: (source, importer) =>
      importer && source === "./calculator-answer" && SYSTEM_CALCULATOR.test(importer)
        ? `${prefix}${join(dirname(importer), "calculator-answer.ts")}`
        : null,
    load: (id) => (id.startsWith(prefix) ? exportsAsUndefined(id.slice(prefix.length)) : null),
  };
}

/**
 * In the worker only: `lang/en.json` (read by src/core/errors.ts for error messages) becomes an empty table. An
 * odds input the worker could refuse was refused on the page first, in the page's language.
 */
function noTranslations(): Plugin {
  const id = "\0indie-dice-no-translations";
  return {
    name: "indie-dice-worker-no-translations",
    // Before Vite's own resolver, which would find the file.
    enforce: "pre",
    resolveId: (source, importer) => (importer && isModuleLanguageFile(resolve(dirname(importer), source)) ? id : null),
    load: (loaded) => (loaded === id ? "export default {};" : null),
  };
}

/**
 * `import spec from "./x.hbs?precompiled"`: the template compiled at build time (`Handlebars.precompile`, its
 * comments dropped), so that the page ships Handlebars' runtime alone, not its compiler (calculator/templates.ts).
 */
function precompiledTemplates(): Plugin {
  const query = "?precompiled";
  return {
    name: "indie-dice-precompiled-templates",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(`.hbs${query}`)) return null;
      const resolved = await this.resolve(source.slice(0, -query.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${query}` : null;
    },
    load(id) {
      if (!id.endsWith(`.hbs${query}`)) return null;
      const path = id.slice(0, -query.length);
      this.addWatchFile(path);
      const source = withoutComments(readFileSync(path, "utf8"));
      return `export default ${String(Handlebars.precompile(source))};`;
    },
  };
}

/** Sections of the language files that only a lazy script shows (calculator/formula-chunk.ts): it carries them. */
const LAZY_SECTIONS = [
  ["Calculator", "AnyFormula", "Answer"],
  // The *Any formula* dialog's fields: a side's formula in the Contest view's contest of any formula.
  ["AnyFormula"],
  ["Error", "Formula"],
  // The formula engine's own limits: only its lazy script can meet them.
  ...["Length", "DiceTerms", "Dice", "Faces", "Number", "Target", "Spread", "Steps", "Compared", "SeriesValues"].map(
    (limit) => ["Error", "Limit", `Formula${limit}`] as const,
  ),
] as const;

type Messages = { [key: string]: string | Messages };
/** The module's own language files, lang/<code>.json (not the calculator's, calculator/lang/<code>.json). */
const MODULE_LANG = join(REPOSITORY, "lang");

function isModuleLanguageFile(id: string): boolean {
  return id.endsWith(".json") && dirname(id.split("?")[0]!) === MODULE_LANG;
}

/**
 * The calculator's languages hold only what the page itself can show: the words of a character's saved rolls, roll
 * requests, check links (and the errors of saved rolls and check links), the module's controls, whose roll it
 * is, why a card's button is greyed (the calculator greys none), the GM's dice fairness report, prompts, chat
 * commands, keys, the messages' menu, the formula dialog's luck setting and card line and the GM's Group and
 * Extended Test windows (Foundry's alone) are left out of English's, which the page's script carries and the first-load
 * budget pays for, and out of each other language's script (`languageScripts`); so are the module's texts the
 * calculator words itself (calculator/site-text.ts), and from English's the lazy scripts' own (they carry English's).
 */
function calculatorTranslations(): Plugin {
  return {
    name: "indie-dice-calculator-translations",
    enforce: "pre",
    transform(code, id) {
      if (!isModuleLanguageFile(id)) return null;
      return { code: JSON.stringify(pageMessages(code, { lazy: false })), map: null };
    },
  };
}

/** Sections no page of the calculator shows: what only a Foundry table has (see calculatorTranslations). */
const FOUNDRY_ONLY = [
  ["SavedRolls"],
  ["Request"],
  ["CheckLink"],
  ["Control"],
  ["Picker"],
  ["Fairness"],
  ["Prompt"],
  ["ChatCommand"],
  ["Keybinding"],
  ["ContextMenu"],
  ["AnyFormula", "Settings"],
  ["AnyFormula", "Card"],
  ["FormulaRequest"],
  ["WhoseRoll"],
  ["Disabled"],
  ["Error", "SavedRoll"],
  ["Error", "CheckLink"],
  ["Dialog", "SaveAs"],
  ["Dialog", "SavedPick"],
  ["GroupTest", "Dialog"],
  ["ExtendedTest", "Dialog"],
  // The game systems' figures in Foundry: the settings of who sees them, and the line under a roll's message.
  ["SystemOdds", "Settings"],
  ["SystemOdds", "BeforeTheRoll"],
] as const;

/**
 * A module language file's text as the calculator holds it: without FOUNDRY_ONLY, without the texts the calculator
 * words itself (calculator/site-text.ts), and with or without the lazy script's LAZY_SECTIONS.
 */
function pageMessages(json: string, { lazy }: { readonly lazy: boolean }): { INDIE_DICE: Messages } {
  const messages = JSON.parse(json) as { INDIE_DICE: Messages };
  const reworded = REWORDED_KEYS.map((key) => key.split(".").slice(1));
  for (const path of [...FOUNDRY_ONLY, ...reworded, ...(lazy ? [] : LAZY_SECTIONS)])
    removeSection(messages.INDIE_DICE, path);
  return messages;
}

function removeSection(messages: Messages, [first, ...rest]: readonly string[]): void {
  const node = messages[first!];
  if (rest.length === 0) delete messages[first!];
  else if (node !== undefined && typeof node !== "string") removeSection(node, rest);
}

/** In a lazy script, the language files hold only the LAZY_SECTIONS (the page's translator has the rest). */
function lazyTranslations(): Plugin {
  return {
    name: "indie-dice-lazy-translations",
    enforce: "pre",
    transform(code, id) {
      if (!isModuleLanguageFile(id)) return null;
      const all = (JSON.parse(code) as { INDIE_DICE: Messages }).INDIE_DICE;
      const kept: Messages = {};
      for (const path of LAZY_SECTIONS) copySection(all, kept, path);
      return { code: JSON.stringify({ INDIE_DICE: kept }), map: null };
    },
  };
}

function copySection(from: Messages, to: Messages, [first, ...rest]: readonly string[]): void {
  const node = from[first!];
  if (node === undefined) return;
  if (rest.length === 0 || typeof node === "string") to[first!] = node;
  else copySection(node, (to[first!] ??= {}) as Messages, rest);
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

/**
 * The page is one classic script (`codeSplitting: false`), so a module the module's code imports when needed (K&R's
 * extended test card chance's answer, src/rule-sets/kingdoms/ui/extended-test/extended-card-chance.ts, a chunk of its
 * own in Foundry) is in that script anyway: here each `import("./x")` becomes a static import of the same module,
 * handed over as a resolved promise. Left as it was, Vite wraps it in its module preload helper, written for ES module
 * chunks: the helper and the call read `import.meta`, which a classic script has none of (Rolldown's
 * `EMPTY_IMPORT_META`, four of them), to fetch chunks this page never has. The calculator's own code has no `import()`
 * (calculator/lazy-script.ts).
 */
function dynamicImportsAsStatic(): Plugin {
  return {
    name: "indie-dice-dynamic-imports-as-static",
    apply: "build",
    transform(code, id) {
      if (!code.includes("import(") || id.includes("/node_modules/")) return null;
      const imports = importExpressions(this.parse(code));
      if (imports.length === 0) return null;
      let rewritten = code;
      // From the last to the first, so each one's offsets still hold.
      for (const [index, { start, end, specifier }] of [...imports.entries()].reverse()) {
        rewritten = `${rewritten.slice(0, start)}Promise.resolve(__indieDiceInline${index})${rewritten.slice(end)}`;
        rewritten = `import * as __indieDiceInline${index} from ${JSON.stringify(specifier)};\n${rewritten}`;
      }
      return { code: rewritten, map: null };
    },
  };
}

/** The `import("…")` expressions of a parsed module whose specifier is written out, in source order. */
function importExpressions(node: unknown, found: { start: number; end: number; specifier: string }[] = []) {
  if (Array.isArray(node)) for (const child of node) importExpressions(child, found);
  else if (node !== null && typeof node === "object") {
    const { type, source, start, end } = node as {
      type?: unknown;
      source?: { type?: unknown; value?: unknown };
      start?: unknown;
      end?: unknown;
    };
    if (
      type === "ImportExpression" &&
      source?.type === "Literal" &&
      typeof source.value === "string" &&
      typeof start === "number" &&
      typeof end === "number"
    ) {
      found.push({ start, end, specifier: source.value });
    }
    for (const child of Object.values(node)) importExpressions(child, found);
  }
  return found.sort((a, b) => a.start - b.start);
}

const LAZY_QUERY = "?lazy-script";

/**
 * `import script from "./part.ts?lazy-script"` (calculator/lazy-script.ts loads it): part.ts and what it imports
 * are built on their own as one classic IIFE script that leaves its exports in a global variable, written to
 * `assets/part-<hash>.js`, and the import gives `{ url, global }`. The page's bundle holds none of its code, so it
 * stays out of the first load (scripts/site-budget.ts counts only what index.html loads). Of the language files it
 * holds only its own sections (`lazyTranslations`).
 */
function lazyScripts(): Plugin {
  const prefix = "\0indie-dice-lazy-script:";
  return {
    name: "indie-dice-lazy-script",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(LAZY_QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -LAZY_QUERY.length), importer, { skipSelf: true });
      return resolved ? `${prefix}${resolved.id}` : null;
    },
    async load(id) {
      if (!id.startsWith(prefix)) return null;
      const entry = id.slice(prefix.length);
      const name = basename(entry).replace(/\.ts$/, "");
      const global = `IndieDice_${name.replace(/\W/g, "_")}`;
      const built = await build({
        configFile: false,
        logLevel: "warn",
        publicDir: false,
        plugins: [languageFiles(REPOSITORY), lazyTranslations()],
        build: {
          write: false,
          target: "es2022",
          lib: { entry, formats: ["iife"], name: global },
          rolldownOptions: { output: { codeSplitting: false } },
        },
      });
      const outputs = (Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[];
      const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === "chunk");
      if (!chunk) throw new Error(`lazy script ${entry}: the build gave no script`);
      const fileName = hashedAsset(name, chunk.code);
      this.emitFile({ type: "asset", fileName, source: chunk.code });
      this.addWatchFile(entry);
      return `export default ${JSON.stringify({ url: `./${fileName}`, global })};`;
    },
  };
}

/**
 * `import scripts from "virtual:indie-dice-language-scripts"` (calculator/language-scripts.ts): for each language of
 * src/ui/languages.ts but English, a classic script `assets/lang-<code>-<hash>.js` that leaves the language's words
 * in a global variable — the module's as the page holds them (`pageMessages`, the lazy script's sections included,
 * so the Any formula tab finds them here) and the calculator's own (calculator/lang/<code>.json) — and the import
 * gives `{ <code>: { url, global } }`. The page fetches a language's script the first time it is shown in it: none
 * counts against the first load (scripts/site-budget.ts). A language whose files are missing stops the build.
 */
function languageScripts(): Plugin {
  const name = "virtual:indie-dice-language-scripts";
  const id = `\0${name}`;
  return {
    name: "indie-dice-language-scripts",
    resolveId: (source) => (source === name ? id : null),
    load(loaded) {
      if (loaded !== id) return null;
      const scripts: Record<string, { url: string; global: string }> = {};
      for (const code of LANGUAGE_CODES) {
        if (code === BASE_LANGUAGE) continue;
        const [module, calculator] = [
          join(MODULE_LANG, `${code}.json`),
          join(REPOSITORY, "calculator/lang", `${code}.json`),
        ].map((path) => {
          if (!existsSync(path))
            this.error(
              `${path} is missing: src/ui/languages.ts (and module.json) list ${code}, so the calculator needs it`,
            );
          this.addWatchFile(path);
          return path.startsWith(MODULE_LANG) ? mergedLanguageText(REPOSITORY, code) : readFileSync(path, "utf8");
        });
        for (const source of languageSources(REPOSITORY, code)) this.addWatchFile(join(REPOSITORY, source));
        const global = `IndieDice_lang_${code.replace(/\W/g, "_")}`;
        const words = { module: pageMessages(module!, { lazy: true }), calculator: JSON.parse(calculator!) as unknown };
        const source = `window.${global} = ${JSON.stringify(words)};\n`;
        const fileName = hashedAsset(`lang-${code}`, source);
        this.emitFile({ type: "asset", fileName, source });
        scripts[code] = { url: `./${fileName}`, global };
      }
      return `export default ${JSON.stringify(scripts)};`;
    },
  };
}

/** An emitted script's file name, `assets/<name>-<hash>.js`: its content's hash, as Vite names its own chunks. */
function hashedAsset(name: string, source: string): string {
  return `assets/${name}-${createHash("sha256").update(source).digest("base64url").slice(0, 8)}.js`;
}

/** A template without its Handlebars comments (`{{!-- … --}}`, `{{! … }}`): the page ships no note to its readers. */
function withoutComments(source: string): string {
  return source.replace(/\{\{!--[\s\S]*?--\}\}|\{\{![^}]*\}\}/g, "");
}
