/**
 * The playground in a real browser: Debian's Chromium driven by playwright-core. Builds and serves the page
 * (test/e2e/serve.ts), opens each rule set's dialog, rolls with a seed and checks the card against the core's own
 * judgment of the same seed, the odds against the same view model and `exactOdds`, the keyboard path, the error
 * path, hostile text, the language switch, and saves a screenshot of every dialog and card (test/e2e/screenshots,
 * git-ignored). Without /usr/bin/chromium the suite is skipped on a developer's machine and fails in CI.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import english from "../../lang/en.json";
import german from "../../lang/de.json";
import { exactOdds } from "../../src/core/odds";
import { seededSource } from "../../src/core/random";
import { DIALOG_MODELS, type DialogView, type FormValues, type RuleSetId } from "../../src/ui/dialogs";
import { createTranslator } from "../../src/ui/translator";
import { rollRequest } from "../../playground/played-roll";
import { DEFAULT_PAGE_SETTINGS } from "../../playground/world-settings";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";

const SCREENSHOTS = fileURLToPath(new URL("./screenshots/", import.meta.url));
const HOSTILE = "<img src=x onerror=alert(1)>";
const EN = createTranslator("en", english);
const DE = createTranslator("de", german, english);

const skip = skipWithoutChromium("playground e2e");

/** One roll per rule set: the fields a player fills (by name) and the seed. */
const ROLLS: readonly { ruleSet: RuleSetId; fields: Record<string, string>; seed: string }[] = [
  { ruleSet: "kaiser", fields: { bonus: "4", advantages: "2", difficulty: "12" }, seed: "7" },
  { ruleSet: "ogs", fields: { stat: "10", skill: "8", modifier: "12", stages: "2", flatBonus: "1", difficulty: "14" }, seed: "11" },
  { ruleSet: "kingdoms", fields: { pool: "6", dice: "4", dt: "7" }, seed: "3" },
  { ruleSet: "klepto", fields: { modifier: "2", advantages: "1", ranges: "[..6] 1 Missile, [7..9] 2 Missiles, [10..] 3 Missiles" }, seed: "5" },
  { ruleSet: "olde", fields: { count: "2", faces: "4", adjustment: "1", target: "8" }, seed: "9" },
];

/** The view model the page builds for these fields, built here in Node from the same code. */
function viewFor(ruleSet: RuleSetId, fields: Record<string, string>, i18n = EN): DialogView {
  const model = DIALOG_MODELS[ruleSet];
  const settings = DEFAULT_PAGE_SETTINGS;
  const form: FormValues = { ...model.defaults(settings), ...fields };
  return model.build(form as never, { i18n, settings, showOdds: true }) as DialogView;
}

