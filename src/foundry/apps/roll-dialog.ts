import { messageModeChoices, parseMessageMode, type MessageMode } from "../foundry-version";
import { applyFieldStates } from "../../ui/dom/apply-field-states";
import { DIALOG_MODELS, footerTemplateContext, oddsTemplateContext, type DialogView, type FormValues, type RollRequests } from "../../ui/dialogs";
import type { RegisteredDice } from "../dice/register-dice";
import { MODULE_ID } from "../module-id";
import type { RuleSetId } from "../settings";
import { readDialogSettings, showsOdds } from "./dialog-settings";
import { postRoll, type PostRollOptions } from "./post-roll";
import { rememberInputs } from "./remembered-inputs";
import type { UnrolledRoll } from "./roll-from-request";
import { withStableName } from "../dice/stable-name";
import { closeOnEscape, DialogRefusal, handlebarsApplicationBase, stepNumberField } from "./form-application";

/** What a roll dialog is opened with. */
export interface RollDialogOptions {
  readonly ruleSet: RuleSetId;
  /** The form's starting values (from an API spec or the remembered inputs), merged over the defaults. */
  readonly form?: FormValues | null;
  readonly actor?: Actor.Implementation | null;
  readonly token?: TokenDocument.Implementation | null;
  readonly rollMode?: string | null;
  readonly flavor?: string | null;
  /** Passed on to the roll and its message (a contest roll). */
  readonly rollOptions?: PostRollOptions["rollOptions"];
  readonly messageFlags?: PostRollOptions["messageFlags"];
}

const TEMPLATES = `modules/${MODULE_ID}/templates/dialogs`;

/** The parts a field change redraws: the fields keep focus and caret, their errors are patched in place. */
const LIVE_PARTS = ["odds"];

/**
 * The roll dialog of every rule set: a Handlebars ApplicationV2 form whose parts (fields, odds, footer) render the
 * rule set's pure view model. A field change rebuilds the model, patches the fields' errors and notes in place and
 * redraws the odds; submitting rolls the model's request and posts it. `IndieRollDialog.open` resolves with the
 * posted roll, or null when the dialog is closed without rolling.
 */
