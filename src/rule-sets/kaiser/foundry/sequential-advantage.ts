import { replaySequential, sequentialNeedsAnotherDie } from "../core/mechanics/advantage";
import type { RollableTerm } from "../../../foundry/term-results";

/**
 * Before the Die's modifiers: a term whose roll asked for the sequential method (a KaiserRoll's option: it cannot be
 * written in notation) is rerolled by it first, so a skill check's `ko` and a resistance check both judge the final
 * pair.
 */
export async function rerollIfSequential(term: RollableTerm): Promise<void> {
  const sequential = term.options.indieSequentialAdvantage;
  if (typeof sequential === "number" && sequential !== 0) await rerollSequentially(term, sequential);
}

/**
 * The text's variant for tables short of dice: roll 2d6, then per level reroll the lowest die (advantage) or the
 * highest (disadvantage), stopping early on double six / double one. Rerolled dice stay visible, struck out,
 * as Foundry shows its own rerolls.
 */
async function rerollSequentially(term: RollableTerm, net: number): Promise<void> {
  const faces = () => term.results.map((r) => r.result);
  while (sequentialNeedsAnotherDie(faces(), net)) await term.roll({ reroll: true });
  const kept = new Set(replaySequential(faces(), net).keptIndices);
  term.results.forEach((r, index) => {
    if (kept.has(index)) return;
    r.active = false;
    r.rerolled = true;
  });
}
