// @vitest-environment happy-dom
/**
 * Whole contests in Foundry, one per rule set's tie rules: the GM starts the card, each side rolls as its own
 * user (scripted dice), the GM's client rolls any tie-break the card waits for and resolves it; the card then
 * reads the same on every client, and `indie-dice.contestResolved` is called once. Also the card's tie-break
 * button, for a card that could not be settled when its last roll came in.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, settle } from "../../../foundry/support/dialog-harness";
import {
  cardTextAs,
  coinDraw,
  draws,
  expectRefused,
  resolvedHookCalls,
  rollDrawsAs,
  spyWarnings,
  startCard,
  stateOf,
  useContestTable,
  GM,
  HERO,
  P1,
  P2,
  VILLAIN,
} from "../../../foundry/support/contests-harness";
import { ADVANCE_CONTEST_QUERY } from "../../../../src/card-kinds/contest/foundry/contest-card";
import { chatMessageView } from "../../../../src/foundry/foundry-documents";
import { must, record } from "../../../kit";

const table = useContestTable();

beforeEach(() => void spyWarnings());
afterEach(() => vi.restoreAllMocks());

/** Both sides roll (the hero as Ann, the villain as the GM); the card's final state. */
async function rollBoth(card: Awaited<ReturnType<typeof startCard>>, hero: number[], villain: number[]) {
  await rollDrawsAs(table, P1, card, HERO, hero);
  expect(stateOf(card).status).toBe("open");
  await rollDrawsAs(table, GM, card, VILLAIN, villain);
  // Every scripted draw was used: the dice and exactly the tie-break the rules call for.
  expect(table().foundry.scriptedRemaining).toBe(0);
  return stateOf(card);
}

const OGS = { stat: 8, skill: 6 };

describe("OGS", () => {
  it("a tie broken by the dice values: no roll-off is rolled", async () => {
    const calls = resolvedHookCalls();
    const card = await startCard(table, "ogs", { attackers: OGS, defender: OGS });
    const state = await rollBoth(card, draws([6, 8], [3, 6], [1, 6]), draws([4, 8], [4, 6], [2, 6]));
    expect(state.status).toBe("resolved");
    expect(state.tieBreaks).toEqual([]);
    expect(state.outcome?.pairings).toEqual([
      expect.objectContaining({ attackerId: HERO, winner: "attacker", decidedBy: "values" }),
    ]);
    expect(calls).toHaveLength(1);
    expect(must(calls[0])[1]).toEqual(state.outcome);
    const { pairings } = await cardTextAs(table, P2, card);
    expect(pairings[0]).toMatchObject({ tone: "attacker", outcome: "Brunhild wins" });
    expect(must(pairings[0]).steps.join("\n")).toMatch(/Totals tie at 10[^]*Dice values .*: Brunhild/);
  });

  it("the same values and sizes: the GM's client rolls d12 roll-offs until they differ", async () => {
    const calls = resolvedHookCalls();
    const card = await startCard(table, "ogs", { attackers: OGS, defender: OGS });
    const rollOff = draws([7, 12], [7, 12], [9, 12], [4, 12]);
    const state = await rollBoth(card, draws([5, 8], [3, 6], [2, 6]), [...draws([5, 8], [2, 6], [3, 6]), ...rollOff]);
    expect(state.tieBreaks).toEqual([
      {
        attackerId: HERO,
        dice: {
          kind: "ogsRollOff",
          pairs: [
            [7, 7],
            [9, 4],
          ],
        },
      },
    ]);
    expect(state.outcome?.pairings[0]).toMatchObject({ winner: "attacker", decidedBy: "rollOff" });
    expect(calls).toHaveLength(1);
    const { pairings, status } = await cardTextAs(table, P1, card);
    expect(status).toBe("Resolved");
    expect(must(pairings[0]).outcome).toBe("Brunhild wins");
    expect(must(pairings[0]).steps.join("\n")).toMatch(/Dice values tie[^]*Die sizes tie[^]*7 v 7.*9 v 4.*Brunhild/);
  });
});

