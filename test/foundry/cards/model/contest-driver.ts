/**
 * The contest card as its model drives it: a many-against-one contest of each rule set — Brunhild (Ann's)
 * and Sigurd (Bo's) against Fafnir (an NPC) — driven by random sequences of rolls, forged and replayed queries,
 * deletes, edits, reveals, tie-break presses, GMs leaving and arriving and reloads, with every card invariant checked
 * after each step.
 */
import { rollAgainSteps } from "./menu-steps";
import fc from "fast-check";
import { CONTEST_STATE_SCHEMA } from "../../../../src/card-kinds/contest/core/contest-schema";
import type { ContestState } from "../../../../src/card-kinds/contest/core/contest-types";
import { CONTEST_ROLL_OFF_FLAG } from "../../../../src/card-kinds/contest/foundry/contest-kind";
import { ADVANCE_CONTEST_QUERY, RECORD_ROLL_QUERY } from "../../../../src/card-kinds/contest/foundry/contest-card";
import { api } from "../../support/dialog-harness";
import { CONTEST_ROLL_ACTION } from "../../../../src/card-kinds/contest/ui/contest-card-sides";
import { CONTEST_TIE_BREAK_ACTION } from "../../../../src/card-kinds/contest/ui/contest-card-parts";
import { KR, tokenDoc } from "../../support/contests-harness";
import { actionStep, HERO, RIVAL, USERS, VILLAIN, type CardDriver } from "./card-model";
import { must } from "../../../kit";

/**
 * The rule set and every side's roll, by the sequence's seed: K&R; Dungeons of Olde's 1d6, tied one time in six
 * and rolled off by the GM's client; OGS, whose ties go to values, sizes and d12 roll-offs; Kaiser; the
 * Kleptonomicon's coin.
 */
const VARIANTS: readonly (readonly [string, object])[] = [
  ["kingdoms", KR],
  ["olde", { count: 1, faces: 6, adjustment: 0, unlimited: false }],
  ["ogs", { stat: 8, skill: 6 }],
  ["kaiser", { kind: "skill", bonus: 0 }],
  ["klepto", { modifier: 0, advantages: 0, disadvantages: 0, method: "coin" }],
];

/**
 * A user's client asks for a pairing's tie-break as a player's button does: a roll-off request of their own, and the
 * query naming it (the GM's client checks the message's author may).
 */
export const tieBreakStep = (user: string, attacker: string) =>
  actionStep(`tieBreak ${attacker.slice(0, 4)}`, user, async (cardId) => {
    const request = await ChatMessage.create({
      content: "Roll off",
      whisper: [],
      flags: { "indie-dice": { contestRollOff: { cardId, attackerId: attacker } } },
    });
    return must(game.users).activeGM?.query(ADVANCE_CONTEST_QUERY, { cardId, messageId: request?.id });
  });

export const contestDriver: CardDriver<ContestState> = {
  name: "contest",
  flag: "contest",
  schema: CONTEST_STATE_SCHEMA,
  slots: [HERO, RIVAL, VILLAIN],
  rollQuery: RECORD_ROLL_QUERY,
  forgedFlag: (cardId, slot) => ({ contestRoll: { cardId, participantId: slot } }),
  start: (_harness, seed) => {
    const [ruleSet, spec] = must(VARIANTS[seed % VARIANTS.length]);
    return api().contests.start({
      ruleSet: ruleSet as never,
      attackers: [tokenDoc(HERO), tokenDoc(RIVAL)],
      defender: tokenDoc(VILLAIN),
      specs: { attackers: spec, defender: spec } as never,
    });
  },
  roll: (cardId, slot, fastForward = true) => api().contests.roll(cardId, slot, { fastForward }),
  buttons: (state) => [
    ...state.participants.map((p) => ({ action: CONTEST_ROLL_ACTION, participant: p.id })),
    ...state.participants.map((p) => ({ action: CONTEST_TIE_BREAK_ACTION, pairing: p.id })),
  ],
  // The tie-break button's query: a roll-off or a coin the GM's client rolls for a pairing.
  // A roll-off's query that claims who asks, as a forger may send it: who asks is the sender Foundry names.
  otherQueries: (state, cardId) =>
    state.participants.map((p) => ({ name: ADVANCE_CONTEST_QUERY, data: { cardId, attackerId: p.id } })),
  requestMessages: (state, cardId) =>
    state.participants.map((p) => ({
      query: ADVANCE_CONTEST_QUERY,
      flags: { [CONTEST_ROLL_OFF_FLAG]: { cardId, attackerId: p.id } },
    })),
  recorded: (state) =>
    state.participants.flatMap((p) => (p.messageId === null ? [] : [{ messageId: p.messageId, slot: p.id }])),
  closed: (state) => state.status === "resolved",
  commands: [
    fc
      .tuple(fc.constantFrom(...USERS), fc.constantFrom(HERO, RIVAL))
      .map(([user, attacker]) => tieBreakStep(user, attacker)),
    ...rollAgainSteps,
  ],
  announced: [".indie-dice-contest-outcome", ".indie-dice-contest-status"],
  // A tie-break's dice were rolled because its pairing tied: with a roll of that pairing rolled again, the tie (and so
  // the tie-break) may as well never have been, as a card whose tie-break is still to come (its tie concealed).
  alsoRolledAgain: (state, hidden) => {
    const defender = state.participants.find((p) => p.side === "defender");
    const rolledAgain = (id: string | undefined) =>
      state.participants.some((p) => p.id === id && p.messageId !== null && hidden.has(p.messageId));
    return {
      ...state,
      tieBreaks: state.tieBreaks.filter((tie) => !rolledAgain(tie.attackerId) && !rolledAgain(defender?.id)),
    };
  },
};
