/**
 * The types of our Roll classes by rule set, apart from the code that makes them (src/foundry/rule-sets.ts), so
 * the dialogs' and cards' contracts can name a roll without importing the rule-set list.
 */
import type { RuleSetId } from "../../core/rule-sets";
import type { createKaiserRoll } from "../../rule-sets/kaiser/foundry/roll";
import type { createKingdomsRoll } from "../../rule-sets/kingdoms/foundry/roll";
import type { createKleptoRoll } from "../../rule-sets/klepto/foundry/roll";
import type { createOgsRoll } from "../../rule-sets/ogs/foundry/roll";
import type { createOldeRoll } from "../../rule-sets/olde/foundry/roll";

/** Each rule set's Roll class, as its factory (src/foundry/dice/rolls) makes it once Foundry's Roll exists. */
export interface RuleSetRollClasses {
  readonly kaiser: ReturnType<typeof createKaiserRoll>;
  readonly ogs: ReturnType<typeof createOgsRoll>;
  readonly kingdoms: ReturnType<typeof createKingdomsRoll>;
  readonly klepto: ReturnType<typeof createKleptoRoll>;
  readonly olde: ReturnType<typeof createOldeRoll>;
}

/** The name a rule set's Roll class is registered and saved under: `kaiser` → `KaiserRoll`. */
export type RollClassName<R extends RuleSetId> = `${Capitalize<R>}Roll`;

/** Our Roll classes by name, as `api.dice.rolls` gives them. */
export type RollClassesByName = { readonly [R in RuleSetId as RollClassName<R>]: RuleSetRollClasses[R] };

/** A roll of any of our rule sets, built from a request and not yet evaluated. */
export type UnrolledRoll = InstanceType<RuleSetRollClasses[RuleSetId]>;
