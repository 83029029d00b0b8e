/**
 * A Mutant Year Zero table for the adapter's tests: the Foundry double playing Mutant Year Zero 14.0.2
 * (foundry-double/systems/mutant-year-zero) with Indie Dice installed. Ilsa (the player's human, house attribute
 * Strength 3), Vide (another player's mutant), the Zone Ghoul (the GM's NPC).
 */
import { useIndieDice } from "../../../foundry/support/helpers";
import type { AdapterHarness } from "../../../foundry/support/setup";
import { myzActorSpec } from "../../../../foundry-double/systems/mutant-year-zero/driver";

/** What the system's own code reads that Foundry 14 deprecates (dice-roller.js:274 at 14.0.2). */
const SYSTEM_READS = ["core.rollMode"];

export const GM = "gmUser0000000000";
export const PLAYER = "playerUser000000";
export const OTHER = "otherPlayer00000";

export function useMyzTable(): () => AdapterHarness {
  return useIndieDice(
    {
      system: "mutant-year-zero",
      users: [
        { id: GM, name: "Gamemaster", isGM: true },
        { id: PLAYER, name: "Player", isGM: false, character: "ilsa" },
        { id: OTHER, name: "Other", isGM: false, character: "vide" },
      ],
      actors: [
        myzActorSpec({
          _id: "ilsa",
          name: "Ilsa",
          type: "human",
          houseAttribute: "strength",
          attributes: { strength: 3, agility: 2 },
          ownership: { [PLAYER]: 3 },
        }),
        myzActorSpec({ _id: "vide", name: "Vide", attributes: { strength: 3 }, ownership: { [OTHER]: 3 } }),
        myzActorSpec({ _id: "ghoul", name: "Zone Ghoul", type: "npc", attributes: { strength: 4 } }),
      ],
    },
    { systemReads: SYSTEM_READS },
  );
}

/** A Fight roll: Strength 3 (base), Fight 2 (skill), a club's gear bonus 1. */
export const FIGHT = {
  rollName: "Fight",
  attributeName: "strength",
  base: { total: 3 },
  skill: { total: 2 },
  gear: { total: 1 },
};
