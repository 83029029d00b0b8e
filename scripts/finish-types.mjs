// Makes dist/types, the declarations `tsc -b types/tsconfig.json` wrote, the package `indie-dice-types`: the types a
// rule set's module builds with, by name (docs/rule-set-authors.md "Types: the package indie-dice-types").
// - src's own declaration files (src/foundry/foundry-config.d.ts: the hooks, the API on the module), which tsc does
//   not copy;
// - index.d.ts, the package's entry: types/index.ts's names, and a reference to every declaration file that adds to
//   another by declaration merging (the five rule sets' types, the settings, the hooks), which a program reading
//   the package would otherwise never open, as no import leads to them;
// - package.json, with this package's version.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const types = join(root, "dist/types");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const FOUNDRY_TYPES = "@league-of-foundry-developers/foundry-vtt-types";

/** The declaration files under a folder, as paths relative to it with forward slashes. */
const declarationsUnder = (folder) =>
  readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".d.ts"))
    .map((path) => path.split(sep).join("/"))
    .sort();

/** Writes a file only when its text changes: a build that changed nothing leaves the package as it was. */
function write(path, text) {
  if (!existsSync(path) || readFileSync(path, "utf8") !== text) writeFileSync(path, text);
}

for (const file of declarationsUnder(join(root, "src")))
  write(join(types, "src", file), readFileSync(join(root, "src", file), "utf8"));

const merging = declarationsUnder(join(types, "src")).filter((file) =>
  /^declare (global|module) /m.test(readFileSync(join(types, "src", file), "utf8")),
);
const entry = [
  `// indie-dice-types ${pkg.version}: Indie Dice's types for a module that adds a rule set ` +
    `(docs/rule-set-authors.md) or a game system's adapter (docs/systems.md).`,
  `/// <reference types="${FOUNDRY_TYPES}" />`,
  ...merging.map((file) => `/// <reference path="./src/${file}" />`),
  `export type * from "./types/index";`,
  "",
].join("\n");
write(join(types, "index.d.ts"), entry);

const manifest = {
  name: "indie-dice-types",
  version: pkg.version,
  description:
    "Indie Dice's types for a Foundry VTT module that adds a rule set or a game system's " +
    "adapter: the kit, the descriptors, the adapter and the interfaces a rule set extends.",
  license: pkg.license,
  repository: pkg.repository,
  types: "./index.d.ts",
  // The declarations, not tsc's record of them (.tsbuildinfo); and what a module's tests run Indie Dice with, the
  // Foundry double and the built module, which `npm run build:module` packs here (scripts/pack-test-kit.mjs).
  files: ["index.d.ts", "src", "types", "double", "module"],
  peerDependencies: { [FOUNDRY_TYPES]: pkg.devDependencies[FOUNDRY_TYPES] },
};
write(join(types, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `${relative(root, types)}/ ready: indie-dice-types ${pkg.version}, ${merging.length} files merging into others`,
);
