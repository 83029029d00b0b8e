import { contestKindOf } from "./contest-kinds";
import type { ContestRoll, ContestKindId, ContestRulesOf, ContestSpec, ContestSpecs } from "./contest-types";
import { cardError } from "../../../core/card-errors";

/**
 * Each rule set's roll spec for a contest: checked against the rules and the limits by its rule set (each
 * mechanic's own validation throws the localized error naming the bad value), reduced to the fields a contest
 * reads, with every default filled in — so two specs that roll the same dice compare equal as JSON.
 */

export function normalizeContestSpec<R extends ContestKindId>(ruleSet: R, spec: ContestSpecs[R]): ContestSpecs[R] {
  if (spec === null || typeof spec !== "object") throw cardError("BadSpec", { value: String(spec) });
  return contestKindOf(ruleSet).contestRule.normalize(spec);
}

/** Two normalized specs roll the same dice (and, for the Kleptonomicon, read the same ranges). */
export function sameSpec(a: ContestSpec, b: ContestSpec): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/*
 * A judged roll matches its spec when judging its own faces again under that spec gives the same total: the
 * dice are the ones the spec rolls (each mechanic's judge refuses a face or a count that does not fit) and
 * nothing judged was edited on the way.
 */

/** Does this judged roll belong to this spec? A roll whose dice a judge refuses outright does not. */
export function rollMatchesSpec<R extends ContestKindId>(
  ruleSet: R,
  spec: ContestSpec,
  roll: ContestRoll,
  rules: ContestRulesOf<R>,
): boolean {
  const matches = contestKindOf(ruleSet).contestRule.rollMatches as (
    spec: ContestSpec,
    roll: ContestRoll,
    rules: ContestRulesOf<R>,
  ) => boolean;
  try {
    return matches(spec, roll, rules);
  } catch {
    return false;
  }
}
