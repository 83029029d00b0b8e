/**
 * The Kleptonomicon group test card as its model drives it (issue 27): Brunhild (Ann's), Sigurd (Bo's) and Fafnir (an NPC) roll,
 * give one another Advantages and are closed by a GM, amid forged and replayed queries, deletes, edits, reveals,
 * GMs leaving and arriving and reloads, with every card invariant checked after each step.
 */
import { rollAgainSteps } from "./menu-steps";
import fc from "fast-check";
import { GROUP_TEST_STATE_SCHEMA } from "../../../../src/core/contests/group-test-schema";
import type { GroupTestState } from "../../../../src/core/contests/group-test-state";
import { RECORD_GROUP_GIFT_QUERY, RECORD_GROUP_ROLL_QUERY } from "../../../../src/foundry/cards/group-test/group-test-kind";
import { GROUP_TEST_ACTIONS } from "../../../../src/ui/contests/group-test-card-model";
import { api } from "../dialog-harness";
import { tokenDoc } from "../contests-harness";
import { actionStep, HERO, RIVAL, USERS, VILLAIN, type CardDriver } from "./card-model";

const MEMBERS = [HERO, RIVAL, VILLAIN];
const member = fc.constantFrom(...MEMBERS);
const user = fc.constantFrom(...USERS);

const giveStep = (by: string, giver: string, receiver: string) =>
  actionStep(`give ${giver.slice(0, 4)} > ${receiver.slice(0, 4)}`, by, (cardId) => api().groupTests.giveAdvantage(cardId, giver, receiver));

const closeStep = (by: string) => actionStep("close", by, (cardId) => api().groupTests.closeGroupTest(cardId));

export const groupTestDriver: CardDriver<GroupTestState> = {
  name: "group test",
  flag: "groupTest",
  schema: GROUP_TEST_STATE_SCHEMA,
  slots: MEMBERS,
  rollQuery: RECORD_GROUP_ROLL_QUERY,
  forgedFlag: (cardId, slot) => ({ groupTestRoll: { cardId, participantId: slot } }),
  start: () => api().groupTests.groupTest({ participants: MEMBERS.map(tokenDoc) as never }),
  roll: (cardId, slot, fastForward = true) => api().groupTests.groupRoll(cardId, slot, { fastForward }),
  buttons: (state) => [
    ...state.participants.map((p) => ({ action: GROUP_TEST_ACTIONS.roll, participant: p.id })),
    ...state.participants.flatMap((giver) => state.participants.filter((p) => p !== giver).map((receiver) => ({ action: GROUP_TEST_ACTIONS.give, giver: giver.id, receiver: receiver.id }))),
    { action: GROUP_TEST_ACTIONS.close },
  ],
  // A gift's record query, for each gift the card recorded.
  otherQueries: (state, cardId) => state.gifts.flatMap((gift) => (gift.messageId === null ? [] : [{ name: RECORD_GROUP_GIFT_QUERY, data: { cardId, messageId: gift.messageId } }])),
  recorded: (state) => state.participants.flatMap((p) => (p.messageId === null ? [] : [{ messageId: p.messageId, slot: p.id }])),
  closed: (state) => state.status === "closed",
  commands: [fc.tuple(user, member, member).map(([by, giver, receiver]) => giveStep(by, giver, receiver)), user.map(closeStep), ...rollAgainSteps],
  announced: [".indie-dice-banner", ".indie-dice-status"],
  // A gift's die adds to its receiver's Score: rolled again with the receiver's roll, each face another — a 10 (a
  // Critical Roll, which comes with its coin) stays one, and no other face becomes one, so the coins still fit.
  alsoRolledAgain: (state, hidden) => {
    const hiddenMembers = new Set(state.participants.filter((p) => p.messageId !== null && hidden.has(p.messageId)).map((p) => p.id));
    return {
      ...state,
      gifts: state.gifts.map((gift) => (hiddenMembers.has(gift.receiver) ? { ...gift, dice: { ...gift.dice, faces: gift.dice.faces.map((face) => (face === 10 ? 10 : (face % 9) + 1)) } } : gift)),
    };
  },
};
