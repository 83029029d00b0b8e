// `npm run package`: zips the built dist/ into release/indie-dice.zip — exactly the installable folder, with
// module.json at the zip's root — and writes release/module.json beside it (the manifest URL's target).
// Run `npm run build` first. Source maps stay out (module.json references none), and so does the bundle's pointer to
// one. Entries are sorted and dated 1980-01-01, so the same dist/ gives the same zip byte for byte.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { Buffer } from "node:buffer";
import { join, relative, sep } from "node:path";
import { zipSync } from "fflate";
import { ZIP_NAME } from "./release-manifest.mjs";

const root = new URL("..", import.meta.url).pathname;
const dist = join(root, "dist");
const out = join(root, "release");

/** Every file under a folder, as paths relative to dist/ with forward slashes. */
function filesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

/** What Foundry loads: module.json, what it names (bundles, styles, languages, packs, license) and the templates. */
function installableFiles(manifest) {
  const named = [
    "module.json",
    ...(manifest.esmodules ?? []),
    ...(manifest.styles ?? []).map((style) => (typeof style === "string" ? style : style.src)),
    ...(manifest.languages ?? []).map((language) => language.path),
    ...(manifest.license && !/^https?:/.test(manifest.license) ? [manifest.license] : []),
  ];
  // LevelDB's LOCK and info LOG are recreated when Foundry opens a pack; leaving them out keeps the zip reproducible.
  const packFiles = (manifest.packs ?? [])
    .flatMap((pack) => filesUnder(join(dist, pack.path)))
    .filter((file) => !/\/(LOCK|LOG|LOG\.old)$/.test(file));
  // Templates are loaded by the bundle at run time (`modules/indie-dice/templates/...`), not named in module.json,
  // and so are the chunks the bundle imports (scripts/*.mjs beside it: the shared code and the card chunk).
  const templates = existsSync(join(dist, "templates")) ? filesUnder(join(dist, "templates")) : [];
  const chunks = filesUnder(join(dist, "scripts")).filter((file) => file.endsWith(".mjs"));
  return [...new Set([...named, ...packFiles, ...templates, ...chunks])].sort();
}

if (!existsSync(join(dist, "module.json"))) throw new Error("dist/ is not built: run `npm run build` first");
const manifest = JSON.parse(readFileSync(join(dist, "module.json"), "utf8"));
for (const pack of manifest.packs ?? []) {
  if (!existsSync(join(dist, pack.path, "CURRENT")))
    throw new Error(`${pack.path} is not packed: run \`npm run build\``);
}
const mtime = new Date(1980, 0, 1);
const entries = {};
for (const file of installableFiles(manifest)) {
  let bytes = readFileSync(join(dist, file));
  if (file.endsWith(".mjs")) {
    bytes = Buffer.from(bytes.toString("utf8").replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, "\n"));
  }
  entries[file] = [bytes, { mtime }];
}
mkdirSync(out, { recursive: true });
writeFileSync(join(out, ZIP_NAME), zipSync(entries, { level: 9 }));
writeFileSync(join(out, "module.json"), readFileSync(join(dist, "module.json")));
console.log(
  `release/${ZIP_NAME} (${Object.keys(entries).length} files) and release/module.json: indie-dice ${manifest.version}`,
);
