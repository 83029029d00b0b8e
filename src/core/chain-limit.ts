/**
 * Chains that can repeat forever (open rolls, explosions, roll-offs) stop after this many extra dice, the same
 * bound Foundry puts on its own `x` modifier. A chain that stops here reports `capped: true` so the chat card
 * can say so; its probability is far below anything a table will ever see (e.g. 1000 sixes in a row).
 */
export const CHAIN_LIMIT = 1000;
