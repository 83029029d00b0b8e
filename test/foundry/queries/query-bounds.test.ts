// @vitest-environment happy-dom
/**
 * No unbounded work on the GM's client (docs/limits.md "What another client may send"): every query a player's
 * client can send the active GM, and every message the GM's client picks up for a card, sent with about a megabyte
 * of data. The work is counted, never timed: the uuid lookups (the double's `fromUuidSync`, which gives up after a
 * hundred calls so that a handler that loops over a huge list ends quickly here), the chat messages read and the
 * users looked up by the GM's client while it answers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cardQueries } from "../../../src/foundry/cards/card-chunk-loader";
import { START_CONTEST_QUERY } from "../../../src/card-kinds/contest/foundry/contest-card";
import { settle, messageById } from "../support/dialog-harness";
import {
  postRollAs,
  spyWarnings,
  startKingdomsCard,
  stateOf,
  tokenDoc,
  useContestTable,
  GM,
  HERO,
  P1,
  VILLAIN,
} from "../support/contests-harness";
import type { ChatMessageView } from "../../../src/foundry/types/chat-message";
import { queryFromAnyClient } from "../support/any-client";
import { must, record } from "../../kit";

/** The queries the card chunk answers, as the loader registers them from the rule sets registered in the setup. */
const CARD_QUERIES = cardQueries();

const table = useContestTable();

beforeEach(() => void spyWarnings());
afterEach(() => vi.restoreAllMocks());

const MEGABYTE = 1_000_000;
/** Where the spy on `fromUuidSync` stops a runaway handler (a real answer looks up at most 13 sides). */
const LOOKUPS_BEFORE_GIVING_UP = 100;

const uuidOf = (tokenId: string) => (tokenDoc(tokenId) as { uuid: string }).uuid;

/** Counts the GM's client's work from now on: uuid lookups, chat messages read, users looked up. */
function countWork() {
  const work = { lookups: 0, messagesRead: 0, usersRead: 0 };
  const global = globalThis as { fromUuidSync: (uuid: string) => unknown };
  const lookUp = global.fromUuidSync;
  vi.spyOn(global, "fromUuidSync").mockImplementation((uuid: string) => {
    if (++work.lookups > LOOKUPS_BEFORE_GIVING_UP) throw new Error("more uuid lookups than any real query needs");
    return lookUp(uuid);
  });
  table().foundry.withClient(GM, () => {
    const messages = must(game.messages);
    const readMessage = messages.get.bind(messages);
    vi.spyOn(messages, "get").mockImplementation((id: string) => {
      work.messagesRead++;
      return readMessage(id);
    });
    const users = must(game.users);
    const readUser = users.get.bind(users);
    vi.spyOn(users, "get").mockImplementation((id: string) => {
      work.usersRead++;
      return readUser(id);
    });
  });
  return work;
}

/** A list of copies of a string that makes about a megabyte of JSON. */
function megabyteOf(text: string): string[] {
  return Array<string>(Math.ceil(MEGABYTE / (text.length + 3))).fill(text);
}

/** Each query's real data, blown up to about a megabyte where it hurts most. */
function megabytePayload(query: string, card: ChatMessageView, messageId: string): Record<string, unknown> {
  if (query === START_CONTEST_QUERY) {
    // The report's case: one actor's uuid named over and over as the attackers.
    return {
      ruleSet: "kingdoms",
      attackers: megabyteOf(uuidOf(HERO)),
      defender: uuidOf(VILLAIN),
      specs: { attackers: [], defender: null },
    };
  }
  return { cardId: card.id, messageId, attackerId: HERO, note: "x".repeat(MEGABYTE) };
}

async function queryAsPlayer(name: string, data: unknown): Promise<Record<string, unknown>> {
  const answer = await table().foundry.withClient(P1, () => queryFromAnyClient(name, data));
  await settle(10);
  return record(answer);
}

