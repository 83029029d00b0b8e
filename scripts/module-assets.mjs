// @ts-check
/**
 * The module's templates and style sheets as Foundry reads them (docs/architecture.md "Around the code"): a card
 * kind keeps its own in its folder — src/card-kinds/<kind>/templates/ and styles/, a rule set's card kinds in
 * src/rule-sets/<id>/templates/ and styles/ — below the path the module serves them at, so a template is served at
 * `templates/<path>` from whichever one folder holds it, and a style sheet `styles/<name>.css` is the shared file
 * with each folder's own part of it — the card kinds' (by name), then the rule sets' (by id) — where the shared file
 * says (its `@plug-ins` comment: the sheet's author places the parts in its cascade), else after it. The build writes
 * them so into dist/ (scripts/finish-dist.mjs), where module.json's `styles` and the bundle's template paths point;
 * the Foundry double, the tests, the playground and the calculator read them through `servedAsset` or
 * `moduleAssets` (a Vite plugin), so every reader sees the files Foundry does. A template two folders both give is
 * an error naming both.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

/** The folders whose plug-ins may hold templates and styles of their own, in the order their styles are appended. */
const PLUG_IN_ROOTS = ["src/card-kinds", "src/rule-sets"];

/** Each plug-in's folder relative to `root`: the card kinds by name, then the rule sets by id. @param {string} root */
export function plugInFolders(root) {
  return PLUG_IN_ROOTS.flatMap((folder) =>
    existsSync(join(root, folder))
      ? readdirSync(join(root, folder), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${folder}/${entry.name}`)
          .sort()
      : [],
  );
}

/** The comment in a shared style sheet that the plug-ins' parts of it replace. */
const PLUG_INS_HERE = /\/\* @plug-ins\b[\s\S]*?\*\/\n?/;

/** A served path's kind: a template or a style sheet, else undefined. @param {string} served */
const assetKind = (served) =>
  /^templates\/.+\.hbs$/.test(served) ? "template" : /^styles\/[^/]+\.css$/.test(served) ? "style" : undefined;

/**
 * The files a served path is made of, relative to `root`: a template's one file, a style sheet's shared file and each
 * plug-in's part, in cascade order. Throws when two folders give the same template.
 * @param {string} root @param {string} served @returns {string[]}
 */
export function assetSources(root, served) {
  const sources = [served, ...plugInFolders(root).map((folder) => `${folder}/${served}`)].filter((path) =>
    existsSync(join(root, path)),
  );
  if (assetKind(served) === "template" && sources.length > 1)
    throw new Error(`${served} is given twice: ${sources.join(" and ")}`);
  return sources;
}

/**
 * A served template's or style sheet's text, or undefined when no file makes it. @param {string} root @param {string}
 * served
 */
export function servedAsset(root, served) {
  if (assetKind(served) === undefined) return undefined;
  const sources = assetSources(root, served);
  if (sources.length === 0) return undefined;
  const [first, ...rest] = sources.map((path) => readFileSync(join(root, path), "utf8"));
  if (!existsSync(join(root, served))) return [first, ...rest].join("\n");
  const parts = rest.join("\n");
  const shared = /** @type {string} */ (first);
  return PLUG_INS_HERE.test(shared)
    ? shared.replace(PLUG_INS_HERE, () => (parts ? `${parts}\n` : ""))
    : [shared, ...rest].join("\n");
}

/**
 * Every served template and style sheet (`templates/…`, `styles/…`), sorted. @param {string} root @returns {string[]}
 */
export function servedAssets(root) {
  const found = new Set();
  for (const base of ["", ...plugInFolders(root).map((folder) => `${folder}/`)]) {
    for (const top of ["templates", "styles"]) {
      const folder = join(root, base, top);
      if (!existsSync(folder)) continue;
      for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
        if (!entry.isFile()) continue;
        const served = relative(join(root, base), join(entry.parentPath, entry.name)).replaceAll("\\", "/");
        if (assetKind(served)) found.add(served);
      }
    }
  }
  return [...found].sort();
}

/**
 * The served path of a file under `root`'s own templates/ or styles/ (a query such as `?raw` aside), or undefined.
 * @param {string} root @param {string} path
 */
export function servedPath(root, path) {
  const served = relative(root, path.split("?")[0] ?? "").replaceAll("\\", "/");
  return assetKind(served) ? served : undefined;
}

/**
 * A Vite plugin: an import of styles/<name>.css under `root` reads it as served, with its plug-ins' parts, and a
 * change to any of its sources reloads it. @param {string} root
 * @returns {import("vite").Plugin}
 */
export function moduleAssets(root) {
  return {
    name: "indie-dice-module-assets",
    enforce: "pre",
    resolveId(source, importer) {
      // A sheet no shared file starts: made of the plug-ins' parts alone.
      if (!importer || !source.endsWith(".css") || !source.startsWith(".")) return null;
      const path = join(dirname(importer.split("?")[0] ?? ""), source);
      const served = servedPath(root, path);
      return served !== undefined && !existsSync(path) && assetSources(root, served).length > 0 ? path : null;
    },
    load(id) {
      const served = id.startsWith("\0") ? undefined : servedPath(root, id);
      // A template is imported from the folder that holds it; only a style sheet is made of several files.
      if (served === undefined || !served.endsWith(".css") || assetSources(root, served).join() === served) return null;
      for (const path of assetSources(root, served)) this.addWatchFile(join(root, path));
      const text = /** @type {string} */ (servedAsset(root, served));
      return id.endsWith("?raw") ? `export default ${JSON.stringify(text)};` : text;
    },
  };
}
