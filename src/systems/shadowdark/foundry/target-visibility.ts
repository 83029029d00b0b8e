import type { RuleSetKit } from "../../../foundry/composition";

/**
 * Whether the current user may see the DC a Shadowdark roll is judged against (docs/systems-shadowdark.md "Who sees
 * the DC"). Shadowdark hides no DC: none of its settings concerns one, a check link prints "DC 12 DEX" for everyone,
 * a spell's or an ability's DC is on its sheet. A DC that is a targeted token's AC is that token's actor's number,
 * which Foundry shows a player only on the actor's sheet, and opens that sheet to a player with at least Limited
 * ownership of it (ActorSheet's `viewPermission`; Shadowdark's NPC sheet shows its AC to whoever may open it). A
 * figure worked out from the DC gives it back, so a player who may not open the target's sheet gets none.
 *
 * Whether the DC is the target's AC is judged by where it came from, never by its value (a spell's DC 12 against a
 * target with AC 12 is the spell's): the roll's config — the dialog's `app.config`, a message's
 * `flags.shadowdark.rollConfig` — says which of the system's paths made it (models/PlayerSD.mjs and NpcSD.mjs at
 * 4.0.4). `setRollTarget`, the one place that writes an AC into `mainRoll.dc` (`??=`, with `enableTargeting` on and
 * the target's AC truthy), also names the target (`targetUuid`), and only attacks and spells call it; a player's
 * spell then sets its own DC over it (`=`), an NPC's only where none is set (`??=`); checks and abilities never call
 * it.
 */

/** What the roll's config says of its DC's origin (its kind, who rolls, its target). */
export interface DcOrigin {
  readonly type?: unknown;
  readonly actorId?: unknown;
  readonly targetUuid?: unknown;
}

interface TargetActor {
  readonly system?: unknown;
  testUserPermission(user: unknown, permission: "LIMITED"): boolean;
}

/** The actor of the token `targetUuid` names, read on this client; null without one. */
function targetActor(kit: RuleSetKit, targetUuid: string): TargetActor | null {
  try {
    return kit.systems.documentFromUuidSync<{ readonly actor?: TargetActor | null }>(targetUuid)?.actor ?? null;
  } catch {
    // A uuid Foundry refuses to resolve here (a message's flag is whatever its author wrote): not read.
    return null;
  }
}

/** Whether the roll's DC is its target's AC, by the path that made the roll. */
function dcIsTargetAC(kit: RuleSetKit, origin: DcOrigin | null): boolean {
  const { field } = kit.systems;
  const targetUuid = origin?.targetUuid;
  if (typeof targetUuid !== "string" || targetUuid === "") return false;
  if (origin?.type === "attack") return true;
  if (origin?.type !== "spell" || !rollsAsNpc(kit, origin.actorId)) return false;
  // An NPC's spell keeps the AC `setRollTarget` wrote when the target had one; a target not read here counts as one.
  const actor = targetActor(kit, targetUuid);
  return actor === null || Boolean(field(field(field(actor.system, "attributes"), "ac"), "value"));
}

function rollsAsNpc(kit: RuleSetKit, actorId: unknown): boolean {
  return typeof actorId === "string" && kit.systems.field(game.actors?.get(actorId), "type") === "NPC";
}

/** Whether the DC is the target's AC (the words say "AC"), and whether the current user may see it. */
export function dcVisibility(
  kit: RuleSetKit,
  origin: DcOrigin | null,
): { readonly isTargetAC: boolean; readonly visible: boolean } {
  const isTargetAC = dcIsTargetAC(kit, origin);
  if (!isTargetAC || game.user.isGM) return { isTargetAC, visible: true };
  // A target this client cannot read may not be shown: its sheet's permission is not known.
  const actor = targetActor(kit, String(origin?.targetUuid));
  return { isTargetAC, visible: actor?.testUserPermission(game.user, "LIMITED") ?? false };
}
