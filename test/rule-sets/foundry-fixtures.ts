/**
 * Each built-in rule set's fixtures for the shared tests of the Foundry layer, exported by its own tests
 * (test/rule-sets/<id>/foundry/fixtures.ts), one line each as src/rule-sets/built-in.ts registers the rule sets.
 * test/rule-sets/fixtures.test.ts holds this list to the registered rule sets.
 */
import type { RuleSetFoundryFixtures } from "./foundry-fixture-types";
import { kaiserFoundryFixtures } from "./kaiser/foundry/fixtures";
import { kingdomsFoundryFixtures } from "./kingdoms/foundry/fixtures";
import { kleptoFoundryFixtures } from "./klepto/foundry/fixtures";
import { ogsFoundryFixtures } from "./ogs/foundry/fixtures";
import { oldeFoundryFixtures } from "./olde/foundry/fixtures";

/** In the order the rule sets are registered. */
export const RULE_SET_FOUNDRY_FIXTURES: readonly RuleSetFoundryFixtures[] = [kaiserFoundryFixtures, ogsFoundryFixtures, kingdomsFoundryFixtures, kleptoFoundryFixtures, oldeFoundryFixtures];
