/**
 * The fairness report's window (a GM's scene-control tool, or `api.fairness.open()`): it reads the chat log with
 * a progress bar and a Cancel button, then shows the report — per user and die a chart with its table, the test
 * and its p-value — and exports it as CSV. Loaded only when a GM asks for it.
 */
import type { FairnessReport } from "../../core/fairness/fairness-report";
import { fairnessReportView } from "../../ui/fairness/fairness-view";
import { HandlebarsApplicationBase } from "../apps/form-application";
import { MODULE_ID } from "../module-id";
import { asFormatData } from "../notify";
import { fairnessReport, fairnessReportCsv } from "./fairness-report";

const TEMPLATES = `modules/${MODULE_ID}/templates/apps`;
const REPORT_PARTIAL = { "indie-dice-fairness-report": `${TEMPLATES}/fairness-report.hbs` };

/** Opens the window and starts reading; resolves with the report, or null when cancelled. */
export async function openFairnessWindow(): Promise<FairnessReport | null> {
  await foundry.applications.handlebars.loadTemplates(REPORT_PARTIAL);
  return new FairnessWindow().run();
}

class FairnessWindow extends HandlebarsApplicationBase {
  static override DEFAULT_OPTIONS = {
    classes: ["indie-dice", "fairness-window"],
    window: { title: "INDIE_DICE.Fairness.Title", icon: "fa-solid fa-scale-balanced", resizable: true },
    position: { width: 680, height: 720 },
    actions: { cancelFairness: FairnessWindow.#onCancel, exportFairnessCsv: FairnessWindow.#onExport },
  };

  static override PARTS = { body: { template: `${TEMPLATES}/fairness-window.hbs` } };

  readonly #abort = new AbortController();
  #progress = { done: 0, total: 0 };
  #report: FairnessReport | null = null;
  #running = true;

  async run(): Promise<FairnessReport | null> {
    await this.render({ force: true });
    // Closing the window stops the reading too.
    this.addEventListener("close", () => this.#abort.abort(), { once: true });
    try {
      this.#report = await fairnessReport({
        signal: this.#abort.signal,
        onProgress: (done, total) => {
          this.#progress = { done, total };
          void this.render();
        },
      });
    } finally {
      this.#running = false;
    }
    if (this.rendered) await this.render();
    return this.#report;
  }

  override async _prepareContext(): Promise<Record<string, unknown>> {
    const { done, total } = this.#progress;
    return {
      running: this.#running,
      done,
      total,
      progressText: game.i18n.format("INDIE_DICE.Fairness.Progress", asFormatData({ done, total })),
      cancelLabel: game.i18n.localize("INDIE_DICE.Fairness.Cancel"),
      cancelledText: game.i18n.localize("INDIE_DICE.Fairness.Cancelled"),
      view: this.#report
        ? fairnessReportView(this.#report, (id) => game.users?.get(id)?.name ?? null, game.i18n)
        : null,
    };
  }

  static #onCancel(this: FairnessWindow): void {
    this.#abort.abort();
  }

  static #onExport(this: FairnessWindow): void {
    if (this.#report)
      foundry.utils.saveDataToFile(fairnessReportCsv(this.#report), "text/csv", "indie-dice-fairness.csv");
  }
}
