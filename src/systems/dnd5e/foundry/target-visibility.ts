import type { RuleSetKit } from "../../../foundry/composition";
import type { D20Kind } from "../core/d20-odds";

/**
 * Whether dnd5e lets the current user see the target a roll is judged against (docs/systems-dnd5e.md →
 * "Secrecy"), so that no figure worked out from it reaches one who may not (a chance to hit gives the AC back).
 * dnd5e's own rules (documents/chat-message.mjs at release 5.3.3, 965ad2d):
 * - an attack's AC: a GM, or anyone when `attackRollVisibility` is `all` (`hideAC` shows hit or miss, not the AC);
 * - a check's or save's DC: in the dialog, as the message the roll came from shows it (`ChatMessage5e#
 *   shouldDisplayChallenge`: a GM, its author, anyone under `challengeVisibility` `all`, under `player` when its
 *   author is no GM), otherwise (a sheet, a journal's link) anyone unless the setting is `none`; on the roll's own
 *   message, as dnd5e marks its success there (`_highlightCriticalSuccessFailure`): by the message it names as its
 *   origin (`flags.dnd5e.originatingMessage`), else by itself — so a GM's roll against a DC, drawn for a player
 *   under `player`, shows no chance; a roll link written with `hideDC` shows none anywhere;
 * - a death save's DC is the rules' 10, no secret.
 */
export interface TargetSource {
  /** The id of the chat message the roll was started from (`config.event`'s message), if any. */
  readonly messageId: string | null;
  /** Whether the link the roll was started from hides its DC (`data-hide-d-c`, enrichers.mjs). */
  readonly hiddenLink: boolean;
}

/** Where a dialog's or a fast-forwarded roll's target came from, read from the event that started it. */
export function targetSourceOf(kit: RuleSetKit, event: unknown): TargetSource {
  const target: unknown = typeof event === "object" && event !== null ? Reflect.get(event, "target") : null;
  if (!kit.dom.isElement(target)) return { messageId: null, hiddenLink: false };
  const message = target.closest<HTMLElement>("[data-message-id]");
  return { messageId: message?.dataset.messageId ?? null, hiddenLink: target.closest("[data-hide-d-c]") !== null };
}

/** A chat message as dnd5e's secrecy reads it: its author and its flags. */
interface JudgedMessage {
  readonly author?: unknown;
  readonly flags?: unknown;
}

/** Whether the current user may see the target: in a dialog (no `drawn`), or on the roll's message `drawn`. */
export function targetVisible(kit: RuleSetKit, kind: D20Kind, source: TargetSource, drawn?: JudgedMessage): boolean {
  if (game.user.isGM || kind === "death") return true;
  if (kind === "attack") return dnd5eSetting(kit, "attackRollVisibility") === "all";
  if (source.hiddenLink) return false;
  const message = drawn ?? chatMessage(source.messageId);
  if (message) return displaysChallenge(kit, message);
  return dnd5eSetting(kit, "challengeVisibility") !== "none";
}

/** One of dnd5e's settings; undefined when absent. */
export function dnd5eSetting(
  kit: RuleSetKit,
  key: "attackRollVisibility" | "challengeVisibility" | "rulesVersion",
): unknown {
  return kit.systems.systemSetting("dnd5e", key);
}

/** The chat message of an id a flag or the page names (whatever its author wrote), from Foundry's own list. */
function chatMessage(id: unknown): JudgedMessage | null {
  // Read as a plain object: fvtt-types' message class is not the view this file reads.
  const found: object | undefined = typeof id === "string" && id !== "" ? game.messages?.get(id) : undefined;
  return found ?? null;
}

/**
 * `ChatMessage5e#shouldDisplayChallenge` of the message's origin (`ChatMessage5e#getOriginatingMessage`: the message
 * its flag names, else itself).
 */
function displaysChallenge(kit: RuleSetKit, message: JudgedMessage): boolean {
  const flags: unknown = message.flags;
  const dnd5eFlags: unknown = typeof flags === "object" && flags !== null ? Reflect.get(flags, "dnd5e") : null;
  const originatingId: unknown =
    typeof dnd5eFlags === "object" && dnd5eFlags !== null ? Reflect.get(dnd5eFlags, "originatingMessage") : null;
  const origin: JudgedMessage = chatMessage(originatingId) ?? message;
  const own: unknown = Reflect.get(Object(origin), "shouldDisplayChallenge");
  if (typeof own === "boolean") return own;
  // Read as dnd5e reads it where its message class is not at hand.
  const author = Object(origin.author ?? {});
  if (Reflect.get(author, "id") === game.user.id) return true;
  const visibility = dnd5eSetting(kit, "challengeVisibility");
  return visibility === "all" || (visibility === "player" && Reflect.get(author, "isGM") !== true);
}
