import { NARRATIVE_CHOICE, NARRATIVE_FIGURES } from "../../core/pools/narrative-figures";
import type { SystemLabels } from "./system-odds-view";

/**
 * The words of a narrative pool's figures (src/core/pools/narrative-figures.ts) under a system's key: `<prefix>.Roll`
 * for the pool, `<prefix>.Success`, `<prefix>.SuccessAdvantage` … one a figure, `<prefix>.NoTarget` for the caption
 * (the difficulty is dice in the pool). Each system writes its own words, in its own language files.
 */
export function narrativeLabels(prefix: string): SystemLabels {
  const word = (key: string) => `${prefix}.${key.charAt(0).toUpperCase()}${key.slice(1)}`;
  return {
    choices: { [NARRATIVE_CHOICE]: word(NARRATIVE_CHOICE) },
    outcomes: Object.fromEntries(NARRATIVE_FIGURES.map((key) => [key, word(key)])),
    target: `${prefix}.NoTarget`,
    noTarget: `${prefix}.NoTarget`,
  };
}
