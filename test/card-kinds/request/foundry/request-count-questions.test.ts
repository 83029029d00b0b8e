// @vitest-environment happy-dom
/**
 * A request's count questions in the Foundry double, under both profiles: "at least half" and "at least N" of the
 * three rows (Brunhild bonus 4, Sigurd 2, Fafnir 3, Kaiser resistance against 11), their group chance before the
 * rolls and after one row rolled against the Poisson binomial written out here, the card's words and the verdict the
 * hook reports; an N above the rows asked refused before any card; the GM's dialog with its N field; a check link's
 * and `/indie request`'s `question=`.
 */
import { describe, expect, it } from "vitest";
import { api, settle, waitFor, messageViews } from "../../../foundry/support/dialog-harness";
import { drawCardAs, useContestTable, GM, HERO, P1, RIVAL, VILLAIN } from "../../../foundry/support/contests-harness";
import {
  groupFigure as groupFigureOf,
  rollRow as rollRowOf,
  rowChance,
  startRequest,
} from "../../../foundry/support/request-table";
import { storedCardFlag } from "../../../foundry/support/stored-card";
import { formatPercent } from "../../../../src/ui/percent";
import type { RequestState } from "../../../../src/card-kinds/request/core/request-types";
import type { ChatMessageView } from "../../../../src/foundry/types/chat-message";
import { must } from "../../../kit";

const table = useContestTable();
const start = (options: Record<string, unknown> = {}) => startRequest(table, options);
const groupFigure = (card: ChatMessageView, user: string) => groupFigureOf(table, card, user);
const rollRow = (user: string, card: ChatMessageView, row: string, faces: number[]) =>
  rollRowOf(table, user, card, row, faces);
const questionLine = async (card: ChatMessageView, user: string) =>
  (await drawCardAs(table, user, card)).querySelector(".indie-dice-request-question")?.textContent;

/** P(at least k of three independent rows pass), each of the eight outcomes written out. */
function atLeastOfThree(k: number, [a, b, c]: readonly number[]): number {
  let total = 0;
  for (const [pa, pb, pc] of [
    [0, 0, 0],
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
    [1, 1, 0],
    [1, 0, 1],
    [0, 1, 1],
    [1, 1, 1],
  ]) {
    if (must(pa) + must(pb) + must(pc) < k) continue;
    total += (pa ? must(a) : 1 - must(a)) * (pb ? must(b) : 1 - must(b)) * (pc ? must(c) : 1 - must(c));
  }
  return total;
}

