// @vitest-environment happy-dom
/**
 * Who may act on a card, checked on the GM's client (docs/cards.md "What the GM's client checks"): Cleo, a player
 * who owns no token and no actor, tries every action of every card kind as a hostile player would from her browser's
 * console — posting a flagged message of her own with `ChatMessage.create` and asking the active GM with
 * `game.users.activeGM.query(name, data)`, or calling the module's API and the card menu's GM entries on her own
 * client. Each is refused with a key both languages have, the card's flags stay as they were, and nothing is
 * posted but her own message.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import english from "../../../lang/en.json";
import german from "../../../lang/de.json";
import kingdomsEnglish from "../../../src/rule-sets/kingdoms/lang/en.json";
import kleptoEnglish from "../../../src/rule-sets/klepto/lang/en.json";
import { api, messageById, messageView, messageViews, settle } from "../support/dialog-harness";
import {
  draws,
  rollDrawsAs,
  spyWarnings,
  startCard,
  tokenDoc,
  useContestTable,
  GM,
  HERO,
  KR,
  P1,
  P2,
  P3,
  RIVAL,
  VILLAIN,
} from "../support/contests-harness";
import { ADVANCE_CONTEST_QUERY, RECORD_ROLL_QUERY } from "../../../src/card-kinds/contest/foundry/contest-card";
import {
  RECORD_GROUP_GIFT_QUERY,
  RECORD_GROUP_ROLL_QUERY,
} from "../../../src/rule-sets/klepto/foundry/group-test/group-test-card";
import { RECORD_EXTENDED_ROUND_QUERY } from "../../../src/rule-sets/kingdoms/foundry/extended-test/extended-test-card";
import { RECORD_REQUEST_ROLL_QUERY } from "../../../src/card-kinds/request/foundry/request-card";
import { cardQueries, cardMenuNow } from "../../../src/foundry/cards/card-chunk-loader";
import type { ChatMessageView } from "../../../src/foundry/types/chat-message";
import { queryFromAnyClient } from "../support/any-client";
import { expectRefusal, must, record, renderedElement } from "../../kit";

/** The queries the card chunk answers, as the loader registers them from the rule sets registered in the setup. */
const CARD_QUERIES = cardQueries();

const table = useContestTable({ outsider: true });

beforeEach(() => void spyWarnings());
afterEach(() => vi.restoreAllMocks());

/** Every flag of ours on the card, as the GM's client holds it now (a copy). */
function cardFlags(card: ChatMessageView): unknown {
  return table().foundry.withClient(
    GM,
    () => JSON.parse(JSON.stringify(messageById(must(card.id)).flags["indie-dice"])) as unknown,
  );
}

/** The messages in the GM's log, by id. */
function messageIds(): string[] {
  return table().foundry.withClient(GM, () => must(game.messages).contents.map((message) => must(message.id)));
}

/** The text of `INDIE_DICE.…` in a language file; undefined when it has none. */
function textOf(language: object, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node !== null && typeof node === "object" ? record(node)[part] : undefined),
      language,
    );
}

function expectLocalizedRefusal(answer: unknown, key: string): void {
  expectRefusal(answer, key);
  expect(typeof textOf(english, key), `${key} in English`).toBe("string");
  expect(typeof textOf(german, key), `${key} in German`).toBe("string");
}

/** A message Cleo posts herself, from her console; what the GM's client logged about it is not her concern. */
async function postAsOutsider(data: object): Promise<ChatMessageView> {
  const created = await table().foundry.withClient(P3, () => ChatMessage.create(data));
  await settle(10);
  return messageView(created);
}

async function queryAsOutsider(name: string, data: object): Promise<unknown> {
  const answer = await table().foundry.withClient(P3, () => queryFromAnyClient(name, data));
  await settle(10);
  return answer;
}

/**
 * Cleo's flagged message and her query naming it: refused with `key`, the card unchanged, and her message the only
 * one posted (it stays in the chat as hers; nothing answers it there).
 */
async function expectRequestRefused(
  card: ChatMessageView,
  post: () => Promise<ChatMessageView>,
  query: string,
  key: string,
): Promise<void> {
  const flags = cardFlags(card);
  const before = messageIds();
  const own = await post();
  const answer = await queryAsOutsider(query, { cardId: card.id, messageId: own.id });
  expectLocalizedRefusal(answer, key);
  expect(cardFlags(card)).toEqual(flags);
  expect(messageIds()).toEqual([...before, own.id]);
}