describe.skipIf(skip)(`playground in Chromium${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  /** Alerts, page errors and console errors on it fail the test they happened in (browser.ts). */
  let page: Page;
  usePlaygroundPage((opened) => (page = opened), "old.html");
  beforeAll(() => void mkdirSync(SCREENSHOTS, { recursive: true }));

  const dialog = () => page.locator("form.roll-dialog");
  const field = (name: string) => dialog().locator(`[name="${name}"]`);
  const messages = () => page.locator("#chat-log > li");

  async function open(ruleSet: RuleSetId): Promise<void> {
    await page.click(`#rule-sets [data-rule-set="${ruleSet}"]`);
    await dialog().waitFor();
  }

  /** Types each value into its field (or picks it) and commits it with a change event, as a player's Tab does. */
  async function fill(fields: Record<string, string>): Promise<void> {
    for (const [name, value] of Object.entries(fields)) {
      const control = field(name);
      const tag = await control.evaluate((element) => element.tagName);
      if (tag === "SELECT") await control.selectOption(value);
      else {
        await control.fill(value);
        await control.dispatchEvent("change");
      }
    }
  }

  async function rollWith(seed: string): Promise<void> {
    await page.fill("#seed", seed);
    await dialog().locator("button.indie-dice-roll").click();
  }

  /** The figures of the odds part, by outcome key: the exact value the page printed. */
  async function shownOdds(): Promise<Record<string, number>> {
    const figures = await dialog().locator(".indie-dice-figure").evaluateAll((elements) =>
      elements.map((element) => [element.getAttribute("data-outcome"), element.getAttribute("data-probability")]),
    );
    return Object.fromEntries(figures.map(([outcome, probability]) => [outcome, Number(probability)]));
  }

  async function lastCard() {
    const card = messages().last().locator(".indie-dice-card");
    return {
      banner: ((await card.locator(".indie-dice-banner-text").textContent()) ?? "").trim(),
      total: ((await card.locator(".dice-total").textContent()) ?? "").trim(),
      faces: await card.locator(".indie-dice-face").allTextContents(),
      odds: ((await card.locator(".indie-dice-odds").textContent()) ?? "").trim(),
      luck: (await card.locator(".indie-dice-luck").count()) === 0 ? null : ((await card.locator(".indie-dice-luck").textContent()) ?? "").trim(),
    };
  }

  async function screenshot(name: string): Promise<void> {
    await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
  }

  it.each(ROLLS)("$ruleSet: the card shows the core's judgment of the same seeded roll", async ({ ruleSet, fields, seed }) => {
    await open(ruleSet);
    await fill(fields);
    const view = viewFor(ruleSet, fields);
    expect(view.request, JSON.stringify(view.fields.map((f) => f.error))).not.toBeNull();
    await screenshot(`dialog-${ruleSet}`);
    await rollWith(seed);
    await expect.poll(() => messages().count()).toBe(1);
    // A solo dialog closes once it rolled, as Foundry's does (closeOnSubmit).
    expect(await dialog().count()).toBe(0);
    const expected = rollRequest(ruleSet, view.request as never, DEFAULT_PAGE_SETTINGS, seededSource(Number(seed))).card(EN, null, true);
    const card = await lastCard();
    expect(card.banner).toBe(expected.banner.text);
    expect(card.total).toBe(expected.totalText);
    expect(card.faces).toEqual(expected.dice.map((die) => die.face));
    expect(card.odds).toBe(expected.oddsBefore?.text ?? "");
    // The luck line, as the core works it out for the same dice ("Luckier than 62.5% of such rolls").
    expect(card.luck).toMatch(/^Luckier than /);
    expect(card.luck).toBe((expected as { luck?: { text: string } }).luck?.text);
  });

  it.each(ROLLS)("$ruleSet: every odds figure is the view model's exact value", async ({ ruleSet, fields }) => {
    await open(ruleSet);
    await fill(fields);
    const expected = viewFor(ruleSet, fields).odds!.rows.map((row) => [row.outcome, row.probability] as const);
    expect(expected.length).toBeGreaterThan(0);
    const shown = await shownOdds();
    expect(Object.keys(shown)).toEqual(expected.map(([outcome]) => outcome));
    // The same code in another engine may round the last bit differently: equal to 12 decimals.
    for (const [outcome, probability] of expected) expect(shown[outcome]).toBeCloseTo(probability, 12);
  });

  it("the odds are the engine's exact odds (Kaiser A2 at difficulty 12, K&R every pool size)", async () => {
    await open("kaiser");
    await fill({ bonus: "4", advantages: "2", difficulty: "12" });
    const kaiser = exactOdds.kaiser.difficulty({ kind: "skill", bonus: 4, advantage: 2, method: "pool" }, 12);
    expect((await shownOdds()).success).toBeCloseTo(kaiser.pSuccess, 12);
    await open("kingdoms");
    await fill({ pool: "5", dt: "7" });
    const shown = await shownOdds();
    const pools = exactOdds.kingdoms.pools(5, 7);
    pools.forEach((pool, index) => expect(shown[`pool-${index + 1}`]).toBeCloseTo(pool.atLeastZero, 12));
  });

  it("a field change redraws the odds and keeps the focus in the field", async () => {
    await open("kaiser");
    const before = (await shownOdds()).success;
    await field("bonus").fill("6");
    await field("bonus").press("Tab");
    await expect.poll(async () => (await shownOdds()).success).not.toBe(before);
    await field("difficulty").focus();
    await field("difficulty").fill("14");
    await field("difficulty").dispatchEvent("change");
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("difficulty");
  });

  const focusedName = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name);
  const focusedRuleSet = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.ruleSet);

  it("works from the keyboard alone: open, fill, roll with Enter (the dialog closes), close with Escape", async () => {
    const button = page.locator('#rule-sets [data-rule-set="kingdoms"]');
    await button.focus();
    await page.keyboard.press("Enter");
    await dialog().waitFor();
    expect(await focusedName()).toBe("pool");
    await page.keyboard.press("Control+A");
    await page.keyboard.type("4");
    await page.keyboard.press("Tab");
    expect(await focusedName()).toBe("dice");
    await page.keyboard.press("Enter");
    await expect.poll(() => messages().count()).toBe(1);
    expect(await messages().last().locator(".dice-formula").textContent()).toBe("4d12kr7");
    // Rolled: the dialog closed, as Foundry's does, and the focus is back on the button that opened it.
    expect(await dialog().count()).toBe(0);
    expect(await focusedRuleSet()).toBe("kingdoms");
    await page.keyboard.press("Enter");
    await dialog().waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog().count()).toBe(0);
    expect(await messages().count()).toBe(1);
    expect(await focusedRuleSet()).toBe("kingdoms");
  });

  it("Enter rolls from a select (the Kaiser check the dialog opens on, the OGS stat); Alt+↓ still opens the list", async () => {
    for (const [ruleSet, select] of [["kaiser", "kind"], ["ogs", "stat"]] as const) {
      await open(ruleSet);
      expect(await focusedName()).toBe(select);
      const rolls = await messages().count();
      await page.keyboard.press("Alt+ArrowDown");
      await page.keyboard.press("Escape");
      expect(await dialog().count()).toBe(1);
      await field(select).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => messages().count()).toBe(rolls + 1);
      expect(await dialog().count()).toBe(0);
    }
  });

  it("the odds follow the keys as they are typed, without leaving the field", async () => {
    await open("kaiser");
    const before = (await shownOdds()).success;
    await field("bonus").focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("6");
    await expect.poll(async () => (await shownOdds()).success).toBeCloseTo(viewFor("kaiser", { bonus: "6" }).odds!.rows[0]!.probability, 12);
    expect((await shownOdds()).success).not.toBe(before);
    expect(await focusedName()).toBe("bonus");
  });

  const BAD_FIELDS: readonly [RuleSetId, Record<string, string>][] = [
    ["kaiser", { advantages: "21" }],
    ["ogs", { stages: "21" }],
    ["kingdoms", { pool: "201" }],
    ["klepto", { ranges: "[..6] a, [8..] b" }],
    ["olde", { count: "1000000" }],
  ];

  it.each(BAD_FIELDS)("%s: a bad field shows its error beside it, disables Roll and rolls nothing", async (ruleSet, fields) => {
    await open(ruleSet);
    await fill(fields);
    const [name] = Object.keys(fields);
    const expected = viewFor(ruleSet, fields).fields.find((candidate) => candidate.name === name)!.error;
    expect(expected).toBeTruthy();
    const wrapper = dialog().locator(`[data-field="${name}"]`);
    expect(((await wrapper.locator(".indie-dice-error-text").textContent()) ?? "").trim()).toBe(expected);
    expect(await wrapper.locator(".indie-dice-field-error").isVisible()).toBe(true);
    expect(await field(name!).getAttribute("aria-invalid")).toBe("true");
    expect(await dialog().locator("button.indie-dice-roll").isDisabled()).toBe(true);
    await field(name!).press("Enter");
    expect(await messages().count()).toBe(0);
    await screenshot(`dialog-${ruleSet}-error`);
  });

  /** 24 Score Ranges, the most the limits allow, in close to the 2,000 characters they allow. */
  const LONGEST_RANGES = [
    "[..0] Effect 0",
    ...Array.from({ length: 20 }, (_, i) => `[${i + 1}..${i + 1}] Effect ${i + 1}`),
    "[21..] Effect 21",
    "[0!] Effect 22",
    "[10!] Effect 23",
  ].map((entry) => `${entry} — the crew slips past the guards and loses nothing on the way`).join(", ");

  // The worst input each rule set allows, and one step past it: the page answers within a second either way
  // (docs/limits.md "The policy": nothing a user types may freeze a page). Generous against the 100 ms budget on purpose.
  const WORST_AND_PAST: readonly [RuleSetId, Record<string, string>, Record<string, string>][] = [
    ["kaiser", { bonus: "1000000", advantages: "20", difficulty: "-1000000" }, { advantages: "21" }],
    ["ogs", { stat: "12", skill: "12", modifier: "12", stages: "20", flatBonus: "1000000" }, { stages: "21" }],
    ["kingdoms", { pool: "200", dt: "99" }, { pool: "201" }],
    ["klepto", { modifier: "-1000000", advantages: "3", ranges: LONGEST_RANGES }, { modifier: "-1000001" }],
    ["olde", { count: "10", faces: "100", adjustment: "1000000" }, { count: "11" }],
  ];

  /**
   * The open dialog fits the 900 px window and its button can be pressed where it is, without scrolling the page:
   * the element at the button's centre is the button (nothing clips or covers it).
   */
  async function fitsTheScreen(selector: string): Promise<void> {
    const shown = await page.evaluate((sel) => {
      const box = document.querySelector(sel)!.getBoundingClientRect();
      const button = document.querySelector(`${sel} button[type=submit]`)!.getBoundingClientRect();
      const hit = document.elementFromPoint(button.x + button.width / 2, button.y + button.height / 2);
      return { top: box.top, bottom: box.bottom, buttonBottom: button.bottom, hit: hit?.closest("button[type=submit]") !== null, scrollY: window.scrollY };
    }, selector);
    expect(shown.scrollY).toBe(0);
    expect(shown.bottom - shown.top).toBeLessThanOrEqual(900);
    expect(shown.bottom).toBeLessThanOrEqual(900);
    expect(shown.buttonBottom).toBeLessThanOrEqual(900);
    expect(shown.hit, `the button of ${selector} is covered or clipped`).toBe(true);
  }

  it.each(WORST_AND_PAST)("%s: the largest allowed input fits the screen; it and one past it answer within a second", async (ruleSet, worst, past) => {
    for (const [fields, refused] of [[worst, false], [{ ...worst, ...past }, true]] as const) {
      // A roll closes the dialog: each case opens it anew.
      await open(ruleSet);
      await page.fill("#seed", "3");
      const rolls = await messages().count();
      // The page's own time to take every value (timed inside it: a busy machine's driver round trips are not the
      // page's), then Enter in a field, as a player would: it rolls (and the dialog closes), or does nothing while
      // Roll is disabled.
      let spent = await dialog().evaluate((form, values) => {
        const started = performance.now();
        for (const [name, value] of Object.entries(values)) {
          const control = form.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
          control.value = value;
          control.dispatchEvent(new Event("change", { bubbles: true }));
        }
        return performance.now() - started;
      }, fields);
      if (!refused) await fitsTheScreen("form.roll-dialog");
      expect(await dialog().locator("button.indie-dice-roll").isDisabled()).toBe(refused);
      const started = Date.now();
      // The last number field (a text input when the dialog's character lets it take `@` references).
      await dialog().locator('[data-kind="number"] input:not([disabled])').last().press("Enter");
      spent += Date.now() - started;
      expect(spent, JSON.stringify(fields)).toBeLessThan(1000);
      expect(await messages().count()).toBe(refused ? rolls : rolls + 1);
      expect(await dialog().count()).toBe(refused ? 1 : 0);
    }
  });

  it("shows a hostile speaker, flavor and range effect as text", async () => {
    await page.fill("#speaker", HOSTILE);
    await open("klepto");
    await fill({ ranges: `[..6] ${HOSTILE}, [7..] fine`, modifier: "-5" });
    await dialog().locator('[name="flavor"]').fill(HOSTILE);
    await rollWith("2");
    const message = messages().last();
    await message.waitFor();
    expect(await page.locator("img").count()).toBe(0);
    expect(await message.locator(".message-sender").textContent()).toBe(HOSTILE);
    expect(await message.locator(".dice-flavor").textContent()).toBe(HOSTILE);
    expect(await message.locator(".indie-dice-effect").first().textContent()).toBe(HOSTILE);
    await screenshot("card-hostile-text");
  });

  it("switches to German: the dialog, the odds and every card already posted", async () => {
    await open("kaiser");
    await rollWith("7");
    await page.selectOption("#language", "de");
    await open("kaiser");
    expect(await dialog().locator(".window-title").textContent()).toBe(viewFor("kaiser", {}, DE).title);
    const view = viewFor("kaiser", {});
    const expected = rollRequest("kaiser", view.request as never, DEFAULT_PAGE_SETTINGS, seededSource(7)).card(DE, null, true);
    expect((await lastCard()).banner).toBe(expected.banner.text);
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    await screenshot("german");
  });

  it("rolls a Kaiser Fumble Level from the card when the world rolls it separately", async () => {
    const seed = seedOfFumble();
    await page.locator(".playground-settings summary").click();
    await page.selectOption('#settings-fields [name="kaiserFumbleLevel"]', "separate");
    await open("kaiser");
    await fill({ bonus: "3", difficulty: "8" });
    await rollWith(String(seed));
    const button = messages().last().locator('button[data-action="indie-dice-roll-fumble-level"]');
    await button.click();
    await expect.poll(() => button.count()).toBe(0);
    // The headline keeps the DoF once the level is rolled (issue 18).
    expect((await lastCard()).banner).toMatch(/^Fumble — \d+ DoF, Fumble Level \d+$/);
  });

  const startDialog = () => page.locator("form.contest-start");
  const sideField = (name: string) => startDialog().locator(`[name="${name}"]`);

  /** The chances the Start contest dialog shows, as exact probabilities by outcome, pairing by pairing. */
  async function dialogOdds(): Promise<number[]> {
    return startDialog().locator(".indie-dice-contest-setup-odds .indie-dice-figure").evaluateAll((elements) => elements.map((e) => Number(e.getAttribute("data-probability"))));
  }

  /** Opens the Start contest dialog for the named sides and picks the rule set (its sides are drawn anew). */
  async function openStartContest(ruleSet: RuleSetId, attackers: string, defender: string): Promise<void> {
    if ((await page.locator(".playground-contest").getAttribute("open")) === null) await page.locator(".playground-contest summary").click();
    await page.fill("#contest-attackers", attackers);
    await page.fill("#contest-defender", defender);
    await page.locator("#contest-form button[type=submit]").click();
    await startDialog().waitFor();
    await startDialog().locator('select[name="ruleSet"]').selectOption(ruleSet);
    await sideField("d.bonus").or(sideField("d.stat")).or(sideField("d.pool")).or(sideField("d.modifier")).or(sideField("d.count")).first().waitFor();
  }

  async function startContest(ruleSet: RuleSetId, attackers: string, defender: string, fields: Record<string, string> = {}): Promise<void> {
    await openStartContest(ruleSet, attackers, defender);
    for (const [name, value] of Object.entries(fields)) {
      await sideField(name).fill(value);
      await sideField(name).dispatchEvent("change");
    }
    await startDialog().locator("button.indie-dice-contest-start-button").click();
    await page.locator(".indie-dice-contest").last().waitFor();
  }

  const contestCard = () => page.locator(".indie-dice-contest").last();

  it("Start contest (German, Kaiser's wide fields), 2 and 12 attackers: the defender in view beside them, every side reachable, Start in view; Enter starts", async () => {
    await page.selectOption("#language", "de");
    for (const count of [2, 12]) {
      const names = Array.from({ length: count }, (_, i) => `Angreiferin ${i + 1}`).join(", ");
      await openStartContest("kaiser", names, "Grabwächter");
      await fitsTheScreen("form.contest-start");
      const sides = await startDialog().evaluate((form) => {
        const setup = form.querySelector<HTMLElement>(".indie-dice-contest-setup")!;
        /** Whether a side's legend can be seen where it is: the element at its centre belongs to that side. */
        const seen = (side: Element) => {
          const legend = side.querySelector("legend")!.getBoundingClientRect();
          return document.elementFromPoint(legend.x + legend.width / 2, legend.y + legend.height / 2)?.closest("fieldset") === side;
        };
        const defender = form.querySelector("fieldset.defender")!;
        const defenderAtFirst = seen(defender);
        // Every attacker can be scrolled to, and the defender stays in view while they scroll past.
        const attackers = [...form.querySelectorAll("fieldset.attacker")].map((side) => {
          side.scrollIntoView({ block: "nearest" });
          return { attacker: seen(side), defender: seen(defender) };
        });
        return { defenderAtFirst, attackers, overflow: setup.scrollWidth - setup.clientWidth };
      });
      expect(sides.defenderAtFirst).toBe(true);
      expect(sides.attackers).toEqual(Array.from({ length: count }, () => ({ attacker: true, defender: true })));
      expect(sides.overflow).toBeLessThanOrEqual(0);
      await fitsTheScreen("form.contest-start");
      if (count === 2) {
        await page.keyboard.press("Escape");
        continue;
      }
      // The dialog opened on the rule set, a select: Enter there starts the contest.
      await sideField("ruleSet").focus();
      await page.keyboard.press("Enter");
      await page.locator(".indie-dice-contest").last().waitFor();
      expect(await contestCard().locator(".indie-dice-contest-pairing").count()).toBe(12);
    }
  });

  it("a one-against-one contest: the odds before anyone rolls, each side rolls through its dialog, the card resolves", async () => {
    // Each side's roll is chosen in the Start contest dialog, which shows the chances the card will show.
    await openStartContest("kaiser", "Ilsa", "Warden");
    const even = await dialogOdds();
    await sideField("a0.bonus").fill("4");
    await sideField("a0.bonus").dispatchEvent("change");
    await expect.poll(async () => (await dialogOdds())[0]).toBeGreaterThan(even[0]!);
    const promised = await dialogOdds();
    await startDialog().screenshot({ path: join(SCREENSHOTS, "start-contest-dialog.png") });
    await startDialog().locator("button.indie-dice-contest-start-button").click();
    await page.locator(".indie-dice-contest").last().waitFor();
    expect(await startDialog().count()).toBe(0);
    const figures = await contestCard().locator(".indie-dice-contest-figure").evaluateAll((elements) => elements.map((e) => Number(e.getAttribute("data-probability"))));
    expect(figures.length).toBeGreaterThan(1);
    expect(figures.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 9);
    expect(figures).toEqual(promised);

    await contestCard().locator('[data-participant="attacker-1"] button').click();
    expect(await dialog().locator(".window-title").textContent()).toBe("Kaiser check: Ilsa");
    expect(await field("bonus").inputValue()).toBe("4");
    // The side's dialog shows its chance to beat the defender: the figure the card promised.
    const chance = dialog().locator('.indie-dice-contest-chance .indie-dice-figure[data-outcome="beat-0"]');
    expect(Number(await chance.getAttribute("data-probability"))).toBeCloseTo(promised[0]!, 12);
    expect(await dialog().locator(".indie-dice-contest-chance th").textContent()).toBe("Your chance to beat Warden");
    await rollWith("21");
    await contestCard().locator('[data-participant="defender"] button').click({ modifiers: ["Shift"] });
    const tieBreak = contestCard().locator('button[data-action="indie-dice-contest-tie-break"]');
    if ((await tieBreak.count()) > 0) await tieBreak.click();
    await expect.poll(() => contestCard().getAttribute("data-status")).toBe("resolved");
    // The card, each side's roll, and the verdict the resolved contest posts (from the card's poster, as the GM's).
    expect(await messages().locator(".message-sender").allTextContents()).toEqual(["Ilsa Brandt", "Ilsa", "Warden", "Ilsa Brandt"]);
    expect(((await contestCard().locator(".indie-dice-contest-outcome-text").textContent()) ?? "").trim()).not.toBe("");
    await contestCard().screenshot({ path: join(SCREENSHOTS, "contest-one-vs-one.png") });
  });

  it("many against one: every attacker against the same defender roll, each pairing resolved on its own", async () => {
    await startContest("ogs", "Ann, Ben, Cy", "Ogre");
    expect(await contestCard().locator(".indie-dice-contest-pairing").count()).toBe(3);
    // Against everyone at once: the defender rolls once, so the card gives the joint chances, and they add up.
    const joint = contestCard().locator(".indie-dice-contest-joint");
    const chance = async (key: string) => Number(await joint.locator(`[data-outcome="${key}"]`).getAttribute("data-probability"));
    expect((await chance("defenderHoldsAll")) + (await chance("atLeastOneAttackerWins"))).toBeCloseTo(1, 12);
    const rows = await joint.locator("tbody [data-probability]").evaluateAll((cells) => cells.map((c) => Number(c.getAttribute("data-probability"))));
    expect(rows).toHaveLength(4);
    expect(rows.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
    expect(rows[0]).toBeCloseTo(await chance("defenderHoldsAll"), 12);
    const expectedWins = Number(await joint.locator('[data-outcome="expectedAttackerWins"]').getAttribute("data-value"));
    expect(expectedWins).toBeCloseTo(rows.reduce((sum, p, wins) => sum + wins * p, 0), 12);
    await page.fill("#seed", "");
    for (const id of ["attacker-1", "attacker-2", "attacker-3", "defender"]) {
      await contestCard().locator(`[data-participant="${id}"] button`).click({ modifiers: ["Shift"] });
    }
    for (let i = 0; i < 3 && (await contestCard().getAttribute("data-status")) !== "resolved"; i++) {
      const tieBreak = contestCard().locator('button[data-action="indie-dice-contest-tie-break"]').first();
      if ((await tieBreak.count()) > 0) await tieBreak.click();
    }
    await expect.poll(() => contestCard().getAttribute("data-status")).toBe("resolved");
    const outcomes = await contestCard().locator(".indie-dice-contest-outcome-text").allTextContents();
    expect(outcomes).toHaveLength(3);
    for (const outcome of outcomes) expect(outcome.trim()).not.toBe("");
    // The defender rolled once: one roll message each for the three attackers and the defender, then the verdict.
    expect(await messages().count()).toBe(1 + 4 + 1);
    // Each side says how lucky its roll was; the Show luck setting takes every luck line away.
    expect(await contestCard().locator(".indie-dice-luck").count()).toBe(4);
    await page.locator(".playground-settings summary").click();
    await page.locator('#settings-fields [name="showLuck"]').uncheck();
    await expect.poll(() => page.locator(".indie-dice-luck").count()).toBe(0);
    await page.locator('#settings-fields [name="showLuck"]').check();
    await page.locator(".playground-settings summary").click();
    await contestCard().screenshot({ path: join(SCREENSHOTS, "contest-many-vs-one.png") });
  });

  it("a roll made for a card says what it is for, as in Foundry; a resolved contest posts its verdict once", async () => {
    await page.fill("#seed", "7");
    await startContest("olde", "Mira Holt", "Grave Warden");
    const cardId = await contestCard().evaluate((card) => card.closest("li")!.dataset.messageId);
    await contestCard().locator('li[data-participant="attacker-1"] button').click({ modifiers: ["Shift"] });
    expect(await messages().last().locator(".dice-flavor").textContent()).toBe("Mira Holt vs Grave Warden — Dungeons of Olde contest");
    expect(await page.locator("#chat-log .indie-dice-contest-verdict").count()).toBe(0);
    await contestCard().locator('li[data-participant="defender"] button').click({ modifiers: ["Shift"] });
    expect(await messages().nth(-2).locator(".dice-flavor").textContent()).toBe("Grave Warden vs Mira Holt — Dungeons of Olde contest");
    // An Olde tie is a stalemate the card settles with a roll-off; either way the card is resolved now.
    const tieBreak = contestCard().locator('button[data-action="indie-dice-contest-tie-break"]');
    if ((await tieBreak.count()) > 0) await tieBreak.click();
    expect(await contestCard().getAttribute("data-status")).toBe("resolved");
    const verdicts = page.locator("#chat-log .indie-dice-contest-verdict");
    expect(await verdicts.count()).toBe(1);
    expect(await verdicts.locator("li").textContent()).toMatch(/Mira Holt|Grave Warden/);
    expect(await verdicts.locator("button").getAttribute("data-card-id")).toBe(cardId);
    // Drawing the log again (a language switch) posts no second verdict.
    await page.selectOption("#language", "de");
    await page.selectOption("#language", "en");
    expect(await verdicts.count()).toBe(1);

    await page.locator(".playground-group summary").click();
    await page.locator("#group-form button[type=submit]").click();
    const group = page.locator(".indie-dice-group-test").last();
    await group.locator("button[data-participant]").first().click({ modifiers: ["Shift"] });
    expect(await messages().last().locator(".dice-flavor").textContent()).toBe("Group Test: Ilsa Brandt's roll");

    await page.locator(".playground-extended summary").click();
    await page.locator("#extended-form button[type=submit]").click();
    await page.locator('.indie-dice-extended-test button[data-action="indie-dice-extended-roll"]').click();
    expect(await messages().last().locator(".dice-flavor").textContent()).toBe("Extended Test, round 1 of 4: Ilsa Brandt, target Margin +5");
  });

  it("Escape in a card's roll dialog gives the focus back to the card's Roll button that opened it", async () => {
    await startContest("kaiser", "Mira Holt", "Grave Warden");
    const roll = contestCard().locator('li[data-participant="attacker-1"] button');
    await roll.focus();
    await page.keyboard.press("Enter");
    await dialog().waitFor();
    // The dialog is prefilled with what the roll is for.
    expect(await field("flavor").inputValue()).toBe("Mira Holt vs Grave Warden — Kaiser contest");
    await page.keyboard.press("Escape");
    expect(await dialog().count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.closest("[data-participant]")?.getAttribute("data-participant"))).toBe("attacker-1");

    await page.locator(".playground-group summary").click();
    await page.locator("#group-form button[type=submit]").click();
    const member = page.locator(".indie-dice-group-test").last().locator("button[data-participant]").nth(1);
    const id = await member.getAttribute("data-participant");
    await member.click();
    await dialog().waitFor();
    await page.keyboard.press("Escape");
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.participant)).toBe(id);
  });

  it("a Kleptonomicon group test: everyone rolls, a 7+ gives an Advantage, the card shows the group's lowest score", async () => {
    await page.locator(".playground-group summary").click();
    await page.fill("#group-members", "Ann, Ben, Cy");
    const card = () => page.locator(".indie-dice-group-test").last();
    // Each member rolls with a seed of its own; until someone can give (a 7 or more), the next seeds are tried.
    for (let attempt = 0; attempt < 20; attempt++) {
      await page.locator("#group-form button[type=submit]").click();
      for (const [index, id] of ["member-1", "member-2", "member-3"].entries()) {
        await page.fill("#seed", String(attempt * 3 + index + 1));
        await card().locator(`button[data-participant="${id}"]`).click({ modifiers: ["Shift"] });
      }
      if ((await card().locator('button[data-action="indie-dice-group-give"]:not([disabled])').count()) > 0) break;
    }
    const before = Number(await card().locator('[data-outcome="before"]').getAttribute("data-probability"));
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(1);
    await card().locator('button[data-action="indie-dice-group-give"]:not([disabled])').first().click();
    expect(await card().locator(".indie-dice-group-gifts li").count()).toBe(1);
    expect(((await card().locator(".indie-dice-banner-text").textContent()) ?? "").trim()).not.toBe("");
    await card().locator('button[data-action="indie-dice-group-close"]').click();
    expect(await card().getAttribute("data-status")).toBe("closed");
    expect(await card().locator('button[data-action^="indie-dice-group-"]:not([disabled])').count()).toBe(0);
    await card().screenshot({ path: join(SCREENSHOTS, "group-test.png") });
  });

  it("a K&R extended test: each round throws the pool, failed dice leave it, the card keeps the history", async () => {
    await page.locator(".playground-extended summary").click();
    await page.locator("#extended-form button[type=submit]").click();
    const card = () => page.locator(".indie-dice-extended-test").last();
    expect(await card().getAttribute("data-phase")).toBe("rolling");
    const reach = Number(await card().locator('[data-outcome="reach"]').getAttribute("data-probability"));
    expect(reach).toBeGreaterThan(0);
    for (let round = 1; round <= 4 && (await card().getAttribute("data-phase")) === "rolling"; round++) {
      await page.fill("#seed", String(round));
      await card().locator('button[data-action="indie-dice-extended-roll"]').click();
      expect(await card().locator(".indie-dice-extended-history tbody tr").count()).toBe(round);
      // The round's roll is a K&R card of its own, throwing the pool the card asked for.
      expect(await messages().last().locator(".dice-formula").textContent()).toMatch(/^\d+d12kr7$/);
    }
    expect(await card().getAttribute("data-phase")).not.toBe("rolling");
    await card().screenshot({ path: join(SCREENSHOTS, "extended-test.png") });
  });

  it("the dice fairness report: every die the chat log rolled, by speaker and die, a chart beside its table, and a CSV", async () => {
    // Three Kingdoms and Rulers rolls of 4d12 and one Dungeons of Olde roll of 2d4: 12 d12s and 2 d4s.
    await page.fill("#speaker", "Ilsa Brandt");
    for (const seed of ["3", "4", "5"]) {
      await open("kingdoms");
      await fill({ pool: "6", dice: "4", dt: "7" });
      await rollWith(seed);
      await expect.poll(() => messages().count()).toBe(Number(seed) - 2);
    }
    await open("olde");
    await fill({ count: "2", faces: "4", adjustment: "1", target: "8" });
    await rollWith("9");
    await expect.poll(() => messages().count()).toBe(4);
    const cardFaces = await messages().locator(".indie-dice-face").allTextContents();

    await page.click("#open-fairness");
    const report = page.locator("#indie-dice-fairness-window");
    await report.locator(".indie-dice-fairness").waitFor();
    expect(await report.locator(".window-title").textContent()).toBe("Dice fairness report");
    const groups = report.locator(".indie-dice-fairness-group");
    expect(await groups.locator(".indie-dice-fairness-title").allTextContents()).toEqual(["Ilsa Brandt: d4", "Ilsa Brandt: d12"]);
    expect(await groups.evaluateAll((sections) => sections.map((s) => Number(s.getAttribute("data-n"))))).toEqual([2, 12]);
    // The report counts the very dice the cards show, and every chart has its table with the same counts.
    expect(cardFaces).toHaveLength(14);
    for (const [index, faces] of [[0, 4], [1, 12]] as const) {
      const group = groups.nth(index);
      expect(await group.locator("svg.indie-dice-fairness-chart rect").count()).toBe(faces);
      const observed = (await group.locator("tbody td:nth-child(2)").allTextContents()).map(Number);
      expect(observed).toHaveLength(faces);
      expect(observed.reduce((sum, count) => sum + count, 0)).toBe(Number(await group.getAttribute("data-n")));
      const p = Number(await group.getAttribute("data-p-value"));
      expect(p).toBeGreaterThan(0);
      expect(p).toBeLessThanOrEqual(1);
    }
    expect(await report.locator(".indie-dice-fairness-caution").textContent()).toMatch(/Nothing here shows that a die, or anyone at the table, is unfair/);
    await report.screenshot({ path: join(SCREENSHOTS, "fairness-report.png") });

    const [download] = await Promise.all([page.waitForEvent("download"), report.locator('[data-action="exportFairnessCsv"]').click()]);
    expect(download.suggestedFilename()).toBe("indie-dice-fairness.csv");
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv.split("\n")[0]).toMatch(/^user_id,user,die,source,face,observed,expected,/);
    expect(csv).toContain("Ilsa Brandt,Ilsa Brandt,d12,");

    // Escape closes it, and the focus goes back to the button that opened it.
    await report.locator('[data-action="exportFairnessCsv"]').press("Escape");
    expect(await report.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("open-fairness");
  });

  it("saves a screenshot of every card in the light and the dark theme", async () => {
    for (const { ruleSet, fields, seed } of ROLLS) {
      await open(ruleSet);
      await fill(fields);
      await rollWith(seed);
    }
    await expect.poll(() => messages().count()).toBe(ROLLS.length);
    await screenshot("cards-light");
    await page.selectOption("#theme", "dark");
    expect(await page.locator("body").getAttribute("class")).toContain("theme-dark");
    await screenshot("cards-dark");
  });
});

/** A seed whose first Kaiser skill check (2d6ko + 3) is a double one, found with the core in Node. */
function seedOfFumble(): number {
  const view = viewFor("kaiser", { bonus: "3", difficulty: "8" });
  for (let seed = 1; seed < 100_000; seed++) {
    const settings = { ...DEFAULT_PAGE_SETTINGS, kaiserFumbleLevel: "separate" as const };
    const card = rollRequest("kaiser", view.request as never, settings, seededSource(seed)).card(EN, null, false);
    if (card.followUps.length > 0) return seed;
  }
  throw new Error("no seed below 100,000 fumbles");
}
