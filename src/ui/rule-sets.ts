/**
 * The list of rule sets (src/core/rule-sets.ts) with what the views add to each: its roll dialog's model, its
 * outcome card's model, how its contests are shown and its icon. Shared by the Foundry adapter (whose own list
 * adds the Roll class) and the playground.
 */
import { CORE_RULE_SETS, type CoreRuleSet, type RuleSetId } from "../core/rule-sets";
import type { CardView } from "./cards/card-view";
import { kaiserContest } from "../rule-sets/kaiser/ui/contest";
import { kingdomsContest } from "../rule-sets/kingdoms/ui/contest";
import { kleptoContest } from "../rule-sets/klepto/ui/contest";
import { ogsContest } from "../rule-sets/ogs/ui/contest";
import { oldeContest } from "../rule-sets/olde/ui/contest";
import type { RuleSetContest } from "./contests/rule-set-contest";
import { kaiserCardModel, type KaiserCardInput } from "../rule-sets/kaiser/ui/card-model";
import { kingdomsCardModel, type KingdomsCardInput } from "../rule-sets/kingdoms/ui/card-model";
import { kleptoCardModel, type KleptoCardInput } from "../rule-sets/klepto/ui/card-model";
import { ogsCardModel, type OgsCardInput } from "../rule-sets/ogs/ui/card-model";
import { oldeCardModel, type OldeCardInput } from "../rule-sets/olde/ui/card-model";
import type { DialogModelDefinition } from "./dialogs/dialog-types";
import { kaiserDialogModel } from "../rule-sets/kaiser/ui/dialog-model";
import { kingdomsDialogModel } from "../rule-sets/kingdoms/ui/dialog-model";
import { kleptoDialogModel } from "../rule-sets/klepto/ui/dialog-model";
import { ogsDialogModel } from "../rule-sets/ogs/ui/dialog-model";
import { oldeDialogModel } from "../rule-sets/olde/ui/dialog-model";
import type { Translator } from "./translator";

/** What each rule set's card model takes: the judged roll and the card's frame. */
export interface CardInputs {
  kaiser: KaiserCardInput;
  ogs: OgsCardInput;
  kingdoms: KingdomsCardInput;
  klepto: KleptoCardInput;
  olde: OldeCardInput;
}

/** A rule set as the views know it. */
export interface RuleSet<R extends RuleSetId> extends CoreRuleSet<R> {
  /** Its roll dialog: form values in, the validated request and the live odds out. */
  readonly dialog: DialogModelDefinition<R>;
  /** Its outcome card, built from the judged dice. */
  readonly card: (input: CardInputs[R], i18n: Translator) => CardView;
  /** Its contests: how the contest card and the Start contest dialog show them. */
  readonly contest: RuleSetContest<R>;
  /** The Font Awesome classes of its button in the rule-set picker. */
  readonly icon: string;
}

export const RULE_SETS: { readonly [R in RuleSetId]: RuleSet<R> } = {
  kaiser: { ...CORE_RULE_SETS.kaiser, dialog: kaiserDialogModel, card: kaiserCardModel, contest: kaiserContest, icon: "fa-solid fa-dice-six" },
  ogs: { ...CORE_RULE_SETS.ogs, dialog: ogsDialogModel, card: ogsCardModel, contest: ogsContest, icon: "fa-solid fa-dice-d20" },
  kingdoms: { ...CORE_RULE_SETS.kingdoms, dialog: kingdomsDialogModel, card: kingdomsCardModel, contest: kingdomsContest, icon: "fa-solid fa-chess-rook" },
  klepto: { ...CORE_RULE_SETS.klepto, dialog: kleptoDialogModel, card: kleptoCardModel, contest: kleptoContest, icon: "fa-solid fa-mask" },
  olde: { ...CORE_RULE_SETS.olde, dialog: oldeDialogModel, card: oldeCardModel, contest: oldeContest, icon: "fa-solid fa-dungeon" },
};

/**
 * How a rule set shows its contests (`RuleSet.contest`). Called with a card's `state.ruleSet`, whatever it is, the
 * facet is handed that card's own state and rolls: `rollOf` refuses a roll that does not match the card's specs.
 */
export function contestOf<R extends RuleSetId>(ruleSet: R): RuleSetContest<R> {
  return RULE_SETS[ruleSet].contest;
}
