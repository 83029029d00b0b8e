import type { RuleSetDieModifier } from "indie-dice-types";
import { HEADS_FACE } from "../core/mechanics";
import { HEADS_COUNTED_KEY } from "../core/notation";

/**
 * Its modifier on Foundry's Die (`3d2hc`): each d2 counts 1 on a head and 0 on a tail, marked a success as
 * Foundry's `cs` marks one (`DiceTerm._applyCount`: every result, `count` and `success`), so the term's total is its
 * heads and Foundry's tooltip shows the heads as successes.
 */
export const countHeads: RuleSetDieModifier = {
  key: HEADS_COUNTED_KEY,
  method: "coinsCountHeads",
  apply: (rollable) => {
    for (const result of rollable.results) {
      const head = result.result === HEADS_FACE;
      result.success = head;
      if (head) delete result.failure;
      result.count = head ? 1 : 0;
    }
  },
};
