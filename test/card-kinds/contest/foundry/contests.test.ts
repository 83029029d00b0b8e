// @vitest-environment happy-dom
/**
 * Contests in Foundry, with the GM's client as the only writer of a card: who may roll, what the GM's client
 * records, what it refuses (and that a refusal changes nothing), and that the card survives a reload.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatMessageView as ContestMessage } from "../../../../src/foundry/types/chat-message";
import { START_CONTEST_QUERY } from "../../../../src/card-kinds/contest/foundry/contest-card";
import type { ContestState } from "../../../../src/card-kinds/contest/core/contest-types";
import { jointContestOdds } from "../../../../src/card-kinds/contest/core/joint-contest-odds";
import { api, callHook, messageView, messageViews, settle } from "../../../foundry/support/dialog-harness";
import {
  drawCardAs,
  KR,
  expectRefused,
  postRollAs,
  queryAs,
  rollAs,
  rollButtons,
  spyWarnings,
  startCard,
  startKingdomsCard,
  stateOf,
  tokenDoc,
  useContestTable,
  GM,
  HERO,
  P1,
  P2,
  RIVAL,
  VILLAIN,
} from "../../../foundry/support/contests-harness";
import { must } from "../../../kit";
import { RULE_SET_FOUNDRY_FIXTURES } from "../../../rule-sets/foundry-fixtures";
import type { ForgedContestRoll } from "../../../rule-sets/foundry-fixture-types";

const table = useContestTable();

// Every refusal is logged with console.warn: kept out of the test output, and read where a test asks.
beforeEach(() => void spyWarnings());
afterEach(() => vi.restoreAllMocks());

function resolvedHook() {
  const calls: unknown[][] = [];
  Hooks.on("indie-dice.contestResolved", (...args: unknown[]) => calls.push(args));
  return calls;
}

/** Takes the GM's client offline; the returned function brings it back without its `ready` sweep. */
function gmOffline(): () => void {
  const gm = must(must(game.users).get(GM));
  gm.active = false;
  return () => {
    gm.active = true;
  };
}

/** The card's state with one participant's fields replaced: what a test expects after exactly that change. */
function withParticipant(state: ContestState, id: string, changes: object): ContestState {
  return { ...state, participants: state.participants.map((p) => (p.id === id ? { ...p, ...changes } : p)) };
}

describe("starting a contest", () => {
  it("posts a GM's card with each side, the world's Kaiser rules copied in", async () => {
    await game.settings.set("indie-dice", "kaiserTieRule", "roll-off");
    table().foundry.controlTokens([HERO], GM);
    table().foundry.targetTokens([VILLAIN], GM);
    const card = await table().foundry.withClient(GM, () => api().contests.start({ ruleSet: "kaiser", attack: true }));
    const state = stateOf(card);
    expect(card.author?.id).toBe(GM);
    expect(state.participants.map((p) => [p.id, p.side, p.name, p.actorUuid])).toEqual([
      [HERO, "attacker", "Brunhild", "Actor.heroActor0000001"],
      [VILLAIN, "defender", "Fafnir", `Scene.sceneMain0000001.Token.${VILLAIN}.Actor.villainActor0001`],
    ]);
    expect(state.rules).toMatchObject({
      kaiserTieRule: "roll-off",
      kaiserFumblePenalty: { number: 2, faces: 6, bonus: 0 },
    });
    expect(state.rules).toHaveProperty("kaiserAttack", true);
  });

  it("from a player's client, asks the GM's client to post it: the card is the GM's message", async () => {
    table().foundry.controlTokens([HERO], P1);
    table().foundry.targetTokens([VILLAIN], P1);
    const card = await table().foundry.withClient(P1, () => api().contests.start({ ruleSet: "olde" }));
    expect(card.author?.id).toBe(GM);
    expect(stateOf(card).participants.map((p) => p.id)).toEqual([HERO, VILLAIN]);
  });

  it("refuses, localized, without an attacker or a single target", async () => {
    await expect(table().foundry.withClient(P1, () => api().contests.start({ ruleSet: "olde" }))).rejects.toThrow(
      /at least one attacker/,
    );
    table().foundry.controlTokens([HERO], P1);
    await expect(table().foundry.withClient(P1, () => api().contests.start({ ruleSet: "olde" }))).rejects.toThrow(
      /exactly one defender/,
    );
    expect(table().foundry.messages).toHaveLength(0);
  });

  it(
    "from a player's client with no GM online: " + "refused, localized (NoGMToStart), nothing asked and nothing posted",
    async () => {
      gmOffline();
      const handler = vi.spyOn(
        CONFIG.queries as unknown as Record<string, (data: unknown) => unknown>,
        START_CONTEST_QUERY,
      );
      table().foundry.controlTokens([HERO], P1);
      table().foundry.targetTokens([VILLAIN], P1);
      const key = "INDIE_DICE.Contest.Error.NoGMToStart";
      const text = game.i18n.localize(key);
      expect(text).not.toBe(key);
      expect(text).toMatch(/no GM is online/);
      const shown = table().foundry.notifications.length;
      await expect(table().foundry.withClient(P1, () => api().contests.start({ ruleSet: "olde" }))).rejects.toThrow(
        text,
      );
      expect(table().foundry.notifications.slice(shown)).toEqual([
        expect.objectContaining({ type: "error", message: text, userId: P1 }),
      ]);
      expect(handler).not.toHaveBeenCalled();
      expect(table().foundry.messages).toHaveLength(0);
    },
  );

  it("adds a Start contest tool after the Indie Dice tool (and the GM's fairness report after both)", () => {
    const controls = { tokens: { tools: { select: {} } as Record<string, { title?: string }> } };
    callHook("getSceneControlButtons", controls);
    expect(Object.keys(controls.tokens.tools)).toEqual([
      "select",
      "indieDice",
      "indieDiceContest",
      "indieDiceRequest",
      "indieDiceFairness",
    ]);
    expect(game.i18n.has(must(must(controls.tokens.tools.indieDiceContest).title))).toBe(true);
  });
});

