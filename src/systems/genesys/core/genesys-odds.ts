import type { NarrativePool } from "../../../core/pools/narrative-dice";
import type { NarrativeSymbols } from "../../../core/pools/narrative-figures";
import type { SystemOdds } from "../../../core/systems/system-odds-types";

/**
 * The figures of a Genesys pool (docs/systems-genesys.md "The figures"), as Genesys 0.2.18 rolls its prompt's pool:
 * the dice of `compileDiceFormula` (src/vue/apps/DicePrompt.vue:296-307) and the symbols of `roll.data.symbols`,
 * counted by `GenesysRoller.parseRollResults` (src/dice/GenesysRoller.ts:227-294: a triumph adds a success, a despair
 * a failure; net success = successes − failures). The same figures as Star Wars FFG's: the kit's narrative figures.
 */

/** The dice by the name the prompt gives them (`die-Ability` …), each the engine's die. */
export const GENESYS_DICE = {
  Ability: "ability",
  Proficiency: "proficiency",
  Boost: "boost",
  Difficulty: "difficulty",
  Challenge: "challenge",
  Setback: "setback",
} as const;

/** The symbols by glyph, as `roll.data.symbols` keys them (src/dice/types/GenesysSymbol.ts). */
export const GENESYS_GLYPHS = {
  a: "advantage",
  s: "success",
  t: "triumph",
  h: "threat",
  f: "failure",
  d: "despair",
} as const;

/** A pool as it rolls: its dice, its symbols, and whether its proficiency dice explode (a super-characteristic). */
export interface GenesysPool {
  readonly dice: NarrativePool;
  readonly symbols: NarrativeSymbols;
  readonly exploding: boolean;
}

/** The kit's narrative figures (`kit.pools`): the engine, handed over by the registration, never imported. */
interface NarrativeEngine {
  narrativeFigures(dice: NarrativePool, symbols: NarrativeSymbols): SystemOdds;
}

/**
 * Every figure of a pool — or null where its proficiency dice explode (`dpX`: each triumph face throws another
 * proficiency die, without end), which the engine does not model: the adapter refuses that figure by name.
 */
export function genesysOdds(pools: NarrativeEngine, pool: GenesysPool): SystemOdds | null {
  if (pool.exploding && (pool.dice.proficiency ?? 0) > 0) return null;
  return pools.narrativeFigures(pool.dice, pool.symbols);
}
