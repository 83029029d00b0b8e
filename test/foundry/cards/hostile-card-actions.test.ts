// @vitest-environment happy-dom
/**
 * A hostile player against every card action (docs/threat-model.md "What a player's console can and cannot do"): the
 * card-action half of the hostile-client suite (the query half is hostile-client.test.ts). Every `data-action` button
 * of every card kind and every GM entry of the card's menu is pressed from a player's own client, each press forged in
 * every category below — generated from one table, action × category, so no action misses one — in the three ways a
 * console has: a button added to their drawn card with forged `data-*` values and clicked (the card's click dispatcher
 * decides), the API call behind the button with forged arguments, and, where the action posts a message, a module on
 * their client that changes the message before it is created (`preCreateChatMessage`). Each press must be refused
 * with a reason both languages have (shown on the presser's client), leave the GM's writes as they were, have the
 * GM's client post nothing, and leave no uncaught error or unhandled rejection anywhere.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cardDrawn } from "../../../src/foundry/cards/card-renderer";
import { cardMenuNow } from "../../../src/foundry/cards/card-chunk-loader";
import { CONTEST_ROLL_ACTION } from "../../../src/card-kinds/contest/ui/contest-card-sides";
import { CONTEST_TIE_BREAK_ACTION } from "../../../src/card-kinds/contest/ui/contest-card-parts";
import { GROUP_TEST_ACTIONS } from "../../../src/rule-sets/klepto/ui/group-test/group-test-card-model";
import { EXTENDED_TEST_ACTIONS } from "../../../src/rule-sets/kingdoms/ui/extended-test/extended-test-card-model";
import { REQUEST_ACTIONS } from "../../../src/card-kinds/request/ui/request-card-model";
import { TO_CARD_ACTION } from "../../../src/foundry/cards/card-links";
import type { RecordedNotification } from "../../../foundry-double";
import { api, settle, messageById } from "../support/dialog-harness";
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
import { asSentByAnyClient } from "../../sent-by-any-client";
import { must, record, renderedElement } from "../../kit";
import { pairs } from "../../quick";

const table = useContestTable();

/** One forged press: who presses (on their own client), how, and what it does there. */
interface Press {
  readonly by: string;
  readonly how: string;
  act(): Promise<unknown>;
}

/** How an action is forged in each category: sets up its card and gives the presses to try. */
type Forger = (category: Category) => Promise<readonly Press[]>;

const problems = listenForProblems();

beforeEach(() => void spyWarnings());
afterEach(() => vi.restoreAllMocks());

/* The presses a console can make -------------------------------------------------------------------------------- */

/** The odd numbers as a `data-*` value carries them: text. */
const ODD_TEXTS = ["NaN", "Infinity", "1e308", "-0"];
/**
 * A button added to the card as the presser's client draws it, with these `data-*` attributes (`action` its
 * `data-action`), and clicked with Shift held (a roll at once, as the card's buttons allow).
 */
function click(
  by: string,
  card: ChatMessageView,
  data: Readonly<Record<string, string>>,
  how = `button ${JSON.stringify(data)}`,
): Press {
  return {
    by,
    how,
    act: async () => {
      const html = renderedElement(await table().foundry.renderMessage(must(game.messages).get(must(card.id))));
      await cardDrawn(html);
      const button = document.createElement("button");
      button.type = "button";
      for (const [key, value] of Object.entries(data)) button.setAttribute(`data-${key}`, value);
      (html.querySelector(".message-content") ?? html).append(button);
      button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, shiftKey: true }));
    },
  };
}

/** The API call behind a button, with forged arguments. */
function call(by: string, how: string, act: () => Promise<unknown>): Press {
  return { by, how: `api ${how}`, act };
}

/** A card's menu entry (`INDIE_DICE.ContextMenu.<name>`) run on a message element, as a console can call it. */
function menuEntry(by: string, name: string, target: Readonly<Record<string, string>>): Press {
  return {
    by,
    how: `menu ${name} ${JSON.stringify(target)}`,
    act: async () => {
      const entries: Record<string, unknown>[] = [];
      (Hooks.callAll as (hook: string, ...args: unknown[]) => boolean)(
        "getChatMessageContextOptions",
        ui.chat,
        entries,
      );
      const label = `INDIE_DICE.ContextMenu.${name}`;
      const entry = must(entries.find((each) => (each.name ?? each.label) === label));
      const li = document.createElement("li");
      li.classList.add("message");
      for (const [key, value] of Object.entries(target)) li.setAttribute(`data-${key}`, value);
      const run = (entry.callback ??
        ((target: HTMLElement) =>
          (entry.onClick as (event: Event, target: HTMLElement) => unknown)(new MouseEvent("click"), target))) as (
        target: HTMLElement,
      ) => unknown;
      await run(li);
    },
  };
}

