import type { KaiserContestRoll, KaiserContestSpec, KaiserRollOffDice } from "./contest";
import type { kaiserExactOdds } from "./exact-odds";
import type { KaiserFormulaSpec } from "./formula";
import type { kaiserLuck, kaiserRollLuck } from "./luck";
import type { KaiserOpposedResult } from "./mechanics/types";
import type { KaiserRowDetail } from "./row-judgment";

/** Kaiser's entry in the rule sets' types (src/core/rule-set-types.ts). */
export interface KaiserTypes {
  readonly formulaSpec: KaiserFormulaSpec;
  readonly contestSpec: KaiserContestSpec;
  readonly judgedRoll: KaiserContestRoll;
  readonly odds: typeof kaiserExactOdds;
  readonly luck: typeof kaiserLuck;
  readonly rollLuck: typeof kaiserRollLuck;
  readonly pairingDetail: { readonly result: KaiserOpposedResult };
  readonly tieBreakDice: KaiserRollOffDice;
  readonly rowDetail: KaiserRowDetail;
}

declare module "../../../core/rule-set-types" {
  interface RuleSetTypes {
    kaiser: KaiserTypes;
  }
}
