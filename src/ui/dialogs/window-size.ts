/**
 * How large a dialog window opens: wide enough for its fields and its odds side by side when the screen has the
 * room (styles/dialogs.css lays them out by the window's width), else one column; the size the user last gave
 * that dialog by resizing it, where there is one. Shared by the Foundry dialogs and the playground.
 */

/** A window's opening size; `"auto"` height: as tall as its content, up to the screen (Foundry caps it). */
export interface WindowSize {
  readonly width: number;
  readonly height: number | "auto";
}

interface ScreenSize {
  readonly width: number;
  readonly height: number;
}

/** A size the user gave a dialog by resizing it, as remembered. */
export interface SavedSize {
  readonly width: number;
  readonly height: number;
}

/**
 * Which window: a roll dialog, the Start contest dialog with its number of sides (attackers and defender), or one of
 * the GM's forms (Request a roll, a Group Test's and an Extended Test's start): a label beside each field.
 */
export type DialogWindowKind =
  { readonly kind: "roll" } | { readonly kind: "startContest"; readonly sides: number } | { readonly kind: "form" };

/** One column: a field's label beside it, the odds under them. */
export const NARROW_WIDTH = 460;
/** Fields and odds side by side (styles/dialogs.css switches at 44rem of window). */
export const ROLL_WIDE_WIDTH = 820;
/**
 * A contest side's column: its widest field (Japanese Kaiser's check choice, about 357 px), its frame and the grid's
 * gap.
 */
const SIDE_COLUMN_WIDTH = 368;
/** The Start contest dialog's chances beside the sides. */
const CONTEST_ODDS_WIDTH = 340;
/** A GM's form: its longest label (German) on at most two lines beside its field, within a 1280 px laptop's room. */
export const FORM_WIDTH = 600;
/** At most this many sides stand in one row; more wrap under them. */
const MAX_SIDE_COLUMNS = 4;
/** What Foundry's chat sidebar takes from the screen (`--sidebar-width`) and a margin: the window stays clear of it. */
const SIDEBAR_AND_MARGIN = 340;
/**
 * What a Start contest window leaves of the screen's width when it cannot have its sides and its chances clear of
 * the sidebar: a margin each side. Foundry bounds a window by the screen, not by its sidebar (v13 ApplicationV2
 * #_updatePosition), so the sides stand abreast over the sidebar rather than stacked in a window that scrolls.
 */
const SCREEN_MARGIN = 32;
/** The smallest remembered size honoured: a window cannot be made unusable by one careless drag. */
const MIN_SAVED = { width: 320, height: 240 } as const;
/** The frame and gaps around the columns of the Start contest dialog. */
const CONTEST_FRAME = 48;

/** The size a dialog opens at on this screen. */
export function openingSize(kind: DialogWindowKind, screen: ScreenSize, saved?: unknown): WindowSize {
  const remembered = readSavedSize(saved);
  if (remembered) return clampToScreen(remembered, screen);
  if (kind.kind === "startContest") return { width: startContestWidth(kind.sides, screen), height: "auto" };
  const wanted = kind.kind === "roll" ? ROLL_WIDE_WIDTH : FORM_WIDTH;
  return { width: widthWithin(wanted, screen.width - SIDEBAR_AND_MARGIN, screen), height: "auto" };
}

/** The wanted width where the room holds it, else the room (never under one column's), never wider than the screen. */
function widthWithin(wanted: number, room: number, screen: ScreenSize): number {
  const width = wanted <= room ? wanted : Math.max(NARROW_WIDTH, Math.min(room, wanted));
  return Math.min(width, screen.width);
}

/**
 * Sides in columns (at most four a row) and the chances beside them, clear of the sidebar where the screen has the
 * room; else the sides still abreast with the chances under them (styles/dialogs.css), as wide as the screen allows:
 * three sides stacked in one column are taller than a laptop's screen.
 */
function startContestWidth(sides: number, screen: ScreenSize): number {
  const columns = Math.min(MAX_SIDE_COLUMNS, Math.max(2, Math.trunc(sides)));
  const sidesWidth = columns * SIDE_COLUMN_WIDTH + CONTEST_FRAME;
  const wanted = sidesWidth + CONTEST_ODDS_WIDTH;
  if (wanted <= screen.width - SIDEBAR_AND_MARGIN) return wanted;
  return widthWithin(wanted, screen.width - SCREEN_MARGIN, screen);
}

/**
 * A remembered size as stored (a client setting, localStorage: anything may be there): whole positive numbers, at
 * least the smallest usable window; null for anything else.
 */
export function readSavedSize(saved: unknown): SavedSize | null {
  if (typeof saved !== "object" || saved === null) return null;
  const { width, height } = saved as Record<string, unknown>;
  if (typeof width !== "number" || typeof height !== "number") return null;
  if (!Number.isFinite(width) || !Number.isFinite(height)) return null;
  return {
    width: Math.max(MIN_SAVED.width, Math.round(width)),
    height: Math.max(MIN_SAVED.height, Math.round(height)),
  };
}

function clampToScreen(size: SavedSize, screen: ScreenSize): SavedSize {
  return { width: Math.min(size.width, screen.width), height: Math.min(size.height, screen.height) };
}

/** The size to remember when a window closes: only one the user resized (Foundry then holds a numeric height). */
export function sizeToRemember(position: { width?: unknown; height?: unknown }): SavedSize | null {
  return typeof position.height === "number" ? readSavedSize(position) : null;
}
