/**
 * The Kleptonomicon's dialog fixtures for the shared dialog tests (test/ui/dialogs), part of its fixtures
 * (../fixtures.ts).
 */
import { checkTestOptions } from "../../../../src/rule-sets/klepto/core/mechanics/roll-test";
import { parseRanges } from "../../../../src/rule-sets/klepto/core/ranges/parse-ranges";
import type { RuleSetDialogFixtures } from "../../../ui/dialogs/fixtures";

export const kleptoDialogFixtures: RuleSetDialogFixtures<"klepto"> = {
  ruleSet: "klepto",
  // The world settings a fresh world gives the dialogs: its settings' defaults.
  worldDefaults: { kleptoCritMethod: "coin" },
  // A lone roll's own opposition, which a contest side leaves out: none (its roll has no opposition of its own).
  loneRoll: { form: {}, fields: [], request: [] },
  textForms: [{}, { ranges: "[5..8] Hit", advantages: 9 }, { disadvantages: 2, ranges: "[..6] a, [7..9 b" }],
  factoryCheck: ({ ranges, ...options }) => {
    checkTestOptions(options);
    if (ranges !== undefined) parseRanges(ranges);
  },
};
