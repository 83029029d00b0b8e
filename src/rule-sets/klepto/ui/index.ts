/** The Kleptonomicon as the views know it (src/ui/rule-set-types.ts), one layer of its package (../package.ts). */
import { kleptoCore } from "../core";
import type { UiRuleSet } from "../../../ui/rule-set-types";
import { formatWith } from "../../../ui/translator";
import { kleptoCardModel } from "./card-model";
import { kleptoContest } from "./contest";
import { kleptoDialogModel } from "./dialog-model";
import { KLEPTO_SETTINGS } from "./settings";

export const kleptoUiRuleSet: UiRuleSet<"klepto"> = {
  ...kleptoCore,
  dialog: kleptoDialogModel,
  card: kleptoCardModel,
  contest: kleptoContest,
  icon: "fa-solid fa-mask",
  settings: KLEPTO_SETTINGS,
  contestLuck: kleptoCore.rollLuck,
  request: {
    ownNumber: "modifier",
    // Its Passing Score is 7, whatever the request.
    numberToPass: null,
    detailText: (detail, i18n) =>
      formatWith(i18n, "INDIE_DICE.Request.Detail.Score", {
        score: detail.score,
        band: i18n.localize(`INDIE_DICE.Request.Band.${detail.crit ?? detail.band}`),
      }),
  },
};
