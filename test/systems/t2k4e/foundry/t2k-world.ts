/**
 * A Twilight 2000 table for the adapter's tests: the Foundry double playing Twilight 2000 4E 14.0.0
 * (foundry-double/systems/t2k4e), a Foundry 14 system, with Indie Dice installed. Ilsa (the player's character):
 * Agility B (d10), Ranged Combat C (d8), Strength C, Close Combat D; Marek (another player's character); the GM's
 * Soviet rifleman, an NPC no player owns.
 */
import { useIndieDice } from "../../../foundry/support/helpers";
import type { AdapterHarness } from "../../../foundry/support/setup";
import { t2kActorSpec } from "../../../../foundry-double/systems/t2k4e/driver";

export const GM = "gmUser0000000000";
export const PLAYER = "playerUser000000";
export const OTHER = "otherPlayer00000";

/**
 * What the system's own code reads that v14 deprecates: taskCheck's `game.settings.get("core", "rollMode")` and
 * `roll.toMessage({}, { rollMode })` (dice.js:64,142).
 */
const SYSTEM_READS = ["core.rollMode", "Roll#toMessage rollMode option"];

export function useT2kTable(): () => AdapterHarness {
  return useIndieDice(
    {
      system: "t2k4e",
      users: [
        { id: GM, name: "Gamemaster", isGM: true },
        { id: PLAYER, name: "Player", isGM: false, character: "ilsa" },
        { id: OTHER, name: "Other", isGM: false, character: "marek" },
      ],
      actors: [
        t2kActorSpec({
          _id: "ilsa",
          name: "Ilsa",
          attributes: { str: 8, agl: 10 },
          skills: { rangedCombat: 8, closeCombat: 6 },
          rollModifiers: [{ name: "Scope", label: "Scope", target: "rangedCombat", value: 1, active: false }],
          ownership: { [PLAYER]: 3 },
        }),
        t2kActorSpec({ _id: "marek", name: "Marek", attributes: { int: 8 }, ownership: { [OTHER]: 3 } }),
        t2kActorSpec({ _id: "rifleman", name: "Soviet rifleman", type: "npc", attributes: { agl: 12 } }),
      ],
    },
    { systemReads: SYSTEM_READS },
  );
}

/** The sheet's Ranged Combat roll (characterSheet.js:84-97): Agility d10, Ranged Combat d8, RoF 6, a hit die. */
export const RANGED = {
  title: "Ranged Combat",
  attributeName: "agl",
  skillName: "rangedCombat",
  attribute: 10,
  skill: 8,
  rof: 6,
  locate: true,
};
