// @vitest-environment happy-dom
/**
 * Kleptonomicon Group Tests in Foundry, with the GM's client as the only writer of the card: who may roll and
 * give, what the GM's client records, what it refuses (and that a refusal changes nothing), and that the card
 * survives a reload.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GroupTestState } from "../../../../src/rule-sets/klepto/core/group-test/group-test-types";
import type { ChatMessageView as ContestMessage } from "../../../../src/foundry/types/chat-message";
import { cardDrawn as groupCardDrawn, unfoldCardDetails } from "../../../../src/foundry/cards/card-renderer";
import {
  RECORD_GROUP_GIFT_QUERY,
  RECORD_GROUP_ROLL_QUERY,
} from "../../../../src/rule-sets/klepto/foundry/group-test/group-test-card";
import { api, callHook, messageById, messageView, settle } from "../../../foundry/support/dialog-harness";
import { installDiceSoNiceDouble, type DiceSoNiceDouble } from "../../../../foundry-double/dice-so-nice";
import {
  spyWarnings,
  tokenDoc,
  useContestTable,
  GM,
  HERO,
  P1,
  P2,
  RIVAL,
  VILLAIN,
} from "../../../foundry/support/contests-harness";
import { queryFromAnyClient } from "../../../foundry/support/any-client";
import { expectRefusal, must, record, renderedElement } from "../../../kit";

const table = useContestTable();

beforeEach(() => void spyWarnings());
afterEach(() => vi.restoreAllMocks());

function stateOf(card: ContestMessage): GroupTestState {
  const message = messageById(must(card.id));
  return JSON.parse(JSON.stringify(must(message.flags["indie-dice"]).groupTest)) as GroupTestState;
}

/** Brunhild (Ann's, Modifier +2), Sigurd (Bo's) and Fafnir (an NPC, Modifier +2), started by the GM. */
async function startCard(reading?: "dice" | "plusOne"): Promise<ContestMessage> {
  return table().foundry.withClient(GM, () =>
    api().groupTests.groupTest({
      participants: [
        { participant: tokenDoc(HERO), modifier: 2 },
        tokenDoc(RIVAL),
        { participant: tokenDoc(VILLAIN), modifier: 2 },
      ],
      ...(reading ? { reading } : {}),
    }),
  );
}

async function rollAs(userId: string, card: ContestMessage, participantId: string, faces: number[]) {
  table().foundry.scriptFaces(faces);
  const message = await table().foundry.withClient(userId, () =>
    api().groupTests.groupRoll(must(card.id), participantId, { fastForward: true }),
  );
  await settle(10);
  return message;
}

/** A roll in this chat mode, the chat's mode set back to public afterwards. */
async function rollIn(mode: string, userId: string, card: ContestMessage, participantId: string, faces: number[]) {
  await table().foundry.setChatMode(mode);
  try {
    return await rollAs(userId, card, participantId, faces);
  } finally {
    await table().foundry.setChatMode("publicroll");
  }
}

/** Everyone rolls: Brunhild 8 + 2 = 10 (two gifts), Sigurd 3, Fafnir 8 + 2 = 10 (two gifts). */
async function everyoneRolls(card: ContestMessage): Promise<void> {
  await rollAs(P1, card, HERO, [8]);
  await rollAs(P2, card, RIVAL, [3]);
  await rollAs(GM, card, VILLAIN, [8]);
}

async function giveAs(userId: string, card: ContestMessage, giver: string, receiver: string, dieFaces: number[] = []) {
  if (dieFaces.length > 0) table().foundry.scriptFaces(dieFaces);
  const message = await table().foundry.withClient(userId, () =>
    api().groupTests.giveAdvantage(must(card.id), giver, receiver),
  );
  await settle(10);
  return message;
}

async function postAs(userId: string, data: object): Promise<ContestMessage> {
  const created = await table().foundry.withClient(userId, () => ChatMessage.create(data));
  await settle(10);
  return messageView(created);
}

/** A Kleptonomicon roll message posted as a user, flagged for the card, its JSON edited first. */
async function postRollAs(
  userId: string,
  flag: object,
  faces: number[],
  edit: (data: Record<string, unknown>) => void = () => undefined,
) {
  return table().foundry.withClient(userId, async () => {
    table().foundry.scriptFaces(faces);
    const roll = await table().dice.rolls.KleptoRoll.fromTest({ modifier: 0, method: "coin" }).evaluate();
    const data = record(JSON.parse(JSON.stringify(roll)));
    edit(data);
    return postAs(userId, { rolls: [JSON.stringify(data)], flags: { "indie-dice": { groupTestRoll: flag } } });
  });
}

async function queryAs(userId: string, name: string, data: unknown): Promise<Record<string, unknown>> {
  const answer = await table().foundry.withClient(userId, () => queryFromAnyClient(name, data));
  await settle(10);
  return record(answer);
}

function expectRefused(answer: Record<string, unknown>, key: string): void {
  expectRefusal(answer, `INDIE_DICE.GroupTest.Error.${key}`);
}

