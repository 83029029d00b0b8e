import type { ContestRule } from "./contests/contest-rule";
import type { ContestRollTypes } from "./contests/contest-types";
import type { OwnDie } from "./die-model";
import type { RuleSetNotation } from "./notation/term-checks";
import type { IndieTermCheck } from "./notation/term-types";
import type { RowJudgment, RowRules } from "./requests/row-types";
import type { FormulaSpecs, RuleSetId, RuleSetType } from "./rule-set-types";

/**
 * A rule set as the core knows it: one descriptor per rule set (`src/rule-sets/<id>/core/index.ts`), registered in
 * src/core/rule-sets.ts. The rest of the core reaches a rule set's rules only through it (docs/architecture.md
 * "Layers").
 */
export interface CoreRuleSet<R extends RuleSetId> {
  readonly id: R;
  /** Its name (`INDIE_DICE.RuleSet.<id>`), as pickers, cards and settings show it. */
  readonly labelKey: string;
  /** The title of its roll dialog. */
  readonly dialogTitleKey: string;
  /**
   * Writes a spec in our notation: the formula its Roll factory rolls, a contest card shows and the playground
   * prints — one writer, so they cannot drift apart.
   */
  readonly formula: (spec: FormulaSpecs[R]) => string;
  /** Its questions to the exact-odds engine (`exactOdds.<id>`). */
  readonly odds: RuleSetType<R, "odds">;
  /** Luck from a roll's spec and its result (src/core/odds/luck.ts). */
  readonly luck: RuleSetType<R, "luck">;
  /** Luck from its judgment of a roll as its card holds it, which carries its own spec (`luckOfRoll.<id>`). */
  readonly rollLuck: RuleSetType<R, "rollLuck">;
  /** Luck of a contest side's judged roll. */
  readonly contestRollLuck: (roll: ContestRollTypes[R]) => number;
  /**
   * Luck of a default-class roll whose one term is in its notation (src/core/odds/plain-roll-luck.ts), from the
   * term's reading and what it added to the total; null when the term has no such measure. Absent: none.
   */
  readonly termLuck?: (reading: IndieTermCheck, total: number, crit: "success" | "failure" | null) => number | null;
  /** Its own dice notation: the modifier it adds to Foundry's Die and the check of a term carrying it. Absent: none. */
  readonly notation?: RuleSetNotation;
  /** Its own dice, which the fairness report tests beside the plain ones. Absent: none. */
  readonly ownDice?: readonly OwnDie[];
  readonly contestRule: ContestRule<R>;
  /** A request row's roll judged against what the request fixed (src/core/requests/row-judgment.ts). */
  readonly judgeRow: (roll: ContestRollTypes[R], spec: Readonly<Record<string, unknown>>, rules: RowRules) => RowJudgment;
}
