/**
 * Every dialog and every card of the playground, in English and German, in the light and the dark theme: axe-core
 * finds no violation of any impact, no text overflows its box, and the playground's seed gives each roll dice of
 * its own. One page load per language; each dialog is checked while it is open, the cards once they are all in the
 * chat log, and axe runs on each of them in both themes (switched in place, as the page's Theme select does). Like
 * playground.e2e.test.ts it drives Debian's Chromium, and is skipped without it outside CI.
 */
import { createRequire } from "node:module";
import type { AxeResults, Result } from "axe-core";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { RuleSetId } from "../../src/ui/dialogs";
import { skipWithoutChromium, usePlaygroundPage } from "./browser";

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const RULE_SETS: readonly RuleSetId[] = ["kaiser", "ogs", "kingdoms", "klepto", "olde"];
const LANGUAGES = ["en", "de"] as const;
const THEMES = ["light", "dark"] as const;

const skip = skipWithoutChromium("playground accessibility e2e");

/** One line per failing node: the rule, its impact, the element and what axe says to fix. */
function describeViolations(violations: readonly Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}) ${node.target.join(" ")}: ${node.failureSummary?.replace(/\s+/g, " ") ?? ""}`),
  );
}

/**
 * Every box under `selector` whose content is wider than the box (scrollWidth > clientWidth: a label, a cell, a
 * side of a dialog that its text pushes past its edge), every button whose text is taller than the button, and
 * every select narrower than its longest option (a
 * select's text is clipped inside it, which scrollWidth does not show). Boxes hidden on purpose are skipped.
 */
async function overflowing(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const name = (element: Element) => `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().replace(/\s+/g, ".")}` : ""}`;
    const text = (element: Element) => (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 48);
    const found: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      for (const element of [root, ...root.querySelectorAll("*")]) {
        if (!(element instanceof HTMLElement) || element.getClientRects().length === 0) continue;
        const style = getComputedStyle(element);
        if (style.display === "inline" || style.clipPath !== "none") continue;
        if (element.scrollWidth > element.clientWidth) found.push(`${name(element)} "${text(element)}": ${element.scrollWidth} px of content in ${element.clientWidth} px`);
        // A button whose text wraps past its height spills over what lies below it (Foundry gives a chat
        // message's buttons a fixed height).
        if (element instanceof HTMLButtonElement && element.scrollHeight > element.clientHeight + 1) {
          found.push(`${name(element)} "${text(element)}": ${element.scrollHeight} px of content in a button ${element.clientHeight} px high`);
        }
        if (element instanceof HTMLSelectElement) {
          const width = element.getBoundingClientRect().width;
          const saved = element.getAttribute("style");
          element.style.cssText = "width: max-content; min-width: 0; max-width: none; flex: none";
          const needed = element.getBoundingClientRect().width;
          if (saved === null) element.removeAttribute("style");
          else element.setAttribute("style", saved);
          if (needed > width + 0.5) found.push(`select[name="${element.name}"] "${element.selectedOptions[0]?.text ?? ""}": its longest option needs ${needed.toFixed(0)} px, it has ${width.toFixed(0)} px`);
        }
      }
    }
    return found;
  }, selector);
}

