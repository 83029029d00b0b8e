/**
 * Dungeons of Olde's core types, merged into Indie Dice's interfaces: every declaration merge of its core layer is in
 * this one file (docs/architecture.md "Adding a rule set").
 */
import type { oldeApiOdds, oldeDeprecatedOddsNames } from "./api-odds";
import type { DeprecatedOddsNames } from "../../../core/rule-set";
import type { PairedRollOff } from "../../../card-kinds/contest/core/contest-roll-off";
import type { ContestSide } from "../../../card-kinds/contest/core/contest-types";
import type { OldeContestSpec, OldeRollOffDice } from "./contest";
import type { oldeExactOdds } from "./exact-odds";
import type { oldeLuck, oldeRollLuck } from "./luck";
import type { OldeContestResult } from "./mechanics/contest";
import type { OldeRollResult } from "./mechanics/roll";
import type { OldeRollSpec } from "./mechanics/rules";
import type { OldeRowDetail } from "./row-judgment";

/** Dungeons of Olde's entry in the rule sets' types (src/core/rule-set-types.ts). */
interface OldeTypes {
  readonly formulaSpec: OldeRollSpec;
  readonly contestSpec: OldeContestSpec;
  readonly judgedRoll: OldeRollResult;
  readonly odds: typeof oldeExactOdds;
  readonly apiOdds: typeof oldeApiOdds;
  readonly luck: typeof oldeLuck;
  readonly rollLuck: typeof oldeRollLuck;
  readonly pairingDetail: { readonly result: OldeContestResult; readonly rollOff: PairedRollOff | null };
  readonly tieBreakDice: OldeRollOffDice;
  readonly rowDetail: OldeRowDetail;
}

declare module "../../../core/rule-set-types" {
  interface RuleSetTypes {
    olde: OldeTypes;
  }
}

/**
 * Olde's members of `api.odds` under the names they had before `api.odds.olde`, as its `core/api-odds.ts` lists them.
 */
type OldeDeprecatedOdds = DeprecatedOddsNames<typeof oldeApiOdds, typeof oldeDeprecatedOddsNames>;

declare module "../../../core/rule-set" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its members are its list's
  interface DeprecatedOddsMembers extends OldeDeprecatedOdds {}
}

declare module "../../../card-kinds/contest/core/contest-types" {
  interface RuleSetPairingSteps {
    /** `stalemate`: a tie, with the roll-off's winner beside it. */
    olde: "stalemate";
  }

  interface PairingOutcomeParts {
    /**
     * Dungeons of Olde stalemates: who won the roll-off (null when it hit the cap); null elsewhere. The contest's
     * winners and losers count a stalemate by it (`oldeOutcomePart`).
     */
    readonly rollOffWinner: ContestSide | null;
  }
}