/** A message about to be created, as a `preCreateChatMessage` listener gets it. */
interface PendingMessage {
  readonly _source: { readonly rolls: readonly unknown[] };
  updateSource(changes: object): void;
}

/**
 * A module on the presser's client that changes each message they create, before it is created (`name`: what it does).
 */
function withModule(press: Press, name: string, change: (message: PendingMessage) => void): Press {
  return {
    by: press.by,
    how: `${name}, then ${press.how}`,
    act: async () => {
      const id = Hooks.on(
        "preCreateChatMessage",
        (message: PendingMessage, _data: unknown, _options: unknown, userId: string) => {
          if (userId === press.by) change(message);
        },
      );
      try {
        await press.act();
        await settle(30);
      } finally {
        Hooks.off("preCreateChatMessage", id);
      }
    },
  };
}

type RollEdit = (roll: Record<string, unknown>) => Record<string, unknown>;
const foreignClass: RollEdit = (roll) => ({ ...roll, class: roll.class === "OldeRoll" ? "KleptoRoll" : "OldeRoll" });
const wrongTotal: RollEdit = (roll) => ({ ...roll, total: Number(roll.total) + 1 });

/** A real roll of the presser's, as JSON: what a module attaches to a message that carries none. */
async function aRoll(by: string): Promise<Record<string, unknown>> {
  const roll = await table().foundry.withClient(by, () =>
    table().dice.rolls.KingdomsRoll.fromTest({ dice: 2, dt: 7 }).evaluate(),
  );
  return record(JSON.parse(JSON.stringify(roll)));
}

/** The two roll categories as a module: each roll's class or total changed; a message without rolls gets one so. */
async function rollModule(category: Category, press: Press): Promise<Press> {
  const edit = category === "a foreign Roll class" ? foreignClass : wrongTotal;
  const attached = edit(await aRoll(press.by));
  return withModule(press, category, (message) => {
    const rolls = message._source.rolls.map((roll) =>
      record(JSON.parse(typeof roll === "string" ? roll : JSON.stringify(roll))),
    );
    message.updateSource({
      rolls: (rolls.length > 0 ? rolls.map(edit) : [attached]).map((roll) => JSON.stringify(roll)),
    });
  });
}

/* The cards --------------------------------------------------------------------------------------------------- */

const gmDoes = <T>(act: () => Promise<T>) =>
  table()
    .foundry.withClient(GM, act)
    .then(async (result) => (await settle(10), result));

const groupTest = () => gmDoes(() => api().groupTests.groupTest({ participants: [tokenDoc(HERO), tokenDoc(RIVAL)] }));
const extendedTest = () =>
  gmDoes(() =>
    api().extendedTests.extendedTest({
      token: tokenDoc(HERO),
      dt: 7,
      pool: 3,
      replenish: 1,
      targetMargin: 3,
      rounds: 3,
    }),
  );
const kaiserRows = () => [HERO, RIVAL].map((token) => ({ token: tokenDoc(token), spec: { bonus: 3 } }));
/** A Kaiser request to the hero (Ann's) and the rival (Bo's), its difficulty hidden from the players. */
const request = () =>
  gmDoes(() =>
    api().requests.start({
      ruleSet: "kaiser",
      rows: kaiserRows(),
      spec: { kind: "resistance", difficulty: 11 },
      question: "everyone",
      showDifficulty: false,
    }),
  );

const tiedOldeCard = () => tiedOlde(table);

/** A group test where the hero (Ann's) scored 8, so may give one Advantage, and the rival (Bo's) 3. */
async function giftCard(): Promise<ChatMessageView> {
  const card = await groupTest();
  table().foundry.scriptFaces([8]);
  await table().foundry.withClient(P1, () => api().groupTests.groupRoll(must(card.id), HERO, { fastForward: true }));
  table().foundry.scriptFaces([3]);
  await table().foundry.withClient(P2, () => api().groupTests.groupRoll(must(card.id), RIVAL, { fastForward: true }));
  await settle(10);
  table().foundry.clearScript();
  return card;
}

