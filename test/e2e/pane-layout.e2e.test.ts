/**
 * A pane laid out as Foundry lays out its screen (issue 82): the chat log is a column at the right of the client's
 * screen, as Foundry's sidebar is (#ui-right, 300 px wide), and a window opens centred on the screen (v13
 * ApplicationV2#_updatePosition), over the canvas. On a laptop's screen (1280×800) a character's sheet then leaves
 * the newest message and the chat input in view, so a player sees her message arrive. Dragonbane's, World of
 * Darkness 5e's and Twodsix's sheets (700, 620 and 560 px wide) were drawn over the whole log when it lay under the
 * scene across the pane; Lancer's accuracy HUD (no window: its zone at the foot of the screen, left of the sidebar,
 * SlidingHUDZone.svelte) over a message's second line.
 */
import type { Locator } from "playwright-core";
import { expect, it } from "vitest";
import { inBothLooks } from "./looks";
import { ANN, GM, TablePage } from "./table-page";

/** Each world's sheet (or HUD) in each pane: the sheet button's id (playground/table/systems/<id>.ts), its window. */
const OPENED: readonly { system: string; rolls: Record<string, string>; window: string }[] = [
  { system: "dragonbane", rolls: { [ANN]: "sheet", [GM]: "npc-sheet" }, window: ".application.sheet" },
  { system: "wod5e", rolls: { [ANN]: "sheet", [GM]: "npc-sheet" }, window: ".application.sheet" },
  { system: "twodsix", rolls: { [ANN]: "sheet", [GM]: "warden-sheet" }, window: ".application.sheet" },
  { system: "lancer", rolls: { [ANN]: "rifle", [GM]: "warden-rifle" }, window: "#accdiff-hud" },
];

/** Whether a click in the middle of each element would land on it: nothing (a window) drawn over its centre. */
function inView(elements: Record<string, Locator>): Promise<Record<string, boolean>> {
  return Promise.all(
    Object.entries(elements).map(async ([name, element]) => {
      const seen = await element.evaluate((shown) => {
        const box = shown.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && shown.contains(hit);
      });
      return [name, seen] as const;
    }),
  ).then(Object.fromEntries);
}

inBothLooks("pane layout e2e", "a pane laid out as Foundry's screen", (look) => {
  for (const { system, rolls, window } of OPENED) {
    const name = `${system} at 1280×800: its sheet open in each pane, the newest message and the chat input in view`;
    it(
      name,
      async () => {
        const page = look.page();
        const table = new TablePage(page);
        await page.goto(`${look.url()}?seed=1&lang=en&theme=light&system=${system}`);
        await table.ready();
        await table.paneScreen({ width: 1280, height: 800 });
        // Lancer's HUD for an attack: Ann's against the Grave Warden she targets (the GM's rifle targets her hero).
        if (system === "lancer") await table.pane(ANN).locator('[data-target="wardenToken00001"]').click();
        for (const user of [ANN, GM]) {
          const pane = table.pane(user);
          await table.say(user, "A line long enough to cross the log, so that a window over any part of it hides it.");
          await pane.locator(`[data-sheet-roll="${rolls[user]}"]`).click();
          await pane.locator(`.table-windows ${window}`).last().waitFor();
          const seen = await inView({
            message: table.messages(user).last(),
            input: pane.locator("textarea[name=chat-message]"),
          });
          expect(seen, user).toEqual({ message: true, input: true });
        }
      },
      60_000,
    );
  }
});
