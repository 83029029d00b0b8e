import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemWatch } from "../../../foundry/systems/system-adapter";

/**
 * The row this user clicked last on an actor sheet (docs/systems-dragonbane.md "The value rolled against"). Dragonbane
 * opens a plain `DialogV2.input` from its test (modules/tests/dod-test.js:125-155 at 3f766cb) and hands it neither
 * the test nor the value rolled against, which the test reads only once the dialog has answered (skill-test.js:28,
 * attribute-test.js:22); the tests are on no global, so no wrap reaches them. What the page shows is the row clicked:
 * a skill's or weapon's `.rollable-skill` in its `.sheet-table-data[data-item-id]`, an attribute's
 * `.rollable-attribute[data-attribute]`, whose click the sheet turns into the test (actor-base-sheet.js:898-940,
 * character-sheet.js:471-484). It is remembered in the capture phase, before the sheet's own listener, and claimed by
 * the next roll dialog to open (roll-dialog.ts, which checks the dialog's title names that row).
 *
 * A click that opens no dialog is not remembered: Shift rolls with no boons or banes, Ctrl with every listed source
 * (dod-test.js:24, 130-137), a right click opens the item.
 */

/** What a click names: the sheet's actor and the item clicked or the attribute. */
export interface RowClick {
  readonly actor: unknown;
  readonly itemId: string | null;
  readonly attribute: string | null;
}

function rowClicked(kit: RuleSetKit, app: unknown, event: Event): RowClick | null | undefined {
  const target = kit.dom.eventElement(event);
  const skill = target?.closest(".rollable-skill");
  const attribute = target?.closest<HTMLElement>(".rollable-attribute");
  if (!skill && !attribute) return undefined;
  const skipsDialog = kit.dom.shiftHeld(event) || ("ctrlKey" in event && event.ctrlKey === true);
  const actor: unknown = typeof app === "object" && app !== null ? Reflect.get(app, "document") : null;
  return skipsDialog
    ? null
    : {
        actor,
        itemId: skill?.closest<HTMLElement>(".sheet-table-data")?.dataset.itemId ?? null,
        attribute: skill ? null : (attribute?.dataset.attribute ?? null),
      };
}

/** The row clicks the adapter hears: the watch of the sheets, and the claim of the dialog a click opened. */
export interface RowClicks {
  readonly watch: SystemWatch;
  /** The last click, taken by the dialog it opened (null when none is waiting). */
  claim(): RowClick | null;
}

/** Every actor sheet's rows (Dragonbane's sheets are ActorSheetV2s). */
export function rowClicks(kit: RuleSetKit): RowClicks {
  return kit.systems.sheetClickWatch((app, event) => rowClicked(kit, app, event));
}
