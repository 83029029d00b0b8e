/**
 * src/foundry/chat/draw-in-view.ts in a real Chromium, whose IntersectionObserver and layout the Foundry double
 * can only stand in for: a log shaped like Foundry's (`.chat-scroll > ol.chat-log`, 600 px high) gets 60 older
 * messages of 100 px as Foundry's first batch does (each rendered detached, its draw asked for in the render hook,
 * then all put in the log at once and the log scrolled to its bottom). What the reader sees and the 600 px above
 * it are drawn; the rest only when scrolled to. A render never put in the page is drawn whole, and a log hidden
 * behind another sidebar tab draws nothing until it is shown.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM, CHROMIUM_ARGS, requireChromium, skipWithoutChromium, watchIncidents } from "./browser";

const skip = skipWithoutChromium("draw-in-view e2e");
const SOURCE = fileURLToPath(new URL("../../src/foundry/chat/draw-in-view.ts", import.meta.url));

/** The module as the browser runs it, exposed as `window.DrawInView`. */
async function bundledModule(): Promise<string> {
  const result = await build({
    entryPoints: [SOURCE],
    bundle: true,
    format: "iife",
    globalName: "DrawInView",
    write: false,
    target: "es2022",
  });
  return result.outputFiles[0]!.text;
}

/** A scrolling box of its own around a chat log, as Foundry's chat sidebar is (`style` adds to the box's). */
const chatBox = (box: string, log: string, style = "", logStyle = "margin:0;padding:0") =>
  `<div class="chat-scroll" id="${box}" style="height:600px;overflow-y:auto${style}">` +
  `<ol class="chat-log" id="${log}"${logStyle ? ` style="${logStyle}"` : ""}></ol></div>`;

const PAGE = `<!doctype html><html><body style="margin:0">
${chatBox("log-box", "log")}
${chatBox("grow-box", "grow-log")}
${chatBox("hidden-box", "hidden-log", ";display:none", "")}
</body></html>`;

describe.skipIf(skip)("drawing a message as it comes into view, in Chromium", () => {
  let context: BrowserContext | undefined;
  let profile: string | undefined;
  let page: Page;
  const incidents: string[] = [];

  beforeAll(async () => {
    requireChromium();
    profile = mkdtempSync(join(tmpdir(), "indie-dice-chromium-"));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 800, height: 900 },
    });
    page = await context.newPage();
    watchIncidents(page, incidents);
    await page.setContent(PAGE);
    // The world holds 200 later messages: none of the log's is among its last ten.
    await page.evaluate(() => {
      const contents = Array.from({ length: 200 }, (_, index) => ({ id: `later${index}` }));
      (window as typeof window & { game: unknown }).game = { messages: { size: contents.length, contents } };
    });
    await page.addScriptTag({ content: await bundledModule() });
  });

  afterAll(async () => {
    await context?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
    expect(incidents).toEqual([]);
  });

  /** Renders `count` messages detached, asks for each one's draw, then puts them all into a log (or none). */
  async function batch(prefix: string, count: number, into: string | null): Promise<void> {
    await page.evaluate(
      ({ prefix, count, into }) => {
        const { drawInView } = (
          window as typeof window & { DrawInView: { drawInView(id: string, element: Element, draw: () => void): void } }
        ).DrawInView;
        const elements = Array.from({ length: count }, (_, index) => {
          const element = document.createElement("li");
          element.dataset.messageId = `${prefix}${index}`;
          element.style.height = "100px";
          drawInView(element.dataset.messageId, element, () => void (element.dataset.drawn = "yes"));
          (window as typeof window & Record<string, Element>)[`${prefix}${index}`] = element;
          return element;
        });
        if (!into) return;
        document.getElementById(into)!.prepend(...elements);
        const box = document.getElementById(into)!.parentElement!;
        box.scrollTop = box.scrollHeight;
      },
      { prefix, count, into },
    );
  }

  /** The ids drawn so far among `prefix`0 … `prefix`(count − 1), after two frames and a task. */
  async function drawn(prefix: string, count: number): Promise<number[]> {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
    );
    return page.evaluate(
      ({ prefix, count }) =>
        Array.from({ length: count }, (_, index) => index).filter(
          (index) =>
            (window as typeof window & Record<string, HTMLElement>)[`${prefix}${index}`]!.dataset.drawn === "yes",
        ),
      { prefix, count },
    );
  }

  it("draws what the reader sees at the log's bottom and 600 px above it, nothing further up", async () => {
    await batch("older", 60, "log");
    // 60 × 100 px, scrolled to the bottom of a 600 px box: 54–59 in view, 48–53 within the margin above, and 47,
    // whose bottom edge touches the margin's (an observer counts touching as intersecting).
    expect(await drawn("older", 60)).toEqual(Array.from({ length: 13 }, (_, index) => 47 + index));
  });

  it("draws the rest as the reader scrolls up to them", async () => {
    await page.evaluate(() => (document.getElementById("log-box")!.scrollTop = 0));
    const now = await drawn("older", 60);
    expect(now.slice(0, 12)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(now).not.toContain(30);
  });

  it("keeps the reader at the log's bottom while the messages above grow as they are drawn", async () => {
    const atBottom = await page.evaluate(async () => {
      const { drawInView } = (
        window as typeof window & {
          DrawInView: { drawInView(id: string | null, element: Element, draw: () => void): void };
        }
      ).DrawInView;
      const log = document.getElementById("grow-log")!;
      const box = log.parentElement!;
      // Thirty older messages of 100 px that grow to 250 px when drawn, then the world's last three, already whole.
      const older = Array.from({ length: 30 }, (_, index) => {
        const element = document.createElement("li");
        element.dataset.messageId = `grow${index}`;
        element.style.height = "100px";
        drawInView(element.dataset.messageId, element, () => void (element.style.height = "250px"));
        return element;
      });
      const recent = Array.from({ length: 3 }, () =>
        Object.assign(document.createElement("li"), { style: "height:250px" }),
      );
      log.prepend(...older, ...recent);
      box.scrollTop = box.scrollHeight;
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      for (let frames = 0; frames < 10; frames++) await frame();
      const grown = older.filter((element) => element.style.height === "250px").length;
      return { grown, gap: box.scrollHeight - box.clientHeight - box.scrollTop };
    });
    expect(atBottom.grown).toBeGreaterThan(0);
    expect(atBottom.gap).toBeLessThanOrEqual(1);
  });

  it("draws whole, a frame later, a render never put in the page", async () => {
    await batch("elsewhere", 3, null);
    expect(await drawn("elsewhere", 3)).toEqual([0, 1, 2]);
  });

  it("draws nothing in a log hidden behind another tab until it is shown", async () => {
    await batch("hidden", 4, "hidden-log");
    expect(await drawn("hidden", 4)).toEqual([]);
    await page.evaluate(() => (document.getElementById("hidden-box")!.style.display = "block"));
    // Shown, its four messages fit in its box.
    expect(await drawn("hidden", 4)).toEqual([0, 1, 2, 3]);
  });
});
