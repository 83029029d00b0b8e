import type { IntDistribution } from "../../../core/odds/int-distribution";
import { luckIn } from "../../../core/odds/luck";
import { checkOldeSpec } from "./mechanics/validation";
import { type OldeRollResult } from "./mechanics/roll";
import { type OldeRollSpec } from "./mechanics/rules";
import { oldeRollDistribution } from "./odds/roll-odds";

/* Dungeons of Olde's luck is read on the total (src/core/odds/luck.ts). */

/** The measure a Dungeons of Olde roll's luck is read on: its total (the engine remembers the dice part). */
export function oldeLuckMeasure(spec: OldeRollSpec): IntDistribution {
  return oldeRollDistribution(spec);
}

/** How lucky a Dungeons of Olde roll with this total was. */
export function oldeLuck(spec: OldeRollSpec, total: number): number {
  const { count, faces, adjustment, unlimited } = checkOldeSpec(spec);
  return luckIn(oldeRollDistribution({ count, faces, unlimited, adjustment: 0 }), total - adjustment);
}

/** Luck from the judged roll, which carries its own spec. */
export function oldeRollLuck(judged: OldeRollResult): number {
  return oldeLuck(judged, judged.total);
}
