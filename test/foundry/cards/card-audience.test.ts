// @vitest-environment happy-dom
/**
 * A card's mode rules its rolls (issue 42, item 4; docs/cards.md "A card's mode rules its rolls"): a roll recorded on
 * a card is at least as private as the card asks. Written as the player (a preRoll listener changing the mode, a
 * careless module making the message public before it is created) and as a hostile client (the flagged message
 * posted with `ChatMessage.create`, then the record query): a less private roll is never shown on another viewer's
 * card, as that viewer draws it, and its roller is told why in words.
 *
 * Which cards have a mode (docs/cards.md): a roll request has its own (public, gm, blind, self; a public one with
 * "results when all have rolled" is rolled gm until every row is done). An extended test's next round is asked to
 * show no more than the rounds before it (its number of dice tells how they went). Contests and group tests have no
 * mode: each side's or member's roll keeps the mode its roller chose, and the card hides what that mode hides.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RequestState } from "../../../src/card-kinds/request/core/request-types";
import type { ExtendedTestCardState } from "../../../src/rule-sets/kingdoms/core/extended-test/extended-test-state";
import { RECORD_REQUEST_ROLL_QUERY } from "../../../src/card-kinds/request/foundry/request-card";
import { RECORD_EXTENDED_ROUND_QUERY } from "../../../src/rule-sets/kingdoms/foundry/extended-test/extended-test-card";
import { cardDrawn } from "../../../src/foundry/cards/card-renderer";
import { api, messageById, messageView, settle } from "../support/dialog-harness";
import { drawCardAs, spyWarnings, tokenDoc, useContestTable, GM, HERO, P1, P2 } from "../support/contests-harness";
import { storedCardFlag } from "../support/stored-card";
import { startRequest } from "../support/request-table";
import { chooseMessageEntry } from "../support/context-menu-harness";
import type { ChatMessageView } from "../../../src/foundry/types/chat-message";
import { queryFromAnyClient } from "../support/any-client";
import { must, record, renderedElement } from "../../kit";

const table = useContestTable();

beforeEach(() => void spyWarnings());
afterEach(() => vi.restoreAllMocks());

/** Runs `listener` for a hook only on this user's client (the double's hooks are one bus for every client). */
function onHookOf<K extends Hooks.HookName>(
  userId: string,
  hook: K,
  listener: (...args: Hooks.HookParameters<K>) => unknown,
): void {
  Hooks.on(hook, ((...args: Hooks.HookParameters<K>) =>
    must(game.user).id === userId ? listener(...args) : undefined) as Hooks.Function<K>);
}

/** A careless module on this user's client: every chat message it creates is made public before it is created. */
function publicMessagesOf(userId: string): void {
  onHookOf(
    userId,
    "preCreateChatMessage",
    (message: { updateSource(data: object): unknown }) => void message.updateSource({ whisper: [], blind: false }),
  );
}

/** Whether the message's content is shown to this user's client (Foundry's chat log draws it so or hides it). */
function contentShownTo(userId: string, message: ChatMessageView): boolean {
  return table().foundry.withClient(userId, () => messageById(must(message.id)).isContentVisible);
}

async function queryAs(userId: string, query: string, data: object): Promise<Record<string, unknown>> {
  const answer = await table().foundry.withClient(userId, () => queryFromAnyClient(query, data));
  await settle(12);
  return record(answer);
}

/** The refusal's words as the asker's own client shows them. */
function wordsOf(answer: Record<string, unknown>): string {
  return game.i18n.format(answer.key as string, answer.data as Record<string, string>);
}

