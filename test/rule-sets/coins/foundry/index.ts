/** The toy rule set as Foundry knows it (src/foundry/rule-set-types.ts): its Roll class, tie-break, chat words and its modifier on the Die (`hc`). */
import { rollOffInPairs } from "../../../../src/foundry/cards/tie-break-pairs";
import type { FoundryRuleSet } from "../../../../src/foundry/rule-set-types";
import { coinsUiRuleSet } from "../ui";
import { countHeads } from "./heads-modifier";
import { CoinsRoll } from "./roll";
import { coinsSideDice } from "./side-dice";

export const coinsFoundryRuleSet: FoundryRuleSet<"coins"> = {
  ...coinsUiRuleSet,
  rollClass: CoinsRoll,
  fromRequest: (request) => CoinsRoll.fromSpec(request),
  contestRollOptions: () => null,
  tieBreak: { kind: "coinsFlipOff", roll: (roller) => rollOffInPairs("coinsFlipOff", roller) },
  chatCommandExamples: { roll: "coins coins=3 target=2" },
  dieModifier: countHeads,
  sideDice: coinsSideDice,
};
