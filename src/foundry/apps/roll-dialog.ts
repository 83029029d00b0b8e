import { messageModeChoices, parseMessageMode, type MessageMode } from "../foundry-version";
import { applyFieldStates } from "../../ui/dom/apply-field-states";
import { onLiveInput, type LiveInput } from "../../ui/dom/live-input";
import { footerTemplateContext, oddsTemplateContext, type DialogView, type FormValues } from "../../ui/dialogs";
import { contestChanceView } from "../../ui/dialogs/contest-chance";
import { formOfStoredSpec } from "../../ui/dialogs/any-rule-set";
import { RULE_SETS } from "../../ui/rule-sets";
import { MODULE_ID } from "../module-id";
import type { RuleSetId } from "../settings";
import { readDialogSettings, settingsForRoll, showsOdds } from "./dialog-settings";
import type { ConfiguredRoll, OpenDialogOptions } from "../types/dialogs";
import { announcePrompt, openedDialogHandle, promptContext } from "./dialog-prompt";
import { withStableName } from "../dice/stable-name";
import { DialogRefusal, handlebarsApplicationBase, listenToKeys, stepNumberField } from "./form-application";
import { openingPosition, rememberSize } from "./window-sizes";
import { saveOnEnter } from "../../ui/dom/save-on-enter";
import { numbersAsNumbers } from "../../ui/dialogs/numbers-as-numbers";
import { fixedFieldNames, withFixedFields } from "../../ui/dialogs/fixed-fields";
import { asFoundryError } from "../errors";
import type { SaveAsView, SavedPickOption } from "../../ui/dialogs/template-context";
import { specFromForm } from "../../ui/saved-rolls/spec-from-form";
import { saveActorRoll, savedRollsOf } from "../saved-rolls/saved-rolls-api";
import { dialogSpec } from "../saved-rolls/dialog-spec";
import { notifyError, notifyKey } from "../notify";
import { eventElement, isSelectElement } from "../../ui/dom/elements";

/**
 * What a roll dialog is opened with: what the API's options say of the roll and its message, once they are read —
 * the spec as the form's starting values, the mode parsed.
 */
export type RollDialogOptions<R extends RuleSetId = RuleSetId> = Omit<OpenDialogOptions<R>, "spec" | "fastForward" | "rollMode"> & {
  readonly ruleSet: R;
  /** The form's starting values (from an API spec or the remembered inputs), merged over the defaults. */
  readonly form?: FormValues | null;
  /** The mode the roll-mode select starts on; the user's current mode by default. */
  readonly rollMode?: MessageMode | null;
};

const TEMPLATES = `modules/${MODULE_ID}/templates/dialogs`;

/** The parts a field change redraws: the fields keep focus and caret, their errors are patched in place. */
const LIVE_PARTS = ["odds"];

/**
 * The roll dialog of every rule set: a Handlebars ApplicationV2 form whose parts (fields, odds, footer) render the
 * rule set's pure view model. A field change — or typing, once it pauses (src/ui/dom/live-input.ts) — rebuilds the
 * model, patches the fields' errors and notes in place and redraws the odds. The window never outgrows the screen:
 * Foundry caps an application's height, and the odds part scrolls inside it (styles/dialogs.css), keeping the Roll
 * button in view. The dialog only configures: its Roll button settles the model's request with the message
 * options and closes the dialog; `IndieRollDialog.configure` resolves with that, or null when the dialog is closed
 * without rolling. Posting is the caller's (src/foundry/apps/post-roll.ts).
 */
