/**
 * The fairness report's window in the playground, built as the Foundry window is (src/foundry/fairness): the
 * module's own report template over the same view model, and its CSV export — here a file the browser saves.
 * The playground's chat log is small, so the report is read at once (Foundry's window shows progress over a
 * world's thousands of messages).
 */
import { fairnessReportView } from "../src/ui/fairness";
import type { FairnessReport } from "../src/core/fairness";
import type { Translator } from "../src/ui/translator";
import { listenToWindowControls, part, windowHeader } from "./form-window";
import { playgroundCsv, type DrawLog } from "./fairness-entry";
import { renderFairnessReport } from "./templates";

export class FairnessWindow {
  readonly element: HTMLFormElement;
  /** No rule set's dialog: the rule-set buttons stay unpressed while it is open. */
  readonly ruleSet = null;
  #report: FairnessReport | null = null;

  constructor(
    private readonly draws: DrawLog,
    private readonly i18n: () => Translator,
    private readonly onClose: () => void,
  ) {
    this.element = document.createElement("form");
    this.element.className = "application indie-dice fairness-window";
    this.element.id = "indie-dice-fairness-window";
    this.element.setAttribute("aria-labelledby", `${this.element.id}-title`);
    this.element.addEventListener("submit", (event) => event.preventDefault());
    this.element.addEventListener("click", (event) => {
      if ((event.target as HTMLElement).closest("[data-action='exportFairnessCsv']")) this.#export();
    });
    listenToWindowControls(this.element, () => this.onClose());
  }

  /** Reads the kept rolls again and draws the report (first render, a new roll, or a language change). */
  async render(): Promise<void> {
    this.#report = await this.draws.report();
    const i18n = this.i18n();
    const content = document.createElement("section");
    content.className = "window-content";
    content.append(part("body", renderFairnessReport(fairnessReportView(this.#report, (id) => id, i18n))));
    const header = windowHeader(`${this.element.id}-title`, i18n.localize("INDIE_DICE.Fairness.Title"), i18n.localize("INDIE_DICE.Dialog.Labels.Close"));
    this.element.replaceChildren(header, content);
  }

  /** The focus goes to the top (the close button), so the report opens at its beginning, not scrolled to its end. */
  focusFirstField(): void {
    this.element.querySelector<HTMLElement>("[data-action='close']")?.focus();
  }

  #export(): void {
    if (!this.#report) return;
    const csv = playgroundCsv(this.#report, this.i18n().localize("INDIE_DICE.Fairness.Group.Everyone"));
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([csv], { type: "text/csv" }));
    link.download = "indie-dice-fairness.csv";
    link.click();
    // Revoked once the click's download has started with it.
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
  }
}
