/**
 * A contest's choices and world rules as the registered contest kinds give them (`RuleSetContest.start`,
 * rule-set-contest.ts: the rule sets', then the formula contest's tie rule): the Start contest dialog and
 * `api.contests.start` read them here, looping over the kinds, and name none.
 */
import type { ContestRules } from "../core/contest-types";
import { contestKindIds } from "../core/contest-kinds";
import type { DialogSettings } from "../../../ui/dialogs/dialog-types";
import type { ContestOfChoices, ContestOptions } from "./rule-set-contest";
import type { ContestChoices } from "./rule-set-contest";
import { contestOf } from "./contest-kind-views";

function everyKindsOptions(): ContestOptions[] {
  return contestKindIds().flatMap((id) => contestOf(id).start.options ?? []);
}

/** Every contest kind's choices at their defaults. */
export function defaultContestChoices(): ContestChoices {
  const defaults: Partial<ContestChoices> = {};
  for (const options of everyKindsOptions()) Object.assign(defaults, options.defaults);
  // Every field of ContestChoices is a kind's, and each kind that adds one gives its default.
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
  for (const name of Object.keys(defaults))
    if (named[name] !== undefined && named[name] !== null) Object.assign(chosen, { [name]: named[name] });
  return { ...defaults, ...chosen };
}

/**
 * What the choices make of a contest: every kind's part of its rules, whatever the contest's kind (the card keeps its
 * own).
 */
export function contestOfChoices(choices: ContestChoices): Required<ContestOfChoices> {
  const rules: Partial<ContestRules> = {};
  for (const options of everyKindsOptions()) Object.assign(rules, options.contest(choices).rules);
  return { rules };
}

/** The world's contest rules as the dialogs' settings hold them: every kind's part. */
export function dialogContestRules(settings: DialogSettings): Partial<ContestRules> {
  const rules: Partial<ContestRules> = {};
  for (const id of contestKindIds()) Object.assign(rules, contestOf(id).start.worldRules?.(settings));
  return rules;
}
