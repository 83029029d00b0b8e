/**
 * A roll dialog in the playground, built as the Foundry dialog (src/foundry/apps/roll-dialog.ts) is: a form whose
 * parts — fields, odds, footer — are the module's own templates over the rule set's pure view model. A change, or
 * typing once it pauses, patches the fields in place (they keep focus and caret) and redraws the odds part only;
 * submitting hands the model's request to `onRoll`. A contest side's dialog shows its chance to beat each opponent.
 */
import { applyFieldStates } from "../src/ui/dom/apply-field-states";
import { saveOnEnter } from "../src/ui/dom/save-on-enter";
import { numbersAsNumbers } from "../src/ui/dialogs/numbers-as-numbers";
import { specFromForm } from "../src/ui/saved-rolls/spec-from-form";
import { withFixedFields } from "../src/ui/dialogs/fixed-fields";
import type { SavedValue } from "../src/core/saved-rolls/saved-rolls";
import { onLiveInput } from "../src/ui/dom/live-input";
import { contestChanceView, type DialogContest } from "../src/ui/dialogs/contest-chance";
import {
  DIALOG_MODELS,
  footerTemplateContext,
  oddsTemplateContext,
  type DialogSettings,
  type DialogView,
  type FormValues,
  type RollRequests,
  type RuleSetId,
} from "../src/ui/dialogs";
import type { Translator } from "../src/ui/translator";
import { listenToWindowControls, part, readFormValues, windowHeader } from "./form-window";
import { renderFields, renderFooter, renderOdds } from "./templates";

/** What a dialog reads of the page when it builds its view: the language, the world and client settings. */
export interface DialogEnvironment {
  readonly i18n: Translator;
  readonly settings: DialogSettings;
  readonly showOdds: boolean;
}

export interface RollSubmission<R extends RuleSetId = RuleSetId> {
  readonly ruleSet: R;
  readonly request: RollRequests[R];
  readonly rollMode: string;
  readonly flavor: string;
}

/** Foundry's four roll modes, named by its own keys (the playground labels them in the page's language). */
export const ROLL_MODES = ["publicroll", "gmroll", "blindroll", "selfroll"] as const;
export type RollMode = (typeof ROLL_MODES)[number];

/**
 * What a dialog opens with: prefilled values (a card's spec), who rolls (shown in the title as Foundry does), a
 * contest side's contest, and the flavor saying what a card's roll is for (as the Foundry card prefills it).
 */
export interface DialogOpening {
  readonly form?: FormValues;
  readonly subject?: string;
  readonly contest?: DialogContest;
  readonly flavor?: string;
  /** The character's roll data, which fields written with `@` read (a dialog opened for the sample character). */
  readonly rollData?: () => unknown;
  /** What a card fixed (a request's difficulty): shown, not editable. */
  readonly fixed?: Readonly<Record<string, unknown>>;
  /** *Save as…*: keeps the form as the character's saved roll; the name it starts with. */
  readonly saveAs?: { readonly name: string; readonly save: (saved: SaveSubmission) => void };
}

/** What *Save as…* hands on: the name typed, the spec (fields written with `@` as written) and the flavor. */
export interface SaveSubmission {
  readonly name: string;
  readonly ruleSet: RuleSetId;
  readonly spec: Record<string, SavedValue>;
  readonly flavor: string;
}

export class DialogWindow {
  readonly element: HTMLFormElement;
  #form: FormValues;
  #rollMode: RollMode = "publicroll";
  #flavor = "";
  #savedName = "";

