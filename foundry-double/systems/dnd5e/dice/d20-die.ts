/**
 * dnd5e's D20Die (module/dice/d20-die.mjs at 965ad2d, release 5.3.3; the same in 6.0.0), CONFIG.Dice.D20Die: the
 * first die of every D20Roll, a BasicDie of one d20 by default.
 * - isCriticalSuccess / isCriticalFailure: undefined until evaluated (or for a die that is not a d20); false without
 *   a numeric `options.criticalSuccess` / `criticalFailure`; else the die's total ≥ / ≤ that threshold.
 * - applyAdvantage(mode): records the mode, removes the first adv/dis/kh/kl modifier, sets the number of dice to 1,
 *   then pushes `adv` (`adv2` with `options.elvenAccuracy`) or `dis`; nothing for NORMAL.
 * - applyFlag(flag, enabled): records the flag; halflingLucky pushes `r1=1` once (or removes it).
 * - applyRange({minimum, maximum}): each finite value recorded and pushed as `min{N}` / `max{N}` after removing the
 *   first modifier that starts with "min" / "max"; a non-finite one only removes it.
 * The push order of D20Roll#configureModifiers is thus r1=1, then adv/dis, then min/max (BasicDie moves adv/dis
 * first when evaluating).
 */
import { BasicDie } from "./basic-die";
import type { DiceTermData } from "../../../dice/terms/dice-term";
import { findSplice, isNumeric } from "../../../primitives";
import { diceClass } from "../../kit/globals";

export class D20Die extends BasicDie {
  constructor({ number = 1, faces = 20, ...args }: DiceTermData = {}) {
    super({ number, faces, ...args });
  }

  static CRITICAL_SUCCESS_TOTAL = 20;

  static CRITICAL_FAILURE_TOTAL = 1;

  get isCriticalSuccess(): boolean | undefined {
    if (!this.isValid || !this._evaluated) return undefined;
    if (!isNumeric(this.options.criticalSuccess)) return false;
    return Number(this.total) >= Number(this.options.criticalSuccess);
  }

  get isCriticalFailure(): boolean | undefined {
    if (!this.isValid || !this._evaluated) return undefined;
    if (!isNumeric(this.options.criticalFailure)) return false;
    return Number(this.total) <= Number(this.options.criticalFailure);
  }

  /** A challenge die is a d20. */
  get isValid(): boolean {
    return this.faces === 20;
  }

  applyAdvantage(advantageMode: number): void {
    this.options.advantageMode = advantageMode;
    findSplice.call<string[], [(m: string) => boolean], string | null>(
      this.modifiers,
      (m) => m.startsWith("adv") || m.startsWith("dis") || m === "kh" || m === "kl",
    );
    this.number = 1;
    const { ADV_MODE } = advModes();
    if (advantageMode === ADV_MODE.NORMAL) return;
    const isAdvantage = advantageMode === ADV_MODE.ADVANTAGE;
    this.modifiers.push(`${isAdvantage ? "adv" : "dis"}${isAdvantage && this.options.elvenAccuracy ? "2" : ""}`);
  }

  applyFlag(flag: string, enabled: boolean): void {
    this.options[flag] = enabled;
    if (flag === "halflingLucky") {
      const index = this.modifiers.findIndex((m) => m === "r1=1");
      if (enabled && index === -1) this.modifiers.push("r1=1");
      else if (!enabled && index !== -1) this.modifiers.splice(index, 1);
    }
  }

  applyRange(values: { minimum?: number; maximum?: number }): void {
    for (const [key, given] of Object.entries(values)) {
      const value = Number.isFinite(given) ? given : undefined;
      this.options[key] = value;
      const mod = key.substring(0, 3);
      findSplice.call<string[], [(m: string) => boolean], string | null>(this.modifiers, (m) => m.startsWith(mod));
      if (value) this.modifiers.push(`${mod}${value}`);
    }
  }
}

/** CONFIG.Dice.D20Roll.ADV_MODE, read where dnd5e reads it. */
function advModes(): { ADV_MODE: { NORMAL: number; ADVANTAGE: number; DISADVANTAGE: number } } {
  return diceClass<{ ADV_MODE: { NORMAL: number; ADVANTAGE: number; DISADVANTAGE: number } }>("D20Roll");
}
