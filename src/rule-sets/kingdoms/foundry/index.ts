/** Kingdoms & Realms as Foundry knows it (src/foundry/rule-set-types.ts), one layer of its package (../package.ts). */
import type { FoundryRuleSet } from "../../../foundry/rule-set-types";
import { kingdomsUiRuleSet } from "../ui";
import { THRESHOLD_POOL_KEY } from "../core/notation";
import { applyKingdomsPool, kingdomsDiceEntryLabel, poolNotes } from "./pool-modifier";
import { KingdomsRoll } from "./roll";
import { EXTENDED_TEST_CARD } from "./extended-test/extended-test-card";

export const kingdomsFoundryRuleSet: FoundryRuleSet<"kingdoms"> = {
  ...kingdomsUiRuleSet,
  rollClass: KingdomsRoll,
  fromSpec: ({ dice, dt, pool }) => {
    const roll = KingdomsRoll.fromTest({ dice, dt });
    // The pool the dice came from (a player may roll fewer): the card says so, and a contest records it.
    if (typeof pool === "number" && pool > dice) Object.assign(roll.options, { pool });
    return roll;
  },
  // The pool is no part of the formula: the card reads it back from the roll's options.
  contestRollOptions: (_rules, spec) => (spec === null ? null : { pool: spec.pool }),
  // Made again, a roll keeps the pool it came from and the success reading it was judged by.
  carriedOptions: ["pool", "rule"],
  // The Difficulty Threshold is the modifier's argument (`6d12kr7`), read by the notation check.
  dieModifier: {
    key: THRESHOLD_POOL_KEY,
    method: "kingdomsPool",
    apply: (rollable, check) => applyKingdomsPool(rollable, check.difficultyThreshold!),
  },
  annotateTerm: poolNotes,
  diceEntryLabel: kingdomsDiceEntryLabel,
  cardKinds: [EXTENDED_TEST_CARD],
  // A basic test: its pool and DT are the formula's (the card's truth), its success reading the world's.
  diceTray: { notations: ["6d12kr7"], roll: (formula) => new KingdomsRoll(formula) },
};
