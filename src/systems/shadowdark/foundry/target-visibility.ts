import { documentFromUuidSync } from "../../../foundry/foundry-documents";

/**
 * Whether the current user may see the DC a Shadowdark roll is judged against (docs/systems-shadowdark.md "Who sees
 * the DC"). Shadowdark hides no DC: none of its settings concerns one, a check link prints "DC 12 DEX" for everyone,
 * a spell's or an ability's DC is on its sheet. A DC that is a targeted token's AC — `setRollTarget` copies it there
 * when `enableTargeting` is on — is that token's actor's number, which Foundry shows a player only on the actor's
 * sheet, and opens that sheet to a player with at least Limited ownership of it (ActorSheet's `viewPermission`;
 * Shadowdark's NPC sheet shows its AC to whoever may open it). A figure worked out from the DC gives it back, so a
 * player who may not open the target's sheet gets none: the DC counts as the target's AC whenever it equals it (a
 * DC of another source that happens to equal the AC would give the AC back just the same).
 */

/** The target a dialog's config names, as far as the DC's secrecy reads it. */
interface ShadowdarkTarget {
  /** The targeted token's actor's AC, or null. */
  readonly ac: number | null;
  /** Whether the current user may open that actor's sheet (Limited ownership or more). */
  readonly sheetVisible: boolean;
}

interface TargetActor {
  readonly system?: unknown;
  testUserPermission(user: unknown, permission: "LIMITED"): boolean;
}

/** The token `config.targetUuid` names (`setRollTarget`), read on this client; null without one. */
export function shadowdarkTarget(targetUuid: unknown): ShadowdarkTarget | null {
  if (typeof targetUuid !== "string" || targetUuid === "") return null;
  const token = documentFromUuidSync<{ readonly actor?: TargetActor | null }>(targetUuid);
  const actor = token?.actor;
  if (!actor) return null;
  const ac = numberAt(actor.system, ["attributes", "ac", "value"]);
  return { ac, sheetVisible: actor.testUserPermission(game.user, "LIMITED") };
}

/** Whether the DC is the target's AC (the words say "AC"), and whether the current user may see it. */
export function dcVisibility(dc: number | null, target: ShadowdarkTarget | null): { readonly isTargetAC: boolean; readonly visible: boolean } {
  const isTargetAC = dc !== null && target !== null && target.ac === dc;
  return { isTargetAC, visible: game.user.isGM || !isTargetAC || target.sheetVisible };
}

function numberAt(value: unknown, path: readonly string[]): number | null {
  let at = value;
  for (const key of path) at = typeof at === "object" && at !== null ? Reflect.get(at, key) : undefined;
  return typeof at === "number" && Number.isFinite(at) ? at : null;
}
