// @vitest-environment happy-dom
/**
 * A hostile player against the GM's client (docs/cards.md "What the GM's client checks"): a player's browser console
 * can send any query with any data (`game.users.activeGM.query(name, data)`) and post any flagged message. For each
 * registered query, every category of forgery below is tried — generated from one table, query × category, so no
 * query misses one — and each must be refused with a reason in both languages, change no card, post nothing from the
 * GM and leave no uncaught error or unhandled rejection on any client.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cardQueries } from "../../../src/foundry/cards/card-chunk-loader";
import { CONTEST_ROLL_OFF_FLAG } from "../../../src/card-kinds/contest/foundry/contest-kind";
import { CONTEST_ROLL_FLAG } from "../../../src/card-kinds/contest/foundry/contest-card";
import {
  ADVANCE_CONTEST_QUERY,
  RECORD_ROLL_QUERY,
  START_CONTEST_QUERY,
} from "../../../src/card-kinds/contest/foundry/contest-card";
import {
  EXTENDED_ROLL_FLAG,
  RECORD_EXTENDED_ROUND_QUERY,
} from "../../../src/rule-sets/kingdoms/foundry/extended-test/extended-test-card";
import { GROUP_GIFT_FLAG, GROUP_ROLL_FLAG } from "../../../src/rule-sets/klepto/foundry/group-test/group-test-kind";
import {
  RECORD_GROUP_GIFT_QUERY,
  RECORD_GROUP_ROLL_QUERY,
} from "../../../src/rule-sets/klepto/foundry/group-test/group-test-card";
import { REQUEST_ROLL_FLAG } from "../../../src/card-kinds/request/foundry/request-kind";
import { RECORD_REQUEST_ROLL_QUERY } from "../../../src/card-kinds/request/foundry/request-card";
import { api, messageView, settle } from "../support/dialog-harness";
import {
  CATEGORIES,
  deep,
  HTML,
  inBothLanguages,
  listenForProblems,
  ODD_NUMBERS,
  tiedOlde,
  withProtoKey,
  written as writtenByGM,
  type Category,
} from "../support/hostile-harness";
import {
  spyWarnings,
  startCard,
  startKingdomsCard,
  tokenDoc,
  useContestTable,
  GM,
  HERO,
  P1,
  P2,
  RIVAL,
  VILLAIN,
} from "../support/contests-harness";
import type { ChatMessageView } from "../../../src/foundry/types/chat-message";
import { queryFromAnyClient } from "../support/any-client";
import { must, record } from "../../kit";
import { pairs } from "../../quick";

/** The queries the card chunk answers, as the loader registers them from the rule sets registered in the setup. */
const CARD_QUERIES = cardQueries();

const table = useContestTable();

/** One forged query: who sends it, what it says, and the card it must leave as it was. */
interface Forgery {
  readonly asker: string;
  readonly data: unknown;
  readonly card: ChatMessageView;
}

/** How a query is forged in each category: sets up its table and gives the forgeries to send. */
type Forger = (category: Category) => Promise<readonly Forgery[]>;

const problems = listenForProblems();

beforeEach(() => void spyWarnings());
afterEach(() => vi.restoreAllMocks());

/* The table: cards, messages and rolls as a player's client would make them ------------------------------------ */

const uuidOf = (tokenId: string) => (tokenDoc(tokenId) as { uuid: string }).uuid;

/** Posts a message as a user (what a console can do: any flags, any roll JSON), and lets every client hear of it. */
async function postAs(
  userId: string,
  flags: Record<string, unknown>,
  rolls: readonly string[] = [],
): Promise<ChatMessageView> {
  const created = await table().foundry.withClient(userId, () =>
    ChatMessage.create({ rolls, flags: { "indie-dice": flags } }),
  );
  await settle(10);
  return messageView(created);
}

/** The stored JSON of a message's one roll, edited. */
function rollJson(message: ChatMessageView, edit: (data: Record<string, unknown>) => void = () => undefined): string {
  const data = record(JSON.parse(must(message._source.rolls[0])));
  edit(data);
  return JSON.stringify(data);
}

const foreignClass = (data: Record<string, unknown>) =>
  void (data.class = data.class === "OldeRoll" ? "KleptoRoll" : "OldeRoll");
const wrongTotal = (data: Record<string, unknown>) => void (data.total = Number(data.total) + 1);

