/**
 * The module's dialogs and cards on the table in one language, the language sweep's part
 * (language-page.ts): axe-core finds no violation of any impact in either pane, and no text overflows its
 * box. Each pane is one browser's page, so axe runs on the bar and one pane at a time: so with the first dialog open
 * and once the cards are in the logs, and in between on each window as it opens, in its pane (the rest of the page is
 * as the first run saw it). In English and German
 * (languages.ts `BEHAVIOUR_LANGUAGES`) axe runs every rule in the light and the dark theme, switched in place as the
 * page's Theme select does. In the other languages, in the light theme, it runs the rules whose outcome a language can
 * change (`TEXT_RULES`): what reads a word — each control's, image's, dialog's and landmark's name, a label, a
 * heading's or a header cell's text — what reads the page's and the text's lang, and whether a box scrolls (its text
 * may make it taller). The others judge markup and colours (roles and their ARIA attributes, ids, lists, landmarks'
 * nesting, tab order, nested controls, colour contrast): the same templates and the same stylesheet in every language,
 * so their outcome is English's and German's, where they run. What a language can break besides, a text overflowing its
 * box or a sentence built from pieces that reads wrongly (wordingIn), is checked in each. Each rule set's dialog is
 * checked while it is open in the player's pane (the Start contest dialog in the GM's); the cards once they are all
 * in both logs, Ann's blind roll among them.
 */
import { createRequire } from "node:module";
import type { AxeResults, Result } from "axe-core";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { RuleSetId } from "../../../src/core/rule-set-types";
import type { LanguageCode } from "../../../src/ui/languages";
import { BEHAVIOUR_LANGUAGES } from "../languages";
import { ANN, GM, HERO, ROLLS, WARDEN, type TablePage } from "../table-page";
import { wordingFaults } from "../../wording-faults";

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const RULE_SETS: readonly RuleSetId[] = ["kaiser", "ogs", "kingdoms", "klepto", "olde"];

/**
 * The axe rules (axe-core 4.14's ids) whose outcome the language can change: names and text alternatives, labels,
 * headings' and header cells' text, landmarks told apart by name, a table's caption; the lang attributes; whether a
 * region scrolls. Of these, a rule axe leaves off by default (identical-links-same-purpose, target-size) stays off.
 */
const TEXT_RULES = [
  "area-alt",
  "aria-command-name",
  "aria-dialog-name",
  "aria-input-field-name",
  "aria-meter-name",
  "aria-progressbar-name",
  "aria-tab-name",
  "aria-toggle-field-name",
  "aria-tooltip-name",
  "aria-treeitem-name",
  "button-name",
  "document-title",
  "empty-heading",
  "empty-table-header",
  "frame-title",
  "frame-title-unique",
  "identical-links-same-purpose",
  "image-alt",
  "image-redundant-alt",
  "input-button-name",
  "input-image-alt",
  "label",
  "label-content-name-mismatch",
  "label-title-only",
  "landmark-unique",
  "link-name",
  "object-alt",
  "role-img-alt",
  "select-name",
  "summary-name",
  "svg-img-alt",
  "table-duplicate-name",
  "target-size",
  "html-has-lang",
  "html-lang-valid",
  "html-xml-lang-mismatch",
  "valid-lang",
  "scrollable-region-focusable",
];

/**
 * What axe checks in a language: every rule in both themes where the behaviour probes run; elsewhere what words change.
 */
interface AxeScope {
  readonly themes: readonly ("light" | "dark")[];
  /** The rules run (of those axe runs by default); all of them when absent. */
  readonly only?: readonly string[];
}

function axeScope(lang: LanguageCode): AxeScope {
  return BEHAVIOUR_LANGUAGES.includes(lang) ? { themes: ["light", "dark"] } : { themes: ["light"], only: TEXT_RULES };
}

/**
 * axe-core in each theme of the scope (its rules, all impacts), back to light after: on the bar and each pane, or,
 * given `windowsOf`, on that pane's windows alone (what opened since the whole page was checked).
 */