/* The actions that roll for one participant ------------------------------------------------------------------- */

/**
 * A card's Roll button: the card waiting for the hero's roll (Ann's), the API's roll (`participant` is left out by a
 * kind whose button names none: an extended test rolls its one roller), and how the card stops waiting.
 */
interface RollAction {
  readonly action: string;
  /** The `data-*` key naming whose roll it is; null: the button names none. */
  readonly key: "participant" | null;
  start(): Promise<ChatMessageView>;
  roll(card: unknown, participant: unknown, options?: unknown): Promise<unknown>;
  finish(card: ChatMessageView): Promise<void>;
}

function rollForger(kind: RollAction): Forger {
  return async (category) => {
    const card = await kind.start();
    const data = (participant: string) => ({ action: kind.action, ...(kind.key ? { [kind.key]: participant } : {}) });
    const press = (by: string, participant = HERO, on = card) => click(by, on, data(participant));
    const roll = (
      by: string,
      how: string,
      cardId: unknown,
      participant: unknown = HERO,
      options: unknown = { fastForward: true },
    ) => call(by, how, () => kind.roll(cardId, participant, options));
    const rolled = async () => {
      await table().foundry.withClient(P1, () => kind.roll(card.id, HERO, { fastForward: true }));
      await settle(10);
    };
    // A button that names no participant: its forgeries are of the card only.
    const named = <T>(presses: readonly T[]) => (kind.key ? presses : []);
    switch (category) {
      case "wrong types":
        return [
          ...named([
            click(P1, card, { action: kind.action }),
            roll(P1, "participant 42", card.id, 42),
            roll(P1, "participant null", card.id, null),
            roll(P1, "participant [x]", card.id, ["x"]),
          ]),
          ...[42, null, true, ["x"], { id: card.id }].map((value) => roll(P1, `card ${JSON.stringify(value)}`, value)),
        ];
      case "unknown ids":
        return [
          ...named([press(P1, "unknownToken0001"), roll(P1, "unknown participant", card.id, "unknownToken0001")]),
          roll(P1, "unknown card", "unknownCard00001"),
        ];
      case "foreign ids": {
        // Another kind's card named as this one; the villain (the GM's) where the hero is asked for.
        const other = kind.action === CONTEST_ROLL_ACTION ? await groupTest() : await startKingdomsCard(table);
        return [
          ...named([press(P1, VILLAIN), press(P1, must(card.id)), roll(P1, "the villain", card.id, VILLAIN)]),
          roll(P1, "another kind's card", other.id),
        ];
      }
      case "another user's token":
        // Bo presses the hero's Roll (Ann's), on the card and through the API.
        return [press(P2), roll(P2, "Bo for the hero", card.id)];
      case "replayed": {
        // The card as drawn before the hero rolled, its button pressed again once the roll is in.
        const html = renderedElement(
          await table().foundry.withClient(P1, () =>
            table().foundry.renderMessage(must(game.messages).get(must(card.id))),
          ),
        );
        await rolled();
        const again: Press = {
          by: P1,
          how: "the Roll button drawn before the roll",
          act: async () => {
            await cardDrawn(html);
            const button = must(html.querySelector<HTMLButtonElement>(`button[data-action="${kind.action}"]`));
            button.disabled = false;
            button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, shiftKey: true }));
          },
        };
        return kind.key ? [again] : [replayedRound(card, kind)];
      }
      case "stale":
        await kind.finish(card);
        return [press(P1), roll(P1, "on a finished card", card.id)];
      case "a second answer":
        await rolled();
        return kind.key ? [press(P1), roll(P1, "the hero again", card.id)] : [replayedRound(card, kind)];
      case "a foreign Roll class":
      case "totals that do not match the dice":
        return [await rollModule(category, press(P1)), await rollModule(category, roll(P1, "fast-forwarded", card.id))];
      case "NaN, Infinity, 1e308, -0":
        return [
          ...named(ODD_TEXTS.map((text) => press(P1, text))),
          ...ODD_NUMBERS.flatMap((value) => [
            ...named([roll(P1, `participant ${value}`, card.id, value)]),
            roll(P1, `card ${value}`, value),
          ]),
        ];
      case "deep nesting":
        return [
          ...named([
            press(P1, JSON.stringify(deep(2_000, HERO))),
            roll(P1, "nested participant", card.id, deep(2_000, HERO)),
          ]),
          roll(P1, "nested card", deep(2_000, card.id)),
        ];
      case "__proto__ keys":
        return [
          ...named([click(P1, card, { action: kind.action, __proto__: HERO }, "button data-__proto__")]),
          roll(P2, "options with __proto__", card.id, HERO, withProtoKey({ fastForward: true }, { isGM: true })),
          roll(P2, "card with __proto__", withProtoKey({ id: card.id }, { id: card.id }), HERO),
        ];
      case "HTML in names":
        return [...named([press(P1, HTML), roll(P1, "HTML participant", card.id, HTML)]), roll(P1, "HTML card", HTML)];
    }
  };
}

