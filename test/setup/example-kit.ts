/**
 * The example modules' projects' global setup (vitest.config.ts "examples"): what the package indie-dice-types packs
 * for a module's tests — the Foundry double and the built module (scripts/pack-test-kit.mjs) — packed fresh from
 * the sources for this run, and named to the examples' tests (examples/toy-system/test/indie-dice-kit.ts), so that
 * they run on this tree's code, never on a dist/ built before it.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { packTestKit } from "../../scripts/pack-test-kit.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    indieDiceTypes?: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  // Under node_modules: vitest loads the double there as Node does, untransformed.
  const cache = join(import.meta.dirname, "../../node_modules/.cache");
  mkdirSync(cache, { recursive: true });
  const out = mkdtempSync(join(cache, "indie-dice-types-"));
  await packTestKit({ out });
  project.provide("indieDiceTypes", out);
  return () => rmSync(out, { recursive: true, force: true });
}
