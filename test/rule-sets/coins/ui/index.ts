/** The toy rule set as the views know it (src/ui/rule-set-types.ts). */
import type { UiRuleSet } from "../../../../src/ui/rule-set-types";
import { formatWith } from "../../../../src/ui/translator";
import { coinsCore } from "../core";
import { coinsRollLuck } from "../core/luck";
import { coinsCardModel } from "./card-model";
import { coinsContest } from "./contest";
import { coinsDialogModel } from "./dialog-model";

export const coinsUiRuleSet: UiRuleSet<"coins"> = {
  ...coinsCore,
  dialog: coinsDialogModel,
  card: coinsCardModel,
  contest: coinsContest,
  icon: "fa-solid fa-coins",
  contestLuck: coinsRollLuck,
  request: {
    ownNumber: "coins",
    numberToPass: "target",
    detailText: (detail, i18n) => formatWith(i18n, "INDIE_DICE.Request.Detail.Coins", { heads: detail.heads }),
  },
};
