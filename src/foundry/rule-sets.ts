/**
 * The list of rule sets (src/ui/rule-sets.ts) with what Foundry adds to each: its Roll class — how it is made in
 * `init`, the name Foundry saves and finds it under, how a dialog's request becomes one of its rolls, and what a
 * contest side's roll of it carries.
 */
import type { ContestRules, ContestSpecs, ContestState } from "../core/contests/contests";
import { RULE_SET_IDS, type RuleSetId } from "../core/rule-sets";
import type { RollRequests } from "../ui/dialogs";
import { RULE_SETS, type RuleSet } from "../ui/rule-sets";
import type { IndieRollClass } from "./dice/rolls/indie-roll";
import type { RollClassesByName, RollClassName, RuleSetRollClasses, UnrolledRoll } from "./types/rolls";
import { createKaiserRoll } from "../rule-sets/kaiser/foundry/roll";
import { createKingdomsRoll } from "../rule-sets/kingdoms/foundry/roll";
import { createKleptoRoll } from "../rule-sets/klepto/foundry/roll";
import { createOgsRoll } from "../rule-sets/ogs/foundry/roll";
import { createOldeRoll } from "../rule-sets/olde/foundry/roll";

/** A rule set as Foundry knows it. */
export interface FoundryRuleSet<R extends RuleSetId> extends RuleSet<R> {
  /** `Roll.fromData` finds a saved roll's class by this name in `CONFIG.Dice.rolls`. */
  readonly rollClassName: RollClassName<R>;
  readonly createRoll: (IndieRoll: IndieRollClass) => RuleSetRollClasses[R];
  /**
   * The roll of a dialog's (or the API's) request, not yet evaluated. The class's factory checks the request
   * again — a macro can pass anything — and refuses a bad one with a localized error before any die is rolled.
   */
  readonly fromRequest: (RollClass: RuleSetRollClasses[R], request: RollRequests[R]) => UnrolledRoll;
  /**
   * The options a contest side's roll carries beyond its spec (into the Roll's `options`), from the card's rules
   * and the side's spec (null until its roller chooses one); null for none.
   */
  readonly contestRollOptions: (rules: ContestRules, spec: ContestSpecs[R] | null) => Record<string, unknown> | null;
}

const NO_CONTEST_ROLL_OPTIONS = () => null;

export const FOUNDRY_RULE_SETS: { readonly [R in RuleSetId]: FoundryRuleSet<R> } = {
  kaiser: {
    ...RULE_SETS.kaiser,
    rollClassName: "KaiserRoll",
    createRoll: createKaiserRoll,
    // The opponent rolls their own check: their value is saved only for the card to name it with the dialog's chance.
    fromRequest: (KaiserRoll, request) => KaiserRoll.fromDialog(request),
    // A Fumble in a contest costs the card's opposed penalty, rolled with the check and shown on its card.
    contestRollOptions: (rules) => ({ fumblePenalty: { ...rules.kaiserFumblePenalty } }),
  },
  ogs: {
    ...RULE_SETS.ogs,
    rollClassName: "OgsRoll",
    createRoll: createOgsRoll,
    fromRequest: (OgsRoll, request) => OgsRoll.fromCheck(request),
    contestRollOptions: NO_CONTEST_ROLL_OPTIONS,
  },
  kingdoms: {
    ...RULE_SETS.kingdoms,
    rollClassName: "KingdomsRoll",
    createRoll: createKingdomsRoll,
    fromRequest: (KingdomsRoll, { dice, dt, pool }) => {
      const roll = KingdomsRoll.fromTest({ dice, dt });
      // The pool the dice came from (a player may roll fewer): the card says so, and a contest records it.
      if (typeof pool === "number" && pool > dice) Object.assign(roll.options, { pool });
      return roll;
    },
    // The pool is no part of the formula: the card reads it back from the roll's options.
    contestRollOptions: (_rules, spec) => (spec === null ? null : { pool: spec.pool }),
  },
  klepto: {
    ...RULE_SETS.klepto,
    rollClassName: "KleptoRoll",
    createRoll: createKleptoRoll,
    fromRequest: (KleptoRoll, request) => KleptoRoll.fromTest(request),
    contestRollOptions: NO_CONTEST_ROLL_OPTIONS,
  },
  olde: {
    ...RULE_SETS.olde,
    rollClassName: "OldeRoll",
    createRoll: createOldeRoll,
    fromRequest: (OldeRoll, request) => OldeRoll.fromSpec(request),
    contestRollOptions: NO_CONTEST_ROLL_OPTIONS,
  },
};

/** Makes every rule set's Roll class on our base class. */
export function createRuleSetRolls(IndieRoll: IndieRollClass): RuleSetRollClasses {
  const made = RULE_SET_IDS.map((id) => [id, FOUNDRY_RULE_SETS[id].createRoll(IndieRoll)]);
  // Object.fromEntries cannot say which id holds which class: the list pairs them.
  return Object.fromEntries(made) as RuleSetRollClasses;
}

/** The same classes keyed by the name each is registered under (`api.dice.rolls.KaiserRoll`). */
export function rollClassesByName(classes: RuleSetRollClasses): RollClassesByName {
  const named = RULE_SET_IDS.map((id) => [FOUNDRY_RULE_SETS[id].rollClassName, classes[id]]);
  // As above: the list pairs each name with its rule set's class.
  return Object.fromEntries(named) as RollClassesByName;
}

/** The rule set's roll of a request, not yet evaluated (see `FoundryRuleSet.fromRequest`). */
export function rollFromRequest<R extends RuleSetId>(
  dice: { readonly rollsByRuleSet: RuleSetRollClasses },
  ruleSet: R,
  request: RollRequests[R],
): UnrolledRoll {
  return FOUNDRY_RULE_SETS[ruleSet].fromRequest(dice.rollsByRuleSet[ruleSet], request);
}

/** What a contest side's roll carries beyond its spec (see `FoundryRuleSet.contestRollOptions`). */
export function contestRollOptions<R extends RuleSetId>(state: ContestState<R>, spec: ContestSpecs[R] | null): Record<string, unknown> | null {
  return FOUNDRY_RULE_SETS[state.ruleSet].contestRollOptions(state.rules, spec);
}
