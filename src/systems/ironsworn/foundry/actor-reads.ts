import { field } from "../../../foundry/systems/system-reads";

/**
 * Ironsworn's actors as its rolls read them (docs/systems-ironsworn.md "Reading the dialog"), at f5253894:
 * a character's stats (src/module/actor/subtypes/character.ts:80-92: `edge`…`wits` numbers, `health`/`spirit`/
 * `supply`/`hold` meters whose `value` counts), and its momentum (`momentum.value`).
 */

/** The actor of this id in the world (`game.actors`), or null. */
export function actorById(id: unknown): unknown {
  return typeof id === "string" ? (game.actors?.get(id) ?? null) : null;
}

export const isCharacter = (actor: unknown): boolean => field(actor, "type") === "character";

/** A stat's value as `chooseStatToRoll` compares it (preroll-dialog.ts:125: a meter's `value`, else the number). */
export function statValue(actor: unknown, key: string): number | null {
  const data = field(field(actor, "system"), key);
  const value = field(data, "value") ?? data;
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** The actor's momentum, or null where it has none (not a character). */
export function momentumOf(actor: unknown): number | null {
  return isCharacter(actor) ? statValue(actor, "momentum") : null;
}

/**
 * Whether the current user may see figures from this actor's numbers. The system keeps nothing secret (no hidden
 * difficulty, no setting): so a GM's NPC keeps its numbers — a player sees no figure from an actor no player owns.
 */
export function keptFromUser(actor: unknown): boolean {
  if (game.user.isGM) return false;
  return actor !== null && actor !== undefined && field(actor, "hasPlayerOwner") !== true;
}
