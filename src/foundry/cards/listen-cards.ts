/**
 * The cards several users act on — contests, Kleptonomicon group tests, K&R extended tests — as one chunk that the
 * entry loads when a table first needs it (src/foundry/hooks/cards.ts): a client that never sees a card downloads
 * the roll classes and dialogs only. One GM write queue serves all three.
 */
import type { CardApis, DialogsApi } from "../api";
import { listenContests } from "../contests/contests-api";
import { WriteQueue } from "../contests/write-queue";
import type { RegisteredDice } from "../dice/register-dice";
import { listenExtendedTests } from "../extended-tests/extended-tests-api";
import { listenGroupTests } from "../group-tests/group-tests-api";

export function listenCards(dice: RegisteredDice, dialogs: DialogsApi): CardApis {
  const queue = new WriteQueue();
  return {
    contests: listenContests(dice, dialogs, queue),
    klepto: listenGroupTests(dice, dialogs, queue),
    kingdoms: listenExtendedTests(dice, dialogs, queue),
  };
}

/** The "Start contest" tool: asks the rule set and each side's roll, then starts (closing the dialog starts nothing). */
export function startContestFromTool(apis: CardApis): Promise<unknown> {
  return apis.contests.startWithDialog();
}
