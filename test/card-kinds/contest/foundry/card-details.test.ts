// @vitest-environment happy-dom
/**
 * A card's folded details in Foundry (issue 34): closed when a card is first drawn, opened by the user, and kept
 * open — per card, on this client — when the card is drawn again because a roll changed it, and after a reload;
 * closed again, they stay closed. A group test whose result no Advantage can change offers no gift; one that passes
 * already says a gift leaves it passing, never "100.0%".
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cardDrawn } from "../../../../src/foundry/cards/card-renderer";
import { DETAILS_STORAGE_KEY } from "../../../../src/ui/roll-cards/details-memory";
import { api, settle } from "../../../foundry/support/dialog-harness";
import {
  drawCardAs,
  rollAs,
  spyWarnings,
  startKingdomsCard,
  tokenDoc,
  useContestTable,
  GM,
  HERO,
  P1,
  P2,
  RIVAL,
  VILLAIN,
} from "../../../foundry/support/contests-harness";
import type { ChatMessageView } from "../../../../src/foundry/types/chat-message";
import { must, renderedElement } from "../../../kit";

const table = useContestTable();

beforeEach(() => {
  spyWarnings();
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

const detailsOf = (html: HTMLElement) => must(html.querySelector<HTMLDetailsElement>("details[data-card-details]"));

/** What the user does with a click, Enter or Space on the summary: the details open or close, and say so. */
function toggle(html: HTMLElement, open: boolean): void {
  const details = detailsOf(html);
  if (open) details.setAttribute("open", "");
  else details.removeAttribute("open");
  details.dispatchEvent(new Event("toggle"));
}

describe("a contest card's details", () => {
  it("are folded at first, and stay open once opened: after a roll changes the card, and after a reload", async () => {
    const card = await startKingdomsCard(table, [HERO, RIVAL]);
    const other = await startKingdomsCard(table, [HERO]);
    let html = await drawCardAs(table, GM, card);
    expect(detailsOf(html).hasAttribute("open")).toBe(false);
    expect(must(detailsOf(html).firstElementChild).tagName).toBe("SUMMARY");
    toggle(html, true);
    expect(JSON.parse(must(localStorage.getItem(DETAILS_STORAGE_KEY)))).toEqual([card.id]);
    // A roll is recorded: the GM's client writes the card, and every client draws it again.
    await rollAs(table, P1, card, HERO, [8, 9]);
    html = await drawCardAs(table, GM, card);
    expect(html.querySelector(`[data-participant="${HERO}"][data-rolled="true"]`)).not.toBeNull();
    expect(detailsOf(html).hasAttribute("open")).toBe(true);
    table().foundry.reloadMessages();
    expect(detailsOf(await drawCardAs(table, GM, card)).hasAttribute("open")).toBe(true);
    // Remembered per card: the other card is still folded.
    expect(detailsOf(await drawCardAs(table, GM, other)).hasAttribute("open")).toBe(false);
    toggle(await drawCardAs(table, GM, card), false);
    expect(detailsOf(await drawCardAs(table, GM, card)).hasAttribute("open")).toBe(false);
  });

  it("draw for a player what they draw for the GM: a folded section holds no more than the card shows", async () => {
    const card = await startKingdomsCard(table, [HERO, RIVAL]);
    const folded = must((await drawCardAs(table, P2, card)).querySelector(".message-content")).innerHTML;
    toggle(await drawCardAs(table, P2, card), true);
    const opened = must((await drawCardAs(table, P2, card)).querySelector(".message-content")).innerHTML;
    // The same card, but for the one attribute.
    expect(opened.replace(' open=""', "")).toBe(folded);
  });
});

describe("a group test whose result is certain (issue 34)", () => {
  async function startGroup(modifiers: [number, number, number]): Promise<ChatMessageView> {
    const tokens = [HERO, RIVAL, VILLAIN];
    return table().foundry.withClient(GM, () =>
      api().groupTests.groupTest({
        participants: tokens.map((token, i) => ({ participant: tokenDoc(token), modifier: must(modifiers[i]) })),
      }),
    );
  }

  async function groupRoll(userId: string, card: ChatMessageView, participantId: string, faces: number[]) {
    table().foundry.scriptFaces(faces);
    await table().foundry.withClient(userId, () =>
      api().groupTests.groupRoll(must(card.id), participantId, { fastForward: true }),
    );
    await settle(10);
  }

  async function drawGroupAs(userId: string, card: ChatMessageView): Promise<HTMLElement> {
    return table().foundry.withClient(userId, async () => {
      const html = renderedElement(await table().foundry.renderMessage(must(game.messages).get(must(card.id))));
      await cardDrawn(html);
      return html;
    });
  }

  it("offers no gift once everyone passes with a High Score, and states the result as final", async () => {
    const card = await startGroup([2, 2, 2]);
    await groupRoll(P1, card, HERO, [8]);
    await groupRoll(P2, card, RIVAL, [8]);
    await groupRoll(GM, card, VILLAIN, [8]);
    for (const viewer of [GM, P1, P2]) {
      const html = await drawGroupAs(viewer, card);
      expect(html.querySelectorAll('[data-action="indie-dice-group-give"]'), viewer).toHaveLength(0);
      expect(html.querySelector(".indie-dice-banner")?.textContent?.trim(), viewer).toMatch(
        /^The group passes with 10: High Score/,
      );
      expect(html.querySelector(".indie-dice-banner[data-provisional]"), viewer).toBeNull();
      expect(html.textContent, viewer).not.toMatch(/100\.0%|\b0\.0%/);
    }
  });

  it("says a gift to a group that passes already leaves it passing, and the result stands so far", async () => {
    const card = await startGroup([2, 0, 2]);
    await groupRoll(P1, card, HERO, [8]);
    await groupRoll(P2, card, RIVAL, [7]);
    await groupRoll(GM, card, VILLAIN, [8]);
    const html = await drawGroupAs(GM, card);
    const gifts = [...html.querySelectorAll<HTMLButtonElement>('[data-action="indie-dice-group-give"]')];
    expect(gifts.length).toBeGreaterThan(0);
    for (const gift of gifts)
      expect(gift.getAttribute("aria-label")).toMatch(/^Give .+ an Advantage \(passes either way\)$/);
    expect(html.querySelector(".indie-dice-banner[data-provisional]")?.textContent?.trim()).toMatch(
      /^So far: The group passes with 7: Mixed Score/,
    );
    expect(html.textContent).not.toMatch(/100\.0%/);
  });
});
