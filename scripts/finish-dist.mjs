// Completes dist/ after `vite build`: the manifest with the package version, and the module's static folders.
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const dist = join(root, "dist");
const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const manifest = JSON.parse(readFileSync(join(root, "module.json"), "utf8"));

manifest.version = version;
writeFileSync(join(dist, "module.json"), `${JSON.stringify(manifest, null, 2)}\n`);

for (const folder of ["lang", "templates", "styles"]) {
  if (existsSync(join(root, folder))) cpSync(join(root, folder), join(dist, folder), { recursive: true });
}
// Compendia (when there are any) are packed from packs/_source into packs/<name>; only the packed LevelDB goes out.
if (existsSync(join(root, "packs"))) {
  cpSync(join(root, "packs"), join(dist, "packs"), {
    recursive: true,
    filter: (source) => !source.includes("_source"),
  });
}
console.log(`dist/ ready: indie-dice ${version}`);
