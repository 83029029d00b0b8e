/**
 * A rule set as the views know it: the descriptor each rule set's `src/rule-sets/<id>/ui/index.ts` exports and
 * its package registers in src/ui/rule-sets.ts (src/rule-sets/built-in.ts). Types only.
 */
import type { CoreRuleSet } from "../core/rule-set";
import type { JudgedRolls, RuleSetId, RuleSetType } from "../core/rule-set-types";
import type { CardView } from "./roll-cards/card-view";
import type { CardChanceKind } from "./dialogs/card-chances";
import type { DialogModelDefinition } from "./dialogs/dialog-types";
import type { Translator } from "./translator";
import type { RuleSetSetting } from "./world-settings";

/**
 * What each rule set's card model takes (the judged roll and the card's frame), by rule-set id: each rule set adds
 * its own entry (src/rule-sets/<id>/ui/types.ts).
 */
// filled by declaration merging, one entry a rule set
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CardInputs {}

/** A request row's judged roll of one rule set (src/card-kinds/request/core/row-judgment.ts). */
type RowDetailOf<R extends RuleSetId> = { readonly ruleSet: R } & RuleSetType<R, "rowDetail">;

/** A choice the *Request a roll* dialog offers for a rule set besides the number to pass (Kaiser's check). */
interface RequestChoice {
  /** The spec field it sets, and the form field's name. */
  readonly name: string;
  readonly labelKey: string;
  readonly options: readonly { readonly value: string; readonly labelKey: string }[];
  /** The value chosen when the dialog opens, and when the form holds none. */
  readonly defaultValue: string;
}

/** What a rule set's roll requests need (src/card-kinds/request/ui/request-dialog-model.ts, request-card-model.ts). */
interface RuleSetRequest<R extends RuleSetId> {
  /** The one number of a row's own roll: the spec field a row's number sets (Kaiser's `bonus`, a K&R `pool` …). */
  readonly ownNumber: string;
  /** The spec field a roll must reach; null when the rule set fixes it (the Kleptonomicon's Passing Score is 7). */
  readonly numberToPass: string | null;
  /** What a request fixes besides the number to pass, chosen in the request dialog. */
  readonly choices?: readonly RequestChoice[];
  /** What a row's roll came to, in the rule set's own terms ("Total 14, 2 Degrees of Success"). */
  detailText(detail: RowDetailOf<R>, i18n: Translator): string;
}

export interface UiRuleSet<R extends RuleSetId> extends CoreRuleSet<R> {
  /** Its roll dialog: form values in, the validated roll spec and the live odds out. */
  readonly dialog: DialogModelDefinition<R>;
  /** Its outcome card, built from the judged dice. */
  readonly card: (input: CardInputs[R], i18n: Translator) => CardView;
  /** The Font Awesome classes of its button in the rule-set picker. */
  readonly icon: string;
  /** A contest side's luck from its judged roll, by the rule set's own measure (src/core/odds/luck.ts). */
  contestLuck(roll: JudgedRolls[R]): number;
  readonly request: RuleSetRequest<R>;
  /** The card chances its own cards ask the roll dialog to show, and their answers (K&R's extended test round's). */
  readonly cardChances?: readonly CardChanceKind[];
  /**
   * @deprecated Give them as `cardChances`: this old name is read for one release (when `cardChances` is absent), then
   * removed.
   */
  readonly cardQuestions?: readonly CardChanceKind[];
  /**
   * Its world settings, declared once (`ui/settings.ts` in its folder, src/ui/world-settings.ts): registered in
   * Foundry, read by its dialogs and cards, offered by the calculator. Absent: none.
   */
  readonly settings?: readonly RuleSetSetting[];
}