/** Nesting in a posted flag: past the module's limit, within the 32 levels Foundry expands a document's data to. */
const FLAG_DEPTH = 20;

/**
 * A query that records a message a user posted for a card: the card kind's way to start a card waiting for the hero
 * (Ann's), to roll for the hero through the API (a real roll, recorded), the flag of a message for the hero, and how
 * the GM closes the card.
 */
interface RecordingKind {
  readonly query: string;
  readonly flag: string;
  start(): Promise<ChatMessageView>;
  roll(userId: string, card: ChatMessageView): Promise<ChatMessageView>;
  flagFor(card: ChatMessageView, participant?: unknown): Record<string, unknown>;
  close(card: ChatMessageView): Promise<void>;
}

function recordingForger(kind: RecordingKind): Forger {
  return async (category) => {
    const card = await kind.start();
    const scratch = await kind.start();
    // A real roll for the hero, recorded on another card: the template every forged roll is edited from.
    const template = await kind.roll(P1, scratch);
    const post = (userId: string, flag: Record<string, unknown>, rolls = [rollJson(template)]) =>
      postAs(userId, { [kind.flag]: flag }, rolls);
    const ask = (asker: string, message: ChatMessageView | { id: unknown }, cardId: unknown = card.id): Forgery => ({
      asker,
      card,
      data: { cardId, messageId: message.id },
    });
    switch (category) {
      case "wrong types":
        return [42, ["x"], { id: card.id }, true, null].map((value) => ({
          asker: P1,
          card,
          data: { cardId: value, messageId: value },
        }));
      case "unknown ids":
        return [ask(P1, { id: "unknownMessage01" }), ask(P1, template, "unknownCard00001")];
      case "foreign ids": {
        // A message made for another card, named with this one; this card's own id as the message.
        return [ask(P1, template), ask(P1, card), ask(P1, await post(P1, kind.flagFor(scratch)))];
      }
      case "another user's token":
        return [ask(P2, await post(P2, kind.flagFor(card)))];
      case "replayed": {
        const recorded = await kind.roll(P1, card);
        return [ask(P1, recorded), ask(P2, recorded)];
      }
      case "stale": {
        await kind.close(card);
        return [ask(P1, await post(P1, kind.flagFor(card)))];
      }
      case "a second answer": {
        await kind.roll(P1, card);
        return [ask(P1, await post(P1, kind.flagFor(card)))];
      }
      case "a foreign Roll class":
        return [ask(P1, await post(P1, kind.flagFor(card), [rollJson(template, foreignClass)]))];
      case "totals that do not match the dice":
        return [ask(P1, await post(P1, kind.flagFor(card), [rollJson(template, wrongTotal)]))];
      case "NaN, Infinity, 1e308, -0": {
        const asked = ODD_NUMBERS.map((value) => ({ asker: P1, card, data: { cardId: card.id, messageId: value } }));
        // In a posted flag -0 is stored as 0 (a message's data is JSON): an extended test's real first round, so left
        // out.
        const posted = await Promise.all(
          ODD_NUMBERS.filter((value) => !Object.is(value, -0)).map(async (value) =>
            ask(P1, await post(P1, kind.flagFor(card, value))),
          ),
        );
        return [...asked, ...posted];
      }
      case "deep nesting":
        return [
          { asker: P1, card, data: { cardId: card.id, messageId: deep(2_000, template.id) } },
          ask(P1, await post(P1, { ...kind.flagFor(card), deep: deep(FLAG_DEPTH) })),
        ];
      case "__proto__ keys": {
        const mine = await post(P2, kind.flagFor(card));
        return [{ asker: P2, card, data: withProtoKey({ cardId: card.id, messageId: mine.id }) }];
      }
      case "HTML in names":
        return [ask(P1, { id: HTML }), ask(P1, template, HTML), ask(P1, await post(P1, kind.flagFor(card, HTML)))];
    }
  };
}

const kaiserRows = () => [HERO, RIVAL].map((token) => ({ token: tokenDoc(token), spec: { bonus: 3 } }));

const contestRolls: RecordingKind = {
  query: RECORD_ROLL_QUERY,
  flag: CONTEST_ROLL_FLAG,
  start: () => startKingdomsCard(table),
  roll: (userId, card) =>
    table()
      .foundry.withClient(userId, () => api().contests.roll(must(card.id), HERO, { fastForward: true }))
      .then(settled),
  flagFor: (card, participant = HERO) => ({ cardId: card.id, participantId: participant }),
  // A contest ends when every side has rolled.
  close: async (card) => {
    await table().foundry.withClient(P1, () => api().contests.roll(must(card.id), HERO, { fastForward: true }));
    await table().foundry.withClient(GM, () => api().contests.roll(must(card.id), VILLAIN, { fastForward: true }));
    await settle(10);
  },
};

