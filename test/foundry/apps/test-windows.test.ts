// @vitest-environment happy-dom
/**
 * The GM's Group Test and Extended Test windows (api.groupTests.startWithDialog, api.extendedTests.startWithDialog):
 * the module's own forms, opened only when a start could follow (a GM, the right number of participants), each
 * refusal localized and shown before any window; the window's numbers start the card; closed, nothing is posted;
 * a bad number keeps the window open, saying why, and nothing is posted (test/foundry/apps/gm-forms.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, settle, waitFor } from "../support/dialog-harness";
import { pressEnter } from "../../../foundry-double/implicit-submission";
import {
  drawCardAs,
  spyWarnings,
  tokenDoc,
  useContestTable,
  GM,
  HERO,
  P1,
  RIVAL,
  VILLAIN,
} from "../support/contests-harness";
import { worldActor } from "../../../foundry-double/documents/world";
import { must, record } from "../../kit";

const table = useContestTable();

beforeEach(() => void spyWarnings());
afterEach(() => vi.restoreAllMocks());

function cards(flag: "groupTest" | "extendedTest"): Record<string, unknown>[] {
  return table()
    .foundry.messages.map((m) => record(m.flags["indie-dice"]?.[flag]))
    .filter(Boolean);
}

function openWindow(selector: string): Promise<HTMLElement> {
  return waitFor(selector, () => document.querySelector<HTMLElement>(`dialog[open]${selector}`));
}

function set(window: HTMLElement, name: string, value: string): void {
  must(window.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)).value = value;
}

/** Types into a field as the GM does (as the GM's client): the value, then the event the form checks on. */
async function type(window: HTMLElement, name: string, value: string): Promise<void> {
  await table().foundry.withClient(GM, async () => {
    const field = must(window.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`));
    field.value = value;
    field.dispatchEvent(new Event(field.tagName === "SELECT" ? "change" : "input", { bubbles: true }));
  });
}

/** The chance a GM's form shows of what it starts. */
function chanceOf(window: HTMLElement): string | null | undefined {
  return window.querySelector(".indie-dice-form-chance")?.textContent;
}

describe("the Group Test window", () => {
  it("a player is refused (localized) and no window opens", async () => {
    await expect(
      table().foundry.withClient(P1, () =>
        api().groupTests.startWithDialog({ participants: [tokenDoc(HERO), tokenDoc(RIVAL)] }),
      ),
    ).rejects.toThrow(/only a GM/i);
    expect(document.querySelector("dialog[open]")).toBeNull();
  });

  it("fewer than two participants: refused with the count before any window", async () => {
    table().foundry.controlTokens([HERO], GM);
    await expect(table().foundry.withClient(GM, () => api().groupTests.startWithDialog())).rejects.toThrow(
      /2 to 20 participants, not 1/,
    );
    expect(document.querySelector("dialog[open]")).toBeNull();
  });

  it("asks each participant's numbers, a header over each column; Start posts the card with them", async () => {
    const done = table().foundry.withClient(GM, () =>
      api().groupTests.startWithDialog({ participants: [tokenDoc(HERO), tokenDoc(VILLAIN)] }),
    );
    const window = await openWindow(".group-test-dialog");
    expect([...window.querySelectorAll("thead th")].map((cell) => cell.textContent)).toEqual([
      "Participants",
      "Modifier",
      "Advantages",
      "Disadvantages",
    ]);
    expect(window.querySelector('input[name="advantages1"]')?.getAttribute("aria-label")).toBe("Fafnir: Advantages");
    set(window, "modifier1", "-2");
    set(window, "disadvantages0", "1");
    must(window.querySelector<HTMLButtonElement>('button[data-action="start"]')).click();
    expect(await done).not.toBeNull();
    const [state] = cards("groupTest") as {
      participants: { name: string; request: { modifier: number; disadvantages: number } }[];
    }[];
    expect(must(state).participants.map((p) => [p.name, p.request.modifier, p.request.disadvantages])).toEqual([
      ["Brunhild", 0, 1],
      ["Fafnir", -2, 0],
    ]);
  });

  it(
    "closed: resolves null and posts nothing; " + "a number out of its bounds keeps the window open and posts nothing",
    async () => {
      const closed = table().foundry.withClient(GM, () =>
        api().groupTests.startWithDialog({ participants: [tokenDoc(HERO), tokenDoc(VILLAIN)] }),
      );
      must(
        (await openWindow(".group-test-dialog")).querySelector<HTMLButtonElement>('header [data-action="close"]'),
      ).click();
      expect(await closed).toBeNull();
      const refused = table().foundry.withClient(GM, () =>
        api().groupTests.startWithDialog({ participants: [tokenDoc(HERO), tokenDoc(VILLAIN)] }),
      );
      const window = await openWindow(".group-test-dialog");
      // Pressed before any check ran (no keystroke seen): the submit checks it, and the window stays open, saying why.
      set(window, "advantages0", "-1");
      must(window.querySelector<HTMLButtonElement>('button[data-action="start"]')).click();
      await settle(10);
      expect(window.hasAttribute("open")).toBe(true);
      expect(window.querySelector('input[name="advantages0"]')?.getAttribute("aria-invalid")).toBe("true");
      await waitFor(
        "Start disabled again after Foundry's submit",
        () => must(window.querySelector<HTMLButtonElement>('button[data-action="start"]')).disabled,
      );
      expect(cards("groupTest")).toEqual([]);
      must(window.querySelector<HTMLButtonElement>('header [data-action="close"]')).click();
      expect(await refused).toBeNull();
    },
  );
});

describe("the Group Test window's chance (issue 64)", () => {
  it(
    "shows the group's exact chance before the rolls as the numbers are typed, " + "the very line the card then shows",
    async () => {
      const done = table().foundry.withClient(GM, () =>
        api().groupTests.startWithDialog({ participants: [tokenDoc(HERO), tokenDoc(RIVAL), tokenDoc(VILLAIN)] }),
      );
      const window = await openWindow(".group-test-dialog");
      // By coin (the world's default): a Score of 7+ passes; a d10 of 7, 8 or 9 at Modifier 0 (3 in 10), or a 10 whose
      // coin lands heads (1 in 20: a Critical Success; tails is a Critical Failure). 0.35 each, three of them:
      // 0.35³ = 0.042875.
      expect(chanceOf(window)).toBe(
        "Before the rolls: 4.3% that the group passes (its lowest Score 7 or more), with no Advantage given",
      );
      // Fafnir at Modifier +6: every face 1–9 passes (9 in 10), and a 10 by heads: 0.95. 0.35 × 0.35 × 0.95 = 0.116375.
      await type(window, "modifier2", "6");
      expect(chanceOf(window)).toBe(
        "Before the rolls: 11.6% that the group passes (its lowest Score 7 or more), with no Advantage given",
      );
      // Brunhild at Disadvantage 1 keeps the worse of two dice: she passes only when both would, 0.35² = 0.1225; with
      // the others, 0.1225 × 0.35 × 0.95 = 0.040731…
      await type(window, "disadvantages0", "1");
      expect(chanceOf(window)).toBe(
        "Before the rolls: 4.1% that the group passes (its lowest Score 7 or more), with no Advantage given",
      );
      // A field that does not read gives no chance: it would be a guess.
      await type(window, "modifier1", "");
      expect(chanceOf(window)).toBe("The odds appear once every field is filled in correctly.");
      await type(window, "modifier1", "0");
      const shown = chanceOf(window);
      await table().foundry.withClient(GM, async () =>
        must(window.querySelector<HTMLButtonElement>('button[data-action="start"]')).click(),
      );
      const card = must(await done);
      expect(shown).toBe(
        "Before the rolls: 4.1% that the group passes (its lowest Score 7 or more), with no Advantage given",
      );
      expect((await drawCardAs(table, GM, card)).querySelector('[data-outcome="before"]')?.textContent).toBe(shown);
    },
  );

  it(
    "keeps its columns: " + "a field's reason shows in a row of its own under the field's row, across every column",
    async () => {
      const done = table().foundry.withClient(GM, () =>
        api().groupTests.startWithDialog({ participants: [tokenDoc(HERO), tokenDoc(VILLAIN)] }),
      );
      const window = await openWindow(".group-test-dialog");
      const cellsOf = () =>
        [...window.querySelectorAll("tbody tr")].map((row) =>
          [...row.querySelectorAll("td")].map((cell) => cell.colSpan),
        );
      expect(cellsOf()).toEqual([
        [1, 1, 1, 1],
        [1, 1, 1, 1],
      ]);
      await type(window, "advantages0", "-1");
      // Brunhild's row keeps its four cells, none holding the reason; the reason's row spans all four.
      expect(cellsOf()).toEqual([[1, 1, 1, 1], [4], [1, 1, 1, 1]]);
      const reasons = must(window.querySelector("tbody tr:nth-child(2)"));
      expect([reasons.hasAttribute("hidden"), reasons.textContent?.trim()]).toEqual([
        false,
        "Kleptonomicon: Advantages and Disadvantages must each be a whole number from 0 to 20, not −1.",
      ]);
      expect(must(window.querySelector("tbody tr:first-child")).textContent).toBe("Brunhild");
      // Fixed, the reason's row is hidden again.
      await type(window, "advantages0", "0");
      expect(must(window.querySelector("tbody tr:nth-child(2)")).hasAttribute("hidden")).toBe(true);
      must(window.querySelector<HTMLButtonElement>('header [data-action="close"]')).click();
      expect(await done).toBeNull();
    },
  );
});

describe("the Extended Test window's chance (issue 64)", () => {
  it(
    "shows the chance to reach the target as the numbers are typed, from a saved roll too; " +
      "a target out of reach is said",
    async () => {
      await table().foundry.withClient(P1, () =>
        api().savedRolls.save(worldActor("heroActor0000001"), {
          name: "Might",
          ruleSet: "kingdoms",
          spec: { pool: 1, dt: 7 },
        }),
      );
      const done = table().foundry.withClient(GM, () => api().extendedTests.startWithDialog({ token: tokenDoc(HERO) }));
      const window = await openWindow(".extended-test-dialog");
      // One die against DT 7, nothing back, +1 in one round: an 8–11 (+1) or a 12 (+2), 5 in 12 = 0.41666…
      for (const [name, value] of [
        ["pool", "1"],
        ["dt", "7"],
        ["replenish", "0"],
        ["targetMargin", "1"],
        ["rounds", "1"],
      ] as const)
        await type(window, name, value);
      expect(chanceOf(window)).toBe("Before the rolls: 41.7% to reach +1 within 1 round");
      // One die back each round, two rounds: a first die of 2–7 (6 in 12) leaves margin −1 and one die, which a 12
      // lifts to +1 (1 in 12); a 1 leaves −2, out of reach. 5/12 + 6/12 × 1/12 = 66/144 = 0.458333…
      await type(window, "replenish", "1");
      await type(window, "rounds", "2");
      expect(chanceOf(window)).toBe("Before the rolls: 45.8% to reach +1 within 2 rounds");
      // Two dice, one round, +5: two 12s make +4 at most.
      await type(window, "pool", "2");
      await type(window, "rounds", "1");
      await type(window, "targetMargin", "5");
      expect(chanceOf(window)).toBe("Before the rolls: +5 cannot be reached within 1 round, even with every die a 12");
      await type(window, "rounds", "");
      expect(chanceOf(window)).toBe("The odds appear once every field is filled in correctly.");
      // The saved roll "Might" gives one die against DT 7, whatever the pool and DT fields say.
      await type(window, "rounds", "2");
      await type(window, "targetMargin", "1");
      await type(
        window,
        "savedRoll",
        must(window.querySelector<HTMLOptionElement>('[name="savedRoll"] option:nth-child(2)')).value,
      );
      expect(chanceOf(window)).toBe("Before the rolls: 45.8% to reach +1 within 2 rounds");
      await table().foundry.withClient(GM, async () =>
        must(window.querySelector<HTMLButtonElement>('button[data-action="start"]')).click(),
      );
      const card = must(await done);
      const reach = must((await drawCardAs(table, GM, card)).querySelector<HTMLElement>('[data-outcome="reach"]'));
      expect([reach.dataset.probability, reach.textContent]).toEqual([
        String(66 / 144),
        "From here: 45.8% to reach +1 within 2 rounds",
      ]);
    },
  );
});

describe("the Extended Test window for several selected tokens (issue 64)", () => {
  it(
    "opens one window per token in turn, each starting that character's own card; " + "the numbers typed open the next",
    async () => {
      table().foundry.controlTokens([HERO, RIVAL], GM);
      const done = table().foundry.withClient(GM, () => api().extendedTests.startEachWithDialog());
      const first = await openWindow(".extended-test-dialog");
      expect([...first.querySelectorAll(".hint")].map((hint) => hint.textContent)).toEqual([
        "Brunhild rolls. Each round, every die that fails leaves the pool; then the dice back each round return.",
        "Card 1 of 2: each selected character rolls the test on a card of their own, " +
          "with their own pool. Closing this window starts no further card.",
      ]);
      await type(first, "dt", "8");
      await type(first, "rounds", "4");
      await table().foundry.withClient(GM, async () =>
        must(first.querySelector<HTMLButtonElement>('button[data-action="start"]')).click(),
      );
      const second = await waitFor("Sigurd's window", () =>
        [...document.querySelectorAll<HTMLElement>("dialog[open].extended-test-dialog")].find(
          (window) => window !== first,
        ),
      );
      expect(second.querySelector(".hint")?.textContent).toMatch(/^Sigurd rolls\./);
      expect(second.querySelectorAll(".hint")[1]?.textContent).toMatch(/^Card 2 of 2:/);
      expect([
        must(second.querySelector<HTMLInputElement>('[name="dt"]')).value,
        must(second.querySelector<HTMLInputElement>('[name="rounds"]')).value,
      ]).toEqual(["8", "4"]);
      await type(second, "pool", "3");
      await table().foundry.withClient(GM, async () =>
        must(second.querySelector<HTMLButtonElement>('button[data-action="start"]')).click(),
      );
      const started = await done;
      expect(started).toHaveLength(2);
      expect(
        cards("extendedTest").map((card) => [
          (card.roller as { name: string }).name,
          card.startingPool,
          card.dt,
          card.maxRounds,
        ]),
      ).toEqual([
        ["Brunhild", 6, 8, 4],
        ["Sigurd", 3, 8, 4],
      ]);
    },
  );

  it("closing a window starts no further card; no token and no character is refused before any window", async () => {
    table().foundry.controlTokens([HERO, RIVAL], GM);
    const done = table().foundry.withClient(GM, () => api().extendedTests.startEachWithDialog());
    must(
      (await openWindow(".extended-test-dialog")).querySelector<HTMLButtonElement>('header [data-action="close"]'),
    ).click();
    expect(await done).toEqual([]);
    await settle(10);
    expect([document.querySelector("dialog[open]"), cards("extendedTest")]).toEqual([null, []]);
    table().foundry.withClient(GM, () => must(must(canvas).tokens).releaseAll());
    await expect(table().foundry.withClient(GM, () => api().extendedTests.startEachWithDialog())).rejects.toThrow(
      /select the tokens who roll/,
    );
    await expect(
      table().foundry.withClient(P1, () => api().extendedTests.startEachWithDialog({ tokens: [tokenDoc(HERO)] })),
    ).rejects.toThrow(/only a GM/i);
    expect(document.querySelector("dialog[open]")).toBeNull();
  });
});

describe("the Extended Test window", () => {
  it("a player, or no roller: refused (localized) before any window", async () => {
    await expect(
      table().foundry.withClient(P1, () => api().extendedTests.startWithDialog({ token: tokenDoc(HERO) })),
    ).rejects.toThrow(/only a GM/i);
    await expect(table().foundry.withClient(GM, () => api().extendedTests.startWithDialog())).rejects.toThrow(
      /exactly one token/,
    );
    expect(document.querySelector("dialog[open]")).toBeNull();
  });

  it(
    "names the roller; its numbers start the card (Enter too); " +
      "an empty DT keeps the window open and nothing is posted",
    async () => {
      table().foundry.controlTokens([HERO], GM);
      const done = table().foundry.withClient(GM, () => api().extendedTests.startWithDialog());
      const window = await openWindow(".extended-test-dialog");
      expect(window.querySelector(".hint")?.textContent).toMatch(/^Brunhild rolls\./);
      // No saved K&R roll: no choice of one.
      expect(window.querySelector('[name="savedRoll"]')).toBeNull();
      set(window, "pool", "4");
      set(window, "dt", "8");
      set(window, "rounds", "2");
      // The keyboard: the first field has the focus, and Enter in a field starts it.
      expect(document.activeElement).toBe(window.querySelector('[name="pool"]'));
      expect(pressEnter(must(window.querySelector<HTMLInputElement>('[name="rounds"]')))).toBe(true);
      expect(await done).not.toBeNull();
      expect(cards("extendedTest")[0]).toMatchObject({
        startingPool: 4,
        dt: 8,
        replenish: 1,
        targetMargin: 5,
        maxRounds: 2,
      });

      const refused = table().foundry.withClient(GM, () =>
        api().extendedTests.startWithDialog({ token: tokenDoc(HERO) }),
      );
      const again = await openWindow(".extended-test-dialog");
      set(again, "dt", "");
      must(again.querySelector<HTMLButtonElement>('button[data-action="start"]')).click();
      await settle(10);
      expect(again.hasAttribute("open")).toBe(true);
      expect(again.querySelector('input[name="dt"]')?.getAttribute("aria-invalid")).toBe("true");
      expect(cards("extendedTest")).toHaveLength(1);
      must(again.querySelector<HTMLButtonElement>('header [data-action="close"]')).click();
      expect(await refused).toBeNull();
    },
  );
});
