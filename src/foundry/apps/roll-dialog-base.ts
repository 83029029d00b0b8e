/**
 * What every dialog that configures one roll shares — the rule sets' roll dialog (roll-dialog.ts) and the *Any
 * formula* dialog (formula-dialog.ts, docs/formula-dialog.md): the form and its view model kept in step, the prompt's
 * header (docs/prompts.md), the footer (roll mode, flavor, *Save as…*, the saved-roll pick), the keys, live typing,
 * the remembered size, and the Roll button that settles the request. Each dialog adds only what is its own: how its
 * view model is built, what its fields and odds parts draw, and what a saved roll and a settled roll hold.
 */
import { messageModeChoices, parseMessageMode } from "../foundry-version";
import type { MessageMode } from "../types/message-mode";
import type { DialogKind } from "../../core/dialog-kind-types";
import type { SavedRoll, SavedValue } from "../../core/saved-rolls/saved-roll-types";
import { applyFieldStates, type FieldStates } from "../../ui/dom/apply-field-states";
import { onLiveInput, type LiveInput } from "../../ui/dom/live-input";
import { saveOnEnter, updateOnEnter } from "../../ui/dom/save-on-enter";
import { eventElement, isSelectElement } from "../../ui/dom/elements";
import { footerTemplateContext } from "../../ui/dialogs/template-context";
import { type FormValues } from "../../ui/dialogs/dialog-types";
import type { CardChance } from "../../ui/dialogs/card-chances";
import { fixedFieldNames, type FieldLock } from "../../ui/dialogs/fixed-fields";
import type { FixedRoll } from "../../core/fixed-roll";
import type { SaveAsView, SavedPickOption } from "../../ui/dialogs/template-context";
import type { OpenDialogOptions, RollMessageOptions } from "../types/dialogs";
import { saveActorRoll, savedRollsOf } from "../saved-rolls/saved-rolls-api";
import { notifyError, notifyKey } from "../notify";
import { asFoundryError } from "../errors";
import { DialogRefusal, HandlebarsApplicationBase, listenToKeys, resultOnClose } from "./form-application";
import { announcePrompt, openedDialogHandle, promptContext } from "./dialog-prompt";
import { openingPosition, rememberSize } from "./window-sizes";
import { withStableName } from "../dice/stable-name";
import { MODULE_ID } from "../module-id";

/** A dialog's API options once read: the spec as the form's starting values, the mode parsed. */
export type OptionsAsRead<Options> = Omit<Options, "spec" | "fastForward" | "rollMode"> & {
  /** The form's starting values (from an API spec or the remembered inputs), merged over the defaults. */
  readonly form?: FormValues | null;
  /** The mode the roll-mode select starts on; the user's current mode by default. */
  readonly rollMode?: MessageMode | null;
};

/** What a roll-configuring dialog is opened with, whichever its kind: the roll's character, message and card. */
type RollDialogSetup<Request> = Pick<
  OptionsAsRead<OpenDialogOptions>,
  | "actor"
  | "token"
  | "form"
  | "rollMode"
  | "flavor"
  | "rollOptions"
  | "messageFlags"
  | "savedName"
  | "offerSavedRolls"
  | "fixed"
  | "rules"
  | "lockRollMode"
  | "prompt"
  | "opened"
> & {
  /** Refuses (throws) a request the caller cannot take, when Roll is pressed. */
  readonly guard?: ((request: Request) => void) | null;
};

/** What the shared lifecycle reads of a dialog's view model. */
interface RollDialogView<Request> extends FieldStates {
  readonly title: string;
  readonly spec: Request | null;
  readonly canRoll: boolean;
}

const TEMPLATES = `modules/${MODULE_ID}/templates/dialogs`;

/**
 * How a card's fixed fields are locked in either dialog: fixed ones say so, one whose value the card hides (a
 * request's hidden difficulty) says it is hidden, and one the roll carries but its roller may not know (an extended
 * test's dice after a round hidden from them) says why (src/ui/dialogs/fixed-fields.ts).
 */
export function fixedFieldsLock(fixed: FixedRoll | null | undefined): FieldLock {
  return {
    whole: fixed?.whole === true,
    reason: game.i18n.localize("INDIE_DICE.Dialog.FixedByCard"),
    hiddenReason: game.i18n.localize("INDIE_DICE.Dialog.HiddenByGM"),
    ...(conceals(fixed)
      ? { concealed: fixed!.concealed, concealedReason: game.i18n.localize("INDIE_DICE.Dialog.HiddenWithRound") }
      : {}),
  };
}

