/**
 * The modifier names of our notation and of Foundry's Die, in one place: the tokenizer needs the full table
 * Foundry will dispatch against, and the adapter registers exactly these keys. Our keys are the registered rule
 * sets' own (each declares its key in its notation, `src/rule-sets/<id>/core/notation.ts`), read from the registry.
 */
import { isOneOf } from "../lists";
import { readRegistry } from "../rule-sets";
import { yieldedKey } from "./world-keys";

/** Our modifier keys, as registered on Foundry's Die class: each registered rule set's notation's, in their order. */
export const ourModifierKeys = readRegistry((ruleSets): readonly string[] =>
  ruleSets.flatMap((ruleSet) => ruleSet.notation?.modifierKey ?? []),
);

/** The keys of Foundry v13's own `Die.MODIFIERS` table. */
export const FOUNDRY_DIE_MODIFIER_KEYS = [
  "r",
  "rr",
  "x",
  "xo",
  "k",
  "kh",
  "kl",
  "d",
  "dh",
  "dl",
  "min",
  "max",
  "even",
  "odd",
  "cs",
  "cf",
  "df",
  "sf",
  "ms",
] as const;

/** Foundry's keep modifiers: `k`/`kh` keep the highest N, `kl` the lowest N (N defaults to 1). */
export const KEEP_KEYS = ["k", "kh", "kl"] as const;
/** Foundry's drop modifiers: `d`/`dl` drop the lowest N, `dh` the highest N (N defaults to 1). */
export const DROP_KEYS = ["d", "dh", "dl"] as const;

/** The table Foundry dispatches against once our keys are registered on Die. */
export const dieModifierKeys = readRegistry((): readonly string[] => [
  ...FOUNDRY_DIE_MODIFIER_KEYS,
  ...ourModifierKeys(),
]);

/** Whether our notation reads this key here: one of ours, unless the world's dice already use it (world-keys.ts). */
export function isOurModifierKey(command: string): boolean {
  return ourModifierKeys().includes(command) && yieldedKey("modifier", command) === undefined;
}

export function isKeepOrDropKey(command: string): boolean {
  return isOneOf(KEEP_KEYS, command) || isOneOf(DROP_KEYS, command);
}
