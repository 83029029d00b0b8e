/**
 * One click rolls, wherever it lands on the button (docs/systems.md "A figure inside the system's control"): in each
 * game system whose figures Indie Dice draws inside its Roll button, Ann types in one of the dialog's fields and at
 * once presses the mouse on the figure itself. The press takes the focus from the field, whose `change` has the
 * figures drawn again between the press and the release — as a real click does. A browser sends the click only where
 * the element pressed is still on the page: the figure must be the same element after that drawing, or the dialog
 * stays open and nothing is rolled. Each test asserts that exactly one roll message is posted and that the dialog
 * closed.
 *
 * The other systems with a figure on their Roll button: Dragonbane's dialog has no field to type in (its checkboxes
 * and radios change on their own click, before the press on the button); Daggerheart and WFRP 4e draw their dialog
 * (Daggerheart all of it, WFRP its footer) again on a field's change, so the button itself is replaced and a press
 * on its own label is lost as well — the systems' doing, the same without Indie Dice.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { SYSTEM_DIALOGS } from "./system-dialogs";
import { ANN, TablePage } from "./table-page";

const skip = skipWithoutChromium("figure click e2e");

/** A system whose figure sits in a button: the field typed in, what is typed, the button whose figure is pressed. */
interface ButtonFigure {
  readonly id: string;
  readonly field: string;
  readonly typed: string;
  readonly button: string;
}

const CASES: readonly ButtonFigure[] = [
  // The situational bonus, then the middle of *Normal*.
  { id: "dnd5e", field: '[name="roll.0.situational"]', typed: "2", button: 'button[data-action="normal"]' },
  // Face Danger's *Adds*, then "Strong hit …" on the first stat's button.
  { id: "foundry-ironsworn", field: '[name="adds"]', typed: "1", button: "footer.form-footer button" },
  // *Other* DM, then the figure on *Roll*.
  { id: "twodsix", field: '[name="rollModifiers.other"]', typed: "-1", button: 'footer button[data-action="ok"]' },
  // *Difficulty*, then "Success …" on *Roll*.
  { id: "wod5e", field: "#inputDifficulty", typed: "2", button: 'footer button[data-action="roll"]' },
  // The HUD's flat bonus, then the figure on its Roll button.
  { id: "lancer", field: ".accdiff-flat-mod__input", typed: "1", button: 'button[data-button="submit"]' },
];

describe.skipIf(skip)(
  `a click on a figure in a system's button${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`,
  () => {
    let page: Page;
    let table: TablePage;
    usePlaygroundPage((opened) => {
      page = opened;
      table = new TablePage(opened);
    }, "?seed=1&system=dnd5e");

    /** The system's world in the tab and its dialog. */
    async function openDialog(id: string): Promise<Locator> {
      await table.openWorld(id);
      const opener = SYSTEM_DIALOGS.find((dialog) => dialog.id === id);
      if (!opener) throw new Error(`No dialog opener for ${id}`);
      return opener.open(table.pane(ANN));
    }

    /** Presses and releases the mouse in the middle of the figure's own box, as a hand does. */
    async function pressOn(figure: Locator): Promise<void> {
      const box = await figure.boundingBox();
      if (!box) throw new Error("The figure is not drawn");
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.up();
    }

    for (const { id, field, typed, button } of CASES) {
      it(`${id}: typed in a field, a click on the figure in its button rolls once and closes the dialog`, async () => {
        const dialog = await openDialog(id);
        const figure = dialog.locator(`${button} .indie-dice-system-chip`).first();
        await figure.waitFor();
        const before = await table.messages(ANN).count();
        // Typed as a hand types: the field keeps the focus, its `change` still to come.
        await dialog.locator(field).fill(typed);
        await figure.scrollIntoViewIfNeeded();
        await pressOn(figure);
        await expect.poll(() => dialog.isVisible()).toBe(false);
        await expect.poll(() => table.messages(ANN).count()).toBe(before + 1);
      });
    }
  },
);
