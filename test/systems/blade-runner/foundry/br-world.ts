/**
 * A Blade Runner table for the adapter's tests: the Foundry double playing Blade Runner 14.0.0
 * (foundry-double/systems/blade-runner; Foundry 13 and 14), with Indie Dice installed. Ilsa (the player's character,
 * human): Agility d10, Intelligence d8, Firearms d8, Insight d6; Morrow (another player's character, a replicant); the
 * Sapper (the GM's NPC, who cannot push).
 */
import { useIndieDice } from "../../../foundry/support/helpers";
import type { AdapterHarness } from "../../../foundry/support/setup";
import { brActorSpec } from "../../../../foundry-double/systems/blade-runner/driver";

export const GM = "gmUser0000000000";
export const PLAYER = "playerUser000000";
export const OTHER = "otherPlayer00000";

/** What Blade Runner's own code reads that Foundry 14 deprecates (roller.js:229, 405-409 at 14.0.0). */
const SYSTEM_READS = ["core.rollMode", "Roll#toMessage rollMode option"];

export function useBrTable(): () => AdapterHarness {
  return useIndieDice(
    {
      system: "blade-runner",
      users: [
        { id: GM, name: "Gamemaster", isGM: true },
        { id: PLAYER, name: "Player", isGM: false, character: "ilsa" },
        { id: OTHER, name: "Other", isGM: false, character: "morrow" },
      ],
      actors: [
        brActorSpec({
          _id: "ilsa",
          name: "Ilsa",
          attributes: { agi: 10, int: 8 },
          skills: { firearms: 8, insight: 6 },
          ownership: { [PLAYER]: 3 },
        }),
        brActorSpec({
          _id: "morrow",
          name: "Morrow",
          nature: "replicant",
          attributes: { str: 12 },
          ownership: { [OTHER]: 3 },
        }),
        brActorSpec({ _id: "sapper", name: "Sapper", subtype: "npc", attributes: { str: 10 }, skills: { force: 10 } }),
      ],
    },
    { systemReads: SYSTEM_READS },
  );
}
