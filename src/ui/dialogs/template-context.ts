import type { OddsRow, OddsView } from "../odds/odds-view";
import type { Translator } from "../translator";
import type { CardChanceView } from "./card-chances";
import type { DialogView } from "./dialog-types";

/**
 * The contexts of the odds and footer parts (`templates/dialogs/odds.hbs`, `footer.hbs`). The fields part takes
 * the DialogView itself. Fixed captions come localized in `labels`, so the templates hold no text of their own.
 */

interface OddsTemplateLabels {
  /** Column headers of the odds table. */
  readonly outcome: string;
  readonly chance: string;
  /** Said beside a highlighted row (the pool size chosen), so the mark is never colour alone. */
  readonly chosen: string;
  /** Shown in place of the odds while a field has an error. */
  readonly unavailable: string;
  /** The odds part's name, for the scrolling region a keyboard user can focus. */
  readonly region: string;
  /** The heading of the facts about the roll, listed apart from its outcomes, when the view names none. */
  readonly facts: string;
}

export interface OddsTemplateContext {
  readonly odds: OddsView | null;
  /** The odds' rows split in two: the outcomes (their table), and the facts about the roll with their heading. */
  readonly outcomes: readonly OddsRow[];
  readonly facts: { readonly heading: string; readonly rows: readonly OddsRow[] };
  readonly showOdds: boolean;
  /**
   * A card's roll: the card's own chance (a contest side's chance to beat each opponent, an extended test round's
   * chance to reach the target; src/card-kinds/contest/ui/contest-chance.ts), else null.
   */
  readonly contest: CardChanceView | null;
  /** The card chance stands in place of the roll's own odds: no word that the odds wait for the fields. */
  readonly replacesRollOdds: boolean;
  readonly labels: OddsTemplateLabels;
}

function oddsTemplateLabels(i18n: Translator): OddsTemplateLabels {
  return {
    outcome: i18n.localize("INDIE_DICE.Dialog.Labels.Outcome"),
    chance: i18n.localize("INDIE_DICE.Dialog.Labels.Chance"),
    chosen: i18n.localize("INDIE_DICE.Dialog.Labels.Chosen"),
    unavailable: i18n.localize("INDIE_DICE.Dialog.Labels.FixFields"),
    region: i18n.localize("INDIE_DICE.Dialog.Labels.Odds"),
    facts: i18n.localize("INDIE_DICE.Dialog.Labels.Facts"),
  };
}

export function oddsTemplateContext(
  i18n: Translator,
  view: Pick<DialogView, "odds">,
  showOdds: boolean,
  contest: CardChanceView | null = null,
): OddsTemplateContext {
  const labels = oddsTemplateLabels(i18n);
  // The card chance alone, where it is the roll's only one (an extended test's round).
  const replacesRollOdds = showOdds && contest?.replacesRollOdds === true;
  const odds = replacesRollOdds ? null : view.odds;
  const rows = odds?.rows ?? [];
  return {
    odds,
    outcomes: rows.filter((row) => !row.fact),
    facts: { heading: odds?.factsHeading ?? labels.facts, rows: rows.filter((row) => row.fact) },
    showOdds,
    contest: showOdds ? contest : null,
    replacesRollOdds,
    labels,
  };
}

/** One of Foundry's roll modes (public, private GM, blind GM, self), its label already localized. */
interface RollModeOption {
  readonly value: string;
  readonly label: string;
  readonly selected: boolean;
}

interface FooterTemplateLabels {
  readonly rollMode: string;
  readonly flavor: string;
  readonly roll: string;
  readonly saveAs: string;
  readonly save: string;
  readonly saveHint: string;
  readonly savedPick: string;
  readonly savedPickNone: string;
}

/** *Save as…* of a dialog opened for a character its user may change: the name field's id and starting name. */
export interface SaveAsView {
  readonly id: string;
  readonly name: string;
}

/** One of the character's saved rolls offered to fill the dialog from. */
export interface SavedPickOption {
  readonly id: string;
  readonly name: string;
  readonly selected: boolean;
}

interface FooterParts {
  readonly rollModes: readonly RollModeOption[];
  readonly flavor: string;
  readonly canRoll: boolean;
  /** Present when the roll can be kept as one of the character's saved rolls. */
  readonly saveAs?: SaveAsView | null;
  /** The character's saved rolls of this rule set, to fill the dialog from; absent or empty when it has none. */
  readonly savedPick?: readonly SavedPickOption[] | null;
  /** Why the roll mode cannot be changed (a request posts its rolls in its own mode), localized; absent when it can. */
  readonly rollModeFixed?: string | null;
}

export interface FooterTemplateContext extends FooterParts {
  readonly labels: FooterTemplateLabels;
}

function footerTemplateLabels(i18n: Translator): FooterTemplateLabels {
  return {
    rollMode: i18n.localize("INDIE_DICE.Dialog.Labels.RollMode"),
    flavor: i18n.localize("INDIE_DICE.Dialog.Labels.Flavor"),
    roll: i18n.localize("INDIE_DICE.Dialog.Labels.Roll"),
    saveAs: i18n.localize("INDIE_DICE.Dialog.SaveAs.Name"),
    save: i18n.localize("INDIE_DICE.Dialog.SaveAs.Save"),
    saveHint: i18n.localize("INDIE_DICE.Dialog.SaveAs.Hint"),
    savedPick: i18n.localize("INDIE_DICE.Dialog.SavedPick.Label"),
    savedPickNone: i18n.localize("INDIE_DICE.Dialog.SavedPick.None"),
  };
}

export function footerTemplateContext(i18n: Translator, parts: FooterParts): FooterTemplateContext {
  // An empty list is no list: the template draws the picker only when there is something to pick.
  const savedPick = parts.savedPick?.length ? parts.savedPick : null;
  return { ...parts, savedPick, labels: footerTemplateLabels(i18n) };
}
