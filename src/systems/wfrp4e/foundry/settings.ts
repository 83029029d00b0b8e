import { field } from "../../../foundry/systems/system-reads";

/**
 * What the adapter reads of WFRP 4e's settings (src/hooks/init.js:142-275 at 32897839), and who may see an actor's
 * test data: with `hideTestData` (on by default) the system strips the target and its breakdown from the chat cards
 * of a player who does not own the actor (src/hooks/chat.js:15-28), so no figure worked out from that target is
 * shown to them either.
 */

/** A world setting of the system's, as `game.settings.get("wfrp4e", key)` reads it; undefined if not registered. */
export function settingOf(key: string): unknown {
  try {
    const settings: unknown = game.settings;
    const get = field(settings, "get");
    return typeof get === "function" ? Reflect.apply(get, settings, ["wfrp4e", key]) : undefined;
  } catch {
    return undefined;
  }
}

/** A finite number, or null. */
export function numberOf(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** Whether the current user may see the actor's target: a GM, an owner, or anyone when hideTestData is off. */
export function testDataVisible(actor: unknown): boolean {
  return game.user.isGM || settingOf("hideTestData") === false || permitted(actor, "OWNER");
}

/**
 * Whether the current user may see the actor's sheet, and so its Sin (a GM, an observer): no card shows a Sin, and
 * hideTestData speaks only of the test's data — a prayer's Wrath figure would give a GM's NPC's Sin back.
 */
export function sheetVisible(actor: unknown): boolean {
  return game.user.isGM || permitted(actor, "OBSERVER");
}

function permitted(actor: unknown, level: "OWNER" | "OBSERVER"): boolean {
  const test = field(actor, "testUserPermission");
  return typeof test === "function" && Reflect.apply(test, actor, [game.user, level]) === true;
}
