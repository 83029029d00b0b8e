/**
 * Where an actor's Rolls window is found while open (src/foundry/apps/rolls-window.ts): apart from the window itself,
 * so the start-up script, which redraws an open window when its actor changes, does not carry the window's code; the
 * window loads as its own chunk the first time one opens.
 */

/** One window per actor: its id, from the actor's uuid. */
export function rollsWindowId(actor: Actor.Implementation): string {
  return `indie-dice-rolls-${actor.uuid.replaceAll(".", "-")}`;
}

/** The actor's open Rolls window, found where Foundry keeps every open application. */
export function openRollsWindowOf(actor: Actor.Implementation): foundry.applications.api.ApplicationV2.Any | undefined {
  return foundry.applications.instances.get(rollsWindowId(actor));
}

/** Redraws an actor's open Rolls window when the actor changes (a saved roll, a skill its `@` fields read). */
export function redrawRollsWindow(actor: Actor.Implementation): void {
  const open = openRollsWindowOf(actor);
  if (open?.rendered) void open.render();
}