describe("many against one", () => {
  it("the card shows the chances against every attacker at once, from the exact joint distribution", async () => {
    const card = await startKingdomsCard(table, [HERO, RIVAL]);
    const html = await drawCardAs(table, P1, card);
    const joint = must(jointContestOdds(stateOf(card)).odds);
    const figure = (key: string) =>
      Number(html.querySelector(`.indie-dice-contest-joint [data-outcome="${key}"]`)?.getAttribute("data-probability"));
    expect(figure("defenderHoldsAll")).toBe(joint.defenderHoldsAll);
    expect(figure("atLeastOneAttackerWins")).toBe(joint.atLeastOneAttackerWins);
    expect(html.querySelectorAll(".indie-dice-contest-joint tbody tr")).toHaveLength(3);
    // The pairings are not independent: holding against both is not the product of holding against each.
    const [first, second] = joint.attackerWins;
    expect(Math.abs(joint.defenderHoldsAll - (1 - must(first)) * (1 - must(second)))).toBeGreaterThan(1e-3);
  });

  it("a one-against-one card has no such section", async () => {
    const html = await drawCardAs(table, P1, await startKingdomsCard(table));
    expect(html.querySelector(".indie-dice-contest-joint")).toBeNull();
  });
});

describe("rolling for a participant", () => {
  it("an owner's roll is their own message, flagged, and recorded on the card by the GM's client", async () => {
    const card = await startKingdomsCard(table);
    const message = await rollAs(table, P1, card, HERO, [10, 9]);
    expect(message?.author?.id).toBe(P1);
    expect(message?.flags["indie-dice"]).toEqual({ contestRoll: { cardId: card.id, participantId: HERO } });
    const state = stateOf(card);
    expect(state.participants.find((p) => p.id === HERO)?.messageId).toBe(message?.id);
    expect(state.participants.find((p) => p.id === VILLAIN)?.messageId).toBeNull();
    expect(state.status).toBe("open");
    // The GM's client picked the message up when it was created; the roller's own query is then answered once.
    expect(table().foundry.notifications.filter((n) => n.type !== "info")).toEqual([]);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it("a non-owner may not roll: told so, nothing posted, the card unchanged", async () => {
    const card = await startKingdomsCard(table);
    const before = stateOf(card);
    const message = await rollAs(table, P2, card, HERO, [10, 9]);
    expect(message).toBeNull();
    expect(table().foundry.messages).toHaveLength(1);
    expect(stateOf(card)).toEqual(before);
    expect(table().foundry.notifications.at(-1)).toMatchObject({
      type: "warning",
      message: expect.stringMatching(/Only the owners of Brunhild/),
    });
  });

  it("the GM rolls for an NPC; when every roll is in the card resolves and the hook is called once", async () => {
    const calls = resolvedHook();
    const card = await startKingdomsCard(table);
    await rollAs(table, P1, card, HERO, [10, 9]);
    await rollAs(table, GM, card, VILLAIN, [3, 8]);
    const state = stateOf(card);
    expect(state.status).toBe("resolved");
    expect(state.outcome?.pairings).toEqual([
      expect.objectContaining({ attackerId: HERO, defenderId: VILLAIN, winner: "attacker", decidedBy: "margin" }),
    ]);
    expect(calls).toHaveLength(1);
    expect((must(calls[0])[0] as { id: string }).id).toBe(card.id);
    expect(must(calls[0])[1]).toEqual(state.outcome);
  });

  it("two rolls at the same moment both land (the GM's writes are serialised)", async () => {
    const calls = resolvedHook();
    const card = await startKingdomsCard(table);
    table().foundry.scriptFaces([10, 9, 3, 8]);
    await Promise.all([
      table().foundry.withClient(P1, () => api().contests.roll(must(card.id), HERO, { fastForward: true })),
      table().foundry.withClient(GM, () => api().contests.roll(must(card.id), VILLAIN, { fastForward: true })),
    ]);
    await settle(20);
    const state = stateOf(card);
    expect(state.participants.every((p) => p.messageId !== null)).toBe(true);
    expect(state.status).toBe("resolved");
    expect(calls).toHaveLength(1);
  });

  it("many against one: each attacker's pairing against the one defender roll", async () => {
    const card = await startKingdomsCard(table, [HERO, RIVAL]);
    await rollAs(table, P1, card, HERO, [10, 9]);
    await rollAs(table, P2, card, RIVAL, [2, 3]);
    await rollAs(table, GM, card, VILLAIN, [3, 8]);
    expect(stateOf(card).outcome?.pairings.map((p) => [p.attackerId, p.winner])).toEqual([
      [HERO, "attacker"],
      [RIVAL, "defender"],
    ]);
  });

  it("a Kaiser side that fumbles carries its opposed penalty dice, and the card judges them", async () => {
    const card = await table().foundry.withClient(GM, () =>
      api().contests.start({
        ruleSet: "kaiser",
        attackers: [tokenDoc(HERO)],
        defender: tokenDoc(VILLAIN),
        specs: {
          attackers: { kind: "skill", bonus: 5, advantage: 0, method: "pool" },
          defender: { kind: "skill", bonus: 3, advantage: 0, method: "pool" },
        },
      }),
    );
    const message = await rollAs(table, P1, card, HERO, [1, 1, 2, 2]);
    const roll = JSON.parse(must(must(message)._source.rolls[0])) as {
      dice: { faces: number; results: { result: number }[] }[];
    };
    expect(roll.dice.map((die) => [die.faces, die.results.map((r) => r.result)])).toEqual([[6, [2, 2]]]);
    await rollAs(table, GM, card, VILLAIN, [3, 4]);
    // The fumbling attacker: max(0, 5 − 4) = 1 against the defender's 10; a lone Fumble loses (docs/rulings.md
    // "Kaiser").
    expect(stateOf(card).rules).toHaveProperty("kaiserOpposedFumble", "loses");
    expect(stateOf(card).outcome?.pairings[0]).toMatchObject({ winner: "defender", decidedBy: "fumble" });
  });

  it(
    "the card keeps the world's opposed Fumble reading it started with: " + "compared, the reduced total may still win",
    async () => {
      const kaiser = (bonus: number) => ({ kind: "skill", bonus, advantage: 0, method: "pool" }) as const;
      const start = () =>
        table().foundry.withClient(GM, () =>
          api().contests.start({
            ruleSet: "kaiser",
            attackers: [tokenDoc(HERO)],
            defender: tokenDoc(VILLAIN),
            specs: { attackers: kaiser(8), defender: kaiser(0) },
          }),
        );
      await table().foundry.withClient(GM, () => game.settings.set("indie-dice", "kaiserOpposedFumble", "compared"));
      const compared = await start();
      await table().foundry.withClient(GM, () => game.settings.set("indie-dice", "kaiserOpposedFumble", "loses"));
      const loses = await start();
      for (const card of [compared, loses]) {
        // The attacker fumbles to max(0, 8 − (1 + 1)) = 6 against the defender's 1 + 2 = 3.
        await rollAs(table, P1, card, HERO, [1, 1, 1, 1]);
        await rollAs(table, GM, card, VILLAIN, [1, 2]);
      }
      expect(stateOf(compared).outcome?.pairings[0]).toMatchObject({ winner: "attacker", decidedBy: "total" });
      expect(stateOf(loses).outcome?.pairings[0]).toMatchObject({ winner: "defender", decidedBy: "fumble" });
    },
  );
});

describe("no GM online", () => {
  it(
    "the player is told plainly, the roll stays in the chat, " + "and the GM's client records it when it comes back",
    async () => {
      const card = await startKingdomsCard(table);
      const gm = must(must(game.users).get(GM));
      gm.active = false;
      const message = await rollAs(table, P1, card, HERO, [10, 9]);
      expect(message?.id).toBeTruthy();
      expect(table().foundry.notifications.at(-1)).toMatchObject({
        type: "info",
        message: expect.stringMatching(/No GM is online/),
      });
      expect(must(stateOf(card).participants[0]).messageId).toBeNull();
      gm.active = true;
      table().foundry.withClient(GM, () => callHook("ready"));
      await settle(10);
      expect(must(stateOf(card).participants[0]).messageId).toBe(message?.id);
    },
  );
});

describe("two rolls for one side while no GM is online", () => {
  it("the first is recorded when the GM comes back; the second's roller is whispered why it was not", async () => {
    const card = await startKingdomsCard(table);
    const gmBack = gmOffline();
    const first = await rollAs(table, P1, card, HERO, [10, 9]);
    const second = await rollAs(table, P1, card, HERO, [2, 3]);
    gmBack();
    table().foundry.withClient(GM, () => callHook("ready"));
    await settle(20);
    expect(must(stateOf(card).participants[0]).messageId).toBe(first?.id);
    const told = messageViews().filter((m) => m.flags["indie-dice"]?.notRecorded !== undefined);
    expect(told.map((m) => [m.whisper, must(m.flags["indie-dice"]).notRecorded])).toEqual([
      [[P1], { messageId: second?.id }],
    ]);
    expect(must(told[0]).content).toMatch(
      /Your roll was not recorded on the card: Brunhild has already rolled in this contest\./,
    );
  });
});

describe("a refused roll that leaves the card waiting, found by the GM's sweep", () => {
  it("its author is whispered why once, not again each time a GM's client is ready (issue 42)", async () => {
    const card = await startKingdomsCard(table);
    const gmBack = gmOffline();
    // Bo rolls for Brunhild, whom he does not own: the side still waits for Ann.
    const forged = await postRollAs(table, P2, { cardId: must(card.id), participantId: HERO }, [10, 9]);
    gmBack();
    const told = () => messageViews().filter((m) => m.flags["indie-dice"]?.notRecorded !== undefined);
    for (let reload = 0; reload < 3; reload++) {
      table().foundry.withClient(GM, () => callHook("ready"));
      await settle(20);
    }
    expect(told().map((m) => [m.whisper, must(m.flags["indie-dice"]).notRecorded])).toEqual([
      [[P2], { messageId: forged.id }],
    ]);
    expect(must(told()[0]).content).toMatch(/Your roll was not recorded on the card/);
    expect(must(stateOf(card).participants[0]).messageId).toBeNull();
  });
});

describe("what the GM's client refuses", () => {
  it("a forged participant: refused, logged, the card unchanged", async () => {
    const warn = spyWarnings();
    const card = await startKingdomsCard(table);
    const before = stateOf(card);
    const forged = await postRollAs(table, P1, { cardId: must(card.id), participantId: "nobody" }, [10, 9]);
    expectRefused(await queryAs(table, P1, { cardId: card.id, messageId: forged.id }), "Unknown");
    expect(stateOf(card)).toEqual(before);
    expect(warn).toHaveBeenCalled();
  });

  it("a roll message flagged for a participant its author does not own", async () => {
    const card = await startKingdomsCard(table);
    const before = stateOf(card);
    const forged = await postRollAs(table, P2, { cardId: must(card.id), participantId: HERO }, [10, 9]);
    expectRefused(await queryAs(table, P2, { cardId: card.id, messageId: forged.id }), "NotOwner");
    expect(stateOf(card)).toEqual(before);
  });

  it(
    "a query naming another user's roll message records it for its own participant only, " + "never the sender's",
    async () => {
      const card = await startKingdomsCard(table, [HERO, RIVAL]);
      const heroRoll = await rollAs(table, P1, card, HERO, [10, 9]);
      const before = stateOf(card);
      // Bo asks for Ann's message: it is Brunhild's roll, already recorded — nothing changes for Sigurd.
      expectRefused(await queryAs(table, P2, { cardId: card.id, messageId: must(heroRoll).id }), "AlreadyRolled");
      expect(stateOf(card)).toEqual(before);
      expect(stateOf(card).participants.find((p) => p.id === RIVAL)?.messageId).toBeNull();
    },
  );

  it(
    "a query naming another user's roll message not yet recorded records it " +
      "for the participant the message names (its author's), never the sender's",
    async () => {
      const card = await startKingdomsCard(table, [HERO, RIVAL]);
      // Ann rolls for Brunhild with no GM online: her roll waits in the chat, unrecorded (her own query was never
      // sent).
      const gmBack = gmOffline();
      const heroRoll = must(await rollAs(table, P1, card, HERO, [10, 9]));
      gmBack();
      const before = stateOf(card);
      expect(before.participants.every((p) => p.messageId === null)).toBe(true);
      const messages = table().foundry.messages.length;
      const shown = table().foundry.notifications.length;
      vi.mocked(console.warn).mockClear();
      // Bo's client names Ann's message, and asks (in data the GM's client ignores) for it to be Sigurd's.
      const answer = await queryAs(table, P2, { cardId: card.id, messageId: heroRoll.id, participantId: RIVAL });
      expect(answer).toEqual({ ok: true, cardId: card.id, participantId: HERO, status: "open" });
      expect(stateOf(card)).toEqual(
        withParticipant(before, HERO, { messageId: heroRoll.id, rollCopy: heroRoll._source.rolls[0] }),
      );
      expect(stateOf(card).participants.find((p) => p.id === RIVAL)?.messageId).toBeNull();
      expect(table().foundry.messages).toHaveLength(messages);
      expect(table().foundry.notifications).toHaveLength(shown);
      expect(console.warn).not.toHaveBeenCalled();
    },
  );

  it(
    "a query naming another user's unrecorded roll flagged for the sender's own participant: " +
      "refused, for its author does not own it",
    async () => {
      const card = await startKingdomsCard(table, [HERO, RIVAL]);
      // Ann posts a roll flagged for Bo's Sigurd while no GM is online, so nothing has judged it yet.
      const gmBack = gmOffline();
      const forged = await postRollAs(table, P1, { cardId: must(card.id), participantId: RIVAL }, [10, 9]);
      gmBack();
      const before = stateOf(card);
      const messages = table().foundry.messages.length;
      // Bo owns Sigurd, but a query does not say who sent it: the message's author is what counts.
      expectRefused(await queryAs(table, P2, { cardId: card.id, messageId: forged.id }), "NotOwner");
      expect(stateOf(card)).toEqual(before);
      expect(before.participants.every((p) => p.messageId === null)).toBe(true);
      expect(table().foundry.messages).toHaveLength(messages);
      expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/refused/), expect.anything());
    },
  );

  it("a query whose card is not the one the message names", async () => {
    const card = await startKingdomsCard(table);
    const other = await startKingdomsCard(table);
    const roll = await rollAs(table, P1, card, HERO, [10, 9]);
    expectRefused(await queryAs(table, P1, { cardId: other.id, messageId: must(roll).id }), "OtherCard");
    expect(stateOf(other).participants.every((p) => p.messageId === null)).toBe(true);
  });

  it.each([
    [
      "a die face the formula cannot give",
      (data: Record<string, unknown>) => {
        must(must((data.terms as { results: { result: number }[] }[])[0]).results[0]).result = 13;
      },
    ],
    [
      "a total its dice do not give",
      (data: Record<string, unknown>) => {
        data.total = 5;
      },
    ],
    [
      "other dice than the spec's",
      (data: Record<string, unknown>) => {
        data.formula = "3d12kr7";
        const term = must((data.terms as { number: number; results: { result: number; active: boolean }[] }[])[0]);
        term.number = 3;
        term.results.push({ result: 12, active: true });
      },
    ],
  ])("forged roll JSON (%s): refused, the card unchanged", async (_name, edit) => {
    const card = await startKingdomsCard(table);
    const before = stateOf(card);
    const forged = await postRollAs(table, P1, { cardId: must(card.id), participantId: HERO }, [10, 9], edit);
    expectRefused(await queryAs(table, P1, { cardId: card.id, messageId: forged.id }), "WrongRoll");
    expect(stateOf(card)).toEqual(before);
  });

  it("a replayed request: the first is answered, the copy refused and logged", async () => {
    const card = await startKingdomsCard(table);
    const roll = await rollAs(table, P1, card, HERO, [10, 9]);
    const warn = spyWarnings();
    const recorded = stateOf(card);
    expectRefused(await queryAs(table, P1, { cardId: card.id, messageId: must(roll).id }), "AlreadyRolled");
    expect(stateOf(card)).toEqual(recorded);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/refused/), expect.anything());
  });

  it("a late request on a resolved card: refused, and the card stays resolved", async () => {
    const calls = resolvedHook();
    const card = await startKingdomsCard(table);
    await rollAs(table, P1, card, HERO, [10, 9]);
    await rollAs(table, GM, card, VILLAIN, [3, 8]);
    const resolved = stateOf(card);
    const late = await postRollAs(table, P1, { cardId: must(card.id), participantId: HERO }, [12, 12]);
    expectRefused(await queryAs(table, P1, { cardId: card.id, messageId: late.id }), "Resolved");
    expect(stateOf(card)).toEqual(resolved);
    expect(calls).toHaveLength(1);
  });

  it(
    "a forged 'card' with a malformed participant list breaks nothing: " + "passed by at ready, drawn as no card",
    async () => {
      const fake = (await table().foundry.withClient(P1, () =>
        ChatMessage.create({
          content: "x",
          flags: { "indie-dice": { contest: { status: "open", participants: [null], tieBreaks: [] } } },
        }),
      )) as ContestMessage;
      await postRollAs(table, P1, { cardId: must(fake.id), participantId: "x" }, [10, 9]);
      table().foundry.withClient(GM, () => callHook("ready"));
      await settle(10);
      expect((await drawCardAs(table, P2, fake)).querySelector(".indie-dice-contest")).toBeNull();
      // A real card still works on the same clients.
      const card = await startKingdomsCard(table);
      const message = await rollAs(table, P1, card, HERO, [10, 9]);
      expect(must(stateOf(card).participants[0]).messageId).toBe(message?.id);
    },
  );

  it(
    "a player's start request cannot fix anyone's roll " + "(a query does not say who sent it): it only proposes",
    async () => {
      table().foundry.controlTokens([HERO], P1);
      table().foundry.targetTokens([VILLAIN], P1);
      const card = await table().foundry.withClient(P1, () =>
        api().contests.start({ ruleSet: "kingdoms", specs: { defender: KR } }),
      );
      expect(stateOf(card).participants.map((p) => [p.spec, p.proposal ?? null])).toEqual([
        [null, null],
        [null, KR],
      ]);
    },
  );

  it(
    "a public roll its author edits after recording changes nothing: " + "every client judges the card's own copy",
    async () => {
      const card = await startKingdomsCard(table);
      const message = must(await rollAs(table, P1, card, HERO, [10, 9]));
      const copy = must(must(stateOf(card).participants[0]).rollCopy);
      expect(copy).toBe(message._source.rolls[0]);
      // Brunhild's player rewrites their roll into a failure, a roll its dice could give (so no check of the dice alone
      // sees it).
      const edited = JSON.parse(copy) as { terms: { results?: { result: number }[] }[] };
      for (const term of edited.terms) for (const result of term.results ?? []) result.result = 1;
      await table().foundry.withClient(P1, () => message.update({ rolls: [JSON.stringify(edited)] }));
      await rollAs(table, GM, card, VILLAIN, [3, 8]);
      expect(stateOf(card).outcome?.pairings).toEqual([
        expect.objectContaining({ winner: "attacker", decidedBy: "margin" }),
      ]);
      expect(
        (await drawCardAs(table, P2, card)).querySelector(`[data-participant="${HERO}"] .indie-dice-contest-total`)
          ?.textContent,
      ).toBe("+2");
    },
  );

  it("a public roll message deleted after recording: the card still resolves from its copy", async () => {
    const card = await startKingdomsCard(table);
    const message = must(await rollAs(table, P1, card, HERO, [10, 9]));
    await table().foundry.withClient(P1, () => (message as { delete(): Promise<unknown> }).delete());
    await rollAs(table, GM, card, VILLAIN, [3, 8]);
    expect(stateOf(card).status).toBe("resolved");
    expect(stateOf(card).outcome?.pairings[0]).toMatchObject({ winner: "attacker" });
  });

  /** Ann rolls Brunhild's side with `mode` (margin -2); the GM's client records it. */
  async function rollHeroWithMode(card: ContestMessage, mode: string): Promise<ContestMessage> {
    await table().foundry.setChatMode(mode);
    try {
      return must(await rollAs(table, P1, card, HERO, [2, 3]));
    } finally {
      await table().foundry.setChatMode("publicroll");
    }
  }

  const heroTotal = async (card: ContestMessage, viewer: string) =>
    (await drawCardAs(table, viewer, card)).querySelector(`[data-participant="${HERO}"] .indie-dice-contest-total`)
      ?.textContent;

  it.each([
    ["blindroll", true],
    ["gmroll", false],
  ])(
    "a %s is copied with its audience: its author's edit changes nothing, and deleting it reveals nothing",
    async (mode, blind) => {
      const card = await startKingdomsCard(table);
      const message = await rollHeroWithMode(card, mode);
      const hero = must(stateOf(card).participants[0]);
      expect(hero.rollCopy).toBe(message._source.rolls[0]);
      expect(hero.rollPrivacy).toEqual({ whisper: [GM], blind, authorId: P1 });
      // Ann turns the failure (margin -2) into a success after it was recorded.
      const edited = JSON.parse(must(hero.rollCopy)) as { terms: { results?: { result: number }[] }[] };
      for (const term of edited.terms) for (const result of term.results ?? []) result.result = 12;
      await table().foundry.withClient(P1, () => message.update({ rolls: [JSON.stringify(edited)] }));
      await rollAs(table, GM, card, VILLAIN, [10, 9]);
      expect(stateOf(card).outcome?.pairings).toEqual([expect.objectContaining({ winner: "defender" })]);
      expect(await heroTotal(card, GM)).toBe("−2");
      expect(await heroTotal(card, P2)).toBe("?");
      expect(await heroTotal(card, P1)).toBe(blind ? "?" : "−2");
      await table().foundry.withClient(P1, () => (message as { delete(): Promise<unknown> }).delete());
      expect(await heroTotal(card, P2)).toBe("?");
      expect(await heroTotal(card, P1)).toBe(blind ? "?" : "−2");
    },
  );

  it(
    'the GM\'s "Reveal to Everyone" on a blind roll reveals it on the card too ' + "(the dice stay the card's copy)",
    async () => {
      const card = await startKingdomsCard(table);
      const message = await rollHeroWithMode(card, "blindroll");
      expect(await heroTotal(card, P2)).toBe("?");
      await table().foundry.withClient(GM, () => message.update({ whisper: [], blind: false }));
      expect(await heroTotal(card, P2)).toBe("−2");
      expect(await heroTotal(card, P1)).toBe("−2");
    },
  );

  it("a self roll is copied too: only its author sees it on the card", async () => {
    const card = await startKingdomsCard(table);
    await rollHeroWithMode(card, "selfroll");
    expect(must(stateOf(card).participants[0]).rollPrivacy).toEqual({ whisper: [P1], blind: false, authorId: P1 });
    expect(await heroTotal(card, P1)).toBe("−2");
    expect(await heroTotal(card, P2)).toBe("?");
  });

  it("a whisper list naming no user of the world is not copied onto the card", async () => {
    const card = await startKingdomsCard(table);
    await table().foundry.withClient(P1, async () => {
      table().foundry.scriptFaces([2, 3]);
      const roll = await table().dice.rolls.KingdomsRoll.fromTest({ dice: 2, dt: 7 }).evaluate();
      const whisper = [GM, ...Array.from({ length: 50 }, (_, i) => `nobody${String(i).padStart(10, "0")}`)];
      const flags = { "indie-dice": { contestRoll: { cardId: card.id, participantId: HERO } } };
      await ChatMessage.create({ rolls: [JSON.stringify(roll)], whisper, flags });
    });
    await settle(10);
    expect(must(stateOf(card).participants[0]).messageId).not.toBeNull();
    expect(must(stateOf(card).participants[0]).rollPrivacy?.whisper).toEqual([GM]);
  });

  it("a card a player posted is no contest card to the GM's client", async () => {
    const card = await startKingdomsCard(table);
    const state = stateOf(card);
    const fake = (await table().foundry.withClient(P1, () =>
      ChatMessage.create({ content: "x", flags: { "indie-dice": { contest: state } } }),
    )) as { id: string };
    const roll = await postRollAs(table, P1, { cardId: fake.id, participantId: HERO }, [10, 9]);
    expectRefused(await queryAs(table, P1, { cardId: fake.id, messageId: roll.id }), "NoCard");
  });
});