/** Takes the GM's client offline; the returned function brings it back without its `ready` sweep. */
function gmOffline(): () => void {
  const gm = must(must(game.users).get(GM));
  gm.active = false;
  return () => {
    gm.active = true;
  };
}

async function drawAs(userId: string, card: ContestMessage): Promise<HTMLElement> {
  return table().foundry.withClient(userId, async () => {
    const html = renderedElement(await table().foundry.renderMessage(must(game.messages).get(must(card.id))));
    await groupCardDrawn(html);
    // Read whole, as a reader who opens the folded details sees it.
    unfoldCardDetails(html);
    return html;
  });
}

function buttons(html: HTMLElement, action: string): Record<string, boolean> {
  const found = [...html.querySelectorAll<HTMLButtonElement>(`button[data-action="${action}"]`)];
  return Object.fromEntries(
    found.map((b) => [b.dataset.participant || `${b.dataset.giver}>${b.dataset.receiver}`, !b.disabled]),
  );
}

describe("starting a group test", () => {
  it("the GM posts the card for the selected tokens, the gift reading from the world setting", async () => {
    await game.settings.set("indie-dice", "kleptoGiftReading", "plusOne");
    table().foundry.controlTokens([HERO, RIVAL], GM);
    const card = await table().foundry.withClient(GM, () => api().groupTests.groupTest());
    const state = stateOf(card);
    expect(card.author?.id).toBe(GM);
    expect(state.reading).toBe("plusOne");
    expect(state.participants.map((p) => [p.id, p.name, p.actorUuid, p.request.modifier])).toEqual([
      [HERO, "Brunhild", "Actor.heroActor0000001", 0],
      [RIVAL, "Sigurd", "Actor.rivalActor000001", 0],
    ]);
  });

  it("a player may not start one: told so, nothing posted", async () => {
    table().foundry.controlTokens([HERO], P1);
    await expect(table().foundry.withClient(P1, () => api().groupTests.groupTest())).rejects.toThrow(
      /only a GM starts/i,
    );
    expect(table().foundry.messages).toHaveLength(0);
  });
});

describe("rolling", () => {
  it("an owner's roll is their own flagged message, recorded by the GM's client", async () => {
    const card = await startCard();
    const message = await rollAs(P1, card, HERO, [8]);
    expect(message?.author?.id).toBe(P1);
    expect(message?.flags["indie-dice"]).toEqual({ groupTestRoll: { cardId: card.id, participantId: HERO } });
    expect(stateOf(card).participants.map((p) => p.messageId)).toEqual([message?.id, null, null]);
    expect(console.warn).not.toHaveBeenCalled();
    expect(table().foundry.notifications.filter((n) => n.type !== "info")).toEqual([]);
  });

  it.each([
    ["blindroll", true],
    ["gmroll", false],
  ])(
    "a %s is copied with its audience: '?' to those who may not see it, and its author's edit changes nothing",
    async (mode, blind) => {
      const card = await startCard();
      await table().foundry.setChatMode(mode);
      let message: ContestMessage;
      try {
        message = must(await rollAs(P1, card, HERO, [3]));
      } finally {
        await table().foundry.setChatMode("publicroll");
      }
      const hero = must(stateOf(card).participants[0]);
      expect(hero.rollCopy).toBe(message._source.rolls[0]);
      expect(hero.rollPrivacy).toEqual({ whisper: [GM], blind, authorId: P1 });
      const edited = JSON.parse(must(message._source.rolls[0])) as { terms: { results?: { result: number }[] }[] };
      for (const term of edited.terms) for (const result of term.results ?? []) result.result = 9;
      await table().foundry.withClient(P1, () => message.update({ rolls: [JSON.stringify(edited)] }));
      const final = async (viewer: string) =>
        (await drawAs(viewer, card)).querySelector(`[data-participant="${HERO}"] .indie-dice-group-final`)?.textContent;
      expect(await final(GM)).toMatch(/^5/);
      expect(await final(P2)).toBe("?");
      expect(await final(P1)).toMatch(blind ? /^\?$/ : /^5/);
    },
  );

  it('the GM\'s "Reveal to Everyone" on a blind roll reveals it on the card too', async () => {
    const card = await startCard();
    await table().foundry.setChatMode("blind");
    let message: ContestMessage;
    try {
      message = must(await rollAs(P1, card, HERO, [3]));
    } finally {
      await table().foundry.setChatMode("public");
    }
    const final = async () =>
      (await drawAs(P2, card)).querySelector(`[data-participant="${HERO}"] .indie-dice-group-final`)?.textContent;
    expect(await final()).toBe("?");
    await table().foundry.withClient(GM, () => message.update({ whisper: [], blind: false }));
    expect(await final()).toMatch(/^5/);
  });

  it("a roll its author edits or deletes after recording changes nothing: the card keeps its own copy", async () => {
    const card = await startCard();
    const message = must(await rollAs(P1, card, HERO, [3]));
    expect(must(stateOf(card).participants[0]).rollCopy).toBe(message._source.rolls[0]);
    const edited = JSON.parse(must(message._source.rolls[0])) as { terms: { results?: { result: number }[] }[] };
    for (const term of edited.terms) for (const result of term.results ?? []) result.result = 9;
    await table().foundry.withClient(P1, () => message.update({ rolls: [JSON.stringify(edited)] }));
    const final = async () =>
      (await drawAs(P2, card)).querySelector(`[data-participant="${HERO}"] .indie-dice-group-final`)?.textContent ?? "";
    expect(await final()).toMatch(/^5/);
    await table().foundry.withClient(P1, () => (message as { delete(): Promise<unknown> }).delete());
    expect(await final()).toMatch(/^5/);
  });

  it("a non-owner may not roll; the GM rolls for the NPC", async () => {
    const card = await startCard();
    expect(await rollAs(P2, card, HERO, [8])).toBeNull();
    expect(table().foundry.notifications.at(-1)).toMatchObject({
      type: "warning",
      message: expect.stringMatching(/only the owners of Brunhild/),
    });
    const npc = await rollAs(GM, card, VILLAIN, [5]);
    expect(stateOf(card).participants.map((p) => p.messageId)).toEqual([null, null, npc?.id]);
  });

  it("two rolls at the same moment both land", async () => {
    const card = await startCard();
    table().foundry.scriptFaces([8, 3]);
    await Promise.all([
      table().foundry.withClient(P1, () => api().groupTests.groupRoll(must(card.id), HERO, { fastForward: true })),
      table().foundry.withClient(P2, () => api().groupTests.groupRoll(must(card.id), RIVAL, { fastForward: true })),
    ]);
    await settle(20);
    expect(
      stateOf(card)
        .participants.filter((p) => p.messageId !== null)
        .map((p) => p.id),
    ).toEqual([HERO, RIVAL]);
  });

  it("no GM online: the player is told plainly, and the roll is recorded when the GM is back", async () => {
    const card = await startCard();
    const gm = must(must(game.users).get(GM));
    gm.active = false;
    const message = await rollAs(P1, card, HERO, [8]);
    expect(table().foundry.notifications.at(-1)).toMatchObject({
      type: "info",
      message: expect.stringMatching(/No GM is online/),
    });
    expect(must(stateOf(card).participants[0]).messageId).toBeNull();
    gm.active = true;
    table().foundry.withClient(GM, () => callHook("ready"));
    await settle(10);
    expect(must(stateOf(card).participants[0]).messageId).toBe(message?.id);
  });
});

