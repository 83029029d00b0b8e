/** OGS as Foundry knows it (src/foundry/rule-set-types.ts), registered in src/foundry/rule-sets.ts. */
import { rollOffInPairs } from "../../../foundry/cards/tie-break-pairs";
import type { FoundryRuleSet } from "../../../foundry/rule-set-types";
import { ogsUiRuleSet } from "../ui";
import { createOgsRoll } from "./roll";

export const ogsFoundryRuleSet: FoundryRuleSet<"ogs"> = {
  ...ogsUiRuleSet,
  rollClassName: "OgsRoll",
  createRoll: createOgsRoll,
  fromRequest: (OgsRoll, request) => OgsRoll.fromCheck(request),
  contestRollOptions: () => null,
  tieBreak: { kind: "ogsRollOff", roll: (roller) => rollOffInPairs("ogsRollOff", roller) },
};
