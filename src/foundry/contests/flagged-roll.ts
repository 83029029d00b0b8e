/**
 * A roll a card asks for, posted as the roller's own chat message through the rule set's dialog (or
 * fast-forward), carrying the flags that name the card. The posted message is caught from the `indie-dice.roll`
 * hook, since the dialogs API resolves with the roll only.
 */
import type { DialogsApi } from "../api";
import type { OpenDialogOptions } from "../apps/open-dialog";
import { ROLL_HOOK } from "../apps/post-roll";
import type { RuleSetId } from "../settings";
import type { ContestMessage } from "./contest-documents";

/** The roll's message once posted, or null when nothing was rolled (the dialog closed, a hook cancelled). */
export async function postFlaggedRoll<R extends RuleSetId>(dialogs: DialogsApi, ruleSet: R, options: OpenDialogOptions<R>): Promise<ContestMessage | null> {
  const posted = new Map<unknown, ContestMessage>();
  const hookId = Hooks.on(ROLL_HOOK as never, ((_ruleSet: unknown, _request: unknown, roll: unknown, message: ContestMessage) => {
    posted.set(roll, message);
  }) as never);
  try {
    const roll = await dialogs.open(ruleSet, options);
    return roll ? (posted.get(roll) ?? null) : null;
  } finally {
    Hooks.off(ROLL_HOOK as never, hookId);
  }
}
