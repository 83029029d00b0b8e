// @vitest-environment happy-dom
/**
 * Every roll a card asks for says what it is for, and finds its card again (issue 18, point 3): the roll
 * message's flavor names the roller and the opponent or round, every message made for a card carries a "Go to the
 * card" button, and a resolved contest posts its verdict where the rolls are, drawn from the card for each viewer.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cardDrawn } from "../../../src/foundry/cards/card-renderer";
import { api, messageView, messageViews, settle } from "../support/dialog-harness";
import {
  rollAs,
  spyWarnings,
  startKingdomsCard,
  tokenDoc,
  useContestTable,
  GM,
  HERO,
  P1,
  P2,
  VILLAIN,
} from "../support/contests-harness";
import type { ChatMessageView } from "../../../src/foundry/types/chat-message";
import { must, renderedElement } from "../../kit";

const table = useContestTable();

beforeEach(() => void spyWarnings());
afterEach(() => vi.restoreAllMocks());

/** A message drawn for a user's client, once its card (if any) is drawn. */
async function drawnAs(userId: string, message: ChatMessageView): Promise<HTMLElement> {
  return table().foundry.withClient(userId, async () => {
    const html = renderedElement(await table().foundry.renderMessage(must(game.messages).get(must(message.id))));
    await cardDrawn(html);
    return html;
  });
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? "";

function messagesFlagged(flag: string): ChatMessageView[] {
  return messageViews().filter((message) => message.flags?.["indie-dice"]?.[flag] !== undefined);
}

describe("a contest roll says what it is for", () => {
  it("names the roller, the opponent and the rule set, and links back to its card", async () => {
    const card = await startKingdomsCard(table);
    const roll = must(await rollAs(table, P1, card, HERO, [9, 10]));
    expect((roll as { flavor: string }).flavor).toBe("Brunhild vs Fafnir — Kingdoms and Rulers contest");
    const html = await drawnAs(P2, roll);
    const link = html.querySelector<HTMLButtonElement>('button[data-action="indie-dice-to-card"]');
    expect(link?.dataset.cardId).toBe(card.id);
    expect(text(link)).toBe("Go to the card");
  });

  it("the defender's roll names every attacker", async () => {
    const card = await startKingdomsCard(table, [HERO, "rivalToken000001"]);
    const roll = must(await rollAs(table, GM, card, VILLAIN, [9, 10]));
    expect((roll as { flavor: string }).flavor).toBe("Fafnir vs Brunhild and Sigurd — Kingdoms and Rulers contest");
  });

  it("a resolved contest posts one verdict, drawn from the card for each viewer, in the viewer's words", async () => {
    const card = await startKingdomsCard(table);
    await rollAs(table, P1, card, HERO, [9, 10]);
    expect(messagesFlagged("contestVerdict")).toHaveLength(0);
    await rollAs(table, GM, card, VILLAIN, [1, 2]);
    await settle(10);
    const verdicts = messagesFlagged("contestVerdict");
    expect(verdicts).toHaveLength(1);
    expect(must(verdicts[0]).author?.isGM).toBe(true);
    const html = await drawnAs(P2, must(verdicts[0]));
    expect(text(html.querySelector(".indie-dice-contest-verdict-lines"))).toBe("Brunhild wins against Fafnir");
    expect(html.querySelector<HTMLButtonElement>('button[data-action="indie-dice-to-card"]')?.dataset.cardId).toBe(
      card.id,
    );
  });

  it("a verdict a player posts is no verdict (only a GM's message is drawn as one)", async () => {
    const card = await startKingdomsCard(table);
    const forged = messageView(
      await table().foundry.withClient(P1, () =>
        ChatMessage.create({
          content: "forged",
          flags: { "indie-dice": { contestVerdict: { version: 1, cardId: card.id } } },
        }),
      ),
    );
    const html = await drawnAs(P2, forged);
    expect(html.querySelector(".indie-dice-contest-verdict")).toBeNull();
  });
});

describe("group and extended test rolls say what they are for", () => {
  it("an extended test round names the round and the target", async () => {
    const card = await table().foundry.withClient(GM, () =>
      api().extendedTests.extendedTest({
        token: tokenDoc(HERO),
        dt: 7,
        pool: 2,
        replenish: 1,
        targetMargin: 3,
        rounds: 3,
      }),
    );
    table().foundry.scriptFaces([9, 10]);
    const roll = must(
      await table().foundry.withClient(P1, () =>
        api().extendedTests.extendedRoll(must(card.id), { fastForward: true }),
      ),
    );
    await settle(10);
    expect((roll as { flavor: string }).flavor).toBe("Extended Test, round 1 of 3: Brunhild, target Margin +3");
    const html = await drawnAs(GM, roll);
    expect(html.querySelector<HTMLButtonElement>('button[data-action="indie-dice-to-card"]')?.dataset.cardId).toBe(
      card.id,
    );
  });

  it("a Group Test roll names its roller", async () => {
    const card = await table().foundry.withClient(GM, () =>
      api().groupTests.groupTest({ participants: [tokenDoc(HERO), tokenDoc(VILLAIN)] }),
    );
    table().foundry.scriptFaces([8]);
    const roll = must(
      await table().foundry.withClient(P1, () =>
        api().groupTests.groupRoll(must(card.id), HERO, { fastForward: true }),
      ),
    );
    await settle(10);
    // Foundry prints a flavor as HTML: the text is stored escaped.
    expect((roll as { flavor: string }).flavor).toBe("Group Test: Brunhild&#x27;s roll");
  });
});
