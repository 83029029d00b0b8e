import { oddsTemplateContext } from "../../ui/dialogs/template-context";
import { type DialogView, type FormValues, type RollSpecs } from "../../ui/dialogs/dialog-types";
import type { CardChanceView } from "../../ui/dialogs/card-chances";
import type { AskedCardChance, CardChance } from "../../ui/dialogs/card-chances";
import { askedCardChance, loadCardChance } from "../../ui/card-chance-kinds";
import { formOfStoredSpec } from "../../ui/dialog-models";
import { uiRuleSetOf } from "../../ui/rule-sets";
import type { RuleSetId } from "../../core/rule-set-types";
import { readDialogSettings, settingsForRoll, showsOdds } from "../dialog-settings";
import type { ConfiguredRoll, OpenDialogOptions, RollMessageOptions } from "../types/dialogs";
import { withStableName } from "../dice/stable-name";
import { stepNumberField } from "./form-application";
import { conceals, fixedFieldsLock, RollDialogBase, type OptionsAsRead } from "./roll-dialog-base";
import { numbersAsNumbers } from "../../ui/dialogs/numbers-as-numbers";
import { withFixedFields, type FieldLock } from "../../ui/dialogs/fixed-fields";
import type { SavedRoll, SavedValue } from "../../core/saved-rolls/saved-roll-types";
import { specFromForm } from "../../ui/saved-rolls/spec-from-form";
import { dialogSpec } from "../saved-rolls/dialog-spec";

/**
 * What a roll dialog is opened with: what the API's options say of the roll and its message, once they are read —
 * the spec as the form's starting values, the mode parsed.
 */
type RollDialogOptions<R extends RuleSetId = RuleSetId> = Omit<
  OptionsAsRead<OpenDialogOptions<R>>,
  keyof CardChance
> & {
  readonly ruleSet: R;
  /** The card chance (`OpenDialogOptions`' own members: a contest side's, an extended test round's …). */
  readonly cardChance: CardChance;
};

/**
 * The roll dialog of every rule set: a Handlebars ApplicationV2 form whose parts (fields, odds, footer) render the
 * rule set's pure view model. A field change — or typing, once it pauses (src/ui/dom/live-input.ts) — rebuilds the
 * model, patches the fields' errors and notes in place and redraws the odds. The window never outgrows the screen:
 * Foundry caps an application's height, and the odds part scrolls inside it (styles/dialogs.css), keeping the Roll
 * button in view. The dialog only configures: its Roll button settles the model's request with the message
 * options and closes the dialog; `IndieRollDialog.configure` resolves with that, or null when the dialog is closed
 * without rolling. Posting is the caller's (src/foundry/roll-posting/post-roll.ts). What it shares with the *Any
 * formula* dialog — the form's lifecycle, the prompt, the footer, *Save as…* and the Roll button — is
 * roll-dialog-base.ts.
 */
export class IndieRollDialog<R extends RuleSetId = RuleSetId> extends RollDialogBase<
  RollDialogOptions<R>,
  RollSpecs[R],
  DialogView<R>,
  ConfiguredRoll<R>