describe("giving Advantages", () => {
  it(
    "a giver's owner gives; the GM's client rolls the die " + "(a real roll message) and the card keeps the best",
    async () => {
      const card = await startCard();
      await everyoneRolls(card);
      const request = await giveAs(P1, card, HERO, RIVAL, [9]);
      expect(request?.author?.id).toBe(P1);
      const state = stateOf(card);
      expect(state.gifts).toEqual([
        { giver: HERO, receiver: RIVAL, dice: { faces: [9], coins: [] }, messageId: expect.any(String) },
      ]);
      const die = messageById(must(must(state.gifts[0]).messageId));
      expect(die.author?.id).toBe(GM);
      expect(JSON.parse(must(die._source.rolls[0]))).toMatchObject({ class: "KleptoRoll", formula: "1d10kc" });
      const html = await drawAs(P2, card);
      expect(html.querySelector(`[data-participant="${RIVAL}"] .indie-dice-group-final`)?.textContent).toMatch(/^9/);
      expect(html.querySelector(".indie-dice-group-gifts")?.textContent).toMatch(
        /Brunhild gave Sigurd an Advantage \(d10: 9\)/,
      );
    },
  );

  it.each([
    ["blindroll", { whisper: [GM], blind: true }],
    ["gmroll", { whisper: [GM], blind: false }],
    ["publicroll", { whisper: [], blind: false }],
  ] as const)(
    "the gift's die is seen by those who may see the receiver's %s, whatever the GM's chat bar says",
    async (mode, audience) => {
      const card = await startCard();
      await rollAs(P1, card, HERO, [8]);
      await table().foundry.setChatMode(mode);
      try {
        await rollAs(P2, card, RIVAL, [3]);
      } finally {
        await table().foundry.setChatMode("publicroll");
      }
      await rollAs(GM, card, VILLAIN, [8]);
      // The GM's own chat bar says otherwise: the die follows the receiver's roll, not the GM's choice.
      await table().foundry.withClient(GM, () =>
        table().foundry.setChatMode(mode === "publicroll" ? "blindroll" : "publicroll"),
      );
      await giveAs(P1, card, HERO, RIVAL, [9]);
      const die = messageById(must(must(stateOf(card).gifts[0]).messageId));
      expect({ whisper: die.whisper, blind: die.blind }).toEqual(audience);
    },
  );

  it("under the +1 reading no die is rolled", async () => {
    const card = await startCard("plusOne");
    await everyoneRolls(card);
    const before = table().foundry.messages.length;
    await giveAs(P1, card, HERO, RIVAL);
    expect(stateOf(card).gifts).toEqual([
      { giver: HERO, receiver: RIVAL, dice: { faces: [], coins: [] }, messageId: null },
    ]);
    // The request message only.
    expect(table().foundry.messages.length).toBe(before + 1);
  });

  it("shows give buttons to the giver's owners and the GM only, with the odds", async () => {
    const card = await startCard();
    await everyoneRolls(card);
    const give = "indie-dice-group-give";
    expect(buttons(await drawAs(P1, card), give)).toEqual({
      [`${HERO}>${RIVAL}`]: true,
      [`${HERO}>${VILLAIN}`]: true,
      [`${VILLAIN}>${HERO}`]: false,
      [`${VILLAIN}>${RIVAL}`]: false,
    });
    expect(buttons(await drawAs(GM, card), give)).toEqual({
      [`${HERO}>${RIVAL}`]: true,
      [`${HERO}>${VILLAIN}`]: true,
      [`${VILLAIN}>${HERO}`]: true,
      [`${VILLAIN}>${RIVAL}`]: true,
    });
    const html = await drawAs(P2, card);
    expect(Object.values(buttons(html, give)).some(Boolean)).toBe(false);
    // A greyed gift says why, as its tooltip; one the viewer may give says nothing of the kind.
    expect(
      html.querySelector<HTMLButtonElement>(`button[data-giver="${VILLAIN}"][data-receiver="${HERO}"]`)?.dataset
        .tooltipText,
    ).toBe("Only Fafnir's owners and the GM may give this Advantage.");
    expect(
      (await drawAs(P1, card)).querySelector<HTMLButtonElement>(
        `button[data-giver="${HERO}"][data-receiver="${RIVAL}"]`,
      )?.dataset.tooltipText,
    ).toBeUndefined();
    expect(html.querySelector('[data-outcome="before"]')?.getAttribute("data-probability")).toMatch(/^0\.\d+/);
    expect(html.querySelector(".indie-dice-banner")?.textContent).toMatch(/The group fails with 3.*lowest: Sigurd/);
  });

  it("a click on a give button gives", async () => {
    const card = await startCard();
    await everyoneRolls(card);
    const html = await drawAs(P1, card);
    table().foundry.scriptFaces([7]);
    await table().foundry.withClient(P1, async () => {
      must(html.querySelector<HTMLButtonElement>(`button[data-giver="${HERO}"][data-receiver="${RIVAL}"]`)).click();
      await settle(20);
    });
    expect(stateOf(card).gifts.map((g) => g.dice.faces)).toEqual([[7]]);
  });

  it(
    "refuses, client-side and on the GM's client: " +
      "before everyone rolled, to oneself, from a low Score, a fourth gift",
    async () => {
      const card = await startCard();
      await rollAs(P1, card, HERO, [8]);
      expect(await giveAs(P1, card, HERO, RIVAL)).toBeNull();
      expect(table().foundry.notifications.at(-1)?.message).toMatch(/once everyone has rolled/);
      await rollAs(P2, card, RIVAL, [3]);
      await rollAs(GM, card, VILLAIN, [8]);
      const flag = (giver: string, receiver: string) => ({
        content: "x",
        flags: { "indie-dice": { groupTestGift: { cardId: card.id, giver, receiver } } },
      });
      const self = await postAs(P1, flag(HERO, HERO));
      expectRefused(await queryAs(P1, RECORD_GROUP_GIFT_QUERY, { cardId: card.id, messageId: self.id }), "GiftSelf");
      const low = await postAs(P2, flag(RIVAL, HERO));
      expectRefused(await queryAs(P2, RECORD_GROUP_GIFT_QUERY, { cardId: card.id, messageId: low.id }), "GiftLowScore");
      await giveAs(P1, card, HERO, RIVAL, [2]);
      await giveAs(P1, card, HERO, RIVAL, [3]);
      await giveAs(GM, card, VILLAIN, RIVAL, [4]);
      const before = stateOf(card);
      expect(before.gifts).toHaveLength(3);
      const fourth = await postAs(GM, flag(VILLAIN, RIVAL));
      expectRefused(await queryAs(P1, RECORD_GROUP_GIFT_QUERY, { cardId: card.id, messageId: fourth.id }), "GiftCap");
      expect(stateOf(card)).toEqual(before);
    },
  );

  it(
    "a giver whose roll its owner may not see (their own blind roll): " +
      "refused without a word of its Score, nothing posted (issue 42)",
    async () => {
      const card = await startCard();
      await rollIn("blindroll", P1, card, HERO, [3]);
      await rollAs(P2, card, RIVAL, [8]);
      await rollAs(GM, card, VILLAIN, [8]);
      const messages = table().foundry.messages.length;
      expect(await giveAs(P1, card, HERO, RIVAL)).toBeNull();
      const told = must(table().foundry.notifications.at(-1));
      expect(told).toMatchObject({ type: "warning", userId: P1 });
      expect(told.message).toBe(
        "Group Test: Brunhild's roll is hidden from you, " +
          "and so is whether it lets them give an Advantage: a GM may give it.",
      );
      expect(table().foundry.messages).toHaveLength(messages);
      // The GM, who sees the roll, is told why.
      expect(await giveAs(GM, card, HERO, RIVAL)).toBeNull();
      expect(table().foundry.notifications.at(-1)?.message).toMatch(/below 7/);
    },
  );

  it(
    "a forged gift from a giver whose roll its owner may not see: " +
      "the GM's client refuses it without a word of its Score (issue 42)",
    async () => {
      const card = await startCard();
      await rollIn("blindroll", P1, card, HERO, [8]);
      await rollAs(P2, card, RIVAL, [3]);
      await rollAs(GM, card, VILLAIN, [8]);
      const before = stateOf(card);
      const forged = await postAs(P1, {
        content: "x",
        flags: { "indie-dice": { groupTestGift: { cardId: card.id, giver: HERO, receiver: RIVAL } } },
      });
      expectRefused(
        await queryAs(P1, RECORD_GROUP_GIFT_QUERY, { cardId: card.id, messageId: forged.id }),
        "GiftHidden",
      );
      expect(stateOf(card)).toEqual(before);
    },
  );

  it("a non-owner giving: refused at once, and a forged request refused by the GM's client", async () => {
    const card = await startCard();
    await everyoneRolls(card);
    expect(await giveAs(P2, card, HERO, RIVAL)).toBeNull();
    const forged = await postAs(P2, {
      content: "x",
      flags: { "indie-dice": { groupTestGift: { cardId: card.id, giver: HERO, receiver: RIVAL } } },
    });
    expectRefused(
      await queryAs(P2, RECORD_GROUP_GIFT_QUERY, { cardId: card.id, messageId: forged.id }),
      "NotGiverOwner",
    );
    expect(stateOf(card).gifts).toEqual([]);
  });

  it("a replayed gift request gives nothing more", async () => {
    const card = await startCard();
    await everyoneRolls(card);
    const request = await giveAs(P1, card, HERO, RIVAL, [9]);
    const given = stateOf(card);
    expectRefused(
      await queryAs(P1, RECORD_GROUP_GIFT_QUERY, { cardId: card.id, messageId: must(request).id }),
      "GiftUsed",
    );
    expect(stateOf(card)).toEqual(given);
  });
});

