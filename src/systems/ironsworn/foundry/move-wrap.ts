import type { SystemWrap } from "../../../foundry/systems/system-adapter";

/**
 * The move a move's dialog is for (docs/systems-ironsworn.md "A move's buttons"). The dialog holds only the move's id
 * (`prerollOptions.moveDsId` or `moveId`, src/module/rolls/preroll-dialog.ts:341-370 at f5253894); the move item,
 * whose trigger options make the buttons, is in `showForMoveItem(move, prerollOptions, opts)` (:372-465), which both
 * `showForOfficialMove` and `showForMove` call on the class. So that method is observed: the move and the actor it
 * was opened for are remembered by the very options object the dialog keeps (:460).
 */

interface MoveOpened {
  readonly move: unknown;
  readonly actor: unknown;
}

const opened = new WeakMap<object, MoveOpened>();

export const moveWrap: SystemWrap = {
  target: "CONFIG.IRONSWORN.applications.IronswornPrerollDialog.showForMoveItem",
  before(_self, [move, prerollOptions, opts]) {
    if (typeof prerollOptions !== "object" || prerollOptions === null) return;
    const actor: unknown = typeof opts === "object" && opts !== null ? Reflect.get(opts, "actor") : undefined;
    opened.set(prerollOptions, { move, actor: actor ?? null });
  },
};

/** What the move's dialog was opened with, by its options object; null for a dialog no move opened. */
export const moveOpened = (prerollOptions: unknown): MoveOpened | null =>
  typeof prerollOptions === "object" && prerollOptions !== null ? (opened.get(prerollOptions) ?? null) : null;
