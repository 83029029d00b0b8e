import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** Indie Dice's own test run: the package indie-dice-types with a fresh build of its sources packed in. */
    indieDiceTypes?: string;
  }
}

/**
 * The package indie-dice-types, which packs beside Indie Dice's declarations what this module's test runs it with:
 * the Foundry double (double/index.mjs) and the built Indie Dice (module/). Installed in this folder's node_modules
 * (package.json); in Indie Dice's repository, its own test run packs a fresh one and names it. No clone of Indie
 * Dice is read.
 */
export function indieDiceTypes(): string {
  const folder =
    inject("indieDiceTypes") ?? join(dirname(fileURLToPath(import.meta.url)), "../node_modules/indie-dice-types");
  if (!existsSync(join(folder, "double/index.mjs")) || !existsSync(join(folder, "module/module.json")))
    throw new Error(
      `${folder} holds no Foundry double or built module: install an indie-dice-types that \`npm run build\` packed`,
    );
  return folder;
}
