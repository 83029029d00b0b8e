/**
 * Every game system's own roll dialog drawn as a window, in both looks (README "Seeing it in Foundry's own look"):
 * on a laptop's screen (1280×800), light and dark, the dialog Ann opens in each system's world (system-dialogs.ts) is
 * a window — a background of its own, whole inside her pane — through which nothing of the pane shows: its pixels
 * are the same whatever is drawn under it. pf2e's is an ApplicationV1 window (.app.window-app), which the playground's
 * look once drew with no background, its rows over Ann's chat input. The playground's look always runs; Foundry's own
 * look runs where FOUNDRY_PATH names a Foundry installation (CI has none: there it is skipped, saying so).
 */
import type { Locator, Page } from "playwright-core";
import { expect, it } from "vitest";
import { inBothLooks } from "./looks";
import { SYSTEM_DIALOGS } from "./system-dialogs";
import { ANN, TablePage } from "./table-page";

/** What is drawn under the windows of Ann's pane, over everything else of it: a stripe no window paints. */
const UNDERLAY = "indie-dice-test-underlay";

/**
 * The window as drawn: its box (inset by its corners' radius, which lets the pane show by design), whether its
 * computed background is painted (a colour not transparent, or an image), and whether it lies whole inside its pane
 * (the client's screen), and whether a V1 window's content shows whole.
 */
function windowBox(dialog: Locator) {
  return dialog.evaluate((element) => {
    const window = element.closest(".app, .application") ?? element;
    const style = getComputedStyle(window);
    const radius = Math.max(
      ...["top-left", "top-right", "bottom-left", "bottom-right"].map(
        (corner) => parseFloat(style.getPropertyValue(`border-${corner}-radius`)) || 0,
      ),
    );
    const box = window.getBoundingClientRect();
    const color = style.backgroundColor;
    const painted = style.backgroundImage !== "none" || !/rgba\(.*,\s*0\)$|transparent/.test(color);
    const pane = (window.closest(".table-windows") ?? document.body).getBoundingClientRect();
    const inside =
      box.top >= pane.top - 0.5 &&
      box.bottom <= pane.bottom + 0.5 &&
      box.left >= pane.left - 0.5 &&
      box.right <= pane.right + 0.5;
    // A V1 window is given a fixed height before its render hooks draw the figures (Foundry's order): its content
    // must then have been measured again, not left to scroll its Roll button out of sight.
    const content = window.querySelector(".window-content");
    const whole =
      !window.matches(".window-app") || (content !== null && content.scrollHeight <= content.clientHeight + 1);
    return {
      x: box.x + radius,
      y: box.y + radius,
      width: box.width - 2 * radius,
      height: box.height - 2 * radius,
      painted,
      inside,
      whole,
    };
  });
}

/** Whatever is under the middle of Ann's chat input is her dialog's window, when that window covers the input. */
function inputCovered(dialog: Locator): Promise<boolean | null> {
  return dialog.evaluate((element, user) => {
    const window = element.closest(".app, .application") ?? element;
    const field = document.querySelector(`[data-client-user="${user}"] textarea[name=chat-message]`);
    if (!field) return false;
    const input = field.getBoundingClientRect();
    const box = window.getBoundingClientRect();
    const [x, y] = [input.x + input.width / 2, input.y + input.height / 2];
    if (x < box.left || x > box.right || y < box.top || y > box.bottom) return null;
    return window.contains(document.elementFromPoint(x, y));
  }, ANN);
}

/**
 * How many pixels of two pictures of one size differ by more than a rounding's worth in some channel (the browser
 * paints an anti-aliased edge a unit apart when the layers under it change; a stripe seen through even a tenth of
 * a window's ground moves a channel by over 20).
 */
function pixelsChanged(page: Page, before: Buffer, after: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const pixels = async (data: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = Object.assign(document.createElement("canvas"), { width: image.width, height: image.height });
        const context = canvas.getContext("2d");
        if (!context) throw new Error("no 2d canvas");
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [one, other] = [await pixels(first), await pixels(second)];
      let changed = 0;
      for (let i = 0; i < one.length; i += 4) {
        if ([0, 1, 2].some((channel) => Math.abs((one[i + channel] ?? 0) - (other[i + channel] ?? 0)) > 8)) changed++;
      }
      return changed;
    },
    [before.toString("base64"), after.toString("base64")] as const,
  );
}

/**
 * The pixels of the window that change when a loud stripe is drawn under Ann's windows: none when nothing shows
 * through.
 */
async function seenThrough(page: Page, dialog: Locator): Promise<number> {
  const { x, y, width, height } = await windowBox(dialog);
  const clip = { x, y, width, height };
  const before = await page.screenshot({ clip, animations: "disabled", caret: "hide" });
  await page.evaluate(
    ([user, id]) => {
      const stripe = Object.assign(document.createElement("div"), { id });
      stripe.style.cssText =
        "position:absolute;inset:0;z-index:9;background:repeating-linear-gradient(45deg,#f0f 0 6px,#0f0 6px 12px);";
      document.querySelector(`[data-client-user="${user}"] .table-client-main`)?.append(stripe);
    },
    [ANN, UNDERLAY] as const,
  );
  const after = await page.screenshot({ clip, animations: "disabled", caret: "hide" });
  await page.evaluate((id) => document.getElementById(id)?.remove(), UNDERLAY);
  return pixelsChanged(page, before, after);
}

inBothLooks("system windows e2e", "each system's roll dialog is a window", (look) => {
  for (const system of SYSTEM_DIALOGS) {
    it(
      `${system.id} at 1280×800, light then dark: a painted window whole inside Ann's pane, its ` +
        `content whole, nothing of the pane seen through it`,
      async () => {
        const page = look.page();
        const table = new TablePage(page);
        await page.goto(`${look.url()}?seed=1&lang=en&theme=light&system=${system.id}`);
        await table.ready();
        await table.paneScreen({ width: 1280, height: 800 });
        const dialog = await system.open(table.pane(ANN));
        for (const theme of ["light", "dark"]) {
          if (theme === "dark") await page.selectOption("#theme", "dark");
          expect(
            await windowBox(dialog).then(({ painted, inside, whole }) => ({ painted, inside, whole })),
            theme,
          ).toEqual({ painted: true, inside: true, whole: true });
          expect(await inputCovered(dialog), theme).not.toBe(false);
          expect(await seenThrough(page, dialog), theme).toBe(0);
        }
      },
      60_000,
    );
  }
});
