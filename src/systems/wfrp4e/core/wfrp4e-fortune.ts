import type { SystemOdds } from "../../../core/systems/system-odds-types";
import { WFRP4E_ROLL } from "./wfrp4e-odds";

/**
 * WFRP 4e's Fortune reroll after the roll (docs/systems-wfrp4e.md "After the roll"), at 9.6.4 (32897839): the chat
 * card's context menu offers *Use Fortune: Reroll* (src/hooks/entryContext.js:61-71, :224-232) where the test's actor
 * is the user's own, has Fortune left (`actor.status.fortune.value > 0`), the test failed and no Fortune has rerolled
 * it (`fortuneUsed.reroll`). `useFortune("reroll")` (test-wfrp4e.js:1288-1315) spends one and calls `reroll()`
 * (:123-135), which keeps the test's `preData` — its target, modifiers, SL and success bonuses, hit location — and
 * rolls the d100 again into a new message: so the reroll's figures are the test's own, judged again — a prayer's
 * Wrath with the actor's Sin as it is then (prayer-test.js:55), which a Wrath on the first roll has lowered.
 */

/** The choice the Fortune reroll is, beside the roll's own on the message. */
export const WFRP4E_FORTUNE = "fortune";

/** What the context menu's condition reads of the test and its actor. */
interface Wfrp4eFortuneFacts {
  /** `test.failed`: the result's outcome is "failure". */
  readonly failed: boolean;
  /** `test.fortuneUsed.reroll`: the test is a Fortune reroll already. */
  readonly rerolledByFortune: boolean;
  /** `test.actor.isOwner`, for this user. */
  readonly ownsActor: boolean;
  /** `test.actor.status.fortune?.value`, or null where the actor has none (an NPC's status). */
  readonly fortune: number | null;
}

/** Whether the card offers this user the Fortune reroll (entryContext.js:61-71 `canApplyFortuneReroll`). */
export const wfrp4eFortuneOffered = (facts: Wfrp4eFortuneFacts): boolean =>
  facts.ownsActor && (facts.fortune ?? 0) > 0 && facts.failed && !facts.rerolledByFortune;

/**
 * The figures with the Fortune reroll's beside the roll's: `rerolled`'s (the same test judged again), named by
 * `label` (else by the labels' word for it), a choice after the roll (its message line reads "After the roll").
 */
export function withFortuneReroll(odds: SystemOdds, rerolled: SystemOdds, label?: string): SystemOdds {
  const roll = rerolled.choices.find((choice) => choice.id === WFRP4E_ROLL);
  if (!roll) return odds;
  const named = label === undefined ? {} : { label };
  return { ...odds, choices: [...odds.choices, { ...roll, id: WFRP4E_FORTUNE, ...named, afterTheRoll: true }] };
}
