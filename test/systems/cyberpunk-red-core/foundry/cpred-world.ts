/**
 * A Cyberpunk RED table for the adapter's tests: the Foundry double playing cyberpunk-red-core 0.93 and the fork's
 * 1.3.7 (foundry-double/systems/cyberpunk-red-core) with Indie Dice installed. V (the player's solo, REF 6) and the
 * GM's Tyger Claws ganger (a mook no player owns).
 */
import { useIndieDice } from "../../../foundry/support/helpers";
import type { AdapterHarness } from "../../../foundry/support/setup";
import { cprActorSpec } from "../../../../foundry-double/systems/cyberpunk-red-core/driver";

export const GM = "gmUser0000000000";
export const PLAYER = "playerUser000000";

/** `systemReads`: what the system's own code reads that v14 deprecates (0.93's card reads core.rollMode). */
export function useCpredTable(systemReads: readonly string[] = []): () => AdapterHarness {
  return useIndieDice(
    {
      system: "cyberpunk-red-core",
      users: [
        { id: GM, name: "Gamemaster", isGM: true },
        { id: PLAYER, name: "Player", isGM: false, character: "v" },
      ],
      actors: [
        cprActorSpec({ _id: "v", name: "V", stats: { ref: 6 }, ownership: { [PLAYER]: 3 } }),
        cprActorSpec({ _id: "ganger", name: "Tyger Claws Ganger", type: "mook", stats: { ref: 5 } }),
      ],
    },
    { systemReads },
  );
}

/** REF 6 + Handgun 6: base 12, the issue's and FOUNDRY-SYSTEMS-3's first example. */
export const HANDGUN = { stat: "REF", statValue: 6, skill: "Handgun", skillValue: 6 };
