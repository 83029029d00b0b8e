// @vitest-environment happy-dom
/**
 * A card works wherever Foundry draws it (docs/cards.md "Drawn wherever Foundry draws it"): Foundry draws one message
 * in the chat log, again in the notification area while the chat tab is out of view (renderChatMessageHTML fires for
 * each), and in a message's pop-out (ChatPopout). Each drawn copy is the whole card; a click in any of them is one
 * action and one query to the GM; an element handed to the hook again gets no second listener; a card drawn short
 * out of view, or before the card code arrived, is completed in the pop-out too; and a card is never a v14 chat
 * bubble.
 */
import { afterEach, describe, expect, it } from "vitest";
import { cardOf, useIndieDice } from "../support/helpers";
import { api, callHook, messageById, messageViews, settle } from "../support/dialog-harness";
import { contestTable, GM, HERO, KR, P1, VILLAIN } from "../support/contest-table";
import { cardDrawn } from "../../../src/foundry/cards/card-renderer";
import { CONTEST_ROLL_ACTION } from "../../../src/card-kinds/contest/ui/contest-card-sides";
import { setViewport } from "../../../foundry-double/viewport";
import type { ChatMessageView } from "../../../src/foundry/types/chat-message";
import { must, renderedElement } from "../../kit";

const harness = useIndieDice(contestTable());
afterEach(() => setViewport());

const RECORD_QUERY = "indie-dice.recordContestRoll";
const token = (id: string) =>
  (canvas as { tokens: { get(id: string): { document: TokenDocument.Implementation } } }).tokens.get(id).document;

async function asGM<T>(fn: () => Promise<T>): Promise<T> {
  return harness().foundry.withClient(GM, fn);
}

/** The GM starts a K&R contest: Ann's Brunhild against Fafnir, both rolls fixed. */
async function startContest(): Promise<ChatMessageView> {
  const card = await asGM(() =>
    api().contests.start({
      ruleSet: "kingdoms",
      attackers: [token(HERO)],
      defender: token(VILLAIN),
      specs: { attackers: KR, defender: KR },
    }),
  );
  await settle(10);
  return card;
}

/** Counts the queries that reach the GM's client to record a contest roll. */
function countRecordQueries(): { readonly count: number } {
  const queries = CONFIG.queries as unknown as Record<string, (...args: unknown[]) => unknown>;
  const original = must(queries[RECORD_QUERY]);
  const counter = { count: 0 };
  queries[RECORD_QUERY] = (...args: unknown[]) => {
    counter.count++;
    return original(...args);
  };
  return counter;
}

function rollMessagesFor(card: ChatMessageView): ChatMessageView[] {
  return messageViews().filter(
    (message) =>
      message.flags["indie-dice"]?.contestRoll !== undefined &&
      (message.flags["indie-dice"].contestRoll as { cardId?: string }).cardId === card.id,
  );
}

function elementIn(list: HTMLElement | null, card: ChatMessageView): HTMLElement {
  const element = list?.querySelector<HTMLElement>(`[data-message-id="${card.id}"]`);
  if (!element) throw new Error(`message ${card.id} is not drawn there`);
  return element;
}

/** Ann's Roll button in a drawn copy of the card. */
function rollButton(element: HTMLElement): HTMLButtonElement {
  const button = element.querySelector<HTMLButtonElement>(
    `button[data-action="${CONTEST_ROLL_ACTION}"][data-participant="${HERO}"]`,
  );
  if (!button) throw new Error("no Roll button for Brunhild");
  return button;
}

/** The steps the roll's own card lists (its judged view). */
function cardSteps(message: { rolls: unknown[] }): string[] {
  return [...must(cardOf(message.rolls[0] as Parameters<typeof cardOf>[0])).steps];
}

/** The event types of the listeners added to an element from now on. */
function listenersAddedTo(element: HTMLElement): string[] {
  const added: string[] = [];
  const add = element.addEventListener.bind(element);
  element.addEventListener = ((
    type: string,
    ...rest: [EventListenerOrEventListenerObject, (boolean | AddEventListenerOptions)?]
  ) => {
    added.push(type);
    add(type, ...rest);
  }) as typeof element.addEventListener;
  return added;
}

/** Shift-click: roll at once, without the dialog. */
function shiftClick(button: HTMLElement): void {
  button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, shiftKey: true }));
}

