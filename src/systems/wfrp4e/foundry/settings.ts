import type { RuleSetKit } from "../../../foundry/composition";

/**
 * What the adapter reads of WFRP 4e's settings (src/hooks/init.js:142-275 at 32897839), and who may see an actor's
 * test data: with `hideTestData` (on by default) the system strips the target and its breakdown from the chat cards
 * of a player who does not own the actor (src/hooks/chat.js:15-28), so no figure worked out from that target is
 * shown to them either.
 */

/** A world setting of the system's, as `game.settings.get("wfrp4e", key)` reads it; undefined if not registered. */
export function settingOf(kit: RuleSetKit, key: string): unknown {
  try {
    const settings: unknown = game.settings;
    const get = kit.systems.field(settings, "get");
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
export function testDataVisible(kit: RuleSetKit, actor: unknown): boolean {
  return game.user.isGM || settingOf(kit, "hideTestData") === false || permitted(kit, actor, "OWNER");
}

/**
 * Whether the current user may see the actor's sheet, and so its Sin (a GM, an observer): no card shows a Sin, and
 * hideTestData speaks only of the test's data — a prayer's Wrath figure would give a GM's NPC's Sin back.
 */
export function sheetVisible(kit: RuleSetKit, actor: unknown): boolean {
  return game.user.isGM || permitted(kit, actor, "OBSERVER");
}

function permitted(kit: RuleSetKit, actor: unknown, level: "OWNER" | "OBSERVER"): boolean {
  const test = kit.systems.field(actor, "testUserPermission");
  return typeof test === "function" && Reflect.apply(test, actor, [game.user, level]) === true;
}
