/**
 * WFRP 4e's Fortune reroll (moo-man/WFRP4e-FoundryVTT 32897839), as the chat card's context menu runs it:
 * - the entry's condition (src/hooks/entryContext.js:61-71): the test's actor is the user's own, has Fortune left
 *   (`actor.status.fortune.value > 0`), the test failed and was not rerolled by Fortune (`fortuneUsed.reroll`);
 * - `useFortune("reroll")` (test-wfrp4e.js:1288-1315): marks the test (`fortuneUsedReroll`, `fortuneUsedAddSL`),
 *   rerolls it, and takes one Fortune from the actor; `reroll()` (:123-135) drops the roll and rolls the same
 *   `preData` again, `roll()` making the result anew (`reset()`, :879-887) and a new message. Not emulated: the
 *   "Fortune used" chat line, the corruption and ammunition a reroll gives back, Add SL.
 */
import { game } from "../../globals";
import { UserDouble } from "../../users";
import { valueOf } from "./config";
import type { TestWFRP } from "./documents";

const fortuneOf = (test: TestWFRP): number => valueOf(test.actor.system.status, "fortune") || 0;

/** Whether the card's context menu offers this user *Use Fortune: Reroll* on the test. */
export function canApplyFortuneReroll(test: TestWFRP): boolean {
  const user: unknown = game().user;
  return (
    user instanceof UserDouble &&
    test.actor.testUserPermission(user, "OWNER") &&
    fortuneOf(test) > 0 &&
    test.result.outcome === "failure" &&
    !test.context.fortuneUsedReroll
  );
}

/** `useFortune("reroll")`: one Fortune spent, the test rolled again into a new message. */
export async function useFortuneReroll(test: TestWFRP): Promise<void> {
  const fortune = fortuneOf(test);
  if (fortune <= 0) return;
  test.context.fortuneUsedReroll = true;
  test.context.fortuneUsedAddSL = true;
  for (const key of Object.keys(test.result)) if (key !== "target") Reflect.deleteProperty(test.result, key);
  await test.roll();
  await test.sendToChat();
  await test.actor.update({ system: { "status.fortune.value": fortune - 1 } });
}
