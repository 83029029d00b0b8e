import {
  isFumble,
  openRollCapped,
  openRollContinues,
  opensOpenRoll,
  replaySequential,
  sequentialNeedsAnotherDie,
} from "../../../core/mechanics/kaiser";
import { activeResults, type RollableTerm } from "../term-results";

/**
 * `ko`: Kaiser's skill-check dice on the kept pair. Double six opens an Open Roll (one more d6, again while it
 * shows six, each drawn through Foundry like an explosion); double one is a Fumble. The core decides both.
 */
export async function applyKaiserOpenRoll(term: RollableTerm): Promise<void> {
  const sequential = term.options.indieSequentialAdvantage;
  if (typeof sequential === "number" && sequential !== 0) await rerollSequentially(term, sequential);
  const pair = activeResults(term);
  const kept = pair.map((r) => r.result);
  if (isFumble("skill", kept)) {
    for (const r of pair) markFumble(r);
    return;
  }
  if (!opensOpenRoll("skill", kept)) return;

  pair[pair.length - 1]!.exploded = true;
  const chain: number[] = [];
  while (openRollContinues(chain)) {
    const extra = await term.roll({ explode: true });
    extra.indie = "open-roll";
    chain.push(extra.result);
    if (openRollContinues(chain)) extra.exploded = true;
  }
  if (openRollCapped(chain)) term.options.indieCapped = true;
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

function markFumble(result: RollableTerm["results"][number]): void {
  result.indie = "fumble";
  result.failure = true;
}
