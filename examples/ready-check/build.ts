/**
 * Builds the example module into a folder Foundry installs as it is (`npm run build:example`, and `npm run build`
 * after Indie Dice): module.json, lang/, templates/ and scripts/ready-check.mjs. The script imports nothing of Indie
 * Dice: its imports of Indie Dice's source are types only, erased here.
 */
import { cpSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const HERE = dirname(fileURLToPath(import.meta.url));

/** Builds the module into `outDir` (default examples/ready-check/dist). */
export async function buildExample(outDir = join(HERE, "dist")): Promise<void> {
  await build({
    configFile: false,
    root: HERE,
    publicDir: false,
    logLevel: "warn",
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: true,
      target: "es2022",
      lib: { entry: join(HERE, "src/module.ts"), formats: ["es"], fileName: () => "scripts/ready-check.mjs" },
      rolldownOptions: { output: { minify: true } },
    },
  });
  mkdirSync(outDir, { recursive: true });
  for (const file of ["module.json", "LICENSE"]) cpSync(join(HERE, file), join(outDir, file));
  for (const folder of ["lang", "templates"]) cpSync(join(HERE, folder), join(outDir, folder), { recursive: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildExample();
