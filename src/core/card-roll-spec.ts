import type { CardRollSpecs, RuleSetId } from "./rule-set-types";

/**
 * A rule set's roll spec as a card stores it (`CardRollSpecs`: a contest's side, a request's row), checked against
 * the rules and the limits and reduced to the fields a card reads, every default filled in. One check for every
 * card kind: the contest's (each rule set's `ContestRule.normalize`), filed by the shared kinds' registration file
 * (src/card-kinds/shared.ts), so that the request checks a row's roll as a contest checks a side's without importing
 * the contest's folder (docs/architecture.md "Shape rules" 3).
 */
type CardRollSpecCheck = (ruleSet: RuleSetId, spec: CardRollSpecs[RuleSetId]) => CardRollSpecs[RuleSetId];

let filed: CardRollSpecCheck | null = null;

/** Files the check; a second is a programming error. */
export function registerCardRollSpecCheck(check: CardRollSpecCheck): void {
  if (filed !== null) throw new Error("Indie Dice | the card roll spec check is registered twice");
  filed = check;
}

/** The spec checked and normalized by the filed check; throws its localized error when the rule set refuses it. */
export function normalizeCardRollSpec(ruleSet: RuleSetId, spec: CardRollSpecs[RuleSetId]): CardRollSpecs[RuleSetId] {
  if (filed === null) throw new Error("Indie Dice | no card roll spec check is registered");
  return filed(ruleSet, spec);
}
