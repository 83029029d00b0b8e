/** Kingdoms & Realms as the views know it (src/ui/rule-set-types.ts), one layer of its package (../package.ts). */
import { kingdomsCore } from "../core";
import type { UiRuleSet } from "../../../ui/rule-set-types";
import { formatCount, formatWith } from "../../../ui/translator";
import { kingdomsCardModel } from "./card-model";
import { kingdomsContest } from "./contest";
import { kingdomsDialogModel } from "./dialog-model";
import { EXTENDED_TEST_CARD_CHANCE } from "./extended-test/extended-card-chance";
import { KINGDOMS_SETTINGS } from "./settings";

export const kingdomsUiRuleSet: UiRuleSet<"kingdoms"> = {
  ...kingdomsCore,
  dialog: kingdomsDialogModel,
  card: kingdomsCardModel,
  contest: kingdomsContest,
  icon: "fa-solid fa-chess-rook",
  settings: KINGDOMS_SETTINGS,
  contestLuck: kingdomsCore.rollLuck,
  request: {
    ownNumber: "pool",
    numberToPass: "dt",
    detailText: (detail, i18n) =>
      detail.criticalSuccesses === null
        ? formatWith(i18n, "INDIE_DICE.Request.Detail.Margin", { margin: detail.margin })
        : formatCount(i18n, "INDIE_DICE.Request.Detail.MarginTwelves", detail.criticalSuccesses, {
            margin: detail.margin,
          }),
  },
  cardChances: [EXTENDED_TEST_CARD_CHANCE],
};
