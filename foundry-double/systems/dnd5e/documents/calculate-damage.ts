/**
 * dnd5e's `Actor5e#calculateDamage` (module/documents/actor/actor.mjs:789-905, with #changeHasEffect :917-958 and
 * #changeIsIgnored :971-988, at 965ad2d, release 5.3.3; unchanged in 6.0.0): what the apply tray would deal. The
 * adapter never calls it (it is dnd5e's, with hooks); the tests use it as the oracle of what dnd5e deals.
 * - `dnd5e.preCalculateDamage` (false: no result); per damage, in order: a skipped type or an immunity → 0; the
 *   damage modification of its type and then of "ALL" (not for healing), unless it is physical damage whose
 *   properties meet `dm.bypasses` — never turning its sign (then 0), what it used taken off for the next damage;
 *   × the multiplier; resistance `Math.trunc(/2)`; vulnerability × 2; healing negated; temphp / maximum / amount
 *   summed; the amount truncated; an amount above 0 below the damage threshold `hp.dt` becomes 0 (unless ignored);
 *   `dnd5e.calculateDamage` (false: no result).
 * - a trait (di, dr, dv) meets a damage unless it is physical with properties meeting the trait's bypasses; "ALL"
 *   meets any damage but healing; `options.ignore` / `downgrade` as dnd5e reads them.
 * The modification amounts are simplified as dnd5e's simplifyBonus does (a number, or a deterministic formula over
 * the actor's roll data; anything else 0).
 */
import { Roll } from "../../../dice/roll";
import { deepClone } from "../../../utils";
import { isNumeric } from "../../../primitives";
import { dnd5eConfig } from "../config";
import { hooks } from "../../kit/globals";
import type { Plain } from "../../kit/data";

/** A trait of di / dr / dv as dnd5e's data model prepares it. */
export interface DamageTrait {
  value: Set<string>;
  bypasses: Set<string>;
}

export interface DamageTraits {
  di: DamageTrait;
  dr: DamageTrait;
  dv: DamageTrait;
  dm: { amount: Record<string, string | number>; bypasses: Set<string> };
}

/** What calculateDamage reads of the actor. */
export interface DamageSubject {
  system: Plain & { traits?: DamageTraits; attributes?: { hp?: { dt?: number | null } } };
  getRollData(options?: Plain): Plain;
}

/** Which of the target's changes met a damage (dnd5e's `active`): per "type" / "all", and the multiplier. */
type Active = Record<string, Record<string, boolean> | number | boolean | undefined>;

export interface DamageDescription {
  value: number;
  type: string;
  properties?: Set<string>;
  active?: Active;
}

export type DamageSummary = DamageDescription[] & { amount: number; temp: number; tempMax: number };

type Category = "immunity" | "resistance" | "vulnerability" | "modification";

/** dnd5e's `traits[\`d${category.slice(0, 1)}\`]` for the categories that are traits (dm is read apart). */
const TRAITS = { immunity: "di", resistance: "dr", vulnerability: "dv" } as const;

interface Options {
  multiplier?: number;
  only?: string;
  ignore?: true | Partial<Record<Category | "threshold", true | Set<string>>>;
  downgrade?: true | Set<string>;
  invertHealing?: boolean;
  originatingMessage?: { flags?: { dnd5e?: { roll?: { type?: string } } } };
}

const intersects = (a: Set<string> | undefined, b: Set<string> | undefined) =>
  !!a && !!b && [...a].some((x) => b.has(x));

/** `(active[key] ??= {})[change] = true`, as dnd5e marks what met a damage. */
function markActive(active: Active, key: string, change: string): void {
  const entry = active[key];
  if (typeof entry === "object" && entry) entry[change] = true;
  else active[key] = { [change]: true };
}

function simplifyBonus(bonus: unknown, data: Plain): number {
  if (!bonus) return 0;
  if (isNumeric(bonus)) return Number(bonus);
  try {
    const roll = new Roll(String(bonus), data);
    return roll.isDeterministic ? roll.evaluateSync().total : 0;
  } catch {
    return 0;
  }
}

