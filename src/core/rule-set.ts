import type { OwnDie } from "./die-model";
import type { Limit } from "./limits";
import type { FormulaSpecs, RollClassName, RuleSetId, RuleSetType } from "./rule-set-types";

/**
 * The five rule sets' members of `api.odds` under the flat names they had before each moved under `api.odds.<id>`
 * (0.2.0), filled by declaration merging in their folders (`core/rule-set-types.ts`): each still answers for one
 * release, warning once (src/rule-sets/odds.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the rule sets' declaration merging
export interface DeprecatedOddsMembers {}

/**
 * How a rule set's members were named in `api.odds` itself before 0.2.0, beside every other rule set's: those in
 * `prefixed` carried `prefix` (`kaiserCheckOdds`; a constant, `KINGDOMS_ODDS_MAX_DICE`), the others their own name;
 * those in `alsoOwn` answered under both. The old names are derived from it (src/core/deprecated-names.ts).
 */
export interface FlatOddsNames<Name extends string = string> {
  readonly prefix: string;
  readonly prefixed: readonly Name[];
  readonly alsoOwn?: readonly Name[];
}

/** A member's old flat name when it carried the prefix: `kaiserCheckOdds`, `KINGDOMS_ODDS_MAX_DICE`. */
type PrefixedName<Prefix extends string, Name extends string> =
  Name extends Uppercase<Name> ? `${Uppercase<Prefix>}_${Name}` : `${Prefix}${Capitalize<Name>}`;

/** The members `Names` says answered under their own name as well as the prefixed one. */
type AlsoOwn<Names extends FlatOddsNames> = Names extends { readonly alsoOwn: readonly (infer Name)[] } ? Name : never;

/** A rule set's members (`Members`) under their old flat names, as `Names` derives them. */
export type DeprecatedOddsNames<Members, Names extends FlatOddsNames> = {
  /** @deprecated since 0.2.0: call `api.odds.<id>.<name>`. */
  readonly [
    Name in keyof Members & string as Name extends Names["prefixed"][number]
      ? PrefixedName<Names["prefix"], Name>
      : Name
  ]: Members[Name];
} & {
  /** @deprecated since 0.2.0: call `api.odds.<id>.<name>`. */
  readonly [Name in keyof Members & AlsoOwn<Names>]: Members[Name];
};

/**
 * A rule set as the core knows it: one descriptor per rule set (`src/rule-sets/<id>/core/index.ts`), registered in
 * src/core/rule-sets.ts. The rest of the core reaches a rule set's rules only through it (docs/architecture.md
 * "Layers"). What the contests, the notation and the requests ask of a rule set is declared beside them, by
 * declaration merging into this interface (contests/contest-rule.ts, notation/term-checks.ts,
 * requests/row-types.ts): the descriptor names no folder that looks rule sets up in the registry, so none of them
 * and the registry import each other round.
 */
export interface CoreRuleSet<R extends RuleSetId> {
  readonly id: R;
  /** Its name (`INDIE_DICE.RuleSet.<id>`), as pickers, cards and settings show it. */
  readonly labelKey: string;
  /**
   * The name its Roll class is registered and saved under (`CONFIG.Dice.rolls`, `Roll.fromData`): the fairness
   * report finds its saved rolls by it, Foundry's side registers its class under it.
   */
  readonly rollClassName: RollClassName<R>;
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
  /** Its members of `api.odds.<id>`: its exact distributions and luck by the names macros call. Absent: none. */
  readonly apiOdds?: RuleSetType<R, "apiOdds">;
  /**
   * How its members were named in `api.odds` itself before 0.2.0, from which their old names are derived: each
   * answers there for one release, warning once. Only the five rule sets of 0.1.0 had such names. Absent: none.
   */
  readonly deprecatedOddsNames?: FlatOddsNames;
  /** Its own dice, which the fairness report tests beside the plain ones. Absent: none. */
  readonly ownDice?: readonly OwnDie[];
  /**
   * Its limits (`core/limits.ts` in its folder: every number of its own a user can type), by name, which its code
   * imports from there and the registry lists with the shared ones (`listLimits`). Absent: none.
   */
  readonly limits?: Readonly<Record<string, Limit>>;
}