describe("a roll request in a private mode", () => {
  // [name, the request's options, the mode its rolls are made in, who besides Brunhild's roller may not see her roll]
  const PRIVATE = [
    ["blind", { mode: "blind" }, "blind", [P2]],
    ["GM-only", { mode: "gm" }, "gm", [P2]],
    ["self", { mode: "self" }, "self", [GM, P2]],
    ["public with results when all have rolled", { mode: "public", resultsWhenAllRolled: true }, "gm", [P2]],
  ] as const;

  const WORDS = {
    gm:
      "Brunhild's roll was not recorded: " +
      "this card's rolls are for the GM's eyes and their roller's, " +
      "and that roll was posted where more can see it. Roll again from the card.",
    blind:
      "Brunhild's roll was not recorded: " +
      "this card's rolls are blind, for the GM's eyes only, " +
      "and that roll was posted where more can see it. Roll again from the card.",
    self:
      "Brunhild's roll was not recorded: " +
      "this card's rolls are for their roller's eyes only, " +
      "and that roll was posted where more can see it. Roll again from the card.",
  } as const;

  const start = (options: object) => startRequest(table, { ...options });

  const stateOf = (card: ChatMessageView) => storedCardFlag<RequestState>(card, "request");

  /** Brunhild's row as a viewer's client draws the card: its status, and the result shown with it (none: null). */
  async function heroRowAs(userId: string, card: ChatMessageView) {
    const html = await drawCardAs(table, userId, card);
    const row = must(html.querySelector(`.indie-dice-request-row[data-participant="${HERO}"]`));
    return {
      status: row.querySelector(".indie-dice-request-status")?.textContent,
      detail: row.querySelector(".indie-dice-request-detail")?.textContent ?? null,
    };
  }

  async function expectNothingShown(card: ChatMessageView, barred: readonly string[]) {
    for (const viewer of barred) {
      const row = await heroRowAs(viewer, card);
      expect(row.detail, viewer).toBeNull();
      expect(["passed", "failed"], viewer).not.toContain(row.status);
    }
  }

  /** Ann rolls Brunhild's row through the card (fast-forwarded, 6 and 5: 15 against 11, a pass). */
  async function annRolls(card: ChatMessageView): Promise<ChatMessageView | null> {
    table().foundry.scriptFaces([6, 5]);
    const message = await table().foundry.withClient(P1, () =>
      api().requests.roll(must(card.id), HERO, { fastForward: true }),
    );
    await settle(20);
    return message;
  }

  it.each(PRIVATE)(
    "%s: a preRoll listener asking for a public roll does not change the card's mode",
    async (_name, options, mode, barred) => {
      const card = await start(options);
      onHookOf(
        P1,
        "indie-dice.preRoll",
        (_ruleSet: string, _request: object, message: { rollMode: string }) => void (message.rollMode = "public"),
      );
      const message = must(await annRolls(card));
      expect(message.whisper?.length, "posted in the card's mode").toBeGreaterThan(0);
      expect(message.blind).toBe(mode === "blind");
      for (const viewer of barred) expect(contentShownTo(viewer, message), viewer).toBe(false);
      expect(must(stateOf(card).participants[0]).messageId).toBe(message.id);
      await expectNothingShown(card, barred);
    },
  );

  it.each(PRIVATE)(
    "%s: a roll a careless module made public is refused, and its roller told why",
    async (_name, options, mode, barred) => {
      const card = await start(options);
      publicMessagesOf(P1);
      const message = must(await annRolls(card));
      expect(message.whisper).toEqual([]);
      expect(must(stateOf(card).participants[0]).messageId).toBeNull();
      expect(table().foundry.notifications.at(-1)).toMatchObject({ type: "warning", message: WORDS[mode] });
      await expectNothingShown(card, barred);
      expect((await heroRowAs(GM, card)).status).toBe("to roll");
    },
  );

  it.each(PRIVATE)(
    "%s: a hostile client's public roll message and its query are refused",
    async (_name, options, mode, barred) => {
      const card = await start(options);
      const posted = await table().foundry.withClient(P1, async () => {
        table().foundry.scriptFaces([6, 5]);
        const roll = await table()
          .dice.rolls.KaiserRoll.fromCheck({ kind: "resistance", bonus: 4, difficulty: 11 })
          .evaluate();
        return ChatMessage.create({
          rolls: [JSON.stringify(roll)],
          flags: { "indie-dice": { requestRoll: { cardId: card.id, participantId: HERO } } },
        });
      });
      await settle(12);
      const answer = await queryAs(P1, RECORD_REQUEST_ROLL_QUERY, {
        cardId: card.id,
        messageId: messageView(posted).id,
      });
      expect(answer).toMatchObject({ ok: false, key: `INDIE_DICE.CardRoll.LessPrivate.${mode}` });
      expect(table().foundry.withClient(P1, () => wordsOf(answer))).toBe(WORDS[mode]);
      expect(must(stateOf(card).participants[0]).messageId).toBeNull();
      await expectNothingShown(card, barred);
      // The row still waits: Ann rolls it through the card, in the card's mode, and it is recorded.
      const again = must(await annRolls(card));
      expect(must(stateOf(card).participants[0]).messageId).toBe(again.id);
      await expectNothingShown(card, barred);
    },
  );

  it.each(PRIVATE)(
    "%s: Roll again from the menu on a refused public roll posts it in the card's mode, " +
      "whatever a preRoll listener asks, and it is recorded",
    async (_name, options, mode, barred) => {
      await table().foundry.renderChatLog();
      const card = await start(options);
      onHookOf(
        P1,
        "indie-dice.preRoll",
        (_ruleSet: string, _request: object, message: { rollMode: string }) => void (message.rollMode = "public"),
      );
      const posted = messageView(
        await table().foundry.withClient(P1, async () => {
          table().foundry.scriptFaces([6, 5]);
          const roll = await table()
            .dice.rolls.KaiserRoll.fromCheck({ kind: "resistance", bonus: 4, difficulty: 11 })
            .evaluate();
          return ChatMessage.create({
            rolls: [JSON.stringify(roll)],
            flags: { "indie-dice": { requestRoll: { cardId: card.id, participantId: HERO } } },
          });
        }),
      );
      await settle(12);
      expect(must(stateOf(card).participants[0]).messageId).toBeNull();
      table().foundry.scriptFaces([6, 5]);
      await chooseMessageEntry(table().foundry, P1, must(posted.id), "Roll again");
      const recorded = must(stateOf(card).participants[0]).messageId;
      expect(recorded, "the roll made again is recorded").not.toBeNull();
      const again = table().foundry.withClient(GM, () => messageById(must(recorded)));
      expect(again.whisper?.length, "posted in the card's mode").toBeGreaterThan(0);
      expect(again.blind).toBe(mode === "blind");
      await expectNothingShown(card, barred);
    },
  );
});

