import type { SystemChoice } from "../../../core/systems/system-odds-types";
import { DEGREES, degreeOf, type Degree, type DegreeAdjustments } from "./degrees";

/**
 * A rolled check's reroll (docs/systems-pf2e.md "After the roll"), as pf2e's `CheckPF2e.rerollFromMessage` makes one
 * (check.ts): the message's CheckRoll cloned and rolled again — the same die, the same total modifier — and judged
 * against the same DC with the adjustment record the first roll's flag keeps (`context.dosAdjustments`, not tested
 * again on the new result). A Hero Point's reroll and "keep the new" keep the second result whatever it is; "keep
 * higher" keeps the first when its total is higher, "keep lower" when lower — its degree then the first roll's.
 * pf2e offers a reroll only of a roll with no `kh` / `kl` die (CheckRoll#isRerollable): one d20, never fortune's or
 * misfortune's two.
 */

/** Which result a reroll keeps (check.ts `RerollOptions.keep`; a Hero Point's is "new"). */
export type RerollKeep = "new" | "higher" | "lower";

/** The rolled check: its d20 + modifier against the DC, its total, the degree pf2e gave it, the record it keeps. */
interface RolledD20Check {
  readonly modifier: number;
  readonly dc: number;
  readonly total: number;
  readonly degree: Degree;
  readonly record: DegreeAdjustments;
}

const FACES = 20;

/** Each degree's count among the 20 faces of the new d20, as pf2e keeps one of the two results. */
function degreeCounts(rolled: RolledD20Check, keep: RerollKeep): Map<Degree, number> {
  const counts = new Map<Degree, number>(DEGREES.map((degree) => [degree, 0]));
  for (let face = 1; face <= FACES; face++) {
    const total = face + rolled.modifier;
    const keepsOld = (keep === "higher" && rolled.total > total) || (keep === "lower" && rolled.total < total);
    const degree = keepsOld ? rolled.degree : degreeOf(face, total, rolled.dc, rolled.record);
    counts.set(degree, (counts.get(degree) ?? 0) + 1);
  }
  return counts;
}

/** One reroll as a choice of the message's figures: its four degrees, best first, each a count of 20 faces. */
export function checkRerollChoice(id: string, rolled: RolledD20Check, keep: RerollKeep): SystemChoice {
  const counts = degreeCounts(rolled, keep);
  return {
    id,
    afterTheRoll: true,
    outcomes: DEGREES.map((key) => ({ key, probability: (counts.get(key) ?? 0) / FACES, fromTarget: true })),
  };
}
