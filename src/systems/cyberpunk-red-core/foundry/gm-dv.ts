import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemRollMessage } from "../../../foundry/systems/system-adapter";
import { cpredKeptOf } from "../core/cpred-card";
import { CPRED_GM_DV } from "../ui/roll-labels";
import { dvRow, dvTyped } from "./dv-field";

/**
 * A DV the GM sets on a check's message, hidden from players (docs/systems-cyberpunk-red-core.md "A DV the GM sets"):
 * the system has none, so the GM's client alone draws a DV field under a check's card. What he types stays in his
 * client's memory (every client reads a message's flags, so it is written in none) and draws the chance the check had
 * against it, and whether its total beat it, for him alone; a reload forgets it. "Share with players" writes it into
 * the message's record, which every client then reads as the check's DV — while a GM wrote the message last.
 */

const ROW_CLASS = "indie-dice-cpred-gm-dv";
/** Where the module keeps a system roll's record (src/foundry/systems/system-roll-messages.ts). */
const RECORD = "flags.indie-dice.systemRoll.kept";
/** Who last created or updated the message: Foundry's server writes it (DocumentStatsField.managedFields). */
const LAST_WRITER = "_stats.lastModifiedBy";

export interface CpredGmDv {
  /** The DV a message's check is judged against for the current user, the GM's own first; null where none. */
  dvOf(message: SystemRollMessage): number | null;
  /** Draws the GM's field on a check's drawn message whose record its card bears out, in his client alone. */
  draw(message: SystemRollMessage, html: HTMLElement): void;
}

const path = (kit: RuleSetKit, from: unknown, dotted: string) =>
  dotted.split(".").reduce((at, key) => kit.systems.field(at, key), from);

export function cpredGmDv(kit: RuleSetKit): CpredGmDv {
  const held = new Map<string, number>();
  const idOf = (message: unknown) => kit.systems.field(message, "id");
  /**
   * The DV shared in the record, where a GM wrote the message last. The check's author may update her own message,
   * flags and all (its update permission is OWNER, and its author is one): a `sharedDv` she wrote is not the GM's.
   */
  function shared(message: unknown): number | null {
    const writer = path(kit, message, LAST_WRITER);
    const byGm = typeof writer === "string" && game.users?.get(writer)?.isGM === true;
    return byGm ? (cpredKeptOf(path(kit, message, RECORD))?.sharedDv ?? null) : null;
  }

  function dvOf(message: SystemRollMessage): number | null {
    const id = idOf(message);
    const own = game.user?.isGM === true && typeof id === "string" ? held.get(id) : undefined;
    return own ?? shared(message);
  }

  function redraw(message: unknown): void {
    const update = kit.systems.field(ui.chat, "updateMessage");
    if (typeof update === "function") void Reflect.apply(update, ui.chat, [message]);
  }

  function row(message: unknown, id: string, page: Document): HTMLElement {
    const { row: line, input } = dvRow(page, ROW_CLASS, CPRED_GM_DV, held.get(id) ?? shared(message));
    input.addEventListener("change", () => {
      const dv = dvTyped(input.value);
      if (dv === null) held.delete(id);
      else held.set(id, dv);
      redraw(message);
    });
    const share = page.createElement("button");
    share.type = "button";
    share.textContent = game.i18n?.localize(CPRED_GM_DV.share) ?? "";
    share.disabled = !held.has(id) || held.get(id) === shared(message);
    // The one way the GM's DV leaves his client: his choice, written where every client reads it.
    share.addEventListener("click", () => {
      const update = kit.systems.field(message, "update");
      const dv = held.get(id);
      if (typeof update === "function" && dv !== undefined)
        void Reflect.apply(update, message, [{ [`${RECORD}.sharedDv`]: dv }]);
    });
    line.append(share);
    return line;
  }

  return {
    dvOf,
    draw(message, html) {
      const id = idOf(message);
      if (game.user?.isGM !== true || typeof id !== "string") return;
      (html.querySelector(".message-content") ?? html).append(row(message, id, html.ownerDocument));
    },
  };
}
