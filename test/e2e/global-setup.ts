/**
 * Builds the playground once for the whole end-to-end run (vitest.e2e.config.ts's globalSetup): each file then only
 * serves that build (test/e2e/serve.ts). Every file had built it anew, in the look FOUNDRY_PATH gives; a file that
 * asks for another look (the language sweep's windows in the playground's look under FOUNDRY_PATH, foundry-look)
 * still builds its own.
 */
import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { buildPlayground } from "./serve";

declare module "vitest" {
  export interface ProvidedContext {
    /** The playground built once for the run, and the FOUNDRY_PATH it was built with ("" when unset). */
    playgroundBuild: { outDir: string; foundryPath: string };
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const foundryPath = process.env.FOUNDRY_PATH ?? "";
  const outDir = await buildPlayground();
  project.provide("playgroundBuild", { outDir, foundryPath });
  return () => rmSync(outDir, { recursive: true, force: true });
}
