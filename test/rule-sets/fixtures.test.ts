/**
 * The shared tests read each rule set's fixtures from its own tests (test/rule-sets/fixtures.ts,
 * test/rule-sets/foundry-fixtures.ts): a registered rule set whose fixtures are not gathered there would go untested
 * by them without a word, so the lists are held to the registered rule sets here, and each fixture to its folder.
 */
import { describe, expect, it } from "vitest";
import { RULE_SET_IDS } from "../../src/core/rule-sets";
import { RULE_SET_FIXTURES } from "./fixtures";
import { RULE_SET_FOUNDRY_FIXTURES } from "./foundry-fixtures";

describe("each registered rule set's fixtures for the shared tests", () => {
  it("are gathered, once each, in the order the rule sets are registered", () => {
    expect(RULE_SET_FIXTURES.map((fixtures) => fixtures.ruleSet)).toEqual(RULE_SET_IDS);
    expect(RULE_SET_FOUNDRY_FIXTURES.map((fixtures) => fixtures.ruleSet)).toEqual(RULE_SET_IDS);
  });

  it("are its own: its dialog fixtures name it", () => {
    for (const fixtures of RULE_SET_FIXTURES) expect(fixtures.dialog.ruleSet).toBe(fixtures.ruleSet);
  });
});
