// @vitest-environment happy-dom
/**
 * Roll requests in the Foundry double under both profiles (issue 26's first steps): a GM asks three tokens (two
 * players' and an NPC) for a Kaiser resistance check against 11; each player rolls their own row and is refused on
 * the NPC's; the GM skips one row; the group's chance before rolling is the product (everyone), the complement (at
 * least one) and the Poisson binomial tail (most) of the rows' own chances; a blind request shows a player nothing of
 * any row; a hidden difficulty is nowhere in a player's drawn card; a roll changing what the request fixed is
 * refused before any die is rolled.
 */
import { describe, expect, it } from "vitest";
import {
  api,
  changeField,
  control,
  rollButton,
  rollDialog,
  settle,
  waitFor,
  messageViews,
} from "../../../foundry/support/dialog-harness";
import { formatPercent } from "../../../../src/ui/percent";
import {
  drawCardAs,
  tokenDoc,
  useContestTable,
  GM,
  HERO,
  P1,
  P2,
  RIVAL,
  VILLAIN,
} from "../../../foundry/support/contests-harness";
import type { RequestState } from "../../../../src/card-kinds/request/core/request-types";
import { storedCardFlag } from "../../../foundry/support/stored-card";
import {
  groupFigure as groupFigureOf,
  rollRow as rollRowOf,
  rowChance,
  shareSheets,
  startRequest,
} from "../../../foundry/support/request-table";
import type { ChatMessageView } from "../../../../src/foundry/types/chat-message";
import { worldActor, updateActor } from "../../../../foundry-double/documents/world";
import { must } from "../../../kit";

const table = useContestTable();

function stateOf(card: ChatMessageView): RequestState {
  return storedCardFlag<RequestState>(card, "request");
}

const start = (options: Record<string, unknown> = {}) => startRequest(table, options);

const groupFigure = (card: ChatMessageView, user: string) => groupFigureOf(table, card, user);
const rollRow = (user: string, card: ChatMessageView, row: string, faces: number[]) =>
  rollRowOf(table, user, card, row, faces);