/**
 * An extended test's round, replayed: a module that names the round already recorded on the next round's roll
 * (the button names no round, so pressing it again is the next round, not a replay).
 */
function replayedRound(card: ChatMessageView, kind: RollAction): Press {
  const replayed = { extendedTestRoll: { cardId: card.id, round: 0 } };
  return withModule(
    click(P1, card, { action: kind.action }),
    "the first round's flag on the next round's roll",
    (message) => message.updateSource({ flags: { "indie-dice": replayed } }),
  );
}

const contestRoll: RollAction = {
  action: CONTEST_ROLL_ACTION,
  key: "participant",
  start: () => startKingdomsCard(table),
  roll: (card, participant, options) =>
    api().contests.roll(asSentByAnyClient(card), asSentByAnyClient(participant), asSentByAnyClient(options)),
  finish: async (card) => {
    await table().foundry.withClient(P1, () => api().contests.roll(must(card.id), HERO, { fastForward: true }));
    await table().foundry.withClient(GM, () => api().contests.roll(must(card.id), VILLAIN, { fastForward: true }));
    await settle(10);
  },
};

const groupRoll: RollAction = {
  action: GROUP_TEST_ACTIONS.roll,
  key: "participant",
  start: groupTest,
  roll: (card, participant, options) =>
    api().groupTests.groupRoll(asSentByAnyClient(card), asSentByAnyClient(participant), asSentByAnyClient(options)),
  finish: (card) => gmDoes(() => api().groupTests.closeGroupTest(must(card.id))).then(() => undefined),
};

const extendedRoll: RollAction = {
  action: EXTENDED_TEST_ACTIONS.roll,
  key: null,
  start: extendedTest,
  roll: (card, _participant, options) =>
    api().extendedTests.extendedRoll(asSentByAnyClient(card), asSentByAnyClient(options)),
  finish: (card) => gmDoes(() => api().extendedTests.endExtendedTest(must(card.id))).then(() => undefined),
};

const requestRoll: RollAction = {
  action: REQUEST_ACTIONS.roll,
  key: "participant",
  start: request,
  roll: (card, participant, options) =>
    api().requests.roll(asSentByAnyClient(card), asSentByAnyClient(participant), asSentByAnyClient(options)),
  finish: (card) => gmDoes(() => api().requests.close(must(card.id))).then(() => undefined),
};

/* A gift, a roll-off ----------------------------------------------------------------------------------------- */

