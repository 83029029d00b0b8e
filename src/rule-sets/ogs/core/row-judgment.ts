import type { RowJudgment } from "../../../card-kinds/request/core/row-types";
import { requestNumber } from "../../../card-kinds/request/core/request-spec";
import type { RolledTotal } from "./mechanics/rolled-dice";
import { criticalStages } from "./mechanics/action-check";

/** What an OGS request row shows: its total, its margin over the difficulty and its critical stages. */
export interface OgsRowDetail {
  readonly total: number;
  readonly margin: number | null;
  readonly criticalStages: number;
}

/** Against the request's difficulty: pass or fail and the critical stages; no difficulty, no pass. */
export function judgeOgsRow({ total }: RolledTotal, spec: Readonly<Record<string, unknown>>): RowJudgment {
  const difficulty = requestNumber(spec, "difficulty");
  const passed = difficulty === null ? null : total >= difficulty;
  const stages = difficulty === null ? 0 : criticalStages(total, difficulty);
  return {
    passed,
    detail: { ruleSet: "ogs", total, margin: difficulty === null ? null : total - difficulty, criticalStages: stages },
  };
}
