import { IndieDiceError } from "../../../core/errors";
import { DIE_INCREASE_KEY } from "../core/notation";
import type { DieIncreaseNote } from "../../../core/notation/term-types";
import type { TermExpansion } from "../../../foundry/term-results";
import { increaseDie } from "../core/mechanics/die-increase";
import type { DiceEntryLabel } from "../../../foundry/dice/dice-entry";
import type { Annotation, TermData } from "../../../foundry/chat/roll-annotations";
import { formatWith } from "../../../ui/translator";

/**
 * The formula of real dice an OGS Die Increase rolls: `1d12p2` → `1d8 + 1d8`, `10d6p2` → `10d10`,
 * `2d12p1` → `2d8 + 2d6`. Every die of the term is increased the same way, so equal sizes are grouped and
 * written largest first, as a player would pick them up.
 */
function dieIncreaseFormula(number: number, faces: number, stages: number): string {
  const counts = new Map<number, number>();
  for (const size of increaseDie(faces, stages)) counts.set(size, (counts.get(size) ?? 0) + number);
  return [...counts.entries()]
    .sort(([a], [b]) => b - a)
    .map(([size, count]) => `${count}d${size}`)
    .join(" + ");
}

/**
 * OGS's Die Increase as the parser expands it (its Foundry descriptor's `termExpansion`): `NdXpS` becomes the real
 * dice it stands for, and the expanded term keeps what was written (`indieDieIncrease`), which its card and the
 * annotations of a plain roll read.
 */
export const dieIncreaseExpansion: TermExpansion = {
  key: DIE_INCREASE_KEY,
  method: "ogsDieIncrease",
  expand: (check, written) => {
    const stages = check.dieIncreaseStages;
    if (stages === null || typeof check.faces !== "number") return null;
    const note: DieIncreaseNote = { written, stages };
    return { formula: dieIncreaseFormula(check.number, check.faces, stages), options: { indieDieIncrease: note } };
  },
  unexpandable: (term) => new IndieDiceError("INDIE_DICE.Error.Notation.DieIncreaseComputed", { term }),
};

/**
 * An expanded Die Increase's real dice entered by hand (the parenthetical that holds them keeps what was written): each
 * named after it (`1d12p2`) and its real size (docs/architecture.md "Dice entered by hand").
 */
export const dieIncreaseEntryLabel: DiceEntryLabel = (term, slot) => {
  const note = slot.enclosing.indieDieIncrease;
  if (typeof note !== "object" || note === null || !("written" in note) || typeof note.written !== "string")
    return null;
  return {
    key: "INDIE_DICE.Ogs.DiceEntry.RealDie",
    data: { written: note.written, die: `d${term.faces}`, index: slot.index, count: slot.count },
  };
};

/**
 * Its note under a roll of Foundry's class (`FoundryRuleSet.annotateTerm`): the Die Increase a parenthetical stands
 * for.
 */
export function dieIncreaseNotes(term: TermData): Annotation[] {
  const increase = term.options?.indieDieIncrease;
  return increase
    ? [
        {
          text: formatWith(game.i18n, "INDIE_DICE.Annotation.DieIncrease", {
            written: increase.written,
            stages: increase.stages,
          }),
          tone: "neutral",
        },
      ]
    : [];
}
