/**
 * The systems' own words, palettes and windows as the systems draw them (issue 82), at 1280×800 in both looks:
 * Lancer's accuracy HUD labels its cover radios with the system's words (Cover.svelte) and keeps the light ground
 * of its default UI theme (gms-red) in Foundry's dark theme too; World of Darkness 5e's roll dialog wears its splat's
 * colours (vampire-styling.less: the window framed and headed #650202, the dice header #650202 written #ededec).
 */
import { expect, it } from "vitest";
import { inBothLooks } from "./looks";
import { SYSTEM_DIALOGS } from "./system-dialogs";
import { ANN, TablePage } from "./table-page";
import { must } from "../kit";

const opener = (id: string) => must(SYSTEM_DIALOGS.find((one) => one.id === id));

inBothLooks("system looks e2e", "the systems' words and looks", (look) => {
  it("Lancer's HUD: each cover radio labelled (the system's words), a click picks it; light in dark", async () => {
    const page = look.page();
    const table = new TablePage(page);
    await page.goto(`${look.url()}?seed=1&lang=en&theme=dark&system=lancer`);
    await table.ready();
    await table.paneScreen({ width: 1280, height: 800 });
    const hud = await opener("lancer").open(table.pane(ANN));
    const labels = await hud
      .locator("input[type=radio]")
      .evaluateAll((radios) =>
        radios.map((radio) => document.querySelector(`label[for="${radio.id}"]`)?.textContent?.trim()),
      );
    expect(labels).toEqual(["No Cover", "Soft Cover (-1)", "Hard Cover (-2)"]);
    await hud.getByText("Soft Cover (-1)").click();
    await expect.poll(() => hud.locator("input.soft-cover").isChecked()).toBe(true);
    const ground = await hud.evaluate((form) => [getComputedStyle(form).backgroundColor, getComputedStyle(form).color]);
    expect(ground).toEqual(["rgb(237, 237, 237)", "rgb(0, 0, 0)"]);
  });

  it("WoD 5e's roll dialog in the vampire's colours: its frame, its header, its dice header", async () => {
    const page = look.page();
    const table = new TablePage(page);
    await page.goto(`${look.url()}?seed=1&lang=en&theme=light&system=wod5e`);
    await table.ready();
    await table.paneScreen({ width: 1280, height: 800 });
    const dialog = await opener("wod5e").open(table.pane(ANN));
    const drawn = await dialog.evaluate((element) => {
      const [frame, header, dice] = [
        element,
        element.querySelector(".window-header"),
        element.querySelector(".dice-group-header"),
      ].map((part) => (part ? getComputedStyle(part) : null));
      return {
        frame: `${frame?.borderTopWidth} ${frame?.borderTopColor}`,
        header: header?.backgroundColor,
        dice: `${dice?.backgroundColor} ${dice?.color} ${dice?.fontWeight}`,
      };
    });
    expect(drawn).toEqual({
      frame: "4px rgb(101, 2, 2)",
      header: "rgb(101, 2, 2)",
      dice: "rgb(101, 2, 2) rgb(237, 237, 236) 700",
    });
  });
});
