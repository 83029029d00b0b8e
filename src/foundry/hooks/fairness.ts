import type { FairnessReport } from "../../core/fairness";
import type { FairnessReportOptions } from "../fairness/fairness-report";
import { addTokenButton } from "../foundry-hooks";

/** `api.fairness`: the dice fairness report, for a GM (a player is refused, localized). */
export interface FairnessApi {
  /** Reads the world's chat log in chunks and resolves with the report (null when `signal` stopped it). */
  report(options?: FairnessReportOptions): Promise<FairnessReport | null>;
  /** Opens the report's window (progress, Cancel, the report, CSV export); resolves with the report or null. */
  open(): Promise<FairnessReport | null>;
}

/** The report's code is loaded only when a GM asks for it. */
export function fairnessApi(): FairnessApi {
  return {
    report: async (options) => (await import("../fairness/fairness-report")).fairnessReport(options),
    open: async () => (await import("../apps/fairness-window")).openFairnessWindow(),
  };
}

/** The GM's tool among the token controls, after the module's other tools. */
export function listen(api: FairnessApi): void {
  addTokenButton({
    name: "indieDiceFairness",
    title: "INDIE_DICE.Fairness.Tool",
    icon: "fa-solid fa-scale-balanced",
    visible: () => game.user?.isGM === true,
    onClick: () => void api.open().catch((error: unknown) => console.warn("Indie Dice | the fairness report could not be made", error)),
  });
}
