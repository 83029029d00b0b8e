/**
 * What the *Any formula* dialog shows of a formula contest side's card (docs/formula-contest.md "Through the seams"):
 * the chance to beat each opponent with the formula its fields make now, as the card shows it. The rule sets' dialogs
 * ask their card chance through the card chances (src/ui/card-chance-kinds.ts), whose answers take a rule
 * set's roll; the formula dialog's roll is no rule set's, so the contest files its answer here, from the shared kinds'
 * registration file (src/card-kinds/shared.ts), and the dialog imports no kind's folder (docs/architecture.md "Shape
 * rules" 3).
 */
import type { Translator } from "../translator";
import type { CardChanceView, CardChances } from "./card-chances";

/** Who the formula side's roll meets: the contest's card chance (`CardChances.contest`, declared in its folder). */
type DialogContest = CardChances["contest"];

type FormulaContestChance = (
  i18n: Translator,
  contest: DialogContest,
  request: { readonly formula: string } | null,
) => CardChanceView | null;

let filed: FormulaContestChance | null = null;

/** Files the contest's answer; a second is a programming error. */
export function registerFormulaContestChance(answer: FormulaContestChance): void {
  if (filed !== null) throw new Error("Indie Dice | the formula contest's chance is registered twice");
  filed = answer;
}

/** A formula side's chance to beat each opponent for its formula with its character's numbers (null: none yet). */
export function formulaContestChance(
  i18n: Translator,
  contest: DialogContest,
  request: { readonly formula: string } | null,
): CardChanceView | null {
  if (filed === null) throw new Error("Indie Dice | no formula contest chance is registered");
  return filed(i18n, contest, request);
}
