import { readRegistry } from "../rule-sets";
import { SHARED_NOTATION_PROBLEMS } from "./notation-errors";
import type { NotationProblem } from "./notation-errors";
import type { RuleSetNotation } from "./term-checks";
import type { OwnDieDenomination } from "./term-types";
import { yieldedKey } from "./world-keys";

/** The registered rule sets' own notations (docs/notation.md), each declared by its rule set's descriptor. */
const registeredNotations = readRegistry((ruleSets) => ruleSets.flatMap((ruleSet) => ruleSet.notation ?? []));

/** The notation that reads this modifier key. Each of our keys has one: a key no rule set reads is a bug. */
export function notationOfKey(key: string): RuleSetNotation {
  const notation = registeredNotations().find((candidate) => candidate.modifierKey === key);
  if (notation === undefined) throw new Error(`no rule set reads the modifier ${key}`);
  return notation;
}

/**
 * The notation whose own die has this denomination; undefined for any other, and for one the world's dice already
 * use (world-keys.ts: in a Star Wars FFG world `i` is its difficulty die).
 */
export function notationOfDie(denomination: string): RuleSetNotation | undefined {
  if (yieldedKey("denomination", denomination) !== undefined) return undefined;
  return registeredNotations().find((candidate) => candidate.ownDie?.denomination === denomination);
}

/** Is this a registered rule set's own die's denomination (`"i"`)? */
export function isOwnDieDenomination(value: unknown): value is OwnDieDenomination {
  return typeof value === "string" && notationOfDie(value) !== undefined;
}

/**
 * The own die whose term is saved under this class name (`D10ishDie`: the d10ish die, `i`); undefined for any other.
 */
export function ownDieSavedAs(className: string | undefined): RuleSetNotation["ownDie"] {
  return registeredNotations().find((candidate) => candidate.ownDie?.className === className)?.ownDie;
}

/** Every notation problem a user can hit: the shared ones, then each registered rule set's own. */
export const notationProblems = readRegistry((ruleSets): readonly NotationProblem[] => [
  ...SHARED_NOTATION_PROBLEMS,
  ...ruleSets.flatMap((ruleSet) => ruleSet.notation?.problems ?? []),
]);

/** The notation whose terms the parser expands into real dice and whose luck reads them (OGS's Die Increase). */
export const expandedNotation = readRegistry(
  (ruleSets) => ruleSets.find((ruleSet) => ruleSet.notation?.expandedLuck !== undefined)?.notation,
);

/** The registered notations' names in `api.notation` (`OPEN_ROLL_KEY`, `D10ISH_DENOMINATION`). */
export const notationApiNames = readRegistry((ruleSets) =>
  ruleSets.reduce<Readonly<Record<string, string>>>((names, { notation }) => ({ ...names, ...notation?.apiNames }), {}),
);