describe("what the GM's client refuses", () => {
  it("a forged participant and a roll for a participant its author does not own", async () => {
    const card = await startCard();
    const before = stateOf(card);
    const nobody = await postRollAs(P1, { cardId: card.id, participantId: "nobody" }, [8]);
    expectRefused(await queryAs(P1, RECORD_GROUP_ROLL_QUERY, { cardId: card.id, messageId: nobody.id }), "Unknown");
    const notMine = await postRollAs(P2, { cardId: card.id, participantId: HERO }, [8]);
    expectRefused(await queryAs(P2, RECORD_GROUP_ROLL_QUERY, { cardId: card.id, messageId: notMine.id }), "NotOwner");
    expect(stateOf(card)).toEqual(before);
  });

  it(
    "a query naming another user's roll message not yet recorded records it " +
      "for the participant the message names (its author's), never the sender's",
    async () => {
      const card = await startCard();
      // Ann rolls for Brunhild with no GM online: her roll waits in the chat, unrecorded (her own query was never
      // sent).
      const gmBack = gmOffline();
      const heroRoll = must(await rollAs(P1, card, HERO, [8]));
      gmBack();
      const before = stateOf(card);
      expect(before.participants.map((p) => p.messageId)).toEqual([null, null, null]);
      const messages = table().foundry.messages.length;
      const shown = table().foundry.notifications.length;
      vi.mocked(console.warn).mockClear();
      // Bo's client names Ann's message, and asks (in data the GM's client ignores) for it to be Sigurd's.
      const answer = await queryAs(P2, RECORD_GROUP_ROLL_QUERY, {
        cardId: card.id,
        messageId: heroRoll.id,
        participantId: RIVAL,
      });
      expect(answer).toEqual({ ok: true, cardId: card.id });
      expect(stateOf(card)).toEqual({
        ...before,
        participants: before.participants.map((p) =>
          p.id === HERO ? { ...p, messageId: heroRoll.id, rollCopy: heroRoll._source.rolls[0] } : p,
        ),
      });
      expect(stateOf(card).participants.map((p) => p.messageId)).toEqual([heroRoll.id, null, null]);
      expect(table().foundry.messages).toHaveLength(messages);
      expect(table().foundry.notifications).toHaveLength(shown);
      expect(console.warn).not.toHaveBeenCalled();
    },
  );

  it(
    "a query naming another user's unrecorded roll flagged for the sender's own participant: " +
      "refused, for its author does not own it",
    async () => {
      const card = await startCard();
      // Ann posts a roll flagged for Bo's Sigurd (the Test Sigurd's card asks for) while no GM is online.
      const gmBack = gmOffline();
      const forged = await postRollAs(P1, { cardId: card.id, participantId: RIVAL }, [3]);
      gmBack();
      const before = stateOf(card);
      const messages = table().foundry.messages.length;
      // Bo owns Sigurd, but a query does not say who sent it: the message's author is what counts.
      expectRefused(await queryAs(P2, RECORD_GROUP_ROLL_QUERY, { cardId: card.id, messageId: forged.id }), "NotOwner");
      expect(stateOf(card)).toEqual(before);
      expect(before.participants.map((p) => p.messageId)).toEqual([null, null, null]);
      expect(table().foundry.messages).toHaveLength(messages);
      expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/refused/), expect.anything());
    },
  );

  it.each([
    [
      "a die face the formula cannot give",
      (data: Record<string, unknown>) => {
        must(must((data.terms as { results: { result: number }[] }[])[0]).results[0]).result = 11;
      },
    ],
    [
      "a total its dice do not give",
      (data: Record<string, unknown>) => {
        data.total = 9;
      },
    ],
  ])("forged roll JSON (%s): refused, the card unchanged", async (_name, edit) => {
    const card = await startCard();
    const before = stateOf(card);
    const forged = await postRollAs(P2, { cardId: card.id, participantId: RIVAL }, [3], edit);
    expectRefused(await queryAs(P2, RECORD_GROUP_ROLL_QUERY, { cardId: card.id, messageId: forged.id }), "WrongRoll");
    expect(stateOf(card)).toEqual(before);
  });

  it("a Test other than the one the card asked for", async () => {
    const card = await startCard();
    // Brunhild's Test is Modifier +2; this roll has none.
    const other = await postRollAs(P1, { cardId: card.id, participantId: HERO }, [8]);
    expectRefused(await queryAs(P1, RECORD_GROUP_ROLL_QUERY, { cardId: card.id, messageId: other.id }), "WrongRoll");
  });

  it("a replayed roll request, and a late roll on a closed card", async () => {
    const card = await startCard();
    const roll = await rollAs(P1, card, HERO, [8]);
    expectRefused(
      await queryAs(P1, RECORD_GROUP_ROLL_QUERY, { cardId: card.id, messageId: must(roll).id }),
      "AlreadyRolled",
    );
    expect(await table().foundry.withClient(P1, () => api().groupTests.closeGroupTest(must(card.id)))).toBe(false);
    expect(stateOf(card).status).toBe("open");
    expect(await table().foundry.withClient(GM, () => api().groupTests.closeGroupTest(must(card.id)))).toBe(true);
    const closed = stateOf(card);
    expect(closed.status).toBe("closed");
    const late = await postRollAs(P2, { cardId: card.id, participantId: RIVAL }, [3]);
    expectRefused(await queryAs(P2, RECORD_GROUP_ROLL_QUERY, { cardId: card.id, messageId: late.id }), "Closed");
    expect(stateOf(card)).toEqual(closed);
  });

  it("a card a player posted is no group test card to the GM's client", async () => {
    const card = await startCard();
    const fake = await postAs(P2, { content: "x", flags: { "indie-dice": { groupTest: stateOf(card) } } });
    const roll = await postRollAs(P2, { cardId: fake.id, participantId: RIVAL }, [3]);
    expectRefused(await queryAs(P2, RECORD_GROUP_ROLL_QUERY, { cardId: fake.id, messageId: roll.id }), "NoCard");
  });
});

