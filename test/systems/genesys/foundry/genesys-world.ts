/**
 * A Genesys table for the adapter's tests: the Foundry double playing Genesys 0.2.18
 * (foundry-double/systems/genesys) with Indie Dice installed; the system declares Foundry 13 its maximum, so it runs
 * on the v13 profile only. Mara (the player's character): Agility 3, Ranged rank 1 (2 ability and 1 proficiency:
 * §a.7's first example against the default difficulty DD); the Raider (the GM's adversary): Brawn 2, Melee 2.
 */
import { useIndieDice } from "../../../foundry/support/helpers";
import { documentFromUuidSync } from "../../../../src/foundry/foundry-documents";
import type { AdapterHarness } from "../../../foundry/support/setup";
import { genesysActorSpec } from "../../../../foundry-double/systems/genesys/driver";
import { must } from "../../../kit";

export const GM = "gmUser0000000000";
export const PLAYER = "playerUser000000";

export function useGenesysTable(): () => AdapterHarness {
  return useIndieDice({
    system: "genesys",
    users: [
      { id: GM, name: "Gamemaster", isGM: true },
      { id: PLAYER, name: "Player", isGM: false, character: "mara" },
    ],
    actors: [
      genesysActorSpec({
        _id: "mara",
        name: "Mara",
        characteristics: { agility: 3, brawn: 2 },
        skills: [{ name: "Ranged", characteristic: "agility", rank: 1 }],
        superCharacteristics: ["agility"],
        ownership: { [PLAYER]: 3 },
      }),
      genesysActorSpec({
        _id: "raider",
        name: "Raider",
        type: "rival",
        characteristics: { brawn: 2 },
        skills: [{ name: "Melee", characteristic: "brawn", rank: 2 }],
      }),
    ],
  });
}

export const genesysActor = (id: string) =>
  must(documentFromUuidSync<{ id: string; type: string; system: unknown }>(`Actor.${id}`));
