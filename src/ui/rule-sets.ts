/**
 * The rule sets as the views know them: one registration a rule set (its descriptor, src/ui/rule-set-types.ts),
 * looked up by id. Shared by the Foundry adapter (whose own registry adds the Roll class) and the calculator; no
 * other code in src/ui lists the rule sets. It imports none of them: each rule set's package is registered here
 * (src/foundry/rule-set-package.ts `registerPackage`, from src/rule-sets/built-in.ts, imported by each entry before
 * anything looks one up) (docs/architecture.md "Layers").
 */
import { RULE_SET_IDS } from "../core/rule-sets";
import type { RuleSetId } from "../core/rule-set-types";
import type { ContestKindId } from "../card-kinds/contest/core/contest-types";
import type { RuleSetContest, UiContestKind } from "./rule-set-contest";
import type { UiRuleSet } from "./rule-set-types";
import type { RuleSetSetting } from "./world-settings";

const registered: { [R in RuleSetId]?: UiRuleSet<R> } = {};
/** Every contest kind's views: each rule set's, filed when it registers, then the kinds that are no rule set's. */
const contestKinds: { [R in ContestKindId]?: UiContestKind<R> } = {};

/** Adds a rule set's views; a second registration of the same id replaces the first. */
export function registerUiRuleSet<R extends RuleSetId>(ruleSet: UiRuleSet<R>): void {
  // Filed under its own id, so that the lookup below finds each rule set's own descriptor.
  Object.assign(registered, { [ruleSet.id]: ruleSet });
  // A rule set's dialog builds its contest sides' rolls (a contest spec is structurally its dialog's request).
  const kind = { contest: ruleSet.contest, sideModel: ruleSet.dialog, specText: ruleSet.formula, luck: ruleSet.contestLuck };
  Object.assign(contestKinds, { [ruleSet.id]: kind });
}

/** Adds the views of a contest kind that is no rule set's (the formula contest's, src/card-kinds/contest/ui/formula-contest-view.ts). */
export function registerUiContestKind<R extends ContestKindId>(id: R, kind: UiContestKind<R>): void {
  Object.assign(contestKinds, { [id]: kind });
}

/** A contest kind's views; a kind no layer registered is a programming error. */
export function uiContestKindOf<R extends ContestKindId>(id: R): UiContestKind<R> {
  const kind = contestKinds[id];
  if (!kind) throw new Error(`Indie Dice | no contest kind "${String(id)}" is registered with the views`);
  return kind;
}

/** The views of a rule set; a rule set no layer registered is a programming error. */
export function uiRuleSetOf<R extends RuleSetId>(id: R): UiRuleSet<R> {
  const ruleSet = registered[id];
  if (!ruleSet) throw new Error(`Indie Dice | no rule set "${id}" is registered with the views`);
  return ruleSet;
}

/**
 * How a rule set shows its contests (`UiRuleSet.contest`). Called with a card's `state.ruleSet`, whatever it is,
 * the facet is handed that card's own state and rolls: `rollOf` refuses a roll that does not match the card's specs.
 */
export function contestOf<R extends ContestKindId>(ruleSet: R): RuleSetContest<R> {
  return uiContestKindOf(ruleSet).contest;
}

/** Every registered rule set's world settings (`UiRuleSet.settings`), in the rule sets' order and each one's own. */
export function ruleSetSettings(): RuleSetSetting[] {
  return RULE_SET_IDS.flatMap((id) => registered[id]?.settings ?? []);
}
