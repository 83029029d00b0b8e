/** `api.fairness`: the dice fairness report, as types only (made in src/foundry/fairness/fairness-api.ts). */
import type { FairnessReport } from "../../core/fairness/fairness-report";

export interface FairnessReportOptions {
  /** Told after each chunk: messages read so far, and in all. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Stops the report (it then resolves with null). */
  readonly signal?: AbortSignal;
}

/** `api.fairness`: the dice fairness report, for a GM (a player is refused, localized). */
export interface FairnessApi {
  /** Reads the world's chat log in chunks and resolves with the report (null when `signal` stopped it). */
  report(options?: FairnessReportOptions): Promise<FairnessReport | null>;
  /** Opens the report's window (progress, Cancel, the report, CSV export); resolves with the report or null. */
  open(): Promise<FairnessReport | null>;
}
