import type { RuleSetKit } from "../../../foundry/composition";

/**
 * Who sees a Forbidden Lands roll's figures (docs/systems-forbidden-lands.md "Secrets"): the system hides no target
 * (a roll needs one success), but a GM's monster or NPC keeps its numbers — a player sees no figure from the pool of
 * an actor no player owns. A roll of no actor (the generic roll) is anyone's. A GM sees every figure.
 */
export function fblHiddenFrom(kit: RuleSetKit, actorId: unknown): boolean {
  if (game.user?.isGM) return false;
  const actor = typeof actorId === "string" ? game.actors?.get(actorId) : undefined;
  return actor !== undefined && kit.systems.field(actor, "hasPlayerOwner") !== true;
}
