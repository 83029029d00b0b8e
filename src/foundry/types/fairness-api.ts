import type { FairnessReport } from "../../core/fairness";
import type { FairnessReportOptions } from "../fairness/fairness-report";

/** `api.fairness`: the dice fairness report, for a GM (a player is refused, localized). */
export interface FairnessApi {
  /** Reads the world's chat log in chunks and resolves with the report (null when `signal` stopped it). */
  report(options?: FairnessReportOptions): Promise<FairnessReport | null>;
  /** Opens the report's window (progress, Cancel, the report, CSV export); resolves with the report or null. */
  open(): Promise<FairnessReport | null>;
}
