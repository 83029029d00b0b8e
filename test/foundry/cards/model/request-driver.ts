/**
 * The roll request card as its model drives it: a GM asks Brunhild (Ann's), Sigurd (Bo's) and Fafnir (an
 * NPC) for a Kaiser resistance check — public with results when all have rolled, blind with a hidden difficulty, or for
 * the GM's eyes with hidden names, at least half or at least two of them — or for any formula (`2d6 + 1` against a
 * hidden 8, blind) — and rows are rolled, skipped and the request closed, amid forged and replayed queries, deletes,
 * edits, reveals, GMs leaving and arriving and reloads, with every card invariant checked after each step.
 */
import fc from "fast-check";
import { REQUEST_STATE_SCHEMA } from "../../../../src/card-kinds/request/core/request-schema";
import { allRowsDone } from "../../../../src/card-kinds/request/core/request-state";
import type { RequestState } from "../../../../src/card-kinds/request/core/request-types";
import { RECORD_REQUEST_ROLL_QUERY } from "../../../../src/card-kinds/request/foundry/request-card";
import { api } from "../../support/dialog-harness";
import { REQUEST_ACTIONS } from "../../../../src/card-kinds/request/ui/request-card-model";
import { tokenDoc } from "../../support/contests-harness";
import { difficultySteps, rollAgainSteps } from "./menu-steps";
import {
  actionStep,
  hiddenByMode,
  mayRoll,
  HERO,
  RIVAL,
  USERS,
  VILLAIN,
  type CardDriver,
  type Mode,
} from "./card-model";
import { must } from "../../../kit";

const ROWS = [HERO, RIVAL, VILLAIN];
const BONUS: Readonly<Record<string, number>> = { [HERO]: 4, [RIVAL]: 2, [VILLAIN]: 3 };
const VARIANTS = [
  { mode: "public", resultsWhenAllRolled: true, question: "everyone" },
  { mode: "blind", showDifficulty: false, question: "atLeastOne" },
  { mode: "gm", hideNames: true, question: "most" },
  { mode: "public", question: "everyone" },
  // Any system's roll (docs/cards.md "Requests for any system"): a plain Foundry roll of a formula against a target.
  { mode: "blind", showDifficulty: false, question: "most", formula: true },
  // The count questions: at least half, and at least N (its N kept when rows are skipped).
  { mode: "gm", question: "atLeastHalf" },
  { mode: "public", hideNames: true, question: { atLeast: 2 } },
];
const ASKED_MODE: Readonly<Record<RequestState["mode"], Mode>> = {
  public: "publicroll",
  gm: "gmroll",
  blind: "blindroll",
  self: "selfroll",
};
const user = fc.constantFrom(...USERS);
const row = fc.constantFrom(...ROWS);

const skipStep = (by: string, id: string) =>
  actionStep(`skip ${id.slice(0, 4)}`, by, (cardId) => api().requests.skip(cardId, id));

const closeStep = (by: string) => actionStep("close", by, (cardId) => api().requests.close(cardId));

export const requestDriver: CardDriver<RequestState> = {
  name: "roll request",
  flag: "request",
  schema: REQUEST_STATE_SCHEMA,
  slots: ROWS,
  rollQuery: RECORD_REQUEST_ROLL_QUERY,
  forgedFlag: (cardId, slot) => ({ requestRoll: { cardId, participantId: slot } }),
  start: (_harness, seed) => {
    const { formula, ...variant } = { formula: false, ...must(VARIANTS[seed % VARIANTS.length]) };
    if (formula)
      return api().requests.start({
        ruleSet: "formula",
        tokens: ROWS.map((token) => tokenDoc(token)),
        spec: { formula: "2d6 + 1", target: 8 },
        ...variant,
      });
    return api().requests.start({
      ruleSet: "kaiser",
      rows: ROWS.map((token) => ({ token: tokenDoc(token), spec: { bonus: must(BONUS[token]) } })),
      spec: { kind: "resistance", difficulty: 11 },
      ...variant,
    });
  },
  roll: (cardId, slot, fastForward = true) => api().requests.roll(cardId, slot, { fastForward }),
  buttons: (state) => [
    ...state.participants.flatMap((row) => [
      { action: REQUEST_ACTIONS.roll, participant: row.id },
      { action: REQUEST_ACTIONS.skip, participant: row.id },
    ]),
    { action: REQUEST_ACTIONS.rollOffline },
    { action: REQUEST_ACTIONS.close },
  ],
  // docs/cards.md: a request's rolls are posted in its mode; results kept until all have rolled are for the GM's
  // eyes meanwhile.
  askedMode: (state): Mode =>
    state.resultsWhenAllRolled && state.mode === "public" ? "gmroll" : ASKED_MODE[state.mode],
  // Show the difficulty off: the roller's dialog shows no number for it (docs/cards.md).
  hiddenField: (state) => (state.showDifficulty ? null : state.ruleSet === "formula" ? "target" : "difficulty"),
  recorded: (state) =>
    state.participants.flatMap((p) => (p.messageId === null ? [] : [{ messageId: p.messageId, slot: p.id }])),
  closed: (state) => state.status === "closed",
  commands: [
    fc.tuple(user, row).map(([by, id]) => skipStep(by, id)),
    user.map(closeStep),
    ...rollAgainSteps,
    ...difficultySteps,
  ],
  // The request's own promise: with results when all have rolled, a public request's rows (rolled for the GM's
  // eyes meanwhile) are everyone's once every row is done; a player sees their own row's as soon as Foundry lets them.
  hiddenFrom: (state, posted, viewer, model) => {
    const byMode = hiddenByMode(posted, viewer, model);
    if (!state.resultsWhenAllRolled) return byMode;
    const owns = mayRoll(viewer, posted.slot);
    return !((owns && !byMode) || (allRowsDone(state) && (state.mode === "public" || !byMode)));
  },
  announced: [],
};