/** Does the card fix values its roller may not know? Then no odds are drawn, nor offered to be saved. */
export function conceals(fixed: FixedRoll | null | undefined): boolean {
  return (fixed?.concealed?.length ?? 0) > 0;
}

/** The parts a field change redraws: the fields keep focus and caret, their errors are patched in place. */
const LIVE_PARTS = ["odds"];

/** The parts a saved-roll pick or a refused Roll redraws: the fields take new values. */
const FORM_PARTS = ["fields", "odds", "footer"];

/** The shared base class of the dialogs that configure one roll. */
export abstract class RollDialogBase<
  Setup extends RollDialogSetup<Request>,
  Request,
  View extends RollDialogView<Request>,
  Configured,
> extends HandlebarsApplicationBase {
  /** Merged under each dialog's own (Foundry merges every class's DEFAULT_OPTIONS down the chain). */
  static override DEFAULT_OPTIONS: object = {
    classes: ["indie-dice", "roll-dialog"],
    tag: "form",
    // Resizable: styles/dialogs.css sets the fields and the odds side by side once the window is wide enough.
    window: { contentClasses: ["standard-form"], resizable: true },
    position: { width: 460, height: "auto" },
    form: { handler: RollDialogBase.#onSubmitForm, closeOnSubmit: true, submitOnChange: false },
    actions: { saveRoll: RollDialogBase.#onSaveRoll },
  };

  static override PARTS = {
    // Only for a dialog a card opened without being asked (docs/prompts.md): who asks, for whom and why.
    prompt: { template: `${TEMPLATES}/prompt.hbs` },
    fields: { template: `${TEMPLATES}/fields.hbs` },
    // The buttons right after the fields, the odds last: Tab goes from the last field to the flavor, the roll mode
    // and Roll as they stand under the fields, and only then to the odds (beside them in a wide window).
    footer: { template: `${TEMPLATES}/footer.hbs` },
    // The odds keep their scroll position when a change redraws them.
    odds: { template: `${TEMPLATES}/odds.hbs`, scrollable: [""] },
  };

  readonly #kind: DialogKind;
  readonly #setup: Setup;
  #form: FormValues;
  #view: View | null = null;
  #messageMode: MessageMode;
  #flavor: string;
  /** What the Roll button settled; null until then, and for a dialog closed without rolling. */
  #configured: Configured | null = null;
  #liveInput: LiveInput | null = null;
  #savedName: string;
  /** The saved roll last picked to fill the dialog, shown as the picker's choice. */
  #pickedId: string | null = null;

  constructor(kind: DialogKind, setup: Setup) {
    super({ position: openingPosition(`roll-${kind}`, { kind: "roll" }) });
    this.#kind = kind;
    this.#setup = setup;
    this.#form = this.openedForm();
    this.#messageMode = parseMessageMode(setup.rollMode);
    this.#flavor = setup.flavor ?? "";
    this.#savedName = setup.savedName ?? "";
  }

  /** The view model built from the form as it stands. */
  protected abstract build(): View;

  /**
   * The form the dialog opened with: the defaults under the caller's starting values. Also called from the
   * constructor, before the subclass is set up: it may read only `setup`.
   */
  protected abstract openedForm(): FormValues;

  /** A saved roll's fields as this dialog's form (may throw: the pick is then refused, and says why). */
  protected abstract formOfSaved(roll: SavedRoll, actor: Actor.Implementation): FormValues;

  /** The form as *Save as…* keeps it, fields written with `@` as written. */
  protected abstract savedSpec(form: FormValues, spec: Request): Record<string, SavedValue>;

  /** What the Roll button settles, from the request and the message options. */
  protected abstract settle(spec: Request, message: RollMessageOptions, confirmedForm: FormValues): Configured;

  /** The context of a part that is the dialog's own (its fields and odds). */
  protected abstract partContext(partId: string, part: Record<string, unknown>, view: View): Record<string, unknown>;

  /** Which fields a card's fixed values lock beyond their own names. */
  protected fixedFieldsOptions(): Pick<FieldLock, "specFields"> {
    return {};
  }

  /**
   * Takes the card chance as it stands now; true when it differs from the one the odds part shows (only a
   * dialog a card opened has one: the others keep theirs, none).
   */
  protected takeCardChance(_cardChance: CardChance): boolean {
    return false;
  }

  /**
   * The card changed while the dialog is open (docs/prompts.md "The dialog follows the card"): a card chance that
   * differs redraws the odds part as a field change does — the fields as typed, the focus where it was. The same
   * card chance draws nothing, so a change the user may not see (a roll hidden from them) shows no sign at all.
   */
  followCard(cardChance: CardChance): void {
    if (this.takeCardChance(cardChance) && this.rendered) this.#update();
  }

  /** Whether *Save as…* is offered at all (a character its user may change is asked for besides). */
  protected offersSaveAs(): boolean {
    return true;
  }

  /** The form's field values as the view model takes them. */
  protected formFields(fields: FormValues): FormValues {
    return fields;
  }

  protected get setup(): Setup {
    return this.#setup;
  }

  /** The form's values as last read (not Foundry's `form`, the element). */
  protected get formValues(): FormValues {
    return this.#form;
  }

  /** Renders the dialog; resolves once it closes, with what its Roll button settled, or null. */
  protected settled(): Promise<Configured | null> {
    return resultOnClose(this, () => this.#configured);
  }

  /** The view model as it stands (for tests and for hooks that want to read the dialog). */
  get view(): View {
    this.#view ??= this.build();
    return this.#view;
  }

  override get title(): string {
    const name = this.#setup.token?.name ?? this.#setup.actor?.name;
    const title = this.view.title;
    return name ? game.i18n.format("INDIE_DICE.Dialog.TitleFor", { title, name }) : title;
  }

  /**
   * After a refused Roll, the fields the card fixed take the card's values again (the form they opened with): a
   * field re-enabled and changed in the page would otherwise keep its change, hidden behind its lock.
   */
  #restoreFixed(): void {
    const { fixed } = this.#setup;
    if (!fixed) return;
    const opened = this.openedForm();
    const locked = fixedFieldNames(Object.keys(opened), fixed.values, {
      whole: fixed.whole === true,
      ...this.fixedFieldsOptions(),
    });
    this.#form = { ...this.#form, ...Object.fromEntries([...locked].map((name) => [name, opened[name]])) };
    this.#view = this.build();
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

  /**
   * Each part gets its own copy of the shared context (Foundry passes one object to every part), holding what
   * its template reads: the fields part the view model itself, the odds and footer parts the contexts
   * src/ui/dialogs builds for them (with their localized captions), as the playground renders them.
   */
  override async _preparePartContext(
    partId: string,
    context: Record<string, unknown>,
    options: unknown,
  ): Promise<Record<string, unknown>> {
    const part = { ...(await super._preparePartContext(partId, context, options)) };
    const view = this.view;
    switch (partId) {
      case "prompt":
        return { ...part, ...promptContext(this.id, this.#setup.prompt) };
      case "footer": {
        const rollModeFixed = this.#setup.lockRollMode ? game.i18n.localize("INDIE_DICE.Dialog.FixedByCard") : null;
        const parts = {
          rollModes: messageModeOptions(this.#messageMode),
          flavor: this.#flavor,
          canRoll: view.canRoll,
          saveAs: this.#saveAs(),
          savedPick: this.#savedPick(),
          rollModeFixed,
        };
        return { ...part, ...footerTemplateContext(game.i18n, parts) };
      }
      default:
        return this.partContext(partId, part, view);
    }
  }

  /** *Save as…* for a dialog opened for a character its user may change. */
  #saveAs(): SaveAsView | null {
    // A saved roll would keep, and show, the values the card conceals from its roller.
    if (!this.#setup.actor?.isOwner || !this.offersSaveAs() || conceals(this.#setup.fixed)) return null;
    return { id: `${this.id}-saved-name`, name: this.#savedName };
  }

  /** The character's saved rolls of this dialog's kind, to fill the dialog from (its owners and the GM only). */
  #savedPick(): SavedPickOption[] | null {
    const { actor, offerSavedRolls } = this.#setup;
    if (!actor?.isOwner || offerSavedRolls === false) return null;
    const rolls = savedRollsOf(actor).filter((roll) => roll.ruleSet === this.#kind);
    return rolls.map((roll) => ({ id: roll.id, name: roll.name, selected: roll.id === this.#pickedId }));
  }

  /**
   * A saved roll picked: the fields become its fields (those written with `@` as written, read from the character
   * now), *Save as…* takes its name, and the flavor its flavor unless one is typed (a card's purpose stays).
   */
  #applyPick(id: string): void {
    const actor = this.#setup.actor;
    const roll = actor
      ? savedRollsOf(actor).find((saved) => saved.id === id && saved.ruleSet === this.#kind)
      : undefined;
    this.#pickedId = roll?.id ?? null;
    if (!actor || !roll) return;
    try {
      this.#form = this.formOfSaved(roll, actor);
    } catch (error) {
      notifyError("error", error);
      return;
    }
    this.#savedName = roll.name;
    if (!this.#flavor.trim()) this.#flavor = roll.flavor ?? roll.name;
    this.#view = this.build();
  }

  override _onRender(context: unknown, options: { isFirstRender?: boolean }): void {
    super._onRender(context, options);
    if (!options.isFirstRender) return;
    this.#setup.opened?.(openedDialogHandle(this));
    saveOnEnter(this.element);
    updateOnEnter(this.element);
    listenToKeys(this);
    // After the keyboard's first focus: a prompt puts it on the first field the user may change, else on Roll.
    if (this.#setup.prompt) announcePrompt(this.element, this.id);
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
      void this.render({ parts: FORM_PARTS });
      return;
    }
    this.#update();
  }

  override _onClose(options: unknown): void {
    this.#liveInput?.cancel();
    rememberSize(`roll-${this.#kind}`, this.position);
    super._onClose(options);
  }

  /** The form read again, its fields' states patched in place, the odds redrawn. */
  #update(): void {
    this.#readForm();
    applyFieldStates(this.element, this.view);
    void this.render({ parts: LIVE_PARTS });
  }

  /** The form's values: the dialog's fields into the model, roll mode and flavor kept for the message. */
  #readForm(): void {
    const { FormDataExtended } = foundry.applications.ux;
    const values = new FormDataExtended(this.element as HTMLFormElement).object as FormValues;
    const { rollMode, flavor, savedRollName, savedRollPick: _pick, ...fields } = values;
    if (typeof rollMode === "string") this.#messageMode = parseMessageMode(rollMode);
    this.#flavor = typeof flavor === "string" ? flavor : "";
    if (typeof savedRollName === "string") this.#savedName = savedRollName;
    this.#form = { ...this.#form, ...this.formFields(fields) };
    this.#view = this.build();
  }

  /**
   * *Save as…*: keeps the form as the character's saved roll of that name (an existing name is updated), with the
   * fields written as `@` expressions kept as written. A form with errors, a bad name or a refusal changes nothing
   * and says why; the dialog stays open either way.
   */
  static async #onSaveRoll(this: AnyRollDialog): Promise<void> {
    const actor = this.#setup.actor;
    if (!actor) return;
    this.#readForm();
    const view = this.view;
    applyFieldStates(this.element, view);
    if (!view.spec) {
      notifyKey("error", "INDIE_DICE.Dialog.FixErrors");
      return;
    }
    try {
      const spec = this.savedSpec(this.#form, view.spec);
      const saved = await saveActorRoll(actor, {
        name: this.#savedName,
        ruleSet: this.#kind,
        spec,
        ...this.#ownFlavor(),
      });
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
  static #onSubmitForm(this: AnyRollDialog): void {
    this.#readForm();
    const view = this.view;
    if (!view.canRoll || !view.spec) {
      applyFieldStates(this.element, view);
      // A throw keeps the dialog open and shows the message (Foundry's form handling).
      throw new DialogRefusal(game.i18n.localize("INDIE_DICE.Dialog.FixErrors"));
    }
    try {
      this.#setup.guard?.(view.spec);
    } catch (error) {
      this.#restoreFixed();
      void this.render({ parts: FORM_PARTS });
      // Foundry shows a handler's throw and keeps the dialog open; the text is escaped (a name is typed by users).
      const refusal = asFoundryError(error);
      throw new DialogRefusal(foundry.utils.escapeHTML(refusal instanceof Error ? refusal.message : String(refusal)));
    }
    const { actor, token, rollOptions, messageFlags } = this.#setup;
    const message: RollMessageOptions = {
      actor: actor ?? null,
      token: token ?? null,
      rollMode: this.#messageMode,
      flavor: this.#flavor || null,
      rollOptions: rollOptions ?? null,
      messageFlags: messageFlags ?? null,
    };
    this.#configured = this.settle(view.spec, message, this.#form);
  }
}
// Named for the render/close hooks Foundry calls for every class of the chain: a minified build keeps the name.
withStableName(RollDialogBase, "IndieRollDialogBase");

/** Any dialog of this base, as Foundry calls its form handler and actions (`this` = the application). */
type AnyRollDialog = RollDialogBase<RollDialogSetup<unknown>, unknown, RollDialogView<unknown>, unknown>;

/** Foundry's message (roll) modes as select options, the current one selected. */
function messageModeOptions(current: MessageMode): { value: string; label: string; selected: boolean }[] {
  return messageModeChoices().map(({ mode, label }) => ({
    value: mode,
    label: game.i18n.localize(label),
    selected: mode === current,
  }));
}