describe("Kleptonomicon", () => {
  const RANGES = "[..6] Nothing, [7..9] A purse, [10..] Two purses, [Win] Takes the crown, [Lose] Drops the crown";

  it("a tie settled by the coin shown on the card, with the [Win] and [Lose] effects", async () => {
    const calls = resolvedHookCalls();
    const spec = (modifier: number) => ({ modifier, advantages: 0, disadvantages: 0, method: "coin", ranges: RANGES });
    const card = await startCard(table, "klepto", { attackers: spec(2), defender: spec(1) });
    // Scores 7 and 7; the coin the GM's client tosses shows tails: the defender's.
    const state = await rollBoth(card, draws([5, 10]), [...draws([6, 10]), coinDraw("tails")]);
    expect(state.tieBreaks).toEqual([{ attackerId: HERO, dice: { kind: "kleptoCoin", coin: "tails" } }]);
    expect(state.outcome?.pairings[0]).toMatchObject({ winner: "defender", decidedBy: "coin" });
    expect(calls).toHaveLength(1);
    const { pairings } = await cardTextAs(table, P2, card);
    expect(must(pairings[0]).outcome).toBe("Fafnir wins");
    expect(must(pairings[0]).steps).toContain("Scores tie at 7; the coin shows tails: Fafnir");
    expect(must(pairings[0]).effects).toEqual(
      expect.arrayContaining(["Brunhild [Lose] Drops the crown", "Fafnir [Win] Takes the crown"]),
    );
    expect(must(pairings[0]).effects.filter((e) => e.includes("[Win]"))).toEqual(["Fafnir [Win] Takes the crown"]);
  });
});

describe("Kleptonomicon with the d10ish die", () => {
  it("its rolls are read and judged: a [10!] beats a plain 9", async () => {
    const calls = resolvedHookCalls();
    const spec = { modifier: 0, advantages: 0, disadvantages: 0, method: "d10ish" };
    const card = await startCard(table, "klepto", { attackers: spec, defender: spec });
    // The d10ish die is a d20 underneath: face 20 is the 10 ([10!]), face 18 a 9.
    const state = await rollBoth(card, draws([20, 20]), draws([18, 20]));
    expect(state.outcome?.pairings[0]).toMatchObject({ winner: "attacker", decidedBy: "critical" });
    expect(calls).toHaveLength(1);
    const { pairings, totals } = await cardTextAs(table, P2, card);
    expect(totals).toEqual({ [HERO]: "[10!]", [VILLAIN]: "9" });
    expect(must(pairings[0]).steps).toContain("A Critical Success beats any plain Score: Brunhild");
  });
});

describe("Dungeons of Olde", () => {
  it(
    "a tie is a stalemate with a roll-off button: " +
      "nothing is rolled until it is pressed, then the d6s say who comes out ahead",
    async () => {
      const calls = resolvedHookCalls();
      const spec = { count: 1, faces: 6, adjustment: 0, unlimited: false };
      const card = await startCard(table, "olde", { attackers: spec, defender: spec });
      const waiting = await rollBoth(card, draws([4, 6]), draws([4, 6]));
      expect(waiting).toMatchObject({ status: "open", tieBreaks: [] });
      expect(calls).toHaveLength(0);
      const { html, pairings } = await cardTextAs(table, P1, card);
      expect(must(pairings[0]).tieBreak?.disabled).toBe(false);
      table().foundry.scriptUniform(draws([3, 6], [3, 6], [2, 6], [5, 6]));
      await table().foundry.withClient(P1, async () => {
        must(html.querySelector<HTMLButtonElement>('button[data-action="indie-dice-contest-tie-break"]')).click();
        await settle(20);
      });
      const state = stateOf(card);
      expect(state.tieBreaks).toEqual([
        {
          attackerId: HERO,
          dice: {
            kind: "oldeRollOff",
            pairs: [
              [3, 3],
              [2, 5],
            ],
          },
        },
      ]);
      expect(state.outcome?.pairings[0]).toMatchObject({
        winner: "neither",
        decidedBy: "stalemate",
        rollOffWinner: "defender",
      });
      expect(calls).toHaveLength(1);
      expect((await cardTextAs(table, P1, card)).pairings[0]).toMatchObject({
        tone: "neither",
        outcome: "Stalemate — Fafnir wins the roll-off",
      });
    },
  );
});

