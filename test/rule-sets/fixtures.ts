/**
 * Each built-in rule set's fixtures for the shared tests, exported by its own tests (test/rule-sets/<id>/fixtures.ts)
 * and found by folder (gather-fixtures.ts): the shared tests look a rule set's up by id and name none.
 * test/rule-sets/fixtures.test.ts holds this list to the registered rule sets.
 */
import type { RuleSetId } from "../../src/core/rule-set-types";
import type { RuleSetDialogFixtures } from "../ui/dialogs/fixtures";
import type { RuleSetTestFixtures } from "./fixture-types";
import { must } from "../kit";
import { gatherByFolder } from "./gather-fixtures";

/** In the order the rule sets are registered. */
export const RULE_SET_FIXTURES: readonly RuleSetTestFixtures[] =
  await gatherByFolder<RuleSetTestFixtures>("fixtures.ts");

/** The built-in rule sets in their order, as their fixtures are gathered here (the shared tests' list of them). */
export const BUILT_IN_RULE_SETS: readonly RuleSetId[] = RULE_SET_FIXTURES.map((fixtures) => fixtures.ruleSet);

/** The fixtures of this rule set, which every built-in rule set exports. */
export function ruleSetFixtures(ruleSet: RuleSetId): RuleSetTestFixtures {
  return must(
    RULE_SET_FIXTURES.find((fixtures) => fixtures.ruleSet === ruleSet),
    `${ruleSet}'s test fixtures (test/rule-sets/${ruleSet}/fixtures.ts)`,
  );
}

/** The dialog fixtures of this rule set. */
export function dialogFixtures(ruleSet: RuleSetId): RuleSetDialogFixtures {
  return ruleSetFixtures(ruleSet).dialog;
}
