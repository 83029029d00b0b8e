/**
 * Side dice: dice a rule set rolls beside a check or gives to it (Kaiser's Fumble Level, the Kleptonomicon's gift
 * die), which a player should not take for the check's own. Each rule set declares its kinds here by declaration
 * merging and each one's look in its Foundry descriptor (`FoundryRuleSet.sideDice`), which it hands to
 * src/foundry/three-d.ts to give a die that look; src/foundry/dice-so-nice-roles.ts registers their roles. Types only.
 */

/**
 * The side dice of each rule set, by rule-set id (`kaiser: "fumbleLevel" | "fumblePenalty"`), added by its folder
 * by declaration merging (its `foundry/types.ts`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each rule set's declaration merging
export interface RuleSetSideDieKinds {}

/** The die options Dice So Nice reads for a die's wave and colour set (its own names). */
interface SideDieLook {
  readonly rollOrder?: number;
  /**
   * A colour set that ships with Dice So Nice 5.1.6 (module/DiceColors.js), so that every client has it: with Dice
   * So Nice 6.3 and a role, the role's default instead.
   */
  readonly colorset?: string;
}

/** A Dice So Nice 6.3 dice role users may restyle in its menu (registered by src/foundry/dice-so-nice-roles.ts). */
export interface SideDieRole {
  /** The role's id is `indie-dice-<name>`; kinds that share one role share their `SideDie`. */
  readonly name: string;
  /** Its label in Dice So Nice's menu. */
  readonly labelKey: string;
  /** The die types it styles; absent, every type. */
  readonly dieTypes?: readonly string[];
}

export interface SideDie {
  readonly look: SideDieLook;
  /** Its dice role; absent, it keeps its look wherever Dice So Nice has roles. */
  readonly role?: SideDieRole;
}

/** A rule set's side dice, each kind it declared with its look (none for a rule set that declared none). */
export type SideDiceOf<R extends PropertyKey> = R extends keyof RuleSetSideDieKinds
  ? { readonly [K in RuleSetSideDieKinds[R]]: SideDie }
  : never;