describe("a megabyte sent to the GM's client", () => {
  it.each(CARD_QUERIES)("%s is refused before any lookup, localized", async (query) => {
    const card = await startKingdomsCard(table);
    const roll = await postRollAs(table, P1, { cardId: must(card.id), participantId: VILLAIN }, [3, 4]);
    const before = stateOf(card);
    const payload = megabytePayload(query, card, must(roll.id));
    expect(JSON.stringify(payload).length).toBeGreaterThanOrEqual(MEGABYTE);
    const messagesBefore = table().foundry.messages.length;
    const work = countWork();
    const answer = await queryAsPlayer(query, payload);
    expect(work).toMatchObject({ lookups: 0, messagesRead: 0 });
    const max = query === START_CONTEST_QUERY ? 65536 : 1024;
    expect(answer).toMatchObject({ ok: false, key: "INDIE_DICE.Query.Error.TooLarge", data: { max } });
    expect(
      table().foundry.withClient(P1, () => game.i18n.format(String(answer.key), answer.data as Record<string, string>)),
    ).toMatch(/longer than/);
    expect(stateOf(card)).toEqual(before);
    expect(table().foundry.messages).toHaveLength(messagesBefore);
  });

  it("startContest: attackers past the limit but within the byte cap are refused before the first lookup", async () => {
    const work = countWork();
    const attackers = Array<string>(1_000).fill(uuidOf(HERO));
    const answer = await queryAsPlayer(START_CONTEST_QUERY, {
      ruleSet: "kingdoms",
      attackers,
      defender: uuidOf(VILLAIN),
      specs: { attackers: [], defender: null },
    });
    expect(answer).toMatchObject({
      ok: false,
      key: "INDIE_DICE.Contest.Error.TooManyAttackers",
      data: { count: 1000, max: 12 },
    });
    expect(work.lookups).toBe(0);
    expect(table().foundry.messages).toHaveLength(0);
  });

  it("startContest: the same actor twelve times, each copy its own id", async () => {
    const attackers = Array<string>(12).fill(uuidOf(HERO));
    const answer = await queryAsPlayer(START_CONTEST_QUERY, {
      ruleSet: "kingdoms",
      attackers,
      defender: uuidOf(HERO),
      specs: { attackers: [], defender: null },
    });
    expect(answer).toMatchObject({ ok: true });
    const card = messageById(String(answer.cardId));
    expect(stateOf(card).participants.map((p) => p.id)).toEqual([
      HERO,
      ...Array.from({ length: 12 }, (_, i) => `${HERO}-${i + 2}`),
    ]);
  });
});

describe("a megabyte in a message posted for a card", () => {
  it("a flag of a megabyte is not read by the pick-up, and its query is refused, localized", async () => {
    const card = await startKingdomsCard(table);
    const before = stateOf(card);
    const work = countWork();
    const flag = { cardId: must(card.id), participantId: HERO, padding: megabyteOf(HERO) };
    const roll = await postRollAs(table, P1, flag, [3, 4]);
    expect(JSON.stringify(roll.flags["indie-dice"]).length).toBeGreaterThanOrEqual(MEGABYTE);
    // Drawing the message reads a few users; the pick-up reads no card for it.
    expect(work).toMatchObject({ lookups: 0, messagesRead: 0 });
    expect(stateOf(card)).toEqual(before);
    const readBefore = work.messagesRead;
    const answer = await queryAsPlayer(must(CARD_QUERIES.find((name) => name.endsWith("recordContestRoll"))), {
      cardId: card.id,
      messageId: roll.id,
    });
    expect(answer).toMatchObject({ ok: false, key: "INDIE_DICE.Query.Error.TooLarge", data: { max: 4096 } });
    // The message named, and not its card.
    expect(work.messagesRead - readBefore).toBe(1);
    expect(stateOf(card)).toEqual(before);
  });

  it("a whisper list of a megabyte is refused before any of its users is looked up", async () => {
    const card = await startKingdomsCard(table);
    const before = stateOf(card);
    const work = countWork();
    const roll = await postRollAs(table, P1, { cardId: must(card.id), participantId: HERO }, [3, 4], () => undefined, {
      whisper: megabyteOf(GM),
    });
    expect(must(roll.whisper).length).toBeGreaterThan(50_000);
    // Drawing the message on each client reads a few users; none is read per entry of the list.
    expect(work.usersRead).toBeLessThan(50);
    expect(stateOf(card)).toEqual(before);
    const answer = await queryAsPlayer(must(CARD_QUERIES.find((name) => name.endsWith("recordContestRoll"))), {
      cardId: card.id,
      messageId: roll.id,
    });
    expect(answer).toMatchObject({ ok: false, key: "INDIE_DICE.Query.Error.TooManyRecipients" });
    expect(work.usersRead).toBeLessThan(50);
  });
});