describe.skipIf(skip)("playground accessibility: axe-core and overflowing text", () => {
  let page: Page;
  usePlaygroundPage((opened) => (page = opened), "old.html");

  const dialog = () => page.locator("form.roll-dialog");
  const startDialog = () => page.locator("form.contest-start");
  const messages = () => page.locator("#chat-log > li");

  /**
   * axe-core over the whole page as it stands (the frame, the open dialog, the chat log) in the light and the dark
   * theme, switched through the page's own Theme select: all rules, all impacts. Each problem names its theme; the
   * page is left in the light theme.
   */
  async function axe(): Promise<string[]> {
    if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE });
    const runs = await page.evaluate(async (themes) => {
      const select = document.querySelector<HTMLSelectElement>("#theme")!;
      const pick = (theme: string) => {
        select.value = theme;
        select.dispatchEvent(new Event("change", { bubbles: true }));
      };
      const axe = (window as unknown as { axe: { run(options: object): Promise<AxeResults> } }).axe;
      const results: [string, Result[]][] = [];
      for (const theme of themes) {
        pick(theme);
        results.push([theme, (await axe.run({ resultTypes: ["violations"] })).violations]);
      }
      pick("light");
      return results;
    }, THEMES);
    return runs.flatMap(([theme, violations]) => describeViolations(violations).map((line) => `${theme}: ${line}`));
  }

  async function openStartContest(attackers?: string, defender?: string): Promise<void> {
    const panel = page.locator(".playground-contest");
    if ((await panel.getAttribute("open")) === null) await panel.locator("summary").click();
    if (attackers !== undefined) await page.fill("#contest-attackers", attackers);
    if (defender !== undefined) await page.fill("#contest-defender", defender);
    await page.locator("#contest-form button[type=submit]").click();
    await startDialog().waitFor();
  }

  /** Rolls a card's Roll button with Shift (at once, no dialog), for every participant still to roll. */
  async function rollEveryone(card: Locator, button: string): Promise<void> {
    const ids = await card.locator(button).evaluateAll((buttons) => buttons.map((element) => element.getAttribute("data-participant")));
    for (const id of ids) await card.locator(`${button}[data-participant="${id}"]`).click({ modifiers: ["Shift"] });
  }

  it.each(LANGUAGES)("%s: every dialog and card, in both themes, has no axe violation and no overflowing text", async (lang) => {
    await page.selectOption("#language", lang);
    await page.fill("#seed", "17");
    const problems: Record<string, string[]> = {};
    const note = (where: string, found: string[]) => {
      if (found.length > 0) problems[where] = [...(problems[where] ?? []), ...found];
    };

    for (const ruleSet of RULE_SETS) {
      await page.click(`#rule-sets [data-rule-set="${ruleSet}"]`);
      await dialog().waitFor();
      note(`${ruleSet} dialog`, await overflowing(page, "form.roll-dialog"));
      note(`${ruleSet} dialog`, await axe());
      // A Kaiser roll with Advantage sets a die aside: its card shows the dropped die too.
      if (ruleSet === "kaiser") await dialog().locator('[name="advantages"]').fill("1");
      await dialog().locator("button.indie-dice-roll").click();
      await expect.poll(() => messages().count()).toBe(RULE_SETS.indexOf(ruleSet) + 1);
    }

    // A field's error message stays inside its dialog (Kaiser: a value out of range; Kleptonomicon: a gap).
    for (const [ruleSet, name, value] of [["kaiser", "advantages", "99"], ["klepto", "ranges", "[..6] a, [8..] b"]] as const) {
      await page.click(`#rule-sets [data-rule-set="${ruleSet}"]`);
      await dialog().locator(`[name="${name}"]`).fill(value);
      await dialog().locator(`[name="${name}"]`).dispatchEvent("change");
      await dialog().locator(".indie-dice-field.has-error").waitFor();
      note(`${ruleSet} dialog with an error`, await overflowing(page, "form.roll-dialog"));
    }
    await page.keyboard.press("Escape");

    // The contest is started from its dialog (each rule set's fields checked for overflow), then rolled.
    await openStartContest();
    for (const ruleSet of RULE_SETS) {
      await startDialog().locator('select[name="ruleSet"]').selectOption(ruleSet);
      await expect.poll(() => startDialog().locator(`.indie-dice-fields[data-rule-set="${ruleSet}"]`).count()).toBeGreaterThan(0);
      note(`Start contest dialog (${ruleSet})`, await overflowing(page, "form.contest-start"));
    }
    await startDialog().locator("button.indie-dice-contest-start-button").click();
    const contest = page.locator(".indie-dice-contest").last();
    await rollEveryone(contest, "li[data-participant] button");
    const tieBreak = contest.locator('button[data-action="indie-dice-contest-tie-break"]');
    if ((await tieBreak.count()) > 0) await tieBreak.first().click();

    await page.locator(".playground-group summary").click();
    await page.locator("#group-form button[type=submit]").click();
    await rollEveryone(page.locator(".indie-dice-group-test").last(), "button[data-participant]");

    await page.locator(".playground-extended summary").click();
    await page.locator("#extended-form button[type=submit]").click();
    for (let round = 0; round < 2; round++) await page.locator('.indie-dice-extended-test button[data-action="indie-dice-extended-roll"]').click();

    // A roll request with one row rolled, one skipped.
    await page.locator(".playground-request summary").click();
    await page.locator("#request-form button[type=submit]").click();
    const request = page.locator(".indie-dice-request").last();
    await request.locator('[data-action="indie-dice-request-roll"][data-participant="row-1"]').click({ modifiers: ["Shift"] });
    await request.locator('[data-action="indie-dice-request-skip"][data-participant="row-3"]').click();

    // Five outcome cards, the contest, the group test and the extended test, with every roll they asked for.
    await expect.poll(() => page.locator("#chat-log .indie-dice-extended-history tbody tr").count()).toBe(2);
    for (const kind of [".dice-roll", ".indie-dice-contest", ".indie-dice-group-test", ".indie-dice-extended-test", ".indie-dice-request"]) {
      expect(await page.locator(`#chat-log ${kind}`).count(), kind).toBeGreaterThan(0);
    }
    note("chat cards", await overflowing(page, "#chat-log > li"));
    // One run of axe covers them all and the Start contest dialog, opened again beside them.
    await openStartContest();
    note("Start contest dialog and chat cards", await axe());
    // The dice fairness report of all those rolls: its charts, tables and notes.
    await page.keyboard.press("Escape");
    await page.click("#open-fairness");
    await page.locator("#indie-dice-fairness-window .indie-dice-fairness").waitFor();
    note("fairness report", await overflowing(page, "#indie-dice-fairness-window"));
    note("fairness report", await axe());
    // The character's Rolls window: a roll with its chance, and one whose path the character's numbers lost.
    await page.keyboard.press("Escape");
    await page.evaluate(() => localStorage.removeItem("indie-dice-playground:saved-rolls"));
    for (const [ruleSet, name, value, saved] of [["kaiser", "bonus", "@skills.stealth", "Stealth"], ["klepto", "modifier", "@skills.climb", "Climb"]] as const) {
      await page.click(`#rule-sets [data-rule-set="${ruleSet}"]`);
      await dialog().locator(`[name="${name}"]`).fill(value);
      await dialog().locator(`[name="${name}"]`).dispatchEvent("change");
      await dialog().locator('[name="savedRollName"]').fill(saved);
      await dialog().locator('[data-action="saveRoll"]').click();
    }
    note("dialog with Save as", await overflowing(page, "form.roll-dialog"));
    await page.locator(".playground-character summary").click();
    await page.locator("#character-data").fill('{"skills": {"stealth": 5}}');
    await page.click("#open-rolls");
    await page.locator("#indie-dice-rolls-window .indie-dice-saved-error").waitFor();
    note("Rolls window", await overflowing(page, "#indie-dice-rolls-window"));
    note("Rolls window", await axe());
    expect(problems).toEqual({});
  });

  it("a seed makes the rolls after it repeatable, each roll with dice of its own", async () => {
    /** Two K&R rolls under seed 5 (the dialog opened again if rolling closed it): the dice of each message. */
    const twoRolls = async () => {
      await page.fill("#seed", "5");
      for (let roll = 0; roll < 2; roll++) {
        if ((await dialog().count()) === 0) await page.click('#rule-sets [data-rule-set="kingdoms"]');
        await dialog().locator("button.indie-dice-roll").click();
      }
      await expect.poll(() => messages().count()).toBe(2);
      return messages().locator(".indie-dice-dice").allTextContents();
    };
    const first = await twoRolls();
    expect(first[0]).not.toBe(first[1]);
    // Typing the seed again replays the same rolls.
    await page.click("#clear-chat");
    expect(await twoRolls()).toEqual(first);

    // Both sides of a contest rolled under one seed do not tie by construction.
    await openStartContest("Ann", "Bo");
    await startDialog().locator("button.indie-dice-contest-start-button").click();
    const contest = page.locator(".indie-dice-contest").last();
    await rollEveryone(contest, "li[data-participant] button");
    const totals = await contest.locator(".indie-dice-contest-total").allTextContents();
    expect(totals).toHaveLength(2);
    expect(totals[0]).not.toBe(totals[1]);

    // Three members of a group test rolling under one seed do not share one Score.
    await page.locator(".playground-group summary").click();
    await page.locator("#group-form button[type=submit]").click();
    const group = page.locator(".indie-dice-group-test").last();
    await rollEveryone(group, "button[data-participant]");
    const scores = await group.locator(".indie-dice-group-first").allTextContents();
    expect(scores).toHaveLength(3);
    expect(new Set(scores).size).toBeGreaterThan(1);
  });
});
