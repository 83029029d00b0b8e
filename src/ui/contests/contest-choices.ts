/**
 * A contest's choices and world rules as the registered rule sets give them (`RuleSetContest.start`,
 * src/ui/rule-set-contest.ts): the Start contest dialog and `api.contests.start` read them here, looping over the
 * rule sets, and name none.
 */
import type { ContestRules } from "../../core/contests/contest-types";
import { RULE_SET_IDS } from "../../core/rule-sets";
import type { DialogSettings } from "../dialogs/dialog-types";
import type { ContestOfChoices, ContestOptions } from "../rule-set-contest";
import { contestOf } from "../rule-sets";
import type { ContestChoices } from "../rule-set-contest";

function everyRuleSetsOptions(): ContestOptions[] {
  return RULE_SET_IDS.flatMap((id) => contestOf(id).start.options ?? []);
}

/** Every rule set's contest choices at their defaults. */
export function defaultContestChoices(): ContestChoices {
  const defaults: Partial<ContestChoices> = {};
  for (const options of everyRuleSetsOptions()) Object.assign(defaults, options.defaults);
  // Every field of ContestChoices is a rule set's, and each rule set that adds one gives its default.
  return defaults as ContestChoices;
}

/**
 * The choices a start names (`given` may hold anything else beside them, and anything at all when a query sent
 * it): each one it leaves out, or null, at its default. What it names is copied as it is, for the core to check.
 */
export function contestChoices(given: Partial<ContestChoices>): ContestChoices {
  const named: Readonly<Record<string, unknown>> = given;
  const defaults = defaultContestChoices();
  const chosen: Partial<ContestChoices> = {};
  for (const name of Object.keys(defaults)) if (named[name] !== undefined && named[name] !== null) Object.assign(chosen, { [name]: named[name] });
  return { ...defaults, ...chosen };
}

/** What the choices make of a contest: every rule set's part of its rules, whatever the contest's rule set. */
export function contestOfChoices(choices: ContestChoices): Required<ContestOfChoices> {
  const rules: Partial<ContestRules> = {};
  for (const options of everyRuleSetsOptions()) Object.assign(rules, options.contest(choices).rules);
  return { rules };
}

/** The world's contest rules as the dialogs' settings hold them: every rule set's part. */
export function dialogContestRules(settings: DialogSettings): Partial<ContestRules> {
  const rules: Partial<ContestRules> = {};
  for (const id of RULE_SET_IDS) Object.assign(rules, contestOf(id).start.worldRules?.(settings));
  return rules;
}
