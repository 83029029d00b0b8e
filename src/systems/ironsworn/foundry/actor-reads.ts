import type { RuleSetKit } from "../../../foundry/composition";

/**
 * Ironsworn's actors as its rolls read them (docs/systems-ironsworn.md "Reading the dialog"), at f5253894:
 * a character's stats (src/module/actor/subtypes/character.ts:80-92: `edge`…`wits` numbers, `health`/`spirit`/
 * `supply`/`hold` meters whose `value` counts), and its momentum (`momentum.value`).
 */

/** The actor of this id in the world (`game.actors`), or null. */
export function actorById(id: unknown): unknown {
  return typeof id === "string" ? (game.actors?.get(id) ?? null) : null;
}

export const isCharacter = (kit: RuleSetKit, actor: unknown): boolean =>
  kit.systems.field(actor, "type") === "character";

/** A stat's value as `chooseStatToRoll` compares it (preroll-dialog.ts:125: a meter's `value`, else the number). */
export function statValue(kit: RuleSetKit, actor: unknown, key: string): number | null {
  const { field } = kit.systems;
  const data = field(field(actor, "system"), key);
  const value = field(data, "value") ?? data;
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** The actor's momentum, or null where it has none (not a character). */
export function momentumOf(kit: RuleSetKit, actor: unknown): number | null {
  return isCharacter(kit, actor) ? statValue(kit, actor, "momentum") : null;
}

/**
 * Whether the current user may see figures from this actor's numbers. The system keeps nothing secret (no hidden
 * difficulty, no setting): so a GM's NPC keeps its numbers — a player sees no figure from an actor no player owns.
 */
export function keptFromUser(kit: RuleSetKit, actor: unknown): boolean {
  if (game.user.isGM) return false;
  return actor !== null && actor !== undefined && kit.systems.field(actor, "hasPlayerOwner") !== true;
}