describe("a request's count questions", () => {
  it(
    "at least half of three is two of them; at least N is N of them: " +
      "exact before the rolls, and given a row rolled",
    async () => {
      const chances = [rowChance(4), rowChance(2), rowChance(3)];
      const half = await start({ question: "atLeastHalf" });
      expect(await questionLine(half, P1)).toBe("At least half must pass");
      expect(await groupFigure(half, GM)).toBeCloseTo(atLeastOfThree(2, chances), 12);
      const one = await start({ question: { atLeast: 1 } });
      expect(await groupFigure(one, GM)).toBeCloseTo(atLeastOfThree(1, chances), 12);
      const three = await start({ question: { atLeast: 3 } });
      expect(await questionLine(three, GM)).toBe("At least 3 must pass");
      expect(await groupFigure(three, GM)).toBeCloseTo(must(chances[0]) * must(chances[1]) * must(chances[2]), 12);
      // Brunhild's 6 + 5 + 4 = 15 passes: of the other two, one more must pass for half, both for three.
      await rollRow(P1, half, HERO, [6, 5]);
      expect(await groupFigure(half, GM)).toBeCloseTo(1 - (1 - must(chances[1])) * (1 - must(chances[2])), 12);
      await rollRow(P1, three, HERO, [2, 1]);
      // Her 2 + 1 + 4 = 7 fails: three of three can no longer pass, and the card says so.
      expect(await groupFigure(three, GM)).toBeNull();
      expect((await drawCardAs(table, GM, three)).querySelector(".indie-dice-banner")?.textContent?.trim()).toBe(
        "The group fails.",
      );
    },
  );

  it("tells the hook the question and the verdict once settled; a skipped row leaves at least N its N", async () => {
    const resolved: unknown[] = [];
    Hooks.on("indie-dice.requestResolved", (_card: ChatMessageView, result: unknown) => void resolved.push(result));
    const card = await start({ question: "atLeast2" });
    expect(storedCardFlag<RequestState>(card, "request").question).toEqual({ atLeast: 2 });
    await rollRow(P1, card, HERO, [6, 5]);
    await table().foundry.withClient(GM, () => api().requests.skip(must(card.id), RIVAL));
    expect(await groupFigure(card, GM)).toBeCloseTo(rowChance(3), 12);
    await table().foundry.withClient(GM, () => api().requests.skip(must(card.id), VILLAIN));
    // One pass of the one row left: two can no longer pass.
    expect((await drawCardAs(table, GM, card)).querySelector(".indie-dice-banner")?.textContent?.trim()).toBe(
      "The group fails.",
    );
    expect(resolved).toEqual([{ question: { atLeast: 2 }, verdict: "failed" }]);
  });

  it(
    "refuses, before any card, an N above the rows asked, " +
      "an N below 1 and a question it does not know, each by name",
    async () => {
      const before = messageViews().length;
      await expect(start({ question: { atLeast: 4 } })).rejects.toThrow(
        "“At least 4” cannot be asked: the number must be whole, from 1 to 3 (the tokens asked).",
      );
      await expect(start({ question: { atLeast: 0 } })).rejects.toThrow("“At least 0” cannot be asked");
      await expect(start({ question: "half" })).rejects.toThrow("“half” is no question a request can ask");
      expect(table().foundry.notifications.at(-1)?.message).toContain("“half” is no question");
      expect(messageViews()).toHaveLength(before);
    },
  );

  it(
    "the GM's dialog: At least … shows its N, refused beside it above the rows asked; " +
      "the chance and the card follow it",
    async () => {
      table().foundry.controlTokens([HERO, RIVAL], GM);
      const pending = table().foundry.withClient(GM, () => api().requests.startWithDialog());
      const dialog = await waitFor("the request dialog", () =>
        document.querySelector<HTMLElement>("dialog.request-dialog[open]"),
      );
      const field = (name: string) => must(dialog.querySelector<HTMLInputElement>(`[name="${name}"]`));
      const type = (name: string, value: string) => {
        field(name).value = value;
        field(name).dispatchEvent(new Event("change", { bubbles: true }));
      };
      const atLeastGroup = () => must(field("atLeast").closest<HTMLElement>(".form-group"));
      const chance = () => dialog.querySelector(".indie-dice-request-dialog-chance")?.textContent;
      const button = () => must(dialog.querySelector<HTMLButtonElement>('button[data-action="request"]'));
      expect([...dialog.querySelectorAll('[name="question"] option')].map((option) => option.textContent)).toEqual([
        "Each on their own",
        "Everyone must pass",
        "At least one must pass",
        "Most must pass (more than half)",
        "At least half must pass",
        "At least … must pass",
      ]);
      expect(atLeastGroup().hidden).toBe(true);
      type("own0", "4");
      type("own1", "2");
      type("question", "atLeastHalf");
      expect(chance()).toBe(
        `Chance the group succeeds: ${formatPercent(1 - (1 - rowChance(4)) * (1 - rowChance(2)), game.i18n)}`,
      );
      type("question", "atLeast");
      expect(atLeastGroup().hidden).toBe(false);
      type("atLeast", "3");
      expect(atLeastGroup().textContent).toContain(
        "“At least 3” cannot be asked: the number must be whole, from 1 to 2 (the tokens asked).",
      );
      expect(button().disabled).toBe(true);
      type("atLeast", "");
      expect(atLeastGroup().textContent).toContain("Enter how many must pass.");
      // Another question hides the N, and with it its reason: the field takes no part (nor in the browser's own check).
      type("question", "everyone");
      expect([atLeastGroup().hidden, field("atLeast").disabled, button().disabled]).toEqual([true, true, false]);
      type("question", "atLeast");
      expect([field("atLeast").disabled, button().disabled]).toEqual([false, true]);
      type("atLeast", "2");
      expect(button().disabled).toBe(false);
      expect(chance()).toBe(`Chance the group succeeds: ${formatPercent(rowChance(4) * rowChance(2), game.i18n)}`);
      button().click();
      const card = must(await pending);
      expect(storedCardFlag<RequestState>(card, "request").question).toEqual({ atLeast: 2 });
    },
  );

  it("a check link's Request and /indie request ask the question the words name", async () => {
    table().foundry.controlTokens([HERO, RIVAL], GM);
    const host = await table().foundry.withClient(GM, async () => {
      const div = document.createElement("div");
      div.innerHTML = await foundry.applications.ux.TextEditor.implementation.enrichHTML(
        "[[/indie formula 1d20+2 vs=12 question=atLeastHalf]]{Hide}",
      );
      document.body.replaceChildren(div);
      return div;
    });
    await table().foundry.withClient(GM, async () => {
      must(host.querySelector<HTMLElement>("a.indie-dice-check-request")).click();
      await settle(20);
    });
    const requests = () => messageViews().filter((message) => message.flags["indie-dice"]?.request);
    expect(storedCardFlag<RequestState>(must(requests().at(-1)), "request")).toMatchObject({
      ruleSet: "formula",
      question: "atLeastHalf",
    });
    await table().foundry.withClient(GM, () =>
      table().foundry.chat("/indie request kaiser kind=resistance difficulty=11 question=atLeast2"),
    );
    await settle(20);
    expect(storedCardFlag<RequestState>(must(requests().at(-1)), "request")).toMatchObject({
      ruleSet: "kaiser",
      question: { atLeast: 2 },
    });
  });
});
