/**
 * The Kleptonomicon group test card as its model drives it: Brunhild (Ann's), Sigurd (Bo's) and Fafnir (an
 * NPC) roll, give one another Advantages and are closed by a GM, amid forged and replayed queries, deletes, edits,
 * reveals, GMs leaving and arriving and reloads, with every card invariant checked after each step.
 */
import { rollAgainSteps } from "./menu-steps";
import fc from "fast-check";
import { GROUP_TEST_STATE_SCHEMA } from "../../../../src/rule-sets/klepto/core/group-test/group-test-schema";
import type { GroupTestState } from "../../../../src/rule-sets/klepto/core/group-test/group-test-types";
import { GROUP_GIFT_FLAG } from "../../../../src/rule-sets/klepto/foundry/group-test/group-test-kind";
import {
  RECORD_GROUP_GIFT_QUERY,
  RECORD_GROUP_ROLL_QUERY,
} from "../../../../src/rule-sets/klepto/foundry/group-test/group-test-card";
import { GROUP_TEST_ACTIONS } from "../../../../src/rule-sets/klepto/ui/group-test/group-test-card-model";
import { api } from "../../support/dialog-harness";
import { tokenDoc } from "../../support/contests-harness";
import { actionStep, HERO, RIVAL, USERS, VILLAIN, type CardDriver } from "./card-model";
import { must } from "../../../kit";

const MEMBERS = [HERO, RIVAL, VILLAIN];
const member = fc.constantFrom(...MEMBERS);
const user = fc.constantFrom(...USERS);

export const giveStep = (by: string, giver: string, receiver: string) =>
  actionStep(`give ${giver.slice(0, 4)} > ${receiver.slice(0, 4)}`, by, (cardId) =>
    api().groupTests.giveAdvantage(cardId, giver, receiver),
  );

const closeStep = (by: string) => actionStep("close", by, (cardId) => api().groupTests.closeGroupTest(cardId));

export const groupTestDriver: CardDriver<GroupTestState> = {
  name: "group test",
  flag: "groupTest",
  schema: GROUP_TEST_STATE_SCHEMA,
  slots: MEMBERS,
  rollQuery: RECORD_GROUP_ROLL_QUERY,
  forgedFlag: (cardId, slot) => ({ groupTestRoll: { cardId, participantId: slot } }),
  start: () => api().groupTests.groupTest({ participants: MEMBERS.map(tokenDoc) }),
  roll: (cardId, slot, fastForward = true) => api().groupTests.groupRoll(cardId, slot, { fastForward }),
  buttons: (state) => [
    ...state.participants.map((p) => ({ action: GROUP_TEST_ACTIONS.roll, participant: p.id })),
    ...state.participants.flatMap((giver) =>
      state.participants
        .filter((p) => p !== giver)
        .map((receiver) => ({ action: GROUP_TEST_ACTIONS.give, giver: giver.id, receiver: receiver.id })),
    ),
    { action: GROUP_TEST_ACTIONS.close },
  ],
  // A gift's record query, for each gift the card recorded.
  // A gift request from each member to the next, as an outsider's own message: its author owns no giver.
  requestMessages: (state, cardId) =>
    state.participants.map((p, i) => ({
      query: RECORD_GROUP_GIFT_QUERY,
      flags: {
        [GROUP_GIFT_FLAG]: {
          cardId,
          giver: p.id,
          receiver: must(state.participants[(i + 1) % state.participants.length]).id,
        },
      },
    })),
  otherQueries: (state, cardId) =>
    state.gifts.flatMap((gift) =>
      gift.messageId === null ? [] : [{ name: RECORD_GROUP_GIFT_QUERY, data: { cardId, messageId: gift.messageId } }],
    ),
  recorded: (state) =>
    state.participants.flatMap((p) => (p.messageId === null ? [] : [{ messageId: p.messageId, slot: p.id }])),
  closed: (state) => state.status === "closed",
  commands: [
    fc.tuple(user, member, member).map(([by, giver, receiver]) => giveStep(by, giver, receiver)),
    user.map(closeStep),
    ...rollAgainSteps,
  ],
  announced: [".indie-dice-banner", ".indie-dice-status"],
  // A gift's die adds to its receiver's Score: rolled again with the receiver's roll, each face another — a 10 (a
  // Critical Roll, which comes with its coin) stays one, and no other face becomes one, so the coins still fit. Who
  // may give rests on the giver's Score (7 or more): with those rolls rolled again, a gift from one member hidden from
  // the viewer may as well have come from another one hidden from them (no line names the giver).
  alsoRolledAgain: (state, hidden) => {
    const hiddenMembers = state.participants
      .filter((p) => p.messageId !== null && hidden.has(p.messageId))
      .map((p) => p.id);
    const otherGiver = (gift: GroupTestState["gifts"][number]) =>
      hiddenMembers.includes(gift.giver)
        ? (hiddenMembers.find((id) => id !== gift.giver && id !== gift.receiver) ?? gift.giver)
        : gift.giver;
    return {
      ...state,
      gifts: state.gifts.map((gift) => ({
        ...gift,
        giver: otherGiver(gift),
        ...(hiddenMembers.includes(gift.receiver)
          ? { dice: { ...gift.dice, faces: gift.dice.faces.map((face) => (face === 10 ? 10 : (face % 9) + 1)) } }
          : {}),
      })),
    };
  },
};
