import type { RuleSetKit } from "../../../foundry/composition";

/**
 * Who sees a Twilight 2000 roll's figures (docs/systems-t2k4e.md "Secrets"): a task check has no hidden target (one
 * success is enough), but the GM's NPC keeps its numbers — a player sees no figure from the dice of an actor no
 * player owns. A roll of no actor is anyone's; a GM sees every figure.
 */
export function t2kHiddenFrom(kit: RuleSetKit, actorId: unknown): boolean {
  if (game.user?.isGM) return false;
  const actor = typeof actorId === "string" ? game.actors?.get(actorId) : undefined;
  return actor !== undefined && kit.systems.field(actor, "hasPlayerOwner") !== true;
}
