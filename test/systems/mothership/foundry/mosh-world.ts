/**
 * A Mothership table for the adapter's tests: the Foundry double playing Mothership 0.6.1
 * (foundry-double/systems/mothership) with Indie Dice installed. Ripley (the player's character: Strength 35, Speed 25,
 * Fear save 45, the skill Zero-G +10), and the GM's Xenomorph (a creature: Combat 60).
 */
import { useIndieDice } from "../../../foundry/support/helpers";
import type { AdapterHarness } from "../../../foundry/support/setup";
import { moshActorSpec } from "../../../../foundry-double/systems/mothership/driver";

export const GM = "gmUser0000000000";
export const PLAYER = "playerUser000000";

const stat = (value: number, rollLabel: string, mod = 0) => ({ value, mod, rollLabel });

export function useMoshTable(): () => AdapterHarness {
  return useIndieDice({
    system: "mosh",
    users: [
      { id: GM, name: "Gamemaster", isGM: true },
      { id: PLAYER, name: "Player", isGM: false, character: "ripley" },
    ],
    actors: [
      moshActorSpec({
        _id: "ripley",
        name: "Ripley",
        type: "character",
        ownership: { [PLAYER]: 3 },
        system: { stats: { strength: stat(35, "Strength"), speed: stat(25, "Speed"), fear: stat(40, "Fear Save", 5) } },
        items: [
          { name: "Zero-G", type: "skill", img: "", system: { bonus: 10, description: "<p>Moving weightless</p>" } },
        ],
      }),
      {
        _id: "xeno",
        name: "Xenomorph",
        type: "creature",
        system: { stats: { combat: stat(60, "Combat") } },
      },
    ],
  });
}
