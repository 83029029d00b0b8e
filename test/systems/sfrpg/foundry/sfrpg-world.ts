/**
 * A Starfinder table for the adapter's tests: the Foundry double playing Starfinder 0.30.0 (foundry-double/systems/
 * sfrpg, on the v13 profile: the system declares 13 its maximum) with Indie Dice installed. Navasi (the player's
 * character: Acrobatics +25, Athletics +0, a weapon at +8), the Ksarik (the GM's NPC: KAC 18, EAC 15), the Drone (the
 * player's own: KAC 16), each with a token on the scene.
 */
import { useIndieDice } from "../../../foundry/support/helpers";
import type { AdapterHarness } from "../../../foundry/support/setup";
import { sfrpgActorSpec } from "../../../../foundry-double/systems/sfrpg/driver";

export const GM = "gmUser0000000000";
export const PLAYER = "playerUser000000";

export function useSfrpgTable(): () => AdapterHarness {
  return useIndieDice({
    system: "sfrpg",
    users: [
      { id: GM, name: "Gamemaster", isGM: true },
      { id: PLAYER, name: "Player", isGM: false, character: "navasi" },
    ],
    actors: [
      sfrpgActorSpec({
        _id: "navasi",
        name: "Navasi",
        skills: { acr: 25, ath: 0 },
        kac: 17,
        eac: 16,
        ownership: { [PLAYER]: 3 },
      }),
      sfrpgActorSpec({ _id: "ksarik", name: "Ksarik", type: "npc2", kac: 18, eac: 15, skills: { ath: 8 } }),
      sfrpgActorSpec({ _id: "drone", name: "Drone", kac: 16, eac: 14, ownership: { [PLAYER]: 3 } }),
    ],
    scenes: [
      {
        _id: "scene",
        tokens: [
          { _id: "ksarikToken", actorId: "ksarik", actorLink: true },
          { _id: "droneToken", actorId: "drone", actorLink: true },
        ],
      },
    ],
  });
}
