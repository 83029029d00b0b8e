/**
 * Counting a roll's chance by hand, for the tests that check the figures the docs quote (systems-docs-figures.test.ts,
 * readme-odds.test.ts): every face of the dice enumerated, each outcome judged from the rules as the page states them,
 * apart from the engines they check.
 */
import { must } from "../../kit";

/** The chance that `hit` holds over every outcome of these dice (their faces 1…n), counted one by one. */
export function chance(dice: readonly number[], hit: (faces: readonly number[]) => boolean): number {
  let hits = 0;
  let all = 0;
  const walk = (faces: number[]): void => {
    if (faces.length === dice.length) {
      all += 1;
      if (hit(faces)) hits += 1;
      return;
    }
    for (let face = 1; face <= must(dice[faces.length]); face += 1) walk([...faces, face]);
  };
  walk([]);
  return hits / all;
}

export const max = (faces: readonly number[]) => Math.max(...faces);
export const min = (faces: readonly number[]) => Math.min(...faces);

/** A d20 as a radio rolls it (the better of two with advantage, the worse with disadvantage), judged by `hit`. */
export const d20Hand = (radio: "advantage" | "normal" | "disadvantage", hit: (d20: number) => boolean) =>
  chance(radio === "normal" ? [20] : [20, 20], (faces) => hit(radio === "disadvantage" ? min(faces) : max(faces)));

/** docs/systems-wfrp4e.md "The rules": 96 and over fail, 1–5 pass, else at or under the target. */
export const wfrpFails = (roll: number, target: number) => roll >= 96 || (roll > target && roll > 5);
/** A d100's double (11, 22, … 99; 100 is none). */
export const isDouble = (roll: number) => roll % 11 === 0 && roll < 100;
/** The chance that `hit` holds for a d100's roll. */
export const d100 = (hit: (roll: number) => boolean) => chance([100], ([roll = 0]) => hit(roll));