const groupRolls: RecordingKind = {
  query: RECORD_GROUP_ROLL_QUERY,
  flag: GROUP_ROLL_FLAG,
  start: () =>
    table().foundry.withClient(GM, () =>
      api().groupTests.groupTest({ participants: [tokenDoc(HERO), tokenDoc(RIVAL)] }),
    ),
  roll: (userId, card) =>
    table()
      .foundry.withClient(userId, () => api().groupTests.groupRoll(must(card.id), HERO, { fastForward: true }))
      .then(settled),
  flagFor: (card, participant = HERO) => ({ cardId: card.id, participantId: participant }),
  close: (card) =>
    table()
      .foundry.withClient(GM, () => api().groupTests.closeGroupTest(must(card.id)))
      .then(() => settle(10)),
};

const extendedRounds: RecordingKind = {
  query: RECORD_EXTENDED_ROUND_QUERY,
  flag: EXTENDED_ROLL_FLAG,
  start: () =>
    table().foundry.withClient(GM, () =>
      api().extendedTests.extendedTest({
        token: tokenDoc(HERO),
        dt: 7,
        pool: 3,
        replenish: 1,
        targetMargin: 3,
        rounds: 3,
      }),
    ),
  roll: (userId, card) =>
    table()
      .foundry.withClient(userId, () => api().extendedTests.extendedRoll(must(card.id), { fastForward: true }))
      .then(settled),
  // The round a message answers: the first, unless a test names another.
  flagFor: (card, round = 0) => ({ cardId: card.id, round }),
  close: (card) =>
    table()
      .foundry.withClient(GM, () => api().extendedTests.endExtendedTest(must(card.id)))
      .then(() => settle(10)),
};

const requestRolls: RecordingKind = {
  query: RECORD_REQUEST_ROLL_QUERY,
  flag: REQUEST_ROLL_FLAG,
  start: () =>
    table().foundry.withClient(GM, () =>
      api().requests.start({
        ruleSet: "kaiser",
        rows: kaiserRows(),
        spec: { kind: "resistance", difficulty: 11 },
        question: "everyone",
      }),
    ),
  roll: (userId, card) =>
    table()
      .foundry.withClient(userId, () => api().requests.roll(must(card.id), HERO, { fastForward: true }))
      .then(settled),
  flagFor: (card, participant = HERO) => ({ cardId: card.id, participantId: participant }),
  close: (card) =>
    table()
      .foundry.withClient(GM, () => api().requests.close(must(card.id)))
      .then(() => settle(10)),
};

/** A roll the API made, once every client heard of it (a refused roll is a broken table here, not a forgery). */
async function settled(message: unknown): Promise<ChatMessageView> {
  await settle(10);
  if (!message) throw new Error("the table's own roll was refused");
  return message as ChatMessageView;
}

/**
 * Gifts: a group test where the hero (Ann's) scored 8, so may give one Advantage, and the rival (Bo's) 3. A gift
 * request carries no roll, so the roll categories forge the gift's die instead: a roll attached to the request.
 */
