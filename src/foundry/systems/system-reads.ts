import { readSystemRules, type SystemRuleValues } from "../../core/systems/system-rules";
import type { SystemRollMessage } from "./system-adapter";

/**
 * Reading a game system's live objects and settings, which this module's types do not describe: a member of anything
 * (undefined where there is none), and one of the system's own world settings (undefined where the system registered
 * none). Every adapter reads through these.
 */

/** `from[name]` when `from` is an object, else undefined. */
export function field(from: unknown, name: string): unknown {
  return typeof from === "object" && from !== null ? Reflect.get(from, name) : undefined;
}

/**
 * A setting the system registers (`dnd5e.challengeVisibility`): not in this module's SettingConfig; undefined when
 * absent.
 */
export function systemSetting(namespace: string, key: string): unknown {
  try {
    return Reflect.apply(game.settings.get, game.settings, [namespace, key]);
  } catch {
    return undefined;
  }
}

/**
 * A system's rules from its world settings (docs/systems.md "A system's rule preset"): each setting `defaults` names,
 * in the system's namespace, or its default where the system registers none or it holds another type.
 */
export function systemRules<T extends SystemRuleValues>(namespace: string, defaults: T): T {
  return readSystemRules(defaults, (name) => systemSetting(namespace, name));
}

/**
 * The message Foundry's `preCreateChatMessage` hands first — about to be created, on the client creating it — and
 * the adapter's view of it (its rolls and flags), for a system that fires no hook of its own before its message
 * (docs/systems.md "No dialog"); null for anything else.
 */
export function messageAboutToBeCreated([message]: readonly unknown[]): {
  readonly document: object;
  readonly view: SystemRollMessage;
} | null {
  if (typeof message !== "object" || message === null) return null;
  const rolls = field(message, "rolls");
  return { document: message, view: { rolls: Array.isArray(rolls) ? rolls : [], flags: field(message, "flags") } };
}

/**
 * `SystemRolls.record` for core's `preCreateChatMessage`: what the message about to be created keeps, as `read` finds
 * it in the message document (null: nothing kept), with that document as the data the flag goes into.
 */
export function recordFromMessage(
  args: readonly unknown[],
  read: (document: object) => unknown,
): { readonly messageData: object; readonly kept: unknown } | null {
  const message = messageAboutToBeCreated(args);
  const kept = message ? read(message.document) : null;
  return message && kept !== null ? { messageData: message.document, kept } : null;
}

/**
 * Whether the current user is a player and a message's speaker is an actor no player owns (a GM's NPC): its numbers
 * are the GM's, so an adapter's `numbersHidden` keeps its figures from that player. A GM sees every figure.
 */
export function speakerIsGmsNpc(message: unknown): boolean {
  if (game.user.isGM) return false;
  const id = field(field(message, "speaker"), "actor");
  const actor = typeof id === "string" ? game.actors?.get(id) : undefined;
  return field(actor, "hasPlayerOwner") !== true;
}
