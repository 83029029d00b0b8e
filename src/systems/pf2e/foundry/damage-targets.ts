/**
 * What of a Pathfinder 2e target actor its damage meets (docs/systems-pf2e.md "Damage"), read only for a viewer pf2e
 * lets see it — the GM, or an owner of the actor (who alone may apply damage to it): its hit points, temporary hit
 * points and — under the stamina variant (`game.pf2e.settings.variants.stamina`) — stamina
 * (`system.attributes.hp.{value,temp,sp}`), its immunities, weaknesses and resistances as pf2e keeps them
 * (`system.attributes.{immunities,weaknesses,resistances}`: type, value, exceptions) and its hardness
 * (`system.attributes.hardness`, a number or `{value}`). Anything unreadable counts nothing.
 */
import type { RuleSetKit } from "../../../foundry/composition";
import type { Pf2eDamageTarget, Pf2eIwrEntry } from "../core/damage-odds";

/** Whether the viewer may see the actor's numbers: a GM, or an owner of the actor. */
export function viewerSeesActor(kit: RuleSetKit, actor: unknown): boolean {
  return game.user.isGM || kit.systems.field(actor, "isOwner") === true;
}

const finite = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

function entries(kit: RuleSetKit, attributes: unknown, kind: string): Pf2eIwrEntry[] {
  const { field } = kit.systems;
  const list: unknown = field(attributes, kind);
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown): Pf2eIwrEntry[] => {
    const type = field(entry, "type");
    if (typeof type !== "string") return [];
    const exceptions: unknown = field(entry, "exceptions");
    const words = Array.isArray(exceptions) ? exceptions : [];
    return [{ type, value: finite(field(entry, "value")), exceptions: words.filter((w) => typeof w === "string") }];
  });
}

/** The stamina variant is on (`game.pf2e.settings.variants.stamina`: true, or a positive number in older releases). */
function staminaVariant(kit: RuleSetKit): boolean {
  const { field } = kit.systems;
  const stamina = field(field(field(field(game, "pf2e"), "settings"), "variants"), "stamina");
  return stamina === true || (typeof stamina === "number" && stamina > 0);
}

export function pf2eDamageTargetOf(kit: RuleSetKit, actor: unknown): Pf2eDamageTarget {
  const { field } = kit.systems;
  const attributes = field(field(actor, "system"), "attributes");
  const hp = field(attributes, "hp");
  const hardness = field(attributes, "hardness");
  return {
    immunities: entries(kit, attributes, "immunities"),
    weaknesses: entries(kit, attributes, "weaknesses"),
    resistances: entries(kit, attributes, "resistances"),
    hardness: finite(typeof hardness === "object" ? field(hardness, "value") : hardness),
    hitPoints: {
      value: finite(field(hp, "value")),
      temp: finite(field(hp, "temp")),
      stamina: staminaVariant(kit) ? finite(field(field(hp, "sp"), "value")) : 0,
    },
  };
}
