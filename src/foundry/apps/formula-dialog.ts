import { FORMULA_KIND } from "../../core/dialog-kinds";
import { parseMessageMode, type MessageMode } from "../foundry-version";
import { applyFieldStates } from "../../ui/dom/apply-field-states";
import { onLiveInput, type LiveInput } from "../../ui/dom/live-input";
import { saveOnEnter } from "../../ui/dom/save-on-enter";
import { eventElement, isSelectElement } from "../../ui/dom/elements";
import { footerTemplateContext, type FormValues } from "../../ui/dialogs";
import { formulaDialogModel, formulaOddsTemplateContext } from "../../ui/dialogs/formula-dialog-model";
import type { FormulaDialogView } from "../../ui/dialogs/formula-dialog-types";
import type { SaveAsView, SavedPickOption } from "../../ui/dialogs/template-context";
import { MODULE_ID } from "../module-id";
import { notifyError, notifyKey } from "../notify";
import { saveActorRoll, savedRollsOf } from "../saved-rolls/saved-rolls-api";
import { formulaSavedSpec } from "../../ui/saved-rolls/formula-saved-roll";
import type { ConfigureFormulaOptions, ConfiguredFormulaRoll } from "../types/dialogs";
import { withStableName } from "../dice/stable-name";
import { showsOdds } from "./dialog-settings";
import { DialogRefusal, handlebarsApplicationBase, listenToKeys } from "./form-application";
import { messageModeOptions } from "./roll-dialog";
import { announcePrompt, openedDialogHandle, promptContext } from "./dialog-prompt";
import { asFoundryError } from "../errors";
import { fixedFieldNames, withFixedFields } from "../../ui/dialogs/fixed-fields";
import { openingPosition, rememberSize } from "./window-sizes";

/** What the formula dialog is opened with: the API's options once read (the spec as the form, the mode parsed). */
export type FormulaDialogSetup = Omit<ConfigureFormulaOptions, "spec" | "fastForward" | "rollMode"> & {
  readonly form?: FormValues | null;
  readonly rollMode?: MessageMode | null;
};

const TEMPLATES = `modules/${MODULE_ID}/templates/dialogs`;
const SIZE_KEY = `roll-${FORMULA_KIND}` as const;

/**
 * The *Any formula* dialog (docs/formula-dialog.md): the rule sets' dialog parts (fields, odds, footer) drawn from
 * the formula's pure view model (src/ui/dialogs/formula-dialog-model.ts). Typing redraws the odds once it pauses;
 * Enter rolls; *Save as* keeps the formula, `@` paths as written, as one of the character's saved rolls. Like the
 * rule sets' dialogs it only configures: Roll settles the request and closes, posting is the caller's
 * (src/foundry/apps/formula-roll.ts, or a card's). A card's roll (a formula request's row) opens it as the rule
 * sets' dialogs open for a card: what the card fixed locked and guarded, its mode locked, and as a prompt with the
 * same header (docs/prompts.md).
 */
