import type { RuleSetKit, RuleSetPackage } from "indie-dice-types";
import { coinsCore } from "./core";
import { coinsFoundryRuleSet } from "./foundry";
import { receiveKit } from "./kit";
import { coinsUiRuleSet } from "./ui";

/** The version of Indie Dice's rule-set interface this module is written for (docs/rule-set-authors.md). */
const API_VERSION = 1;

/** The rule set, one descriptor a layer, made with Indie Dice's kit: what the module registers. */
export function coinsRuleSet(given: RuleSetKit): RuleSetPackage<"coins"> {
  receiveKit(given);
  const core = coinsCore();
  const ui = coinsUiRuleSet(core);
  return { apiVersion: API_VERSION, core, ui, foundry: coinsFoundryRuleSet(ui) };
}
