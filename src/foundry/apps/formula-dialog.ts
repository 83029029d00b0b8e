import { FORMULA_KIND } from "../../core/dialog-kinds";
import type { SavedRoll, SavedValue } from "../../core/saved-rolls/saved-roll-types";
import type { FormValues } from "../../ui/dialogs/dialog-types";
import { formulaDialogModel, formulaOddsTemplateContext } from "../../ui/dialogs/formula-dialog-model";
import type { FormulaDialogView, FormulaDialogSpec } from "../../ui/dialogs/formula-dialog-types";
import { withFixedFields } from "../../ui/dialogs/fixed-fields";
import { formulaContestChance } from "../../ui/dialogs/formula-contest-chance";
import type { CardChanceView, CardChance, CardChances } from "../../ui/dialogs/card-chances";
import { SIDE_BY_SIDE_FIELDS } from "../../ui/odds/side-by-side-fields";
import { formulaSavedSpec } from "../../ui/saved-rolls/formula-saved-roll";
import type { ConfigureFormulaOptions, ConfiguredFormulaRoll, RollMessageOptions } from "../types/dialogs";
import { withStableName } from "../dice/stable-name";
import { showsOdds } from "../dialog-settings";
import { fixedFieldsLock, RollDialogBase, type OptionsAsRead } from "./roll-dialog-base";

/** What the formula dialog is opened with: the API's options once read (the spec as the form, the mode parsed). */
type FormulaDialogSetup = OptionsAsRead<ConfigureFormulaOptions>;

/**
 * The *Any formula* dialog (docs/formula-dialog.md): the rule sets' dialog parts (fields, odds, footer) drawn from
 * the formula's pure view model (src/ui/dialogs/formula-dialog-model.ts). Typing redraws the odds once it pauses;
 * Enter rolls; *Save as* keeps the formula, `@` paths as written, as one of the character's saved rolls. Like the
 * rule sets' dialogs it only configures: Roll settles the request and closes, posting is the caller's
 * (src/foundry/apps/formula-roll.ts, or a card's). A card's roll (a formula request's row) opens it as the rule
 * sets' dialogs open for a card: what the card fixed locked and guarded, its mode locked, and as a prompt with the
 * same header (docs/prompts.md). What it shares with the rule sets' dialog is roll-dialog-base.ts.
 */
export class IndieFormulaDialog extends RollDialogBase<
  FormulaDialogSetup,
  FormulaDialogSpec,
  FormulaDialogView,
  ConfiguredFormulaRoll
> {
  static override DEFAULT_OPTIONS = {
    classes: ["formula-dialog"],
    window: { icon: "fa-solid fa-square-root-variable" },
  };

  /** A formula contest side's opponents, as its card last stood (none for any other roll). */
  #contest: CardChances["contest"] | null;

  constructor(setup: FormulaDialogSetup) {
    super(FORMULA_KIND, setup);
    this.#contest = setup.contest ?? null;
  }

  /** Opens a dialog; resolves once it closes, with what its Roll button settled, or null. */
  static configure(setup: FormulaDialogSetup): Promise<ConfiguredFormulaRoll | null> {
    return new this(setup).settled();
  }

  /** The dialog's kind, as a rule set's dialog has its `ruleSet`. */
  get kind(): typeof FORMULA_KIND {
    return FORMULA_KIND;
  }

  protected override build(): FormulaDialogView {
    // The character's numbers are read afresh each time: a formula written with `@` follows the actor.
    const rollData = this.setup.actor?.getRollData() ?? null;
    // The formulas side by side are the player's own question: a card's roll (a request row) asks only its own.
    const sideBySide = showsOdds() && !this.setup.fixed;
    // A contest's side meets its opponents' rolls: it has no target, and the card fixes no comparison
    // (docs/formula-contest.md "Through the seams").
    const withTarget = this.setup.contest == null;
    const view = formulaDialogModel.build(this.formValues, {
      i18n: game.i18n,
      showOdds: showsOdds(),
      idPrefix: this.id,
      rollData,
      sideBySide,
      withTarget,
    });
    const { fixed } = this.setup;
    return withFixedFields(view, fixed?.values, fixedFieldsLock(fixed));
  }

  protected override openedForm(): FormValues {
    return { ...formulaDialogModel.defaults(), ...(this.setup.form ?? {}) };
  }

  protected override partContext(
    partId: string,
    part: Record<string, unknown>,
    view: FormulaDialogView,
  ): Record<string, unknown> {
    switch (partId) {
      case "fields": {
        // The fields template marks its wrapper with the dialog's rule set; here, its kind. The side-by-side section
        // stays open when drawn again (a saved roll picked) if the player opened it, filled in or not.
        const shown = this.rendered
          ? this.element.querySelector<HTMLDetailsElement>("details.indie-dice-side-by-side")
          : null;
        const sideBySide = view.sideBySide && {
          ...view.sideBySide,
          open: view.sideBySide.open || (shown?.open ?? false),
        };
        return { ...part, ...view, sideBySide, ruleSet: view.kind };
      }
      case "odds":
        return { ...part, ...formulaOddsTemplateContext(game.i18n, view, showsOdds(), this.#cardChance(view)) };
      default:
        return part;
    }
  }

  /**
   * A formula contest side's chance to beat each opponent, as the card shows it, for the formula the fields make now.
   */
  #cardChance(view: FormulaDialogView): CardChanceView | null {
    if (!showsOdds() || !this.#contest) return null;
    return formulaContestChance(game.i18n, this.#contest, view.spec ? { formula: view.spec.resolved } : null);
  }

  /** The card changed (an opponent rolled): the same contest again redraws nothing. */
  protected override takeCardChance(cardChance: CardChance): boolean {
    const next = cardChance.contest ?? null;
    if (JSON.stringify(next) === JSON.stringify(this.#contest)) return false;
    this.#contest = next;
    return true;
  }

  /** A saved roll holds the roll alone: the side-by-side question asked beside it stays as it was. */
  protected override formOfSaved(roll: SavedRoll): FormValues {
    const asked = Object.fromEntries(
      SIDE_BY_SIDE_FIELDS.flatMap((name) => (name in this.formValues ? [[name, this.formValues[name]!]] : [])),
    );
    return { ...formulaDialogModel.formFromSpec(roll.spec), ...asked };
  }

  /** *Save as*: the formula, `@` paths as written. */
  protected override savedSpec(form: FormValues, spec: FormulaDialogSpec): Record<string, SavedValue> {
    return formulaSavedSpec(form, spec);
  }

  protected override settle(
    spec: FormulaDialogSpec,
    message: RollMessageOptions,
    confirmedForm: FormValues,
  ): ConfiguredFormulaRoll {
    return { kind: FORMULA_KIND, spec, message, confirmedForm };
  }
}
withStableName(IndieFormulaDialog, "IndieFormulaDialog");