export function createFormulaDialogClass() {
  const Base = handlebarsApplicationBase();

  class IndieFormulaDialog extends Base {
    static override DEFAULT_OPTIONS = {
      classes: ["indie-dice", "roll-dialog", "formula-dialog"],
      tag: "form",
      window: { icon: "fa-solid fa-square-root-variable", contentClasses: ["standard-form"], resizable: true },
      position: { width: 460, height: "auto" },
      form: { handler: IndieFormulaDialog.#onSubmitForm, closeOnSubmit: true, submitOnChange: false },
      actions: { saveRoll: IndieFormulaDialog.#onSaveRoll },
    };

    static override PARTS = {
      // Only for a dialog a card opened without being asked (docs/prompts.md): who asks, for whom and why.
      prompt: { template: `${TEMPLATES}/prompt.hbs` },
      fields: { template: `${TEMPLATES}/fields.hbs` },
      odds: { template: `${TEMPLATES}/odds.hbs`, scrollable: [""] },
      footer: { template: `${TEMPLATES}/footer.hbs` },
    };

    readonly #setup: FormulaDialogSetup;
    #form: FormValues;
    #view: FormulaDialogView | null = null;
    #messageMode: MessageMode;
    #flavor: string;
    #savedName: string;
    #pickedId: string | null = null;
    #configured: ConfiguredFormulaRoll | null = null;
    #liveInput: LiveInput | null = null;

    constructor(setup: FormulaDialogSetup) {
      super({ position: openingPosition(SIZE_KEY, { kind: "roll" }) });
      this.#setup = setup;
      this.#form = { ...formulaDialogModel.defaults(), ...(setup.form ?? {}) };
      this.#messageMode = parseMessageMode(setup.rollMode);
      this.#flavor = setup.flavor ?? "";
      this.#savedName = setup.savedName ?? "";
    }

    /** Opens a dialog; resolves once it closes, with what its Roll button settled, or null. */
    static configure(setup: FormulaDialogSetup): Promise<ConfiguredFormulaRoll | null> {
      const dialog = new this(setup);
      return new Promise<ConfiguredFormulaRoll | null>((resolve, reject) => {
        dialog.addEventListener("close", () => resolve(dialog.#configured), { once: true });
        dialog.render({ force: true }).catch(reject);
      });
    }

    /** The dialog's kind, as a rule set's dialog has its `ruleSet`. */
    get kind(): typeof FORMULA_KIND {
      return FORMULA_KIND;
    }

    /** The view model as it stands (for tests and hooks). */
    get view(): FormulaDialogView {
      this.#view ??= this.#build();
      return this.#view;
    }

    override get title(): string {
      const name = this.#setup.token?.name ?? this.#setup.actor?.name;
      return name ? `${this.view.title}: ${name}` : this.view.title;
    }

    #build(): FormulaDialogView {
      // The character's numbers are read afresh each time: a formula written with `@` follows the actor.
      const rollData = this.#setup.actor?.getRollData() ?? null;
      const view = formulaDialogModel.build(this.#form, { i18n: game.i18n, showOdds: showsOdds(), idPrefix: this.id, rollData });
      const { fixed } = this.#setup;
      const locked = withFixedFields(view, fixed?.values, { whole: fixed?.whole === true, reason: game.i18n.localize("INDIE_DICE.Dialog.FixedByCard") });
      // A field the card fixed as none (a target the GM hides) is locked empty, and says why it is empty.
      const hidden = (name: string) => fixed !== null && fixed !== undefined && name in fixed.values && fixed.values[name] === undefined;
      const hint = game.i18n.localize("INDIE_DICE.FormulaPrompt.TargetHidden");
      return { ...locked, fields: locked.fields.map((field) => (hidden(field.name) ? { ...field, hint } : field)) };
    }

    /** After a refused Roll, the fields the card fixed take the card's values again (as the rule sets' dialog does). */
    #restoreFixed(): void {
      const { fixed, form } = this.#setup;
      if (!fixed) return;
      const opened: FormValues = { ...formulaDialogModel.defaults(), ...(form ?? {}) };
      const locked = fixedFieldNames(Object.keys(opened), fixed.values, { whole: fixed.whole === true });
      this.#form = { ...this.#form, ...Object.fromEntries([...locked].map((name) => [name, opened[name]])) };
      this.#view = this.#build();
    }

    /** The prompt's header is drawn only in a prompt. */
    override _configureRenderParts(options: unknown): Record<string, unknown> {
      const parts = { ...super._configureRenderParts(options) };
      if (!this.#setup.prompt) delete parts.prompt;
      return parts;
    }

    override async _prepareContext(options: unknown): Promise<Record<string, unknown>> {
      const context = await super._prepareContext(options);
      return { ...context, view: this.view };
    }

    override async _preparePartContext(partId: string, context: Record<string, unknown>, options: unknown): Promise<Record<string, unknown>> {
      const part = { ...(await super._preparePartContext(partId, context, options)) };
      const view = this.view;
      switch (partId) {
        case "prompt":
          return { ...part, ...promptContext(this.id, this.#setup.prompt) };
        case "fields":
          // The fields template marks its wrapper with the dialog's rule set; here, its kind.
          return { ...part, ...view, ruleSet: view.kind };
        case "odds":
          return { ...part, ...formulaOddsTemplateContext(game.i18n, view, showsOdds()) };
        case "footer": {
          const rollModeFixed = this.#setup.lockRollMode ? game.i18n.localize("INDIE_DICE.Dialog.FixedByCard") : null;
          const parts = { rollModes: messageModeOptions(this.#messageMode), flavor: this.#flavor, canRoll: view.canRoll, saveAs: this.#saveAs(), savedPick: this.#savedPick(), rollModeFixed };
          return { ...part, ...footerTemplateContext(game.i18n, parts) };
        }
        default:
          return part;
      }
    }

    #saveAs(): SaveAsView | null {
      return this.#setup.actor?.isOwner ? { id: `${this.id}-saved-name`, name: this.#savedName } : null;
    }

    /** The character's saved formula rolls, to fill the dialog from. */
    #savedPick(): SavedPickOption[] | null {
      const { actor, offerSavedRolls } = this.#setup;
      if (!actor?.isOwner || offerSavedRolls === false) return null;
      const rolls = savedRollsOf(actor).filter((roll) => roll.ruleSet === FORMULA_KIND);
      return rolls.map((roll) => ({ id: roll.id, name: roll.name, selected: roll.id === this.#pickedId }));
    }

    #applyPick(id: string): void {
      const actor = this.#setup.actor;
      const roll = actor ? savedRollsOf(actor).find((saved) => saved.id === id && saved.ruleSet === FORMULA_KIND) : undefined;
      this.#pickedId = roll?.id ?? null;
      if (!roll) return;
      this.#form = { ...formulaDialogModel.defaults(), ...formulaDialogModel.formFromRequest(roll.spec) };
      this.#savedName = roll.name;
      if (!this.#flavor.trim()) this.#flavor = roll.flavor ?? roll.name;
      this.#view = this.#build();
    }

    override _onRender(context: unknown, options: { isFirstRender?: boolean }): void {
      super._onRender(context, options);
      if (!options.isFirstRender) return;
      this.#setup.opened?.(openedDialogHandle(this));
      saveOnEnter(this.element);
      listenToKeys(this);
      // After the keyboard's first focus: a prompt puts it on the first field the user may change, else on Roll.
      if (this.#setup.prompt) announcePrompt(this.element, this.id);
      this.#liveInput = onLiveInput(this.element, () => {
        if (this.rendered) this.#update();
      });
    }

    override _onChangeForm(formConfig: unknown, event: Event): void {
      super._onChangeForm(formConfig, event);
      const target = eventElement(event);
      if (target && isSelectElement(target) && target.getAttribute("name") === "savedRollPick") {
        this.#readForm();
        this.#applyPick(target.value);
        void this.render({ parts: ["fields", "odds", "footer"] });
        return;
      }
      this.#update();
    }

    override _onClose(options: unknown): void {
      this.#liveInput?.cancel();
      rememberSize(SIZE_KEY, this.position);
      super._onClose(options);
    }

    #update(): void {
      this.#readForm();
      applyFieldStates(this.element, this.view);
      void this.render({ parts: ["odds"] });
    }

    #readForm(): void {
      const { FormDataExtended } = foundry.applications.ux;
      const values = new FormDataExtended(this.element as HTMLFormElement).object as FormValues;
      const { rollMode, flavor, savedRollName, savedRollPick: _pick, ...fields } = values;
      if (typeof rollMode === "string") this.#messageMode = parseMessageMode(rollMode);
      this.#flavor = typeof flavor === "string" ? flavor : "";
      if (typeof savedRollName === "string") this.#savedName = savedRollName;
      this.#form = { ...this.#form, ...fields };
      this.#view = this.#build();
    }

    /** *Save as*: the formula, `@` paths as written, as the character's saved roll of that name. */
    static async #onSaveRoll(this: IndieFormulaDialog): Promise<void> {
      const actor = this.#setup.actor;
      if (!actor) return;
      this.#readForm();
      const view = this.view;
      applyFieldStates(this.element, view);
      if (!view.request) {
        notifyKey("error", "INDIE_DICE.Dialog.FixErrors");
        return;
      }
      try {
        const flavor = this.#flavor.trim();
        const ownFlavor = flavor && flavor !== this.#savedName.trim() ? { flavor } : {};
        const saved = await saveActorRoll(actor, { name: this.#savedName, ruleSet: FORMULA_KIND, spec: formulaSavedSpec(this.#form, view.request), ...ownFlavor });
        notifyKey("info", "INDIE_DICE.SavedRolls.Saved", { name: saved.name, actor: actor.name ?? "" });
      } catch (error) {
        notifyError("error", error);
      }
    }

    /** Roll (or Enter): settles the request; a refused formula keeps the dialog open and says why. */
    static #onSubmitForm(this: IndieFormulaDialog): void {
      this.#readForm();
      const view = this.view;
      if (!view.request) {
        applyFieldStates(this.element, view);
        throw new DialogRefusal(game.i18n.localize("INDIE_DICE.Dialog.FixErrors"));
      }
      try {
        this.#setup.guard?.(view.request);
      } catch (error) {
        this.#restoreFixed();
        void this.render({ parts: ["fields", "odds", "footer"] });
        // Foundry shows a handler's throw and keeps the dialog open; the text is escaped (a name is typed by users).
        const refusal = asFoundryError(error);
        throw new DialogRefusal(foundry.utils.escapeHTML(refusal instanceof Error ? refusal.message : String(refusal)));
      }
      const { actor, token } = this.#setup;
      this.#configured = {
        kind: FORMULA_KIND,
        request: view.request,
        message: { actor: actor ?? null, token: token ?? null, rollMode: this.#messageMode, flavor: this.#flavor || null, rollOptions: null, messageFlags: null },
        confirmedForm: this.#form,
      };
    }
  }
  return withStableName(IndieFormulaDialog, "IndieFormulaDialog");
}

export type FormulaDialogClass = ReturnType<typeof createFormulaDialogClass>;
