/**
 * The example rule set (examples/coins/, docs/rule-set-authors.md) registered as one package at import, as the five
 * rule sets are (src/rule-sets/built-in.ts, the same checks as the hook's), for the tests here that run it from its
 * source in the Foundry double: the tests install a fresh Foundry for each test, which has no listener of a module's
 * script on the hook `indie-dice.registerRuleSets`. Its descriptors are made as the module makes them, with the
 * registry's kit. The proof through the hook, on the built module, is examples/coins/test/. Here it also gains, from
 * this folder alone (seams/), a contest choice of its own, its own part of a pairing's outcome with its words on the
 * card, a 3D side die and buttons on its roll card (seams.test.ts): the seams a rule set declares them by; and it gives
 * its card chance, dialog model and Roll factory under their old names (seams/old-names.ts, old-names.test.ts).
 */
import { RULE_SET_API_VERSION, registerBuiltIn } from "../../../src/foundry/rule-set-package";
import { RULE_SET_KIT } from "../../../src/root/rule-set-kit";
import { coinsRuleSet } from "../../../examples/coins/src/rule-set";
import { coinsContestRules } from "./seams/contest-choice";
import { coinsDoubleOption } from "./seams/contest-option";
import { coinsSideDice } from "./seams/side-dice";
import { coinsDecidedText, coinsOutcomePart, withFlips } from "./seams/pairing-outcome";
import { coinsCardButtons } from "./seams/card-button";
import { COINS_OLD_CHANCE, withOldDialogNames, withOldRollFactoryName } from "./seams/old-names";

const coins = coinsRuleSet(RULE_SET_KIT);
const rule = coins.core.contestRule;
const core = {
  ...coins.core,
  contestRule: {
    ...rule,
    worldRules: coinsContestRules,
    outcomePart: coinsOutcomePart,
    pairing: withFlips(rule.pairing),
  },
};
const contest = {
  ...coins.ui.contest,
  titleKey: (state: Parameters<typeof coins.ui.contest.titleKey>[0]) =>
    state.rules.coinsDouble ? "COINS.DoubleOrNothing" : "INDIE_DICE.Contest.Title",
  decidedText: coinsDecidedText,
  start: { ...coins.ui.contest.start, options: coinsDoubleOption },
};
const ui = {
  ...coins.ui,
  ...core,
  contest,
  dialog: withOldDialogNames(coins.ui.dialog),
  cardQuestions: [COINS_OLD_CHANCE],
};
const foundry = {
  ...withOldRollFactoryName(coins.foundry),
  ...ui,
  sideDice: coinsSideDice,
  cardButtons: coinsCardButtons(coins.foundry.rollClass, RULE_SET_KIT),
};
registerBuiltIn({ apiVersion: RULE_SET_API_VERSION, core, ui, foundry });