/** Giving the hero's Advantage (Ann's, Score 8) to the rival (Bo's, Score 3): the button and `giveAdvantage`. */
const giveForger: Forger = async (category) => {
  const card = await giftCard();
  const press = (by: string, giver: string = HERO, receiver: string = RIVAL, on = card) =>
    click(by, on, { action: GROUP_TEST_ACTIONS.give, giver, receiver });
  const give = (by: string, how: string, cardId: unknown, giver: unknown = HERO, receiver: unknown = RIVAL) =>
    call(by, how, () =>
      api().groupTests.giveAdvantage(asSentByAnyClient(cardId), asSentByAnyClient(giver), asSentByAnyClient(receiver)),
    );
  const given = async () => {
    await table().foundry.withClient(P1, () => api().groupTests.giveAdvantage(must(card.id), HERO, RIVAL));
    await settle(10);
  };
  switch (category) {
    case "wrong types":
      return [
        click(P1, card, { action: GROUP_TEST_ACTIONS.give }),
        give(P1, "giver 42", card.id, 42),
        give(P1, "receiver null", card.id, HERO, null),
        ...[42, null, ["x"]].map((value) => give(P1, `card ${JSON.stringify(value)}`, value)),
      ];
    case "unknown ids":
      return [
        press(P1, "unknownToken0001"),
        press(P1, HERO, "unknownToken0001"),
        give(P1, "unknown card", "unknownCard00001"),
      ];
    case "foreign ids": {
      const contest = await startKingdomsCard(table);
      // The villain is on no side of this card; a contest's id named as the group test.
      return [press(P1, HERO, VILLAIN), press(P1, HERO, must(card.id)), give(P1, "a contest's card", contest.id)];
    }
    case "another user's token":
      // Bo gives the hero's Advantage (Ann's) to his own rival.
      return [press(P2), give(P2, "Bo gives the hero's", card.id)];
    case "replayed":
    case "a second answer":
      await given();
      return [press(P1), give(P1, "the same gift again", card.id)];
    case "stale":
      await groupRoll.finish(card);
      return [press(P1), give(P1, "on a closed card", card.id)];
    case "a foreign Roll class":
    case "totals that do not match the dice":
      // The gift's die is the GM's client's to roll: a request carrying a die of its own (forged so) is no gift.
      return [await rollModule(category, press(P1)), await rollModule(category, give(P1, "", card.id))];
    case "NaN, Infinity, 1e308, -0":
      return [
        ...ODD_TEXTS.map((text) => press(P1, text)),
        ...ODD_NUMBERS.map((value) => give(P1, `receiver ${value}`, card.id, HERO, value)),
      ];
    case "deep nesting":
      return [
        press(P1, HERO, JSON.stringify(deep(2_000, RIVAL))),
        give(P1, "nested giver", card.id, deep(2_000, HERO)),
      ];
    case "__proto__ keys":
      return [
        click(P1, card, { action: GROUP_TEST_ACTIONS.give, __proto__: HERO, receiver: RIVAL }, "button data-__proto__"),
        give(P2, "card with __proto__", withProtoKey({ id: card.id }, { id: card.id })),
      ];
    case "HTML in names":
      return [press(P1, HTML), press(P1, HERO, HTML), give(P1, "HTML card", HTML)];
  }
};

/**
 * Asking for a tied pairing's roll-off (the hero's, Ann's): the button posts a request of the presser's own and asks
 * the GM's client, which rolls it. There is no API call behind this button: its API is the query, forged in
 * hostile-client.test.ts.
 */
const tieBreakForger: Forger = async (category) => {
  const card = await tiedOldeCard();
  const press = (by: string, pairing: string = HERO, on = card) =>
    click(by, on, { action: CONTEST_TIE_BREAK_ACTION, pairing });
  const rolledOff = async (by: string) => {
    await table().foundry.withClient(by, async () => {
      const html = renderedElement(await table().foundry.renderMessage(must(game.messages).get(must(card.id))));
      await cardDrawn(html);
      must(html.querySelector<HTMLButtonElement>(`button[data-action="${CONTEST_TIE_BREAK_ACTION}"]`)).click();
    });
    await settle(30);
    table().foundry.clearScript();
  };
  switch (category) {
    case "wrong types":
      return [click(P1, card, { action: CONTEST_TIE_BREAK_ACTION }), press(P1, "")];
    case "unknown ids":
      return [press(P1, "unknownToken0001")];
    case "foreign ids": {
      // The defender named as the pairing; the hero's pairing on a contest that is not tied.
      const open = await startKingdomsCard(table);
      return [press(P1, VILLAIN), press(P1, must(card.id)), press(P1, HERO, open)];
    }
    case "another user's token":
      // Bo owns neither side of the pairing.
      return [press(P2)];
    case "replayed":
      // Ann's own roll-off is in: her button pressed again.
      await rolledOff(P1);
      return [press(P1)];
    case "stale": {
      // A contest still waiting for its rolls has no roll-off to ask for.
      const spec = { count: 1, faces: 6, adjustment: 0, unlimited: false };
      const open = await startCard(table, "olde", { attackers: spec, defender: spec });
      return [press(P1, HERO, open)];
    }
    case "a second answer":
      // The GM rolled the pairing off first.
      await rolledOff(GM);
      return [press(P1)];
    case "a foreign Roll class":
    case "totals that do not match the dice":
      // The GM's client rolls every roll-off itself: a request carrying dice of its own (forged so) is no request.
      return [await rollModule(category, press(P1))];
    case "NaN, Infinity, 1e308, -0":
      return ODD_TEXTS.map((text) => press(P1, text));
    case "deep nesting":
      return [press(P1, JSON.stringify(deep(2_000, HERO)))];
    case "__proto__ keys":
      return [click(P1, card, { action: CONTEST_TIE_BREAK_ACTION, __proto__: HERO }, "button data-__proto__")];
    case "HTML in names":
      return [press(P1, HTML)];
  }
};

