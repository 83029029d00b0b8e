import type { RuleSetKit } from "../../../foundry/composition";

/**
 * What the adapter reads of Dragonbane's actors and items through their own methods (modules/actor.js, item.js at
 * 3f766cb; docs/systems-dragonbane.md "The value rolled against"), and who may see a value read from them.
 */

/** Calls `owner[name](...args)` when it is a method; undefined otherwise. */
export function callMethod(kit: RuleSetKit, owner: unknown, name: string, ...args: unknown[]): unknown {
  const method = kit.systems.field(owner, name);
  return typeof method === "function" ? Reflect.apply(method, owner, args) : undefined;
}

/** A number the test compares with, as read (`result <= target`); null for none. */
export function valueOf(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/**
 * Whether the current user may see a value of this actor's. Dragonbane has no setting for it: its sheet shows an
 * actor's skills and attributes to whoever may open it, and its chat cards hide an actor's own parts from a
 * non-owner (chat.js `hideChatPermissions`). So a GM sees every value, a player those of an actor they observe; a
 * GM's NPC's or monster's value — and any chance worked out from it — stays the GM's.
 */
export function valueVisible(kit: RuleSetKit, actor: unknown): boolean {
  if (game.user.isGM) return true;
  return callMethod(kit, actor, "testUserPermission", game.user, "OBSERVER") === true;
}