describe("Kaiser ties", () => {
  const SKILL = { kind: "skill", bonus: 5, advantage: 0, method: "pool" };
  // 3 + 4 + 5 and 2 + 5 + 5: both 12.
  const HERO_12 = draws([3, 6], [4, 6]);
  const VILLAIN_12 = draws([2, 6], [5, 6]);

  it("by default the defender takes the tie", async () => {
    const calls = resolvedHookCalls();
    const card = await startCard(table, "kaiser", { attackers: SKILL, defender: SKILL });
    const state = await rollBoth(card, HERO_12, VILLAIN_12);
    expect(state.rules).toHaveProperty("kaiserTieRule", "defender");
    expect(state.outcome?.pairings[0]).toMatchObject({
      winner: "defender",
      decidedBy: "defenderTakesTie",
      counterAllowed: null,
    });
    expect(calls).toHaveLength(1);
    const { pairings } = await cardTextAs(table, P1, card);
    expect(must(pairings[0]).outcome).toBe("Fafnir wins");
    expect(must(pairings[0]).steps).toContain("The defender takes the tie: Fafnir");
  });

  it("with the world's roll-off rule, a tie goes to a d6 roll-off rolled on the card", async () => {
    await game.settings.set("indie-dice", "kaiserTieRule", "roll-off");
    const calls = resolvedHookCalls();
    const card = await startCard(table, "kaiser", { attackers: SKILL, defender: SKILL });
    // Faces alternate attacker, defender: 2 v 2, then 6 v 1.
    const state = await rollBoth(card, HERO_12, [...VILLAIN_12, ...draws([2, 6], [2, 6], [6, 6], [1, 6])]);
    expect(state.tieBreaks).toEqual([{ attackerId: HERO, dice: { kind: "kaiserRollOff", faces: [2, 2, 6, 1] } }]);
    expect(state.outcome?.pairings[0]).toMatchObject({ winner: "attacker", decidedBy: "rollOff" });
    expect(calls).toHaveLength(1);
    const { pairings } = await cardTextAs(table, P2, card);
    expect(must(pairings[0]).outcome).toBe("Brunhild wins");
  });

  it("an Attack that ties fails and forbids the Counter, whatever the tie rule (no roll-off)", async () => {
    await game.settings.set("indie-dice", "kaiserTieRule", "roll-off");
    const calls = resolvedHookCalls();
    const card = await startCard(table, "kaiser", { attackers: SKILL, defender: SKILL }, { attack: true });
    const state = await rollBoth(card, HERO_12, VILLAIN_12);
    expect(state.tieBreaks).toEqual([]);
    expect(state.outcome?.pairings[0]).toMatchObject({
      winner: "neither",
      decidedBy: "attackTie",
      counterAllowed: false,
    });
    expect(calls).toHaveLength(1);
    const { pairings } = await cardTextAs(table, P1, card);
    expect(pairings[0]).toMatchObject({ tone: "neither", outcome: "Neither wins: the Attack fails" });
    expect(must(pairings[0]).steps).toContain("An Attack that ties fails; the defender may not Counter");
    expect(must(pairings[0]).steps.join("\n")).not.toMatch(/may Counter$/m);
  });

  it("an Attack the defender wins outright allows the Counter", async () => {
    const card = await startCard(table, "kaiser", { attackers: SKILL, defender: SKILL }, { attack: true });
    const state = await rollBoth(card, draws([2, 6], [3, 6]), VILLAIN_12);
    expect(state.outcome?.pairings[0]).toMatchObject({ winner: "defender", decidedBy: "total", counterAllowed: true });
    expect(must((await cardTextAs(table, P1, card)).pairings[0]).steps).toContain("Fafnir may Counter");
  });
});