  constructor(
    readonly ruleSet: RuleSetId,
    private readonly environment: () => DialogEnvironment,
    private readonly rollModeLabel: (mode: RollMode) => string,
    private readonly onRoll: (submission: RollSubmission) => void,
    private readonly onClose: () => void,
    /**
     * Prefilled values (a contest participant's spec), who rolls (shown in the title as Foundry does), and for a
     * contest side the contest it rolls in.
     */
    private readonly opening: DialogOpening = {},
  ) {
    this.#form = { ...DIALOG_MODELS[ruleSet].defaults(environment().settings), ...(opening.form ?? {}) };
    this.#flavor = opening.flavor ?? "";
    this.element = document.createElement("form");
    this.element.className = "application indie-dice roll-dialog";
    this.element.id = `indie-dice-${ruleSet}-dialog`;
    this.element.setAttribute("aria-labelledby", `${this.element.id}-title`);
    this.element.addEventListener("change", () => this.#onChange());
    this.element.addEventListener("submit", (event) => this.#onSubmit(event));
    onLiveInput(this.element, () => this.#onChange());
    saveOnEnter(this.element);
    listenToWindowControls(this.element, () => this.onClose());
    this.element.addEventListener("click", (event) => {
      if ((event.target as HTMLElement).closest("[data-action='saveRoll']")) this.#onSave();
    });
    this.#savedName = opening.saveAs?.name ?? "";
  }

  /** The view model of the form as it stands. */
  get view(): DialogView {
    const { i18n, settings, showOdds } = this.environment();
    const model = DIALOG_MODELS[this.ruleSet] as (typeof DIALOG_MODELS)[RuleSetId];
    const rollData = this.opening.rollData?.() ?? null;
    return withFixedFields(model.build(this.#form as never, { i18n, settings, showOdds, inContest: Boolean(this.opening.contest), rollData }) as DialogView, this.opening.fixed);
  }

  /** Draws every part (first render, or a language or settings change). */
  render(): void {
    const view = this.view;
    const content = document.createElement("section");
    content.className = "window-content standard-form";
    content.append(part("fields", renderFields(view)), this.#oddsPart(view), this.#footerPart(view));
    this.element.replaceChildren(this.#header(view), content);
  }

  focusFirstField(): void {
    this.element.querySelector<HTMLElement>(".window-content input:not([disabled]), .window-content select:not([disabled])")?.focus();
  }

  #header(view: DialogView): HTMLElement {
    const title = this.opening.subject ? `${view.title}: ${this.opening.subject}` : view.title;
    return windowHeader(`${this.element.id}-title`, title, this.environment().i18n.localize("INDIE_DICE.Dialog.Labels.Close"));
  }

  #oddsPart(view: DialogView): HTMLElement {
    const { i18n, showOdds } = this.environment();
    const { contest } = this.opening;
    const chance = contest && showOdds ? contestChanceView(i18n, this.ruleSet, contest, view.request) : null;
    // A note worded as nothing is one the page leaves out (calculator/site-text.ts: about a chart it does not show).
    const odds = view.odds && { ...view.odds, notes: view.odds.notes.filter((note) => note !== "") };
    return part("odds", renderOdds(oddsTemplateContext(i18n, { ...view, odds }, showOdds, chance)));
  }

  #footerPart(view: DialogView): HTMLElement {
    const rollModes = ROLL_MODES.map((value) => ({ value, label: this.rollModeLabel(value), selected: value === this.#rollMode }));
    const saveAs = this.opening.saveAs ? { id: `${this.element.id}-saved-name`, name: this.#savedName } : null;
    const context = footerTemplateContext(this.environment().i18n, { rollModes, flavor: this.#flavor, canRoll: view.canRoll, saveAs });
    return part("footer", renderFooter(context));
  }

  /** Like Foundry's `_onChangeForm`: read the form, patch the fields, redraw the odds part alone. */
  #onChange(): void {
    this.#readForm();
    const view = this.view;
    applyFieldStates(this.element, view);
    // As Foundry's `scrollable` part does: the redrawn odds keep the scroll position they had.
    const before = this.element.querySelector<HTMLElement>('[data-application-part="odds"]');
    const after = this.#oddsPart(view);
    before?.replaceWith(after);
    after.scrollTop = before?.scrollTop ?? 0;
  }

  #onSubmit(event: SubmitEvent): void {
    event.preventDefault();
    this.#readForm();
    const view = this.view;
    applyFieldStates(this.element, view);
    if (!view.canRoll || !view.request) return;
    this.onRoll({ ruleSet: this.ruleSet, request: view.request, rollMode: this.#rollMode, flavor: this.#flavor });
  }

  /** *Save as…*: a form with errors is shown and not kept; what the save refuses is the page's to show. */
  #onSave(): void {
    this.#readForm();
    const view = this.view;
    applyFieldStates(this.element, view);
    if (!this.opening.saveAs || !view.request) return;
    this.opening.saveAs.save({ name: this.#savedName, ruleSet: this.ruleSet, spec: specFromForm(this.#form, view.request), flavor: this.#flavor.trim() });
  }

  #readForm(): void {
    const { rollMode, flavor, savedRollName, ...values } = readFormValues(this.element);
    this.#rollMode = ROLL_MODES.find((mode) => mode === rollMode) ?? "publicroll";
    this.#flavor = typeof flavor === "string" ? flavor : "";
    if (typeof savedRollName === "string") this.#savedName = savedRollName;
    this.#form = { ...this.#form, ...numbersAsNumbers(values, this.view) };
  }
}
