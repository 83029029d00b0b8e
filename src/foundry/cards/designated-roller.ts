/**
 * Who rolls for an actor when a card asks (docs/cards.md "Roll requests", docs/prompts.md "Who is prompted"):
 * the player whose assigned character the actor is (for an unlinked token, its base actor), else an owner who is
 * online, else nobody among the players (a GM rolls it). Crucible's rule: one roller, so one prompt.
 */
import { actorOf, worldPlayers } from "./card-documents";

export function designatedRollerOf(actorUuid: string | null): string | null {
  const actor = actorOf(actorUuid);
  if (!actor) return null;
  const players = worldPlayers();
  // An unlinked token's actor stands for its base actor, the one a player has as their character.
  const baseId = actor.isToken ? actor.token?.actorId : actor.id;
  const assigned = players.find((user) => user.character?.id !== undefined && user.character?.id === baseId);
  if (assigned) return assigned.id;
  return players.find((user) => user.active && actor.testUserPermission(user, "OWNER"))?.id ?? null;
}
