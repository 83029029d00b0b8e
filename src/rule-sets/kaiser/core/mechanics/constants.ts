import { CHAIN_LIMIT } from "../../../../core/chain-limit";
import type { FumblePenaltySpec, OpposedFumbleRule } from "./types";

/** Every Kaiser die is a d6. */
export const KAISER_DIE_FACES = 6;

/** A characteristic check rolls one die; skill and resistance checks roll two (before advantage). */
export const CHARACTERISTIC_DICE = 1;
export const PAIR_DICE = 2;

/** Double six on the kept pair opens an Open Roll; each further six keeps it going. */
export const OPEN_ROLL_FACE = 6;

/** Double one on the kept pair of a skill check is a Fumble. */
export const FUMBLE_FACE = 1;

/** A Fumble on a difficulty check rolls 2d6 for the Fumble Level. */
export const FUMBLE_LEVEL_DICE = 2;

/** A Fumble on an opposed check subtracts this from the skill unless the world sets another formula. */
export const DEFAULT_FUMBLE_PENALTY: FumblePenaltySpec = Object.freeze({ number: 2, faces: 6, bonus: 0 });

/** Every reading of a Fumble on an opposed check, the default first (docs/rulings.md "Kaiser"). */
export const OPPOSED_FUMBLE_RULES: readonly OpposedFumbleRule[] = Object.freeze(["loses", "compared"]);

/** A Fumble on an opposed check loses it, unless the world setting picks the other reading. */
export const DEFAULT_OPPOSED_FUMBLE_RULE: OpposedFumbleRule = "loses";

/** A roll-off between tied sides stops after this many rounds (and then the default tie rule applies). */
export const ROLL_OFF_ROUND_LIMIT = CHAIN_LIMIT;
