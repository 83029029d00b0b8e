/**
 * A system dialog's bar never lets one segment's figure run into its neighbour's (issue 82, item 3: World of
 * Darkness 5e's bar read "110.0%", a 9 px segment's "1.9%" clipped to "1" beside "10.0%"). The bar as the shared
 * panel draws it (src/ui/systems/system-odds-panel.ts) with the module's styles (styles/systems.css, and the
 * calculator's own line height, calculator/site.css), in a real Chromium at a dialog's width and the calculator's:
 * each figure is measured, never looked at — it shows whole inside its segment, or not at all.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import english from "../../lang/en.json";
import type { SystemOdds } from "../../src/core/systems/system-odds-types";
import { systemOddsPanel } from "../../src/ui/systems/system-odds-panel";
import { systemOddsView, type SystemLabels } from "../../src/ui/systems/system-odds-view";
import { createTranslator } from "../../src/ui/translator";
import { CHROMIUM, skipWithoutChromium, workerBrowser } from "./browser";
import { freshDocument } from "../ui/dom/fresh-document";
import { must } from "../kit";

const skip = skipWithoutChromium("system bar e2e");
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** A vampire's roll as the issue met it: a sliver of a messy critical (1.9%) between two wide segments. */
const SLIVER: SystemOdds = {
  target: 2,
  choices: [
    {
      id: "roll",
      outcomes: [
        { key: "success", probability: 0.66, fromTarget: false },
        { key: "messyCritical", probability: 0.019, fromTarget: false },
        { key: "bestialFailure", probability: 0.1, fromTarget: false },
        { key: "failure", probability: 0.221, fromTarget: false },
      ],
    },
  ],
  totals: [],
  bar: "roll",
};

const LABELS: SystemLabels = {
  choices: { roll: "INDIE_DICE.SystemOdds.Wod5e.Roll" },
  outcomes: {},
  target: "INDIE_DICE.SystemOdds.Wod5e.Against",
};

/** The panel's markup, drawn by the shared code in a document of its own. */
function panelHtml(): string {
  const view = must(systemOddsView(SLIVER, { isGM: true, targetVisible: true }, "exact", LABELS, en));
  return systemOddsPanel(freshDocument(), view).outerHTML;
}

const en = createTranslator("en", english);

/** Each segment's figure: its text, and how much of its box shows (0 hidden, 1 whole, between: cut). */
function labels(page: Page): Promise<{ text: string; shown: number; segment: number }[]> {
  return page.$$eval(".indie-dice-system-bar-segment", (segments) =>
    segments.map((segment) => {
      const range = document.createRange();
      range.selectNodeContents(segment);
      const text = range.getBoundingClientRect();
      const box = segment.getBoundingClientRect();
      const width = Math.max(0, Math.min(text.right, box.right) - Math.max(text.left, box.left));
      const height = Math.max(0, Math.min(text.bottom, box.bottom) - Math.max(text.top, box.top));
      const area = text.width * text.height;
      return {
        text: segment.textContent ?? "",
        shown: area === 0 ? 0 : Math.round(((width * height) / area) * 100) / 100,
        segment: Math.round(box.width),
      };
    }),
  );
}

describe.skipIf(skip)(`a bar's figures never overlap${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let page: Page;
  const styles = ["styles/systems.css", "calculator/site.css"].map((file) => readFileSync(`${ROOT}${file}`, "utf8"));

  beforeAll(async () => {
    page = await (await workerBrowser()).newPage({ viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await page.close();
  });

  it.each([
    ["a dialog's panel, 340 px wide", "", 340],
    ["the calculator's system view, 700 px wide", "calculator-system", 700],
    ["a narrow dialog, 200 px wide", "", 200],
  ])("%s: each figure whole inside its segment, or hidden", async (_, wrapper, width) => {
    await page.setContent(
      `<style>${styles[0]}</style>${wrapper ? `<style>${styles[1]}</style>` : ""}` +
        `<div class="${wrapper}" style="width:${width}px;font:12px sans-serif">${panelHtml()}</div>`,
    );
    const drawn = await labels(page);
    expect(drawn.map((label) => label.text)).toEqual(["66.0%", "1.9%", "10.0%", "22.1%"]);
    // The sliver's figure does not fit its few pixels: hidden, not cut into "1" beside "10.0%".
    expect(drawn.filter((label) => label.shown !== 0 && label.shown !== 1)).toEqual([]);
    expect(must(drawn[1]).shown).toBe(0);
    // A wide segment still shows its figure.
    expect(must(drawn[0]).shown).toBe(1);
  });
});
