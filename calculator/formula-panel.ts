/**
 * The Any formula tab on the page (calculator/site/index.html `#formula-panel`): its fields are a panel like the
 * other views' (the link holds them as `p.formula`, `p.target`, `p.compare`), and its answer comes from the tab's
 * lazy script (formula-chunk.ts: the engine and the view model, calculator/formula-script.ts), fetched the first time
 * the tab (or the Contest view) shows. Until then the output says the chance is being worked out; if it cannot be
 * fetched, it says so.
 */
import { formulaScript } from "./formula-script";
import type { FormulaTabView } from "./formula-tab-model";
import { sideBySideAnswer } from "./side-by-side-answer";
import { SIDE_BY_SIDE_FIELDS } from "../src/ui/odds/side-by-side-fields";
import type { DistributionSource } from "../src/ui/odds/odds-view";
import type { Translator } from "../src/ui/translator";
import { markField } from "./field-error";

const K = "INDIE_DICE.Calculator.AnyFormula";

export class FormulaPanel {
  readonly #script = formulaScript;
  #view: FormulaTabView | null = null;

  /** `onLoaded` redraws the page once the script has arrived (or failed to). */
  constructor(
    private readonly panel: HTMLFormElement,
    private readonly onLoaded: () => void,
  ) {}

  /** Every result of the formula the panel answered last, for the every-result section; null when none. */
  get distribution(): DistributionSource | null {
    return this.#view?.distribution ?? null;
  }

  /** The target's row label, for the every-result section to read out first; null without a target. */
  get targetLabel(): string | null {
    return this.#view?.targetLabel ?? null;
  }

  /** Answers the panel's fields, or says what it waits for; `working` is the page's words for a figure on its way. */
  render(fields: Readonly<Record<string, string>>, i18n: Translator, working: string): void {
    const output = this.panel.querySelector("output")!;
    const chunk = this.#script.exports;
    this.#view = chunk ? chunk.formulaTabView(fields, i18n) : null;
    if (!chunk) this.#script.load(this.onLoaded);
    const busy = !chunk && !this.#script.failed;
    output.toggleAttribute("aria-busy", busy);
    output.textContent = this.#view?.line ?? (busy ? working : i18n.localize(`${K}.LoadFailed`));
    output.dataset.outcome = "chance";
    if (this.#view?.probability != null) output.dataset.probability = String(this.#view.probability);
    else delete output.dataset.probability;
    markField(this.panel, "formula", "formula-formula-error", this.#view?.formulaError ?? null);
    markField(this.panel, "target", "formula-target-error", this.#view?.targetError ?? null);
    const tail = this.panel.querySelector<HTMLElement>(".calculator-formula-tail")!;
    tail.hidden = !this.#view?.tailNote;
    tail.textContent = this.#view?.tailNote ?? "";
    const side = this.#view?.sideBySide ?? null;
    for (const name of SIDE_BY_SIDE_FIELDS)
      markField(this.panel, name, `formula-${name}-error`, side?.errors[name] ?? null);
    this.panel
      .querySelector(".calculator-side-by-side-answer")!
      .replaceChildren(...(side ? sideBySideAnswer(side, i18n) : []));
  }
}
