// Completes dist/ after `vite build`: the release manifest (version and URLs from package.json), the LICENSE, the
// module's static folders, the card kinds' and rule sets' own templates and style sheets served beside them
// (scripts/module-assets.mjs) and each language's words merged from lang/, the rule sets' own and the game systems'
// (scripts/lang-files.mjs), at the path module.json's `languages` give. The compendia are packed into dist/packs
// afterwards by `npm run build:packs`.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { mergedLanguageText } from "./lang-files.mjs";
import { servedAsset, servedAssets } from "./module-assets.mjs";
import { releaseManifest } from "./release-manifest.mjs";

const ROOT = new URL("..", import.meta.url).pathname;

/**
 * Completes a built module in `dist` (by default dist/) from the sources at `root`: scripts/pack-test-kit.mjs
 * finishes its own build so. @param {string} root @param {string} dist
 */
export function finishDist(root, dist) {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const manifest = releaseManifest(JSON.parse(readFileSync(join(root, "module.json"), "utf8")), pkg);

  writeFileSync(join(dist, "module.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  cpSync(join(root, "LICENSE"), join(dist, "LICENSE"));

  for (const folder of ["lang", "templates", "styles"]) {
    if (existsSync(join(root, folder))) cpSync(join(root, folder), join(dist, folder), { recursive: true });
  }
  for (const served of servedAssets(root)) {
    mkdirSync(dirname(join(dist, served)), { recursive: true });
    writeFileSync(join(dist, served), /** @type {string} */ (servedAsset(root, served)));
  }
  for (const { lang, path } of manifest.languages) writeFileSync(join(dist, path), mergedLanguageText(root, lang));
  return pkg.version;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`dist/ ready: indie-dice ${finishDist(ROOT, join(ROOT, "dist"))}`);
}