describe("forged roll JSON in the other rule sets", () => {
  /**
   * Each rule set's side, a roll of it with these faces, and its Roll class: from its fixtures
   * (test/rule-sets/<id>/foundry/fixtures.ts).
   */
  const RULE_SETS = new Map<string, ForgedContestRoll>(
    RULE_SET_FOUNDRY_FIXTURES.flatMap(({ ruleSet, forgedContestRoll }) =>
      "make" in forgedContestRoll ? [[ruleSet, forgedContestRoll] as const] : [],
    ),
  );

  type RollData = Record<string, unknown>;
  type TermData = { faces?: number; results?: { result: number }[] };

  /** The stored total made what the edited dice add up to, so only a check of the faces themselves can see the edit. */
  function totalOfDice(data: RollData): number {
    return (foundry.dice.Roll as { fromData(data: object): { _evaluateTotal(): number } })
      .fromData(data)
      ._evaluateTotal();
  }

  /** Puts `face` on the first d6 of the roll, and gives the roll the total those dice add up to. */
  function d6Shows(face: number): (data: RollData) => void {
    return (data) => {
      const d6 = must((data.terms as TermData[]).find((term) => term.faces === 6));
      must(must(d6.results)[0]).result = face;
      data.total = totalOfDice(data);
    };
  }

  const FORGERIES: [string, (data: RollData) => void][] = [
    ["a 7 on a d6", d6Shows(7)],
    ["a 0 on a d6", d6Shows(0)],
    [
      "a total its dice do not give",
      (data) => {
        data.total = (data.total as number) + 3;
      },
    ],
  ];

  /** A rule set's roll posted as a user, flagged for the card, its JSON edited first. */
  async function postRuleSetRollAs(
    userId: string,
    card: ContestMessage,
    participantId: string,
    ruleSet: string,
    edit: (data: RollData) => void = () => undefined,
  ) {
    const { faces, make } = must(RULE_SETS.get(ruleSet));
    return table().foundry.withClient(userId, async () => {
      table().foundry.scriptFaces([...faces]);
      const roll = await make(table().dice.rolls, stateOf(card)).evaluate();
      const data = JSON.parse(JSON.stringify(roll)) as RollData;
      edit(data);
      const created = await ChatMessage.create({
        rolls: [JSON.stringify(data)],
        flags: { "indie-dice": { contestRoll: { cardId: card.id, participantId } } },
      });
      await settle(10);
      return messageView(created);
    });
  }

  function startRuleSetCard(ruleSet: string): Promise<ContestMessage> {
    const { spec } = must(RULE_SETS.get(ruleSet));
    return startCard(table, ruleSet, { attackers: spec, defender: spec });
  }

  it.each([...RULE_SETS.keys()])(
    "%s: the same roll unedited is recorded (each forgery below is refused for its edit alone)",
    async (ruleSet) => {
      const card = await startRuleSetCard(ruleSet);
      const roll = await postRuleSetRollAs(P1, card, HERO, ruleSet);
      expect(await queryAs(table, P1, { cardId: card.id, messageId: roll.id })).toMatchObject({
        ok: true,
        participantId: HERO,
      });
      expect(stateOf(card).participants.find((p) => p.id === HERO)?.messageId).toBe(roll.id);
      expect(console.warn).not.toHaveBeenCalled();
    },
  );

  it.each([...RULE_SETS.keys()].flatMap((ruleSet) => FORGERIES.map(([name, edit]) => [ruleSet, name, edit] as const)))(
    "%s, forged roll JSON (%s): refused and logged, the card unchanged, nothing else posted",
    async (ruleSet, _name, edit) => {
      const card = await startRuleSetCard(ruleSet);
      const before = stateOf(card);
      const messages = table().foundry.messages.length;
      const shown = table().foundry.notifications.length;
      const forged = await postRuleSetRollAs(P1, card, HERO, ruleSet, edit);
      expectRefused(await queryAs(table, P1, { cardId: card.id, messageId: forged.id }), "WrongRoll");
      expect(stateOf(card)).toEqual(before);
      expect(table().foundry.messages).toHaveLength(messages + 1);
      expect(table().foundry.notifications).toHaveLength(shown);
      expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/refused/), expect.anything());
    },
  );
});

