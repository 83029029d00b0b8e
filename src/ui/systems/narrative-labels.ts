import { NARRATIVE_CHOICE, NARRATIVE_FIGURES } from "../../core/pools/narrative-figures";
import type { SystemLabels } from "./system-odds-view";
import type { SystemCalculatorField } from "./system-calculator";

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

/**
 * The web calculator's fields of a narrative pool under a system's key (its six dice, `<key>.Ability` …), §a.7's
 * first example to start with: 2 ability, 1 proficiency against 2 difficulty. Star Wars FFG's page and Genesys's.
 */
export function narrativeCalculatorFields(key: string): readonly SystemCalculatorField[] {
  const initial: Readonly<Record<string, string>> = { ability: "2", proficiency: "1", difficulty: "2" };
  return ["ability", "proficiency", "boost", "difficulty", "challenge", "setback"].map((name) => ({
    name,
    kind: "number",
    label: `${key}.${name.charAt(0).toUpperCase()}${name.slice(1)}`,
    initial: initial[name] ?? "0",
  }));
}
