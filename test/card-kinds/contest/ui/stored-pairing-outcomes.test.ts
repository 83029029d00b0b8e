/**
 * A rule set's own part of a pairing's outcome — Kaiser's `counterAllowed` after an Attack, Dungeons of Olde's
 * `rollOffWinner` of a stalemate — declared, checked and produced in its folder (`PairingOutcomePart`), the card's
 * words its own (`RuleSetContest.decidedText`). A card the code wrote at version 3 (which kept every kind's rules and
 * parts) reads at version 4 with its own kind's alone, resolves again to the very same JSON as it reads, and shows
 * what it showed.
 */
import { describe, expect, it } from "vitest";
import { CONTEST_STATE_SCHEMA } from "../../../../src/card-kinds/contest/core/contest-schema";
import { Contest } from "../../../../src/card-kinds/contest/core/contest";
import type { ContestRoll, ContestState } from "../../../../src/card-kinds/contest/core/contest-types";
import { readVersioned, SchemaError } from "../../../../src/core/schema";
import { contestCardModel } from "../../../../src/card-kinds/contest/ui/contest-card-model";
import { KAISER_SKILL, kaiserRoll, OLDE_SPEC, oldeRoll } from "../core/contest-fixtures";
import { englishTranslator as en } from "./contest-card-fixtures";
import { must } from "../../../kit";

const RULES = {
  kaiserTieRule: "defender",
  kaiserFumblePenalty: { number: 2, faces: 6, bonus: 0 },
  kaiserOpposedFumble: "loses",
  kingdomsActive: "attacker",
};

/**
 * Two resolved cards as the code of b0ad5eb (before the move) wrote and JSON-encoded them, not built by this test's
 * helpers: a Kaiser Attack alice lost by her lone Fumble (3 + 1 + 1 less 3 + 4, against 3 + 3 + 3), so goblin may
 * Counter; a Dungeons of Olde stalemate at 4 whose roll-off (3 v 3, 2 v 5) put goblin ahead.
 */
const STORED_KAISER_ATTACK = {
  version: 3,
  ruleSet: "kaiser",
  status: "resolved",
  rules: { kaiserAttack: true, ...RULES },
  participants: [
    {
      id: "alice",
      actorUuid: "Actor.alice",
      name: "alice",
      side: "attacker",
      spec: { kind: "skill", bonus: 3, advantage: 0, method: "pool" },
      messageId: "msg-alice",
    },
    {
      id: "goblin",
      actorUuid: "Actor.goblin",
      name: "goblin",
      side: "defender",
      spec: { kind: "skill", bonus: 3, advantage: 0, method: "pool" },
      messageId: "msg-goblin",
    },
  ],
  tieBreaks: [],
  outcome: {
    pairings: [
      {
        attackerId: "alice",
        defenderId: "goblin",
        winner: "defender",
        decidedBy: "fumble",
        counterAllowed: true,
        rollOffWinner: null,
      },
    ],
  },
};

const STORED_OLDE_STALEMATE = {
  version: 3,
  ruleSet: "olde",
  status: "resolved",
  rules: { kaiserAttack: false, ...RULES },
  participants: [
    {
      id: "alice",
      actorUuid: "Actor.alice",
      name: "alice",
      side: "attacker",
      spec: { count: 1, faces: 6, adjustment: 0, unlimited: false },
      messageId: "msg-alice",
    },
    {
      id: "goblin",
      actorUuid: "Actor.goblin",
      name: "goblin",
      side: "defender",
      spec: { count: 1, faces: 6, adjustment: 0, unlimited: false },
      messageId: "msg-goblin",
    },
  ],
  tieBreaks: [
    {
      attackerId: "alice",
      dice: {
        kind: "oldeRollOff",
        pairs: [
          [3, 3],
          [2, 5],
        ],
      },
    },
  ],
  outcome: {
    pairings: [
      {
        attackerId: "alice",
        defenderId: "goblin",
        winner: "neither",
        decidedBy: "stalemate",
        counterAllowed: null,
        rollOffWinner: "defender",
      },
    ],
  },
};

const skill = KAISER_SKILL(3);
const KAISER_ROLLS: Record<string, ContestRoll> = {
  alice: kaiserRoll(skill, [1, 1], [3, 4]),
  goblin: kaiserRoll(skill, [3, 3]),
};
const d6 = OLDE_SPEC(1, 6);
const OLDE_ROLLS: Record<string, ContestRoll> = { alice: oldeRoll(d6, [[4]]), goblin: oldeRoll(d6, [[4]]) };

/** The card resolved again from its rolls by this code, as JSON: the same text, the fields' order included. */
function resolvedAgain(state: ContestState, rolls: Record<string, ContestRoll>): string {
  return JSON.stringify(new Contest({ ...state, status: "open", outcome: null }).resolve(rolls));
}

