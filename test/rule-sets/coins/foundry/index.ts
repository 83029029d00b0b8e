/** The toy rule set as Foundry knows it (src/foundry/rule-set-types.ts): its Roll class, tie-break and chat words. */
import { rollOffInPairs } from "../../../../src/foundry/cards/tie-break-pairs";
import type { FoundryRuleSet } from "../../../../src/foundry/rule-set-types";
import { coinsUiRuleSet } from "../ui";
import { CoinsRoll } from "./roll";

export const coinsFoundryRuleSet: FoundryRuleSet<"coins"> = {
  ...coinsUiRuleSet,
  rollClass: CoinsRoll,
  fromRequest: (request) => CoinsRoll.fromSpec(request),
  contestRollOptions: () => null,
  tieBreak: { kind: "coinsFlipOff", roll: (roller) => rollOffInPairs("coinsFlipOff", roller) },
  chatCommandExamples: { roll: "coins coins=3 target=2" },
};
