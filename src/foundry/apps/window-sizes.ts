/**
 * The size each dialog opens at (src/ui/dialogs/window-size.ts) and the size the user last resized it to, kept per
 * dialog in a client setting: a screen's size belongs to the device, not to the user's account.
 */
import {
  openingSize,
  sizeToRemember,
  type DialogWindowKind,
  type SavedSize,
  type WindowSize,
} from "../../ui/dialogs/window-size";
import { MODULE_ID } from "../module-id";
import type { DialogKind } from "../../core/dialog-kind-types";
import { mainDocument } from "../pages";
import { windowOf } from "../../ui/dom/realm";

/** One remembered size per roll dialog (a rule set's) and one for the Start contest dialog. */
type DialogWindowKey = `roll-${DialogKind}` | "start-contest";

type RememberedSizes = Partial<Record<DialogWindowKey, SavedSize>>;

function rememberedSizes(): RememberedSizes {
  const stored: unknown = game.settings.get(MODULE_ID, "windowSizes");
  return typeof stored === "object" && stored !== null ? (stored as RememberedSizes) : {};
}

/** The main window's size: Foundry opens a new window there (a window detached later is sized by the user). */
function screenSize(): { width: number; height: number } {
  const page = mainDocument();
  const view = windowOf(page);
  return {
    width: page.documentElement.clientWidth || view.innerWidth,
    height: page.documentElement.clientHeight || view.innerHeight,
  };
}

/** Where a dialog opens: its remembered size, else the widest layout this screen has room for. */
export function openingPosition(key: DialogWindowKey, kind: DialogWindowKind): WindowSize {
  return openingSize(kind, screenSize(), rememberedSizes()[key]);
}

/** Where a GM's form opens (Request a roll, a Group or Extended Test's start): its width on this screen. */
export function formPosition(): WindowSize {
  return openingSize({ kind: "form" }, screenSize());
}

/** On close: the size the user resized the window to, if they did, for the next time it opens. */
export function rememberSize(key: DialogWindowKey, position: { width?: unknown; height?: unknown }): void {
  const size = sizeToRemember(position);
  if (size === null) return;
  void game.settings.set(MODULE_ID, "windowSizes", { ...rememberedSizes(), [key]: size });
}
