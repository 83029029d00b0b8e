/**
 * The rule set's core types, merged into Indie Dice's interfaces: every declaration merge of its core layer is in this
 * one file, as in each of Indie Dice's own rule sets (docs/architecture.md "Adding a rule set").
 */
import type { CoinsContestSpec, CoinsFlipOffDice, CoinsPairingDetail } from "./contest";
import type { coinsLuck, coinsRollLuck } from "./luck";
import type { CoinsRollResult, CoinsSpec } from "./mechanics";
import type { coinsApiOdds, coinsExactOdds } from "./odds";
import type { CoinsNotationProblem } from "./notation";
import type { CoinsRowDetail } from "./row-judgment";

/** The rule set's entry in Indie Dice's rule-set types (src/core/rule-set-types.ts), by declaration merging. */
export interface CoinsTypes {
  readonly formulaSpec: CoinsSpec;
  readonly contestSpec: CoinsContestSpec;
  readonly judgedRoll: CoinsRollResult;
  readonly odds: typeof coinsExactOdds;
  /** Its members of `api.odds.coins`. */
  readonly apiOdds: typeof coinsApiOdds;
  readonly luck: typeof coinsLuck;
  readonly rollLuck: typeof coinsRollLuck;
  readonly pairingDetail: CoinsPairingDetail;
  readonly tieBreakDice: CoinsFlipOffDice;
  readonly rowDetail: CoinsRowDetail;
}

declare module "indie-dice-types" {
  interface RuleSetTypes {
    coins: CoinsTypes;
  }

  interface TermReadings {
    /** Coins `hc`: the d2s' heads are counted. */
    readonly headsCounted: boolean;
  }
  interface RuleSetNotationProblems {
    coins: CoinsNotationProblem;
  }
}
