import { CORE_RULE_SETS, RULE_SET_IDS } from "../rule-sets";
import type { OurModifierKey } from "./modifier-keys";
import type { RuleSetNotation } from "./term-checks";

/** The registered rule sets' own notations (docs/notation.md): each is declared by its rule set's descriptor. */
function registeredNotations(): RuleSetNotation[] {
  return RULE_SET_IDS.flatMap((id) => {
    const { notation } = CORE_RULE_SETS[id];
    return notation === undefined ? [] : [notation];
  });
}

/** The notation that reads this modifier key. Each of our keys has one: a key no rule set reads is a bug. */
export function notationOfKey(key: OurModifierKey): RuleSetNotation {
  const notation = registeredNotations().find((candidate) => candidate.modifierKey === key);
  if (notation === undefined) throw new Error(`no rule set reads the modifier ${key}`);
  return notation;
}

/** The notation whose own die has this denomination; undefined for any other. */
export function notationOfDie(denomination: string): RuleSetNotation | undefined {
  return registeredNotations().find((candidate) => candidate.ownDie?.denomination === denomination);
}
