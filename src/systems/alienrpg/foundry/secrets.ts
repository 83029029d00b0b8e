import type { RuleSetKit } from "../../../foundry/composition";

/**
 * Who sees an Alien RPG pool's figures (docs/systems-alienrpg.md "Secrets"). The system has no target to hide, but it
 * makes a hostile actor's weapon rolls blind (item.mjs:78-80: prototype token disposition −1, whispered to the GM);
 * and where a system has no setting, a GM's NPC keeps its numbers: so a player sees no figure from the pool of an
 * actor no player owns, nor of a hostile one. A GM sees every figure.
 */
export function poolHiddenFrom(kit: RuleSetKit, actor: unknown): boolean {
  const { field } = kit.systems;
  if (game.user.isGM) return false;
  const hostile = field(field(actor, "prototypeToken"), "disposition") === -1;
  return hostile || field(actor, "hasPlayerOwner") !== true;
}

/**
 * The actor whose pool a message rolled: yzeRoll writes its id into the card (`data-actor-id`, YZEDiceRoller.mjs:62);
 * its speaker is no help, being `ChatMessage.getSpeaker({actor: actorid})` with an id, not an Actor, so Foundry
 * infers one (a controlled token, the user's character). Undefined when the card names none that exists.
 */
export function rolledActorOf(kit: RuleSetKit, message: unknown): unknown {
  const content = kit.systems.field(message, "content");
  const id = typeof content === "string" ? /data-actor-id="([^"]*)"/.exec(content)?.[1] : undefined;
  return id ? game.actors?.get(id) : undefined;
}
