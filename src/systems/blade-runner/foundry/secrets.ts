import type { RuleSetKit } from "../../../foundry/composition";

/**
 * Who sees a Blade Runner roll's figures (docs/systems-blade-runner.md "Secrets"): the system hides no target (a roll
 * needs one success), but an NPC's dice are the GM's — a player sees no figure of a roll of an actor no player owns.
 * A roll of no actor is anyone's; a GM sees every figure.
 */
export function brHiddenFrom(kit: RuleSetKit, actor: unknown): boolean {
  return (
    game.user?.isGM !== true &&
    actor !== undefined &&
    actor !== null &&
    kit.systems.field(actor, "hasPlayerOwner") !== true
  );
}
