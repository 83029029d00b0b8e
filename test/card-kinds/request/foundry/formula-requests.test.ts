// @vitest-environment happy-dom
/**
 * Requests for any system in the Foundry double under both profiles (docs/cards.md "Requests for any system"): a
 * GM asks three characters with Dexterity modifiers 3, 0 and 5 for `1d20 + @abilities.dex.mod` against 15; each
 * row's exact chance is its own (9/20, 6/20, 11/20) and the group's follows for every question; a player's roll
 * from the card is a plain Foundry roll of the row's formula with its character's numbers, recorded and judged; a
 * roll of another formula is refused by the GM's client; a row whose character lacks the path shows that error
 * and refuses its roll by name while the others work; a formula the exact odds cannot answer is refused before any
 * card; a blind request with the target hidden shows a player nothing of it; a check link rolls for the clicking
 * character and a GM's Request on it asks the table for the formula.
 */
import { describe, expect, it } from "vitest";
import { api, settle, waitFor, lastMessage, messageById, messageViews } from "../../../foundry/support/dialog-harness";
import { contestTable, GM, HERO, P1, P2, RIVAL, VILLAIN } from "../../../foundry/support/contest-table";
import { drawCardAs, spyWarnings, tokenDoc } from "../../../foundry/support/contests-harness";
import { useIndieDice } from "../../../foundry/support/helpers";
import type { RequestState } from "../../../../src/card-kinds/request/core/request-types";
import { formatPercent } from "../../../../src/ui/percent";
import { englishMessage } from "../../../../src/core/english-errors";
import { storedCardFlag } from "../../../foundry/support/stored-card";
import type { ChatMessageView } from "../../../../src/foundry/types/chat-message";
import { updateActor, worldActor } from "../../../../foundry-double/documents/world";
import { must } from "../../../kit";

const DEX: Readonly<Record<string, number | null>> = { heroActor0000001: 3, rivalActor000001: 0, villainActor0001: 5 };

/** The contest table, each actor with its Dexterity modifier (none: no abilities at all), Ann's character her hero. */
function formulaTable(dex: Readonly<Record<string, number | null>> = DEX) {
  const table = contestTable();
  return {
    ...table,
    users: must(table.users).map((user) => (user.id === P1 ? { ...user, character: "heroActor0000001" } : user)),
    actors: must(table.actors).map((actor) => {
      const mod = dex[must(actor._id)];
      return { ...actor, system: mod === null || mod === undefined ? {} : { abilities: { dex: { mod } } } };
    }),
  };
}

const table = useIndieDice(formulaTable());
const [A, B, C] = [9 / 20, 6 / 20, 11 / 20];
const ROWS = [HERO, RIVAL, VILLAIN];

function stateOf(card: ChatMessageView): RequestState {
  return storedCardFlag<RequestState>(card, "request");
}

async function start(options: Record<string, unknown> = {}): Promise<ChatMessageView> {
  return table().foundry.withClient(GM, () =>
    api().requests.start({
      ruleSet: "formula",
      tokens: ROWS.map((token) => tokenDoc(token)),
      spec: { formula: "1d20 + @abilities.dex.mod", target: 15 },
      question: "everyone",
      ...options,
    }),
  );
}

async function figures(
  card: ChatMessageView,
  user: string,
): Promise<{ rows: (number | null)[]; group: number | null; html: HTMLElement }> {
  const html = await drawCardAs(table, user, card);
  const rows = [...html.querySelectorAll(".indie-dice-request-row")].map((row) => {
    const odds = row.querySelector<HTMLElement>("[data-probability]");
    return odds ? Number(odds.dataset.probability) : null;
  });
  const group = html.querySelector<HTMLElement>('[data-outcome="group"]');
  return { rows, group: group ? Number(group.dataset.probability) : null, html };
}

/** A row rolled at once (Shift on its Roll button: no dialog). */
async function rollRow(user: string, card: ChatMessageView, row: string, faces: number[]) {
  table().foundry.scriptFaces(faces);
  const message = await table().foundry.withClient(user, () =>
    api().requests.roll(must(card.id), row, { fastForward: true }),
  );
  await settle(20);
  return message;
}

