import type { D20Kind } from "./d20-odds";

/**
 * What may still be added to a D&D 5e d20 roll once it is seen (docs/systems-dnd5e.md "After the roll"): the chance
 * each turns this failure into a success, given the roll's own dice. dnd5e automates none of them after the roll;
 * each is the rules' text its item carries (packs/_source at release 5.3.3, 965ad2d):
 * - a Bardic Inspiration die (classes24 bardic-inspiration.yml: "roll the Bardic Inspiration die and add the number
 *   rolled to the d20") and the 2014 Guidance's d4 (spells/cantrip/guidance.yml: "before or after making the ability
 *   check") add a die to the total; the natural d20 stays what it was;
 * - the 2014 Lucky feat rolls another d20 and lets its owner choose "which of the d20s is used": any d20 the roll
 *   shows (not one rerolled away) or the new one; the 2024 feat's Luck Point gives Advantage, which after the roll
 *   is the higher of this d20 and another — on a roll with neither advantage nor disadvantage only (Advantage does
 *   not stack, and with Disadvantage the two cancel: no d20 left to choose).
 * A roll is judged as dnd5e judges it (d20-odds.ts): an attack hits at the AC, a natural roll at or above the critical
 * threshold always, one at or below the fumble threshold never; a death save succeeds at 10; any other at the DC.
 */

/** A d20 roll as its message shows it once rolled. */
export interface RolledD20 {
  readonly kind: D20Kind;
  /** The d20 term's total (after its rerolls and minimum), as dnd5e reads `isCriticalSuccess`. */
  readonly natural: number;
  /** The other d20 results the roll shows (dropped by advantage or disadvantage; not a 1 rerolled away). */
  readonly others: readonly number[];
  readonly total: number;
  /** The AC or DC (a death save's: the rules' 10); null without one. */
  readonly target: number | null;
  readonly critical: number;
  readonly fumble: number;
  /** The d20's own modifiers, which a new d20 of the same roll takes: Halfling Lucky's `r1=1`, Reliable's `min10`. */
  readonly rerollOnes: boolean;
  readonly minimum: number | null;
  /** Whether the roll was made with advantage or disadvantage. */
  readonly mode: "advantage" | "normal" | "disadvantage";
}

/** What the actor holds that may be added after the roll. */
export type AfterRollOption =
  | { readonly id: "bardic"; readonly faces: number }
  | { readonly id: "guidance" }
  | { readonly id: "lucky"; readonly rules: "2014" | "2024" };

/** Whether a natural `natural` and a total `total` succeed against the roll's target, as dnd5e judges it. */
function succeeds(roll: RolledD20, natural: number, total: number): boolean {
  const target = roll.kind === "death" ? (roll.target ?? 10) : roll.target;
  if (target === null) return false;
  if (roll.kind === "attack") {
    if (natural >= roll.critical) return true;
    if (natural <= roll.fumble) return false;
  }
  return total >= target;
}

/** Whether the roll as it lies failed (against a target it has). */
export function failed(roll: RolledD20): boolean {
  return (roll.kind === "death" || roll.target !== null) && !succeeds(roll, roll.natural, roll.total);
}

/** The chance a die of `faces` faces added to the total turns the roll into a success. */
function addedDieChance(roll: RolledD20, faces: number): number {
  let made = 0;
  for (let face = 1; face <= faces; face++) if (succeeds(roll, roll.natural, roll.total + face)) made++;
  return made / faces;
}

/** A new d20 of this roll: each value's chance, with its reroll of a 1 (once) and its minimum. */
function newD20(roll: RolledD20): Map<number, number> {
  const chances = new Map<number, number>();
  const add = (value: number, chance: number) => {
    const kept = Math.max(value, roll.minimum ?? 1);
    chances.set(kept, (chances.get(kept) ?? 0) + chance);
  };
  for (let face = 1; face <= 20; face++) {
    if (face === 1 && roll.rerollOnes) for (let again = 1; again <= 20; again++) add(again, 1 / 400);
    else add(face, 1 / 20);
  }
  return chances;
}

/** The chance another d20, the owner choosing among it and the d20s the roll shows, makes a success. */
function anotherD20Chance(roll: RolledD20): number {
  const modifier = roll.total - roll.natural;
  if (roll.others.some((other) => succeeds(roll, other, other + modifier))) return 1;
  let chance = 0;
  for (const [value, p] of newD20(roll)) if (succeeds(roll, value, value + modifier)) chance += p;
  return chance;
}

/**
 * The chance an option turns this failed roll into a success, or null where it offers nothing here: the roll did not
 * fail; Guidance on what is no ability check; a 2024 Luck Point on a roll already with advantage or disadvantage.
 */
export function afterRollChance(roll: RolledD20, option: AfterRollOption, abilityCheck: boolean): number | null {
  if (!failed(roll)) return null;
  if (option.id === "bardic") return addedDieChance(roll, option.faces);
  if (option.id === "guidance") return abilityCheck ? addedDieChance(roll, 4) : null;
  if (option.rules === "2024" && roll.mode !== "normal") return null;
  return anotherD20Chance(roll);
}
