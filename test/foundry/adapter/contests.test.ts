// @vitest-environment happy-dom
/**
 * Contests in Foundry, with the GM's client as the only writer of a card: who may roll, what the GM's client
 * records, what it refuses (and that a refusal changes nothing), and that the card survives a reload.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContestMessage } from "../../../src/foundry/contests/contest-documents";
import { api, callHook, settle } from "./dialog-harness";
import {
  drawCardAs,
  KR,
  expectRefused,
  postRollAs,
  queryAs,
  rollAs,
  rollButtons,
  spyWarnings,
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
} from "./contests-harness";

const table = useContestTable();

// Every refusal is logged with console.warn: kept out of the test output, and read where a test asks.
beforeEach(() => void spyWarnings());
afterEach(() => vi.restoreAllMocks());

function resolvedHook() {
  const calls: unknown[][] = [];
  Hooks.on("indie-dice.contestResolved" as never, ((...args: unknown[]) => calls.push(args)) as never);
  return calls;
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
    expect(state.rules).toMatchObject({ kaiserTieRule: "roll-off", kaiserFumblePenalty: { number: 2, faces: 6, bonus: 0 } });
    expect(state.attack).toBe(true);
  });

  it("from a player's client, asks the GM's client to post it: the card is the GM's message", async () => {
    table().foundry.controlTokens([HERO], P1);
    table().foundry.targetTokens([VILLAIN], P1);
    const card = await table().foundry.withClient(P1, () => api().contests.start({ ruleSet: "olde" }));
    expect(card.author?.id).toBe(GM);
    expect(stateOf(card).participants.map((p) => p.id)).toEqual([HERO, VILLAIN]);
  });

  it("refuses, localized, without an attacker or a single target", async () => {
    await expect(table().foundry.withClient(P1, () => api().contests.start({ ruleSet: "olde" }))).rejects.toThrow(/at least one attacker/);
    table().foundry.controlTokens([HERO], P1);
    await expect(table().foundry.withClient(P1, () => api().contests.start({ ruleSet: "olde" }))).rejects.toThrow(/exactly one defender/);
    expect(table().foundry.messages).toHaveLength(0);
  });

  it("adds a Start contest tool after the Indie Dice tool", () => {
    const controls = { tokens: { tools: { select: {} } as Record<string, { title?: string }> } };
    callHook("getSceneControlButtons", controls);
    expect(Object.keys(controls.tokens.tools)).toEqual(["select", "indieDice", "indieDiceContest"]);
    expect(game.i18n.has(controls.tokens.tools.indieDiceContest!.title!)).toBe(true);
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
    expect(table().foundry.notifications.at(-1)).toMatchObject({ type: "warning", message: expect.stringMatching(/Only the owners of Brunhild/) });
  });

  it("the GM rolls for an NPC; when every roll is in the card resolves and the hook is called once", async () => {
    const calls = resolvedHook();
    const card = await startKingdomsCard(table);
    await rollAs(table, P1, card, HERO, [10, 9]);
    await rollAs(table, GM, card, VILLAIN, [3, 8]);
    const state = stateOf(card);
    expect(state.status).toBe("resolved");
    expect(state.outcome?.pairings).toEqual([expect.objectContaining({ attackerId: HERO, defenderId: VILLAIN, winner: "attacker", decidedBy: "margin" })]);
    expect(calls).toHaveLength(1);
    expect((calls[0]![0] as { id: string }).id).toBe(card.id);
    expect(calls[0]![1]).toEqual(state.outcome);
  });

  it("two rolls at the same moment both land (the GM's writes are serialised)", async () => {
    const calls = resolvedHook();
    const card = await startKingdomsCard(table);
    table().foundry.scriptFaces([10, 9, 3, 8]);
    await Promise.all([
      table().foundry.withClient(P1, () => api().contests.roll(card.id!, HERO, { fastForward: true })),
      table().foundry.withClient(GM, () => api().contests.roll(card.id!, VILLAIN, { fastForward: true })),
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
    expect(stateOf(card).outcome?.pairings.map((p) => [p.attackerId, p.winner])).toEqual([[HERO, "attacker"], [RIVAL, "defender"]]);
  });

  it("a Kaiser side that fumbles carries its opposed penalty dice, and the card judges them", async () => {
    const card = await table().foundry.withClient(GM, () =>
      api().contests.start({ ruleSet: "kaiser", attackers: [tokenDoc(HERO)] as never, defender: tokenDoc(VILLAIN) as never, specs: { attackers: { kind: "skill", bonus: 5, advantage: 0, method: "pool" }, defender: { kind: "skill", bonus: 3, advantage: 0, method: "pool" } } }),
    );
    const message = await rollAs(table, P1, card, HERO, [1, 1, 2, 2]);
    const roll = JSON.parse((message as unknown as { _source: { rolls: string[] } })._source.rolls[0]!) as { dice: { faces: number; results: { result: number }[] }[] };
    expect(roll.dice.map((die) => [die.faces, die.results.map((r) => r.result)])).toEqual([[6, [2, 2]]]);
    await rollAs(table, GM, card, VILLAIN, [3, 4]);
    // The fumbling attacker: max(0, 5 − 4) = 1 against the defender's 10.
    expect(stateOf(card).outcome?.pairings[0]).toMatchObject({ winner: "defender", decidedBy: "total" });
  });
});

describe("no GM online", () => {
  it("the player is told plainly, the roll stays in the chat, and the GM's client records it when it comes back", async () => {
    const card = await startKingdomsCard(table);
    const gm = game.users!.get(GM) as unknown as { active: boolean };
    gm.active = false;
    const message = await rollAs(table, P1, card, HERO, [10, 9]);
    expect(message?.id).toBeTruthy();
    expect(table().foundry.notifications.at(-1)).toMatchObject({ type: "info", message: expect.stringMatching(/No GM is online/) });
    expect(stateOf(card).participants[0]!.messageId).toBeNull();
    gm.active = true;
    table().foundry.withClient(GM, () => callHook("ready"));
    await settle(10);
    expect(stateOf(card).participants[0]!.messageId).toBe(message?.id);
  });
});

describe("what the GM's client refuses", () => {
  it("a forged participant: refused, logged, the card unchanged", async () => {
    const warn = spyWarnings();
    const card = await startKingdomsCard(table);
    const before = stateOf(card);
    const forged = await postRollAs(table, P1, { cardId: card.id!, participantId: "nobody" }, [10, 9]);
    expectRefused(await queryAs(table, P1, { cardId: card.id, messageId: forged.id }), "Unknown");
    expect(stateOf(card)).toEqual(before);
    expect(warn).toHaveBeenCalled();
  });

  it("a roll message flagged for a participant its author does not own", async () => {
    const card = await startKingdomsCard(table);
    const before = stateOf(card);
    const forged = await postRollAs(table, P2, { cardId: card.id!, participantId: HERO }, [10, 9]);
    expectRefused(await queryAs(table, P2, { cardId: card.id, messageId: forged.id }), "NotOwner");
    expect(stateOf(card)).toEqual(before);
  });

  it("a query naming another user's roll message records it for its own participant only, never the sender's", async () => {
    const card = await startKingdomsCard(table, [HERO, RIVAL]);
    const heroRoll = await rollAs(table, P1, card, HERO, [10, 9]);
    const before = stateOf(card);
    // Bo asks for Ann's message: it is Brunhild's roll, already recorded — nothing changes for Sigurd.
    expectRefused(await queryAs(table, P2, { cardId: card.id, messageId: heroRoll!.id }), "AlreadyRolled");
    expect(stateOf(card)).toEqual(before);
    expect(stateOf(card).participants.find((p) => p.id === RIVAL)?.messageId).toBeNull();
  });

  it("a query whose card is not the one the message names", async () => {
    const card = await startKingdomsCard(table);
    const other = await startKingdomsCard(table);
    const roll = await rollAs(table, P1, card, HERO, [10, 9]);
    expectRefused(await queryAs(table, P1, { cardId: other.id, messageId: roll!.id }), "OtherCard");
    expect(stateOf(other).participants.every((p) => p.messageId === null)).toBe(true);
  });

  it.each([
    ["a die face the formula cannot give", (data: Record<string, unknown>) => {
      ((data.terms as { results: { result: number }[] }[])[0]!.results[0]!).result = 13;
    }],
    ["a total its dice do not give", (data: Record<string, unknown>) => {
      data.total = 5;
    }],
    ["other dice than the spec's", (data: Record<string, unknown>) => {
      data.formula = "3d12kr7";
      const term = (data.terms as { number: number; results: { result: number; active: boolean }[] }[])[0]!;
      term.number = 3;
      term.results.push({ result: 12, active: true });
    }],
  ])("forged roll JSON (%s): refused, the card unchanged", async (_name, edit) => {
    const card = await startKingdomsCard(table);
    const before = stateOf(card);
    const forged = await postRollAs(table, P1, { cardId: card.id!, participantId: HERO }, [10, 9], edit);
    expectRefused(await queryAs(table, P1, { cardId: card.id, messageId: forged.id }), "WrongRoll");
    expect(stateOf(card)).toEqual(before);
  });

  it("a replayed request: the first is answered, the copy refused and logged", async () => {
    const card = await startKingdomsCard(table);
    const roll = await rollAs(table, P1, card, HERO, [10, 9]);
    const warn = spyWarnings();
    const recorded = stateOf(card);
    expectRefused(await queryAs(table, P1, { cardId: card.id, messageId: roll!.id }), "AlreadyRolled");
    expect(stateOf(card)).toEqual(recorded);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/refused/), expect.anything());
  });

  it("a late request on a resolved card: refused, and the card stays resolved", async () => {
    const calls = resolvedHook();
    const card = await startKingdomsCard(table);
    await rollAs(table, P1, card, HERO, [10, 9]);
    await rollAs(table, GM, card, VILLAIN, [3, 8]);
    const resolved = stateOf(card);
    const late = await postRollAs(table, P1, { cardId: card.id!, participantId: HERO }, [12, 12]);
    expectRefused(await queryAs(table, P1, { cardId: card.id, messageId: late.id }), "Resolved");
    expect(stateOf(card)).toEqual(resolved);
    expect(calls).toHaveLength(1);
  });

  it("a forged 'card' with a malformed participant list breaks nothing: passed by at ready, drawn as no card", async () => {
    const fake = (await table().foundry.withClient(P1, () =>
      ChatMessage.create({ content: "x", flags: { "indie-dice": { contest: { status: "open", participants: [null], tieBreaks: [] } } } } as never),
    )) as unknown as ContestMessage;
    await postRollAs(table, P1, { cardId: fake.id!, participantId: "x" }, [10, 9]);
    table().foundry.withClient(GM, () => callHook("ready"));
    await settle(10);
    expect((await drawCardAs(table, P2, fake)).querySelector(".indie-dice-contest")).toBeNull();
    // A real card still works on the same clients.
    const card = await startKingdomsCard(table);
    const message = await rollAs(table, P1, card, HERO, [10, 9]);
    expect(stateOf(card).participants[0]!.messageId).toBe(message?.id);
  });

  it("a player's start request cannot fix anyone's roll (a query does not say who sent it): it only proposes", async () => {
    table().foundry.controlTokens([HERO], P1);
    table().foundry.targetTokens([VILLAIN], P1);
    const card = await table().foundry.withClient(P1, () => api().contests.start({ ruleSet: "kingdoms", specs: { defender: KR } }));
    expect(stateOf(card).participants.map((p) => [p.spec, p.proposal ?? null])).toEqual([[null, null], [null, KR]]);
  });

  it("a public roll its author edits after recording changes nothing: every client judges the card's own copy", async () => {
    const card = await startKingdomsCard(table);
    const message = (await rollAs(table, P1, card, HERO, [10, 9]))!;
    const copy = stateOf(card).participants[0]!.rollCopy!;
    expect(copy).toBe(message._source.rolls[0]);
    // Brunhild's player rewrites their roll into a failure, a roll its dice could give (so no check of the dice alone sees it).
    const edited = JSON.parse(copy) as { terms: { results?: { result: number }[] }[] };
    for (const term of edited.terms) for (const result of term.results ?? []) result.result = 1;
    await table().foundry.withClient(P1, () => message.update({ rolls: [JSON.stringify(edited)] } as never));
    await rollAs(table, GM, card, VILLAIN, [3, 8]);
    expect(stateOf(card).outcome?.pairings).toEqual([expect.objectContaining({ winner: "attacker", decidedBy: "margin" })]);
    expect((await drawCardAs(table, P2, card)).querySelector(`[data-participant="${HERO}"] .indie-dice-contest-total`)?.textContent).toBe("+2");
  });

  it("a public roll message deleted after recording: the card still resolves from its copy", async () => {
    const card = await startKingdomsCard(table);
    const message = (await rollAs(table, P1, card, HERO, [10, 9]))!;
    await table().foundry.withClient(P1, () => (message as unknown as { delete(): Promise<unknown> }).delete());
    await rollAs(table, GM, card, VILLAIN, [3, 8]);
    expect(stateOf(card).status).toBe("resolved");
    expect(stateOf(card).outcome?.pairings[0]).toMatchObject({ winner: "attacker" });
  });

  it.each(["blindroll", "gmroll", "selfroll"])("a %s is not copied onto the card, whose flags every client can read", async (mode) => {
    const card = await startKingdomsCard(table);
    await game.settings.set("core", "rollMode", mode as never);
    try {
      await rollAs(table, P1, card, HERO, [10, 9]);
    } finally {
      await game.settings.set("core", "rollMode", "publicroll" as never);
    }
    const hero = stateOf(card).participants[0]!;
    expect(hero.messageId).not.toBeNull();
    expect(hero).not.toHaveProperty("rollCopy");
  });

  it("a card a player posted is no contest card to the GM's client", async () => {
    const card = await startKingdomsCard(table);
    const state = stateOf(card);
    const fake = (await table().foundry.withClient(P1, () => ChatMessage.create({ content: "x", flags: { "indie-dice": { contest: state } } } as never))) as unknown as { id: string };
    const roll = await postRollAs(table, P1, { cardId: fake.id, participantId: HERO }, [10, 9]);
    expectRefused(await queryAs(table, P1, { cardId: fake.id, messageId: roll.id }), "NoCard");
  });
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
      html.querySelector<HTMLButtonElement>(`button[data-participant="${HERO}"]`)!.dispatchEvent(new MouseEvent("click", { bubbles: true, shiftKey: true }));
      await settle(20);
    });
    expect(stateOf(card).participants[0]!.messageId).not.toBeNull();
  });

  it("renders the same after a reload of every client, and a resolved card stays resolved", async () => {
    const card = await startKingdomsCard(table);
    await rollAs(table, P1, card, HERO, [10, 9]);
    await rollAs(table, GM, card, VILLAIN, [3, 8]);
    const before = (await drawCardAs(table, P1, card)).querySelector(".message-content")!.innerHTML;
    expect(before).toContain('data-status="resolved"');
    table().foundry.reloadMessages();
    const after = (await drawCardAs(table, P1, card)).querySelector(".message-content")!.innerHTML;
    expect(after).toBe(before);
    expect(rollButtons(await drawCardAs(table, GM, card))).toEqual({});
  });
});
