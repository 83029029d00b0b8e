import { readRegistry } from "../rule-sets";
import type { OurModifierKey } from "./modifier-keys";
import type { RuleSetNotation } from "./term-checks";

/** The registered rule sets' own notations (docs/notation.md), each declared by its rule set's descriptor. */
const registeredNotations = readRegistry((ruleSets) => ruleSets.flatMap((ruleSet) => ruleSet.notation ?? []));

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

/** The own die whose term is saved under this class name (`D10ishDie`: the d10ish die, `i`); undefined for any other. */
export function ownDieSavedAs(className: string | undefined): RuleSetNotation["ownDie"] {
  return registeredNotations().find((candidate) => candidate.ownDie?.className === className)?.ownDie;
}