/* The GM's own actions ------------------------------------------------------------------------------------------ */

/**
 * A change only the GM makes (closing, ending, skipping, rolling for the offline, the card menu's), pressed by Ann,
 * who owns the hero on the card: whatever the press names, she is refused as no GM. Each category forges what the
 * press names (its card, its row, its value); where the action names nothing but its card, the card is what is forged.
 */
interface GMOnly {
  /** The card, open, and one the action has already done its work on (a closed, ended card). */
  start(): Promise<ChatMessageView>;
  done(card: ChatMessageView): Promise<void>;
  /** Ann's presses naming this card (or id) and, where the action names one, this row or value. */
  presses(card: ChatMessageView, cardId: unknown, named: unknown): readonly Press[];
  /** The value the action names besides the card (a row, a difficulty), unforged. */
  readonly named: unknown;
  /** Ann's press naming the rival (Bo's) where the action names a row. */
  readonly anotherUsers: unknown;
  /**
   * The GM's own press naming this forged row or value, where the action names one (a skip's row, a new
   * difficulty): the GM's client refuses the value itself, not only the player.
   */
  gmPresses?(card: ChatMessageView, named: unknown): readonly Press[];
}

function gmOnlyForger(action: GMOnly): Forger {
  return async (category) => {
    const card = await action.start();
    const presses = (cardId: unknown, named: unknown = action.named) => [
      ...action.presses(card, cardId, named),
      ...(named === action.named ? [] : (action.gmPresses?.(card, named) ?? [])),
    ];
    switch (category) {
      case "wrong types":
        return [42, null, ["x"]].flatMap((value) => [...presses(value), ...presses(card.id, value)]);
      case "unknown ids":
        return [...presses("unknownCard00001"), ...presses(card.id, "unknownToken0001")];
      case "foreign ids": {
        const other = await startKingdomsCard(table);
        return [...presses(other.id), ...presses(card.id, VILLAIN)];
      }
      case "another user's token":
        // Ann's press for the rival's row (Bo's).
        return presses(card.id, action.anotherUsers);
      case "replayed":
      case "a second answer":
      case "stale":
        await action.done(card);
        return presses(card.id);
      case "a foreign Roll class":
      case "totals that do not match the dice": {
        // A GM's change posts no roll of the presser's: a module that forges one on any message they post.
        const forged = await Promise.all(presses(card.id).map((press) => rollModule(category, press)));
        return forged;
      }
      case "NaN, Infinity, 1e308, -0":
        return ODD_NUMBERS.flatMap((value) => [...presses(value), ...presses(card.id, String(value))]);
      case "deep nesting":
        return [...presses(deep(2_000, card.id)), ...presses(card.id, JSON.stringify(deep(2_000)))];
      case "__proto__ keys":
        return presses(withProtoKey({ id: card.id }, { isGM: true }));
      case "HTML in names":
        return [...presses(HTML), ...presses(card.id, HTML)];
    }
  };
}

const asText = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? String(value)));

/**
 * A GM's change that names nothing but its card: Ann's press of its button (a button acts on the card it is drawn in,
 * so the forged card is the API's: a button of one kind drawn on another kind's card is no action of that card —
 * Foundry's and other modules' buttons share `data-action`, so the dispatcher leaves it alone), and its API call
 * where it has one.
 */
