import type { RuleSetKit } from "../../../foundry/composition";

/**
 * Who sees a Twodsix throw's figures (docs/systems-twodsix.md "Secrets"). The system hides no difficulty — the roller
 * picks it and the card prints it — and has no setting to keep an actor's numbers: so a GM's NPC keeps them, and a
 * player sees no figure from an actor no player owns. A GM sees every figure.
 */
export function numbersHiddenFrom(kit: RuleSetKit, actor: unknown): boolean {
  if (game.user.isGM) return false;
  return kit.systems.field(actor, "hasPlayerOwner") !== true;
}

/** The actor a throw is for: the roll settings' `flags.actorUUID` (TwodsixRollSettings.js:66-67, 183-188). */
export function actorOfUuid(kit: RuleSetKit, uuid: unknown): unknown {
  return typeof uuid === "string" && uuid !== "" ? kit.systems.documentFromUuidSync(uuid) : null;
}