/** Ann pops the card out (the pop-out Foundry's context menu opens: CONFIG.ChatMessage.popoutClass). */
async function popOut(card: ChatMessageView): Promise<HTMLElement> {
  return harness().foundry.withClient(P1, async () => {
    const Popout = (
      CONFIG.ChatMessage as unknown as {
        popoutClass: new (options: object) => { render(options: object): Promise<{ element: HTMLElement }> };
      }
    ).popoutClass;
    const app = await new Popout({ message: must(game.messages).get(must(card.id)) }).render({ force: true });
    await settle(5);
    const element = must(app.element.querySelector<HTMLElement>(`[data-message-id="${card.id}"]`));
    await cardDrawn(element);
    return app.element;
  });
}

describe("a card drawn in the log, the notification area and a pop-out", () => {
  /** Ann's sidebar is collapsed: a new card is drawn in her log and in her notification area. */
  async function cardInThreePlaces(): Promise<{
    card: ChatMessageView;
    log: HTMLElement;
    notification: HTMLElement;
    popout: HTMLElement;
    popoutWindow: HTMLElement;
  }> {
    await harness().foundry.renderChatLog();
    harness().foundry.setSidebar(P1, { expanded: false });
    const card = await startContest();
    const log = elementIn(harness().foundry.chatLog(P1), card);
    const notification = elementIn(harness().foundry.chatNotifications(P1), card);
    const popoutWindow = await popOut(card);
    const popout = elementIn(popoutWindow, card);
    await Promise.all(
      [log, notification, popout].map((element) => harness().foundry.withClient(P1, () => cardDrawn(element))),
    );
    return { card, log, notification, popout, popoutWindow };
  }

  it("draws the whole card in each place, each with Ann's Roll button", async () => {
    const { log, notification, popout } = await cardInThreePlaces();
    for (const element of [log, notification, popout]) {
      expect(element.querySelector(".indie-dice-card-slot")).toBeNull();
      expect(rollButton(element).disabled).toBe(false);
    }
    expect(notification.hidden).toBe(false);
    // Each place is a drawing of its own: Foundry rendered the message three times.
    expect(new Set([log, notification, popout]).size).toBe(3);
  });

  it("shows no notification while the chat tab is in view", async () => {
    await harness().foundry.renderChatLog();
    const card = await startContest();
    expect(harness().foundry.chatNotifications(P1)?.querySelector(`[data-message-id="${card.id}"]`)).toBeNull();
  });

  for (const place of ["log", "notification", "popout"] as const) {
    it(`a click on Ann's Roll button in the ${place} rolls once and asks the GM once`, async () => {
      const drawn = await cardInThreePlaces();
      const queries = countRecordQueries();
      // Another package hands the same element to the hook again: no second listener.
      const added = listenersAddedTo(drawn[place]);
      await harness().foundry.withClient(P1, async () => {
        callHook("renderChatMessageHTML", must(game.messages).get(must(drawn.card.id)), drawn[place], {});
        await settle(5);
        expect(added).toEqual([]);
        shiftClick(rollButton(drawn[place]));
        await settle(30);
      });
      expect(rollMessagesFor(drawn.card)).toHaveLength(1);
      expect(queries.count).toBe(1);
      const state = must(drawn.card.flags["indie-dice"]).contest as {
        participants: { id: string; messageId?: string }[];
      };
      expect(state.participants.find((participant) => participant.id === HERO)?.messageId).toBe(
        must(rollMessagesFor(drawn.card)[0]).id,
      );
    });
  }

  it("draws the card again in the pop-out and the notification when it changes", async () => {
    const { card, popoutWindow, popout: before } = await cardInThreePlaces();
    await harness().foundry.withClient(P1, () => api().contests.roll(must(card.id), HERO, { fastForward: true }));
    await settle(30);
    const notification = elementIn(harness().foundry.chatNotifications(P1), card);
    const popout = elementIn(popoutWindow, card);
    expect(popout).not.toBe(before);
    for (const element of [notification, popout]) {
      await harness().foundry.withClient(P1, () => cardDrawn(element));
      expect(
        element.querySelector(`button[data-action="${CONTEST_ROLL_ACTION}"][data-participant="${HERO}"]`),
      ).toBeNull();
    }
  });
});

