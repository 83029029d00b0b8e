/**
 * The rule set as Foundry knows it (src/foundry/rule-set-types.ts): its Roll class, tie-break, chat words and its
 * modifier on the Die (`hc`).
 */
import type { FoundryRuleSet, UiRuleSet } from "indie-dice-types";
import { kit } from "../kit";
import { countHeads } from "./heads-modifier";
import { makeCoinsRoll } from "./roll";

export const coinsFoundryRuleSet = (ui: UiRuleSet<"coins">): FoundryRuleSet<"coins"> => {
  const CoinsRoll = makeCoinsRoll();
  return {
    ...ui,
    rollClass: CoinsRoll,
    fromSpec: (spec) => CoinsRoll.fromSpec(spec),
    contestRollOptions: () => null,
    tieBreak: { kind: "coinsFlipOff", roll: (roller) => kit().contests.rollOffInPairs("coinsFlipOff", roller) },
    chatCommandExamples: { roll: "coins coins=3 target=2" },
    dieModifier: countHeads,
  };
};
