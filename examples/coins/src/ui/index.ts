/** The rule set as Indie Dice's views know it (src/ui/rule-set-types.ts): the core descriptor and its views. */
import type { CoreRuleSet, UiRuleSet } from "indie-dice-types";
import { kit } from "../kit";
import { coinsRollLuck } from "../core/luck";
import { coinsCardModel } from "./card-model";
import { coinsContest } from "./contest";
import { coinsDialogModel } from "./dialog-model";
import { COINS_SETTINGS } from "./settings";

export const coinsUiRuleSet = (core: CoreRuleSet<"coins">): UiRuleSet<"coins"> => ({
  ...core,
  dialog: coinsDialogModel,
  card: coinsCardModel,
  contest: coinsContest,
  icon: "fa-solid fa-coins",
  contestLuck: coinsRollLuck,
  settings: COINS_SETTINGS,
  request: {
    ownNumber: "coins",
    numberToPass: "target",
    detailText: (detail, i18n) =>
      kit().text.formatWith(i18n, "INDIE_DICE.Request.Detail.Coins", { heads: detail.heads }),
  },
});
