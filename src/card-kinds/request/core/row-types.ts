import type { JudgedRolls, RuleSetId, RuleSetType } from "../../../core/rule-set-types";

/**
 * A request row's roll judged by its rule set's own rules against what the request fixed (docs/cards.md "Roll
 * requests"): pass or fail, and the degree each rule set reads. A request without the number to pass (a Kaiser or
 * OGS difficulty, an Olde target) judges no pass: `passed` is null.
 */
export type RowDetail =
  | { [R in RuleSetId]: { readonly ruleSet: R } & RuleSetType<R, "rowDetail"> }[RuleSetId]
  /** A formula request's row (src/card-kinds/request/core/formula-request.ts): its total against the target. */
  | { readonly ruleSet: "formula"; readonly total: number; readonly target: number };

export interface RowJudgment {
  readonly passed: boolean | null;
  readonly detail: RowDetail;
}

/**
 * The world's rules a row is judged under, filled by declaration merging: a rule set whose rows read a world setting
 * adds it in its folder's `core/rule-set-types.ts`, as it adds its entry to `RuleSetTypes` (docs/architecture.md
 * "Layers").
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the rule sets' declaration merging
export interface RowRules {}

declare module "../../../core/rule-set" {
  /** What the requests ask of a rule set (src/core/rule-set.ts). */
  interface CoreRuleSet<R extends RuleSetId> {
    /** A request row's roll judged against what the request fixed (src/card-kinds/request/core/row-judgment.ts). */
    readonly judgeRow: (roll: JudgedRolls[R], spec: Readonly<Record<string, unknown>>, rules: RowRules) => RowJudgment;
  }
}
