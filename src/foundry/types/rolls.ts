/**
 * The types of our Roll classes by rule set (and of the rule sets' own die terms), apart from the classes
 * (src/rule-sets/<id>/foundry/roll.ts) and the registry that lists them (src/foundry/rule-sets.ts), so the dialogs' and
 * cards' contracts can name a roll without importing either.
 */
import type { RollClassName, RuleSetId } from "../../core/rule-set-types";

/**
 * Each rule set's Roll class: each rule set adds its own entry in src/rule-sets/<id>/foundry/types.ts.
 */
// filled by declaration merging, one entry a rule set
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RuleSetRollClasses {}

/**
 * The rule sets' own die terms by class name (`D10ishDie`), as `api.dice` gives them: each rule set adds its own
 * in its `foundry/types.ts` (the Kleptonomicon's factory is in its `foundry/d10ish-die.ts`) and hands the factory
 * to `registerDice` through its Foundry descriptor (`dieTerms`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, one entry a die
export interface RuleSetDieClasses {}

/** Our Roll classes by name, as `api.dice.rolls` gives them. */
export type RollClassesByName = { readonly [R in RuleSetId as RollClassName<R>]: RuleSetRollClasses[R] };

/** A roll of any of our rule sets, built from a request and not yet evaluated. */
export type UnrolledRoll = InstanceType<RuleSetRollClasses[RuleSetId]>;
