/**
 * No broken image and no missing glyph in any of the playground's worlds (issue 73, item 6): the indie world with a
 * request rolled from its prompt (so both panes show a roll made for a card and its *Go to the card*), and each game
 * system's world with the first roll of Ann's sheet open (its dialog; CoC7's sheet and a skill's dialog). What fails:
 * - an image that did not load: an `<img>` shown with no natural width once it settled, or an image request (an
 *   `<img>`'s or a CSS background's) answered with an error or with something other than an image;
 * - an icon with no glyph: an element of a Font Awesome style class (`fa-solid` …) whose `::before` draws nothing
 *   (an icon name the loaded Font Awesome has not), or a private-use character drawn by `::before` (Font Awesome's
 *   codes, a module's own icons) that its font has not — drawn the same with its font as without it, which is what a
 *   missing-glyph box (`.notdef`) or a fallback font's glyph is.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { ANN, GM, TablePage } from "./table-page";
import { must } from "../kit";

const skip = skipWithoutChromium("broken assets e2e");

/** Image requests that failed or did not answer with an image, recorded as the page makes them. */
function watchImages(page: Page): string[] {
  const failed: string[] = [];
  page.on("requestfailed", (request) => {
    if (request.resourceType() === "image") failed.push(`image request failed: ${request.url()}`);
  });
  page.on("response", (response) => {
    if (response.request().resourceType() !== "image") return;
    const type = response.headers()["content-type"] ?? "";
    if (!response.ok() || !type.startsWith("image/"))
      failed.push(`image ${response.url()}: ${response.status()} ${type}`);
  });
  return failed;
}

/** Every broken image and missing glyph on the page now, each named by what shows it. */
function pageProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const describe = (element: Element) => `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`;
    const shown = (element: Element) => element.getClientRects().length > 0;
    const problems: string[] = [];
    for (const image of [...document.images].filter(shown)) {
      if (!image.complete)
        await new Promise((settled) =>
          ["load", "error"].forEach((type) => image.addEventListener(type, settled, { once: true })),
        );
      if (image.naturalWidth === 0)
        problems.push(`broken image ${image.getAttribute("src")} in ${describe(image.parentElement ?? image)}`);
    }
    const canvas = document.createElement("canvas");
    canvas.width = 48;
    canvas.height = 48;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) return ["no canvas to draw glyphs on"];
    const drawn = (font: string, text: string) => {
      context.clearRect(0, 0, 48, 48);
      context.font = font;
      context.textBaseline = "top";
      context.fillText(text, 4, 4);
      return context.getImageData(0, 0, 48, 48).data.join();
    };
    const ICON_STYLE = /^(fa-(solid|regular|brands|light|thin|duotone|sharp)|fas|far|fab)$/;
    for (const element of [...document.querySelectorAll("*")].filter(shown)) {
      const before = getComputedStyle(element, "::before");
      const quoted = /^"((?:[^"\\]|\\.)*)"/.exec(before.content)?.[1] ?? "";
      if ([...element.classList].some((name) => ICON_STYLE.test(name)) && quoted === "") {
        problems.push(`icon with no glyph: ${describe(element)}`);
        continue;
      }
      const privateUse = (c: string) => (c.codePointAt(0) ?? 0) >= 0xe000 && (c.codePointAt(0) ?? 0) <= 0xf8ff;
      for (const character of new Set([...quoted].filter(privateUse))) {
        // Each named family on its own (a generic one is no icon font): one of them draws it, or none has it and the
        // character falls to the browser's missing-glyph box, drawn as a noncharacter no font has is.
        const families = before.fontFamily
          .split(",")
          .map((family) => family.trim())
          .filter(
            (family) => !/^(serif|sans-serif|monospace|cursive|fantasy|system-ui|ui-[a-z-]+|emoji|math)$/.test(family),
          );
        let found = false;
        for (const family of families) {
          const font = `${before.fontStyle} ${before.fontWeight} 32px ${family}`;
          await document.fonts.load(font, character).catch(() => []);
          if (drawn(font, character) !== drawn(font, "\u{10FFFD}")) found = true;
        }
        if (!found) {
          problems.push(
            `missing glyph U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase()} in ` +
              `${before.fontFamily}: ${describe(element)}`,
          );
        }
      }
    }
    return [...new Set(problems)];
  });
}

describe.skipIf(skip)(
  `no broken image or missing glyph in the playground's worlds${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`,
  () => {
    let page: Page;
    let table: TablePage;
    const watched = new WeakMap<Page, string[]>();
    const failedImages = () => must(watched.get(page));
    usePlaygroundPage((opened) => {
      page = opened;
      table = new TablePage(opened);
      if (!watched.has(opened)) watched.set(opened, watchImages(opened));
    });

    it("the indie world: a request rolled from its prompt, its roll and Go to the card in both panes", async () => {
      failedImages().splice(0);
      await table.ready();
      await table.pane(GM).locator('[data-tool="indieDiceRequest"]').click();
      await table.pane(GM).locator(".table-windows dialog button[data-action=request]").click();
      const prompt = table.dialog(ANN);
      await prompt.locator("button.indie-dice-roll").click();
      await prompt.waitFor({ state: "detached" });
      await table.pane(GM).locator('button[data-action="indie-dice-to-card"]').first().waitFor();
      expect([...failedImages(), ...(await pageProblems(page))]).toEqual([]);
    });

    it.each(["dnd5e", "pf2e", "daggerheart", "coc7", "shadowdark"])(
      "the %s world, with the first roll of Ann's sheet open",
      async (system) => {
        await table.ready();
        await page.goto(page.url().replace(/\?.*$/, `?seed=1&system=${system}`));
        await table.ready();
        failedImages().splice(0);
        await table.pane(ANN).locator("[data-sheet-roll]").first().click();
        await table.pane(ANN).locator(".table-windows .application, .table-windows .app").first().waitFor();
        // CoC7's first is its character sheet: a skill's name there opens the roll dialog, with its range's dice icons.
        if (system === "coc7") {
          await table
            .pane(ANN)
            .locator(".table-windows .skill-name.rollable", { hasText: /^Stealth$/ })
            .click();
          await table.pane(ANN).locator(".table-windows .bonus-selection .indie-dice-system-odds").waitFor();
        }
        expect([...failedImages(), ...(await pageProblems(page))]).toEqual([]);
      },
    );
  },
);
