/**
 * Whether pf2e shows the current user the DC a check is rolled against (docs/systems-pf2e.md "Secrecy"), so that no
 * degree — each one read from the DC — reaches a player who may not see it. pf2e's check.ts writes the DC into the
 * roll's message visible to everyone when `opposingActor?.hasPlayerOwner || dc.visible || metagame.dcs` (the world
 * setting `pf2e.metagame_showDC`, default off), and for the GM alone otherwise. The opposing actor is the check's
 * target when the roller is the check's origin (`context.origin.self`), else its origin (a saving throw against a
 * caster).
 */

function field(from: unknown, name: string): unknown {
  return typeof from === "object" && from !== null ? Reflect.get(from, name) : undefined;
}

/** `pf2e.metagame_showDC` (the system registers it: it is not in this module's SettingConfig); false when absent. */
function dcsShown(): boolean {
  try {
    return Reflect.apply(game.settings.get, game.settings, ["pf2e", "metagame_showDC"]) === true;
  } catch {
    return false;
  }
}

/** The opposing actor: an actor of the roll's context, or one named by its UUID as a message's flag keeps it. */
function opposingActor(context: unknown): unknown {
  const targeting = field(field(context, "origin"), "self") === true;
  const actor = field(field(context, targeting ? "target" : "origin"), "actor");
  if (typeof actor !== "string") return actor;
  try {
    const found: unknown = Reflect.apply(fromUuidSync, undefined, [actor]);
    return found;
  } catch {
    return null;
  }
}

export function dcVisible(context: unknown): boolean {
  if (game.user.isGM) return true;
  if (field(opposingActor(context), "hasPlayerOwner") === true) return true;
  return field(field(context, "dc"), "visible") === true || dcsShown();
}
