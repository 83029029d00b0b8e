import type { RuleSetKit } from "../../../foundry/composition";

/**
 * Who sees a Blades in the Dark roll's figures (docs/systems-blades-in-the-dark.md "Secrets"): the system hides
 * nothing of a roll — position and effect are the roller's, the dice are on the card — but the GM's NPC keeps its
 * numbers: a player sees no figure from the dice of an actor no player owns. A roll of no actor is anyone's.
 */
export function bladesHiddenFrom(kit: RuleSetKit, actor: unknown): boolean {
  return (
    game.user?.isGM !== true &&
    actor !== undefined &&
    actor !== null &&
    kit.systems.field(actor, "hasPlayerOwner") !== true
  );
}