function cardOnly(
  start: () => Promise<ChatMessageView>,
  done: (card: ChatMessageView) => Promise<void>,
  action: string,
  apiCall?: (cardId: unknown) => Promise<unknown>,
): GMOnly {
  return {
    start,
    done,
    named: null,
    anotherUsers: null,
    presses: (card, cardId) => [
      click(P1, card, { action }),
      ...(apiCall ? [call(P1, `${action} on ${asText(cardId)}`, () => apiCall(cardId))] : []),
    ],
  };
}

const groupClose = cardOnly(
  groupTest,
  (card) => groupRoll.finish(card),
  GROUP_TEST_ACTIONS.close,
  (cardId) => api().groupTests.closeGroupTest(asSentByAnyClient(cardId)),
);
const extendedEnd = cardOnly(
  extendedTest,
  (card) => extendedRoll.finish(card),
  EXTENDED_TEST_ACTIONS.end,
  (cardId) => api().extendedTests.endExtendedTest(asSentByAnyClient(cardId)),
);
const requestClose = cardOnly(
  request,
  (card) => requestRoll.finish(card),
  REQUEST_ACTIONS.close,
  (cardId) => api().requests.close(asSentByAnyClient(cardId)),
);
/** Rolling for the rows whose owners are offline: a button only (the API's roll is the Roll button's). */
const requestRollOffline = cardOnly(request, (card) => requestRoll.finish(card), REQUEST_ACTIONS.rollOffline);

const requestSkip: GMOnly = {
  start: request,
  done: (card) => gmDoes(() => api().requests.skip(must(card.id), HERO)).then(() => undefined),
  named: HERO,
  anotherUsers: RIVAL,
  presses: (card, cardId, row) => [
    click(P1, card, { action: REQUEST_ACTIONS.skip, participant: asText(row) }),
    call(P1, `skip ${asText(cardId)} ${asText(row)}`, () =>
      api().requests.skip(asSentByAnyClient(cardId), asSentByAnyClient(row)),
    ),
  ],
  gmPresses: (card, row) =>
    row === RIVAL
      ? []
      : [
          click(
            GM,
            card,
            { action: REQUEST_ACTIONS.skip, participant: asText(row) },
            `the GM's skip of ${asText(row).slice(0, 40)}`,
          ),
          call(GM, `the GM skips ${asText(row).slice(0, 40)}`, () =>
            api().requests.skip(must(card.id), asSentByAnyClient(row)),
          ),
        ],
};

/**
 * The card menu's GM entries, run on a message element naming the card (what a console can call, the menu not
 * offering them to a player), and the card chunk's menu functions behind them on the card itself.
 */
function menuAction(name: "SelectPassed" | "SelectFailed" | "RevealDifficulty" | "ChangeDifficulty"): GMOnly {
  return {
    // The hero's row rolled, so the card has a passed or a failed token to select; its difficulty still hidden.
    start: async () => {
      const card = await request();
      await table().foundry.withClient(P1, () => api().requests.roll(must(card.id), HERO, { fastForward: true }));
      await settle(10);
      return card;
    },
    done: (card) =>
      gmDoes(() => must(cardMenuNow()).revealDifficulty(messageById(must(card.id)))).then(() => undefined),
    named: "12",
    anotherUsers: "12",
    presses: (card, cardId, value) => {
      const entry = menuEntry(P1, name, { "message-id": asText(cardId) });
      const message = () => messageById(must(card.id));
      if (name === "RevealDifficulty")
        return [entry, call(P1, "revealDifficulty", () => must(cardMenuNow()).revealDifficulty(message()))];
      if (name === "ChangeDifficulty")
        return [
          entry,
          call(P1, `changeDifficulty ${asText(value)}`, () =>
            must(cardMenuNow()).changeDifficulty(message(), asSentByAnyClient(value)),
          ),
        ];
      return [entry];
    },
    // The GM's change to a forged value (what the menu's dialog hands on is typed text); a small whole number (42,
    // -0 as 0) is a difficulty the GM may choose.
    gmPresses: (card, value) =>
      name !== "ChangeDifficulty" || /^-?\d{1,3}$/.test(String(value))
        ? []
        : [
            call(GM, `the GM changes it to ${asText(value).slice(0, 40)}`, () =>
              must(cardMenuNow()).changeDifficulty(messageById(must(card.id)), asSentByAnyClient(value)),
            ),
          ],
  };
}

/* The table ------------------------------------------------------------------------------------------------------ */

