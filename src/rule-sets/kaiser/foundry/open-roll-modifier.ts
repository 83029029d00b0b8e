import { isFumble } from "../core/mechanics/fumble";
import { openRollCapped, openRollContinues, opensOpenRoll } from "../core/mechanics/open-roll";
import { activeResults, type RollableTerm } from "../../../foundry/term-results";
import type { DiceEntryLabel, DiceEntryText } from "../../../foundry/dice/dice-entry";
import { OPEN_ROLL_KEY } from "../core/notation";
import type { Annotation, TermData } from "../../../foundry/chat/roll-annotations";
import { formatWith } from "../../../ui/translator";

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

/**
 * A `ko` term's dice entered by hand: the check's dice one by one, and each die an Open Roll asks for as its next d6
 * (docs/architecture.md "Dice entered by hand").
 */
export const kaiserDiceEntryLabel: DiceEntryLabel = (term, slot): DiceEntryText | null => {
  if (!slot.modifiers.some((m) => m.startsWith(OPEN_ROLL_KEY))) return null;
  if (slot.extra) return { key: "INDIE_DICE.Kaiser.DiceEntry.OpenRoll", data: { die: `d${term.faces}` } };
  return {
    key: "INDIE_DICE.Kaiser.DiceEntry.CheckDie",
    data: { index: slot.index, count: slot.count, die: `d${term.faces}` },
  };
};

/**
 * Its notes under a roll of Foundry's class (`FoundryRuleSet.annotateTerm`): the Open Roll's dice, a Fumble, and a
 * chain stopped at its cap.
 */
export function kaiserTermNotes(term: TermData): Annotation[] {
  const results = term.results ?? [];
  const notes: Annotation[] = [];
  const openRolls = results.filter((r) => r.indie === "open-roll").length;
  if (openRolls > 0)
    notes.push({ text: formatWith(game.i18n, "INDIE_DICE.Annotation.OpenRoll", { n: openRolls }), tone: "critical" });
  if (results.some((r) => r.indie === "fumble"))
    notes.push({ text: game.i18n.localize("INDIE_DICE.Annotation.Fumble"), tone: "failure" });
  if (term.options?.indieCapped === true)
    notes.push({ text: game.i18n.localize("INDIE_DICE.Chain.Capped"), tone: "neutral" });
  return notes;
}
