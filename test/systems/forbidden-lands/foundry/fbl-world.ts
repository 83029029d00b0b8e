/**
 * A Forbidden Lands table for the adapter's tests: the Foundry double playing Forbidden Lands 14.0.4
 * (foundry-double/systems/forbidden-lands), a Foundry 14 system, with Indie Dice installed. Beren (the player's
 * character): Strength 3, Agility 4, Melee 2, Move 1; Aslene (another player's character: the player does not own
 * her); the Wyrm (the GM's monster).
 */
import { useIndieDice } from "../../../foundry/support/helpers";
import type { AdapterHarness } from "../../../foundry/support/setup";
import { fblActorSpec } from "../../../../foundry-double/systems/forbidden-lands/driver";

export const GM = "gmUser0000000000";
export const PLAYER = "playerUser000000";
export const OTHER = "otherPlayer00000";

export function useFblTable(): () => AdapterHarness {
  return useIndieDice({
    system: "forbidden-lands",
    users: [
      { id: GM, name: "Gamemaster", isGM: true },
      { id: PLAYER, name: "Player", isGM: false, character: "beren" },
      { id: OTHER, name: "Other", isGM: false, character: "aslene" },
    ],
    actors: [
      fblActorSpec({
        _id: "beren",
        name: "Beren",
        attributes: { strength: 3, agility: 4 },
        skills: { melee: 2, move: 1 },
        willpower: 2,
        ownership: { [PLAYER]: 3 },
      }),
      fblActorSpec({ _id: "aslene", name: "Aslene", attributes: { wits: 4 }, ownership: { [OTHER]: 3 } }),
      fblActorSpec({ _id: "wyrm", name: "Wyrm", type: "monster", attributes: { strength: 8 } }),
    ],
  });
}

/** The sheet's Melee roll: Strength 3, Melee 2, a sword's gear bonus 1. */
export const MELEE = {
  title: "Melee",
  attribute: { label: "Strength", value: 3, name: "strength" },
  skill: { label: "Melee", value: 2 },
  gear: { label: "Sword", value: 1 },
};
