/**
 * dnd5e's Proficiency (module/documents/actor/proficiency.mjs at 965ad2d, release 5.3.3; the same in 6.0.0): a base
 * proficiency bonus times a multiplier (0, 0.5, 1, 2), rounded down unless told otherwise.
 * - flat: the multiplied bonus, rounded; dice: "0", "floor(1dX / 2)" / "ceil(1dX / 2)" for a half, else "{m}dX" with
 *   X twice the bonus (the proficiency-dice variant);
 * - term: the dice when the world's `proficiencyModifier` setting is "dice" (and the proficiency is not deterministic),
 *   else the flat bonus as a string;
 * - hasProficiency: bonus and multiplier both above 0.
 */
import { dnd5eNamespace } from "../utils";

export class Proficiency {
  constructor(proficiency: number | null | undefined, multiplier: number | null | undefined, roundDown = true) {
    this._baseProficiency = Number(proficiency ?? 0);
    this.multiplier = Number(multiplier ?? 0);
    this.rounding = roundDown ? "down" : "up";
  }

  _baseProficiency: number;

  multiplier: number;

  rounding: "down" | "up";

  /** Only the flat bonus, whatever the world's variant. */
  deterministic = false;

  get flat(): number {
    const round = this.rounding === "down" ? Math.floor : Math.ceil;
    return round(this.multiplier * this._baseProficiency);
  }

  get dice(): string {
    if (this._baseProficiency === 0 || this.multiplier === 0) return "0";
    const roundTerm = this.rounding === "down" ? "floor" : "ceil";
    if (this.multiplier === 0.5) return `${roundTerm}(1d${this._baseProficiency * 2} / 2)`;
    return `${this.multiplier}d${this._baseProficiency * 2}`;
  }

  get term(): string {
    return dnd5eNamespace().settings?.proficiencyModifier === "dice" && !this.deterministic
      ? this.dice
      : String(this.flat);
  }

  get hasProficiency(): boolean {
    return this._baseProficiency > 0 && this.multiplier > 0;
  }
}
