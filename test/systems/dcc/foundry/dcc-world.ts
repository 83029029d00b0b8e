/**
 * A Dungeon Crawl Classics table for the adapter's tests: the Foundry double playing foundryvtt-dcc/dcc 0.70.46
 * (foundry-double/systems/dcc) with Indie Dice installed, on the v14 profile only (the system declares 14 its
 * minimum). Hild (the player's warrior) and the Bog Troll (the GM's NPC); the dialog is opened by the driver with
 * the terms the system's rolls build.
 */
import { useIndieDice } from "../../../foundry/support/helpers";
import type { AdapterHarness } from "../../../foundry/support/setup";

export const GM = "gmUser0000000000";
export const PLAYER = "playerUser000000";

export function useDccTable(): () => AdapterHarness {
  return useIndieDice({
    system: "dcc",
    users: [
      { id: GM, name: "Gamemaster", isGM: true },
      { id: PLAYER, name: "Player", isGM: false, character: "hild" },
    ],
    actors: [
      { _id: "hild", name: "Hild", type: "Player", ownership: { [PLAYER]: 3 }, system: {} },
      { _id: "troll", name: "Bog Troll", type: "NPC", system: {} },
    ],
  });
}
