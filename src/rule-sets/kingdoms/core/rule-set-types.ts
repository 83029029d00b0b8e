/**
 * K&R's core types, merged into Indie Dice's interfaces: every declaration merge of its core layer is in this one file
 * (docs/architecture.md "Adding a rule set").
 */
import type { kingdomsApiOdds, kingdomsDeprecatedOddsNames } from "./api-odds";
import type { DeprecatedOddsNames } from "../../../core/rule-set";
import type { KingdomsNotationProblem } from "./notation";
import type { KingdomsContestSpec } from "./contest";
import type { KingdomsActiveSide } from "./active-side";
import type { kingdomsExactOdds } from "./exact-odds";
import type { KingdomsFormulaSpec } from "./formula";
import type { kingdomsLuck, kingdomsRollLuck } from "./luck";
import type { BasicTestRule } from "./mechanics/basic-test";
import type { MarginResult } from "./mechanics/margin";
import type { OpposedDecision, OpposedRole } from "./mechanics/opposed-test";
import type { KingdomsRowDetail } from "./row-judgment";

/** K&R's entry in the rule sets' types (src/core/rule-set-types.ts). */
interface KingdomsTypes {
  readonly formulaSpec: KingdomsFormulaSpec;
  readonly contestSpec: KingdomsContestSpec;
  readonly judgedRoll: MarginResult;
  readonly odds: typeof kingdomsExactOdds;
  readonly apiOdds: typeof kingdomsApiOdds;
  readonly luck: typeof kingdomsLuck;
  readonly rollLuck: typeof kingdomsRollLuck;
  readonly pairingDetail: { readonly result: OpposedDecision & { readonly role: OpposedRole } };
  /** A tie is a stalemate: no dice. */
  readonly tieBreakDice: never;
  readonly rowDetail: KingdomsRowDetail;
}

declare module "../../../core/rule-set-types" {
  interface RuleSetTypes {
    kingdoms: KingdomsTypes;
  }
}

declare module "../../../card-kinds/request/core/row-types" {
  interface RowRules {
    /** How a Basic Test passes, the world's setting: what a request row of K&R is judged by. */
    readonly kingdomsBasicRule: BasicTestRule;
  }
}

declare module "../../../card-kinds/contest/core/contest-types" {
  interface ContestRulesOfKinds {
    kingdoms: {
      /** K&R: the side that must reach a margin of 0. */
      readonly kingdomsActive: KingdomsActiveSide;
    };
  }

  interface RuleSetPairingSteps {
    /** The higher `margin`; `activeBelowZero`: an active side below zero loses; `equalMargins`: a stalemate. */
    kingdoms: "margin" | "activeBelowZero" | "equalMargins";
  }
}

/**
 * Kingdoms's members of `api.odds` under the names they had before `api.odds.kingdoms`, as its `core/api-odds.ts` lists
 * them.
 */
type KingdomsDeprecatedOdds = DeprecatedOddsNames<typeof kingdomsApiOdds, typeof kingdomsDeprecatedOddsNames>;

declare module "../../../core/rule-set" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its members are its list's
  interface DeprecatedOddsMembers extends KingdomsDeprecatedOdds {}
}

declare module "../../../core/notation/term-types" {
  interface RuleSetNotationProblems {
    kingdoms: KingdomsNotationProblem;
  }
  interface TermReadings {
    /** K&R `krN`: the Difficulty Threshold N. */
    readonly difficultyThreshold: number | null;
  }
}
