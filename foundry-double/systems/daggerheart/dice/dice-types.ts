/**
 * Daggerheart's dice classes: module/dice/die/baseDie.mjs (1dbfd21), whose
 * MODIFIERS add the system's letters — `sc` self-correcting, `c` combo dice, and the markers `h`, `f`, `a`, `d` it
 * writes on the Hope, Fear, advantage and disadvantage dice (dualityRoll.mjs, f03b4b3) — and the Hope, Fear,
 * advantage and disadvantage dice (die/hopeDie.mjs, fearDie.mjs at f03b4b3: empty subclasses of DualityDie). A
 * marker names a method no die has, so Foundry runs nothing for it (DiceTerm#_evaluateModifier): `d` on a
 * disadvantage die is not Foundry's drop. Not emulated: the self-correcting and combo dice's methods, a Duality
 * die's reroll updating Hope and Fear (dualityDie.mjs).
 */
import { Die } from "../../../dice/terms/die";
import type { ModifierFunction } from "../../../dice/terms/types";

export class BaseDie extends Die {
  static override MODIFIERS: Record<string, string | ModifierFunction> = {
    ...Die.MODIFIERS,
    sc: "selfCorrecting",
    c: "comboDice",
    h: "hope",
    f: "fear",
    a: "advantage",
    d: "disadvantage",
  };
}

export class DualityDie extends BaseDie {}

export class HopeDie extends DualityDie {}

export class FearDie extends DualityDie {}

export class AdvantageDie extends BaseDie {}

export class DisadvantageDie extends BaseDie {}
