import type { RowJudgment } from "../../../card-kinds/request/core/row-types";
import type { KleptoTestResult } from "./mechanics/roll-test";
import { isPassing, standardBand, type StandardBand } from "./mechanics/score";

/** What a Kleptonomicon request row shows: its Score, a crit, and its standard band. */
export interface KleptoRowDetail {
  readonly score: number;
  readonly crit: "success" | "failure" | null;
  readonly band: StandardBand;
}

/** A Passing Score is 7 or more, a Critical Success passes, a Critical Failure fails. */
export function judgeKleptoRow(result: KleptoTestResult): RowJudgment {
  return {
    passed: isPassing(result),
    detail: { ruleSet: "klepto", score: result.total, crit: result.crit, band: standardBand(result) },
  };
}
