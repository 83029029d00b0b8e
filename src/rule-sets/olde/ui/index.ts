/** Dungeons of Olde as the views know it (src/ui/rule-set-types.ts), one layer of its package (../package.ts). */
import { oldeCore } from "../core";
import type { UiRuleSet } from "../../../ui/rule-set-types";
import { formatWith } from "../../../ui/translator";
import { oldeCardModel } from "./card-model";
import { oldeContest } from "./contest";
import { oldeDialogModel } from "./dialog-model";
import { OLDE_SETTINGS } from "./settings";

export const oldeUiRuleSet: UiRuleSet<"olde"> = {
  ...oldeCore,
  dialog: oldeDialogModel,
  card: oldeCardModel,
  contest: oldeContest,
  icon: "fa-solid fa-dungeon",
  settings: OLDE_SETTINGS,
  contestLuck: oldeCore.rollLuck,
  request: {
    ownNumber: "adjustment",
    numberToPass: "target",
    detailText: (detail, i18n) => formatWith(i18n, "INDIE_DICE.Request.Detail.Total", { total: detail.total }),
  },
};