/** Each kind's own rule fields and own part of a pairing (by hand): all a card of that kind keeps from version 4. */
const OWN: Readonly<Record<string, { readonly rules: readonly string[]; readonly pairing: string }>> = {
  kaiser: {
    rules: ["kaiserAttack", "kaiserTieRule", "kaiserFumblePenalty", "kaiserOpposedFumble"],
    pairing: "counterAllowed",
  },
  olde: { rules: [], pairing: "rollOffWinner" },
};
const SHARED_PAIRING = ["attackerId", "defenderId", "winner", "decidedBy"];

/** Only these keys of an object, in its own order. */
const only = (from: object, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(from).filter(([key]) => keys.includes(key)));

/**
 * A stored card as read now (version 4): its own kind's rules and its own kind's part of each pairing alone, every
 * other kind's (which every version 3 card kept) dropped; nothing else changed.
 */
function asRead<
  T extends {
    readonly ruleSet: string;
    readonly rules: object;
    readonly outcome: { readonly pairings: readonly object[] };
  },
>(stored: T): T {
  const own = must(OWN[stored.ruleSet]);
  const pairings = stored.outcome.pairings.map((pairing) => only(pairing, [...SHARED_PAIRING, own.pairing]));
  return { ...stored, version: 4, rules: only(stored.rules, own.rules), outcome: { pairings } };
}

const shown = (state: ContestState, rolls: Record<string, ContestRoll>) =>
  must(contestCardModel({ state, rolls, mayRoll: () => true }, en).pairings[0]);

describe(
  "a version 3 card with a rule set's own part of its pairings' outcome, " +
    "stored before the part moved to its folder",
  () => {
    it("a Kaiser Attack: read as stored, resolved again to the same JSON, the Counter still shown", () => {
      const read = readVersioned(CONTEST_STATE_SCHEMA, STORED_KAISER_ATTACK);
      expect(read).toEqual(asRead(STORED_KAISER_ATTACK));
      expect(resolvedAgain(read, KAISER_ROLLS)).toBe(JSON.stringify(asRead(STORED_KAISER_ATTACK)));
      const pairing = shown(read, KAISER_ROLLS);
      expect(pairing.outcome).toMatchObject({ tone: "defender", text: "goblin wins: alice fumbled" });
      expect(pairing.steps.at(-1)).toBe("goblin may Counter");
      expect(new Contest(read).winnersAndLosers()).toEqual({ winners: ["goblin"], losers: ["alice"] });
    });

    it(
      "a Dungeons of Olde stalemate: " +
        "read as stored, resolved again to the same JSON, its roll-off's winner shown and counted",
      () => {
        const read = readVersioned(CONTEST_STATE_SCHEMA, STORED_OLDE_STALEMATE);
        expect(read).toEqual(asRead(STORED_OLDE_STALEMATE));
        expect(resolvedAgain(read, OLDE_ROLLS)).toBe(JSON.stringify(asRead(STORED_OLDE_STALEMATE)));
        expect(shown(read, OLDE_ROLLS).outcome).toMatchObject({
          tone: "neither",
          text: "Stalemate — goblin wins the roll-off",
        });
        // Nobody won the pairing, but the menu's winners and losers count the side the roll-off put ahead.
        expect(new Contest(read).winnersAndLosers()).toEqual({ winners: ["goblin"], losers: ["alice"] });
      },
    );

    it(
      "a pairing without a rule set's field " + "(written before that rule set was registered) reads it as its default",
      () => {
        const [pairing] = STORED_OLDE_STALEMATE.outcome.pairings;
        const { counterAllowed: _absent, ...withoutKaiser } = must(pairing);
        const read = readVersioned(CONTEST_STATE_SCHEMA, {
          ...STORED_OLDE_STALEMATE,
          outcome: { pairings: [withoutKaiser] },
        });
        expect(read).toEqual(asRead(STORED_OLDE_STALEMATE));
      },
    );

    it("each rule set's check refuses its own field when it does not fit, naming it", () => {
      const pairingWith = (
        card: { readonly outcome: { readonly pairings: readonly object[] } },
        field: Record<string, unknown>,
      ) => ({
        ...card,
        outcome: { pairings: [{ ...card.outcome.pairings[0], ...field }] },
      });
      const refusal = (stored: object) => {
        try {
          readVersioned(CONTEST_STATE_SCHEMA, stored);
        } catch (error) {
          if (error instanceof SchemaError) return error.path;
          throw error;
        }
        return "read";
      };
      expect(refusal(pairingWith(STORED_OLDE_STALEMATE, { rollOffWinner: "goblin" }))).toBe(
        "outcome.pairings[0].rollOffWinner",
      );
      expect(refusal(pairingWith(STORED_KAISER_ATTACK, { counterAllowed: "yes" }))).toBe(
        "outcome.pairings[0].counterAllowed",
      );
    });
  },
);
