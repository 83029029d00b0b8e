import { isRuleSetId } from "../../../core/rule-sets";
import { uiRuleSetOf } from "../../../ui/rule-sets";
import type { RuleSetContest, UiContestKind } from "./rule-set-contest";
import type { ContestKindId } from "../core/contest-types";

/**
 * Every contest kind's views, as the core's kinds are looked up (contest-kinds.ts): a rule set's from its views'
 * descriptor (src/ui/rule-sets.ts, whichever registered last), then the kinds that are no rule set's, registered here.
 */
const otherKinds: { [R in ContestKindId]?: UiContestKind<R> } = {};

/** Adds the views of a contest kind that is no rule set's (the formula contest's, formula-contest-view.ts). */
export function registerUiContestKind<R extends ContestKindId>(id: R, kind: UiContestKind<R>): void {
  Object.assign(otherKinds, { [id]: kind });
}

/**
 * A rule set's views as a contest kind's: its dialog builds its contest sides' rolls (a contest spec is structurally
 * its dialog's roll spec).
 */
function ruleSetKind(id: ContestKindId): { [R in ContestKindId]?: UiContestKind<R> } {
  const kinds: { [R in ContestKindId]?: UiContestKind<R> } = {};
  if (!isRuleSetId(id)) return kinds;
  const ruleSet = uiRuleSetOf(id);
  return Object.assign(kinds, {
    [id]: { contest: ruleSet.contest, sideModel: ruleSet.dialog, specText: ruleSet.formula, luck: ruleSet.contestLuck },
  });
}

/** A contest kind's views; a kind no layer registered is a programming error. */
export function uiContestKindOf<R extends ContestKindId>(id: R): UiContestKind<R> {
  const kind = isRuleSetId(id) ? ruleSetKind(id)[id] : otherKinds[id];
  if (!kind) throw new Error(`Indie Dice | no contest kind "${String(id)}" is registered with the views`);
  return kind;
}

/**
 * How a rule set shows its contests (`UiRuleSet.contest`). Called with a card's `state.ruleSet`, whatever it is,
 * the facet is handed that card's own state and rolls: `rollOf` refuses a roll that does not match the card's specs.
 */
export function contestOf<R extends ContestKindId>(ruleSet: R): RuleSetContest<R> {
  return uiContestKindOf(ruleSet).contest;
}
