import type { RowJudgment } from "../../../card-kinds/request/core/row-types";
import { requestNumber } from "../../../card-kinds/request/core/request-spec";
import type { KaiserContestRoll } from "./contest";
import { difficultyDegrees } from "./mechanics/difficulty";

/** What a Kaiser request row shows: its total, a Fumble, and its Degrees of Success or Failure. */
export interface KaiserRowDetail {
  readonly total: number;
  readonly fumble: boolean;
  readonly dos: number;
  readonly dof: number;
}

/** Against the request's difficulty: Degrees of Success or Failure (a Fumble always fails); no difficulty, no pass. */
export function judgeKaiserRow({ check }: KaiserContestRoll, spec: Readonly<Record<string, unknown>>): RowJudgment {
  const difficulty = requestNumber(spec, "difficulty");
  const degrees = difficulty === null ? null : difficultyDegrees(check.total, difficulty, check.fumble);
  return {
    passed: degrees?.success ?? null,
    detail: {
      ruleSet: "kaiser",
      total: check.total,
      fumble: check.fumble,
      dos: degrees?.dos ?? 0,
      dof: degrees?.dof ?? 0,
    },
  };
}
