import type { SystemExtra, SystemOdds, SystemOutcome } from "../../../core/systems/system-odds-types";

/**
 * The figures of Dragonbane's test (docs/systems-dragonbane.md "The rules"), as its code judges a roll
 * (modules/tests/dod-test.js, skill-test.js, attribute-test.js at 3.2, 3f766cb):
 * - the dice: boons and banes cancel one for one; what is left rolls one d20 more each and keeps the lowest (boons,
 *   `kl`) or the highest (banes, `kh`); none left rolls one d20 (`formatRollFormula`);
 * - success is the die at or under the target (the skill's or the attribute's value), whatever else it shows;
 * - a Dragon is the die at or under 1 + the weapon's extra Dragons (`enchantedWeapon`), a Demon a 20. Neither reads
 *   the target: the system keeps them apart from success, so a Dragon against a target of 0 is a failure, and a 20
 *   against a target of 20 or more a success and a Demon (the card names the Dragon, else the Demon, first).
 * Each figure is a closed form of one die's faces: P(lowest of n ≤ k) = 1 − ((20 − k)/20)^n, P(highest of n ≤ k) =
 * (k/20)^n, so a pool of any size costs the same.
 */

/** The d20's faces. */
const FACES = 20;

/** One roll as the system makes it: its boons and banes (every source and the extras, counted), its extra Dragons. */
export interface DragonbaneDice {
  readonly boons: number;
  readonly banes: number;
  /** The weapon's `enchantedWeapon` (0 elsewhere): a Dragon is a die at or under 1 + this. */
  readonly extraDragons: number;
}

export interface DragonbaneQuestion extends DragonbaneDice {
  /** The value rolled against, or null where it is not known (nothing is made up). */
  readonly target: number | null;
  /**
   * Options of the dialog that change the dice (a boon's or bane's checkbox): the dice with it and without it. Each
   * gets the change it makes to the chance of success (`SystemOdds.extras`); optional.
   */
  readonly options?: readonly DragonbaneOption[];
}

export interface DragonbaneOption {
  readonly id: string;
  readonly withIt: DragonbaneDice;
  readonly withoutIt: DragonbaneDice;
}

/** The one choice a Dragonbane roll is: its dialog offers no buttons but its own OK. */
export const DRAGONBANE_ROLL = "roll";

/** The dice a roll's boons and banes make: how many d20 and which one is kept (the system's `formatRollFormula`). */
export function diceOf({ boons, banes }: Pick<DragonbaneDice, "boons" | "banes">): {
  readonly count: number;
  readonly keep: "lowest" | "highest" | null;
} {
  if (banes > boons) return { count: 1 + banes - boons, keep: "highest" };
  if (boons > banes) return { count: 1 + boons - banes, keep: "lowest" };
  return { count: 1, keep: null };
}

/** The formula the system writes for those dice ("d20", "3d20kl"). */
export function dragonbaneFormula(dice: Pick<DragonbaneDice, "boons" | "banes">): string {
  const { count, keep } = diceOf(dice);
  return keep === null ? "d20" : `${count}d20${keep === "lowest" ? "kl" : "kh"}`;
}

/** The kept die's faces at or under `faces`, clamped to 0..20 (a whole number of them). */
const facesUpTo = (faces: number): bigint => BigInt(Math.min(FACES, Math.max(0, Math.floor(faces))));

/**
 * Of the 20^n ways n d20 fall, how many keep a die at or under `faces`, and how many one over it: whole numbers, so
 * that a figure and its complement are each one division, as exact as a double holds them.
 */
function keptCounts(
  dice: Pick<DragonbaneDice, "boons" | "banes">,
  faces: number,
): { readonly atMost: bigint; readonly over: bigint; readonly all: bigint } {
  const k = facesUpTo(faces);
  const { count, keep } = diceOf(dice);
  const n = BigInt(count);
  const all = BigInt(FACES) ** n;
  // Keeping the lowest, it is over k only if every die is; keeping the highest (or the one die), at most k only if
  // every die is.
  const atMost = keep === "lowest" ? all - (BigInt(FACES) - k) ** n : k ** n;
  return { atMost, over: all - atMost, all };
}

const ratio = (part: bigint, all: bigint): number => Number(part) / Number(all);

/** The chance the kept die is at or under `faces`: 1 − ((20 − k)/20)^n keeping the lowest, (k/20)^n the highest. */
function keptAtMost(dice: Pick<DragonbaneDice, "boons" | "banes">, faces: number): number {
  const counts = keptCounts(dice, faces);
  return ratio(counts.atMost, counts.all);
}

/** The chance the kept die is over `faces`. */
function keptOver(dice: Pick<DragonbaneDice, "boons" | "banes">, faces: number): number {
  const counts = keptCounts(dice, faces);
  return ratio(counts.over, counts.all);
}

function successOf(dice: DragonbaneDice, target: number): number {
  return keptAtMost(dice, target);
}

/** Every outcome the system names, for these dice against the target (none from the target where it is not known). */
function dragonbaneOutcomes(dice: DragonbaneDice, target: number | null): SystemOutcome[] {
  const outcomes: SystemOutcome[] = [];
  if (target !== null) {
    outcomes.push(
      { key: "success", probability: successOf(dice, target), fromTarget: true },
      { key: "failure", probability: keptOver(dice, target), fromTarget: true },
    );
  }
  outcomes.push(
    { key: "dragon", probability: keptAtMost(dice, 1 + dice.extraDragons), fromTarget: false, fact: true },
    { key: "demon", probability: keptOver(dice, FACES - 1), fromTarget: false, fact: true },
  );
  return outcomes;
}

/** Every figure of the dialog as it stands: one column, its options' changes beside them. */
export function dragonbaneOdds(question: DragonbaneQuestion): SystemOdds {
  const { target } = question;
  const extras: SystemExtra[] =
    target === null
      ? []
      : (question.options ?? []).map(({ id, withIt, withoutIt }) => ({
          id,
          change: successOf(withIt, target) - successOf(withoutIt, target),
          fromTarget: true,
        }));
  return {
    target,
    choices: [{ id: DRAGONBANE_ROLL, outcomes: dragonbaneOutcomes(question, target) }],
    totals: [],
    extras,
  };
}
