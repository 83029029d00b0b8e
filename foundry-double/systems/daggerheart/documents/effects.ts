/**
 * The part of Daggerheart's active effects a roll reads (module/documents/activeEffect.mjs, dualityRoll.mjs at
 * f03b4b3): an effect's changes as keys and values. A bonus change's value is a number or a formula
 * (`DhActiveEffect.getChangeValue`; the double reads a numeric value as its number and anything else as the formula
 * with the actor's `@` data left for the roll to replace). A rally change (`system.bonuses.rally`) offers its die to
 * the duality roll's rally select (`parseRallyDice`: the double reads its value, "d6", as it stands).
 */
import { isNumeric } from "../../../primitives";
import type { Plain } from "../../kit/data";

export interface EffectChange {
  key: string;
  value: string | number;
}

/** An effect on a Daggerheart actor, as the double's actor spec gives it. */
export interface EffectSpec {
  id: string;
  name: string;
  description?: string;
  changes: EffectChange[];
  disabled?: boolean;
}

export function effectChangeValue(_data: Plain, change: EffectChange): unknown {
  return isNumeric(change.value) ? Number(change.value) : String(change.value);
}
