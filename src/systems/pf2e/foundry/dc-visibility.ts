/**
 * Whether pf2e shows the current user the DC a check is rolled against (docs/systems-pf2e.md "Secrecy"), so that no
 * degree — each one read from the DC — reaches a player who may not see it. pf2e's check.ts writes the DC into the
 * roll's message visible to everyone when `opposingActor?.hasPlayerOwner || dc.visible || metagame.dcs` (the world
 * setting `pf2e.metagame_showDC`, default off), and for the GM alone otherwise. The opposing actor is the check's
 * target when the roller is the check's origin (`context.origin.self`), else its origin (a saving throw against a
 * caster).
 */
import type { RuleSetKit } from "../../../foundry/composition";

/** `pf2e.metagame_showDC`; false when absent. */
function dcsShown(kit: RuleSetKit): boolean {
  return kit.systems.systemSetting("pf2e", "metagame_showDC") === true;
}

/** The opposing actor: an actor of the roll's context, or one named by its UUID as a message's flag keeps it. */
function opposingActor(kit: RuleSetKit, context: unknown): unknown {
  const { field, documentFromUuidSync } = kit.systems;
  const targeting = field(field(context, "origin"), "self") === true;
  const actor = field(field(context, targeting ? "target" : "origin"), "actor");
  if (typeof actor !== "string") return actor;
  try {
    return documentFromUuidSync(actor);
  } catch {
    return null;
  }
}

export function dcVisible(kit: RuleSetKit, context: unknown): boolean {
  const { field } = kit.systems;
  if (game.user.isGM) return true;
  if (field(opposingActor(kit, context), "hasPlayerOwner") === true) return true;
  return field(field(context, "dc"), "visible") === true || dcsShown(kit);
}

/**
 * The same for a check's message, read from pf2e's context flag, which keeps the origin and the target as UUIDs and
 * drops `self`: the roller is the origin when the message's actor is, as pf2e's `rerollFromMessage` reads it.
 */
export function messageDcVisible(kit: RuleSetKit, context: unknown, speakerActor: unknown): boolean {
  const { field } = kit.systems;
  const origin = field(context, "origin");
  const uuid = field(speakerActor, "uuid");
  const self = typeof uuid === "string" && uuid === field(origin, "actor");
  return dcVisible(kit, {
    dc: field(context, "dc"),
    target: field(context, "target"),
    origin: { actor: field(origin, "actor"), self },
  });
}
