/**
 * Builds the example module into a folder Foundry installs as it is (`npm run build:example`, and `npm run build`
 * after Indie Dice): module.json, lang/ and its one script, one ES module, at the path module.json's `esmodules`
 * names — the one place its name is written (README "Renaming it"). The script imports nothing of Indie Dice: its
 * imports of Indie Dice's source are types only, erased here.
 */
import { cpSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const HERE = dirname(fileURLToPath(import.meta.url));

/** The module's id and its script's path, as its manifest gives them: what Foundry loads, and nothing else. */
export function manifest(): { id: string; script: string } {
  const { id, esmodules } = JSON.parse(readFileSync(join(HERE, "module.json"), "utf8")) as {
    id: string;
    esmodules: [string];
  };
  return { id, script: esmodules[0] };
}

/** Builds the module into `outDir` (default examples/toy-system/dist). */
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
      lib: { entry: join(HERE, "src/module.ts"), formats: ["es"], fileName: () => manifest().script },
      rolldownOptions: { output: { minify: true } },
    },
  });
  mkdirSync(outDir, { recursive: true });
  for (const file of ["module.json", "LICENSE"]) cpSync(join(HERE, file), join(outDir, file));
  cpSync(join(HERE, "lang"), join(outDir, "lang"), { recursive: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildExample();
