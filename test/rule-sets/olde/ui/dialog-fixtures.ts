/**
 * Dungeons of Olde's dialog fixtures for the shared dialog tests (test/ui/dialogs), part of its fixtures
 * (../fixtures.ts).
 */
import { checkOldeSpec } from "../../../../src/rule-sets/olde/core/mechanics/validation";
import type { RuleSetDialogFixtures } from "../../../ui/dialogs/fixtures";

export const oldeDialogFixtures: RuleSetDialogFixtures<"olde"> = {
  ruleSet: "olde",
  // The world settings a fresh world gives the dialogs: its settings' defaults.
  worldDefaults: { oldeUnlimitedByDefault: false },
  // A lone roll's own opposition, which a contest side leaves out: its target.
  loneRoll: { form: { target: 9 }, fields: ["target"], request: ["target"] },
  textForms: [{}, { unlimited: true, target: 9 }, { faces: 1, unlimited: true, count: "" }],
  factoryCheck: (request) => checkOldeSpec(request),
};
