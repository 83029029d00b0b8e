/**
 * The macro hotbar's drop (v13 client/applications/ui/hotbar.mjs `#onDragDrop`), the part a module hooks into:
 * the drop's data is read from the drag event as JSON text (`TextEditor.getDragEventData`), then
 * `Hooks.call("hotbarDrop", hotbar, data, slot)` — the slot as the element's `data-slot` string — and a listener's
 * `false` ends it; a locked bar does nothing more; a dropped Macro (`{type: "Macro", uuid}`) of game.macros is
 * assigned to the slot with `User#assignHotbarMacro(macro, slot, {fromSlot})`.
 * Not emulated: creating macros for dropped Items, Actors, RollTables and other documents, the bar's rendering,
 * pages and context menu.
 */
import { globalOf, installedGlobal } from "./globals";
interface HooksLike {
  call(hook: string, ...args: unknown[]): boolean;
}

interface DropData {
  type?: string;
  uuid?: string;
  slot?: string | number;
}

export class HotbarDouble {
  locked = false;

  /** The data a drag event carries, as TextEditor.getDragEventData reads it: JSON text, else an empty object. */
  static dragData(event: { dataTransfer?: { getData(type: string): string } | null }): Record<string, unknown> {
    try {
      const data = JSON.parse(event.dataTransfer?.getData("text/plain") ?? "") as unknown;
      return typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }

  /** A drop on slot `slot` (1 … 50, given as Foundry's `data-slot` string). */
  async drop(event: { dataTransfer?: { getData(type: string): string } | null }, slot: string): Promise<unknown> {
    const data = HotbarDouble.dragData(event) as DropData;
    const hooks = globalOf<HooksLike>("Hooks");
    if (hooks?.call("hotbarDrop", this, data, slot) === false) return undefined;
    if (this.locked) return undefined;
    if (data.type !== "Macro" || typeof data.uuid !== "string") return undefined;
    const game = installedGlobal<{
      macros: Map<string, { id: string }>;
      user: { assignHotbarMacro(macro: unknown, slot: string, options: object): Promise<unknown> };
    }>("game");
    const macro = game.macros.get(data.uuid.replace(/^Macro\./, ""));
    if (!macro) return undefined;
    return game.user.assignHotbarMacro(macro, slot, { fromSlot: data.slot });
  }
}
