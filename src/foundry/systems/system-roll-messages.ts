import { IndieDiceError } from "../../core/errors";
import { formatList } from "../../ui/lists";
import { systemOddsView } from "../../ui/systems/system-odds-view";
import { formatWith } from "../../ui/translator";
import { ourFlag } from "../cards/card-documents";
import { foundryTranslator } from "../chat/card-context";
import { messageContent } from "../chat/message-elements";
import { MODULE_ID } from "../module-id";
import type { ChatMessageView } from "../types/chat-message";
import type { SystemAdapter } from "./system-adapter";
import { systemOddsWanted } from "./system-dialog-odds";
import { systemAdapterOf } from "./system-registry";

/**
 * A system's roll keeps the chance it had before it was rolled (docs/systems.md "No dialog"): when
 * the system has configured a roll — in its dialog, or fast-forwarded without one — the adapter says what the roll's
 * message keeps (the roll as configured and where its target came from: plain data, never a figure), and each
 * client works the chance out again when it draws the message, for its own user, under the same secrecy as the
 * dialog. The target kept is one the system already keeps in the roll's own options.
 */

const FLAG = "systemRoll";

/** The system's hook fired: what the roll's message keeps goes into the data it is created from. */
export function recordSystemRoll(adapter: SystemAdapter, args: readonly unknown[]): void {
  const recorded = adapter.rolls?.record(args);
  // A dotted key, as `ChatMessage.create` data takes it: expanded into the message's flags beside the system's own.
  if (recorded) Reflect.set(recorded.messageData, `flags.${MODULE_ID}.${FLAG}`, { system: adapter.id, kept: recorded.kept });
}

/** The formula a system's roll message kept for its first roll (system-adapter.ts `SystemRolls.formula`), or null. */
export function systemRollFormula(message: Pick<ChatMessageView, "flags" | "rolls">): string | null {
  const value: unknown = message.flags?.[MODULE_ID]?.[FLAG];
  const flag = typeof value === "object" && value !== null ? { system: Reflect.get(value, "system"), kept: Reflect.get(value, "kept") } : null;
  const adapter = flag ? systemAdapterOf(game.system?.id) : null;
  return adapter?.rolls && flag?.system === adapter.id ? adapter.rolls.formula(flag.kept, message) : null;
}

/** The line under a drawn roll message that kept its chance; nothing for a roll the viewer may not see. */
export function drawSystemRollChance(message: ChatMessageView, html: HTMLElement): void {
  const flag = ourFlag(message, FLAG);
  if (!flag || !message.isContentVisible || !systemOddsWanted()) return;
  const adapter = systemAdapterOf(game.system?.id);
  if (!adapter?.rolls || flag.system !== adapter.id) return;
  const text = chanceText(adapter.rolls.reread(flag.kept, message));
  if (text === null) return;
  const line = html.ownerDocument.createElement("p");
  line.className = "indie-dice-system-chance";
  line.textContent = text;
  const result = html.querySelector(".dice-roll .dice-result") ?? messageContent(html);
  result?.append(line);
}

function chanceText(question: ReturnType<NonNullable<SystemAdapter["rolls"]>["reread"]>): string | null {
  if (!question) return null;
  let odds;
  try {
    odds = question.odds();
  } catch (error) {
    // A roll the engine cannot answer exactly had no figure before it either.
    if (error instanceof IndieDiceError) return null;
    throw error;
  }
  const i18n = foundryTranslator();
  const viewer = { isGM: game.user.isGM, targetVisible: question.targetVisible };
  const view = systemOddsView(odds, viewer, game.settings.get(MODULE_ID, "systemOddsForPlayers"), question.labels, i18n);
  const figures = (view?.rows ?? []).flatMap((row) => (row.cells[0] ? [`${row.label}: ${row.cells[0].text}`] : []));
  if (!view || figures.length === 0) return null;
  return formatWith(i18n, "INDIE_DICE.SystemOdds.BeforeTheRoll", { choice: view.columns[0] ?? "", figures: formatList(figures, i18n, "unit") });
}