describe("the card as each user sees it", () => {
  it("roll buttons only where the viewer may roll; the close button for the GM", async () => {
    const card = await startCard();
    expect(buttons(await drawAs(P1, card), "indie-dice-group-roll")).toEqual({
      [HERO]: true,
      [RIVAL]: false,
      [VILLAIN]: false,
    });
    expect(buttons(await drawAs(GM, card), "indie-dice-group-roll")).toEqual({
      [HERO]: true,
      [RIVAL]: true,
      [VILLAIN]: true,
    });
    expect(
      (await drawAs(P1, card)).querySelector<HTMLButtonElement>('button[data-action="indie-dice-group-close"]')
        ?.disabled,
    ).toBe(true);
    expect(
      (await drawAs(GM, card)).querySelector<HTMLButtonElement>('button[data-action="indie-dice-group-close"]')
        ?.disabled,
    ).toBe(false);
  });

  it("a gift to a member whose roll the player may not see: the gift is told, its die is not (issue 42)", async () => {
    const card = await startCard();
    await rollAs(P1, card, HERO, [8]);
    await rollAs(P2, card, RIVAL, [3]);
    await rollIn("gmroll", GM, card, VILLAIN, [4]);
    await giveAs(P1, card, HERO, VILLAIN, [7]);
    const giftLine = async (viewer: string) =>
      must((await drawAs(viewer, card)).querySelector(".indie-dice-group-gifts"));
    expect((await giftLine(GM)).textContent).toMatch(/Brunhild gave Fafnir an Advantage \(d10: 7\)/);
    for (const player of [P1, P2]) {
      const line = await giftLine(player);
      expect(line.querySelector(".indie-dice-group-gift")?.textContent).toBe(
        "Brunhild gave Fafnir an Advantage (d10: hidden from you)",
      );
      expect(line.outerHTML).not.toMatch(/7/);
    }
  });

  it(
    "a gift from a member whose roll a player may not see: " +
      "no line, message or flavor tells them who gave (issue 42)",
    async () => {
      const card = await startCard();
      await rollAs(P1, card, HERO, [3]);
      await rollAs(P2, card, RIVAL, [3]);
      // Fafnir 8 + 2 = 10: a Score that may give, which a gift named after him would tell the players.
      await rollIn("gmroll", GM, card, VILLAIN, [8]);
      const request = must(await giveAs(GM, card, VILLAIN, HERO, [9]));
      expect(stateOf(card).gifts).toHaveLength(1);
      const giftLine = async (viewer: string) =>
        (await drawAs(viewer, card)).querySelector(".indie-dice-group-gift")?.textContent;
      expect(await giftLine(GM)).toBe("Fafnir gave Brunhild an Advantage (d10: 9)");
      for (const player of [P1, P2]) {
        expect(await giftLine(player), player).toBe("Brunhild was given an Advantage (d10: 9)");
        expect((await drawAs(player, card)).outerHTML, player).not.toMatch(/Fafnir gave/);
      }
      // The GM's request is seen by those who may see Fafnir's roll; the die (Brunhild's, public) names no giver.
      expect(request.whisper).toEqual([GM]);
      const die = messageById(must(must(stateOf(card).gifts[0]).messageId));
      expect([die.whisper, die.flavor]).toEqual([[], "Group Test: an Advantage given to Brunhild"]);
    },
  );

  /** Brunhild (8, public) gives Fafnir (the GM's blind roll) an Advantage, its die a 7; only the gift's throws kept. */
  async function giftToBlindRoll(dsn: DiceSoNiceDouble): Promise<ContestMessage> {
    const card = await startCard();
    await rollAs(P1, card, HERO, [8]);
    await rollAs(P2, card, RIVAL, [3]);
    await rollIn("blindroll", GM, card, VILLAIN, [4]);
    dsn.clear();
    await giveAs(P1, card, HERO, VILLAIN, [7]);
    return card;
  }

  it(
    "a gift's die for a member whose roll the players may not " +
      "see falls in 3D on the GM's client alone (Dice So Nice)",
    async () => {
      const dsn = installDiceSoNiceDouble();
      await giftToBlindRoll(dsn);
      const thrown = dsn.animations.filter((animation) =>
        animation.dice.some((die) => die.options.colorset === "radiant"),
      );
      expect([...new Set(thrown.map((animation) => animation.client))]).toEqual([GM]);
      expect(thrown.every((animation) => !animation.ghost)).toBe(true);
    },
  );

  it(
    "with Dice So Nice 6 and ghost dice shown to all: " + "no 3D die of that gift reaches a player, not even a ghost",
    async () => {
      const dsn = installDiceSoNiceDouble({ showGhostDice: "1" }, "6.3.1");
      const card = await giftToBlindRoll(dsn);
      const dieMessage = must(stateOf(card).gifts[0]).messageId;
      const thrown = dsn.animations.filter((animation) => animation.messageId === dieMessage);
      expect(
        thrown.map((animation) => [animation.client, animation.ghost, animation.dice.map((die) => die.result)]),
      ).toEqual([[GM, false, [7]]]);
      // It names the gift's role, which users may restyle (Dice So Nice 6.3), instead of a fixed colour.
      expect(must(must(thrown[0]).dice[0]).options).toMatchObject({ dsnRole: "indie-dice-gift" });
      expect(must(must(thrown[0]).dice[0]).options.colorset).toBeUndefined();
    },
  );

  it("renders the same after a reload of every client", async () => {
    const card = await startCard();
    await everyoneRolls(card);
    await giveAs(P1, card, HERO, RIVAL, [9]);
    const before = must((await drawAs(P2, card)).querySelector(".message-content")).innerHTML;
    expect(before).toContain("indie-dice-group-test");
    table().foundry.reloadMessages();
    expect(must((await drawAs(P2, card)).querySelector(".message-content")).innerHTML).toBe(before);
  });
});

