// @vitest-environment happy-dom
/**
 * What Indie Dice adds to a message is drawn as the message comes into view (src/foundry/chat/draw-in-view.ts):
 * a player opens a log of older messages (Foundry's first batch) with only its bottom in view. Out of view, a roll
 * card holds its head (outcome, formula, total), a card its placeholder, a `/r` roll no notes; in view, each is
 * drawn whole and exactly as it would have been at once. A message drawn once is drawn whole at once after, a
 * render never put in the page is drawn whole, and a blind roll shows nothing of itself either way.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { useIndieDice } from "../support/helpers";
import { api, lastMessage, messageView, settle } from "../support/dialog-harness";
import { contestTable, GM, HERO, KR, P1, RIVAL, VILLAIN } from "../support/contest-table";
import { cardDrawn } from "../../../src/foundry/cards/card-renderer";
import { scrollToMessage } from "../../../src/foundry/cards/card-links";
import { setViewport } from "../../../foundry-double/viewport";
import type { ChatMessageView } from "../../../src/foundry/types/chat-message";
import { must, renderedElement } from "../../kit";

const harness = useIndieDice(contestTable());
afterEach(() => setViewport());

type RollClass = new (formula: string) => Roll;
const token = (id: string) =>
  (canvas as { tokens: { get(id: string): { document: TokenDocument.Implementation } } }).tokens.get(id).document;

function rollClass(name: string): RollClass {
  return must((harness().dice.rolls as Record<string, RollClass>)[name]);
}

async function asGM<T>(fn: () => Promise<T>): Promise<T> {
  return harness().foundry.withClient(GM, fn);
}

/** The GM's messages before the player opens the log: a K&R roll, a `/r` roll with notes, a rolled contest, ten 1d6. */
async function olderMessages(): Promise<{
  kingdoms: ChatMessageView;
  noted: ChatMessageView;
  contest: ChatMessageView;
}> {
  const kingdoms = messageView(
    await asGM(async () => (await new (rollClass("KingdomsRoll"))("4d12kr7").evaluate()).toMessage()),
  );
  await asGM(() => harness().foundry.chat("/r 3d10kckh + 2"));
  const noted = lastMessage();
  const contest = await asGM(() =>
    api().contests.start({
      ruleSet: "kingdoms",
      attackers: [token(HERO), token(RIVAL)],
      defender: token(VILLAIN),
      specs: { attackers: KR, defender: KR },
    }),
  );
  await harness().foundry.withClient(P1, () => api().contests.roll(must(contest.id), HERO, { fastForward: true }));
  await settle(20);
  await latestRolls(10);
  return { kingdoms, noted, contest };
}

/** Does it judge a roll of ours into its whole card (`IndieRoll#cardView`)? */
function judgesCards(value: unknown): value is { cardView(...args: unknown[]): unknown } {
  return typeof value === "object" && value !== null && "cardView" in value && typeof value.cardView === "function";
}

/** The class of a roll of ours, whose `cardView` judges it into its whole card. */
function judgedCardsOf(roll: Roll): { cardView(...args: unknown[]): unknown } {
  const prototype: unknown = Object.getPrototypeOf(roll);
  if (!judgesCards(prototype)) throw new Error("not a roll of ours");
  return prototype;
}

async function latestRolls(count: number): Promise<void> {
  for (let i = 0; i < count; i++) await asGM(async () => (await new Roll("1d6").evaluate()).toMessage());
}

/** Only the last `count` messages of the player's log are in view. */
function showBottom(count: number): void {
  setViewport((element) => {
    const log = harness().foundry.chatLog(P1);
    const items = log ? [...log.children] : [];
    return element.parentElement === log && items.indexOf(element) >= items.length - count;
  });
}

function inLog(message: ChatMessageView): HTMLElement {
  const element = harness().foundry.chatLog(P1)?.querySelector<HTMLElement>(`[data-message-id="${message.id}"]`);
  if (!element) throw new Error(`message ${message.id} is not in the player's log`);
  return element;
}

/** The player opens the chat log with its bottom three messages in view; every draw due is done. */
async function openLog(): Promise<void> {
  showBottom(3);
  await harness().foundry.withClient(P1, async () => {
    await harness().foundry.renderChatLog();
    await settle(10);
  });
}

/** The message drawn again for the player, detached, with every draw done: how it looks drawn at once. */
async function drawnAtOnce(message: ChatMessageView): Promise<string> {
  return harness().foundry.withClient(P1, async () => {
    const html = renderedElement(await harness().foundry.renderMessage(message));
    await settle(5);
    await cardDrawn(html);
    return must(html.querySelector(".message-content")).innerHTML;
  });
}

