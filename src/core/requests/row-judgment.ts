import type { ContestRollTypes } from "../contests/contest-types";
import type { RuleSetId } from "../rule-sets";
import { difficultyDegrees } from "../mechanics/kaiser/difficulty";
import { basicTestSucceeds, readsByCriticalSuccesses, type BasicTestRule } from "../mechanics/kingdoms";
import { criticalStages } from "../mechanics/ogs/action-check";
import { isPassing, standardBand, type StandardBand } from "../mechanics/klepto/score";

/**
 * A request row's roll judged by its rule set's own rules against what the request fixed (docs/cards.md "Roll requests"):
 * pass or fail, and the degree each rule set reads — Kaiser's Degrees of Success or Failure (a Fumble always fails),
 * OGS's critical stages, the K&R Margin (by the world's basic-test reading; a DT above 11 also counts its critical
 * successes), the Kleptonomicon's Score band (a Passing Score is 7 or more, a Critical Success passes, a Critical
 * Failure fails), Dungeons of Olde's total against its target. A request without the number to pass (a Kaiser or
 * OGS difficulty, an Olde target) judges no pass: `passed` is null.
 */

export type RowDetail =
  | { readonly ruleSet: "kaiser"; readonly total: number; readonly fumble: boolean; readonly dos: number; readonly dof: number }
  | { readonly ruleSet: "ogs"; readonly total: number; readonly margin: number | null; readonly criticalStages: number }
  | { readonly ruleSet: "kingdoms"; readonly margin: number; readonly criticalSuccesses: number | null }
  | { readonly ruleSet: "klepto"; readonly score: number; readonly crit: "success" | "failure" | null; readonly band: StandardBand }
  | { readonly ruleSet: "olde"; readonly total: number; readonly target: number | null }
  /** A formula request's row (src/core/requests/formula-request.ts): its total against the target. */
  | { readonly ruleSet: "formula"; readonly total: number; readonly target: number };

export interface RowJudgment {
  readonly passed: boolean | null;
  readonly detail: RowDetail;
}

export interface RowRules {
  readonly kingdomsBasicRule: BasicTestRule;
}

/** What the request fixed: the number a roll of this rule set must reach, when it has one. */
function numberIn(spec: Readonly<Record<string, unknown>>, name: string): number | null {
  const value = spec[name];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

type RowJudges = { readonly [R in RuleSetId]: (roll: ContestRollTypes[R], spec: Readonly<Record<string, unknown>>, rules: RowRules) => RowJudgment };

/** Each rule set's judge reads the roll its rule set's Roll class judged (src/core/contests/contest-types.ts). */
const JUDGES: RowJudges = {
  kaiser: ({ check }, spec) => {
    const difficulty = numberIn(spec, "difficulty");
    const degrees = difficulty === null ? null : difficultyDegrees(check.total, difficulty, check.fumble);
    return {
      passed: degrees?.success ?? null,
      detail: { ruleSet: "kaiser", total: check.total, fumble: check.fumble, dos: degrees?.dos ?? 0, dof: degrees?.dof ?? 0 },
    };
  },
  ogs: ({ total }, spec) => {
    const difficulty = numberIn(spec, "difficulty");
    const passed = difficulty === null ? null : total >= difficulty;
    const stages = difficulty === null ? 0 : criticalStages(total, difficulty);
    return { passed, detail: { ruleSet: "ogs", total, margin: difficulty === null ? null : total - difficulty, criticalStages: stages } };
  },
  kingdoms: (result, _spec, rules) => {
    const twelves = readsByCriticalSuccesses(result.dt) ? result.piles.criticalSuccess : null;
    return { passed: basicTestSucceeds(result.margin, rules.kingdomsBasicRule), detail: { ruleSet: "kingdoms", margin: result.margin, criticalSuccesses: twelves } };
  },
  klepto: (result) => ({ passed: isPassing(result), detail: { ruleSet: "klepto", score: result.total, crit: result.crit, band: standardBand(result) } }),
  olde: ({ total }, spec) => {
    const target = numberIn(spec, "target");
    return { passed: target === null ? null : total >= target, detail: { ruleSet: "olde", total, target } };
  },
};

export function judgeRow<R extends RuleSetId>(ruleSet: R, roll: ContestRollTypes[R], spec: Readonly<Record<string, unknown>>, rules: RowRules): RowJudgment {
  const judge: RowJudges[R] | undefined = JUDGES[ruleSet];
  if (judge === undefined) throw new Error(`no such rule set: ${String(ruleSet)}`);
  return judge(roll, spec, rules);
}
