/**
 * Chains that can repeat forever (open rolls, explosions, roll-offs) stop after this many extra dice: the bound
 * Foundry puts on its own `x` modifier (which throws past 1000 checked results). Ours stops there instead of
 * throwing and reports `capped: true` so the chat card can say so; reaching it takes odds far below anything a
 * table will ever see (e.g. 1000 sixes in a row).
 */
export const CHAIN_LIMIT = 1000;
