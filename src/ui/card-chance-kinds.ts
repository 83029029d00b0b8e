/**
 * The card chances cards ask the roll dialog to show, and how each is answered (docs/prompts.md "What opens"): a shared
 * card kind's registered by the shared kinds' registration file (src/card-kinds/shared.ts: the contest's), a rule set's
 * own from its descriptor (`UiRuleSet.cardChances`). The dialog asks whichever its card put.
 */
import { RULE_SET_IDS } from "../core/rule-sets";
import { uiRuleSetOf } from "./rule-sets";
import type { AskedCardChance, CardChance, CardChanceKind } from "./dialogs/card-chances";
import type { RuleSetId } from "../core/rule-set-types";
import type { UiRuleSet } from "./rule-set-types";

const sharedKindsChances: CardChanceKind[] = [];

/** Files a shared card kind's card chance, asked before the rule sets' own. */
export function registerCardChanceKind(kind: CardChanceKind): void {
  sharedKindsChances.push(kind);
}

const chanceKinds = () => [...sharedKindsChances, ...RULE_SET_IDS.flatMap((id) => chancesOf(uiRuleSetOf(id)))];

/** A rule set's own card chances, under their old name for one release (a module written before it changed). */
function chancesOf(ruleSet: UiRuleSet<RuleSetId>): readonly CardChanceKind[] {
  return ruleSet.cardChances ?? ruleSet.cardQuestions ?? [];
}

/** Loads the answer of the card chance the card asks, where it is a module of its own (before the dialog opens). */
export async function loadCardChance(cardChance: CardChance): Promise<void> {
  await Promise.all(chanceKinds().map((kind) => kind.load(cardChance)));
}

/** The card chance the card asks (the first a kind finds), or null when it asks none. */
export function askedCardChance(cardChance: CardChance): AskedCardChance | null {
  for (const kind of chanceKinds()) {
    const asked = kind.asked(cardChance);
    if (asked) return asked;
  }
  return null;
}