describe("an extended test after a private round", () => {
  const stateOf = (card: ChatMessageView) => storedCardFlag<ExtendedTestCardState>(card, "extendedTest");

  /** Brunhild (Ann's): DT 7, a pool of 3 replenishing 1, target margin 3 within 3 rounds. */
  async function startCard(): Promise<ChatMessageView> {
    return table().foundry.withClient(GM, () =>
      api().extendedTests.extendedTest({
        token: tokenDoc(HERO),
        dt: 7,
        pool: 3,
        replenish: 1,
        targetMargin: 3,
        rounds: 3,
      }),
    );
  }

  /** Ann rolls the next round through the card, her chat bar in `mode`. */
  async function annRolls(card: ChatMessageView, mode: string, faces: number[]): Promise<ChatMessageView | null> {
    await table().foundry.withClient(P1, () => table().foundry.setChatMode(mode));
    table().foundry.scriptFaces(faces);
    const message = await table().foundry.withClient(P1, () =>
      api().extendedTests.extendedRoll(must(card.id), { fastForward: true }),
    );
    await settle(20);
    return message;
  }

  /** The rounds as a viewer's client draws the history: each round's cells ("?" for a hidden one). */
  async function roundsAs(userId: string, card: ChatMessageView): Promise<string[][]> {
    return table().foundry.withClient(userId, async () => {
      const html = renderedElement(await table().foundry.renderMessage(must(game.messages).get(must(card.id))));
      await cardDrawn(html);
      return [...html.querySelectorAll(".indie-dice-extended-history tbody tr")].map((row) =>
        [...row.querySelectorAll("td")].map((cell) => cell.textContent?.trim() ?? ""),
      );
    });
  }

  const HIDDEN = ["?", "?", "?", "?", "?"];

  // [the first round's mode, the mode the next is rolled in, who may not see the first round besides Ann]
  const PRIVATE = [
    ["gmroll", "gm", [P2]],
    ["blindroll", "blind", [P2]],
    ["selfroll", "self", [GM, P2]],
  ] as const;

  it.each(PRIVATE)(
    "a %s round: the next round is rolled as privately, whatever the roller's chat bar says",
    async (first, next, barred) => {
      const card = await startCard();
      // 10, 9, 2 against DT 7: the 2 fails, so the next round throws 3 dice (3 − 1 + 1).
      await annRolls(card, first, [10, 9, 2]);
      const round = must(await annRolls(card, "publicroll", [11, 4, 8]));
      expect(stateOf(card).rounds.map((r) => r.messageId)).toHaveLength(2);
      expect(round.blind).toBe(next === "blind");
      expect(round.whisper?.length).toBeGreaterThan(0);
      for (const viewer of barred) {
        expect(contentShownTo(viewer, round), viewer).toBe(false);
        expect(await roundsAs(viewer, card), viewer).toEqual([HIDDEN, HIDDEN]);
      }
    },
  );

  it.each(PRIVATE)(
    "a %s round: a hostile client's public next round is refused, and its roller told why",
    async (first, _next, barred) => {
      const card = await startCard();
      await annRolls(card, first, [10, 9, 2]);
      const posted = await table().foundry.withClient(P1, async () => {
        table().foundry.scriptFaces([11, 4, 8]);
        const roll = await table()
          .dice.rolls.KingdomsRoll.fromTest({ dice: 3, pool: 3, dt: 7 } as never)
          .evaluate();
        return ChatMessage.create({
          rolls: [JSON.stringify(roll)],
          flags: { "indie-dice": { extendedTestRoll: { cardId: card.id, round: 1 } } },
        });
      });
      await settle(12);
      const answer = await queryAs(P1, RECORD_EXTENDED_ROUND_QUERY, {
        cardId: card.id,
        messageId: messageView(posted).id,
      });
      expect(answer).toMatchObject({ ok: false, key: "INDIE_DICE.ExtendedTest.Error.LessPrivate" });
      expect(table().foundry.withClient(P1, () => wordsOf(answer))).toBe(
        "Extended Test: Brunhild's round was not recorded: " +
          "an earlier round is hidden from some who could see this one, " +
          "and its number of dice would tell them how that round went. Roll the round again from the card.",
      );
      expect(stateOf(card).rounds).toHaveLength(1);
      for (const viewer of barred) expect(await roundsAs(viewer, card), viewer).toEqual([HIDDEN]);
    },
  );

  it(
    "a round only Ann saw: " + "the GM cannot roll the next one in any mode, and is told why before any dialog",
    async () => {
      const card = await startCard();
      await annRolls(card, "selfroll", [10, 9, 2]);
      table().foundry.scriptFaces([11, 4, 8]);
      expect(
        await table().foundry.withClient(GM, () =>
          api().extendedTests.extendedRoll(must(card.id), { fastForward: true }),
        ),
      ).toBeNull();
      expect(table().foundry.notifications.at(-1)?.message).toBe(
        "Extended Test: no roll of yours would show Brunhild's next round only to those who saw " +
          "every earlier round. Another of Brunhild's rollers rolls on, or the GM reveals the earlier rounds.",
      );
      expect(table().foundry.scriptedRemaining).toBe(3);
      table().foundry.clearScript();
      expect(stateOf(card).rounds).toHaveLength(1);
    },
  );

  it("a round after a revealed one is the roller's own again", async () => {
    const card = await startCard();
    const first = must(await annRolls(card, "blindroll", [10, 9, 2]));
    await table().foundry.withClient(GM, () => messageById(must(first.id)).update({ whisper: [], blind: false }));
    const round = must(await annRolls(card, "publicroll", [11, 4, 8]));
    expect(round.whisper).toEqual([]);
    expect(stateOf(card).rounds).toHaveLength(2);
  });
});
