import { field } from "../../../foundry/systems/system-reads";

/**
 * Who sees an Alien RPG pool's figures (docs/systems-alienrpg.md "Secrets"). The system has no target to hide, but it
 * makes a hostile actor's weapon rolls blind (item.mjs:78-80: prototype token disposition −1, whispered to the GM);
 * and where a system has no setting, a GM's NPC keeps its numbers: so a player sees no figure from the pool of an
 * actor no player owns, nor of a hostile one. A GM sees every figure.
 */
export function poolHiddenFrom(actor: unknown): boolean {
  if (game.user.isGM) return false;
  const hostile = field(field(actor, "prototypeToken"), "disposition") === -1;
  return hostile || field(actor, "hasPlayerOwner") !== true;
}

/** The actor a message speaks for (`speaker.actor`, as `ChatMessage.getSpeaker({actor})` writes it), or undefined. */
export function speakerActorOf(message: unknown): unknown {
  const id = field(field(message, "speaker"), "actor");
  return typeof id === "string" ? game.actors?.get(id) : undefined;
}
