import { FORMULA_KIND, isDialogKind } from "../../core/dialog-kinds";
import type { DialogKind } from "../../core/dialog-kind-types";
import { dialogKindLook } from "../../ui/dialog-kinds";
import { offeredRuleSets } from "../settings";
import { focusReturner } from "../../ui/dom/return-focus";
import { focusedDocument } from "../pages";
import { MODULE_ID } from "../module-id";

/**
 * Asks which dialog to open: one button for each rule set the world offers, then *Any formula* (which every world
 * has: docs/formula-dialog.md) — DialogV2, so Escape closes and the first is focused.
 */
export async function pickDialogKind(): Promise<DialogKind | null> {
  const offered: DialogKind[] = [...offeredRuleSets(), FORMULA_KIND];
  const { DialogV2 } = foundry.applications.api;
  // Once the choice is gone, the focus goes back to what opened it (src/ui/dom/return-focus.ts): DialogV2.wait
  // answers on the click, and calls `close` once the window is gone.
  const giveFocusBack = focusReturner(focusedDocument());
  const content = await foundry.applications.handlebars.renderTemplate(
    `modules/${MODULE_ID}/templates/dialogs/question.hbs`,
    { text: game.i18n.localize("INDIE_DICE.Picker.Prompt") },
  );
  const choice = await DialogV2.wait({
    window: { title: "INDIE_DICE.Picker.Title", icon: "fa-solid fa-dice" },
    classes: ["indie-dice", "rule-set-picker"],
    content,
    buttons: offered.map((kind, index) => ({
      action: kind,
      label: dialogKindLook(kind).labelKey,
      icon: dialogKindLook(kind).icon,
      default: index === 0,
    })),
    rejectClose: false,
    close: () => giveFocusBack(),
  });
  return isDialogKind(choice) && offered.includes(choice) ? choice : null;
}
