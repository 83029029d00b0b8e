import type { RowJudgment } from "indie-dice-types";
import { kit } from "../kit";
import type { CoinsRollResult } from "./mechanics";

/** What a coins request row shows: its heads and the heads asked for. */
export interface CoinsRowDetail {
  readonly heads: number;
  readonly target: number | null;
}

/** Its heads against the request's target; no target, no pass. */
export function judgeCoinsRow({ heads }: CoinsRollResult, spec: Readonly<Record<string, unknown>>): RowJudgment {
  const target = kit().requests.requestNumber(spec, "target");
  return { passed: target === null ? null : heads >= target, detail: { ruleSet: "coins", heads, target } };
}
