/**
 * The parts of a system's actor and sheet with roll buttons that every double shares, as helpers (not a class in
 * the sheet's chain: Foundry fires `render<Name>` for each class of it, and a kit class would add a hook no system
 * fires):
 * - `SheetSlot`: the sheet class a system registers at init, and each actor's sheet made once (Foundry's `sheet`
 *   getter), with no import circle between the actor's file and the sheet's;
 * - `bindRollRows`: a sheet's rows of roll buttons bound for owners only, the click (and any other event named)
 *   handed to the system's handler with the row;
 * - `RollBookkeeping` and `startedRoll`: the roll the last click started, which the drivers await.
 */

/** A sheet's constructor as Foundry's registration gives it: `new Sheet({ document })`. */
type SheetClass<A> = new (options: { document: A }) => unknown;

/** The sheet class a system registers at init, and each actor's sheet made once from it. */
export class SheetSlot<A extends object> {
  constructor(readonly systemName: string) {}
  #sheetClass: SheetClass<A> | null = null;
  readonly #sheets = new WeakMap<A, unknown>();

  /** Set at the system's init (its `DocumentSheetConfig.registerSheet` in the real system). */
  register(sheetClass: SheetClass<A>): void {
    this.#sheetClass = sheetClass;
  }

  /** The actor's sheet, made at its first read (Foundry's `ClientDocumentMixin#sheet`). */
  of(actor: A): unknown {
    if (!this.#sheetClass)
      throw new Error(`No ${this.systemName} actor sheet is registered: the world's init has not run`);
    if (!this.#sheets.has(actor)) this.#sheets.set(actor, new this.#sheetClass({ document: actor }));
    return this.#sheets.get(actor);
  }
}

/** The roll the last click on a sheet started (the double's, for drivers): its end, or null. */
export interface RollBookkeeping {
  lastRoll: Promise<unknown> | null;
}

/**
 * For an owner only (as the systems' `_onRender` / `activateListeners` check `isOwner`): each element under `root`
 * matching `selector` hands its `events` ("click" unless named) to `onRoll` with the row.
 */
export function bindRollRows(
  root: ParentNode,
  isOwner: boolean,
  selector: string,
  onRoll: (event: MouseEvent, row: HTMLElement) => void,
  events: readonly ("click" | "contextmenu")[] = ["click"],
): void {
  if (!isOwner) return;
  for (const row of root.querySelectorAll<HTMLElement>(selector)) {
    for (const type of events) row.addEventListener(type, (event) => onRoll(event, row));
  }
}

/**
 * A driver's click on `target` (with the modifier keys given, bubbling as a browser sends it) and the roll it
 * started; throws where there is no target or the click started none.
 */
export function startedRoll(
  sheet: RollBookkeeping,
  target: Element | null | undefined,
  what: string,
  keys: { shiftKey?: boolean; ctrlKey?: boolean } = {},
): Promise<unknown> {
  if (!target) throw new Error(`The sheet has no ${what}`);
  target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...keys }));
  if (!sheet.lastRoll) throw new Error(`The click on ${what} started no roll`);
  return sheet.lastRoll;
}
