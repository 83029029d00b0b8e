import type { RowJudgment } from "../../../card-kinds/request/core/row-types";
import { requestNumber } from "../../../card-kinds/request/core/request-spec";
import type { OldeRollResult } from "./mechanics/roll";

/** What a Dungeons of Olde request row shows: its total and the target. */
export interface OldeRowDetail {
  readonly total: number;
  readonly target: number | null;
}

/** Its total against the request's target; no target, no pass. */
export function judgeOldeRow({ total }: OldeRollResult, spec: Readonly<Record<string, unknown>>): RowJudgment {
  const target = requestNumber(spec, "target");
  return { passed: target === null ? null : total >= target, detail: { ruleSet: "olde", total, target } };
}
