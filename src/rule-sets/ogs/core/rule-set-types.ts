/**
 * OGS's core types, merged into Indie Dice's interfaces: every declaration merge of its core layer is in this one file
 * (docs/architecture.md "Adding a rule set").
 */
import type { ogsApiOdds, ogsDeprecatedOddsNames } from "./api-odds";
import type { DeprecatedOddsNames } from "../../../core/rule-set";
import type { OgsNotationProblem } from "./notation";
import type { OgsContestSpec, OgsRollOffDice } from "./contest";
import type { ogsExactOdds } from "./exact-odds";
import type { ogsLuck, ogsRollLuck } from "./luck";
import type { OgsCheckSpec } from "./mechanics/check-spec";
import type { OpposedResult } from "./mechanics/opposed-check";
import type { RolledTotal } from "./mechanics/rolled-dice";
import type { OgsRowDetail } from "./row-judgment";

/** OGS's entry in the rule sets' types (src/core/rule-set-types.ts). */
interface OgsTypes {
  readonly formulaSpec: OgsCheckSpec;
  readonly contestSpec: OgsContestSpec;
  readonly judgedRoll: RolledTotal;
  readonly odds: typeof ogsExactOdds;
  readonly apiOdds: typeof ogsApiOdds;
  readonly luck: typeof ogsLuck;
  readonly rollLuck: typeof ogsRollLuck;
  readonly pairingDetail: { readonly result: OpposedResult };
  readonly tieBreakDice: OgsRollOffDice;
  readonly rowDetail: OgsRowDetail;
}

declare module "../../../core/rule-set-types" {
  interface RuleSetTypes {
    ogs: OgsTypes;
  }
}

/** Ogs's members of `api.odds` under the names they had before `api.odds.ogs`, as its `core/api-odds.ts` lists them. */
type OgsDeprecatedOdds = DeprecatedOddsNames<typeof ogsApiOdds, typeof ogsDeprecatedOddsNames>;

declare module "../../../core/rule-set" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its members are its list's
  interface DeprecatedOddsMembers extends OgsDeprecatedOdds {}
}

declare module "../../../card-kinds/contest/core/contest-types" {
  interface RuleSetPairingSteps {
    /** The tie-break chain: the dice's `values`, then their `sizes` (then a roll-off, `rollOff`). */
    ogs: "values" | "sizes";
  }
}

declare module "../../../core/notation/term-types" {
  interface RuleSetNotationProblems {
    ogs: OgsNotationProblem;
  }
  interface TermReadings {
    /** OGS `pN`: the stages of the Die Increase (0 is allowed: no increase). */
    readonly dieIncreaseStages: number | null;
  }
}
