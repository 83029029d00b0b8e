/**
 * A Blades in the Dark table for the adapter's tests: the Foundry double playing Blades in the Dark 6.1.1
 * (foundry-double/systems/blades-in-the-dark) with Indie Dice installed. Nyx (the player's scoundrel: Skirmish 2,
 * Hunt 1, Study 1, Prowl 1 — Insight 2, Prowess 2, Resolve 0 — stress 4) and the Red Sash (the GM's NPC, Skirmish 3).
 */
import { useIndieDice } from "../../../foundry/support/helpers";
import type { AdapterHarness } from "../../../foundry/support/setup";
import { bladesActorSpec } from "../../../../foundry-double/systems/blades-in-the-dark/driver";

export const GM = "gmUser0000000000";
export const PLAYER = "playerUser000000";

export function useBladesTable(): () => AdapterHarness {
  return useIndieDice({
    system: "blades-in-the-dark",
    users: [
      { id: GM, name: "Gamemaster", isGM: true },
      { id: PLAYER, name: "Player", isGM: false, character: "nyx" },
    ],
    actors: [
      bladesActorSpec({
        _id: "nyx",
        name: "Nyx",
        actions: { skirmish: 2, hunt: 1, study: 1, prowl: 1 },
        stress: 4,
        crewTier: 1,
        ownership: { [PLAYER]: 3 },
      }),
      bladesActorSpec({ _id: "sash", name: "Red Sash", type: "npc", actions: { skirmish: 3 } }),
    ],
  });
}