async function axeIn(page: Page, scope: AxeScope, windowsOf?: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE });
  const contexts =
    windowsOf === undefined
      ? [GM, ANN].map((client) => ({ name: client, include: [[".table-bar"], [`[data-client-user="${client}"]`]] }))
      : [{ name: `${windowsOf}'s windows`, include: [[`[data-client-user="${windowsOf}"] .table-windows`]] }];
  return page.evaluate(
    async ({ contexts, themes, only }) => {
      const select = document.querySelector<HTMLSelectElement>("#theme")!;
      const pick = (theme: string) => {
        select.value = theme;
        select.dispatchEvent(new Event("change", { bubbles: true }));
      };
      const axe = (
        window as typeof window & {
          axe: {
            run(context: object, options: object): Promise<AxeResults>;
            _audit: { rules: { id: string; enabled: boolean }[] };
          };
        }
      ).axe;
      // Only the rules axe runs by default: runOnly would switch on one it leaves off.
      const byDefault = axe._audit.rules.filter((rule) => rule.enabled).map((rule) => rule.id);
      const rules = only ? { runOnly: { type: "rule", values: only.filter((id) => byDefault.includes(id)) } } : {};
      const found: string[] = [];
      for (const theme of themes) {
        pick(theme);
        for (const { name, include } of contexts) {
          // Foundry's own delete link (templates/sidebar/chat-message.hbs: an <a> with an aria-label and no role) is
          // Foundry's markup, drawn by the double as Foundry draws it: not ours to judge. Nor is Dice Tray's tray (its
          // tray.html: a number with no label, buttons named by an image), drawn as Dice Tray draws it.
          const context = { include, exclude: [[".message-delete"], [".dice-tray"]] };
          for (const violation of (await axe.run(context, { resultTypes: ["violations"], ...rules }))
            .violations as Result[]) {
            for (const node of violation.nodes)
              found.push(
                `${theme} ${name}: ${violation.id} (${violation.impact}) ${node.target.join(" ")}: ` +
                  `${node.failureSummary?.replace(/\s+/g, " ") ?? ""}`,
              );
          }
        }
      }
      pick("light");
      return found;
    },
    { contexts, themes: scope.themes, only: scope.only },
  );
}

/**
 * Every box inside the windows and chat logs whose content is wider than it, every button whose text is taller
 * than it, and every select narrower than its longest option (its text clipped inside it).
 */
async function overflowingIn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const classes = (element: Element) => String(element.className).trim().replace(/\s+/g, ".");
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${classes(element)}` : ""}`;
    const text = (element: Element) => (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 48);
    const found: string[] = [];
    for (const root of document.querySelectorAll(".table-windows .window-content, .table-chat .chat-message")) {
      for (const element of [root, ...root.querySelectorAll("*")]) {
        if (!(element instanceof HTMLElement) || element.getClientRects().length === 0) continue;
        const style = getComputedStyle(element);
        if (style.display === "inline" || style.clipPath !== "none") continue;
        // A window's content scrolls on purpose when the pane is shorter than the window; only sideways is a fault.
        if (element.scrollWidth > element.clientWidth)
          found.push(
            `${name(element)} "${text(element)}": ${element.scrollWidth} px of content in ${element.clientWidth} px`,
          );
        if (element instanceof HTMLButtonElement && element.scrollHeight > element.clientHeight + 1)
          found.push(
            `${name(element)} "${text(element)}": ${element.scrollHeight} px of text in a button ` +
              `${element.clientHeight} px high`,
          );
        if (element instanceof HTMLSelectElement) {
          const width = element.getBoundingClientRect().width;
          const saved = element.getAttribute("style");
          element.style.cssText = "width: max-content; min-width: 0; max-width: none; flex: none";
          const needed = element.getBoundingClientRect().width;
          if (saved === null) element.removeAttribute("style");
          else element.setAttribute("style", saved);
          if (needed > width + 0.5)
            found.push(
              `select[name="${element.name}"]: its longest option needs ${needed.toFixed(0)} px, it has ` +
                `${width.toFixed(0)} px`,
            );
        }
      }
    }
    return found;
  });
}

