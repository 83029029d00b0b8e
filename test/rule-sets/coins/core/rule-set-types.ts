import type { CoinsContestSpec, CoinsFlipOffDice, CoinsPairingDetail } from "./contest";
import type { coinsLuck, coinsRollLuck } from "./luck";
import type { CoinsRollResult, CoinsSpec } from "./mechanics";
import type { coinsExactOdds } from "./odds";
import type { CoinsRowDetail } from "./row-judgment";

/** The toy's entry in the rule sets' types (src/core/rule-set-types.ts). */
export interface CoinsTypes {
  readonly formulaSpec: CoinsSpec;
  readonly contestSpec: CoinsContestSpec;
  readonly judgedRoll: CoinsRollResult;
  readonly odds: typeof coinsExactOdds;
  readonly luck: typeof coinsLuck;
  readonly rollLuck: typeof coinsRollLuck;
  readonly pairingDetail: CoinsPairingDetail;
  readonly tieBreakDice: CoinsFlipOffDice;
  readonly rowDetail: CoinsRowDetail;
}

declare module "../../../../src/core/rule-set-types" {
  interface RuleSetTypes {
    coins: CoinsTypes;
  }
}
