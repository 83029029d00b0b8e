import { documentFromUuidSync } from "../../../foundry/foundry-documents";
import { field } from "../../../foundry/systems/system-reads";

/**
 * Who sees a Twodsix throw's figures (docs/systems-twodsix.md "Secrets"). The system hides no difficulty — the roller
 * picks it and the card prints it — and has no setting to keep an actor's numbers: so a GM's NPC keeps them, and a
 * player sees no figure from an actor no player owns. A GM sees every figure.
 */
export function numbersHiddenFrom(actor: unknown): boolean {
  if (game.user.isGM) return false;
  return field(actor, "hasPlayerOwner") !== true;
}

/** The actor a throw is for: the roll settings' `flags.actorUUID` (TwodsixRollSettings.js:66-67, 183-188). */
export function actorOfUuid(uuid: unknown): unknown {
  return typeof uuid === "string" && uuid !== "" ? documentFromUuidSync(uuid) : null;
}