> {
  static override DEFAULT_OPTIONS = {
    window: { icon: "fa-solid fa-dice" },
    // The action name and `data-step` are those templates/dialogs/fields.hbs gives its stepper buttons.
    actions: { stepField: IndieRollDialog.#onStepField },
  };

  /** The card chance as the odds part shows it: as opened, then as the card last changed it. */
  #askedChance: AskedCardChance | null;
  /** A contest side's roll (its dialog offers no *Save as…*). */
  readonly #inContest: boolean;

  constructor(options: RollDialogOptions<R>) {
    super(options.ruleSet, options);
    this.#askedChance = askedCardChance(options.cardChance);
    this.#inContest = Boolean(options.cardChance.contest);
  }

  /**
   * Opens a dialog; resolves once it closes, with the request and message options its Roll button settled, or
   * null when it was closed without rolling.
   */
  static async configure<R extends RuleSetId>(options: RollDialogOptions<R>): Promise<ConfiguredRoll<R> | null> {
    await loadCardChance(options.cardChance);
    return new this(options).settled();
  }

  get ruleSet(): R {
    return this.setup.ruleSet;
  }

  protected override build(): DialogView<R> {
    // The application's id prefixes the fields' ids: two dialogs open at once never share one.
    // The character's numbers are read afresh each time: a field written `@skills.stealth` follows the actor.
    const rollData = this.setup.actor?.getRollData() ?? null;
    const settings = settingsForRoll(this.ruleSet, this.setup.fixed, this.setup.rules);
    const { fixed } = this.setup;
    const fixedFields = Object.keys(fixed?.values ?? {});
    const context = {
      i18n: game.i18n,
      settings,
      showOdds: this.#showsOdds(),
      idPrefix: this.id,
      inContest: this.#inContest,
      rollData,
      fixedFields,
    };
    const model = uiRuleSetOf(this.ruleSet).dialog;
    return withFixedFields(model.build(this.formValues, context), fixed?.values, {
      ...fixedFieldsLock(fixed),
      ...this.fixedFieldsOptions(),
    });
  }

  /** The player's odds setting; no odds at all where the card conceals a value they would be worked out from. */
  #showsOdds(): boolean {
    return showsOdds() && !conceals(this.setup.fixed);
  }

  protected override openedForm(): FormValues {
    return { ...uiRuleSetOf(this.ruleSet).dialog.defaults(readDialogSettings()), ...(this.setup.form ?? {}) };
  }

  protected override fixedFieldsOptions(): Pick<FieldLock, "specFields"> {
    const { specFields } = uiRuleSetOf(this.ruleSet).dialog;
    return specFields ? { specFields } : {};
  }

  /** The fields part draws the view model itself; the odds part the rule set's odds, with a contest's chance. */
  protected override partContext(
    partId: string,
    part: Record<string, unknown>,
    view: DialogView<R>,
  ): Record<string, unknown> {
    switch (partId) {
      case "fields":
        return { ...part, ...view };
      case "odds":
        return { ...part, ...oddsTemplateContext(game.i18n, view, this.#showsOdds(), this.#cardChance(view)) };
      default:
        return part;
    }
  }

  /** The card's own chance, answered above (or for an extended test's round, instead of) the roll's own odds. */
  #cardChance(view: DialogView<R>): CardChanceView | null {
    if (!this.#showsOdds()) return null;
    return this.#askedChance?.answer(game.i18n, this.ruleSet, view.spec) ?? null;
  }

  /** The same card chance (a change the user may not see) leaves the dialog as it is. */
  protected override takeCardChance(cardChance: CardChance): boolean {
    const next = askedCardChance(cardChance);
    if (next?.key === this.#askedChance?.key) return false;
    this.#askedChance = next;
    return true;
  }

  /** A contest side's roll offers no *Save as…*. */
  protected override offersSaveAs(): boolean {
    return !this.#inContest;
  }

  /** A saved roll's fields, those written with `@` read from the character now; what the card fixed stays. */
  protected override formOfSaved(roll: SavedRoll, actor: Actor.Implementation): FormValues {
    const spec = { ...dialogSpec(this.ruleSet, roll.spec, actor.getRollData()), ...(this.setup.fixed?.values ?? {}) };
    return formOfStoredSpec(this.ruleSet, spec, readDialogSettings());
  }

  protected override formFields(fields: FormValues): FormValues {
    return numbersAsNumbers(fields, this.view);
  }

  protected override savedSpec(form: FormValues, spec: RollSpecs[R]): Record<string, SavedValue> {
    return specFromForm(form, spec);
  }

  protected override settle(
    spec: RollSpecs[R],
    message: RollMessageOptions,
    confirmedForm: FormValues,
  ): ConfiguredRoll<R> {
    return { ruleSet: this.ruleSet, spec, message, confirmedForm };
  }

  static #onStepField(this: IndieRollDialog, _event: Event, target: HTMLElement): void {
    stepNumberField(this.element, target);
  }
}
withStableName(IndieRollDialog, "IndieRollDialog");
