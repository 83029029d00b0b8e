/**
 * The Start contest dialog in the odds calculator, built as the Foundry one is (src/foundry/apps/
 * start-contest-dialog.ts): the module's templates over the shared view model. A change that keeps the same fields
 * patches each side in place and redraws the chances; another rule set draws the sides anew. Nothing is started
 * here, so the dialog has no footer.
 */
import {
  nextStartForm,
  startContestModel,
  type StartContestView,
} from "../src/card-kinds/contest/ui/start-contest-model";
import type { FormValues } from "../src/ui/dialogs/dialog-types";
import { applyFieldStates } from "../src/ui/dom/apply-field-states";
import { onLiveInput } from "../src/ui/dom/live-input";
import type { DialogEnvironment } from "./dialog-window";
import { listenToSteppers, part, readFormValues, windowHeader } from "./form-window";
import { renderStartContest, renderStartContestOdds } from "./templates";
import type { ContestKindId } from "../src/card-kinds/contest/core/contest-types";

interface StartContestSides {
  readonly attackers: readonly string[];
  readonly defender: string;
}

export class StartContestWindow {
  readonly element: HTMLFormElement;
  /** Not a rule set's roll dialog (the page's rule-set buttons stay unpressed). */
  readonly ruleSet = null;
  #form: FormValues = {};

  constructor(
    private readonly sides: StartContestSides,
    private readonly ruleSets: readonly ContestKindId[],
    private readonly environment: () => DialogEnvironment,
    /** Values to open with (the odds calculator's link), read as the dialog reads its own. */
    initialForm: FormValues = {},
  ) {
    this.#form = { ...initialForm };
    this.element = document.createElement("form");
    this.element.className = "application indie-dice roll-dialog contest-start";
    this.element.id = "indie-dice-contest-start";
    this.element.setAttribute("aria-labelledby", `${this.element.id}-title`);
    this.element.addEventListener("change", (event) => this.#onChange(event));
    // A browser submits on Enter in a text field: here that only reads the form.
    this.element.addEventListener("submit", (event) => {
      event.preventDefault();
      this.#onChange(event);
    });
    onLiveInput(this.element, (event) => this.#onChange(event));
    listenToSteppers(this.element);
  }

  get view(): StartContestView {
    const { i18n, settings } = this.environment();
    return startContestModel({
      ruleSets: this.ruleSets,
      attackers: this.sides.attackers.map((name) => ({ name })),
      defender: { name: this.sides.defender },
      form: this.#form,
      settings,
      i18n,
      idPrefix: this.element.id,
    });
  }

  render(): void {
    const view = this.view;
    const content = document.createElement("section");
    content.className = "window-content standard-form";
    content.append(part("setup", renderStartContest(view)), part("odds", renderStartContestOdds(view)));
    const closeLabel = this.environment().i18n.localize("INDIE_DICE.Dialog.Labels.Close");
    this.element.replaceChildren(windowHeader(`${this.element.id}-title`, view.title, closeLabel), content);
  }

  focusFirstField(): void {
    this.element.querySelector<HTMLElement>(".window-content select, .window-content input")?.focus();
  }

  #onChange(event: Event): void {
    const before = fieldNames(this.view);
    this.#form = nextStartForm(this.#form, readFormValues(this.element), this.view.ruleSet);
    const view = this.view;
    if (fieldNames(view) !== before) {
      const name = (event.target as HTMLElement).getAttribute("name");
      this.render();
      if (name)
        [...this.element.querySelectorAll<HTMLElement>("[name]")]
          .find((element) => element.getAttribute("name") === name)
          ?.focus();
      return;
    }
    this.#patch(view);
  }

  #patch(view: StartContestView): void {
    for (const side of view.sides) {
      const root = this.element.querySelector<HTMLElement>(`fieldset[data-side-key="${side.key}"]`);
      if (root) applyFieldStates(root, side);
    }
    this.element
      .querySelector('[data-application-part="odds"]')
      ?.replaceWith(part("odds", renderStartContestOdds(view)));
  }
}

function fieldNames(view: StartContestView): string {
  return [...view.setup.fields, ...view.sides.flatMap((side) => side.fields)].map((field) => field.name).join(",");
}