/**
 * Every text a reader meets in the windows and chat logs — each text node, and each name, tooltip and placeholder —
 * that has a fault of a sentence built from pieces in `lang` (test/wording-faults.ts: a Korean particle left in both
 * forms after a known word, a Chinese 和 glued to a Latin name).
 */
export async function wordingIn(page: Page, lang: LanguageCode): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    for (const root of document.querySelectorAll(".table-windows .window-content, .table-chat .chat-message")) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node.textContent ?? "");
      for (const element of [root, ...root.querySelectorAll("[aria-label], [title], [placeholder]")]) {
        for (const name of ["aria-label", "title", "placeholder"]) found.push(element.getAttribute(name) ?? "");
      }
    }
    return found.map((text) => text.trim()).filter((text) => text !== "");
  });
  return wordingFaults(texts, lang).map((text) => `wording: "${text}"`);
}

/**
 * What is wrong in `lang` on `table` (already in it, its logs empty, nothing open, controlled nor targeted), by the
 * dialog or the log it was found in: each rule set's dialog, Start contest, the prompt it opens, then the cards of
 * every rule set and the contest in both logs. Leaves the contest's target set and the Warden controlled.
 */
export async function accessibilityProblems(table: TablePage, lang: LanguageCode): Promise<string[]> {
  const page = table.page;
  // The whole page (the bar and both panes) with the first dialog open and once every card is in the logs; in
  // between, each window as it opens, in its pane: the rest of the page is as the first check saw it.
  const axe = (scope: AxeScope, windowsOf?: string) => axeIn(page, scope, windowsOf);
  const textFaults = async () => [...(await overflowingIn(page)), ...(await wordingIn(page, lang))];
  const scope = axeScope(lang);
  expect(await page.locator("html").getAttribute("lang")).toBe(lang);
  const problems: string[] = [];
  for (const [index, ruleSet] of RULE_SETS.entries()) {
    const dialog = await table.openRoll(ANN, ruleSet);
    problems.push(
      ...(await axe(scope, index === 0 ? undefined : ANN)).map((line) => `${ruleSet} dialog: ${line}`),
      ...(await textFaults()).map((line) => `${ruleSet} dialog: ${line}`),
    );
    await dialog.locator("input, select").first().press("Escape");
    await dialog.waitFor({ state: "detached" });
  }
  await table.pane(GM).locator(`[data-control="${WARDEN}"]`).click();
  await table.pane(GM).locator(`[data-target="${HERO}"]`).click();
  await table.pane(GM).locator('[data-tool="indieDiceContest"]').click();
  const start = table.pane(GM).locator(".table-windows form.contest-start");
  await start.waitFor();
  problems.push(
    ...(await axe(scope, GM)).map((line) => `Start contest: ${line}`),
    ...(await textFaults()).map((line) => `Start contest: ${line}`),
  );
  await start.locator("button.indie-dice-contest-start-button").click();
  // The contest asks Ann for her side's roll: it opens in her pane as a prompt (docs/prompts.md), checked by axe,
  // then closed with Escape (the focus is in it).
  const prompt = table.dialog(ANN);
  await prompt.waitFor();
  problems.push(...(await axe(scope, ANN)).map((line) => `prompt: ${line}`));
  await page.keyboard.press("Escape");
  await prompt.waitFor({ state: "detached" });

  // A card of every rule set, Ann's blind roll and the contest in both logs.
  for (const [index, { ruleSet, fields, seed }] of ROLLS.entries()) {
    const dialog = await table.openRoll(ANN, ruleSet);
    await table.fill(dialog, fields);
    if (index === ROLLS.length - 1) await dialog.locator('[name="rollMode"]').selectOption("blind");
    await table.seed(seed);
    await dialog.locator("button.indie-dice-roll").click();
    await dialog.waitFor({ state: "detached" });
  }
  for (const client of [GM, ANN]) await expect.poll(() => table.messages(client).count()).toBe(ROLLS.length + 1);
  problems.push(
    ...(await axe(scope)).map((line) => `cards: ${line}`),
    ...(await textFaults()).map((line) => `cards: ${line}`),
  );
  return problems;
}