/**
 * A GM's own change, called by Cleo on her client (the API, the card menu's entry): each refused there with
 * `message`, in a warning of its own, and the card unchanged with nothing posted (no query exists to ask for it).
 */
async function expectGMChangesRefused(
  card: ChatMessageView,
  message: string,
  tries: Record<string, () => Promise<boolean>>,
): Promise<void> {
  const flags = cardFlags(card);
  const before = messageIds();
  for (const [name, act] of Object.entries(tries)) {
    const shown = table().foundry.notifications.length;
    expect(await table().foundry.withClient(P3, act), name).toBe(false);
    expect(table().foundry.notifications.slice(shown), name).toEqual([
      expect.objectContaining({ type: "warning", message }),
    ]);
  }
  expect(cardFlags(card)).toEqual(flags);
  expect(messageIds()).toEqual(before);
}

/** A roll of a rule set's Roll class (or Foundry's own), evaluated as Cleo, as message data with these flags. */
async function rollData(make: () => Promise<unknown>, flags: object): Promise<object> {
  const roll = await table().foundry.withClient(P3, make);
  return { rolls: [JSON.stringify(roll)], flags: { "indie-dice": flags } };
}

describe("a player who owns nothing, against each card", () => {
  it("the GM's client answers no query for a GM's own change: only the requests' and the contest start's", () => {
    const ours = Object.keys(CONFIG.queries).filter((name) => name.startsWith("indie-dice."));
    expect(ours.sort()).toEqual([...CARD_QUERIES].sort());
    expect(ours.sort()).toEqual(
      [
        RECORD_ROLL_QUERY,
        ADVANCE_CONTEST_QUERY,
        RECORD_GROUP_ROLL_QUERY,
        RECORD_GROUP_GIFT_QUERY,
        RECORD_EXTENDED_ROUND_QUERY,
        RECORD_REQUEST_ROLL_QUERY,
        "indie-dice.startContest",
      ].sort(),
    );
  });

  it("a contest: her roll for a side is refused", async () => {
    const card = await startCard(table, "kingdoms", { attackers: KR, defender: KR });
    const post = async () =>
      postAsOutsider(
        await rollData(() => table().dice.rolls.KingdomsRoll.fromTest({ dice: 2, dt: 7 }).evaluate(), {
          contestRoll: { cardId: card.id, participantId: HERO },
        }),
      );
    await expectRequestRefused(card, post, RECORD_ROLL_QUERY, "INDIE_DICE.Contest.Error.NotOwner");
  });

  describe("a Dungeons of Olde stalemate waiting for its roll-off", () => {
    const D6 = { count: 1, faces: 6, adjustment: 0, unlimited: false };

    async function stalemate(): Promise<ChatMessageView> {
      const card = await startCard(table, "olde", { attackers: D6, defender: D6 });
      await rollDrawsAs(table, P1, card, HERO, draws([4, 6]));
      await rollDrawsAs(table, GM, card, VILLAIN, draws([4, 6]));
      expect(cardFlags(card)).toMatchObject({ contest: { status: "open", tieBreaks: [] } });
      return card;
    }

    it("her query naming the pairing, as the button once sent it, rolls nothing", async () => {
      const card = await stalemate();
      const flags = cardFlags(card);
      const before = messageIds();
      // The dice the GM's client would roll, were it to roll them.
      table().foundry.scriptUniform(draws([6, 6], [1, 6]));
      const answer = await queryAsOutsider(ADVANCE_CONTEST_QUERY, { cardId: card.id, attackerId: HERO });
      expectLocalizedRefusal(answer, "INDIE_DICE.Contest.Error.NotRollOffRequest");
      expect(cardFlags(card)).toEqual(flags);
      expect(messageIds()).toEqual(before);
      expect(table().foundry.scriptedRemaining).toBe(2);
    });

    it("her own roll-off request is refused: she owns neither side", async () => {
      const card = await stalemate();
      table().foundry.scriptUniform(draws([6, 6], [1, 6]));
      const post = () =>
        postAsOutsider({
          content: "Roll off!",
          flags: { "indie-dice": { contestRollOff: { cardId: card.id, attackerId: HERO } } },
        });
      await expectRequestRefused(card, post, ADVANCE_CONTEST_QUERY, "INDIE_DICE.Contest.Error.NotRollOffOwner");
      expect(table().foundry.scriptedRemaining).toBe(2);
    });

    it("nor may Bo, who owns a token that is not in this pairing", async () => {
      const card = await stalemate();
      const flags = cardFlags(card);
      const request = await table().foundry.withClient(P2, () =>
        ChatMessage.create({
          content: "Roll off!",
          flags: { "indie-dice": { contestRollOff: { cardId: card.id, attackerId: HERO } } },
        }),
      );
      const answer = await table().foundry.withClient(P2, () =>
        must(must(game.users).activeGM).query(ADVANCE_CONTEST_QUERY, { cardId: card.id, messageId: must(request).id }),
      );
      await settle(10);
      expectLocalizedRefusal(answer, "INDIE_DICE.Contest.Error.NotRollOffOwner");
      expect(cardFlags(card)).toEqual(flags);
    });

    it("her press of the button, enabled by hand, is refused on her own client before anything is posted", async () => {
      const card = await stalemate();
      const flags = cardFlags(card);
      const before = messageIds();
      await table().foundry.withClient(P3, async () => {
        const html = renderedElement(await table().foundry.renderMessage(must(game.messages).get(must(card.id))));
        await settle(10);
        const button = must(
          html.querySelector<HTMLButtonElement>('button[data-action="indie-dice-contest-tie-break"]'),
        );
        expect(button.disabled).toBe(true);
        button.disabled = false;
        button.click();
        await settle(20);
      });
      expect(table().foundry.notifications.at(-1)).toMatchObject({
        type: "warning",
        message: "Only the owners of Brunhild or a GM may roll for Brunhild.",
      });
      expect(cardFlags(card)).toEqual(flags);
      expect(messageIds()).toEqual(before);
    });

    it(
      "a side's owner asks the same way and the GM's client rolls it; " + "the GM's own press posts no request",
      async () => {
        const card = await stalemate();
        table().foundry.scriptUniform(draws([6, 6], [1, 6]));
        const request = await table().foundry.withClient(P1, () =>
          ChatMessage.create({
            content: "Roll off!",
            flags: { "indie-dice": { contestRollOff: { cardId: card.id, attackerId: HERO } } },
          }),
        );
        const answer = await table().foundry.withClient(P1, () =>
          must(must(game.users).activeGM).query(ADVANCE_CONTEST_QUERY, {
            cardId: card.id,
            messageId: must(request).id,
          }),
        );
        await settle(10);
        expect(answer).toMatchObject({ ok: true, status: "resolved" });
        expect(cardFlags(card)).toMatchObject({
          contest: { tieBreaks: [{ attackerId: HERO, dice: { kind: "oldeRollOff", pairs: [[6, 1]] } }] },
          contestRollOffRequests: [must(request).id],
        });
        // The same request again is a replay.
        const again = await table().foundry.withClient(P1, () =>
          must(must(game.users).activeGM).query(ADVANCE_CONTEST_QUERY, {
            cardId: card.id,
            messageId: must(request).id,
          }),
        );
        expectLocalizedRefusal(again, "INDIE_DICE.Contest.Error.RollOffUsed");

        const second = await stalemate();
        const before = messageIds();
        table().foundry.scriptUniform(draws([2, 6], [5, 6]));
        await table().foundry.withClient(GM, async () => {
          const html = renderedElement(await table().foundry.renderMessage(must(game.messages).get(must(second.id))));
          await settle(10);
          must(html.querySelector<HTMLButtonElement>('button[data-action="indie-dice-contest-tie-break"]')).click();
          await settle(20);
        });
        expect(cardFlags(second)).toMatchObject({
          contest: {
            status: "resolved",
            tieBreaks: [{ attackerId: HERO, dice: { kind: "oldeRollOff", pairs: [[2, 5]] } }],
          },
        });
        // Only the roll-off's own roll message and the verdict: no request of the GM's.
        const added = table().foundry.withClient(GM, () =>
          messageViews().filter((message) => !before.includes(must(message.id))),
        );
        expect(added.map((message) => Object.keys(message.flags["indie-dice"] ?? {}))).toEqual([
          ["tieBreakDie"],
          ["contestVerdict"],
        ]);
      },
    );
  });

  describe("a Group Test", () => {
    async function groupTest(): Promise<ChatMessageView> {
      return table().foundry.withClient(GM, () =>
        api().groupTests.groupTest({ participants: [tokenDoc(HERO), tokenDoc(RIVAL), tokenDoc(VILLAIN)] }),
      );
    }

    async function rollAs(user: string, card: ChatMessageView, participant: string, face: number) {
      table().foundry.scriptFaces([face]);
      await table().foundry.withClient(user, () =>
        api().groupTests.groupRoll(must(card.id), participant, { fastForward: true }),
      );
      await settle(10);
    }

    it("her roll for a member is refused", async () => {
      const card = await groupTest();
      const post = async () =>
        postAsOutsider(
          await rollData(() => table().dice.rolls.KleptoRoll.fromTest({ modifier: 0, method: "coin" }).evaluate(), {
            groupTestRoll: { cardId: card.id, participantId: HERO },
          }),
        );
      await expectRequestRefused(card, post, RECORD_GROUP_ROLL_QUERY, "INDIE_DICE.GroupTest.Error.NotOwner");
    });

    it("her gift of a member's Advantage is refused", async () => {
      const card = await groupTest();
      await rollAs(P1, card, HERO, 9);
      await rollAs(P2, card, RIVAL, 3);
      await rollAs(GM, card, VILLAIN, 9);
      const post = () =>
        postAsOutsider({
          content: "A gift",
          flags: { "indie-dice": { groupTestGift: { cardId: card.id, giver: HERO, receiver: RIVAL } } },
        });
      await expectRequestRefused(card, post, RECORD_GROUP_GIFT_QUERY, "INDIE_DICE.GroupTest.Error.NotGiverOwner");
    });

    it("her closing it through the API is refused on her client", async () => {
      const card = await groupTest();
      await expectGMChangesRefused(card, kleptoEnglish.INDIE_DICE.GroupTest.Error.NotGM, {
        close: () => api().groupTests.closeGroupTest(must(card.id)),
      });
    });
  });

  describe("an Extended Test", () => {
    async function extendedTest(): Promise<ChatMessageView> {
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

    it("her round is refused", async () => {
      const card = await extendedTest();
      const post = async () =>
        postAsOutsider(
          await rollData(() => table().dice.rolls.KingdomsRoll.fromTest({ dice: 3, dt: 7 }).evaluate(), {
            extendedTestRoll: { cardId: card.id, round: 0 },
          }),
        );
      await expectRequestRefused(card, post, RECORD_EXTENDED_ROUND_QUERY, "INDIE_DICE.ExtendedTest.Error.NotOwner");
    });

    it("her ending it through the API is refused on her client", async () => {
      const card = await extendedTest();
      await expectGMChangesRefused(card, kingdomsEnglish.INDIE_DICE.ExtendedTest.Error.NotGM, {
        end: () => api().extendedTests.endExtendedTest(must(card.id)),
      });
    });
  });

  describe("a roll request", () => {
    async function request(options: { ruleSet: string } & Record<string, unknown>): Promise<ChatMessageView> {
      return table().foundry.withClient(GM, () =>
        api().requests.start({
          tokens: [HERO, RIVAL, VILLAIN].map((token) => tokenDoc(token)),
          question: "everyone",
          ...options,
        } as never),
      );
    }

    it("her roll for a row is refused, a formula row's too", async () => {
      const kaiser = await request({ ruleSet: "kaiser", spec: { kind: "resistance", difficulty: 11 } });
      const post = async () =>
        postAsOutsider(
          await rollData(
            () => table().dice.rolls.KaiserRoll.fromCheck({ kind: "resistance", bonus: 0, difficulty: 11 }).evaluate(),
            { requestRoll: { cardId: kaiser.id, participantId: HERO } },
          ),
        );
      await expectRequestRefused(kaiser, post, RECORD_REQUEST_ROLL_QUERY, "INDIE_DICE.Request.Error.NotYours");

      const formula = await request({ ruleSet: "formula", spec: { formula: "1d20", target: 15 } });
      const postFormula = async () =>
        postAsOutsider(
          await rollData(() => new foundry.dice.Roll("1d20").evaluate(), {
            requestRoll: { cardId: formula.id, participantId: HERO },
          }),
        );
      await expectRequestRefused(formula, postFormula, RECORD_REQUEST_ROLL_QUERY, "INDIE_DICE.Request.Error.NotYours");
    });

    it(
      "her skip, close, " + "and the card menu's reveal and change of a hidden difficulty are refused on her client",
      async () => {
        const card = await request({
          ruleSet: "kaiser",
          spec: { kind: "resistance", difficulty: 11 },
          showDifficulty: false,
        });
        const menu = must(cardMenuNow());
        const message = () => messageById(must(card.id));
        await expectGMChangesRefused(card, english.INDIE_DICE.Request.Error.NotGM, {
          skip: () => api().requests.skip(must(card.id), HERO),
          close: () => api().requests.close(must(card.id)),
          reveal: () => menu.revealDifficulty(message()),
          change: () => menu.changeDifficulty(message(), "2"),
        });
      },
    );
  });
});