describe("chances that follow the card, and only what the viewer may see (issue 52)", () => {
  /** The "now" line's exact figure as a user sees it; null when there is none. */
  async function nowFigure(userId: string, card: ContestMessage): Promise<number | null> {
    const line = (await drawAs(userId, card)).querySelector<HTMLElement>('[data-outcome="now"]');
    return line ? Number(line.dataset.probability) : null;
  }

  /** Each gift line's words and exact figure as a user sees them. */
  async function giftLines(userId: string, card: ContestMessage): Promise<Array<[string, number]>> {
    const html = await drawAs(userId, card);
    return [...html.querySelectorAll<HTMLElement>(".indie-dice-group-gifts li .indie-dice-odds")].map((odds) => [
      must(odds.textContent),
      Number(odds.dataset.probability),
    ]);
  }

  // By hand, the Kleptonomicon's d10 with the coin: a Modifier +2 passes on 5..9 (50%) or a 10 and heads (5%): 55%;
  // a Modifier +0 on 7..9 or a 10 and heads: 35%.
  const PASS_PLUS_TWO = 0.55;
  const PASS_PLUS_ZERO = 0.35;

  it(
    "each gift line states the group's chance after its die: " + "a [0!] leaves the group failing, a 7 makes it pass",
    async () => {
      const card = await startCard();
      await everyoneRolls(card);
      // Sigurd's 3 fails the group. The button before the gift: his next die passes with 35%.
      const offer = must(
        (await drawAs(P1, card)).querySelector<HTMLElement>(
          `button[data-giver="${HERO}"][data-receiver="${RIVAL}"] .indie-dice-odds`,
        ),
      );
      expect(Number(offer.dataset.probability)).toBeCloseTo(PASS_PLUS_ZERO, 12);
      // The gift's die shows a 10 and the coin tails: [0!]. Sigurd keeps his 3; the group still fails, certainly.
      await giveAs(P1, card, HERO, RIVAL, [10, 2]);
      expect(must(stateOf(card).gifts[0]).dice).toEqual({ faces: [10], coins: ["tails"] });
      for (const user of [GM, P1, P2]) expect(await giftLines(user, card)).toEqual([["Then the group still fails", 0]]);
      // Fafnir's gift rolls a 7: Sigurd passes with 7 + 0, and so does the group; the first line keeps its own figure.
      await giveAs(GM, card, VILLAIN, RIVAL, [7]);
      for (const user of [GM, P1, P2]) {
        expect(await giftLines(user, card)).toEqual([
          ["Then the group still fails", 0],
          ["Then the group passes", 1],
        ]);
      }
    },
  );

  it(
    "a closed card says so; " + 'a member who never rolled reads "Not rolled", and no chance of rolls to come is left',
    async () => {
      const card = await startCard();
      await rollAs(P1, card, HERO, [8]);
      expect(await table().foundry.withClient(GM, () => api().groupTests.closeGroupTest(must(card.id)))).toBe(true);
      for (const user of [GM, P1, P2]) {
        const html = await drawAs(user, card);
        expect(html.querySelector(".indie-dice-status")?.textContent).toBe("Closed by the GM");
        expect(html.querySelector(`[data-participant="${RIVAL}"] .indie-dice-group-final`)?.textContent).toBe(
          "Not rolled",
        );
        expect(html.querySelector('[data-outcome="now"]')).toBeNull();
        // The chance before the rolls stays, labelled so.
        expect(html.querySelector('[data-outcome="before"]')?.textContent).toMatch(/^Before the rolls: /);
      }
    },
  );

  it(
    "after each roll, the GM's chance counts it; " + "a blind roll and its gift's die move no figure a player sees",
    async () => {
      const card = await startCard();
      const before = PASS_PLUS_TWO * PASS_PLUS_ZERO * PASS_PLUS_TWO;
      for (const user of [GM, P1, P2]) expect(await nowFigure(user, card)).toBeCloseTo(before, 12);
      // Brunhild rolls 8 + 2 blind: the GM alone sees it, and the players' figure stays the one before it.
      await rollIn("blindroll", P1, card, HERO, [8]);
      expect(await nowFigure(GM, card)).toBeCloseTo(PASS_PLUS_ZERO * PASS_PLUS_TWO, 12);
      for (const user of [P1, P2]) expect(await nowFigure(user, card)).toBeCloseTo(before, 12);
      // Sigurd rolls 9 in public: everyone counts it.
      await rollAs(P2, card, RIVAL, [9]);
      expect(await nowFigure(GM, card)).toBeCloseTo(PASS_PLUS_TWO, 12);
      for (const user of [P1, P2]) expect(await nowFigure(user, card)).toBeCloseTo(PASS_PLUS_TWO * PASS_PLUS_TWO, 12);
      // Fafnir rolls 8 + 2: the GM's card states the result; a player's chance is still Brunhild's before her roll.
      await rollAs(GM, card, VILLAIN, [8]);
      expect(await nowFigure(GM, card)).toBeNull();
      expect((await drawAs(GM, card)).querySelector(".indie-dice-banner")?.textContent).toMatch(
        /The group passes with 9/,
      );
      for (const user of [P1, P2]) expect(await nowFigure(user, card)).toBeCloseTo(PASS_PLUS_TWO, 12);
      // Fafnir gives Brunhild an Advantage; its die (a 1) goes with her blind roll. The GM: she keeps her 8, the group
      // passes. A player: Brunhild at Advantage 1, still unseen, fails only if both dice fail: 1 − 0.45².
      await giveAs(GM, card, VILLAIN, HERO, [1]);
      expect(await giftLines(GM, card)).toEqual([["Then the group passes", 1]]);
      for (const user of [P1, P2]) {
        const [[text, figure]] = (await giftLines(user, card)) as [[string, number]];
        expect(figure).toBeCloseTo(1 - 0.45 ** 2, 12);
        // 79.75% exactly, which the percent formatter rounds (its rule, not this card's).
        expect(text).toMatch(/^Then 79\.[78]% that the group passes$/);
      }
    },
  );
});
