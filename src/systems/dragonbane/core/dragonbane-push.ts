import type { SystemOdds } from "../../../core/systems/system-odds-types";
import { dragonbaneOdds, type DragonbaneDice } from "./dragonbane-odds";

/**
 * A failed Dragonbane test pushed (docs/systems-dragonbane.md "After the roll"), as its code pushes one
 * (pafvel/dragonbane 3.2, 3f766cb): the card's Push button is there only on a character's test that failed without a
 * Demon (skill-test.js:29,38; attribute-test.js:23,31: `canPush = type character && !success && !isDemon`, a Demon a
 * die of 20 or more); the push (chat.js:540-693) takes one condition the actor does not have yet, then rolls the test
 * again with the roll's own options — the same boons and banes, no dialog (dod-test.js:127-129), against the value read
 * again — and no push of the pushed roll (`canPush: false`). Every die is rolled again, so the chance does not depend
 * on the dice shown, only whether there is a push at all. A weapon's extra Dragons are its enchantment's, not the
 * dialog's select (weapon-test.js:176-186, 190-198: the push skips the dialog).
 */

/** A Demon as the tests judge it: a die of 20 or more (`result >= 20 - extraDemons`, which nothing sets). */
const DEMON = 20;

/** The six attributes in the order of the character's data (characterData.js:34-52), each with its condition. */
const CONDITION_ATTRIBUTES = ["str", "con", "agl", "int", "wil", "cha"] as const;

/** The push as a choice beside the roll: its outcomes those of the same dice against the same value. */
export const DRAGONBANE_PUSH = "push";

/** Whether a result the message shows leaves the push open: a failure (over the value) without a Demon. */
export function pushable(result: number, target: number): boolean {
  return result > target && result < DEMON;
}

/**
 * The attributes whose condition a push may take, in the system's order: those not taken yet. None left, the system
 * warns and pushes nothing (chat.js:559-575, "DoD.WARNING.conditionAlreadyTaken").
 */
export function freeConditions(taken: (attribute: string) => boolean): string[] {
  return CONDITION_ATTRIBUTES.filter((attribute) => !taken(attribute));
}

/** The roll's own figures, and beside them the push's: the same dice rolled again against the value. */
export function pushOdds(rolled: SystemOdds, dice: DragonbaneDice, target: number): SystemOdds {
  const pushed = dragonbaneOdds({ ...dice, target });
  const outcomes = pushed.choices.flatMap((choice) => choice.outcomes);
  return { ...rolled, choices: [...rolled.choices, { id: DRAGONBANE_PUSH, afterTheRoll: true, outcomes }] };
}
