// @vitest-environment happy-dom
/**
 * The small things a card says about itself (issue 43, "the small ones"), under both profiles: a card the GM starts
 * is headed by the GM, never by a token the GM happens to have selected; its pop-out (Foundry's ChatPopout, titled by
 * the message's `title`, else its flavor — "" on a card — else the speaker) is titled by the card; and a button
 * greyed for a viewer says why, as its tooltip.
 */
import { describe, expect, it } from "vitest";
import { api, messageById, settle, waitFor } from "../support/dialog-harness";
import {
  drawCardAs,
  startCard,
  startKingdomsCard,
  tokenDoc,
  useContestTable,
  GM,
  HERO,
  P2,
  RIVAL,
  VILLAIN,
} from "../support/contests-harness";
import { chooseMessageEntry } from "../support/context-menu-harness";
import type { ChatMessageView } from "../../../src/foundry/types/chat-message";
import { must } from "../../kit";

const table = useContestTable();

interface Spoken {
  readonly speaker: { readonly actor: string | null; readonly token: string | null; readonly alias: string | null };
}

function spoken(card: ChatMessageView): Spoken["speaker"] {
  return messageById(must(card.id)).speaker as Spoken["speaker"];
}

/**
 * The GM, with the villain's token selected, starts a request, a group test, an extended test, a contest of two against
 * one and a Kaiser Attack.
 */
async function startCards(): Promise<ChatMessageView[]> {
  await table().foundry.renderChatLog();
  table().foundry.controlTokens([VILLAIN], GM);
  return table().foundry.withClient(GM, async () => [
    await api().requests.start({
      ruleSet: "kaiser",
      rows: [HERO, RIVAL].map((token) => ({ token: tokenDoc(token), spec: { bonus: 3 } })),
      spec: { kind: "resistance", difficulty: 11 },
    }),
    await api().groupTests.groupTest({ participants: [tokenDoc(HERO), tokenDoc(RIVAL)] }),
    await api().extendedTests.extendedTest({
      token: tokenDoc(HERO),
      dt: 7,
      pool: 3,
      replenish: 1,
      targetMargin: 3,
      rounds: 3,
    }),
    await startKingdomsCard(table, [HERO, RIVAL]),
    await startCard(
      table,
      "kaiser",
      { attackers: { kind: "skill", bonus: 5, advantage: 0 }, defender: { kind: "skill", bonus: 6, advantage: 0 } },
      { attack: true },
    ),
  ]);
}

describe("a card the GM starts", () => {
  it("is headed by the GM, not by the token the GM has selected", async () => {
    for (const card of await startCards())
      expect(spoken(card)).toMatchObject({ actor: null, token: null, alias: "Gamemaster" });
  });

  it("pops out in a window titled by the card", async () => {
    const titles: string[] = [];
    for (const card of await startCards()) {
      await chooseMessageEntry(table().foundry, GM, must(card.id), "CHAT.PopoutMessage");
      const popout = await waitFor("the pop-out", () =>
        document.querySelector<HTMLElement>(`[id$="chat-popout-${card.id}"]`),
      );
      titles.push(popout.querySelector(".window-title")?.textContent ?? "");
    }
    // A contest's says what it is and who stands against whom, never a bare "Contest" or "Attack".
    expect(titles).toEqual([
      "Roll request: Kaiser",
      "Group Test",
      "Extended Test",
      "Contest (Kingdoms and Rulers): Brunhild and Sigurd vs Fafnir",
      "Attack (Kaiser): Brunhild vs Fafnir",
    ]);
  });

  it("greys a button for a viewer who may not use it, and says why as its tooltip", async () => {
    const [, group, extended] = await startCards();
    await settle(10);
    const bo = await drawCardAs(table, P2, must(extended));
    const end = must(bo.querySelector<HTMLButtonElement>('button[data-action="indie-dice-extended-end"]'));
    expect(end.disabled).toBe(true);
    expect(end.dataset.tooltipText).toBe("Only the GM ends the test.");
    const roll = must(bo.querySelector<HTMLButtonElement>('button[data-action="indie-dice-extended-roll"]'));
    expect(roll.disabled).toBe(true);
    expect(roll.dataset.tooltipText).toBe("Only Brunhild's owners and the GM may roll this.");
    const groupCard = await drawCardAs(table, P2, must(group));
    expect(
      groupCard.querySelector<HTMLButtonElement>('button[data-action="indie-dice-group-close"]')?.dataset.tooltipText,
    ).toBe("Only the GM closes the group test.");
    // A button the viewer may use says nothing of the kind.
    const gm = await drawCardAs(table, GM, must(extended));
    expect(
      must(gm.querySelector<HTMLButtonElement>('button[data-action="indie-dice-extended-end"]')).dataset.tooltipText,
    ).toBeUndefined();
  });
});
