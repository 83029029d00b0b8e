/** Kaiser as the views know it (src/ui/rule-set-types.ts), one layer of its package (../package.ts). */
import { luckOfRoll } from "../../../core/odds/luck-of";
import { kaiserCore } from "../core";
import type { UiRuleSet } from "../../../ui/rule-set-types";
import { formatWith } from "../../../ui/translator";
import { kaiserCardModel } from "./card-model";
import { kaiserContest } from "./contest";
import { kaiserDialogModel } from "./dialog-model";
import { KAISER_SETTINGS } from "./settings";

export const kaiserUiRuleSet: UiRuleSet<"kaiser"> = {
  ...kaiserCore,
  dialog: kaiserDialogModel,
  card: kaiserCardModel,
  contest: kaiserContest,
  icon: "fa-solid fa-dice-six",
  settings: KAISER_SETTINGS,
  // A side is measured by its check, not its penalty.
  contestLuck: (roll) => luckOfRoll.kaiser(roll.check),
  request: {
    ownNumber: "bonus",
    numberToPass: "difficulty",
    choices: [
      {
        name: "kind",
        labelKey: "INDIE_DICE.Request.Dialog.KaiserKind",
        options: ["Skill", "Characteristic", "Resistance"].map((word) => ({
          value: word.toLowerCase(),
          labelKey: `INDIE_DICE.Dialog.Kaiser.Kinds.${word}`,
        })),
        defaultValue: "resistance",
      },
    ],
    detailText: (detail, i18n) => {
      const key = "INDIE_DICE.Request.Detail";
      if (detail.fumble) return formatWith(i18n, `${key}.KaiserFumble`, { total: detail.total });
      return detail.dos > 0
        ? formatWith(i18n, `${key}.KaiserDoS`, { total: detail.total, n: detail.dos })
        : formatWith(i18n, `${key}.KaiserDoF`, { total: detail.total, n: detail.dof });
    },
  },
};
