import { replaySequential, sequentialNeedsAnotherDie } from "../core/mechanics/advantage";
import type { RollableTerm } from "../../../foundry/dice/term-results";

/**
 * The text's variant for tables short of dice: roll 2d6, then per level reroll the lowest die (advantage) or the
 * highest (disadvantage), stopping early on double six / double one. Rerolled dice stay visible, struck out,
 * as Foundry shows its own rerolls.
 */
export async function rerollSequentially(term: RollableTerm, net: number): Promise<void> {
  const faces = () => term.results.map((r) => r.result);
  while (sequentialNeedsAnotherDie(faces(), net)) await term.roll({ reroll: true });
  const kept = new Set(replaySequential(faces(), net).keptIndices);
  term.results.forEach((r, index) => {
    if (kept.has(index)) return;
    r.active = false;
    r.rerolled = true;
  });
}

