/** Dungeons of Olde as Foundry knows it (src/foundry/rule-set-types.ts), one layer of its package (../package.ts). */
import { rollOffInPairs } from "../../../card-kinds/contest/foundry/tie-break-pairs";
import { oldeApiMembers } from "./api-members";
import type { FoundryRuleSet } from "../../../foundry/rule-set-types";
import { oldeUiRuleSet } from "../ui";
import { OldeRoll } from "./roll";

export const oldeFoundryRuleSet: FoundryRuleSet<"olde"> = {
  ...oldeUiRuleSet,
  rollClass: OldeRoll,
  fromSpec: (spec) => OldeRoll.fromSpec(spec),
  contestRollOptions: () => null,
  tieBreak: { kind: "oldeRollOff", roll: (roller) => rollOffInPairs("oldeRollOff", roller) },
  chatCommandExamples: { mode: "/indie gmr olde count=2 faces=6 !" },
  api: oldeApiMembers,
  deprecatedApiNames: ["characterFormula"],
  // Unlimited dice: count, size and adjustment are read from the formula.
  diceTray: { notations: ["2d4x"], roll: (formula) => new OldeRoll(formula) },
};