const giftForger: Forger = async (category) => {
  const card = await groupRolls.start();
  table().foundry.scriptFaces([8]);
  await groupRolls.roll(P1, card);
  table().foundry.scriptFaces([3]);
  await table().foundry.withClient(P2, () => api().groupTests.groupRoll(must(card.id), RIVAL, { fastForward: true }));
  await settle(10);
  // Every later die (a gift's, a template roll's) comes from the double's seeded dice.
  table().foundry.clearScript();
  const gift = (giver: unknown = HERO, receiver: unknown = RIVAL) => ({
    [GROUP_GIFT_FLAG]: { cardId: card.id, giver, receiver },
  });
  const ask = (asker: string, message: { id: unknown }, cardId: unknown = card.id): Forgery => ({
    asker,
    card,
    data: { cardId, messageId: message.id },
  });
  const give = async () => {
    const message = await table().foundry.withClient(P1, () =>
      api().groupTests.giveAdvantage(must(card.id), HERO, RIVAL),
    );
    await settle(10);
    return must(message);
  };
  const aRoll = async () => {
    const other = await groupRolls.start();
    return groupRolls.roll(P1, other);
  };
  switch (category) {
    case "wrong types":
      return [42, ["x"], { id: card.id }, true, null].map((value) => ({
        asker: P1,
        card,
        data: { cardId: value, messageId: value },
      }));
    case "unknown ids":
      return [
        ask(P1, { id: "unknownMessage01" }),
        ask(
          P1,
          await postAs(P1, { [GROUP_GIFT_FLAG]: { cardId: "unknownCard00001", giver: HERO, receiver: RIVAL } }),
          "unknownCard00001",
        ),
      ];
    case "foreign ids": {
      const other = await groupRolls.start();
      return [
        ask(P1, await postAs(P1, { [GROUP_GIFT_FLAG]: { cardId: other.id, giver: HERO, receiver: RIVAL } })),
        ask(P1, card),
        ask(P1, await postAs(P1, gift(HERO, VILLAIN))),
      ];
    }
    case "another user's token":
      return [ask(P2, await postAs(P2, gift(HERO, RIVAL)))];
    case "replayed": {
      const given = await give();
      return [ask(P1, given), ask(P2, given)];
    }
    case "stale": {
      await groupRolls.close(card);
      return [ask(P1, await postAs(P1, gift()))];
    }
    case "a second answer": {
      await give();
      return [ask(P1, await postAs(P1, gift()))];
    }
    case "a foreign Roll class":
      // A gift to oneself, carrying a roll of another rule set as its "die".
      return [ask(P1, await postAs(P1, gift(HERO, HERO), [rollJson(await aRoll(), foreignClass)]))];
    case "totals that do not match the dice":
      return [ask(P1, await postAs(P1, gift(HERO, HERO), [rollJson(await aRoll(), wrongTotal)]))];
    case "NaN, Infinity, 1e308, -0": {
      const asked = ODD_NUMBERS.map((value) => ({ asker: P1, card, data: { cardId: card.id, messageId: value } }));
      const posted = await Promise.all(ODD_NUMBERS.map(async (value) => ask(P1, await postAs(P1, gift(value, RIVAL)))));
      return [...asked, ...posted];
    }
    case "deep nesting":
      return [
        { asker: P1, card, data: { cardId: deep(2_000, card.id), messageId: "x" } },
        ask(P1, await postAs(P1, gift(deep(FLAG_DEPTH, HERO)))),
      ];
    case "__proto__ keys": {
      const mine = await postAs(P2, gift());
      return [{ asker: P2, card, data: withProtoKey({ cardId: card.id, messageId: mine.id }) }];
    }
    case "HTML in names":
      return [
        ask(P1, { id: HTML }),
        ask(P1, await postAs(P1, gift(HERO, HTML))),
        ask(P1, await postAs(P1, gift(HTML, RIVAL))),
      ];
  }
};

const tiedOldeCard = () => tiedOlde(table);

/**
 * Asking for the roll-off (`advanceContest`, `{cardId, messageId}`): the asker posts a message flagged
 * `contestRollOff` naming the pairing (its author is who asked), and the GM's client checks it like any request.
 */
