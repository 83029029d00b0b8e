/**
 * The modifier names of our notation and of Foundry's Die, in one place: the tokenizer needs the full table
 * Foundry will dispatch against, and the adapter registers exactly these keys.
 */
import { isOneOf } from "../lists";

/** Kaiser's open roll on the kept pair of d6 (`2d6ko`, `3d6kh2ko`). */
export const OPEN_ROLL_KEY = "ko";
/** K&R's d12 pool against a Difficulty Threshold (`6d12kr7`). */
export const THRESHOLD_POOL_KEY = "kr";
/** The Kleptonomicon's Critical Roll by coin on a d10 (`1d10kc`, `3d10kckh`). */
export const CRIT_BY_COIN_KEY = "kc";
/** OGS's Die Increase by a number of stages (`1d10p2`). */
export const DIE_INCREASE_KEY = "p";

/** Our modifier keys, as registered on Foundry's Die class. */
export const OUR_MODIFIER_KEYS = [OPEN_ROLL_KEY, THRESHOLD_POOL_KEY, CRIT_BY_COIN_KEY, DIE_INCREASE_KEY] as const;

export type OurModifierKey = (typeof OUR_MODIFIER_KEYS)[number];

/** The keys of Foundry v13's own `Die.MODIFIERS` table. */
export const FOUNDRY_DIE_MODIFIER_KEYS = [
  "r", "rr", "x", "xo", "k", "kh", "kl", "d", "dh", "dl",
  "min", "max", "even", "odd", "cs", "cf", "df", "sf", "ms",
] as const;

/** Foundry's keep modifiers: `k`/`kh` keep the highest N, `kl` the lowest N (N defaults to 1). */
export const KEEP_KEYS = ["k", "kh", "kl"] as const;
/** Foundry's drop modifiers: `d`/`dl` drop the lowest N, `dh` the highest N (N defaults to 1). */
export const DROP_KEYS = ["d", "dh", "dl"] as const;

/** The table Foundry dispatches against once our keys are registered on Die. */
export const DIE_MODIFIER_KEYS: readonly string[] = [...FOUNDRY_DIE_MODIFIER_KEYS, ...OUR_MODIFIER_KEYS];

/** The denomination of the Kleptonomicon's d10ish die term (`1di`, `4dikl`). */
export const D10ISH_DENOMINATION = "i";

export function isOurModifierKey(command: string): command is OurModifierKey {
  return isOneOf(OUR_MODIFIER_KEYS, command);
}

export function isKeepOrDropKey(command: string): boolean {
  return isOneOf(KEEP_KEYS, command) || isOneOf(DROP_KEYS, command);
}
