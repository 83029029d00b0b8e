/**
 * The toy's side die (src/foundry/types/side-dice.ts): a spare coin flipped beside a roll, thrown in 3D after the
 * roll's own coins in Dice So Nice's "white" colour set, or its own dice role.
 */
import { SIDE_WAVE } from "../../../../src/foundry/three-d";
import type { SideDiceOf } from "../../../../src/foundry/types/side-dice";

declare module "../../../../src/foundry/types/side-dice" {
  interface RuleSetSideDieKinds {
    coins: "coinsSpare";
  }
}

export const coinsSideDice: SideDiceOf<"coins"> = {
  coinsSpare: {
    look: { rollOrder: SIDE_WAVE, colorset: "white" },
    role: { name: "coins-spare", labelKey: "COINS.SpareCoin", dieTypes: ["d2"] },
  },
};
