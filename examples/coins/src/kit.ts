import type { RuleSetKit } from "indie-dice-types";

/**
 * Indie Dice's kit (its building blocks: errors, exact odds, the views' parts, the Roll class to extend), handed to
 * this module by the hook `indie-dice.registerRuleSets` (module.ts) before any function of the rule set runs. The
 * module imports nothing of Indie Dice at run time, so it meets Indie Dice's own objects whatever folder it is
 * served from (docs/rule-set-authors.md "What to import").
 */
let received: RuleSetKit | null = null;

export function receiveKit(given: RuleSetKit): void {
  received = given;
}

/** The kit; asked before the hook gave it, a programming error. */
export function kit(): RuleSetKit {
  if (!received)
    throw new Error("Coins | Indie Dice's kit is given by its hook indie-dice.registerRuleSets, not yet called");
  return received;
}
