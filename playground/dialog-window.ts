/**
 * A roll dialog in the playground, built as the Foundry dialog (src/foundry/apps/roll-dialog.ts) is: a form whose
 * parts — fields, odds, footer — are the module's own templates over the rule set's pure view model. A change, or
 * typing once it pauses, patches the fields in place (they keep focus and caret) and redraws the odds part only;
 * submitting hands the model's request to `onRoll`. A contest side's dialog shows its chance to beat each opponent.
 */
import { applyFieldStates } from "../src/ui/dom/apply-field-states";
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
}

export class DialogWindow {
  readonly element: HTMLFormElement;
  #form: FormValues;
  #rollMode: RollMode = "publicroll";
  #flavor = "";

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
    listenToWindowControls(this.element, () => this.onClose());
  }

  /** The view model of the form as it stands. */
  get view(): DialogView {
    const { i18n, settings, showOdds } = this.environment();
    const model = DIALOG_MODELS[this.ruleSet] as (typeof DIALOG_MODELS)[RuleSetId];
    return model.build(this.#form as never, { i18n, settings, showOdds, inContest: Boolean(this.opening.contest) }) as DialogView;
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
    return part("odds", renderOdds(oddsTemplateContext(i18n, view, showOdds, chance)));
  }

  #footerPart(view: DialogView): HTMLElement {
    const rollModes = ROLL_MODES.map((value) => ({ value, label: this.rollModeLabel(value), selected: value === this.#rollMode }));
    const context = footerTemplateContext(this.environment().i18n, { rollModes, flavor: this.#flavor, canRoll: view.canRoll });
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

  #readForm(): void {
    const { rollMode, flavor, ...values } = readFormValues(this.element);
    this.#rollMode = ROLL_MODES.find((mode) => mode === rollMode) ?? "publicroll";
    this.#flavor = typeof flavor === "string" ? flavor : "";
    this.#form = { ...this.#form, ...values };
  }
}