export function createRollDialogClass(dice: RegisteredDice) {
  const Base = handlebarsApplicationBase();

  class IndieRollDialog extends Base {
    static override DEFAULT_OPTIONS = {
      classes: ["indie-dice", "roll-dialog"],
      tag: "form",
      window: { icon: "fa-solid fa-dice", contentClasses: ["standard-form"], resizable: false },
      position: { width: 460, height: "auto" },
      form: { handler: IndieRollDialog.#onSubmitForm, closeOnSubmit: true, submitOnChange: false },
      // The action name and `data-step` are those templates/dialogs/fields.hbs gives its stepper buttons.
      actions: { stepField: IndieRollDialog.#onStepField },
    };

    static override PARTS = {
      fields: { template: `${TEMPLATES}/fields.hbs` },
      odds: { template: `${TEMPLATES}/odds.hbs` },
      footer: { template: `${TEMPLATES}/footer.hbs` },
    };

    readonly #options: RollDialogOptions;
    #form: FormValues;
    #view: DialogView<RuleSetId> | null = null;
    #messageMode: MessageMode;
    #flavor: string;
    #roll: UnrolledRoll | null = null;
    #pending: Promise<UnrolledRoll | null> | null = null;

    constructor(options: RollDialogOptions) {
      super({});
      this.#options = options;
      const model = DIALOG_MODELS[options.ruleSet];
      this.#form = { ...model.defaults(readDialogSettings()), ...(options.form ?? {}) };
      this.#messageMode = parseMessageMode(options.rollMode);
      this.#flavor = options.flavor ?? "";
    }

    /** Opens a dialog; resolves with the posted roll, or null when it is closed without rolling. */
    static open(options: RollDialogOptions): Promise<UnrolledRoll | null> {
      const dialog = new this(options);
      return new Promise<UnrolledRoll | null>((resolve, reject) => {
        dialog.addEventListener("close", () => resolve(dialog.#settled()), { once: true });
        // A dialog that fails to render never closes: the caller must not wait for it forever.
        dialog.render({ force: true }).catch(reject);
      });
    }

    get ruleSet(): RuleSetId {
      return this.#options.ruleSet;
    }

    /** The view model as it stands (for tests and for hooks that want to read the dialog). */
    get view(): DialogView<RuleSetId> {
      this.#view ??= this.#build();
      return this.#view;
    }

    override get title(): string {
      const name = this.#options.token?.name ?? this.#options.actor?.name;
      const title = this.view.title;
      return name ? `${title}: ${name}` : title;
    }

    #build(): DialogView<RuleSetId> {
      const model = DIALOG_MODELS[this.ruleSet] as (typeof DIALOG_MODELS)[RuleSetId];
      // The application's id prefixes the fields' ids: two dialogs open at once never share one.
      const context = { i18n: game.i18n, settings: readDialogSettings(), showOdds: showsOdds(), idPrefix: this.id };
      return model.build(this.#form as never, context) as DialogView<RuleSetId>;
    }

    #settled(): Promise<UnrolledRoll | null> | UnrolledRoll | null {
      return this.#pending ?? this.#roll;
    }

    override async _prepareContext(options: unknown): Promise<Record<string, unknown>> {
      const context = await super._prepareContext(options);
      return { ...context, view: this.view };
    }

    /**
     * Each part gets its own copy of the shared context (Foundry passes one object to every part), holding what
     * its template reads: the fields part the view model itself, the odds and footer parts the contexts
     * src/ui/dialogs builds for them (with their localized captions), as the playground renders them.
     */
    override async _preparePartContext(partId: string, context: Record<string, unknown>, options: unknown): Promise<Record<string, unknown>> {
      const part = { ...(await super._preparePartContext(partId, context, options)) };
      const view = this.view;
      switch (partId) {
        case "fields":
          return { ...part, ...view };
        case "odds":
          return { ...part, ...oddsTemplateContext(game.i18n, view, showsOdds()) };
        case "footer": {
          const parts = { rollModes: messageModeOptions(this.#messageMode), flavor: this.#flavor, canRoll: view.canRoll };
          return { ...part, ...footerTemplateContext(game.i18n, parts) };
        }
        default:
          return part;
      }
    }

    override _onRender(context: unknown, options: { isFirstRender?: boolean }): void {
      super._onRender(context, options);
      if (options.isFirstRender) closeOnEscape(this);
    }

    override _onChangeForm(formConfig: unknown, event: Event): void {
      super._onChangeForm(formConfig, event);
      this.#readForm();
      applyFieldStates(this.element, this.view);
      void this.render({ parts: LIVE_PARTS });
    }

    /** The form's values: rule-set fields into the model, roll mode and flavor kept for the message. */
    #readForm(): void {
      const { FormDataExtended } = foundry.applications.ux;
      const values = new FormDataExtended(this.element as HTMLFormElement).object as FormValues;
      const { rollMode, flavor, ...fields } = values;
      if (typeof rollMode === "string") this.#messageMode = parseMessageMode(rollMode);
      this.#flavor = typeof flavor === "string" ? flavor : "";
      this.#form = { ...this.#form, ...fields };
      this.#view = this.#build();
    }

    static #onStepField(this: IndieRollDialog, _event: Event, target: HTMLElement): void {
      stepNumberField(this.element, target);
    }

    static async #onSubmitForm(this: IndieRollDialog): Promise<void> {
      this.#readForm();
      const view = this.view;
      if (!view.canRoll || !view.request) {
        applyFieldStates(this.element, view);
        // A throw keeps the dialog open and shows the message (Foundry's form handling).
        throw new DialogRefusal(game.i18n.localize("INDIE_DICE.Dialog.FixErrors"));
      }
      this.#pending = this.#rollRequest(view.request);
      this.#roll = await this.#pending;
      this.#pending = null;
    }

    async #rollRequest(request: RollRequests[RuleSetId]): Promise<UnrolledRoll | null> {
      const { actor, token, rollOptions, messageFlags } = this.#options;
      const roll = await postRoll(dice, this.ruleSet, request as never, { actor, token, rollMode: this.#messageMode, flavor: this.#flavor, rollOptions, messageFlags });
      // Only a roll that happened is remembered: a preRoll hook that cancels leaves the last inputs as they were.
      if (roll) await rememberInputs(this.ruleSet, this.#form, actor?.uuid ?? null);
      return roll;
    }
  }
  return withStableName(IndieRollDialog, "IndieRollDialog");
}

export type RollDialogClass = ReturnType<typeof createRollDialogClass>;

/** Foundry's message (roll) modes as select options, the current one selected. */
function messageModeOptions(current: MessageMode): { value: string; label: string; selected: boolean }[] {
  return messageModeChoices().map(({ mode, label }) => ({ value: mode, label: game.i18n.localize(label), selected: mode === current }));
}
