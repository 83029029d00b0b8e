/** OGS as the views know it (src/ui/rule-set-types.ts), one layer of its package (../package.ts). */
import { ogsCore } from "../core";
import type { UiRuleSet } from "../../../ui/rule-set-types";
import { formatCount, formatWith } from "../../../ui/translator";
import { ogsCardModel } from "./card-model";
import { ogsContest } from "./contest";
import { ogsDialogModel } from "./dialog-model";

export const ogsUiRuleSet: UiRuleSet<"ogs"> = {
  ...ogsCore,
  dialog: ogsDialogModel,
  card: ogsCardModel,
  contest: ogsContest,
  icon: "fa-solid fa-dice-d20",
  contestLuck: ogsCore.rollLuck,
  request: {
    ownNumber: "flatBonus",
    numberToPass: "difficulty",
    detailText: (detail, i18n) =>
      detail.criticalStages > 0
        ? formatCount(i18n, "INDIE_DICE.Request.Detail.OgsCritical", detail.criticalStages, { total: detail.total })
        : formatWith(i18n, "INDIE_DICE.Request.Detail.Total", { total: detail.total }),
  },
};