describe("a roll request", () => {
  it(
    "asks three tokens; " +
      "the group's chance before rolling is the product, " +
      "the complement and the Poisson binomial tail of the rows'",
    async () => {
      const [a, b, c] = [rowChance(4), rowChance(2), rowChance(3)];
      const everyone = await start();
      expect(stateOf(everyone).participants.map((row) => [row.id, row.name])).toEqual([
        [HERO, "Brunhild"],
        [RIVAL, "Sigurd"],
        [VILLAIN, "Fafnir"],
      ]);
      expect(await groupFigure(everyone, GM)).toBeCloseTo(a * b * c, 12);
      expect(await groupFigure(await start({ question: "atLeastOne" }), GM)).toBeCloseTo(
        1 - (1 - a) * (1 - b) * (1 - c),
        12,
      );
      const most = a * b * (1 - c) + a * (1 - b) * c + (1 - a) * b * c + a * b * c;
      expect(await groupFigure(await start({ question: "most" }), GM)).toBeCloseTo(most, 12);
    },
  );

  it(
    "each player rolls their own row and is refused on the NPC's; " +
      "the GM skips a row and rolls another; the verdict follows",
    async () => {
      const resolved: unknown[][] = [];
      Hooks.on(
        "indie-dice.requestResolved",
        (card: ChatMessageView, result: unknown) => void resolved.push([card.id, result]),
      );
      const card = await start();
      await rollRow(P1, card, HERO, [6, 5]);
      expect(must(stateOf(card).participants[0]).messageId).not.toBeNull();
      expect(await rollRow(P2, card, VILLAIN, [6, 6])).toBeNull();
      expect(table().foundry.notifications.at(-1)).toMatchObject({
        message: "Only Fafnir's owners and the GM may roll for that row.",
      });
      expect(table().foundry.scriptedRemaining).toBe(2);
      table().foundry.clearScript();
      await rollRow(P2, card, RIVAL, [5, 5]);
      expect(await table().foundry.withClient(GM, () => api().requests.skip(must(card.id), VILLAIN))).toBe(true);
      expect(stateOf(card).participants.map((row) => [row.messageId !== null, row.skipped])).toEqual([
        [true, false],
        [true, false],
        [false, true],
      ]);
      // 6 + 5 + 4 = 15 and 5 + 5 + 2 = 12: both pass against 11, the skipped row takes no part.
      const html = await drawCardAs(table, GM, card);
      expect(html.querySelector(".indie-dice-banner")?.textContent?.trim()).toBe("The group succeeds.");
      expect(
        [...html.querySelectorAll(".indie-dice-request-row")].map(
          (li) => li.querySelector(".indie-dice-request-status")?.textContent,
        ),
      ).toEqual(["passed", "passed", "skipped"]);
      expect(await table().foundry.withClient(P1, () => api().requests.skip(must(card.id), HERO))).toBe(false);
      // A skipped row, then a closed request, refuse a roll, telling its roller why.
      expect(await rollRow(GM, card, VILLAIN, [6, 6])).toBeNull();
      expect(table().foundry.notifications.at(-1)?.message).toBe(
        "The GM skipped Fafnir's row: its roll is not asked for any more.",
      );
      table().foundry.clearScript();
      // Settled once every row was done: the hook was called once, on the GM's client, with the verdict.
      expect(resolved).toEqual([[card.id, { question: "everyone", verdict: "passed" }]]);
    },
  );

  it(
    "a blind request shows a player nothing of any row's roll; " + "a hidden difficulty is nowhere in their drawn card",
    async () => {
      const card = await start({ mode: "blind", showDifficulty: false });
      await rollRow(P1, card, HERO, [6, 5]);
      await rollRow(GM, card, VILLAIN, [1, 2]);
      const player = await drawCardAs(table, P1, card);
      const text = player.textContent ?? "";
      expect([...player.querySelectorAll(".indie-dice-request-status")].map((e) => e.textContent)).toEqual([
        "rolled",
        "to roll",
        "rolled",
      ]);
      expect(player.querySelector(".indie-dice-request-detail")).toBeNull();
      expect(player.querySelector("[data-probability]")).toBeNull();
      expect(text).not.toMatch(/11/);
      expect(text).toContain("difficulty hidden");
      // The GM sees every row, the difficulty and each result.
      const gm = await drawCardAs(table, GM, card);
      expect(gm.querySelector(".indie-dice-request-asked")?.textContent).toContain("Difficulty: 11");
      expect([...gm.querySelectorAll(".indie-dice-request-status")].map((e) => e.textContent)).toEqual([
        "passed",
        "to roll",
        "failed",
      ]);
    },
  );

  it("a closed request refuses a roll, telling its roller why", async () => {
    const card = await start();
    expect(await table().foundry.withClient(GM, () => api().requests.close(must(card.id)))).toBe(true);
    expect(await rollRow(P1, card, HERO, [6, 6])).toBeNull();
    expect(table().foundry.notifications.at(-1)?.message).toBe(
      "This request is closed: no roll is recorded on it any more.",
    );
    table().foundry.clearScript();
    const html = await drawCardAs(table, P1, card);
    expect(html.querySelector('[data-action="indie-dice-request-roll"]')).toBeNull();
  });

  it(
    "a closed request says so to everyone; " +
      'its rows never rolled read "not rolled", with no chance left on the card (issue 52)',
    async () => {
      const [a, b, c] = [rowChance(4), rowChance(2), rowChance(3)];
      // Every player may see every row's numbers, so every figure (issue 64 withholds them otherwise).
      await shareSheets(table);
      const card = await start();
      await rollRow(P1, card, HERO, [6, 5]);
      expect(await groupFigure(card, GM)).toBeCloseTo(rowChance(2) * rowChance(3), 12);
      expect(await table().foundry.withClient(GM, () => api().requests.close(must(card.id)))).toBe(true);
      for (const user of [GM, P1, P2]) {
        const html = await drawCardAs(table, user, card);
        expect(html.querySelector('.indie-dice-status[data-status="closed"]')?.textContent).toBe(
          "Closed by the GM: no more rolls are recorded",
        );
        expect([...html.querySelectorAll(".indie-dice-request-status")].map((e) => e.textContent)).toEqual([
          "passed",
          "not rolled",
          "not rolled",
        ]);
        // No row's "to roll 41.7%", no group chance: nothing is left to roll. Unsettled, it states no verdict either.
        // The chance before the rolls stays, labelled so.
        expect([...html.querySelectorAll("[data-probability]")].map((e) => e.textContent)).toEqual([
          `Before the rolls: ${formatPercent(a * b * c, game.i18n)} that the group succeeds`,
        ]);
        expect(html.querySelector(".indie-dice-banner")).toBeNull();
        expect(html.querySelector('[data-action="indie-dice-request-roll"]')).toBeNull();
      }
    },
  );

  it(
    "a GM-only roll moves no figure a player who may not see it sees: " + "their group chance stays as before it",
    async () => {
      const [a, b, c] = [rowChance(4), rowChance(2), rowChance(3)];
      await shareSheets(table);
      const card = await start({ mode: "gm" });
      // Brunhild's 6 + 5 + 4 = 15 passes: the GM and Ann (who rolled it) count it; Bo still sees the chance before it.
      await rollRow(P1, card, HERO, [6, 5]);
      expect(await groupFigure(card, GM)).toBeCloseTo(b * c, 12);
      expect(await groupFigure(card, P1)).toBeCloseTo(b * c, 12);
      expect(await groupFigure(card, P2)).toBeCloseTo(a * b * c, 12);
      // Sigurd's 2 + 1 + 2 = 5 fails: the GM and Bo know the group fails; Ann's figure is still the one before it.
      await rollRow(P2, card, RIVAL, [2, 1]);
      for (const user of [GM, P2]) {
        expect(await groupFigure(card, user)).toBeNull();
        expect((await drawCardAs(table, user, card)).querySelector(".indie-dice-banner")?.textContent?.trim()).toBe(
          "The group fails.",
        );
      }
      expect(await groupFigure(card, P1)).toBeCloseTo(b * c, 12);
      const ann = await drawCardAs(table, P1, card);
      expect([...ann.querySelectorAll(".indie-dice-request-status")].map((e) => e.textContent)).toEqual([
        "passed",
        "rolled",
        "to roll",
      ]);
      expect(ann.querySelector(".indie-dice-banner")).toBeNull();
    },
  );

  it("hides an NPC's name from a player who does not own it", async () => {
    const card = await start({ hideNames: true });
    const player = await drawCardAs(table, P1, card);
    expect([...player.querySelectorAll(".indie-dice-request-name")].map((e) => e.textContent)).toEqual([
      "Brunhild",
      "a creature",
      "a creature",
    ]);
    expect(player.textContent).not.toContain("Fafnir");
    // Nor does the chat: the GM's roll for Fafnir is not spoken by Fafnir.
    const roll = await rollRow(GM, card, VILLAIN, [4, 4]);
    expect((roll as { speaker: { alias?: string; actor: string | null } }).speaker).not.toMatchObject({
      alias: "Fafnir",
    });
    expect(JSON.stringify((roll as { speaker: object }).speaker)).not.toContain("Fafnir");
    expect(JSON.stringify((roll as { _source: object })._source)).not.toContain("Fafnir");
    expect(must(stateOf(card).participants[2]).messageId).toBe(roll?.id);
  });

  it(
    "refuses a roll that changes what the request fixed, before any die is rolled; " +
      "and a request it cannot take before any card",
    async () => {
      const card = await start();
      const pending = table().foundry.withClient(P1, () => api().requests.roll(must(card.id), HERO));
      const dialog = await rollDialog();
      expect(control(dialog, "difficulty").value).toBe("11");
      // What the request fixed is shown, not editable; so is the row's own number the GM set (issue 64).
      expect(control(dialog, "difficulty").disabled).toBe(true);
      expect(control(dialog, "bonus").disabled).toBe(true);
      expect(control(dialog, "bonus").value).toBe("4");
      await changeField(dialog, "advantages", "1");
      // A module's preRoll listener that changes the difficulty is refused all the same, before any die.
      Hooks.once(
        "indie-dice.preRoll",
        (_ruleSet, request) => void ((request as { difficulty: number }).difficulty = 3),
      );
      table().foundry.scriptFaces([6, 6]);
      await table().foundry.withClient(P1, async () => {
        rollButton(dialog).click();
        await settle(20);
      });
      expect(await pending).toBeNull();
      expect(table().foundry.scriptedRemaining).toBe(2);
      expect(table().foundry.notifications.at(-1)?.message).toMatch(/^Brunhild must roll what the card fixed/);
      table().foundry.clearScript();
      const before = table().foundry.messages.length;
      await expect(
        table().foundry.withClient(GM, () =>
          api().requests.start({ ruleSet: "kaiser", spec: { kind: "flying" }, tokens: [tokenDoc(HERO)] }),
        ),
      ).rejects.toThrow(/flying/);
      await expect(
        table().foundry.withClient(GM, () =>
          api().requests.start({ ruleSet: "kaiser", spec: { difficulty: "@skills.x" }, tokens: [tokenDoc(HERO)] }),
        ),
      ).rejects.toThrow(/cannot be written with @/);
      await expect(
        table().foundry.withClient(P1, () => api().requests.start({ ruleSet: "kaiser", tokens: [tokenDoc(HERO)] })),
      ).rejects.toThrow("Only a GM may ask the table for a roll.");
      expect(table().foundry.messages.length).toBe(before);
      // Naming no rows, with no token selected: the scene's player characters are asked (Fafnir is no one's).
      const fallback = await table().foundry.withClient(GM, () =>
        api().requests.start({ ruleSet: "kaiser", tokens: [] }),
      );
      expect(stateOf(fallback).participants.map((row) => row.name)).toEqual(["Brunhild", "Sigurd"]);
    },
  );

  it(
    "a row without numbers takes its actor's one saved roll of the rule set " +
      "(its chance known, Shift at once); without one, its roller's dialog",
    async () => {
      await table().foundry.withClient(P1, () =>
        api().savedRolls.save(worldActor("heroActor0000001"), {
          name: "Grit",
          ruleSet: "kaiser",
          spec: { kind: "resistance", bonus: 5 },
        }),
      );
      const card = await table().foundry.withClient(GM, () =>
        api().requests.start({
          ruleSet: "kaiser",
          tokens: [tokenDoc(HERO), tokenDoc(RIVAL)],
          spec: { kind: "resistance", difficulty: 11 },
          question: "atLeastOne",
        }),
      );
      const gm = await drawCardAs(table, GM, card);
      expect(
        Number(
          must(gm.querySelector<HTMLElement>('[data-participant="' + HERO + '"] [data-probability]')).dataset
            .probability,
        ),
      ).toBeCloseTo(rowChance(5), 12);
      // Sigurd has no saved roll: his chance, and so the group's, is not known yet.
      expect(gm.querySelector('[data-participant="' + RIVAL + '"] [data-probability]')).toBeNull();
      expect(gm.querySelector('[data-outcome="group"]')).toBeNull();
      await rollRow(P1, card, HERO, [6, 5]);
      expect(must(must(table().foundry.messages.at(-1)).rolls[0]).formula).toBe("2d6 + 5");
      // Shift without numbers opens the roller's dialog all the same.
      void table().foundry.withClient(P2, () => api().requests.roll(must(card.id), RIVAL, { fastForward: true }));
      expect(control(await rollDialog(), "difficulty").value).toBe("11");
    },
  );

  it(
    "a check link offers a GM its Request (never a player): " +
      "the link's plain fields fixed, each @ field read from each row's own character",
    async () => {
      for (const [id, stealth] of [
        ["heroActor0000001", 4],
        ["rivalActor000001", 1],
      ] as const) {
        await table().foundry.withClient(GM, () => updateActor(worldActor(id), { "system.skills.stealth": stealth }));
      }
      const text = "[[/indie kaiser kind=skill bonus=@skills.stealth difficulty=12]]{Sneak past the guard}";
      const drawAs = (user: string) =>
        table().foundry.withClient(user, async () => {
          const host = document.createElement("div");
          host.innerHTML = await foundry.applications.ux.TextEditor.implementation.enrichHTML(text);
          document.body.replaceChildren(host);
          return host;
        });
      expect((await drawAs(P1)).querySelector("a.indie-dice-check-request")).toBeNull();
      const host = await drawAs(GM);
      expect(host.querySelector("a.indie-dice-check-link")?.textContent?.trim()).toBe("Sneak past the guard");
      table().foundry.controlTokens([HERO, RIVAL], GM);
      await table().foundry.withClient(GM, async () => {
        must(host.querySelector<HTMLElement>("a.indie-dice-check-request")).click();
        await settle(20);
      });
      const card = must(messageViews().find((message) => message.flags["indie-dice"]?.request));
      const state = stateOf(card);
      expect(state.spec).toEqual({ kind: "skill", difficulty: 12 });
      expect(state.participants.map((row) => [row.name, row.spec])).toEqual([
        ["Brunhild", { bonus: 4 }],
        ["Sigurd", { bonus: 1 }],
      ]);
      // Posted at once, with no dialog (README "Roll requests"): each on their own, in public, the difficulty shown.
      expect([
        state.question,
        state.mode,
        state.showDifficulty,
        document.querySelector("dialog.request-dialog"),
      ]).toEqual(["each", "public", true, null]);
    },
  );

  it(
    "the GM's Request a roll dialog: " +
      "the controlled tokens as rows, more added, each with its own number; " +
      "the group's chance live; the card as asked",
    async () => {
      table().foundry.controlTokens([HERO], GM);
      const pending = table().foundry.withClient(GM, () => api().requests.startWithDialog());
      const dialog = await waitFor("the request dialog", () =>
        document.querySelector<HTMLElement>("dialog.request-dialog[open]"),
      );
      const field = <T extends HTMLElement = HTMLInputElement>(name: string) =>
        must(dialog.querySelector<T>(`[name="${name}"]`));
      const chance = () => dialog.querySelector(".indie-dice-request-dialog-chance")?.textContent;
      expect([...dialog.querySelectorAll("tbody tr td:nth-child(2)")].map((cell) => cell.textContent)).toEqual([
        "Brunhild",
      ]);
      // The GM selects Sigurd too, and adds the selected tokens: Brunhild is not asked twice.
      table().foundry.controlTokens([HERO, RIVAL], GM);
      await table().foundry.withClient(GM, async () =>
        must(dialog.querySelector<HTMLButtonElement>("[data-request-add]")).click(),
      );
      expect([...dialog.querySelectorAll("tbody tr td:nth-child(2)")].map((cell) => cell.textContent)).toEqual([
        "Brunhild",
        "Sigurd",
      ]);
      expect(chance()).toBe("Chance the group succeeds: not known until every row has its number.");
      const type = (name: string, value: string) => {
        field(name).value = value;
        field(name).dispatchEvent(new Event("change", { bubbles: true }));
      };
      type("own0", "4");
      type("own1", "2");
      expect(chance()).toBe(`Chance the group succeeds: ${formatPercent(rowChance(4) * rowChance(2), game.i18n)}`);
      field("ask1").checked = false;
      field("ask1").dispatchEvent(new Event("change", { bubbles: true }));
      expect(chance()).toBe(`Chance the group succeeds: ${formatPercent(rowChance(4), game.i18n)}`);
      must(dialog.querySelector<HTMLButtonElement>('button[data-action="request"]')).click();
      const card = must(await pending);
      const state = stateOf(card);
      expect(state).toMatchObject({
        ruleSet: "kaiser",
        spec: { kind: "resistance", difficulty: 11 },
        question: "everyone",
        mode: "public",
      });
      expect(state.participants.map((row) => [row.name, row.spec])).toEqual([["Brunhild", { bonus: 4 }]]);
      // A player is not offered the tool, and is refused the dialog.
      await expect(table().foundry.withClient(P1, () => api().requests.startWithDialog())).rejects.toThrow(
        "Only a GM may ask the table for a roll.",
      );
    },
  );

  it(
    "results when all have rolled: " +
      "a player sees the other rows' results only once every row is done; the GM sees them at once",
    async () => {
      const card = await start({ resultsWhenAllRolled: true });
      const heroRoll = await rollRow(P1, card, HERO, [6, 5]);
      // Meanwhile the rolls are for the GM's eyes: the chat does not tell what the card keeps back.
      expect(must(heroRoll).whisper).toEqual([GM]);
      await rollRow(GM, card, VILLAIN, [6, 6]);
      const statuses = async (user: string) =>
        [...(await drawCardAs(table, user, card)).querySelectorAll(".indie-dice-request-status")].map(
          (e) => e.textContent,
        );
      // Ann sees her own row's result, not the GM's row's; the GM sees both at once.
      expect(await statuses(P1)).toEqual(["passed", "to roll", "rolled"]);
      expect(await statuses(P2)).toEqual(["rolled", "to roll", "rolled"]);
      expect(await statuses(GM)).toEqual(["passed", "to roll", "passed"]);
      await rollRow(P2, card, RIVAL, [1, 2]);
      expect(await statuses(P1)).toEqual(["passed", "failed", "passed"]);
      expect(await statuses(P2)).toEqual(["passed", "failed", "passed"]);
    },
  );

  it(
    "the GM rolls every row whose owners are offline with one button; " +
      "a row's saved roll picked in the dialog keeps what the request fixed",
    async () => {
      must(must(game.users).get(P2)).active = false;
      const card = await start();
      const gm = await drawCardAs(table, GM, card);
      table().foundry.scriptFaces([6, 5, 6, 6]);
      await table().foundry.withClient(GM, async () => {
        must(gm.querySelector<HTMLButtonElement>('button[data-action="indie-dice-request-roll-offline"]')).click();
        await settle(40);
      });
      // Sigurd (his player is away) and Fafnir (no player's) rolled; Brunhild's player is here to roll her own.
      expect(stateOf(card).participants.map((row) => row.messageId !== null)).toEqual([false, true, true]);
      must(must(game.users).get(P2)).active = true;
      await table().foundry.withClient(P1, () =>
        api().savedRolls.save(worldActor("heroActor0000001"), {
          name: "Easy",
          ruleSet: "kaiser",
          spec: { kind: "skill", bonus: 6, advantage: 1, difficulty: 3 },
        }),
      );
      const pending = table().foundry.withClient(P1, () => api().requests.roll(must(card.id), HERO));
      const dialog = await rollDialog();
      const pick = control<HTMLSelectElement>(dialog, "savedRollPick");
      pick.value = must(pick.options[1]).value;
      pick.dispatchEvent(new Event("change", { bubbles: true }));
      await waitFor("the picked roll", () => control(dialog, "advantages").value === "1" || undefined);
      expect(control<HTMLSelectElement>(dialog, "kind").value).toBe("resistance");
      expect(control(dialog, "difficulty").value).toBe("11");
      // The value the GM set for Brunhild's row stays the GM's (issue 64).
      expect(control(dialog, "bonus").value).toBe("4");
      table().foundry.scriptFaces([3, 3, 3]);
      await table().foundry.withClient(P1, async () => {
        rollButton(dialog).click();
        await settle(20);
      });
      expect(await pending).not.toBeNull();
      expect(must(stateOf(card).participants[0]).messageId).not.toBeNull();
    },
  );

  it(
    "a row's Roll button is its designated roller's: " +
      "one owner who is online, not every owner (the GM may roll any row)",
    async () => {
      const hero = worldActor("heroActor0000001");
      await table().foundry.withClient(GM, () => updateActor(hero, { ownership: { default: 0, [P1]: 3, [P2]: 3 } }));
      const card = await start();
      const buttons = async (user: string) =>
        [
          ...(await drawCardAs(table, user, card)).querySelectorAll<HTMLElement>(
            '[data-action="indie-dice-request-roll"]',
          ),
        ].map((b) => b.dataset.participant);
      expect(await buttons(P1)).toEqual([HERO]);
      // Bo owns Brunhild too, but Ann rolls her: his button is Sigurd's alone.
      expect(await buttons(P2)).toEqual([RIVAL]);
      expect(await buttons(GM)).toEqual([HERO, RIVAL, VILLAIN]);
      expect(await rollRow(P2, card, HERO, [6, 6])).toBeNull();
      table().foundry.clearScript();
      // Ann leaves: Bo, an owner who is online, rolls Brunhild.
      must(must(game.users).get(P1)).active = false;
      expect(await buttons(P2)).toEqual([HERO, RIVAL]);
      must(must(game.users).get(P1)).active = true;
    },
  );

  it(
    "a hidden difficulty never reaches the roll: " +
      "not in the roller's dialog, its odds, its message or its card; the request card still judges it",
    async () => {
      const card = await start({ showDifficulty: false, spec: { kind: "resistance", difficulty: 13 } });
      const pending = table().foundry.withClient(P1, () => api().requests.roll(must(card.id), HERO));
      const dialog = await rollDialog();
      // Against shows a difficulty, hidden: its field holds no number (docs/cards.md "Roll requests").
      expect(control<HTMLSelectElement>(dialog, "mode").value).toBe("difficulty");
      expect(control(dialog, "difficulty").value).toBe("");
      expect(dialog.element.textContent).not.toMatch(/difficulty 13/i);
      table().foundry.scriptFaces([6, 5]);
      await table().foundry.withClient(P1, async () => {
        rollButton(dialog).click();
        await settle(20);
      });
      const message = must(await pending);
      // 6 + 5 + 4 = 15 against the hidden 13: nowhere in the message's data, and the card says "passed" (no total).
      expect(JSON.stringify(message._source)).not.toMatch(/difficulty/);
      const player = await drawCardAs(table, P1, card);
      expect(player.querySelector(`[data-participant="${HERO}"] .indie-dice-request-status`)?.textContent).toBe(
        "passed",
      );
      expect(player.textContent).not.toMatch(/\b13\b/);
      expect(
        (await drawCardAs(table, GM, card)).querySelector(`[data-participant="${HERO}"] .indie-dice-request-detail`)
          ?.textContent,
      ).toBe("Total 15, 2 DoS");
    },
  );
});
