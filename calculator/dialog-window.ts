/**
 * A rule set's dialog in the odds calculator, built as the Foundry dialog (src/foundry/apps/roll-dialog.ts) is: a
 * form whose parts — fields and odds — are the module's own templates over the rule set's pure view model. A change,
 * or typing once it pauses, patches the fields in place (they keep focus and caret) and redraws the odds part only.
 * Nothing is rolled here, so the dialog has no footer.
 */
import { applyFieldStates } from "../src/ui/dom/apply-field-states";
import { numbersAsNumbers } from "../src/ui/dialogs/numbers-as-numbers";
import { onLiveInput } from "../src/ui/dom/live-input";
import { DIALOG_MODELS } from "../src/ui/dialog-models";
import { oddsTemplateContext } from "../src/ui/dialogs/template-context";
import { type DialogSettings, type DialogView, type FormValues } from "../src/ui/dialogs/dialog-types";
import { type RuleSetId } from "../src/core/rule-set-types";
import type { Translator } from "../src/ui/translator";
import { listenToSteppers, part, readFormValues, windowHeader } from "./form-window";
import { renderFields, renderOdds } from "./templates";

/** What a dialog reads of the page when it builds its view: the language, the world and client settings. */
export interface DialogEnvironment {
  readonly i18n: Translator;
  readonly settings: DialogSettings;
  readonly showOdds: boolean;
}

export class DialogWindow {
  readonly element: HTMLFormElement;
  #form: FormValues;

  /** `form`: the values to open with (the link's). */
  constructor(
    readonly ruleSet: RuleSetId,
    private readonly environment: () => DialogEnvironment,
    form: FormValues = {},
  ) {
    this.#form = { ...DIALOG_MODELS[ruleSet].defaults(environment().settings), ...form };
    this.element = document.createElement("form");
    this.element.className = "application indie-dice roll-dialog";
    this.element.id = `indie-dice-${ruleSet}-dialog`;
    this.element.setAttribute("aria-labelledby", `${this.element.id}-title`);
    this.element.addEventListener("change", () => this.#onChange());
    // A browser submits on Enter in a text field: here that only reads the form.
    this.element.addEventListener("submit", (event) => {
      event.preventDefault();
      this.#onChange();
    });
    onLiveInput(this.element, () => this.#onChange());
    listenToSteppers(this.element);
  }

  /** The view model of the form as it stands. */
  get view(): DialogView {
    const { i18n, settings, showOdds } = this.environment();
    const model = DIALOG_MODELS[this.ruleSet] as (typeof DIALOG_MODELS)[RuleSetId];
    return model.build(this.#form as never, {
      i18n,
      settings,
      showOdds,
      inContest: false,
      rollData: null,
    }) as DialogView;
  }

  /** Draws every part (first render, or a language or settings change). */
  render(): void {
    const view = this.view;
    const content = document.createElement("section");
    content.className = "window-content standard-form";
    content.append(part("fields", renderFields(view)), this.#oddsPart(view));
    this.element.replaceChildren(this.#header(view), content);
  }

  focusFirstField(): void {
    this.element
      .querySelector<HTMLElement>(".window-content input:not([disabled]), .window-content select:not([disabled])")
      ?.focus();
  }

  #header(view: DialogView): HTMLElement {
    return windowHeader(
      `${this.element.id}-title`,
      view.title,
      this.environment().i18n.localize("INDIE_DICE.Dialog.Labels.Close"),
    );
  }

  #oddsPart(view: DialogView): HTMLElement {
    const { i18n, showOdds } = this.environment();
    // A note worded as nothing is one the page leaves out (calculator/site-text.ts: about a chart it does not show).
    const odds = view.odds && { ...view.odds, notes: view.odds.notes.filter((note) => note !== "") };
    return part("odds", renderOdds(oddsTemplateContext(i18n, { ...view, odds }, showOdds, null)));
  }

  /** Like Foundry's `_onChangeForm`: read the form, patch the fields, redraw the odds part alone. */
  #onChange(): void {
    this.#form = { ...this.#form, ...numbersAsNumbers(readFormValues(this.element), this.view) };
    const view = this.view;
    applyFieldStates(this.element, view);
    // As Foundry's `scrollable` part does: the redrawn odds keep the scroll position they had.
    const before = this.element.querySelector<HTMLElement>('[data-application-part="odds"]');
    const after = this.#oddsPart(view);
    before?.replaceWith(after);
    after.scrollTop = before?.scrollTop ?? 0;
  }
}
