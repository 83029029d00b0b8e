/**
 * The Kleptonomicon's core types, merged into Indie Dice's interfaces: every declaration merge of its core layer is in
 * this one file (docs/architecture.md "Adding a rule set").
 */
import type { kleptoApiOdds, kleptoDeprecatedOddsNames } from "./api-odds";
import type { DeprecatedOddsNames } from "../../../core/rule-set";
import type { KleptoNotationProblem } from "./notation";
import type { KleptoCoinDice, KleptoContestSpec } from "./contest";
import type { kleptoExactOdds } from "./exact-odds";
import type { KleptoFormulaSpec } from "./formula";
import type { kleptoLuck, kleptoRollLuck } from "./luck";
import type { ContestResult } from "./mechanics/contest";
import type { KleptoTestResult } from "./mechanics/roll-test";
import type { KleptoRowDetail } from "./row-judgment";

/** The Kleptonomicon's entry in the rule sets' types (src/core/rule-set-types.ts). */
interface KleptoTypes {
  readonly formulaSpec: KleptoFormulaSpec;
  readonly contestSpec: KleptoContestSpec;
  readonly judgedRoll: KleptoTestResult;
  readonly odds: typeof kleptoExactOdds;
  readonly apiOdds: typeof kleptoApiOdds;
  readonly luck: typeof kleptoLuck;
  readonly rollLuck: typeof kleptoRollLuck;
  readonly pairingDetail: { readonly result: ContestResult };
  readonly tieBreakDice: KleptoCoinDice;
  readonly rowDetail: KleptoRowDetail;
}

declare module "../../../core/rule-set-types" {
  interface RuleSetTypes {
    klepto: KleptoTypes;
  }
}

/**
 * Klepto's members of `api.odds` under the names they had before `api.odds.klepto`, as its `core/api-odds.ts` lists
 * them.
 */
type KleptoDeprecatedOdds = DeprecatedOddsNames<typeof kleptoApiOdds, typeof kleptoDeprecatedOddsNames>;

declare module "../../../core/rule-set" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its members are its list's
  interface DeprecatedOddsMembers extends KleptoDeprecatedOdds {}
}

declare module "../../../card-kinds/contest/core/contest-types" {
  interface RuleSetPairingSteps {
    /** `critical`: a crit beat a plain Score; `coin`: a tie, broken by a coin. */
    klepto: "critical" | "coin";
  }
}

declare module "../../../core/notation/term-types" {
  interface RuleSetNotationProblems {
    klepto: KleptoNotationProblem;
  }
  interface TermReadings {
    /** Kleptonomicon `kc`: a 10 flips a coin. */
    readonly critByCoin: boolean;
    /** The Kleptonomicon's d10ish die (`di`). */
    readonly d10ish: boolean;
  }
  interface OwnDieDenominations {
    /** The d10ish die, `1di`. */
    readonly i: "d10ish";
  }
}
