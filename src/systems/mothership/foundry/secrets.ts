import type { RuleSetKit } from "../../../foundry/composition";

/**
 * Who sees a Mothership check's figures (docs/systems-mothership.md "Secrets"): the roller sees her own stat and save,
 * and the system's message prints the target for all (`diceFormula`, actor.js:477-479) — but the GM's NPC keeps its
 * numbers in its dialog: a player sees no figure from an actor no player owns. A GM sees every figure.
 */
export function moshHiddenFrom(kit: RuleSetKit, actor: unknown): boolean {
  return game.user?.isGM !== true && kit.systems.field(actor, "hasPlayerOwner") !== true;
}