/** Every card action: each kind's `data-action` buttons and the card menu's GM entries. */
const ACTIONS: Readonly<Record<string, Forger>> = {
  [CONTEST_ROLL_ACTION]: rollForger(contestRoll),
  [CONTEST_TIE_BREAK_ACTION]: tieBreakForger,
  [GROUP_TEST_ACTIONS.roll]: rollForger(groupRoll),
  [GROUP_TEST_ACTIONS.give]: giveForger,
  [GROUP_TEST_ACTIONS.close]: gmOnlyForger(groupClose),
  [EXTENDED_TEST_ACTIONS.roll]: rollForger(extendedRoll),
  [EXTENDED_TEST_ACTIONS.end]: gmOnlyForger(extendedEnd),
  [REQUEST_ACTIONS.roll]: rollForger(requestRoll),
  [REQUEST_ACTIONS.skip]: gmOnlyForger(requestSkip),
  [REQUEST_ACTIONS.rollOffline]: gmOnlyForger(requestRollOffline),
  [REQUEST_ACTIONS.close]: gmOnlyForger(requestClose),
  "menu: SelectPassed": gmOnlyForger(menuAction("SelectPassed")),
  "menu: SelectFailed": gmOnlyForger(menuAction("SelectFailed")),
  "menu: RevealDifficulty": gmOnlyForger(menuAction("RevealDifficulty")),
  "menu: ChangeDifficulty": gmOnlyForger(menuAction("ChangeDifficulty")),
};

/* The checks ----------------------------------------------------------------------------------------------------- */

/**
 * What the GM's client has written: every GM's message and its module flags (a message posted by the GM among them).
 */
const written = () => writtenByGM(table().foundry, GM);

/** The press, refused on the presser's client with a reason in both languages; the GM's writes as they were. */
async function expectRefused(press: Press): Promise<void> {
  const before = written();
  const notify = vi.spyOn(must(ui.notifications), "notify");
  await table().foundry.withClient(press.by, () => press.act());
  await settle(30);
  const shown = notify.mock.calls.map(([message, type], index) => ({
    message,
    type,
    on: (must(notify.mock.results[index]).value as RecordedNotification).userId,
    text: (must(notify.mock.results[index]).value as RecordedNotification).message,
  }));
  notify.mockRestore();
  const how = press.how.slice(0, 160);
  const theirs = shown.filter((notification) => notification.on === press.by);
  expect(theirs, `${how}: a reason on the presser's client`).not.toEqual([]);
  for (const { message, text } of theirs) {
    expect(inBothLanguages(message), `${how}: ${String(message)} in both languages`).toBe(true);
    expect(text, `${how}: no markup in the reason`).not.toContain("<img");
  }
  expect(written(), `${how}: the GM's client wrote nothing`).toBe(before);
}

/**
 * Every action × every forgery (in `npm test`, a fifth of the pairs along diagonals, test/quick.ts: each of the 13
 * forgeries still met by several actions, each action by two or three forgeries).
 */
const CASES = pairs(Object.keys(ACTIONS), CATEGORIES, 5);

describe("every card action × every forgery: refused on the presser's client, localized, nothing written", () => {
  it("covers every button of every card kind and every GM entry of the card's menu", () => {
    const buttons = [
      CONTEST_ROLL_ACTION,
      CONTEST_TIE_BREAK_ACTION,
      ...Object.values(GROUP_TEST_ACTIONS),
      ...Object.values(EXTENDED_TEST_ACTIONS),
      ...Object.values(REQUEST_ACTIONS),
    ];
    const menu = ["SelectPassed", "SelectFailed", "RevealDifficulty", "ChangeDifficulty"].map(
      (name) => `menu: ${name}`,
    );
    // The verdict's "Go to the card" scrolls the presser's own log and asks nothing of anyone: no forgery to refuse.
    expect(TO_CARD_ACTION).toBe("indie-dice-to-card");
    expect(Object.keys(ACTIONS).sort()).toEqual([...buttons, ...menu].sort());
  });

  it.each(CASES)("%s — %s", async (action, category) => {
    const presses = await ACTIONS[action]!(category);
    expect(presses.length).toBeGreaterThan(0);
    for (const press of presses) await expectRefused(press);
    await settle(10);
    expect(problems()).toEqual([]);
  });
});
