import { existsSync, readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { languageFiles } from "./scripts/lang-files.mjs";

/**
 * The main suite, as projects (`npm test` and `npm run test:full` run them, scripts/test.mjs; `vitest run --project
 * dom`, or a path, runs a part):
 * - "core": test/core and each card kind's and rule set's test/{card-kinds,rule-sets}/<id>/core, with coverage in the
 *   full run (the threshold is on src/core and the card kinds' and rule sets' core), but for the heavy files;
 * - "heavy": the sampling, fuzzing and brute-force files, whose hot loops coverage would slow (full run only);
 * - "package": the release zip's test, which builds dist/ when it is missing (full run only: about 5 s of a fresh
 *   clone's first `npm test`, whose other files never need a build), and the example modules' copies outside the
 *   repository built and tested (test/release/example-copy.test.ts), on the declarations the build makes;
 * - "pure": the view models' tests (test/ui and the card kinds', rule sets' and systems' ui, in Node);
 * - "node": test/foundry, the card kinds', rule sets' and systems' foundry and test/release, in Node;
 * - "tooling", "tooling-dom": the tools' own tests, the lint scripts' and the Foundry double's self-test (full run
 *   only; TOOLING);
 * - "dom": the files that declare `@vitest-environment happy-dom` (dialogs, chat logs, cards in a DOM);
 * - "node-v14", "dom-v14": the adapter tests and the macros' tests again, against the Foundry double's v14 profile
 *   (full run only);
 * - "rule-sets", "rule-sets-v14": the example rule set run from its source;
 * - "examples", "examples-v14": the example modules' tests (examples/<id>/test), on the built scripts, isolated;
 * - "registering", "registering-v14": the files that register a module's rule set through the hook for good
 *   (REGISTERS_FOR_GOOD), isolated.
 * Measured on two cores, what made it fast:
 * - no isolation per file: pure core and ui tests share no state, and the adapter tests install a fresh Foundry
 *   double (and Indie Dice) before every test and remove it after, so re-importing every module for each of the
 *   125 files only cost time;
 * - one worker per run, taking all of its files in a row: vitest hands a non-isolated single worker a whole
 *   batch only while the files share one project and environment, and started a worker of its own for each of
 *   the 21 happy-dom files (~0.6 s each) when they were mixed with Node files;
 * - no second worker in a run: vitest's main process (transforms, coverage) keeps the second core busy, and a
 *   second worker made the run slower, not faster; two vitest runs side by side (scripts/test.mjs) use both cores;
 * - the Foundry double keeps one AsyncLocalStorage for its clients and turns it off between tests: Node 20 walks
 *   every storage that ever ran on each new promise, and one per install had made the adapter tests 40 % slower.
 */
const TEST_FILE = /\.test\.ts$/;
const allTests = readdirSync("test", { recursive: true, encoding: "utf8" })
  .map((path) => `test/${path.replaceAll("\\", "/")}`)
  .filter((path) => TEST_FILE.test(path) && !path.startsWith("test/e2e/"));
const usesDom = (path: string) => /@vitest-environment happy-dom/.test(readFileSync(path, "utf8").slice(0, 4000));
/**
 * Sampling, fuzzing and brute force: each runs the real code tens of thousands of times, which coverage slows
 * tenfold (the contest chances' brute force: 3 s a case without it, 48 s with it). A brute-force part of a file whose
 * other tests are the only ones to cover some code gets a file of its own here (contest-chances-brute-force). The
 * adapter's fuzz (5,000 formulas through the Foundry double's parser) is one too: the full run has it in both
 * profiles, here (v13) and in node-v14.
 */
const HEAVY = new RegExp(
  `^test/(${[
    String.raw`card-kinds/contest/core/(joint-contest-(brute-force|sampling)|contest-chances-brute-force)`,
    String.raw`core/formula/pools`,
    String.raw`core/contests/(joint-contest-(brute-force|sampling)|contest-chances-brute-force)`,
    String.raw`core/(notation-fuzz|hostile-inputs)`,
    String.raw`core/formula/formula-(brute-force|sampling)`,
    String.raw`foundry/dice/notation-fuzz`,
    String.raw`rule-sets/[a-z]+/core/(sampling|statistics|odds-brute-force)`,
    String.raw`rule-sets/klepto/core/odds`,
  ].join("|")})\\.test\\.ts$`,
);

/**
 * A rule set's tests sit in test/rule-sets/<id>/{core,ui,foundry}, shaped as its code in src/rule-sets/<id>/: each
 * layer's files join that layer's project. A folder there with no rule set of that id in src/rule-sets is the toy
 * rule set's proof (docs/architecture.md "Adding a rule set"): it registers a sixth rule set for good, so it runs in a
 * project of its own, where no other project's file meets it. Its files share their worker (each imports the one
 * registration, test/rule-sets/coins/index.ts, which runs once): isolated, each had imported the module anew, 7 s
 * of CPU in all.
 */
const RULE_SET_TEST = /^test\/rule-sets\/([^/]+)\/(?:(core|ui|foundry)\/)?/;
const isToy = (path: string) => {
  const id = RULE_SET_TEST.exec(path)?.[1];
  return id !== undefined && !existsSync(`src/rule-sets/${id}`);
};
/**
 * A game system's adapter's tests, in test/systems/<id>/{core,ui,foundry} as its code in src/systems/<id>/, and a
 * card kind's, in test/card-kinds/<kind>/{core,ui,foundry} as its code in src/card-kinds/<kind>/.
 */
const SYSTEM_TEST = /^test\/(?:systems|card-kinds)\/[^/]+\/(core|ui|foundry)\//;
/**
 * The layer a test file is about: its top folder under test/, or its folder under a rule set's, a system's or a card
 * kind's.
 */
const layerOf = (path: string) => RULE_SET_TEST.exec(path)?.[2] ?? SYSTEM_TEST.exec(path)?.[1] ?? path.split("/")[1];
const toyTests = allTests.filter(isToy);
/**
 * An example module's own tests (examples/<id>/test/): they build Indie Dice and the example and run both built
 * scripts in the Foundry double, as Foundry loads them — nothing of src/ is imported, so no setup file registers the
 * rule sets; isolated, since each page's scripts register for the process.
 */
const exampleTests = readdirSync("examples", { recursive: true, encoding: "utf8" })
  .map((path) => `examples/${path.replaceAll("\\", "/")}`)
  .filter(
    (path) =>
      TEST_FILE.test(path) && path.includes("/test/") && !path.includes("/dist/") && !path.includes("/node_modules/"),
  );
/**
 * The files that register a module's rule set through the hook and keep it (a module's own card kinds, one of them
 * failing to start): the registries hold it for the process, so every file after it in a shared worker would start
 * those kinds with its card chunk and hear the failing one's error. Each runs isolated, in a project of its own.
 */
const REGISTERS_FOR_GOOD = ["test/foundry/cards/card-framework.test.ts", "test/foundry/cards/card-kind-list.test.ts"];
/**
 * The tools' own tests: the lint scripts' (test/scripts) and the Foundry double's self-test against Foundry's and the
 * systems' code (test/foundry/double-selftest). They check what the module's tests stand on, not the module, and
 * change only with the tools: the full run has them (projects tooling and tooling-dom), `npm test` not — about 18
 * CPU-s of its budget (2026-11-29). A change to the double or a script runs them: `npm test -- --project tooling`.
 */
const TOOLING = /^test\/(scripts|foundry\/double-selftest)\//;
const ownTests = allTests.filter((path) => !isToy(path) && !REGISTERS_FOR_GOOD.includes(path) && !TOOLING.test(path));
const toolingTests = allTests.filter((path) => TOOLING.test(path));

const coreTests = ownTests.filter((path) => layerOf(path) === "core" && !HEAVY.test(path));
const heavyTests = ownTests.filter((path) => HEAVY.test(path));
const PACKAGE_TESTS = ["test/release/package.test.ts", "test/release/example-copy.test.ts"];
const domTests = ownTests.filter((path) => usesDom(path));
/**
 * `npm test`'s two runs end together when the happy-dom files the Node run has time for run in it, after its own
 * files: D&D 5e's dialogs (about 3 s). Measured on two cores (2026-11-29): the happy-dom run had ended 9 s after the
 * Node run, one core idle meanwhile; with Pathfinder 2e's dialogs moved too, the Node run ended 4–8 s after the other.
 * The full run keeps every happy-dom file in project dom.
 */
const DOM_BESIDE = /^test\/systems\/dnd5e\//;

const pureTests = ownTests.filter((path) => layerOf(path) === "ui" && !usesDom(path));
const nodeTests = ownTests.filter(
  (path) =>
    layerOf(path) !== "core" &&
    layerOf(path) !== "ui" &&
    !usesDom(path) &&
    !HEAVY.test(path) &&
    !PACKAGE_TESTS.includes(path),
);

/**
 * The tests that run the module in the Foundry double — test/foundry's (but the double's own self-test), the rule
 * sets', systems' and card kinds' foundry layers', and the compendium macros' — run again
 * against its v14 profile (foundry-double/profile.ts). The other release tests read files and build the zip:
 * nothing in them depends on Foundry's version (and two zips built at once would race).
 */
const onBothGenerations = (path: string) =>
  (path.startsWith("test/foundry/") && !path.startsWith("test/foundry/double-selftest/")) ||
  /^test\/(rule-sets|systems|card-kinds)\/[^/]+\/foundry\//.test(path) ||
  /^test\/release\/(group-)?macros?\.test\.ts$/.test(path);
const V14 = { FOUNDRY_GENERATION: "14" };

/**
 * What each project sets up besides the root's files (vitest adds a project's to the root's): the rule sets
 * registered with every layer — after the Foundry double's classes their Roll and window classes extend
 * (test/setup/foundry-classes.ts, which rule-sets.ts imports first) — or with the core alone for the core's tests.
 */
const RULE_SETS_SETUP = ["test/setup/rule-sets.ts"];
const CORE_RULE_SETS_SETUP = ["test/setup/core-rule-sets.ts"];

const project = (
  name: string,
  include: string[],
  groupOrder: number,
  env: Record<string, string> = {},
  isolate = false,
  setupFiles = RULE_SETS_SETUP,
  globalSetup: string[] = [],
) => ({
  extends: true as const,
  test: { name, include, sequence: { groupOrder }, env, isolate, setupFiles, globalSetup },
});
/** The examples' projects pack the double and the module their tests run on, fresh (test/setup/example-kit.ts). */
const EXAMPLE_KIT = ["test/setup/example-kit.ts"];

export default defineConfig({
  // A test reads lang/<code>.json as Foundry does: with the rule sets' and game systems' own words merged in
  // (scripts/lang-files.mjs).
  plugins: [languageFiles(import.meta.dirname)],
  test: {
    setupFiles: [
      "test/setup/fast-check-seed.ts",
      "test/setup/console-guard.ts",
      "test/setup/english-errors.ts",
      "test/setup/world-dice.ts",
    ],
    pool: "threads",
    isolate: false,
    maxWorkers: 1,
    // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache, keyed by content), so a run
    // after the first transforms only what changed: about 8 s less per `npm test` here.
    experimental: { fsModuleCache: true },
    // A guard against a hung test, not a speed check: timing belongs in `npm run bench`.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      project("core", coreTests, 0, {}, false, CORE_RULE_SETS_SETUP),
      // `npm test`'s view models' and Node adapter files in one worker (pure and node, which the full run keeps apart).
      project("units", [...pureTests, ...nodeTests], 1),
      project("heavy", heavyTests, 1),
      project("pure", pureTests, 1),
      project("node", nodeTests, 1),
      project("package", PACKAGE_TESTS, 1),
      project("dom", domTests, 2),
      // `npm test`'s happy-dom files, in two runs side by side (DOM_BESIDE).
      project(
        "dom-streamed",
        domTests.filter((path) => !DOM_BESIDE.test(path)),
        2,
      ),
      project(
        "dom-beside",
        domTests.filter((path) => DOM_BESIDE.test(path)),
        2,
      ),
      project(
        "tooling",
        toolingTests.filter((path) => !usesDom(path)),
        1,
      ),
      project("tooling-dom", toolingTests.filter(usesDom), 2),
      project("node-v14", [...nodeTests, ...heavyTests].filter(onBothGenerations), 3, V14),
      project("dom-v14", domTests.filter(onBothGenerations), 4, V14),
      project("rule-sets", toyTests, 5),
      project("rule-sets-v14", toyTests, 6, V14),
      project("examples", exampleTests, 7, {}, true, [], EXAMPLE_KIT),
      project("examples-v14", exampleTests, 8, V14, true, [], EXAMPLE_KIT),
      project("registering", REGISTERS_FOR_GOOD, 9, {}, true),
      project("registering-v14", REGISTERS_FOR_GOOD, 10, V14, true),
    ],
    coverage: {
      provider: "v8",
      include: ["src/core/**/*.ts", "src/card-kinds/*/core/**/*.ts", "src/rule-sets/*/core/**/*.ts"],
      // Kept off the terminal so the run ends on vitest's own summary line; `npm run coverage` prints the table.
      reporter: ["json-summary"],
      thresholds: { lines: 95 },
    },
  },
});
