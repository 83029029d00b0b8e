/**
 * Kaiser's core types, merged into Indie Dice's interfaces: every declaration merge of its core layer is in this one
 * file (docs/architecture.md "Adding a rule set").
 */
import type { kaiserApiOdds, kaiserDeprecatedOddsNames } from "./api-odds";
import type { DeprecatedOddsNames } from "../../../core/rule-set";
import type { KaiserNotationProblem } from "./notation";
import type { KaiserContestRoll, KaiserContestSpec, KaiserRollOffDice } from "./contest";
import type { kaiserExactOdds } from "./exact-odds";
import type { KaiserFormulaSpec } from "./formula";
import type { kaiserLuck, kaiserRollLuck } from "./luck";
import type { FumblePenaltySpec, KaiserOpposedResult, OpposedFumbleRule, OpposedTieRule } from "./mechanics/types";
import type { KaiserRowDetail } from "./row-judgment";

/** Kaiser's entry in the rule sets' types (src/core/rule-set-types.ts). */
interface KaiserTypes {
  readonly formulaSpec: KaiserFormulaSpec;
  readonly contestSpec: KaiserContestSpec;
  readonly judgedRoll: KaiserContestRoll;
  readonly odds: typeof kaiserExactOdds;
  readonly apiOdds: typeof kaiserApiOdds;
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

declare module "../../../card-kinds/contest/core/contest-types" {
  interface ContestRulesOfKinds {
    kaiser: {
      /** Kaiser: who takes an opposed tie. */
      readonly kaiserTieRule: OpposedTieRule;
      /** Kaiser: the opposed Fumble penalty. */
      readonly kaiserFumblePenalty: FumblePenaltySpec;
      /**
       * Kaiser: how a Fumble settles the opposed check (the world setting when the card started). A 0.1.0 card
       * (version 1) lacks it and is migrated to `compared`, the reading of its day (contest-schema.ts).
       */
      readonly kaiserOpposedFumble: OpposedFumbleRule;
      /**
       * Kaiser: the contest is an Attack, chosen when it starts (its box on the Start contest dialog, `attack` in
       * `api.contests.start`): a tie fails and the defender may not Counter. A card before version 3 kept it as its
       * own `attack` and is migrated (contest-rules.ts).
       */
      readonly kaiserAttack: boolean;
    };
  }

  interface RuleSetPairingSteps {
    /**
     * `defenderTakesTie`: the default tie rule; `attackTie`: an Attack that ties fails; `fumble`: a side that alone
     * fumbled lost (an immediate failure).
     */
    kaiser: "defenderTakesTie" | "attackTie" | "fumble";
  }

  interface PairingOutcomeParts {
    /** Kaiser Attacks: whether the defender may Counter (false after a tie); null elsewhere (`kaiserOutcomePart`). */
    readonly counterAllowed: boolean | null;
  }
}

/**
 * Kaiser's members of `api.odds` under the names they had before `api.odds.kaiser`, as its `core/api-odds.ts` lists
 * them.
 */
type KaiserDeprecatedOdds = DeprecatedOddsNames<typeof kaiserApiOdds, typeof kaiserDeprecatedOddsNames>;

declare module "../../../core/rule-set" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its members are its list's
  interface DeprecatedOddsMembers extends KaiserDeprecatedOdds {}
}

declare module "../../../core/notation/term-types" {
  interface RuleSetNotationProblems {
    kaiser: KaiserNotationProblem;
  }
  interface TermReadings {
    /** Kaiser `ko`: open roll on double six, fumble on double one. */
    readonly openRoll: boolean;
  }
}
