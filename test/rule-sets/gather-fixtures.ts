/**
 * Each built-in rule set's fixtures for the shared tests, found by folder: its own tests export them from
 * test/rule-sets/<id>/fixtures.ts (and foundry/fixtures.ts), each file one export, and the gatherers
 * (test/rule-sets/fixtures.ts, foundry-fixtures.ts) import every such file there is. So a sixth rule set adds its
 * files and no line here; test/rule-sets/fixtures.test.ts holds what is gathered to the registered rule sets, both
 * ways. The folders are read when the tests run, not by Vite's `import.meta.glob`: vitest keeps a transformed file by
 * its content (vitest.config.ts `fsModuleCache`), and the glob's expansion was kept with it — a folder added or removed
 * went unseen until the gatherer itself changed.
 */
import { existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { RuleSetId } from "../../src/core/rule-set-types";
import { RULE_SET_IDS } from "../../src/core/rule-sets";

const RULE_SET_TESTS = dirname(fileURLToPath(import.meta.url));

/**
 * The one export of each folder's `file`, in the order the rule sets are registered; a folder of no registered rule
 * set comes last, where the test of the gathered list fails on it. A file's fixtures must name its folder's rule set.
 */
export async function gatherByFolder<T extends { readonly ruleSet: RuleSetId }>(file: string): Promise<readonly T[]> {
  const folders = readdirSync(RULE_SET_TESTS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(RULE_SET_TESTS, entry.name, file)))
    .map((entry) => entry.name);
  const gathered = await Promise.all(folders.map((folder) => ownFixtures<T>(folder, file)));
  const position = (fixtures: T) =>
    RULE_SET_IDS.includes(fixtures.ruleSet) ? RULE_SET_IDS.indexOf(fixtures.ruleSet) : RULE_SET_IDS.length;
  return gathered.sort((a, b) => position(a) - position(b));
}

async function ownFixtures<T extends { readonly ruleSet: RuleSetId }>(folder: string, file: string): Promise<T> {
  const path = `test/rule-sets/${folder}/${file}`;
  const exports: Readonly<Record<string, T>> = await import(
    /* @vite-ignore */ pathToFileURL(join(RULE_SET_TESTS, folder, file)).href
  );
  const [fixtures, ...more] = Object.values(exports);
  if (fixtures === undefined || more.length > 0)
    throw new Error(
      `${path} exports its rule set's fixtures, one export, not ${more.length + (fixtures === undefined ? 0 : 1)}`,
    );
  if (fixtures.ruleSet !== folder)
    throw new Error(`${path} holds the fixtures of ${fixtures.ruleSet}, not of ${folder}`);
  return fixtures;
}
