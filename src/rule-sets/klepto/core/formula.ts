import { addend } from "../../../core/notation/addend";
import { diceForLevel, keepModeForLevel, netAdvantage } from "./mechanics/advantage";
import { type CritMethod } from "./mechanics/critical-dice";

export interface KleptoFormulaSpec {
  readonly modifier: number;
  readonly advantages?: number;
  readonly disadvantages?: number;
  readonly method?: CritMethod;
}

/** `3d10kckh + 2` (coin) or `3dikh + 2` (d10ish): advantages and disadvantages cancel, then cap at 3. */
export function kleptoFormula(spec: KleptoFormulaSpec): string {
  const level = netAdvantage(spec.advantages ?? 0, spec.disadvantages ?? 0);
  const keep = level === 0 ? "" : keepModeForLevel(level) === "highest" ? "kh" : "kl";
  const die = (spec.method ?? "coin") === "d10ish" ? "di" : "d10kc";
  return `${diceForLevel(level)}${die}${keep}${addend(spec.modifier)}`;
}
