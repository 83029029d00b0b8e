/**
 * What a card asks of the roll dialog it opens, beyond the roll's own odds (docs/prompts.md "What opens"): one
 * card chance a card kind, by name, each declared by declaration merging in the kind's folder: the contest side's
 * opponents (src/card-kinds/contest/ui/dialog-contest.ts), a rule set's own (K&R's extended test round's
 * `extendedTest`). The dialog asks whichever the roll's card put
 * (src/ui/card-chance-kinds.ts). Types only, for the Foundry API's types (src/foundry/types/dialogs.ts).
 */
import type { RuleSetId } from "../../core/rule-set-types";
import type { Translator } from "../translator";
import type { OddsRow } from "../odds/odds-view";
import type { RollSpecs } from "./dialog-types";

/**
 * The card chances a card may ask a roll dialog to show, by name (`OpenDialogOptions` takes each): a shared card kind
 * adds its own by declaration merging in its folder (the contest's `contest`), as a rule set adds its own cards' (its
 * `ui/types.ts`) and answers them (`UiRuleSet.cardChances`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the card kinds' declaration merging
export interface CardChances extends CardQuestions {}

/**
 * @deprecated Merge a card's entry into `CardChances`: this old name is read for one release (through `CardChances`,
 * which extends it), then removed.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- deprecated, kept for modules that merge into it
export interface CardQuestions {}

/**
 * The card chance as it stands now: what a dialog a card opened follows while it is open (docs/prompts.md
 * "The dialog follows the card"), recomputed from the card each time its message changes. A card asks one.
 */
export type CardChance = { readonly [Name in keyof CardChances]?: CardChances[Name] | null };

/**
 * What the odds part shows of the card's own chance, above the roll's own odds: a contest side's chance to beat
 * each opponent, an extended test round's chance to reach the target
 * (src/rule-sets/kingdoms/ui/extended-test/extended-chance.ts).
 */
export interface CardChanceView {
  readonly heading: string;
  /** The card's figures: for a contest, `beat-<index>` for each opponent whose roll is known. */
  readonly rows: readonly OddsRow[];
  readonly notes: readonly string[];
  /**
   * The card chance is the roll's only figure: the roll's own odds (a lone basic test's chance, what other
   * numbers of dice would give) are left out, as they answer what the card does not ask.
   */
  readonly replacesRollOdds?: boolean;
}

/**
 * How the dialog answers one card chance: the card's figures for the roll its fields make now (null while one is
 * wrong).
 */
export type CardChanceAnswer<Asked> = <R extends RuleSetId>(
  i18n: Translator,
  cardChance: Asked,
  ruleSet: R,
  request: RollSpecs[R] | null,
) => CardChanceView | null;

/** A card chance as a card asked it, ready to be answered for the dialog's roll. */
export interface AskedCardChance {
  /**
   * Equal for equal card chances: the same one again redraws nothing (docs/prompts.md "The dialog follows the card").
   */
  readonly key: string;
  answer<R extends RuleSetId>(i18n: Translator, ruleSet: R, request: RollSpecs[R] | null): CardChanceView | null;
}

/** One card chance by name and its answer (`cardChanceKind` makes one). */
export interface CardChanceKind {
  /** Loads its answer when the card asks it and the answer is a module of its own (before `asked` can answer). */
  load(cardChance: CardChance): Promise<void>;
  /** The card chance when the card asks it (non-null) and its answer is loaded, else null. */
  asked(cardChance: CardChance): AskedCardChance | null;
}
