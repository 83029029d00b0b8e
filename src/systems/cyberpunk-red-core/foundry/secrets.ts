import type { RuleSetKit } from "../../../foundry/composition";

/**
 * Who sees a Cyberpunk RED check's figures (docs/systems-cyberpunk-red-core.md "Secrets"): the system keeps no DV
 * (none in its roll code or dialog), so the DV is the one the roller types in her own dialog, seen by her alone; the
 * GM's NPC keeps its numbers — a player sees no figure from the dialog of an actor no player owns. A GM sees every one.
 */
export function cpredHiddenFrom(kit: RuleSetKit, actor: unknown): boolean {
  return (
    game.user?.isGM !== true &&
    actor !== undefined &&
    actor !== null &&
    kit.systems.field(actor, "hasPlayerOwner") !== true
  );
}
