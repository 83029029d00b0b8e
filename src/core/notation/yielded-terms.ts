import { scanFormula } from "./formula-scanner";
import { FOUNDRY_DIE_MODIFIER_KEYS, ourModifierKeys } from "./modifier-keys";
import { stepsOf, tokenizeModifierText } from "./modifier-tokenizer";
import { yieldedKey, yieldedKeys, type YieldedKey } from "./world-keys";

/**
 * The first yielded key a formula of ours asks for, read as our notation reads it everywhere else (`2d6ko`, `3dikl`),
 * with the term that asks: a roll of ours built on it would mean the world's thing, so it is refused instead.
 */
export function yieldedKeyIn(formula: string): { readonly term: string; readonly held: YieldedKey } | null {
  if (yieldedKeys().length === 0) return null;
  const table = [...FOUNDRY_DIE_MODIFIER_KEYS, ...ourModifierKeys()];
  for (const piece of scanFormula(formula)) {
    if (piece.kind !== "dice") continue;
    const denomination = typeof piece.faces === "string" ? yieldedKey("denomination", piece.faces.toLowerCase()) : null;
    if (denomination) return { term: piece.text, held: denomination };
    for (const step of stepsOf(tokenizeModifierText(piece.modifierText, table))) {
      const modifier = yieldedKey("modifier", step.command);
      if (modifier) return { term: piece.text, held: modifier };
    }
  }
  return null;
}
