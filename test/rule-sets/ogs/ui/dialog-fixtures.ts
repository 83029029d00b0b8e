/** OGS's dialog fixtures for the shared dialog tests (test/ui/dialogs), part of its fixtures (../fixtures.ts). */
import { normalizeOgsCheckSpec } from "../../../../src/rule-sets/ogs/core/mechanics/check-spec";
import type { RuleSetDialogFixtures } from "../../../ui/dialogs/fixtures";

export const ogsDialogFixtures: RuleSetDialogFixtures<"ogs"> = {
  ruleSet: "ogs",
  // The world settings a fresh world gives the dialogs: it declares none the dialogs read.
  worldDefaults: {},
  // A lone roll's own opposition, which a contest side leaves out: its difficulty.
  loneRoll: { form: { difficulty: 14 }, fields: ["difficulty"], request: ["difficulty"] },
  textForms: [
    {},
    { difficulty: "" },
    { modifier: "12", stages: 3, increaseTarget: "every" },
    { stat: "7", stages: -1 },
  ],
  factoryCheck: (request) => normalizeOgsCheckSpec(request),
};
