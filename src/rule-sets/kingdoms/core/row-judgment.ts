import type { RowJudgment, RowRules } from "../../../card-kinds/request/core/row-types";
import { basicTestSucceeds } from "./mechanics/basic-test";
import { readsByCriticalSuccesses } from "./mechanics/rules";
import { type MarginResult } from "./mechanics/margin";

/** What a K&R request row shows: its Margin, and above DT 11 its critical successes. */
export interface KingdomsRowDetail {
  readonly margin: number;
  readonly criticalSuccesses: number | null;
}

/** By the world's basic-test reading; a DT above 11 also counts its critical successes. */
export function judgeKingdomsRow(
  result: MarginResult,
  _spec: Readonly<Record<string, unknown>>,
  rules: RowRules,
): RowJudgment {
  const twelves = readsByCriticalSuccesses(result.dt) ? result.piles.criticalSuccess : null;
  return {
    passed: basicTestSucceeds(result.margin, rules.kingdomsBasicRule),
    detail: { ruleSet: "kingdoms", margin: result.margin, criticalSuccesses: twelves },
  };
}