describe("the card as each user sees it", () => {
  it("shows an active Roll button only where the viewer may roll", async () => {
    const card = await startKingdomsCard(table);
    expect(rollButtons(await drawCardAs(table, P1, card))).toEqual({ [HERO]: true, [VILLAIN]: false });
    expect(rollButtons(await drawCardAs(table, P2, card))).toEqual({ [HERO]: false, [VILLAIN]: false });
    expect(rollButtons(await drawCardAs(table, GM, card))).toEqual({ [HERO]: true, [VILLAIN]: true });
  });

  it("a click on the Roll button rolls for that participant (Shift fast-forwards)", async () => {
    const card = await startKingdomsCard(table);
    const html = await drawCardAs(table, P1, card);
    table().foundry.scriptFaces([10, 9]);
    await table().foundry.withClient(P1, async () => {
      must(html.querySelector<HTMLButtonElement>(`button[data-participant="${HERO}"]`)).dispatchEvent(
        new MouseEvent("click", { bubbles: true, shiftKey: true }),
      );
      await settle(20);
    });
    expect(must(stateOf(card).participants[0]).messageId).not.toBeNull();
  });

  it("renders the same after a reload of every client, and a resolved card stays resolved", async () => {
    const card = await startKingdomsCard(table);
    await rollAs(table, P1, card, HERO, [10, 9]);
    await rollAs(table, GM, card, VILLAIN, [3, 8]);
    const before = must((await drawCardAs(table, P1, card)).querySelector(".message-content")).innerHTML;
    expect(before).toContain('data-status="resolved"');
    table().foundry.reloadMessages();
    const after = must((await drawCardAs(table, P1, card)).querySelector(".message-content")).innerHTML;
    expect(after).toBe(before);
    expect(rollButtons(await drawCardAs(table, GM, card))).toEqual({});
  });
});
