/**
 * Each game system's world of the table (`?system=<id>`, playground/table/systems/) and the roll dialog Ann opens
 * there from her character's sheet, as its sheet does: what the browser suites and `npm run screenshots` open. Each
 * opener returns the dialog once the module's figures are in it.
 */
import type { Locator } from "playwright-core";

export interface SystemDialog {
  /** The world's `?system=` id, as game.system.id has it. */
  readonly id: string;
  /** The dialog, opened in Ann's pane (`pane`), its figures drawn. */
  open(pane: Locator): Promise<Locator>;
}

/** The dialog a sheet button opens, once the module's figures are in it. */
async function fromSheet(pane: Locator, roll: string, window: string): Promise<Locator> {
  await pane.locator(`[data-sheet-roll="${roll}"]`).click();
  const dialog = pane.locator(`.table-windows ${window}`).last();
  await dialog.locator(".indie-dice-system-odds").waitFor();
  return dialog;
}

export const SYSTEM_DIALOGS: readonly SystemDialog[] = [
  // dnd5e's D20RollConfigurationDialog (ApplicationV2), Stealth against DC 15.
  { id: "dnd5e", open: (pane) => fromSheet(pane, "stealth-dc", ".application:has(.indie-dice-system-odds)") },
  // pf2e's CheckModifiersDialog (ApplicationV1: .app.window-app), Stealth against DC 20.
  { id: "pf2e", open: (pane) => fromSheet(pane, "stealth-dc", ".roll-modifiers-dialog") },
  // Daggerheart's D20RollDialog, Agility against difficulty 12.
  { id: "daggerheart", open: (pane) => fromSheet(pane, "agility-difficulty", ".roll-selection") },
  // CoC7's character sheet, then its roll dialog from the Stealth row.
  {
    id: "CoC7",
    async open(pane) {
      await pane.locator('[data-sheet-roll="sheet"]').click();
      await pane.locator(".table-windows .skill-name.rollable", { hasText: /^Stealth$/ }).click();
      const dialog = pane.locator(".table-windows .bonus-selection");
      await dialog.locator(".indie-dice-system-odds").waitFor();
      return dialog;
    },
  },
  // Shadowdark's RollDialogSD from a `[[check 12 dex]]` link.
  { id: "shadowdark", open: (pane) => fromSheet(pane, "check-link", "#sd-roll-dialog") },
  // Dragonbane's character sheet, then its DialogV2 of boons and banes from the Awareness row.
  {
    id: "dragonbane",
    async open(pane) {
      await pane.locator('[data-sheet-roll="sheet"]').click();
      await pane.locator(".table-windows .rollable-skill", { hasText: /^Awareness$/ }).click();
      const dialog = pane.locator(".table-windows dialog.application:has(.dod-controls)");
      await dialog.locator(".indie-dice-system-odds").waitFor();
      return dialog;
    },
  },
  // Alien RPG's modifier prompt (a plain DialogV2) for Comtech 4 with stress 2, as a right-click opens it.
  {
    id: "alienrpg",
    open: (pane) => fromSheet(pane, "comtech-mod", ".application.dialog:has(.indie-dice-system-odds)"),
  },
  // World of Darkness 5e's actor sheet, then its roll dialog (a plain DialogV2) from the Wits button.
  {
    id: "wod5e",
    async open(pane) {
      await pane.locator('[data-sheet-roll="sheet"]').click();
      await pane.locator('.table-windows [data-action="roll"][data-label="wits"]').click();
      const dialog = pane.locator(".table-windows dialog.application.roll-dialog");
      await dialog.locator(".indie-dice-system-odds").waitFor();
      return dialog;
    },
  },
  // WFRP 4e's roll dialog (warhammer-lib's WarhammerRollDialogV2) for Ilsa's Perception 45, from her sheet's test
  // button.
  { id: "wfrp4e", open: (pane) => fromSheet(pane, "perception", ".roll-dialog-v2") },
  // Ironsworn's pre-roll dialog (a DialogV2 whose button pressed picks the stat) for Face Danger.
  { id: "foundry-ironsworn", open: (pane) => fromSheet(pane, "move", "dialog.application.ironsworn") },
  // Lancer's accuracy HUD (a form on the page, no application) for the Assault Rifle, against the Grave Warden.
  {
    id: "lancer",
    async open(pane) {
      await pane.locator('[data-target="wardenToken00001"]').click();
      return fromSheet(pane, "rifle", "#accdiff-hud");
    },
  },
  // Twodsix's actor sheet, then its throw dialog (a plain DialogV2) from the Pilot skill.
  {
    id: "twodsix",
    async open(pane) {
      await pane.locator('[data-sheet-roll="sheet"]').click();
      await pane.locator('.table-windows [data-item-id="pilot"] [data-action="skillTalentRoll"]').click();
      const dialog = pane.locator(".table-windows dialog.application:has(.roll-settings)");
      await dialog.locator(".indie-dice-system-odds").waitFor();
      return dialog;
    },
  },
];