export function createRollDialogClass() {
  const Base = handlebarsApplicationBase();

  class IndieRollDialog<R extends RuleSetId = RuleSetId> extends Base {
    static override DEFAULT_OPTIONS = {
      classes: ["indie-dice", "roll-dialog"],
      tag: "form",
      // Resizable: styles/dialogs.css sets the fields and the odds side by side once the window is wide enough.
      window: { icon: "fa-solid fa-dice", contentClasses: ["standard-form"], resizable: true },
      position: { width: 460, height: "auto" },
      form: { handler: IndieRollDialog.#onSubmitForm, closeOnSubmit: true, submitOnChange: false },
      // The action name and `data-step` are those templates/dialogs/fields.hbs gives its stepper buttons.
      actions: { stepField: IndieRollDialog.#onStepField, saveRoll: IndieRollDialog.#onSaveRoll },
    };

    static override PARTS = {
      // Only for a dialog a card opened without being asked (docs/prompts.md): who asks, for whom and why.
      prompt: { template: `${TEMPLATES}/prompt.hbs` },
      fields: { template: `${TEMPLATES}/fields.hbs` },
      // The odds keep their scroll position when a change redraws them.
      odds: { template: `${TEMPLATES}/odds.hbs`, scrollable: [""] },
      footer: { template: `${TEMPLATES}/footer.hbs` },
    };

    readonly #options: RollDialogOptions<R>;
    #form: FormValues;
    #view: DialogView<R> | null = null;
    #messageMode: MessageMode;
    #flavor: string;
    /** What the Roll button settled; null until then, and for a dialog closed without rolling. */
    #configured: ConfiguredRoll<R> | null = null;
    #liveInput: LiveInput | null = null;
    #savedName: string;
    /** The saved roll last picked to fill the dialog, shown as the picker's choice. */
    #pickedId: string | null = null;

    constructor(options: RollDialogOptions<R>) {
      super({ position: openingPosition(`roll-${options.ruleSet}`, { kind: "roll" }) });
      this.#options = options;
      this.#form = { ...RULE_SETS[options.ruleSet].dialog.defaults(readDialogSettings()), ...(options.form ?? {}) };
      this.#messageMode = parseMessageMode(options.rollMode);
      this.#flavor = options.flavor ?? "";
      this.#savedName = options.savedName ?? "";
    }

    /**
     * Opens a dialog; resolves once it closes, with the request and message options its Roll button settled, or
     * null when it was closed without rolling.
     */
    static configure<R extends RuleSetId>(options: RollDialogOptions<R>): Promise<ConfiguredRoll<R> | null> {
      const dialog = new this(options);
      return new Promise<ConfiguredRoll<R> | null>((resolve, reject) => {
        dialog.addEventListener("close", () => resolve(dialog.#configured), { once: true });
        // A dialog that fails to render never closes: the caller must not wait for it forever.
        dialog.render({ force: true }).catch(reject);
      });
    }

    get ruleSet(): R {
      return this.#options.ruleSet;
    }

    /** The view model as it stands (for tests and for hooks that want to read the dialog). */
    get view(): DialogView<R> {
      this.#view ??= this.#build();
      return this.#view;
    }

    override get title(): string {
      const name = this.#options.token?.name ?? this.#options.actor?.name;
      const title = this.view.title;
      return name ? `${title}: ${name}` : title;
    }

    #build(): DialogView<R> {
      // The application's id prefixes the fields' ids: two dialogs open at once never share one.
      // The character's numbers are read afresh each time: a field written `@skills.stealth` follows the actor.
      const rollData = this.#options.actor?.getRollData() ?? null;
      const settings = settingsForRoll(this.ruleSet, this.#options.fixed);
      const context = { i18n: game.i18n, settings, showOdds: showsOdds(), idPrefix: this.id, inContest: Boolean(this.#options.contest), rollData };
      const model = RULE_SETS[this.ruleSet].dialog;
      const { fixed } = this.#options;
      const lock = { whole: fixed?.whole === true, reason: game.i18n.localize("INDIE_DICE.Dialog.FixedByCard"), ...(model.specFields ? { specFields: model.specFields } : {}) };
      return withFixedFields(model.build(this.#form, context), fixed?.values, lock);
    }

    /**
     * After a refused Roll, the fields the card fixed take the card's values again (the form they opened with): a
     * field re-enabled and changed in the page would otherwise keep its change, hidden behind its lock.
     */
    #restoreFixed(): void {
      const { fixed, form } = this.#options;
      if (!fixed) return;
      const model = RULE_SETS[this.ruleSet].dialog;
      const opened: FormValues = { ...model.defaults(readDialogSettings()), ...(form ?? {}) };
      const locked = fixedFieldNames(Object.keys(opened), fixed.values, { whole: fixed.whole === true, ...(model.specFields ? { specFields: model.specFields } : {}) });
      this.#form = { ...this.#form, ...Object.fromEntries([...locked].map((name) => [name, opened[name]])) };
      this.#view = this.#build();
    }

    /** The prompt's header is drawn only in a prompt. */
    override _configureRenderParts(options: unknown): Record<string, unknown> {
      const parts = { ...super._configureRenderParts(options) };
      if (!this.#options.prompt) delete parts.prompt;
      return parts;
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
        case "prompt":
          return { ...part, ...promptContext(this.id, this.#options.prompt) };
        case "fields":
          return { ...part, ...view };
        case "odds": {
          const { contest } = this.#options;
          const chance = contest && showsOdds() ? contestChanceView(game.i18n, this.ruleSet, contest, view.request) : null;
          return { ...part, ...oddsTemplateContext(game.i18n, view, showsOdds(), chance) };
        }
        case "footer": {
          const rollModeFixed = this.#options.lockRollMode ? game.i18n.localize("INDIE_DICE.Dialog.FixedByCard") : null;
          const parts = { rollModes: messageModeOptions(this.#messageMode), flavor: this.#flavor, canRoll: view.canRoll, saveAs: this.#saveAs(), savedPick: this.#savedPick(), rollModeFixed };
          return { ...part, ...footerTemplateContext(game.i18n, parts) };
        }
        default:
          return part;
      }
    }

    /** *Save as…* for a dialog opened for a character its user may change (a contest side's roll has none). */
    #saveAs(): SaveAsView | null {
      const { actor, contest } = this.#options;
      if (!actor?.isOwner || contest) return null;
      return { id: `${this.id}-saved-name`, name: this.#savedName };
    }

    /** The character's saved rolls of this rule set, to fill the dialog from (its owners and the GM only). */
    #savedPick(): SavedPickOption[] | null {
      const { actor, offerSavedRolls } = this.#options;
      if (!actor?.isOwner || offerSavedRolls === false) return null;
      const rolls = savedRollsOf(actor).filter((roll) => roll.ruleSet === this.ruleSet);
      return rolls.map((roll) => ({ id: roll.id, name: roll.name, selected: roll.id === this.#pickedId }));
    }

    /**
     * A saved roll picked: the fields become its fields (those written with `@` as written, read from the character
     * now), *Save as…* takes its name, and the flavor its flavor unless one is typed (a card's purpose stays).
     */
    #applyPick(id: string): void {
      const actor = this.#options.actor;
      const roll = actor ? savedRollsOf(actor).find((saved) => saved.id === id) : undefined;
      this.#pickedId = roll?.id ?? null;
      if (!actor || !roll) return;
      try {
        const spec = { ...dialogSpec(this.ruleSet, roll.spec, actor.getRollData()), ...(this.#options.fixed?.values ?? {}) };
        this.#form = formOfStoredSpec(this.ruleSet, spec, readDialogSettings());
      } catch (error) {
        notifyError("error", error);
        return;
      }
      this.#savedName = roll.name;
      if (!this.#flavor.trim()) this.#flavor = roll.flavor ?? roll.name;
      this.#view = this.#build();
    }

    override _onRender(context: unknown, options: { isFirstRender?: boolean }): void {
      super._onRender(context, options);
      if (!options.isFirstRender) return;
      this.#options.opened?.(openedDialogHandle(this));
      saveOnEnter(this.element);
      listenToKeys(this);
      // After the keyboard's first focus: a prompt puts it on the first field the user may change, else on Roll.
      if (this.#options.prompt) announcePrompt(this.element, this.id);
      // Typing updates the odds as a change does (Foundry's form sends only "change" to _onChangeForm).
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
      rememberSize(`roll-${this.ruleSet}`, this.position);
      super._onClose(options);
    }

    /** The form read again, its fields' states patched in place, the odds redrawn. */
    #update(): void {
      this.#readForm();
      applyFieldStates(this.element, this.view);
      void this.render({ parts: LIVE_PARTS });
    }

    /** The form's values: rule-set fields into the model, roll mode and flavor kept for the message. */
    #readForm(): void {
      const { FormDataExtended } = foundry.applications.ux;
      const values = new FormDataExtended(this.element as HTMLFormElement).object as FormValues;
      const { rollMode, flavor, savedRollName, savedRollPick: _pick, ...fields } = values;
      if (typeof rollMode === "string") this.#messageMode = parseMessageMode(rollMode);
      this.#flavor = typeof flavor === "string" ? flavor : "";
      if (typeof savedRollName === "string") this.#savedName = savedRollName;
      this.#form = { ...this.#form, ...numbersAsNumbers(fields, this.view) };
      this.#view = this.#build();
    }

    static #onStepField(this: IndieRollDialog, _event: Event, target: HTMLElement): void {
      stepNumberField(this.element, target);
    }

    /**
     * *Save as…*: keeps the form as the character's saved roll of that name (an existing name is updated), with the
     * fields written as `@` expressions kept as written. A form with errors, a bad name or a refusal changes nothing
     * and says why; the dialog stays open either way.
     */
    static async #onSaveRoll(this: IndieRollDialog): Promise<void> {
      const actor = this.#options.actor;
      if (!actor) return;
      this.#readForm();
      const view = this.view;
      applyFieldStates(this.element, view);
      if (!view.request) {
        notifyKey("error", "INDIE_DICE.Dialog.FixErrors");
        return;
      }
      try {
        const spec = specFromForm(this.#form, view.request);
        const saved = await saveActorRoll(actor, { name: this.#savedName, ruleSet: this.ruleSet, spec, ...this.#ownFlavor() });
        notifyKey("info", "INDIE_DICE.SavedRolls.Saved", { name: saved.name, actor: actor.name ?? "" });
      } catch (error) {
        notifyError("error", error);
      }
    }

    /** The flavor worth keeping with a saved roll: none when it only repeats the roll's name. */
    #ownFlavor(): { flavor?: string } {
      const flavor = this.#flavor.trim();
      return flavor && flavor !== this.#savedName.trim() ? { flavor } : {};
    }

    /** The Roll button (or Enter): settles the request; Foundry's `closeOnSubmit` then closes the dialog. */
    static #onSubmitForm(this: IndieRollDialog): void {
      this.#readForm();
      const view = this.view;
      if (!view.canRoll || !view.request) {
        applyFieldStates(this.element, view);
        // A throw keeps the dialog open and shows the message (Foundry's form handling).
        throw new DialogRefusal(game.i18n.localize("INDIE_DICE.Dialog.FixErrors"));
      }
      try {
        this.#options.guard?.(view.request);
      } catch (error) {
        this.#restoreFixed();
        void this.render({ parts: ["fields", "odds", "footer"] });
        // Foundry shows a handler's throw and keeps the dialog open; the text is escaped (a name is typed by users).
        const refusal = asFoundryError(error);
        throw new DialogRefusal(foundry.utils.escapeHTML(refusal instanceof Error ? refusal.message : String(refusal)));
      }
      const { actor, token, rollOptions, messageFlags } = this.#options;
      this.#configured = {
        ruleSet: this.ruleSet,
        request: view.request,
        message: {
          actor: actor ?? null,
          token: token ?? null,
          rollMode: this.#messageMode,
          flavor: this.#flavor || null,
          rollOptions: rollOptions ?? null,
          messageFlags: messageFlags ?? null,
        },
        confirmedForm: this.#form,
      };
    }
  }
  return withStableName(IndieRollDialog, "IndieRollDialog");
}

export type RollDialogClass = ReturnType<typeof createRollDialogClass>;

/** Foundry's message (roll) modes as select options, the current one selected. */
export function messageModeOptions(current: MessageMode): { value: string; label: string; selected: boolean }[] {
  return messageModeChoices().map(({ mode, label }) => ({ value: mode, label: game.i18n.localize(label), selected: mode === current }));
}
