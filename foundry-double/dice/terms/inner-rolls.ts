/**
 * Pool and function terms both keep their inner Rolls in a `rolls` attribute: saved as the Rolls' own JSON and
 * loaded back with Roll.fromData, as v13 does for both.
 */
import { Roll } from "../roll";
import type { RollData } from "../roll";
import type { RollTermData } from "./types";

export function loadInnerRolls(data: RollTermData): void {
  data.rolls = ((data.rolls as unknown[]) || []).map((r) => (r instanceof Roll ? r : Roll.fromData(r as RollData)));
}

export function saveInnerRolls(data: RollTermData): RollTermData {
  data.rolls = (data.rolls as Roll[]).map((r) => r.toJSON());
  return data;
}