const advanceForger: Forger = async (category) => {
  const forgedRoll =
    category === "a foreign Roll class" || category === "totals that do not match the dice"
      ? rollJson(
          await contestRolls.roll(P1, await startKingdomsCard(table)),
          category === "a foreign Roll class" ? foreignClass : wrongTotal,
        )
      : null;
  const card = await tiedOldeCard();
  const rollOff = (attackerId: unknown = HERO, cardId: unknown = card.id) => ({
    [CONTEST_ROLL_OFF_FLAG]: { cardId, attackerId },
  });
  const ask = (
    asker: string,
    message: ChatMessageView | { id: unknown },
    cardId: unknown = card.id,
    on: ChatMessageView = card,
  ): Forgery => ({ asker, card: on, data: { cardId, messageId: message.id } });
  const askPosted = async (asker: string, flags: Record<string, unknown>, rolls: readonly string[] = []) =>
    ask(asker, await postAs(asker, flags, rolls));
  const advance = async () => {
    const asked = await postAs(P1, rollOff());
    const answer = await table().foundry.withClient(P1, () =>
      must(must(game.users).activeGM).query(ADVANCE_CONTEST_QUERY, { cardId: card.id, messageId: asked.id }),
    );
    await settle(10);
    expect(answer).toMatchObject({ ok: true });
    return asked;
  };
  switch (category) {
    case "wrong types":
      return [
        ...[42, ["x"], { id: card.id }, true, null].map((value) => ({
          asker: P1,
          card,
          data: { cardId: value, messageId: value },
        })),
        ...(await Promise.all([42, ["x"], null].map((value) => askPosted(P1, rollOff(value))))),
      ];
    case "unknown ids":
      return [
        ask(P1, { id: "unknownMessage01" }),
        await askPosted(P1, rollOff("unknownToken0001")),
        ask(P1, await postAs(P1, rollOff(HERO, "unknownCard00001")), "unknownCard00001"),
      ];
    case "foreign ids": {
      const group = await groupRolls.start();
      // Another card's id, the defender named as the pairing, and a gift request sent as a roll-off.
      return [
        ask(P1, await postAs(P1, rollOff(HERO, group.id)), group.id, group),
        await askPosted(P1, rollOff(VILLAIN)),
        await askPosted(P1, { [GROUP_GIFT_FLAG]: { cardId: card.id, giver: HERO, receiver: RIVAL } }),
      ];
    }
    case "another user's token":
      // Bo owns neither side of the pairing.
      return [await askPosted(P2, rollOff())];
    case "replayed": {
      const asked = await advance();
      return [ask(P1, asked), ask(P2, asked)];
    }
    case "stale": {
      // A contest still waiting for its rolls has no roll-off to ask for.
      const spec = { count: 1, faces: 6, adjustment: 0, unlimited: false };
      const open = await startCard(table, "olde", { attackers: spec, defender: spec });
      return [ask(P1, await postAs(P1, rollOff(HERO, open.id)), open.id, open)];
    }
    case "a second answer":
      await advance();
      return [await askPosted(P1, rollOff())];
    case "a foreign Roll class":
    case "totals that do not match the dice":
      // Dice of its own for the roll-off (the GM's client rolls every roll-off itself), on a card that is not tied.
      return [
        await askPosted(P1, rollOff(), [must(forgedRoll)]),
        ask(P1, await postAs(P1, rollOff(HERO, (await startKingdomsCard(table)).id), [must(forgedRoll)])),
      ];
    case "NaN, Infinity, 1e308, -0":
      return [
        ...ODD_NUMBERS.map((value) => ({ asker: P1, card, data: { cardId: value, messageId: value } })),
        ...(await Promise.all(ODD_NUMBERS.map((value) => askPosted(P1, rollOff(value))))),
      ];
    case "deep nesting":
      return [
        { asker: P1, card, data: { cardId: card.id, messageId: deep(2_000, "x") } },
        await askPosted(P1, rollOff(deep(FLAG_DEPTH, HERO))),
      ];
    case "__proto__ keys": {
      const mine = await postAs(P1, rollOff());
      return [{ asker: P1, card, data: withProtoKey({ cardId: card.id, messageId: mine.id }) }];
    }
    case "HTML in names":
      return [
        ask(P1, { id: HTML }),
        await askPosted(P1, rollOff(HTML)),
        ask(P1, await postAs(P1, rollOff(HERO, HTML)), HTML),
      ];
  }
};

/**
 * Starting a contest (`startContest`): a player may start one naming anyone's tokens (their specs only propose), so
 * the forgeries are requests no card can come of; the card watched is one already in the log.
 */
