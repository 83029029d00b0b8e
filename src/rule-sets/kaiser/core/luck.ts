import { IntDistribution } from "../../../core/odds/int-distribution";
import { luckIn, SHAPES_KEPT } from "../../../core/odds/luck";
import { oddsMemo } from "../../../core/odds/odds-memo";
import type { KaiserCheckRoll, KaiserCheckSpec } from "./mechanics/types";
import { normalizeCheckSpec } from "./mechanics/validate";
import { kaiserCheckOdds } from "./odds/check-odds";

/*
 * Kaiser's luck is read on the check total (src/core/odds/luck.ts).
 */

/**
 * The dice part of a check's total (bonus 0), Open Roll tails included, with a skill check's Fumble at its own
 * total: a double one is 2, which no other pair makes, so the Fumble ranks below every other check by its total
 * alone — the order "an immediate failure" asks for.
 */
const kaiserDiceMeasure = oddsMemo(
  SHAPES_KEPT,
  (kind: KaiserCheckSpec["kind"], advantage: number, method: KaiserCheckSpec["method"]): IntDistribution => {
    const check = kaiserCheckOdds({ kind, bonus: 0, advantage, method });
    if (check.fumbleTotal === null || check.pFumble === 0) return check.totals;
    return IntDistribution.mixture([
      [check.totals, 1],
      [IntDistribution.constant(check.fumbleTotal), check.pFumble],
    ]);
  },
  (kind, advantage, method) => `${kind}:${advantage}:${method}`,
);

/** The measure a Kaiser check's luck is read on: its total, the Fumble's included (see kaiserDiceMeasure). */
export function kaiserLuckMeasure(spec: KaiserCheckSpec): IntDistribution {
  const checked = normalizeCheckSpec(spec);
  return kaiserDiceMeasure(checked.kind, checked.advantage, checked.method).shift(checked.bonus);
}

/** How lucky a Kaiser check with this total was (a fumbled skill check shows its double one plus the bonus). */
export function kaiserLuck(spec: KaiserCheckSpec, total: number): number {
  const checked = normalizeCheckSpec(spec);
  return luckIn(kaiserDiceMeasure(checked.kind, checked.advantage, checked.method), total - checked.bonus);
}

/** Luck from the judged check, which carries its own spec. */
export function kaiserRollLuck(check: KaiserCheckRoll): number {
  return kaiserLuck(check, check.total);
}
