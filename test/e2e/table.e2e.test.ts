/**
 * The table page in Chromium: the module's own code in the Foundry double, with the GM's client and Ann's side by
 * side. What one client does reaches the other as Foundry's server would carry it: a chat roll appears in both
 * logs; a contest the GM starts is rolled by Ann in her own pane, recorded by the GM's client through its query,
 * and resolved in both; the same for a Group Test and an Extended Test the GM starts from the module's macros and
 * for a roll request from the GM's tool; a blind roll shows its result to neither its roller nor any player.
 */
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { TablePage } from "./table-page";
import { must } from "../kit";

const skip = skipWithoutChromium("table e2e");
const GM = "gmUser0000000000";
const ANN = "annUser000000000";
const HERO = "heroToken0000001";
const WARDEN = "wardenToken00001";
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

describe.skipIf(skip)(`the table${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let page: Page;
  usePlaygroundPage((opened) => (page = opened), "?seed=7");

  const pane = (userId: string): Locator => page.locator(`[data-client-user="${userId}"]`);
  const messages = (userId: string): Locator => pane(userId).locator("ol.chat-log > li.chat-message");

  async function ready(): Promise<void> {
    await page.waitForSelector("body[data-table-ready]");
  }

  /** Whether a window (a part of it) lies whole inside its user's pane, the room that client's windows have. */
  async function inPane(userId: string, shown: Locator): Promise<boolean> {
    return (await new TablePage(page).inViewInPane(userId, shown)).inPane;
  }

  async function say(userId: string, text: string): Promise<void> {
    const input = pane(userId).locator("textarea[name=chat-message]");
    await input.fill(text);
    await input.press("Enter");
  }

  for (const [who, userId, author] of [
    ["the GM", GM, "Gamemaster"],
    ["the player", ANN, "Ilsa Brandt"],
  ] as const) {
    it(`posts ${who}'s /r 2d6ko + 3 in both clients' logs, with the same total`, async () => {
      await ready();
      await say(userId, "/r 2d6ko + 3");
      for (const client of [GM, ANN]) await expect.poll(() => messages(client).count()).toBe(1);
      const totals = await Promise.all(
        [GM, ANN].map((client) => messages(client).locator("h4.dice-total").first().textContent()),
      );
      expect(totals[0]).toMatch(/^\d+$/);
      expect(totals[1]).toBe(totals[0]);
      for (const client of [GM, ANN]) {
        expect(await messages(client).locator(".dice-formula").first().textContent()).toBe("2d6ko + 3");
        expect(await messages(client).locator(".message-sender").textContent()).toContain(author);
      }
    });
  }

  it(
    "lets the GM clear the chat log, once confirmed, from every client's log; " + "a player has no such button",
    async () => {
      await ready();
      await say(ANN, "/r 1d6");
      await say(GM, "/r 1d8");
      for (const client of [GM, ANN]) await expect.poll(() => messages(client).count()).toBe(2);
      expect(await pane(ANN).locator('[data-action="flush"]').count()).toBe(0);
      await pane(GM).locator('[data-action="flush"]').click();
      const confirm = pane(GM).locator(".table-windows dialog");
      await confirm.locator('button[data-action="yes"]').click();
      for (const client of [GM, ANN]) await expect.poll(() => messages(client).count()).toBe(0);
    },
  );

  it(
    "posts a chat line's HTML as Foundry's server keeps it, " + "without scripts or event handlers, in both logs",
    async () => {
      await ready();
      await say(ANN, '<b>Hello</b> <img src="x" onerror="document.title = \'taken\'">');
      for (const client of [GM, ANN]) {
        await expect.poll(() => messages(client).count()).toBe(1);
        expect(await messages(client).locator(".message-content b").textContent()).toBe("Hello");
        expect(await messages(client).locator(".message-content img").getAttribute("onerror")).toBeNull();
      }
      expect(await page.title()).not.toBe("taken");
    },
  );

  it(
    "tells only the client that typed it that a command is unknown, over the pane: " +
      "nothing in it moves (1280×800, 1920×1080)",
    async () => {
      await ready();
      // Where each of Ann's controls and her log's first line are while no notice shows.
      const places = () =>
        pane(ANN)
          .locator(".table-controls button, .table-tokens button, .table-chat-heading, .chat-form")
          .evaluateAll((all) => all.map((element) => element.getBoundingClientRect().top));
      await page.setViewportSize({ width: 1280, height: 800 });
      const before = await places();
      await say(ANN, "/nonsense <b>1</b>");
      await expect
        .poll(() => pane(ANN).locator(".table-notifications .notification.error").textContent())
        .toContain("/nonsense is not a valid chat message command");
      expect(await places()).toEqual(before);
      expect(await pane(GM).locator(".table-notifications .notification").count()).toBe(0);
      expect(await pane(ANN).locator(".table-notifications b").count()).toBe(0);
      expect(await messages(ANN).count()).toBe(0);
      await page.setViewportSize({ width: 1920, height: 1080 });
      await pane(ANN).locator(".table-notifications .notification").click();
      const wide = await places();
      await say(ANN, "/nonsense 2");
      await pane(ANN).locator(".table-notifications .notification").waitFor();
      expect(await places()).toEqual(wide);
    },
  );

  /** The GM's Warden against Ann's hero, from the GM's Start contest tool; the window opens in the GM's pane only. */
  async function gmStartsContest(): Promise<void> {
    const gm = pane(GM);
    await gm.locator(`[data-control="${WARDEN}"]`).click();
    await gm.locator(`[data-target="${HERO}"]`).click();
    await gm.locator('[data-tool="indieDiceContest"]').click();
    const start = gm.locator(".table-windows .application", { hasText: "Start contest" });
    await start.waitFor();
    expect(await pane(ANN).locator(".table-windows .application").count()).toBe(0);
    await start.locator("button.indie-dice-contest-start-button").click();
  }

  it(
    "runs a contest the GM starts: " + "Ann rolls in her pane, the GM's client records it, both panes show the verdict",
    async () => {
      await ready();
      const gm = pane(GM);
      await gmStartsContest();
      for (const client of [GM, ANN])
        await expect.poll(() => pane(client).locator(".indie-dice-contest").count()).toBe(1);

      // Ann may roll her own side only; the card opens her dialog in her pane itself, as a prompt (docs/prompts.md).
      const annCard = pane(ANN).locator(".indie-dice-contest");
      const annButton = (participant: string) =>
        annCard.locator(`[data-action="indie-dice-contest-roll"][data-participant="${participant}"]`);
      expect(await annButton(WARDEN).isDisabled()).toBe(true);
      const annDialog = pane(ANN).locator(".table-windows form.roll-dialog");
      await annDialog.waitFor();
      expect(await annDialog.locator(".indie-dice-prompt").count()).toBe(1);
      expect(await annButton(HERO).isEnabled()).toBe(true);
      expect(await gm.locator(".table-windows form.roll-dialog").count()).toBe(0);
      await annDialog.locator("button[type=submit]").first().click();
      // Ann may not write the GM's card: her roll reaches it through the GM's client (the query), drawn in both panes.
      for (const client of [GM, ANN]) {
        await expect
          .poll(async () => (await pane(client).locator(".indie-dice-contest").textContent()) ?? "")
          .toMatch(/Waiting for: Grave Warden(?!,)/);
      }

      // The GM rolls the Warden's side in the GM's pane.
      await gm
        .locator(`.indie-dice-contest [data-action="indie-dice-contest-roll"][data-participant="${WARDEN}"]`)
        .click();
      const gmDialog = gm.locator(".table-windows form.roll-dialog");
      await gmDialog.waitFor();
      await gmDialog.locator("button[type=submit]").first().click();
      for (const client of [GM, ANN]) {
        await expect.poll(() => pane(client).locator(".indie-dice-contest").textContent()).toMatch(/Resolved/);
        expect(await pane(client).locator(".indie-dice-contest").textContent()).toMatch(
          /(Grave Warden|Ilsa Brandt) wins/,
        );
      }
      const verdicts = await Promise.all(
        [GM, ANN].map((client) => pane(client).locator(".indie-dice-contest").textContent()),
      );
      expect(verdicts[1]).toBe(verdicts[0]);
    },
  );

  it("runs many against one: the GM's three tokens against Ann's, her one roll stands against each", async () => {
    await ready();
    const gm = pane(GM);
    await gm.locator(`[data-control="${WARDEN}"]`).click();
    for (const token of ["tomasToken000001", "miraToken0000001"])
      await gm.locator(`[data-control="${token}"]`).click({ modifiers: ["Shift"] });
    await gm.locator(`[data-target="${HERO}"]`).click();
    await gm.locator('[data-tool="indieDiceContest"]').click();
    const start = gm.locator(".table-windows .application", { hasText: "Start contest" });
    await start.locator("button.indie-dice-contest-start-button").click();
    for (const client of [GM, ANN])
      await expect.poll(() => pane(client).locator(".indie-dice-contest").count()).toBe(1);
    // Ann's side opens in her pane as a prompt (docs/prompts.md).
    const dialog = pane(ANN).locator(".table-windows form.roll-dialog");
    await dialog.locator("button[type=submit]").first().click();
    for (const client of [GM, ANN]) {
      const card = pane(client).locator(".indie-dice-contest");
      await expect
        .poll(() => card.locator(`[data-participant="${HERO}"]`).first().getAttribute("data-rolled"))
        .toBe("true");
      const waiting = (await card.locator(".indie-dice-contest-status").textContent()) ?? "";
      expect(waiting).not.toContain("Ilsa Brandt");
      for (const name of ["Grave Warden", "Tomas Reed", "Mira Vell"]) expect(waiting).toContain(name);
    }
  });

  it("hides a blind roll's result from the player who made it, and shows it to the GM", async () => {
    await ready();
    await say(ANN, "/br 3d6");
    for (const client of [GM, ANN]) await expect.poll(() => messages(client).count()).toBe(1);
    const gmTotal = await messages(GM).locator("h4.dice-total").textContent();
    expect(gmTotal).toMatch(/^\d+$/);
    const annMessage = messages(ANN);
    expect(await annMessage.locator("h4.dice-total").textContent()).toBe("?");
    expect(await annMessage.locator(".dice-formula").textContent()).toBe("???");
    expect(await annMessage.textContent()).not.toContain("3d6");
    expect(await annMessage.locator(".dice-tooltip .roll").count()).toBe(0);
  });

  it(
    "keeps each client's chat mode its own: " +
      "Ann's blind mode hides her /r from her, the GM's public /r stays public",
    async () => {
      await ready();
      await pane(ANN).locator('.roll-privacy [data-roll-mode="blindroll"]').click();
      await expect
        .poll(() => pane(ANN).locator('.roll-privacy [data-roll-mode="blindroll"]').getAttribute("aria-pressed"))
        .toBe("true");
      expect(await pane(GM).locator('.roll-privacy [data-roll-mode="publicroll"]').getAttribute("aria-pressed")).toBe(
        "true",
      );
      await say(ANN, "/r 2d6");
      for (const client of [GM, ANN]) await expect.poll(() => messages(client).count()).toBe(1);
      expect(await messages(ANN).locator("h4.dice-total").textContent()).toBe("?");
      expect(await messages(GM).locator("h4.dice-total").textContent()).toMatch(/^\d+$/);
      await say(GM, "/r 1d6");
      for (const client of [GM, ANN]) await expect.poll(() => messages(client).count()).toBe(2);
      expect(await messages(ANN).nth(1).locator("h4.dice-total").textContent()).toMatch(/^\d$/);
    },
  );

  it(
    "opens each client's windows in its own pane, " + "and Escape in a pane closes that client's windows only",
    async () => {
      await ready();
      await pane(GM).locator('[data-tool="indieDiceFairness"]').click();
      await pane(ANN).locator('[data-tool="indieDice"]').click();
      await pane(GM).locator(".table-windows .application").first().waitFor();
      await pane(ANN).locator(".table-windows .application").first().waitFor();
      const gmWindows = await pane(GM).locator(".table-windows .application").count();
      await pane(ANN).locator("h2").click();
      await page.keyboard.press("Escape");
      await expect.poll(() => pane(ANN).locator(".table-windows .application").count()).toBe(0);
      expect(await pane(GM).locator(".table-windows .application").count()).toBe(gmWindows);
    },
  );

  it(
    "lists the settings each user may change, a client setting changed by Ann hers alone; " +
      "her Configure Dice and Dice Tray ask her d6 by hand",
    async () => {
      await ready();
      expect(await pane(GM).locator('.table-settings [data-setting="kaiserTieRule"]').count()).toBe(1);
      expect(await pane(ANN).locator('.table-settings [data-setting="kaiserTieRule"]').count()).toBe(0);
      await pane(ANN).locator(".table-settings summary").click();
      await pane(ANN).locator('.table-settings input[name="showLuck"]').uncheck();
      await say(GM, "/r 2d6ko");
      for (const client of [GM, ANN]) await expect.poll(() => messages(client).count()).toBe(1);
      await expect.poll(() => messages(GM).textContent()).toMatch(/Luckier than/);
      // Her setting back on, her next roll shows its luck: by then the first would have shown its own, had it any.
      await pane(ANN).locator('.table-settings input[name="showLuck"]').check();
      await say(GM, "/r 2d6ko");
      await expect.poll(() => messages(ANN).nth(1).textContent()).toMatch(/Luckier than/);
      expect(await messages(ANN).first().textContent()).not.toMatch(/Luckier than/);

      // Core's Configure Dice, among her settings, opens in her pane: her d6 are entered by hand from now on.
      await page.setViewportSize({ width: 1280, height: 800 });
      await pane(ANN).locator('.table-settings [data-menu="core.diceConfiguration"]').click();
      const dice = pane(ANN).locator(".table-windows form#dice-config");
      await dice.waitFor();
      expect(await inPane(ANN, dice)).toBe(true);
      await dice.locator('select[name="d6"]').selectOption("manual");
      await dice.locator("button[type=submit]").click();
      await dice.waitFor({ state: "detached" });
      // Dice Tray under her chat input writes the module's button and its number there; Roll asks for the dice.
      const tray = pane(ANN).locator(".chat-form + .dice-tray");
      await tray.locator('.dice-tray__button[data-formula="2d6ko"]').click();
      await tray.locator(".dice-tray__math--add").click();
      expect(await pane(ANN).locator("textarea[name=chat-message]").inputValue()).toBe("/r 2d6ko+1");
      await page.setViewportSize({ width: 1920, height: 1080 });
      await tray.locator(".dice-tray__roll").click();
      const resolver = pane(ANN).locator(".table-windows form.roll-resolver");
      await resolver.waitFor();
      expect(await inPane(ANN, resolver)).toBe(true);
      const fields = resolver.locator("input[type=number]");
      expect(await fields.count()).toBe(2);
      await fields.nth(0).fill("5");
      await fields.nth(1).fill("2");
      await resolver.locator("button[type=submit]").click();
      for (const client of [GM, ANN]) await expect.poll(() => messages(client).count()).toBe(3);
      // The dice as typed, 5 and 2, and the tray's +1.
      expect(await messages(GM).last().locator(".dice-total").first().textContent()).toBe("8");
      expect(await pane(GM).locator(".table-windows .application").count()).toBe(0);
    },
  );

  it(
    "opens a journal's check link for the user who clicks it: " +
      "Ann's dialog, filled from her character, rolls into both logs",
    async () => {
      await ready();
      await pane(ANN).locator(".table-journal summary").click();
      await pane(ANN).locator(".table-journal a.indie-dice-check-link", { hasText: "Sneak past the guard" }).click();
      const dialog = pane(ANN).locator(".table-windows form.roll-dialog");
      await dialog.waitFor();
      expect(await pane(GM).locator(".table-windows form.roll-dialog").count()).toBe(0);
      expect(await dialog.locator('[name="difficulty"]').inputValue()).toBe("12");
      await dialog.locator("button[type=submit]").first().click();
      for (const client of [GM, ANN]) await expect.poll(() => messages(client).count()).toBe(1);
      expect(await messages(GM).locator(".message-sender").textContent()).toContain("Ilsa Brandt");
      // Only the GM's page offers to ask the table for the same roll.
      expect(await pane(GM).locator(".table-journal a.indie-dice-check-request").count()).toBeGreaterThan(0);
      expect(await pane(ANN).locator(".table-journal a.indie-dice-check-request").count()).toBe(0);
      // The page's deferred roll, [[/r 2d6ko + @skills.stealth # Sneak]], rolls when clicked, as Ilsa with her data.
      await pane(ANN).locator('.table-journal a.inline-roll.roll[data-flavor="Sneak"]').click();
      for (const client of [GM, ANN]) await expect.poll(() => messages(client).count()).toBe(2);
      expect(await messages(GM).last().locator(".dice-formula").first().textContent()).toBe("2d6ko + 3");
      expect(await messages(GM).last().locator(".flavor-text").textContent()).toBe("Sneak");
      expect(await messages(GM).last().locator(".message-sender").textContent()).toContain("Ilsa Brandt");
    },
  );

  it(
    "lets Ann edit her character's numbers, " +
      "which her check link's dialog then reads, and offers the module's sheet control",
    async () => {
      await ready();
      expect(await pane(GM).locator(".table-character").count()).toBe(0);
      const sheet = pane(ANN).locator(".table-character");
      await sheet.locator("summary").click();
      await sheet.locator("textarea").fill('{"skills": {"stealth": 5}, "pools": {"might": 4}}');
      await sheet.locator("textarea").blur();
      await pane(ANN).locator(".table-journal summary").click();
      await pane(ANN).locator(".table-journal a.indie-dice-check-link", { hasText: "Sneak past the guard" }).click();
      const dialog = pane(ANN).locator(".table-windows form.roll-dialog");
      // The bonus field keeps what the link wrote (@skills.stealth) and shows what it reads beside it.
      await expect.poll(() => dialog.locator("output[for$='-bonus']").textContent()).toBe("= 5");
      // The dialog stands over the pane, as a Foundry window over the canvas: closed, the sheet is in reach again.
      await dialog.locator('[name="bonus"]').press("Escape");
      await dialog.waitFor({ state: "detached" });
      await sheet.locator('.table-character-controls button[data-action="indieDiceRolls"]').click();
      await pane(ANN).locator(".table-windows .application.saved-rolls-window").waitFor();
    },
  );

  it("opens Ann's character's Rolls window from the module's Saved Rolls macro, in her pane", async () => {
    await ready();
    await pane(ANN).locator(".table-macros summary").click();
    await pane(ANN).locator('[data-macro="macroSavedRolls0"]').click();
    const rolls = pane(ANN).locator(".table-windows .application.saved-rolls-window");
    await rolls.waitFor();
    expect(await rolls.locator(".window-title").textContent()).toContain("Ilsa Brandt");
    expect(await pane(GM).locator(".table-windows .application").count()).toBe(0);
  });

  it("has no axe violation in either theme, with a contest card, a roll and a window open in each pane", async () => {
    await ready();
    await say(ANN, "/r 2d6ko + 3");
    await pane(GM).locator(`[data-control="${WARDEN}"]`).click();
    await pane(GM).locator(`[data-target="${HERO}"]`).click();
    await pane(GM).locator('[data-tool="indieDiceContest"]').click();
    await pane(GM).locator("button.indie-dice-contest-start-button").click();
    for (const client of [GM, ANN])
      await expect.poll(() => pane(client).locator(".indie-dice-contest").count()).toBe(1);
    // The contest opened Ann's side as a prompt in her pane (docs/prompts.md); she closes it (Escape: the focus is in
    // it).
    const prompt = pane(ANN).locator(".table-windows form.roll-dialog");
    await prompt.waitFor();
    await page.keyboard.press("Escape");
    await prompt.waitFor({ state: "detached" });
    // Every panel unfolded first: the windows then stand over part of the pane, as Foundry's over its canvas.
    for (const details of await page.locator("details").all()) await details.locator("summary").click();
    await pane(GM).locator('[data-tool="indieDiceContest"]').click();
    await pane(ANN).locator('[data-tool="indieDice"]').click();
    for (const client of [GM, ANN]) await pane(client).locator(".table-windows > *").first().waitFor();
    await page.addScriptTag({ path: AXE });
    // Each pane is one browser's page (the same card drawn in two panes is two pages' card): axe runs on the bar
    // and one pane at a time.
    const violations = await page.evaluate(
      async (clients) => {
        const axe = (window as typeof window & { axe: { run(context: object, options: object): Promise<AxeResults> } })
          .axe;
        const select = document.querySelector<HTMLSelectElement>("#theme")!;
        const found: string[] = [];
        for (const theme of ["light", "dark"]) {
          select.value = theme;
          select.dispatchEvent(new Event("change", { bubbles: true }));
          for (const client of clients) {
            // Foundry's own delete link (templates/sidebar/chat-message.hbs: an <a> with an aria-label and no role) is
            // Foundry's markup, drawn by the double as Foundry draws it: not ours to judge. Nor is Dice Tray's tray
            // (its tray.html: a number with no label, buttons named by an image), drawn as Dice Tray draws it.
            const context = {
              include: [[".table-bar"], [`[data-client-user="${client}"]`]],
              exclude: [[".message-delete"], [".dice-tray"]],
            };
            for (const violation of (await axe.run(context, { resultTypes: ["violations"] })).violations) {
              for (const node of violation.nodes)
                found.push(
                  `${theme}: ${violation.id} ${node.target.join(" ")}: ` +
                    `${node.failureSummary?.replace(/\s+/g, " ") ?? ""}`,
                );
            }
          }
        }
        return found;
      },
      [GM, ANN],
    );
    expect(violations).toEqual([]);
  });

  it(
    "lets the GM and Ann each open Ilsa's Rolls window, each in their own pane " +
      "(every browser has its own windows)",
    async () => {
      await ready();
      await pane(GM).locator(`[data-control="${HERO}"]`).click();
      await pane(GM).locator(".table-macros summary").click();
      await pane(GM).locator('[data-macro="macroSavedRolls0"]').click();
      await pane(GM).locator(".table-windows .saved-rolls-window").waitFor();
      await pane(ANN).locator(".table-character summary").click();
      await pane(ANN).locator('.table-character-controls button[data-action="indieDiceRolls"]').click();
      await pane(ANN).locator(".table-windows .saved-rolls-window").waitFor();
      for (const client of [GM, ANN])
        expect(await pane(client).locator(".table-windows .saved-rolls-window .window-title").textContent()).toContain(
          "Ilsa Brandt",
        );
    },
  );

  it("shows a token's HUD on the client that asked, with the module's Rolls button for the token's owner", async () => {
    await ready();
    await pane(ANN).locator(`[data-hud="${HERO}"]`).click();
    const hud = pane(ANN).locator(".table-windows #token-hud");
    await hud.waitFor();
    expect(await pane(GM).locator("#token-hud").count()).toBe(0);
    // Over its token as Foundry draws it (the token's entry in the list here), its columns 50 px above and below:
    // clear of the chat input, which it once covered.
    const boxOf = async (locator: Locator) => must(await locator.boundingBox());
    const box = await boxOf(hud);
    const token = await boxOf(pane(ANN).locator(`[data-control="${HERO}"]`));
    const input = await boxOf(pane(ANN).locator(".chat-input"));
    expect(Math.abs(box.y - token.y)).toBeLessThan(8);
    expect(box.y + box.height + 50).toBeLessThan(input.y);
    await hud.locator("[data-indie-dice-rolls]").click();
    await pane(ANN).locator(".table-windows .saved-rolls-window").waitFor();
    await pane(ANN).locator(`[data-hud="${HERO}"]`).click();
    await expect.poll(() => hud.count()).toBe(0);
  });

  it(
    "lets Ann log out and in: the GM's request offers to roll for her while she is away; " +
      "back, her log draws the card",
    async () => {
      await ready();
      await pane(ANN).locator(".table-connected input").uncheck();
      await expect
        .poll(() =>
          pane(ANN)
            .locator(".table-client-body")
            .evaluate((body) => (body as HTMLElement).inert),
        )
        .toBe(true);
      await pane(GM).locator('[data-tool="indieDiceRequest"]').click();
      await pane(GM).locator(".table-windows dialog button[data-action=request]").click();
      await expect.poll(() => pane(GM).locator(".indie-dice-request").count()).toBe(1);
      expect(
        await pane(GM).locator('.indie-dice-request [data-action="indie-dice-request-roll-offline"]').count(),
      ).toBe(1);
      expect(await pane(ANN).locator(".indie-dice-request").count()).toBe(0);
      await pane(ANN).locator(".table-connected input").check();
      await expect.poll(() => pane(ANN).locator(".indie-dice-request").count()).toBe(1);
      expect(
        await pane(ANN)
          .locator(`.indie-dice-request-row[data-participant="${HERO}"] [data-action="indie-dice-request-roll"]`)
          .isDisabled(),
      ).toBe(false);
      expect(await pane(GM).locator('[data-action="flush"]').count()).toBe(1);
    },
  );

  /** The GM runs one of the module's compendium macros in the GM's pane. */
  async function runMacroAsGM(id: string): Promise<Locator> {
    const gm = pane(GM);
    await gm.locator(".table-macros summary").click();
    await gm.locator(`[data-macro="${id}"]`).click();
    const dialog = gm.locator(".table-windows dialog");
    await dialog.waitFor();
    expect(await pane(ANN).locator(".table-windows dialog").count()).toBe(0);
    return dialog;
  }

  /**
   * The dialog a card asking Ann to roll opens in her pane itself, as a prompt (docs/prompts.md), over the card's
   * button, which stays enabled behind it.
   */
  async function annPrompt(button: Locator): Promise<Locator> {
    const dialog = pane(ANN).locator(".table-windows form.roll-dialog");
    await dialog.waitFor();
    expect(await dialog.locator(".indie-dice-prompt").count()).toBe(1);
    expect(await button.isEnabled()).toBe(true);
    return dialog;
  }

  /** Ann rolls from the dialog the card opened in her pane, and it closes. */
  async function annRollsFrom(button: Locator): Promise<void> {
    const dialog = await annPrompt(button);
    expect(await pane(GM).locator(".table-windows form.roll-dialog").count()).toBe(0);
    // This dialog: the card may prompt the next roll (an extended test's next round) once this one is recorded.
    const opened = await dialog.elementHandle();
    await dialog.locator("button[type=submit]").first().click();
    await opened!.waitForElementState("hidden");
  }

  it(
    "runs a Group Test the GM starts from the module's macro: " + "Ann rolls her row, both panes show her Score",
    async () => {
      await ready();
      await pane(GM).locator(`[data-control="${HERO}"]`).click();
      await pane(GM)
        .locator(`[data-control="${WARDEN}"]`)
        .click({ modifiers: ["Shift"] });
      const dialog = await runMacroAsGM("macroGroupTest00");
      await dialog.locator("button[data-action=start]").click();
      for (const client of [GM, ANN])
        await expect.poll(() => pane(client).locator(".indie-dice-group-test").count()).toBe(1);
      const row = (client: string, participant: string) =>
        pane(client).locator(`.indie-dice-group-member[data-participant="${participant}"]`);
      expect(await row(ANN, WARDEN).locator('[data-action="indie-dice-group-roll"]').isDisabled()).toBe(true);
      await annRollsFrom(row(ANN, HERO).locator('[data-action="indie-dice-group-roll"]'));
      for (const client of [GM, ANN]) {
        await expect
          .poll(() => row(client, HERO).textContent())
          .toMatch(/\d+!?: (Low Score|Mixed Score|High Score|Critical Success|Critical Failure)/);
        expect(await row(client, WARDEN).textContent()).toMatch(/Not rolled yet/);
      }
    },
  );

  /**
   * Ann's dialog, opened by the card (a prompt): `field` is locked with its reason; forced open (as the browser's tools
   * allow) and changed, Roll is refused before any die, the refusal in her pane, the dialog open with the card's value
   * back; unchanged, her roll is posted.
   */
  async function annKeepsWhatTheCardFixed(button: Locator, field: string, forced: string): Promise<void> {
    const dialog = await annPrompt(button);
    const control = dialog.locator(`[name="${field}"]`);
    expect(await control.isDisabled()).toBe(true);
    expect(await dialog.textContent()).toContain("Fixed by the card");
    const fixed = await control.inputValue();
    const messages = () => pane(ANN).locator("ol.chat-log > li.chat-message").count();
    const before = await messages();
    await control.evaluate((element, value) => {
      const input = element as HTMLInputElement | HTMLSelectElement;
      input.disabled = false;
      input.value = value;
      input.dispatchEvent(new Event("change", { bubbles: true }));
    }, forced);
    await dialog.locator("button[type=submit]").first().click();
    await expect
      .poll(() => pane(ANN).locator(".table-notifications").textContent())
      .toContain("must roll what the card fixed");
    expect(await dialog.count()).toBe(1);
    expect(await messages()).toBe(before);
    expect(await control.inputValue()).toBe(fixed);
    const opened = await dialog.elementHandle();
    await dialog.locator("button[type=submit]").first().click();
    await opened!.waitForElementState("hidden");
    await expect.poll(() => messages()).toBeGreaterThan(before);
  }

  it(
    "keeps what a Group Test fixed: " +
      "locked in Ann's dialog, a forced change refused before any die, the unchanged roll recorded",
    async () => {
      await ready();
      await pane(GM).locator(`[data-control="${HERO}"]`).click();
      await pane(GM)
        .locator(`[data-control="${WARDEN}"]`)
        .click({ modifiers: ["Shift"] });
      const start = await runMacroAsGM("macroGroupTest00");
      await start.locator("button[data-action=start]").click();
      await expect.poll(() => pane(ANN).locator(".indie-dice-group-test").count()).toBe(1);
      const row = pane(ANN).locator(`.indie-dice-group-member[data-participant="${HERO}"]`);
      await annKeepsWhatTheCardFixed(row.locator('[data-action="indie-dice-group-roll"]'), "modifier", "3");
      await expect
        .poll(() => row.textContent())
        .toMatch(/\d+!?: (Low Score|Mixed Score|High Score|Critical Success|Critical Failure)/);
    },
  );

  it(
    "keeps what a contest fixed for Ann's side: " +
      "locked, a forced change refused before any die, the unchanged roll recorded",
    async () => {
      await ready();
      await gmStartsContest();
      await expect.poll(() => pane(ANN).locator(".indie-dice-contest").count()).toBe(1);
      const card = pane(ANN).locator(".indie-dice-contest");
      await annKeepsWhatTheCardFixed(
        card.locator(`[data-action="indie-dice-contest-roll"][data-participant="${HERO}"]`),
        "bonus",
        "9",
      );
      await expect.poll(async () => (await card.textContent()) ?? "").toMatch(/Waiting for: Grave Warden(?!,)/);
    },
  );

  it(
    "keeps what an Extended Test fixed for Ann's round: " +
      "locked, a forced change refused before any die, the unchanged round counted",
    async () => {
      await ready();
      await pane(GM).locator(`[data-control="${HERO}"]`).click();
      const start = await runMacroAsGM("macroExtendedTst");
      await start.locator("button[data-action=start]").click();
      await expect.poll(() => pane(ANN).locator(".indie-dice-extended-test").count()).toBe(1);
      const card = pane(ANN).locator(".indie-dice-extended-test");
      await annKeepsWhatTheCardFixed(card.locator('[data-action="indie-dice-extended-roll"]'), "dt", "2");
      await expect.poll(() => card.textContent()).toMatch(/Rounds: 1 of 3 rolled/);
    },
  );

  it(
    "keeps what a request fixed for Ann's row: " +
      "locked, a forced change refused before any die, the unchanged roll judged",
    async () => {
      await ready();
      await pane(GM).locator('[data-tool="indieDiceRequest"]').click();
      const start = pane(GM).locator(".table-windows dialog");
      await start.waitFor();
      await start.locator("button[data-action=request]").click();
      await expect.poll(() => pane(ANN).locator(".indie-dice-request").count()).toBe(1);
      const row = pane(ANN).locator(`.indie-dice-request-row[data-participant="${HERO}"]`);
      await annKeepsWhatTheCardFixed(row.locator('[data-action="indie-dice-request-roll"]'), "difficulty", "2");
      await expect.poll(() => row.locator(".indie-dice-request-status").textContent()).toMatch(/^(passed|failed)$/);
    },
  );

  it(
    "runs an Extended Test the GM starts for Ann's character: " + "she rolls a round in her pane, both panes count it",
    async () => {
      await ready();
      await pane(GM).locator(`[data-control="${HERO}"]`).click();
      const dialog = await runMacroAsGM("macroExtendedTst");
      await dialog.locator("button[data-action=start]").click();
      for (const client of [GM, ANN])
        await expect.poll(() => pane(client).locator(".indie-dice-extended-test").count()).toBe(1);
      expect(await pane(ANN).locator(".indie-dice-extended-test").textContent()).toMatch(/Rounds: 0 of 3 rolled/);
      await annRollsFrom(pane(ANN).locator('.indie-dice-extended-test [data-action="indie-dice-extended-roll"]'));
      for (const client of [GM, ANN])
        await expect
          .poll(() => pane(client).locator(".indie-dice-extended-test").textContent())
          .toMatch(/Rounds: 1 of 3 rolled/);
    },
  );

  it("runs a roll request from the GM's tool: Ann rolls her row in her pane, both panes show it judged", async () => {
    await ready();
    await pane(GM).locator('[data-tool="indieDiceRequest"]').click();
    expect(await pane(ANN).locator('[data-tool="indieDiceRequest"]').count()).toBe(0);
    const dialog = pane(GM).locator(".table-windows dialog");
    await dialog.waitFor();
    await dialog.locator("button[data-action=request]").click();
    for (const client of [GM, ANN])
      await expect.poll(() => pane(client).locator(".indie-dice-request").count()).toBe(1);
    const row = (client: string) => pane(client).locator(`.indie-dice-request-row[data-participant="${HERO}"]`);
    await annRollsFrom(row(ANN).locator('[data-action="indie-dice-request-roll"]'));
    for (const client of [GM, ANN])
      await expect
        .poll(() => row(client).locator(".indie-dice-request-status").textContent())
        .toMatch(/^(passed|failed)$/);
  });
});
