/**
 * The Kleptonomicon's side dice (src/foundry/types/side-dice.ts): a Critical Roll's coin, which keeps Dice So Nice's
 * gold coin (no die of a check looks like it) and only waits for its own wave, and a gift die, white and gold
 * ("radiant", or its "gift" dice role) — the only die of its own message, its crit coin aside, so it needs a colour,
 * not a wave.
 */
import { SIDE_WAVE } from "../../../foundry/three-d";
import type { SideDiceOf } from "../../../foundry/types/side-dice";

export const kleptoSideDice: SideDiceOf<"klepto"> = {
  critCoin: { look: { rollOrder: SIDE_WAVE } },
  giftDie: {
    look: { colorset: "radiant" },
    role: { name: "gift", labelKey: "INDIE_DICE.Dice.GiftDie", dieTypes: ["d10"] },
  },
};
