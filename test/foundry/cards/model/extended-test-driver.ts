/**
 * The K&R extended test card as its model drives it: Brunhild (Ann's) rolls round after round against DT 7,
 * her pool shrinking and replenishing, until the target, the last round, an empty pool or the GM's end — amid forged
 * and replayed queries, deletes, edits, reveals, GMs leaving and arriving and reloads, with every card invariant
 * checked after each step.
 */
import { rollAgainSteps } from "./menu-steps";
import fc from "fast-check";
import { EXTENDED_TEST_STATE_SCHEMA } from "../../../../src/rule-sets/kingdoms/core/extended-test/extended-test-schema";
import type { ExtendedTestCardState } from "../../../../src/rule-sets/kingdoms/core/extended-test/extended-test-state";
import {
  EXTENDED_ROLL_FLAG,
  RECORD_EXTENDED_ROUND_QUERY,
} from "../../../../src/rule-sets/kingdoms/foundry/extended-test/extended-test-card";
import { api } from "../../support/dialog-harness";
import { EXTENDED_TEST_ACTIONS } from "../../../../src/rule-sets/kingdoms/ui/extended-test/extended-test-card-model";
import { tokenDoc } from "../../support/contests-harness";
import { actionStep, HERO, USERS, type CardDriver } from "./card-model";

const endStep = (by: string) => actionStep("end", by, (cardId) => api().extendedTests.endExtendedTest(cardId));

export const extendedTestDriver: CardDriver<ExtendedTestCardState> = {
  name: "extended test",
  flag: "extendedTest",
  schema: EXTENDED_TEST_STATE_SCHEMA,
  slots: [HERO],
  rollQuery: RECORD_EXTENDED_ROUND_QUERY,
  forgedFlag: (cardId, _slot, state) => ({ [EXTENDED_ROLL_FLAG]: { cardId, round: state.rounds.length } }),
  start: () =>
    api().extendedTests.extendedTest({
      token: tokenDoc(HERO),
      dt: 7,
      pool: 3,
      replenish: 1,
      targetMargin: 4,
      rounds: 4,
    }),
  roll: (cardId, _slot, fastForward = true) => api().extendedTests.extendedRoll(cardId, { fastForward }),
  buttons: () => [{ action: EXTENDED_TEST_ACTIONS.roll }, { action: EXTENDED_TEST_ACTIONS.end }],
  recorded: (state) => state.rounds.map((round) => ({ messageId: round.messageId, slot: HERO })),
  closed: (state) => state.status === "ended",
  commands: [fc.constantFrom(...USERS).map(endStep), ...rollAgainSteps],
  announced: [],
  // Only the last round, when hidden: an earlier one's pool is what the next round rolled.
  rerollable: (state, hidden) => {
    const last = state.rounds.at(-1)?.messageId;
    return new Set(last !== undefined && hidden.has(last) ? [last] : []);
  },
};
