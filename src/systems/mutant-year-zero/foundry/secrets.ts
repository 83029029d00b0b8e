import type { RuleSetKit } from "../../../foundry/composition";

/**
 * Who sees a Mutant Year Zero roll's figures (docs/systems-mutant-year-zero.md "Secrets"): a roll needs one success,
 * so no target is hidden, but the GM's NPC keeps its numbers — a player sees no figure from the dice of an actor no
 * player owns. A roll of no actor is anyone's; a GM sees every figure.
 */
export function myzHiddenFrom(kit: RuleSetKit, actor: unknown): boolean {
  return (
    game.user?.isGM !== true &&
    actor !== undefined &&
    actor !== null &&
    kit.systems.field(actor, "hasPlayerOwner") !== true
  );
}

/** `isHouseAttribute` of `Push` (dice-roller.js:68-69): a human rolling its house attribute. */
export function isHouseRoll(kit: RuleSetKit, actor: unknown, attributeName: unknown): boolean {
  const { field } = kit.systems;
  return (
    field(actor, "type") === "human" &&
    typeof attributeName === "string" &&
    field(field(actor, "system"), "houseAttribute") === attributeName
  );
}
