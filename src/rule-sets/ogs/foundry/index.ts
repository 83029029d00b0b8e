/** OGS as Foundry knows it (src/foundry/rule-set-types.ts), one layer of its package (../package.ts). */
import { rollOffInPairs } from "../../../card-kinds/contest/foundry/tie-break-pairs";
import type { FoundryRuleSet } from "../../../foundry/rule-set-types";
import { ogsUiRuleSet } from "../ui";
import { dieIncreaseEntryLabel, dieIncreaseExpansion, dieIncreaseNotes } from "./die-increase-expansion";
import { OgsRoll } from "./roll";

export const ogsFoundryRuleSet: FoundryRuleSet<"ogs"> = {
  ...ogsUiRuleSet,
  rollClass: OgsRoll,
  fromSpec: (spec) => OgsRoll.fromCheck(spec),
  contestRollOptions: () => null,
  tieBreak: { kind: "ogsRollOff", roll: (roller) => rollOffInPairs("ogsRollOff", roller) },
  termExpansion: dieIncreaseExpansion,
  diceEntryLabel: dieIncreaseEntryLabel,
  annotateTerm: dieIncreaseNotes,
  // An open roll: the card reads the real dice of the Die Increase and the tray's number from the formula.
  diceTray: { notations: ["1d10p1"], roll: (formula) => new OgsRoll(formula) },
};
