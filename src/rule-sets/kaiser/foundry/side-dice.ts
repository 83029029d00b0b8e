/**
 * Kaiser's side dice (src/foundry/types/side-dice.ts): the Fumble Level's 2d6 and an opposed Fumble's penalty dice,
 * thrown in 3D after the check's dice, in Dice So Nice's dark red ("bloodmoon"), or its "fumble" dice role.
 */
import { SIDE_WAVE } from "../../../foundry/three-d";
import type { SideDie, SideDiceOf } from "../../../foundry/types/side-dice";

const FUMBLE_DIE: SideDie = {
  look: { rollOrder: SIDE_WAVE, colorset: "bloodmoon" },
  role: { name: "fumble", labelKey: "INDIE_DICE.Kaiser.FumbleLevel" },
};

export const kaiserSideDice: SideDiceOf<"kaiser"> = { fumbleLevel: FUMBLE_DIE, fumblePenalty: FUMBLE_DIE };