interface Posted {
  readonly rolls: {
    readonly formula: string;
    readonly total: number;
    readonly constructor: { readonly name: string };
  }[];
  readonly speaker: { readonly actor: string | null };
  readonly flavor: string;
  readonly blind: boolean;
}

/** The *Any formula* dialog open in a user's client, once drawn. */
function formulaDialogOf(user: string): { element: HTMLElement; close(): Promise<unknown> } | undefined {
  return table().foundry.withClient(user, () => {
    const instances = (
      foundry.applications as {
        instances: Map<
          string,
          { constructor: { name: string }; rendered: boolean; element: HTMLElement; close(): Promise<unknown> }
        >;
      }
    ).instances;
    return [...instances.values()].find((app) => app.constructor.name === "IndieFormulaDialog" && app.rendered);
  });
}

describe("a formula request (any system)", () => {
  it("shows each row's exact chance from its own character's numbers, and the group's for every question", async () => {
    const everyone = await start();
    const gm = await figures(everyone, GM);
    [A, B, C].forEach((chance, index) => expect(gm.rows[index]).toBeCloseTo(chance, 14));
    expect(gm.group).toBeCloseTo(A * B * C, 14);
    expect(gm.html.querySelector(".indie-dice-rule-set")?.textContent).toBe("Roll request: Any formula");
    expect(gm.html.querySelector(".indie-dice-request-asked")?.textContent).toBe(
      "1d20 + @abilities.dex.mod, at least 15",
    );
    // Each row's formula with its character's numbers, as the GM sees it.
    expect([...gm.html.querySelectorAll(".indie-dice-request-formula")].map((span) => span.textContent)).toEqual([
      "1d20 + 3",
      "1d20 + 0",
      "1d20 + 5",
    ]);
    expect((await figures(await start({ question: "atLeastOne" }), GM)).group).toBeCloseTo(
      1 - (1 - A) * (1 - B) * (1 - C),
      14,
    );
    const most = A * B * (1 - C) + A * (1 - B) * C + (1 - A) * B * C + A * B * C;
    expect((await figures(await start({ question: "most" }), GM)).group).toBeCloseTo(most, 14);
    // At most 15 counts the other faces: d20 + 3 ≤ 15 on 1–12.
    const atMost = await figures(
      await start({ spec: { formula: "1d20 + @abilities.dex.mod", target: 15, compare: "atMost" } }),
      GM,
    );
    expect(atMost.rows[0]).toBeCloseTo(12 / 20, 14);
  });

  it.each([
    ["a pool", "{1d20 + @abilities.dex.mod, 1d20 + @abilities.dex.mod}kh"],
    ["a function of rolls", "max(1d20, 1d20) + @abilities.dex.mod"],
  ])("a formula with %s: each row's exact chance and the group's (the better of two d20s)", async (_, formula) => {
    const card = await start({ spec: { formula, target: 15 } });
    const gm = await figures(card, GM);
    const better = (one: number) => 1 - (1 - one) ** 2;
    [A, B, C].forEach((chance, index) => expect(gm.rows[index]).toBeCloseTo(better(chance), 14));
    expect(gm.group).toBeCloseTo(better(A) * better(B) * better(C), 14);
  });

  it(
    "a player's roll from the card is a plain Foundry roll of the row's formula, " +
      "recorded and judged; the group's chance follows",
    async () => {
      const card = await start();
      const message = (await rollRow(P1, card, HERO, [12])) as Posted;
      expect(must(message.rolls[0]).formula).toBe("1d20 + 3");
      expect(must(message.rolls[0]).total).toBe(15);
      expect(must(message.rolls[0]).constructor.name).toBe("Roll");
      expect(message.speaker.actor).toBe("heroActor0000001");
      const row = must(stateOf(card).participants[0]);
      expect(row.messageId).toBe((message as ChatMessageView).id);
      expect(row.resolved).toBe("1d20 + 3");
      const gm = await figures(card, GM);
      expect([...gm.html.querySelectorAll(".indie-dice-request-status")].map((span) => span.textContent)).toEqual([
        "passed",
        "to roll",
        "to roll",
      ]);
      expect(gm.html.querySelector(".indie-dice-request-detail")?.textContent).toBe("Total 15");
      expect(gm.group).toBeCloseTo(B * C, 14);
      // Bo rolls his own row: 1d20 + 0 on a 14 misses 15, and the group of everyone fails.
      await rollRow(P2, card, RIVAL, [14]);
      const after = await drawCardAs(table, P2, card);
      expect(after.querySelector(".indie-dice-banner")?.textContent?.trim()).toBe("The group fails.");
    },
  );

  it(
    "a row's Roll opens the Any formula dialog for its character, locked as the request set it; " +
      "its Roll records the row",
    async () => {
      const card = await start();
      const pending = table().foundry.withClient(P1, () => api().requests.roll(must(card.id), HERO));
      const dialog = await waitFor("the formula dialog", () => formulaDialogOf(P1));
      const field = (name: string) =>
        must(dialog.element.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`));
      expect(["formula", "target", "compare"].map((name) => [field(name).value, field(name).disabled])).toEqual([
        ["1d20 + @abilities.dex.mod", true],
        ["15", true],
        ["atLeast", true],
      ]);
      expect(field("rollMode").disabled).toBe(true);
      expect(dialog.element.querySelector('[data-field="formula"] .indie-dice-resolved')?.textContent).toBe(
        "= 1d20 + 3",
      );
      expect(
        Number(dialog.element.querySelector<HTMLElement>(".indie-dice-figure[data-probability]")?.dataset.probability),
      ).toBeCloseTo(A, 12);
      // Nothing is rolled until its Roll is pressed.
      expect(must(stateOf(card).participants[0]).messageId).toBeNull();
      table().foundry.scriptFaces([12]);
      await table().foundry.withClient(P1, async () =>
        must(dialog.element.querySelector<HTMLButtonElement>("button.indie-dice-roll")).click(),
      );
      const message = (await pending) as Posted;
      await settle(20);
      expect(must(message.rolls[0]).formula).toBe("1d20 + 3");
      expect(stateOf(card).participants[0]).toMatchObject({
        messageId: (message as ChatMessageView).id,
        resolved: "1d20 + 3",
      });
    },
  );

  it(
    "a formula changed behind its lock in the page is refused before any die: " +
      "the dialog stays open, set back to the card's formula",
    async () => {
      const card = await start();
      const pending = table().foundry.withClient(P1, () => api().requests.roll(must(card.id), HERO));
      const dialog = await waitFor("the formula dialog", () => formulaDialogOf(P1));
      // A card's roll asks only its own question: no formulas side by side.
      expect(dialog.element.querySelector(".indie-dice-side-by-side, .indie-dice-side-by-side-answer")).toBeNull();
      const before = must(game.messages).size;
      await table().foundry.withClient(P1, async () => {
        const field = must(dialog.element.querySelector<HTMLInputElement>('[name="formula"]'));
        field.disabled = false;
        field.value = "1d20 + 30";
        field.dispatchEvent(new Event("change", { bubbles: true }));
        must(dialog.element.querySelector<HTMLButtonElement>("button.indie-dice-roll")).click();
      });
      await settle(20);
      expect(must(game.messages).size).toBe(before);
      expect(formulaDialogOf(P1)).toBe(dialog);
      expect(table().foundry.notifications.at(-1)?.message).toBe(
        "Brunhild must roll what the card fixed: its locked fields stay as the card set them.",
      );
      const field = must(dialog.element.querySelector<HTMLInputElement>('[name="formula"]'));
      expect([field.value, field.disabled]).toEqual(["1d20 + @abilities.dex.mod", true]);
      await table().foundry.withClient(P1, () => dialog.close());
      expect(await pending).toBeNull();
      expect(must(stateOf(card).participants[0]).messageId).toBeNull();
    },
  );

  it(
    "the GM's client takes only a roll of the row's own formula: " +
      "another one posted for the row is refused, nothing recorded",
    async () => {
      const card = await start();
      const warnings = spyWarnings();
      await table().foundry.withClient(P1, async () => {
        table().foundry.scriptFaces([20]);
        const roll = await new foundry.dice.Roll("1d20 + 30").evaluate();
        await (roll as { toMessage(data: object): Promise<unknown> }).toMessage({
          flags: { "indie-dice": { requestRoll: { cardId: card.id, participantId: HERO } } },
        });
      });
      await settle(20);
      expect(must(stateOf(card).participants[0]).messageId).toBeNull();
      expect(warnings.mock.calls.flat().map(String).join(" ")).toContain(
        "Brunhild's roll is not the roll this request asked for.",
      );
      warnings.mockRestore();
      // The row's own roll is still taken afterwards.
      await rollRow(P1, card, HERO, [12]);
      expect(must(stateOf(card).participants[0]).resolved).toBe("1d20 + 3");
    },
  );

  it(
    "a row whose character lacks the path shows that error and refuses its roll by name; " + "the other rows work",
    async () => {
      const card = await start();
      // Sigurd's sheet has no Dexterity: his row alone cannot be read.
      await table().foundry.withClient(GM, () =>
        updateActor(worldActor("rivalActor000001"), { "system.-=abilities": null }),
      );
      const gm = await figures(card, GM);
      expect([...gm.html.querySelectorAll(".indie-dice-request-error")].map((span) => span.textContent)).toEqual([
        "@abilities.dex.mod is not in this character's data.",
      ]);
      expect(gm.rows[0]).toBeCloseTo(A, 14);
      expect(gm.rows[1]).toBeNull();
      expect(gm.rows[2]).toBeCloseTo(C, 14);
      expect(gm.group).toBeNull();
      const before = must(game.messages).size;
      expect(await rollRow(P2, card, RIVAL, [10])).toBeNull();
      expect(table().foundry.notifications.at(-1)?.message).toBe("@abilities.dex.mod is not in this character's data.");
      expect(must(game.messages).size).toBe(before);
      table().foundry.clearScript();
      await rollRow(P1, card, HERO, [19]);
      expect(must(stateOf(card).participants[0]).resolved).toBe("1d20 + 3");
    },
  );

  it("a formula the exact odds cannot answer is refused before any card, naming the part", async () => {
    const before = must(game.messages).size;
    await expect(start({ spec: { formula: "random()", target: 3 } })).rejects.toThrow("random");
    expect(must(game.messages).size).toBe(before);
    expect(table().foundry.notifications.at(-1)?.message).toMatch(/random/);
  });

  it("its refusals read as sentences: text is no dice formula, the part whole, a limit in dice", async () => {
    const before = must(game.messages).size;
    await expect(start({ spec: { formula: "<b>html</b>", target: 3 } })).rejects.toThrow(
      "“<b>html</b>” is not a dice formula: write dice and numbers, such as 2d6 + 3.",
    );
    // A notification is HTML: the part is escaped there, so it reads as typed and makes no element.
    expect(table().foundry.notifications.at(-1)?.message).toBe(
      "“&lt;b&gt;html&lt;/b&gt;” is not a dice formula: write dice and numbers, such as 2d6 + 3.",
    );
    await expect(start({ spec: { formula: "100d100x", target: 30 } })).rejects.toThrow(
      "“100d100x” rolls 100 exploding dice, too many for exact odds: this formula takes at most 27 of them.",
    );
    expect(must(game.messages).size).toBe(before);
  });

  it(
    "a blind request with the target hidden shows a player nothing of any row's roll, " +
      "nor the target, nor a chance",
    async () => {
      const card = await start({ mode: "blind", showDifficulty: false });
      const message = (await rollRow(P1, card, HERO, [12])) as Posted & { isContentVisible: boolean };
      expect(message.blind).toBe(true);
      expect(message.flavor).not.toMatch(/15/);
      expect(
        table().foundry.withClient(P1, () => messageById(must((message as ChatMessageView).id)).isContentVisible),
      ).toBe(false);
      const player = await drawCardAs(table, P1, card);
      expect([...player.querySelectorAll(".indie-dice-request-status")].map((span) => span.textContent)).toEqual([
        "rolled",
        "to roll",
        "to roll",
      ]);
      expect(player.querySelector(".indie-dice-request-detail")).toBeNull();
      expect(player.querySelector("[data-probability]")).toBeNull();
      expect(player.textContent).not.toMatch(/15/);
      expect(player.querySelector(".indie-dice-request-asked")?.textContent).toBe(
        "1d20 + @abilities.dex.mod, target hidden",
      );
      const gm = await drawCardAs(table, GM, card);
      expect(gm.querySelector(".indie-dice-request-status")?.textContent).toBe("passed");
    },
  );
});

describe("a formula check link", () => {
  const JOURNAL = "<p>The bridge sways. [[/indie formula 1d20+@abilities.dex.mod vs=15]]{Dex save}</p>";

  async function drawn(user: string, text: string): Promise<HTMLElement> {
    return table().foundry.withClient(user, async () => {
      const host = document.createElement("div");
      host.innerHTML = await foundry.applications.ux.TextEditor.implementation.enrichHTML(text);
      document.body.replaceChildren(host);
      return host;
    });
  }

  function shiftClick(element: Element): void {
    element.dispatchEvent(new MouseEvent("click", { bubbles: true, shiftKey: true }));
  }

  it(
    "a click opens the Any formula dialog for the clicking player's character, " +
      "filled with the link's formula, target and comparison",
    async () => {
      const host = await drawn(P1, JOURNAL);
      const link = must(host.querySelector<HTMLElement>("a.indie-dice-check-link"));
      expect(link.textContent?.trim()).toBe("Dex save");
      const dialog = await table().foundry.withClient(P1, async () => {
        link.click();
        return waitFor("the formula dialog", () => {
          const instances = (
            foundry.applications as {
              instances: Map<
                string,
                { constructor: { name: string }; element: HTMLElement; close(): Promise<unknown> }
              >;
            }
          ).instances;
          return [...instances.values()].find((app) => app.constructor.name === "IndieFormulaDialog");
        });
      });
      const value = (name: string) =>
        must(dialog.element.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)).value;
      expect(value("formula")).toBe("1d20+@abilities.dex.mod");
      expect(value("target")).toBe("15");
      expect(value("compare")).toBe("atLeast");
      expect(dialog.element.querySelector('[data-field="formula"] .indie-dice-resolved')?.textContent).toBe("= 1d20+3");
      await dialog.close();
    },
  );

  it(
    "Shift rolls the formula at once for the clicking player's character, " +
      "its @ paths read from that character, with the chance it had",
    async () => {
      const host = await drawn(P1, JOURNAL);
      table().foundry.scriptFaces([7]);
      await table().foundry.withClient(P1, async () => {
        shiftClick(must(host.querySelector("a.indie-dice-check-link")));
        await settle(20);
      });
      const message = await waitFor("the link's roll", () => messageViews().at(-1));
      expect(must(message.rolls[0]).formula).toBe("1d20 + 3");
      expect(must(message.rolls[0]).total).toBe(10);
      expect(message.speaker.actor).toBe("heroActor0000001");
      expect(message.flavor).toBe("Dex save");
      expect(message.flags["indie-dice"]?.formulaRoll).toMatchObject({ target: 15, compare: "atLeast" });
    },
  );

  it("a path the clicking character lacks is refused by name, and nothing is rolled", async () => {
    const host = await drawn(P1, "[[/indie formula 1d20+@abilities.str.mod vs=12]]{Strength save}");
    const before = must(game.messages).size;
    await table().foundry.withClient(P1, async () => {
      shiftClick(must(host.querySelector("a.indie-dice-check-link")));
      await settle(20);
    });
    // The Any formula dialog names the field; Foundry draws a notification as HTML, so the text arrives escaped.
    expect(table().foundry.notifications.at(-1)?.message).toBe(
      "Formula: @abilities.str.mod is not in this character&#x27;s data.",
    );
    expect(must(game.messages).size).toBe(before);
  });

  it(
    "a GM's Request on it asks the table for the formula: " + "one row per player character, each with its own chance",
    async () => {
      const host = await drawn(GM, JOURNAL);
      await table().foundry.withClient(GM, async () => {
        must(host.querySelector<HTMLElement>("a.indie-dice-check-request")).click();
        await settle(20);
      });
      const card = lastMessage();
      const state = stateOf(card);
      expect(state.ruleSet).toBe("formula");
      expect(state.spec).toEqual({ formula: "1d20+@abilities.dex.mod", target: 15, compare: "atLeast" });
      expect((await figures(card, GM)).rows.length).toBe(state.participants.length);
    },
  );

  it("a link whose words cannot be read is a short error, never a button", async () => {
    const host = await drawn(P1, "[[/indie formula vs=15]]");
    expect(host.querySelector("a")).toBeNull();
    expect(host.querySelector(".indie-dice-check-link.broken")?.textContent).toMatch(
      /^Indie Dice check link: A formula check link needs its formula/,
    );
  });
});

describe("Request a roll, for any formula", () => {
  it(
    "takes a formula and a target; " + "the group's chance is live from each token's own character; the card asks it",
    async () => {
      table().foundry.controlTokens([HERO, RIVAL], GM);
      const pending = table().foundry.withClient(GM, () => api().requests.startWithDialog());
      const dialog = await waitFor("the request dialog", () =>
        document.querySelector<HTMLElement>("dialog.request-dialog[open]"),
      );
      const field = <T extends HTMLElement = HTMLInputElement>(name: string) =>
        must(dialog.querySelector<T>(`[name="${name}"]`));
      const chance = () => dialog.querySelector(".indie-dice-request-dialog-chance")?.textContent;
      const type = (name: string, value: string) => {
        field<HTMLInputElement | HTMLSelectElement>(name).value = value;
        field(name).dispatchEvent(new Event("change", { bubbles: true }));
      };
      await table().foundry.withClient(GM, async () => {
        type("ruleSet", "formula");
        type("formula", "1d20 + @abilities.dex.mod");
        type("number", "15");
      });
      expect(chance()).toBe(`Chance the group succeeds: ${formatPercent(A * B, game.i18n)}`);
      // Its rows take no number of their own (each row's @ paths are its character's): the column is not drawn (issue
      // 64).
      const ownColumn = [...dialog.querySelectorAll<HTMLElement>("th, td")].filter(
        (cell) => cell.textContent === "Own number" || cell.querySelector('[name^="own"]'),
      );
      expect(ownColumn.map((cell) => cell.hidden)).toEqual([true, true, true]);
      // A path one character lacks is named with that row; a part the exact odds cannot answer, named too.
      await table().foundry.withClient(GM, async () => type("formula", "1d20 + @abilities.str.mod"));
      expect(chance()).toBe("Brunhild: @abilities.str.mod is not in this character's data.");
      await table().foundry.withClient(GM, async () => type("formula", "random()"));
      expect(chance()).toMatch(/random/);
      // A cleared target is no target (never "at least 0"): named beside its field, the button disabled, and no chance.
      await table().foundry.withClient(GM, async () => {
        type("formula", "1d20 + @abilities.dex.mod");
        type("number", "");
      });
      expect(dialog.querySelector(`#${field("number").getAttribute("aria-describedby")}`)?.textContent?.trim()).toBe(
        englishMessage("INDIE_DICE.FormulaRequest.Error.NoTarget"),
      );
      expect([
        field("number").getAttribute("aria-invalid"),
        must(dialog.querySelector<HTMLButtonElement>('button[data-action="request"]')).disabled,
      ]).toEqual(["true", true]);
      expect(chance()).toBe("The odds appear once every field is filled in correctly.");
      await table().foundry.withClient(GM, async () => {
        type("number", "15");
        type("compare", "atMost");
      });
      expect(chance()).toBe(`Chance the group succeeds: ${formatPercent((12 / 20) * (15 / 20), game.i18n)}`);
      must(dialog.querySelector<HTMLButtonElement>('button[data-action="request"]')).click();
      const card = must(await pending);
      expect(stateOf(card)).toMatchObject({
        ruleSet: "formula",
        spec: { formula: "1d20 + @abilities.dex.mod", target: 15, compare: "atMost" },
        question: "everyone",
      });
      expect(stateOf(card).participants.map((row) => [row.name, row.spec])).toEqual([
        ["Brunhild", undefined],
        ["Sigurd", undefined],
      ]);
    },
  );
});