const startForger: Forger = async (category) => {
  const card = await startKingdomsCard(table);
  const request = (changes: Record<string, unknown> = {}) => ({
    ruleSet: "kingdoms",
    attackers: [uuidOf(HERO)],
    defender: uuidOf(VILLAIN),
    attack: false,
    kingdomsActive: "attacker",
    specs: { attackers: [null], defender: null },
    ...changes,
  });
  const ask = (asker: string, changes: Record<string, unknown>): Forgery => ({ asker, card, data: request(changes) });
  const KR = { pool: 2, dice: 2, dt: 7 };
  switch (category) {
    case "wrong types":
      return [
        ask(P1, { ruleSet: 7 }),
        ask(P1, { attackers: uuidOf(HERO) }),
        ask(P1, { defender: [uuidOf(VILLAIN)] }),
        ask(P1, { attack: "yes" }),
        ask(P1, { specs: { attackers: ["KR"], defender: 5 } }),
      ];
    case "unknown ids":
      return [
        ask(P1, { attackers: ["Scene.sceneMain0000001.Token.unknownToken0001"] }),
        ask(P1, { defender: "Actor.unknownActor0001" }),
      ];
    case "foreign ids":
      // A uuid of a document that is no side: a scene, a chat message, a user.
      return [
        ask(P1, { defender: "Scene.sceneMain0000001" }),
        ask(P1, { attackers: [`ChatMessage.${card.id}`] }),
        ask(P1, { defender: `User.${P2}` }),
      ];
    case "another user's token":
      // Bo's rival against Ann's hero with a roll that cannot be: a spec is checked whoever's it is.
      return [
        ask(P2, {
          attackers: [uuidOf(RIVAL)],
          defender: uuidOf(HERO),
          specs: { attackers: [{ ...KR, dice: 99 }], defender: KR },
        }),
      ];
    case "replayed":
      // The card's own state sent back as a request.
      return [{ asker: P1, card, data: JSON.parse(JSON.stringify(must(card.flags["indie-dice"]).contest)) as unknown }];
    case "stale":
      return [ask(P1, { ruleSet: "kaiser", specs: { attackers: [KR], defender: KR } })];
    case "a second answer":
      return [
        ask(P1, { defender: [uuidOf(VILLAIN), uuidOf(RIVAL)] }),
        ask(P1, { attackers: Array<string>(13).fill(uuidOf(HERO)) }),
      ];
    case "a foreign Roll class":
    case "totals that do not match the dice": {
      // A roll's JSON where a spec belongs.
      const roll = rollJson(
        await contestRolls.roll(P1, await startKingdomsCard(table)),
        category === "a foreign Roll class" ? foreignClass : wrongTotal,
      );
      return [ask(P1, { specs: { attackers: [JSON.parse(roll)], defender: roll } })];
    }
    case "NaN, Infinity, 1e308, -0":
      return ODD_NUMBERS.map((value) =>
        ask(P1, { specs: { attackers: [{ pool: value, dice: value, dt: value }], defender: KR } }),
      );
    case "deep nesting":
      return [ask(P1, { specs: deep(2_000) })];
    case "__proto__ keys":
      return [{ asker: P1, card, data: withProtoKey(request()) }];
    case "HTML in names":
      return [ask(P1, { ruleSet: HTML }), ask(P1, { attackers: [HTML] })];
  }
};

const FORGERS: Readonly<Record<string, Forger>> = {
  [RECORD_ROLL_QUERY]: recordingForger(contestRolls),
  [RECORD_GROUP_ROLL_QUERY]: recordingForger(groupRolls),
  [RECORD_EXTENDED_ROUND_QUERY]: recordingForger(extendedRounds),
  [RECORD_REQUEST_ROLL_QUERY]: recordingForger(requestRolls),
  [RECORD_GROUP_GIFT_QUERY]: giftForger,
  [ADVANCE_CONTEST_QUERY]: advanceForger,
  [START_CONTEST_QUERY]: startForger,
};

/* The checks ---------------------------------------------------------------------------------------------------- */

/** What the GM's client has written: the messages a GM authored, each card's module flags among them. */
const written = () => writtenByGM(table().foundry, GM);

async function expectRefused(query: string, forgery: Forgery): Promise<void> {
  const before = written();
  const answer = record(await table().foundry.withClient(forgery.asker, () => queryFromAnyClient(query, forgery.data)));
  await settle(10);
  expect(answer, JSON.stringify(forgery.data)?.slice(0, 200)).toMatchObject({ ok: false });
  const key = String(answer.key);
  expect(key).not.toBe("INDIE_DICE.Contest.Error.Failed");
  expect(inBothLanguages(key), `${key} in English and German`).toBe(true);
  expect(written(), "the GM's client wrote nothing").toBe(before);
}

/** Every query × every forgery (in `npm test`, a third of the pairs: test/quick.ts). */
const CASES = pairs(CARD_QUERIES, CATEGORIES);

describe("every query × every forgery: refused, localized, nothing written", () => {
  it("covers every registered query", () => {
    expect(Object.keys(FORGERS).sort()).toEqual([...CARD_QUERIES].sort());
  });

  it.each(CASES)("%s — %s", async (query, category) => {
    const forgeries = await FORGERS[query]!(category);
    expect(forgeries.length).toBeGreaterThan(0);
    for (const forgery of forgeries) await expectRefused(query, forgery);
    await settle(10);
    expect(problems()).toEqual([]);
  });
});
