/**
 * Each built-in rule set's fixtures for the shared tests of the Foundry layer, exported by its own tests
 * (test/rule-sets/<id>/foundry/fixtures.ts), found by folder (gather-fixtures.ts).
 * test/rule-sets/fixtures.test.ts holds this list to the registered rule sets.
 */
import type { RuleSetFoundryFixtures } from "./foundry-fixture-types";
import { gatherByFolder } from "./gather-fixtures";

/** In the order the rule sets are registered. */
export const RULE_SET_FOUNDRY_FIXTURES: readonly RuleSetFoundryFixtures[] =
  await gatherByFolder<RuleSetFoundryFixtures>("foundry/fixtures.ts");