describe("a log opened with older messages out of view", () => {
  it("holds each roll card's head, each card's placeholder and no notes, until they come into view", async () => {
    const { kingdoms, noted, contest } = await olderMessages();
    // Out of view a roll card's head alone is judged: its dice, odds, luck and steps wait until it comes into view.
    const judgedWhole = vi.spyOn(judgedCardsOf(must(kingdoms.rolls[0])), "cardView");
    await openLog();
    expect(judgedWhole).not.toHaveBeenCalled();
    judgedWhole.mockRestore();
    const rollCard = must(inLog(kingdoms).querySelector(".indie-dice-card"));
    expect(rollCard.hasAttribute("data-compact")).toBe(true);
    expect(rollCard.querySelector(".indie-dice-banner")?.textContent?.trim()).not.toBe("");
    expect(rollCard.querySelector(".dice-total")?.textContent).not.toBe("");
    expect(rollCard.querySelector(".indie-dice-dice, .indie-dice-steps, .indie-dice-odds")).toBeNull();
    expect(inLog(noted).querySelector(".indie-dice-annotations")).toBeNull();
    expect(inLog(contest).querySelector(".indie-dice-card-slot")).not.toBeNull();
    expect(inLog(contest).querySelector(".indie-dice-contest")).toBeNull();
    // The bottom of the log is in view, and the world's last messages are drawn at once in any case.
    const last = must(must(harness().foundry.chatLog(P1)).lastElementChild);
    expect(last.querySelector(".dice-total")).not.toBeNull();
  });

  it("draws them whole as they come into view, exactly as drawn at once", async () => {
    const { kingdoms, noted, contest } = await olderMessages();
    await openLog();
    setViewport();
    await harness().foundry.withClient(P1, () => settle(10));
    await cardDrawn(inLog(contest));
    expect(inLog(kingdoms).querySelector("[data-compact]")).toBeNull();
    expect(inLog(kingdoms).querySelector(".indie-dice-dice .indie-dice-die")).not.toBeNull();
    expect(inLog(noted).querySelector(".indie-dice-annotations")?.textContent).not.toBe("");
    expect(inLog(contest).querySelector(".indie-dice-contest")).not.toBeNull();
    for (const message of [kingdoms, noted, contest]) {
      expect(must(inLog(message).querySelector(".message-content")).innerHTML).toBe(await drawnAtOnce(message));
    }
  });

  it(
    "draws a message it has drawn once whole at once when it is drawn again " + "(a change never blinks to the head)",
    async () => {
      const { kingdoms } = await olderMessages();
      await openLog();
      setViewport();
      await harness().foundry.withClient(P1, () => settle(10));
      showBottom(0);
      const heads: boolean[] = [];
      Hooks.on("renderChatMessageHTML", (message: { id: string | null }, html: HTMLElement) => {
        if (message.id === kingdoms.id) heads.push(html.querySelector("[data-compact]") !== null);
      });
      await harness().foundry.withClient(P1, async () => {
        const html = renderedElement(await harness().foundry.renderMessage(kingdoms));
        expect(html.querySelector(".indie-dice-dice")).not.toBeNull();
      });
      expect(heads).toEqual([false]);
    },
  );

  it("draws whole a render that is never put in the page", async () => {
    const { kingdoms, contest } = await olderMessages();
    await harness().foundry.withClient(P1, async () => {
      const roll = renderedElement(await harness().foundry.renderMessage(kingdoms));
      const card = renderedElement(await harness().foundry.renderMessage(contest));
      expect(roll.querySelector("[data-compact]")).not.toBeNull();
      await settle(5);
      await cardDrawn(card);
      expect(roll.querySelector("[data-compact]")).toBeNull();
      expect(roll.querySelector(".indie-dice-dice")).not.toBeNull();
      expect(card.querySelector(".indie-dice-contest")).not.toBeNull();
    });
  });

  it("goes to a card out of view by drawing it first, then scrolling to it", async () => {
    const { contest } = await olderMessages();
    await openLog();
    const element = inLog(contest);
    const scrolled = vi.spyOn(element, "scrollIntoView");
    await harness().foundry.withClient(P1, async () => {
      scrollToMessage(must(contest.id));
      await cardDrawn(element);
      await settle(2);
    });
    expect(element.querySelector(".indie-dice-contest")).not.toBeNull();
    expect(scrolled).toHaveBeenCalledWith({ block: "center" });
  });
});

describe("a blind roll out of view, as the player", () => {
  it("shows nothing of itself, out of view or in it", async () => {
    await asGM(() => harness().foundry.chat("/br 4d12kr7"));
    const blind = lastMessage();
    await asGM(async () => {
      await harness().foundry.setChatMode("blindroll");
      await (await new (rollClass("KingdomsRoll"))("4d12kr7").evaluate()).toMessage();
      await harness().foundry.setChatMode("publicroll");
    });
    const blindCard = lastMessage();
    await latestRolls(10);
    await openLog();
    const before = [inLog(blind).outerHTML, inLog(blindCard).outerHTML];
    expect(inLog(blindCard).querySelector(".indie-dice-card.private")).not.toBeNull();
    expect(inLog(blindCard).querySelector("[data-compact], .indie-dice-dice, .indie-dice-banner")).toBeNull();
    setViewport();
    await harness().foundry.withClient(P1, () => settle(10));
    expect([inLog(blind).outerHTML, inLog(blindCard).outerHTML]).toEqual(before);
    expect(inLog(blind).querySelector(".indie-dice-annotations")).toBeNull();
  });
});
