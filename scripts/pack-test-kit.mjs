// @ts-check
// Packs beside Indie Dice's declarations (dist/types, the package indie-dice-types) what a module's own tests run
// Indie Dice with, so that a copy of an example (examples/toy-system/README.md) needs no clone of Indie Dice:
// - double/index.mjs: the Foundry double (foundry-double/), one ES module for Node; happy-dom, which the test's
//   environment brings, stays the test's;
// - module/: Indie Dice built as Foundry installs it (module.json, scripts, lang, templates, styles), without its
//   compendia, which the double does not open.
// `npm run build:module` packs into dist/types from the dist/ it built; Indie Dice's own test run of the examples
// packs a fresh build of the sources into a folder of its own (test/setup/example-kit.ts).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build as esbuild } from "esbuild";
import { build as vite } from "vite";
import { finishDist } from "./finish-dist.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** What of a built dist/ the double does not load: the declarations, the compendia. */
const NOT_THE_MODULE = /^(types|packs)$/;

/** The double as one ES module: its CommonJS dependency (Handlebars) asks for `require`, given here. */
async function packDouble(/** @type {string} */ root, /** @type {string} */ out) {
  await esbuild({
    entryPoints: [join(root, "foundry-double/index.ts")],
    outfile: join(out, "double/index.mjs"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "es2022",
    external: ["happy-dom"],
    banner: { js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);' },
    logLevel: "warning",
  });
}

/** The built module in `dist` copied to `out`/module, but for NOT_THE_MODULE. */
function copyModule(/** @type {string} */ dist, /** @type {string} */ out) {
  rmSync(join(out, "module"), { recursive: true, force: true });
  // Entry by entry: dist/types, where the copy goes, is inside dist/.
  for (const entry of readdirSync(dist).filter((name) => !NOT_THE_MODULE.test(name))) {
    cpSync(join(dist, entry), join(out, "module", entry), { recursive: true });
  }
}

/**
 * Packs the double and the module into `out`: the module from `dist` when given (already built), else built here
 * from the sources at `root`. @param {{ root?: string, out: string, dist?: string }} options
 */
export async function packTestKit({ root = ROOT, out, dist }) {
  mkdirSync(out, { recursive: true });
  await packDouble(root, out);
  if (dist !== undefined) return copyModule(dist, out);
  const built = mkdtempSync(join(out, "build-"));
  try {
    await vite({
      configFile: join(root, "vite.config.ts"),
      root,
      logLevel: "warn",
      build: { outDir: built },
    });
    finishDist(root, built);
    copyModule(built, out);
  } finally {
    rmSync(built, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = join(ROOT, "dist");
  if (!existsSync(join(dist, "module.json"))) throw new Error("dist/ is not built: run `npm run build:module`");
  await packTestKit({ out: join(dist, "types"), dist });
  console.log("dist/types/ holds the Foundry double (double/) and the built module (module/)");
}
