import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemWatch } from "../../../foundry/systems/system-adapter";

/**
 * The actor a World of Darkness 5e roll dialog is for (docs/systems-wod5e.md "Reading the dialog"). The dialog is a
 * plain `DialogV2.wait` holding no actor (system/scripts/system-rolls.js:353-552 at 66705147), opened by
 * `WOD5eDice.Roll`, which is on no global (system/main.js:63-96): the wrapping seam, which reaches global paths only,
 * cannot observe it. So the sheet's roll button this user clicked last is remembered (capture phase, before the
 * sheet's action) and claimed by the next roll dialog: its actor's hunger or rage is what the zero-dice rule reads,
 * and whether a player may see its figures. A roll from elsewhere (the Roll Menu, a chat prompt, a macro) has none.
 */

const ROLL_BUTTONS = '[data-action="roll"], [data-action="rollItem"], [data-action="willpowerRoll"]';

/** The sheets' roll buttons' clicks: their watch, and `claim()`, the actor of the last one clicked (or null). */
export interface RollClicks {
  readonly watch: SystemWatch;
  /** The actor of the last roll button clicked, taken by the dialog it opened (null when none is waiting). */
  claim(): unknown;
}

export function rollClicks(kit: RuleSetKit): RollClicks {
  return kit.systems.sheetClickWatch<unknown>((app, event) =>
    kit.dom.eventElement(event)?.closest(ROLL_BUTTONS) ? (kit.systems.field(app, "document") ?? null) : undefined,
  );
}

/**
 * Whether the current user may see figures from this actor's numbers. The system keeps nothing secret (no setting):
 * so a GM's NPC keeps its numbers — a player sees no figure from an actor no player owns. A GM sees every figure.
 */
export function hiddenFrom(kit: RuleSetKit, actor: unknown): boolean {
  if (game.user.isGM) return false;
  return actor !== null && actor !== undefined && kit.systems.field(actor, "hasPlayerOwner") !== true;
}

/**
 * The actor's hunger (a vampire) or rage (a werewolf), as the zero-dice rule reads it (systems.js:35-47); null if
 * unknown.
 */
export function resourceOf(kit: RuleSetKit, actor: unknown, splat: string): number | null {
  const { field } = kit.systems;
  const path = splat === "vampire" ? "hunger" : splat === "werewolf" ? "rage" : null;
  if (path === null) return 0;
  if (actor === null || actor === undefined) return null;
  const value = Number(field(field(field(actor, "system"), path), "value") ?? 0);
  return Number.isFinite(value) ? value : null;
}
