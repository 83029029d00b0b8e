import { isFumble } from "../core/mechanics/fumble";
import { openRollCapped, openRollContinues, opensOpenRoll } from "../core/mechanics/open-roll";
import { activeResults, type RollableTerm } from "../../../foundry/term-results";

/**
 * `ko`: Kaiser's skill-check dice on the kept pair. Double six opens an Open Roll (one more d6, again while it
 * shows six, each drawn through Foundry like an explosion); double one is a Fumble. The core decides both.
 */
export async function applyKaiserOpenRoll(term: RollableTerm): Promise<void> {
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

function markFumble(result: RollableTerm["results"][number]): void {
  result.indie = "fumble";
  result.failure = true;
}