describe("a card's folded details", () => {
  it("hold only their summary until opened; a click on the summary draws their body before they open", async () => {
    await harness().foundry.renderChatLog();
    const card = await startContest();
    const log = elementIn(harness().foundry.chatLog(P1), card);
    await harness().foundry.withClient(P1, () => cardDrawn(log));
    const details = must(log.querySelector<HTMLDetailsElement>("details[data-card-details]"));
    expect(details.open).toBe(false);
    expect([...details.children].map((child) => child.tagName)).toEqual(["SUMMARY"]);
    // What the click finds once it has passed the message (the browser opens the details after it).
    let bodyWhenClicked = 0;
    const look = () => (bodyWhenClicked = details.children.length);
    document.addEventListener("click", look);
    harness().foundry.withClient(P1, () => must(details.querySelector("summary")).click());
    document.removeEventListener("click", look);
    expect(bodyWhenClicked).toBeGreaterThan(1);
    expect(details.querySelector(".indie-dice-contest-pairing-details")).not.toBeNull();
  });
});

describe("a roll card's steps", () => {
  it("are drawn when first opened, in the notification area as in the log", async () => {
    await harness().foundry.renderChatLog();
    harness().foundry.setSidebar(P1, { expanded: false });
    const roll = await asGM(async () =>
      (
        await new (harness().dice.rolls as Record<string, new (formula: string) => Roll>).KingdomsRoll!(
          "4d12kr7",
        ).evaluate()
      ).toMessage(),
    );
    await settle(10);
    const id = (roll as { id: string }).id;
    for (const list of [harness().foundry.chatLog(P1), harness().foundry.chatNotifications(P1)]) {
      const steps = must(
        must(list).querySelector<HTMLDetailsElement>(`[data-message-id="${id}"] details.indie-dice-steps`),
      );
      expect(steps.querySelector("ol")).toBeNull();
      harness().foundry.withClient(P1, () => must(steps.querySelector("summary")).click());
      expect([...steps.querySelectorAll("ol > li")].map((li) => li.textContent)).toEqual(cardSteps(messageById(id)));
    }
  });
});

describe("a message handed to the hook twice", () => {
  it("gets its roll's notes once", async () => {
    await asGM(() => harness().foundry.chat("/r 3d10kckh + 2"));
    const message = must(harness().foundry.messages.at(-1));
    await harness().foundry.withClient(P1, async () => {
      const html = renderedElement(await harness().foundry.renderMessage(message));
      document.body.append(html);
      callHook("renderChatMessageHTML", message, html, {});
      await settle(5);
      expect(html.querySelectorAll(".indie-dice-annotations")).toHaveLength(1);
      html.remove();
    });
  });
});

describe("a card drawn short is completed in a pop-out", () => {
  it("a card out of view in Ann's log is drawn whole in its pop-out, where it is shown on its own", async () => {
    const card = await startContest();
    // Eleven newer messages: the card is not among the world's last few, and Ann has never drawn it.
    for (let i = 0; i < 11; i++) await asGM(async () => (await new Roll("1d6").evaluate()).toMessage());
    // Nothing but the card is out of view; the pop-out is drawn whole without waiting to be seen.
    setViewport((element) => !element.matches(`[data-message-id="${card.id}"]`));
    await harness().foundry.withClient(P1, async () => {
      await harness().foundry.renderChatLog();
      await settle(10);
    });
    const inLog = elementIn(harness().foundry.chatLog(P1), card);
    expect(inLog.querySelector(".indie-dice-card-slot")).not.toBeNull();
    const popout = elementIn(await popOut(card), card);
    expect(popout.querySelector(".indie-dice-card-slot")).toBeNull();
    expect(rollButton(popout).disabled).toBe(false);
  });
});

describe("cards are no chat bubbles", () => {
  it("a card is created with chatBubble: false on v14, and without the option on v13", async () => {
    const options: Record<string, unknown>[] = [];
    Hooks.on(
      "preCreateChatMessage",
      (_message: unknown, _data: unknown, createOptions: Record<string, unknown>) => void options.push(createOptions),
    );
    await startContest();
    expect(options).toHaveLength(1);
    if (must(game.release).generation >= 14) expect(must(options[0]).chatBubble).toBe(false);
    else expect("chatBubble" in must(options[0])).toBe(false);
  });
});