export function calculateDamage(
  actor: DamageSubject,
  given: DamageDescription[],
  options: Options = {},
): DamageSummary | false {
  const damages: DamageSummary = Object.assign(deepClone(given), { amount: 0, temp: 0, tempMax: 0 });
  if (hooks().call("dnd5e.preCalculateDamage", actor, damages, options) === false) return false;
  const { damageTypes, healingTypes } = dnd5eConfig();
  const multiplier = options.multiplier ?? 1;
  const messageType = options.originatingMessage?.flags?.dnd5e?.roll?.type;
  const treatAs = messageType ? (messageType === "healing" ? "healing" : "damage") : (options.only ?? "damage");
  const skipped = (type: string) => {
    if (type === "maximum") return options.only ? options.only !== treatAs : false;
    if (options.only === "damage") return type in healingTypes;
    if (options.only === "healing") return type in damageTypes;
    return false;
  };
  const traits = actor.system.traits;
  const rollData = actor.getRollData({ deterministic: true });
  const modifications: Record<string, number> = {};
  for (const [type, formula] of Object.entries(traits?.dm.amount ?? {}))
    modifications[type] = simplifyBonus(formula, rollData);

  const isIgnored = (category: Category, type: string, skipDowngrade = false): boolean => {
    const downgrade = (t: string) => options.downgrade === true || (options.downgrade?.has?.(t) ?? false);
    if (options.ignore === true) return true;
    const ignore = options.ignore?.[category];
    if (ignore === true || (ignore instanceof Set && ignore.has(type))) return true;
    if (category === "immunity" && downgrade(type) && !skipDowngrade) return true;
    if (category === "resistance" && downgrade(type) && !hasEffect("immunity", type)) return true;
    return false;
  };
  const hasEffect = (
    category: keyof typeof TRAITS,
    damage: DamageDescription | string,
    skipDowngrade = false,
  ): boolean => {
    const trait = traits?.[TRAITS[category]];
    const downgrade = (t: string) => options.downgrade === true || (options.downgrade?.has?.(t) ?? false);
    const setActive = (key: string) => {
      if (typeof damage !== "string" && damage.active) markActive(damage.active, key, category);
      return true;
    };
    const type = typeof damage === "string" ? damage : damage.type;
    const isHealing = type in healingTypes;
    if (category === "resistance") {
      if (!isHealing && downgrade("ALL") && hasEffect("immunity", "ALL", true)) return setActive("all");
      if (downgrade(type) && hasEffect("immunity", type, true)) return setActive("type");
    }
    const properties = typeof damage === "string" ? undefined : damage.properties;
    if (damageTypes[type]?.isPhysical && properties?.size && intersects(trait?.bypasses, properties)) return false;
    if (!isHealing && !isIgnored(category, "ALL", skipDowngrade) && trait?.value.has("ALL")) return setActive("all");
    if (!isIgnored(category, type, skipDowngrade) && trait?.value.has(type)) return setActive("type");
    return false;
  };
  const applyModification = (d: DamageDescription, type = d.type) => {
    if (!modifications[type] || isIgnored("modification", type)) return;
    const original = d.value;
    if (Math.sign(d.value) !== Math.sign(d.value + modifications[type])) d.value = 0;
    else d.value += modifications[type];
    markActive((d.active ??= {}), type === "ALL" ? "all" : "type", "modification");
    modifications[type] += original - d.value;
  };

  for (const d of damages) {
    d.active ??= {};
    if (skipped(d.type) || hasEffect("immunity", d)) {
      d.value = 0;
      d.active.multiplier = 0;
      continue;
    }
    if (!damageTypes[d.type]?.isPhysical || !d.properties?.size || !intersects(traits?.dm.bypasses, d.properties)) {
      applyModification(d);
      if (!(d.type in healingTypes)) applyModification(d, "ALL");
    }
    let damageMultiplier = multiplier;
    let applied = d.value * multiplier;
    if (hasEffect("resistance", d)) {
      damageMultiplier /= 2;
      applied = Math.trunc(applied / 2);
    }
    if (hasEffect("vulnerability", d)) {
      damageMultiplier *= 2;
      applied *= 2;
    }
    if (options.invertHealing !== false && (d.type === "healing" || (d.type === "maximum" && treatAs === "healing"))) {
      damageMultiplier *= -1;
      applied *= -1;
    }
    d.value = applied;
    d.active.multiplier = Number(d.active.multiplier ?? 1) * damageMultiplier;
    if (d.type === "temphp") damages.temp += d.value;
    else if (d.type === "maximum") damages.tempMax += d.value;
    else damages.amount += d.value;
  }

  if (damages.tempMax < 0) damages.amount += damages.tempMax;
  damages.amount = Math.trunc(damages.amount);
  const threshold = actor.system.attributes?.hp?.dt ?? -Infinity;
  const ignoreThreshold = options.ignore === true || !!options.ignore?.threshold;
  if (damages.amount > 0 && damages.amount < threshold && !ignoreThreshold) {
    damages.amount = 0;
    for (const d of damages) {
      d.value = 0;
      Object.assign((d.active ??= {}), { multiplier: 0, threshold: true });
    }
  }
  if (hooks().call("dnd5e.calculateDamage", actor, damages, options) === false) return false;
  return damages;
}
