import type { RuleSetKit } from "../../../foundry/composition";
import type { Dnd5ePartTraits, Dnd5eTargetNumbers } from "../core/damage-odds";
import { savedChance, type Dnd5eDamageSave } from "./damage-saves";

/**
 * What the damage figures read of a D&D 5e target (docs/damage.md "D&D 5e"), as dnd5e's `Actor5e#calculateDamage`
 * reads it (module/documents/actor/actor.mjs:789-958 at 965ad2d): its hit points, temporary hit points and damage
 * threshold (`system.attributes.hp.{value, temp, dt}`), its damage modifications (`system.traits.dm.amount`, each
 * a number or a deterministic formula, as dnd5e's simplifyBonus reads it), and for each roll — its damage type and
 * physical properties — which of its immunities, resistances and vulnerabilities (`traits.di/dr/dv`: `value`, and
 * the properties that bypass them) and modifications (`dm.bypasses`) it meets. Only for a viewer who may see the
 * target's numbers: the GM, and the target actor's owners, as dnd5e's apply tray lists only the targets a user owns.
 */

/** One roll as a target meets it: its damage type and its physical properties. */
export interface Dnd5eRollPart {
  readonly type: string;
  readonly properties: readonly string[];
}

/** A targeted token as dnd5e's getTargetDescriptors describes it (the message's `flags.dnd5e.targets`). */
export interface TargetDescriptor {
  readonly uuid: string;
  readonly name: string;
}

/** Whether the viewer may see this target actor's numbers: the GM, or one of its owners. */
export function viewerSeesTarget(kit: RuleSetKit, actor: unknown): boolean {
  return game.user.isGM || kit.systems.field(actor, "isOwner") === true;
}

/** The target's actor on this client (the descriptor's uuid: the token's actor), or null. */
export function damageTargetActor(kit: RuleSetKit, uuid: string): object | null {
  return kit.systems.documentFromUuidSync<object>(uuid);
}

/** The targets dnd5e recorded for the roll's message (`message.data.flags.dnd5e.targets`), each checked. */
export function targetDescriptors(kit: RuleSetKit, targets: unknown): TargetDescriptor[] {
  if (!Array.isArray(targets)) return [];
  return targets.flatMap((target: unknown) => {
    const [uuid, name] = [kit.systems.field(target, "uuid"), kit.systems.field(target, "name")];
    return typeof uuid === "string" && typeof name === "string" ? [{ uuid, name }] : [];
  });
}

const finite = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/** A trait's SetField (a Set on dnd5e's prepared data; an array read the same). */
function stringSet(value: unknown): Set<string> {
  const items: unknown[] = value instanceof Set ? [...value] : Array.isArray(value) ? value : [];
  return new Set(items.filter((item): item is string => typeof item === "string"));
}

const meets = (a: Set<string>, properties: readonly string[]) => properties.some((property) => a.has(property));

/** dnd5e's simplifyBonus: a number, or a deterministic formula over the actor's roll data; anything else 0. */
function simplifyBonus(kit: RuleSetKit, bonus: unknown, actor: object): number {
  if (!bonus) return 0;
  if (typeof bonus === "number" || (typeof bonus === "string" && bonus.trim() !== "" && Number.isFinite(+bonus)))
    return Number(bonus);
  try {
    const getRollData = kit.systems.field(actor, "getRollData");
    const data: unknown =
      typeof getRollData === "function" ? Reflect.apply(getRollData, actor, [{ deterministic: true }]) : {};
    const roll = new foundry.dice.Roll(String(bonus), typeof data === "object" && data !== null ? { ...data } : {});
    return roll.isDeterministic ? finite(roll.evaluateSync().total) : 0;
  } catch {
    return 0;
  }
}

/** CONFIG.DND5E's damage and healing types, as far as which are physical and which heal. */
function damageTypeKinds(kit: RuleSetKit): {
  physical: (type: string) => boolean;
  healing: (type: string) => boolean;
} {
  const { field } = kit.systems;
  const config = field(CONFIG, "DND5E");
  const [damageTypes, healingTypes] = [field(config, "damageTypes"), field(config, "healingTypes")];
  return {
    physical: (type) => field(field(damageTypes, type), "isPhysical") === true,
    healing: (type) => field(healingTypes, type) !== undefined,
  };
}

/**
 * Whether a roll heals (a type of CONFIG.DND5E.healingTypes): calculateDamage then negates it or adds temporary hit
 * points, so no chance to drop is worked out for such rolls — their targets are not listed.
 */
export function heals(kit: RuleSetKit, parts: readonly Dnd5eRollPart[]): boolean {
  const kinds = damageTypeKinds(kit);
  return parts.some(({ type }) => kinds.healing(type));
}

/**
 * The target's numbers for these rolls, read from its actor now (the viewer may see them: viewerSeesTarget); with the
 * chance it makes the save where one decides the damage.
 */
export function targetNumbers(
  kit: RuleSetKit,
  actor: object,
  parts: readonly Dnd5eRollPart[],
  save: Dnd5eDamageSave | null = null,
): Dnd5eTargetNumbers {
  const { field } = kit.systems;
  const system = field(actor, "system");
  const hp = field(field(system, "attributes"), "hp");
  const traits = field(system, "traits");
  const trait = (key: string) => ({
    value: stringSet(field(field(traits, key), "value")),
    bypasses: stringSet(field(field(traits, key), "bypasses")),
  });
  const [immunity, resistance, vulnerability] = [trait("di"), trait("dr"), trait("dv")];
  const dm = field(traits, "dm");
  const amounts = field(dm, "amount");
  const modifications = Object.fromEntries(
    Object.entries(typeof amounts === "object" && amounts !== null ? amounts : {}).map(([type, bonus]) => [
      type,
      simplifyBonus(kit, bonus, actor),
    ]),
  );
  const dmBypasses = stringSet(field(dm, "bypasses"));
  const kinds = damageTypeKinds(kit);
  const partTraits = ({ type, properties }: Dnd5eRollPart): Dnd5ePartTraits => {
    // #changeHasEffect: physical damage with a property the trait's bypasses name passes it; "ALL" is any damage but
    // healing's.
    const bypassed = (bypasses: Set<string>) => kinds.physical(type) && meets(bypasses, properties);
    const has = (t: { value: Set<string>; bypasses: Set<string> }) =>
      !bypassed(t.bypasses) && ((!kinds.healing(type) && t.value.has("ALL")) || t.value.has(type));
    return {
      immune: has(immunity),
      resistant: has(resistance),
      vulnerable: has(vulnerability),
      modified: !bypassed(dmBypasses),
    };
  };
  const saved = savedChance(kit, actor, save);
  return {
    hp: { value: finite(field(hp, "value")), temp: finite(field(hp, "temp")) },
    threshold: finite(field(hp, "dt")),
    modifications,
    parts: parts.map(partTraits),
    ...(saved === undefined ? {} : { saved }),
  };
}
