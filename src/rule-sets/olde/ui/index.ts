/** Dungeons of Olde as the views know it (src/ui/rule-set-types.ts), registered in src/rule-sets/ui.ts. */
import { luckOfRoll } from "../../../core/odds/luck-of";
import { CORE_RULE_SETS } from "../../../core/rule-sets";
import type { UiRuleSet } from "../../../ui/rule-set-types";
import { formatWith } from "../../../ui/translator";
import { oldeCardModel } from "./card-model";
import { oldeContest } from "./contest";
import { oldeDialogModel } from "./dialog-model";
import { OLDE_SETTINGS } from "./settings";

export const oldeUiRuleSet: UiRuleSet<"olde"> = {
  ...CORE_RULE_SETS.olde,
  dialog: oldeDialogModel,
  card: oldeCardModel,
  contest: oldeContest,
  icon: "fa-solid fa-dungeon",
  settings: OLDE_SETTINGS,
  contestLuck: luckOfRoll.olde,
  request: {
    ownNumber: "adjustment",
    numberToPass: "target",
    detailText: (detail, i18n) => formatWith(i18n, "INDIE_DICE.Request.Detail.Total", { total: detail.total }),
  },
};
