import { cardChanceKind } from "../../../ui/dialogs/card-chance-kind";
import { contestChanceView } from "./contest-chance";
import { FORMULA_KIND } from "../../../core/dialog-kinds";
import type { Translator } from "../../../ui/translator";
import type { CardChanceView } from "../../../ui/dialogs/card-chances";
import type { DialogContest } from "./dialog-contest";

/**
 * The contest's card chance in a side's roll dialog (docs/prompts.md "What opens"): its chance to beat each opponent
 * (contest-chance.ts); registered with the card chances by src/card-kinds/shared.ts.
 */
export const CONTEST_CARD_CHANCE = cardChanceKind("contest", (i18n, contest, ruleSet, request) =>
  contestChanceView(i18n, ruleSet, contest, request),
);

/**
 * Its answer to the *Any formula* dialog of a formula contest's side, whose roll is no rule set's: filed by
 * src/card-kinds/shared.ts (src/ui/dialogs/formula-contest-chance.ts).
 */
export function formulaContestChanceView(
  i18n: Translator,
  contest: DialogContest,
  request: { readonly formula: string } | null,
): CardChanceView | null {
  return contestChanceView(i18n, FORMULA_KIND, contest, request);
}