describe("the tie-break button", () => {
  /**
   * An OGS tie whose roll-off could not be rolled when the last roll came in (here: the dice script runs out, as
   * any failure of the random source would): the card keeps both rolls and waits for its tie-break.
   */
  async function stuckCard() {
    const card = await startCard(table, "ogs", { attackers: OGS, defender: OGS });
    await rollDrawsAs(table, P1, card, HERO, draws([5, 8], [3, 6], [2, 6]));
    await rollDrawsAs(table, GM, card, VILLAIN, draws([5, 8], [2, 6], [3, 6]));
    const state = stateOf(card);
    expect(state.participants.every((p) => p.messageId !== null)).toBe(true);
    expect(state).toMatchObject({ status: "open", tieBreaks: [] });
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/could not be settled/), expect.anything());
    return card;
  }

  it("shows on the waiting card, active for either side's owners and the GM", async () => {
    const card = await stuckCard();
    const as = async (user: string) => must((await cardTextAs(table, user, card)).pairings[0]);
    expect((await as(P1)).tone).toBe("tieBreak");
    expect((await as(P1)).tieBreak?.disabled).toBe(false);
    expect((await as(GM)).tieBreak?.disabled).toBe(false);
    expect((await as(P2)).tieBreak?.disabled).toBe(true);
    expect((await as(P1)).tieBreak?.textContent?.trim()).toBe("Roll off (d12)");
  });

  it(
    "a player's click asks the GM's client with a message of their own, " +
      "which rolls the roll-off and resolves the card once",
    async () => {
      const card = await stuckCard();
      const calls = resolvedHookCalls();
      const { html } = await cardTextAs(table, P1, card);
      const requests: { id: string; author: string; whisper: string[] }[] = [];
      Hooks.on("createChatMessage", (created) => {
        const message = chatMessageView(created);
        if (must(game.user).id === GM && message.flags["indie-dice"]?.contestRollOff)
          requests.push({
            id: must(message.id),
            author: must(message.author).id,
            whisper: [...(message.whisper ?? [])],
          });
      });
      table().foundry.scriptUniform(draws([2, 12], [11, 12]));
      await table().foundry.withClient(P1, async () => {
        must(html.querySelector<HTMLButtonElement>('button[data-action="indie-dice-contest-tie-break"]')).click();
        await settle(20);
      });
      const state = stateOf(card);
      expect(state.tieBreaks).toEqual([{ attackerId: HERO, dice: { kind: "ogsRollOff", pairs: [[2, 11]] } }]);
      expect(state.outcome?.pairings[0]).toMatchObject({ winner: "defender", decidedBy: "rollOff" });
      expect(calls).toHaveLength(1);
      expect(must((await cardTextAs(table, P1, card)).pairings[0]).tieBreak).toBeNull();
      // The request was Ann's own message, for the GMs' eyes, and is gone once answered.
      expect(requests).toEqual([{ id: expect.any(String), author: P1, whisper: [GM] }]);
      expect(must(game.messages).get(must(requests[0]).id)).toBeUndefined();
      // Asking again with the answered request's id (a replay) names no request any more: refused, the card stays as
      // resolved. (A request still in the chat answered twice is `RollOffUsed`: card-authority.test.ts.)
      const again = await table().foundry.withClient(P1, () =>
        must(must(game.users).activeGM).query(ADVANCE_CONTEST_QUERY, {
          cardId: card.id,
          messageId: must(requests[0]).id,
        }),
      );
      expectRefused(record(again), "NotRollOffRequest");
      expect(stateOf(card)).toEqual(state);
      expect(calls).toHaveLength(1);
    },
  );

  it("the GM's own click rolls it on the GM's client", async () => {
    const card = await stuckCard();
    const { html } = await cardTextAs(table, GM, card);
    table().foundry.scriptUniform(draws([12, 12], [1, 12]));
    await table().foundry.withClient(GM, async () => {
      must(html.querySelector<HTMLButtonElement>('button[data-action="indie-dice-contest-tie-break"]')).click();
      await settle(20);
    });
    expect(stateOf(card).outcome?.pairings[0]).toMatchObject({ winner: "attacker", decidedBy: "rollOff" });
  });

  it("with no GM online, the player is told plainly and the card waits", async () => {
    const card = await stuckCard();
    const { html } = await cardTextAs(table, P1, card);
    must(game.users).get(GM).active = false;
    await table().foundry.withClient(P1, async () => {
      must(html.querySelector<HTMLButtonElement>('button[data-action="indie-dice-contest-tie-break"]')).click();
      await settle(10);
    });
    expect(table().foundry.notifications.at(-1)).toMatchObject({
      type: "info",
      message: expect.stringMatching(/No GM is online/),
    });
    expect(stateOf(card)).toMatchObject({ status: "open", tieBreaks: [] });
  });

  it("a click the GM's client refuses (the card was resolved meanwhile) is told to the player", async () => {
    const card = await stuckCard();
    const { html } = await cardTextAs(table, P1, card);
    table().foundry.scriptUniform(draws([2, 12], [11, 12]));
    const { html: gmHtml } = await cardTextAs(table, GM, card);
    await table().foundry.withClient(GM, async () => {
      must(gmHtml.querySelector<HTMLButtonElement>('button[data-action="indie-dice-contest-tie-break"]')).click();
      await settle(20);
    });
    expect(stateOf(card).status).toBe("resolved");
    await table().foundry.withClient(P1, async () => {
      must(html.querySelector<HTMLButtonElement>('button[data-action="indie-dice-contest-tie-break"]')).click();
      await settle(20);
    });
    expect(table().foundry.notifications.at(-1)).toMatchObject({
      type: "warning",
      message: "This contest is already resolved.",
    });
  });

  it(
    "the query is refused by a player's client, " +
      "for a card that is not a GM's contest card, and without a request message",
    async () => {
      const card = await stuckCard();
      const before = stateOf(card);
      const ask = (to: string, cardId: string) =>
        table().foundry.withClient(P1, async () => {
          const request = await ChatMessage.create({
            content: "roll off",
            flags: { "indie-dice": { contestRollOff: { cardId, attackerId: HERO } } },
          });
          return must(must(game.users).get(to)).query(ADVANCE_CONTEST_QUERY, { cardId, messageId: must(request).id });
        });
      expectRefused(record(await ask(P2, must(card.id))), "NotGM");
      expectRefused(record(await ask(GM, "nothing")), "NoCard");
      // What the button sent before its request had an author: the GM's client cannot tell who asks.
      const bare = await table().foundry.withClient(P1, () =>
        must(must(game.users).activeGM).query(ADVANCE_CONTEST_QUERY, { cardId: card.id, attackerId: HERO }),
      );
      expectRefused(record(bare), "NotRollOffRequest");
      expect(stateOf(card)).toEqual(before);
    },
  );
});

describe("the contest API from a macro", () => {
  it("rolls every side of a many-against-one Kleptonomicon card: each pairing settled on its own", async () => {
    const spec = { modifier: 0, advantages: 0, disadvantages: 0, method: "coin" };
    const card = await startCard(
      table,
      "klepto",
      { attackers: spec, defender: spec },
      { attackers: [HERO, "rivalToken000001"] },
    );
    await rollDrawsAs(table, P1, card, HERO, draws([7, 10]));
    await rollDrawsAs(table, P2, card, "rivalToken000001", draws([3, 10]));
    // The defender's 7 ties the hero's (a coin: heads, the attacker) and beats the rival's 3 (no coin).
    await rollDrawsAs(table, GM, card, VILLAIN, [...draws([7, 10]), coinDraw("heads")]);
    const state = stateOf(card);
    expect(state.tieBreaks).toEqual([{ attackerId: HERO, dice: { kind: "kleptoCoin", coin: "heads" } }]);
    expect(state.outcome?.pairings.map((p) => [p.attackerId, p.winner, p.decidedBy])).toEqual([
      [HERO, "attacker", "coin"],
      ["rivalToken000001", "defender", "total"],
    ]);
    expect(api().contests).toBeDefined();
  });
});
