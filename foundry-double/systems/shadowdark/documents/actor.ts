/**
 * A stand-in for Shadowdark's ActorSD and its data models (system/src/models/_ActorBaseSD.mjs, PlayerSD.mjs and
 * NpcSD.mjs at cf357e3, release 4.0.4), CONFIG.Actor.documentClass in a Shadowdark world. Its data is small — a
 * stand-in for the models' schemas — but the roll configurations it builds are Shadowdark's, line for line:
 * - `actor.system.rollStatCheck(ability, config)`: `config.check.stat`, actorId, title and heading; the `check`
 *   generator (_generateStatCheckConfig): type "check", initializeD20Check, label, the formula `d20` + the ability's
 *   modifier with the `roll.stat.bonus.<ability>` (and `.all`) effects, the advantage from `roll.stat.advantage.*`,
 *   the tooltips; then rollDialog, the `SD-Stat-Check` hook (false stops), rollFromConfig.
 * - `actor.system.rollAttack(weaponUuid, config)` (a Player): actorId, itemUuid, setRollTarget, the heading; the
 *   `attack` generator (_generateAttackConfig): type "attack", the attack's handedness, type and range from the
 *   weapon, _calcAttackMainConfig (initializeD20Check, the formula `d20` + Strength's modifier — Dexterity's for a
 *   ranged weapon, or a finesse one where it is higher — with the `roll.<type>.bonus` and `roll.attack.bonus`
 *   effects, the critical thresholds `roll.<type>.critical-success` (20) and `critical-failure` (1), the advantage),
 *   the damage roll; then rollDialog, `SD-Player-Attack`, rollFromConfig; the roll's success.
 * - `actor.system.rollAttack(attackId, config)` (an NPC, as its sheet's click on an attack calls it, ActorSheetSD
 *   `_onRollAttack`: the item's id, Shift `skipPrompt`): actorId, the attack item's uuid, setRollTarget, the heading;
 *   the NPC's `attack` generator (NpcSD#_generateAttackConfig): type "attack", the range (its first) and the type
 *   from it (close: melee), initializeD20Check, the label, advantage 0, the formula `d20` + the attack's bonus, its
 *   critical thresholds, the damage roll (its die + its damage bonus, the critical multiplier); then rollDialog,
 *   `SD-NPC-Attack`, rollFromConfig.
 * - `actor.system.useAbility(abilityUuid, config)` (a Player, as its sheet's click on a class ability calls it; Shift
 *   passes `skipPrompt`): a lost ability refused with a warning; actorId, itemUuid, the heading; the `ability`
 *   generator (_generateAbilityConfig): type "ability", and for an ability naming a stat initializeD20Check, the
 *   label, `mainRoll.dc ??=` the ability's own DC, the formula `d20` + that stat's modifier with the
 *   `roll.ability.bonus` effects, the advantage from `roll.ability.advantage` (no stat: no prompt, a card without a
 *   roll); then rollDialog, `SD-Player-classAbility`, rollFromConfig.
 * - _getActiveEffectKeys(baseKey, baseValue, item, config): every applied effect's change whose key is the base key
 *   (with `roll.attack.` for a melee or ranged key, `.all` for a stat's), or one of them with an item selector (all,
 *   the item's property names, base weapon, slugified name), or `<base>.this` on the item itself; a situational
 *   effect is listed in `config.situational` and counts only when in `config.selected`; ADD changes summed (numbers
 *   added, others appended as text), MULTIPLY, then OVERRIDE.
 * Stand-ins, not Shadowdark's code: the data (a Player's abilities `{value}` with Shadowdark's modifier, floor((value
 * − 10) / 2) within −4…4; an NPC's `{mod}`; the AC as stored, not worked out from armor), the items (a weapon's
 * `properties` are names, not Property items; `damage.oneHanded` / `twoHanded`), the effects (an item's or the
 * actor's `effects`: `{_id, name, description, changes, disabled, flags.shadowdark.situational}`, all applied
 * unless disabled), the damage roll (the weapon's die; no damage effects), and an NPC attack's data (NpcAttackSD's
 * `ranges`, `bonuses`, `damage`); a Player's luck is its data (luck.ts spends it). Not emulated: spells, an NPC
 * attack's features (`damage.special`), ammunition, and what useAbility writes to the ability after the hook — a use
 * taken from a limited one, the ability lost on a failed roll (`loseOnFailure`): the stand-in's items are read-only.
 */
import { ActorDouble, type ActorSpec } from "../../../documents/actor";
import { deepClone } from "../../../utils";
import {
  createToolTip,
  formatBonus,
  initializeD20Check,
  resolveFormula,
  rollDialog,
  rollFromConfig,
  setRollTarget,
  type RollConfig,
} from "../dice/dice";
import { postMessage, renderRollMessage } from "../chat";
import { format, localize, shadowdarkConfig } from "../utils";
import { read, readPath, type Plain } from "../../kit/data";
import { fromUuid, fromUuidSync, hooks, notifications } from "../../kit/globals";

/** Foundry's CONST.ACTIVE_EFFECT_MODES (common/constants.mjs) the roll keys use. */
const MODES = { MULTIPLY: 1, ADD: 2, OVERRIDE: 5 } as const;

export interface EffectChange {
  key: string;
  value: string | number;
  mode: number;
  priority?: number;
}

export interface EffectSource {
  _id: string;
  name?: string;
  description?: string;
  changes?: EffectChange[];
  disabled?: boolean;
  flags?: { shadowdark?: { situational?: boolean } };
}

interface EffectParent {
  readonly uuid: string;
  readonly name: string;
}

export class ActiveEffectSD {
  constructor(
    readonly _source: EffectSource,
    readonly parent: EffectParent,
  ) {}

  get id(): string {
    return this._source._id;
  }
  get name(): string {
    return this._source.name ?? "";
  }
  get description(): string {
    return this._source.description ?? "";
  }
  get disabled(): boolean {
    return this._source.disabled ?? false;
  }
  get changes(): EffectChange[] {
    return this._source.changes ?? [];
  }
  get uuid(): string {
    return `${this.parent.uuid}.ActiveEffect.${this.id}`;
  }

  /** ActiveEffectSD#isSituational: the effect's `situational` flag. */
  get isSituational(): boolean {
    return this._source.flags?.shadowdark?.situational ?? false;
  }
}

export interface ItemSource {
  _id: string;
  name: string;
  type: string;
  system?: Plain;
  effects?: EffectSource[];
}

/** A weapon's data as the attack reads it (WeaponSD stand-in). */
export interface WeaponData {
  type: "melee" | "ranged";
  handedness?: string;
  range?: string;
  baseWeapon?: string;
  description?: string;
  properties: string[];
  damage: { oneHanded?: string; twoHanded?: string };
  readonly isWeapon: boolean;
  readonly isFinesse: boolean;
  readonly propertyNames: string[];
  getDamageFormula(handedness?: string): string | undefined;
}

function weaponData(source: Plain): WeaponData {
  const data = { type: "melee", properties: [], damage: {}, ...deepClone(source) } as Omit<
    WeaponData,
    "isWeapon" | "isFinesse" | "propertyNames" | "getDamageFormula"
  >;
  return Object.assign(data, {
    get isWeapon() {
      return true;
    },
    get propertyNames() {
      return data.properties.map((name) => name.slugify());
    },
    get isFinesse() {
      return data.properties.map((name) => name.slugify()).includes("finesse");
    },
    getDamageFormula(handedness = data.handedness ?? "1h") {
      return handedness.slugify() === "2h" ? data.damage.twoHanded : data.damage.oneHanded;
    },
  });
}

export class ItemSD {
  constructor(
    readonly _source: ItemSource,
    readonly parent: ActorSD,
  ) {
    this.system = _source.type === "Weapon" ? weaponData(_source.system ?? {}) : { ...(_source.system ?? {}) };
    this.effects = (_source.effects ?? []).map((effect) => new ActiveEffectSD(effect, this));
  }

  readonly system: Plain | WeaponData;

  readonly effects: ActiveEffectSD[];

  get id(): string {
    return this._source._id;
  }
  get name(): string {
    return this._source.name;
  }
  get type(): string {
    return this._source.type;
  }
  get uuid(): string {
    return `${this.parent.uuid}.Item.${this.id}`;
  }
  get actor(): ActorSD {
    return this.parent;
  }

  getEmbeddedDocument(name: string, id: string): unknown {
    return name === "ActiveEffect" ? (this.effects.find((effect) => effect.id === id) ?? null) : null;
  }
}

type AbilityKey = "str" | "int" | "dex" | "wis" | "con" | "cha";

/** A class ability's data as useAbility reads it (ClassAbilitySD): the stat its check uses, if any, and its DC. */
interface ClassAbilityData {
  ability: unknown;
  dc: number;
  lost: boolean;
  description: string;
}

function classAbilityData(item: ItemSD): ClassAbilityData {
  const field = (name: string): unknown => Reflect.get(item.system, name);
  const description = field("description");
  return {
    ability: field("ability"),
    dc: Number(field("dc") ?? 10),
    lost: field("lost") === true,
    description: typeof description === "string" ? description : "",
  };
}

function isAbilityKey(key: unknown): key is AbilityKey {
  return typeof key === "string" && shadowdarkConfig().ABILITY_KEYS.includes(key);
}

interface Ability {
  value?: number;
  readonly mod: number;
}

export interface ActorSDSpec extends ActorSpec {
  items?: ItemSource[];
  effects?: EffectSource[];
}

/** The data model of an actor's `system` (ActorBaseSD), with its roll methods. */
export class ActorBaseSD {
  constructor(
    source: Plain,
    readonly parent: ActorSD,
  ) {
    this.#source = deepClone(source);
    const copy = deepClone(source) as Plain & { attributes?: Plain; abilities?: Record<string, Plain> };
    this.attributes = {
      ac: { value: 10 },
      hp: { value: 0, max: 0 },
      ...(copy.attributes ?? {}),
    } as ActorBaseSD["attributes"];
    this.abilities = Object.fromEntries(
      shadowdarkConfig().ABILITY_KEYS.map((key) => [key, this._ability(copy.abilities?.[key] ?? {})]),
    ) as Record<AbilityKey, Ability>;
  }

  readonly #source: Plain;

  /** DataModel#toJSON (common/abstract/data.mjs): its source data, as `JSON.stringify(actor.system)` writes it. */
  toJSON(): Plain {
    return deepClone(this.#source);
  }

  attributes: { ac: { value: number }; hp: { value: number; max: number } };

  abilities: Record<AbilityKey, Ability>;

  rollConfigGenerators: Record<string, (config: RollConfig) => unknown> = {
    check: this._generateStatCheckConfig.bind(this),
  };

  /** An NPC's simplified ability: its modifier as stored. */
  protected _ability(source: Plain): Ability {
    return { mod: Number(source.mod ?? 0) };
  }

  _getAbilityModifier(ability: string): { modifier: number; tooltip: string } | undefined {
    if (!shadowdarkConfig().ABILITY_KEYS.includes(ability)) return undefined;
    const modifier = this.abilities[ability as AbilityKey].mod;
    let tooltip = "";
    if (modifier !== 0) {
      tooltip = createToolTip(
        format("SHADOWDARK.roll.tooltip.stat_bonus", { stat: shadowdarkConfig().ABILITIES_LONG[ability] }),
        modifier,
      );
    }
    return { modifier, tooltip };
  }

  _getActiveEffectKeys(
    baseKey: string,
    baseValue: number | string,
    item: ItemSD | null = null,
    config: RollConfig = {},
  ): { value: number | string; tooltips: string; changes: EffectChange[] } {
    if (!baseKey.startsWith("system.")) baseKey = "system.".concat(baseKey);
    const baseKeys = [baseKey];
    if (baseKey.startsWith("system.roll.melee") || baseKey.startsWith("system.roll.ranged")) {
      baseKeys.push(baseKey.replace(/^system\.roll\.(melee|ranged)\./, "system.roll.attack."));
    } else if (baseKey.startsWith("system.roll.stat.")) {
      baseKeys.push(baseKey.replace(/(str|dex|con|int|wis|cha)$/, "all"));
    }
    const keys = [...baseKeys];
    const changes: (EffectChange & { name: string })[] = [];
    config.situational ??= [];
    for (const base of baseKeys) {
      if (!item) continue;
      const weapon = item.system as Partial<WeaponData>;
      const selectors = ["all", ...(weapon.propertyNames ?? [])];
      if (weapon.baseWeapon) selectors.push(weapon.baseWeapon);
      selectors.push(item.name.slugify());
      for (const selector of selectors) keys.push(`${base}.${selector.slugify()}`);
    }
    if (item == null || config.itemUuid !== item.uuid)
      item = config.itemUuid ? (fromUuidSync(config.itemUuid) as ItemSD | null) : item;
    for (const effect of this.parent.appliedEffects) {
      for (const change of effect.changes) {
        const isItem =
          item !== null && baseKeys.some((base) => change.key === `${base}.this` && effect.parent.uuid === item!.uuid);
        if (!keys.includes(change.key) && !isItem) continue;
        if (effect.isSituational) {
          if (!config.situational.includes(effect.uuid)) config.situational.push(effect.uuid);
          if (!config.selected?.includes(effect.uuid)) continue;
        }
        const value = resolveFormula(change.value, this.parent.getRollData()) as string | number;
        changes.push({ ...change, name: effect.parent.name, value, priority: change.priority ?? change.mode * 10 });
      }
    }
    return sumChanges(baseValue, changes);
  }

  _generateStatCheckConfig(config: RollConfig): void {
    if (!config.check?.stat) return;
    config.type = "check";
    initializeD20Check(config);
    const mainRoll = config.mainRoll!;
    mainRoll.label = localize("SHADOWDARK.roll.check");
    const ability = config.check.stat;
    const abilityMod = this._getAbilityModifier(ability)!;
    const rollKey = this._getActiveEffectKeys(`roll.stat.bonus.${ability}`, abilityMod.modifier, null, config);
    mainRoll.bonus = formatBonus(rollKey.value);
    mainRoll.formula = `${String(mainRoll.base)}${mainRoll.bonus}`;
    const advantage = this._getActiveEffectKeys(`roll.stat.advantage.${ability}`, 0, null, config);
    mainRoll.advantage = advantage.value as number;
    mainRoll.tooltips = [abilityMod.tooltip, rollKey.tooltips, advantage.tooltips].filter(Boolean).join(", ");
  }

  async rollStatCheck(abilityId: string, config: RollConfig = {}): Promise<unknown> {
    const ability = abilityId.toLowerCase();
    if (!shadowdarkConfig().ABILITY_KEYS.includes(ability)) return false;
    config.check = { stat: ability };
    config.actorId = this.parent.id;
    config.title ??= localize("SHADOWDARK.dialog.ability_check.title");
    config.heading ??= localize(`SHADOWDARK.dialog.ability_check.${ability}`);
    void this.rollConfigGenerators.check?.(config);
    if (!(await rollDialog(config))) return false;
    if (!(await hooks().call("SD-Stat-Check", config))) return false;
    return rollFromConfig(config);
  }
}

/** The changes' sum over the base value, as _getActiveEffectKeys works it out. */
function sumChanges(
  baseValue: number | string,
  changes: (EffectChange & { name: string })[],
): { value: number | string; tooltips: string; changes: EffectChange[] } {
  let finalValue: number | string = baseValue;
  const tooltips: string[] = [];
  let intParts = 0;
  let strParts = "";
  for (const change of changes.filter((c) => c.mode === MODES.ADD)) {
    if (!isNaN(Number(change.value)) && change.value !== "") intParts += Number(change.value);
    else strParts += ` + ${String(change.value)}`;
    tooltips.push(createToolTip(change.name, change.value, "+", change.key));
  }
  if (typeof finalValue === "string" || strParts) {
    if (typeof finalValue === "number") finalValue = formatBonus(finalValue + intParts).toString();
    else finalValue = finalValue.concat(formatBonus(intParts));
    if (strParts) finalValue = finalValue.concat(strParts);
    finalValue = finalValue.trim().replace(/^\+\s*/, "");
  } else {
    finalValue += intParts;
  }
  let multiplyBonus = 1;
  for (const change of changes.filter((c) => c.mode === MODES.MULTIPLY)) {
    multiplyBonus = multiplyBonus * Number(change.value);
    tooltips.push(createToolTip(change.name, change.value, "x", change.key));
  }
  if (multiplyBonus !== 1)
    finalValue = typeof finalValue === "string" ? `(${finalValue})*${multiplyBonus}` : finalValue * multiplyBonus;
  for (const change of changes.filter((c) => c.mode === MODES.OVERRIDE)) {
    finalValue = change.value;
    tooltips.push(createToolTip(change.name, change.value, "=", change.key));
  }
  return { value: finalValue, tooltips: tooltips.filter(Boolean).join(", "), changes };
}

/** An NPC attack's data as the attack reads it (NpcAttackSD's fields, its schema's defaults where absent). */
interface NpcAttackData {
  range: string | undefined;
  attackBonus: number;
  critical: { successAt: number; failureAt: number; multiplier: number };
  damage: string;
  damageBonus: number;
  description: string;
}

function npcAttackData(item: ItemSD): NpcAttackData {
  const number = (path: string, fallback: number) => {
    const value = readPath(item.system, path);
    return typeof value === "number" ? value : fallback;
  };
  const text = (path: string) => {
    const value = readPath(item.system, path);
    return typeof value === "string" ? value : "";
  };
  const ranges = read(item.system, "ranges");
  const first: unknown = Array.isArray(ranges) ? ranges[0] : undefined;
  return {
    range: typeof first === "string" ? first : undefined,
    attackBonus: number("bonuses.attackBonus", 0),
    critical: {
      successAt: number("bonuses.critical.successThreshold", 20),
      failureAt: number("bonuses.critical.failureThreshold", 1),
      multiplier: number("bonuses.critical.multiplier", 2),
    },
    damage: text("damage.value"),
    damageBonus: number("bonuses.damageBonus", 0),
    description: text("description"),
  };
}

export class NpcSD extends ActorBaseSD {
  override rollConfigGenerators: Record<string, (config: RollConfig) => unknown> = {
    check: this._generateStatCheckConfig.bind(this),
    attack: this._generateAttackConfig.bind(this),
  };

  async rollAttack(attackId: string, config: RollConfig = {}): Promise<false | undefined> {
    config.actorId = this.parent.id;
    const attack = this.parent.getEmbeddedDocument("Item", attackId);
    if (!(attack instanceof ItemSD)) {
      console.error("invalid attack ID");
      return undefined;
    }
    config.itemUuid = attack.uuid;
    setRollTarget(config);
    config.heading = format("SHADOWDARK.dialog.roll_attacking_with", { name: attack.name });
    await this.rollConfigGenerators.attack?.(config);
    if (!(await rollDialog(config))) return false;
    if (!(await hooks().call("SD-NPC-Attack", config))) return false;
    await rollFromConfig(config);
    return undefined;
  }

  async _generateAttackConfig(config: RollConfig = {}): Promise<void> {
    const attack = await fromUuid(config.itemUuid ?? "");
    if (!(attack instanceof ItemSD)) return;
    const data = npcAttackData(attack);
    config.type = "attack";
    config.attack ??= {};
    config.attack.range ??= data.range;
    config.attack.type ??= config.attack.range === "close" ? "melee" : "ranged";
    config.descriptions = [data.description];
    initializeD20Check(config);
    const mainRoll = config.mainRoll ?? {};
    mainRoll.label ??= localize("SHADOWDARK.roll.attack");
    mainRoll.advantage = 0;
    const attackBonus = formatBonus(data.attackBonus);
    mainRoll.bonus = attackBonus;
    mainRoll.formula = `${String(mainRoll.base)}${attackBonus}`;
    mainRoll.criticalSuccessAt = data.critical.successAt;
    mainRoll.criticalFailureAt = data.critical.failureAt;
    if (data.damage) {
      config.damageRoll ??= {};
      config.damageRoll.label = localize("SHADOWDARK.roll.damage");
      config.damageRoll.base = data.damage;
      config.damageRoll.formula = `${data.damage}${formatBonus(data.damageBonus)}`;
      config.damageRoll.criticalMultiplier = data.critical.multiplier;
    }
  }
}

export class PlayerSD extends ActorBaseSD {
  override rollConfigGenerators: Record<string, (config: RollConfig) => unknown> = {
    check: this._generateStatCheckConfig.bind(this),
    ability: this._generateAbilityConfig.bind(this),
    attack: this._generateAttackConfig.bind(this),
  };

  /** PlayerSD's `luck` (PlayerSD.mjs:41-44): none remaining, none available, unless the source says. */
  get luck(): { remaining: number; available: boolean } {
    const luck = read(this.toJSON(), "luck");
    return { remaining: Number(read(luck, "remaining") ?? 0), available: read(luck, "available") === true };
  }

  /** PlayerSD's attributeModel: the score, and Shadowdark's modifier from it. */
  protected override _ability(source: Plain): Ability {
    const value = Number(source.value ?? 10);
    return {
      value,
      get mod() {
        return Math.min(4, Math.max(-4, Math.floor((value - 10) / 2)));
      },
    };
  }

  _getAttackAbilityModifier(attackType: string, finesse = false): { modifier: number; tooltip: string } {
    const str = this._getAbilityModifier("str")!;
    const dex = this._getAbilityModifier("dex")!;
    if (attackType === "melee") return finesse && dex.modifier > str.modifier ? dex : str;
    if (attackType === "ranged") return dex;
    throw new Error(`Unknown attack type ${attackType}`);
  }

  _calcAttackMainConfig(weapon: ItemSD, config: RollConfig): void {
    initializeD20Check(config);
    const mainRoll = config.mainRoll!;
    mainRoll.label ??= localize("SHADOWDARK.roll.attack");
    const attackType = config.attack!.type!;
    const abilityBonus = this._getAttackAbilityModifier(attackType, (weapon.system as WeaponData).isFinesse);
    const attackRollKey = this._getActiveEffectKeys(`roll.${attackType}.bonus`, abilityBonus.modifier, weapon, config);
    mainRoll.bonus = formatBonus(attackRollKey.value);
    mainRoll.formula = `${String(mainRoll.base)}${mainRoll.bonus}`;
    const critTooltips = this._calcCriticalConfig(weapon, config, attackType);
    const rollKeyAdv = this._getActiveEffectKeys(`roll.${attackType}.advantage`, 0, weapon, config);
    mainRoll.advantage = rollKeyAdv.value as number;
    mainRoll.tooltips = [abilityBonus.tooltip, attackRollKey.tooltips, ...critTooltips, rollKeyAdv.tooltips]
      .filter(Boolean)
      .join(", ");
  }

  _calcCriticalConfig(item: ItemSD, config: RollConfig, key: string): string[] {
    const critSuccess = this._getActiveEffectKeys(`roll.${key}.critical-success`, 20, item, config);
    const critFailure = this._getActiveEffectKeys(`roll.${key}.critical-failure`, 1, item, config);
    const critMultiplier = this._getActiveEffectKeys(`roll.${key}.critical-multiplier`, 2, item, config);
    config.mainRoll!.criticalSuccessAt = critSuccess.value;
    config.mainRoll!.criticalFailureAt = critFailure.value;
    if (critMultiplier.value !== 2) {
      config.damageRoll ??= {};
      config.damageRoll.criticalMultiplier = critMultiplier.value as number;
    }
    return [critSuccess.tooltips, critFailure.tooltips, critMultiplier.tooltips];
  }

  /** A stand-in for _calcDamageConfig: the weapon's die, labelled (no damage effects). */
  _calcDamageConfig(config: RollConfig, base: string | undefined): void {
    config.damageRoll ??= {};
    config.damageRoll.label = localize("SHADOWDARK.roll.damage");
    config.damageRoll.base = base ?? "1";
    config.damageRoll.formula = String(config.damageRoll.base);
  }

  async _generateAttackConfig(config: RollConfig = {}): Promise<RollConfig | undefined> {
    const weapon = (await fromUuid(config.itemUuid ?? "")) as ItemSD | null;
    const data = weapon?.system as WeaponData | undefined;
    if (!weapon || !data?.isWeapon) return undefined;
    config.type = "attack";
    config.attack ??= {};
    config.attack.handedness ??= data.handedness;
    config.attack.type ??= data.type;
    config.attack.range ??= data.range;
    config.descriptions = [data.description ?? ""];
    this._calcAttackMainConfig(weapon, config);
    this._calcDamageConfig(config, data.getDamageFormula(config.attack.handedness));
    return config;
  }

  /** PlayerSD#_generateAbilityConfig: a class ability's check, against the ability's own DC, when it names a stat. */
  async _generateAbilityConfig(config: RollConfig): Promise<RollConfig | undefined> {
    const ability = await fromUuid(config.itemUuid ?? "");
    if (!(ability instanceof ItemSD)) return undefined;
    const data = classAbilityData(ability);
    config.type = "ability";
    config.descriptions = [data.description];
    if (!isAbilityKey(data.ability)) {
      config.skipPrompt = true;
      return config;
    }
    initializeD20Check(config);
    const mainRoll = config.mainRoll ?? {};
    mainRoll.label ??= localize("SHADOWDARK.roll.special_ability");
    mainRoll.dc ??= data.dc;
    const modifier = this.abilities[data.ability].mod;
    const rollKey = this._getActiveEffectKeys("roll.ability.bonus", modifier, ability, config);
    mainRoll.bonus = formatBonus(rollKey.value);
    mainRoll.formula = `${String(mainRoll.base)}${mainRoll.bonus}`;
    const advantage = this._getActiveEffectKeys("system.roll.ability.advantage", 0, ability, config);
    mainRoll.advantage = Number(advantage.value);
    const bonus = modifier !== 0 ? createToolTip(localize("SHADOWDARK.dialog.item_roll.ability_bonus"), modifier) : "";
    mainRoll.tooltips = [bonus, rollKey.tooltips, advantage.tooltips].filter(Boolean).join(", ");
    return config;
  }

  /**
   * PlayerSD#useAbility, as the sheet's click on a class ability calls it (Shift: `skipPrompt`): refused when the
   * ability is lost; the config, the dialog, the `SD-Player-classAbility` hook (false stops), then the roll.
   */
  async useAbility(abilityUuid: string, config: RollConfig = {}): Promise<unknown> {
    const ability = await fromUuid(abilityUuid);
    if (!(ability instanceof ItemSD))
      return notifications().error(localize("SHADOWDARK.error.general.item_uuid_not_found"));
    if (classAbilityData(ability).lost) return notifications().warn(localize("SHADOWDARK.error.class_ability.lost"));
    config.actorId = this.parent.id;
    config.itemUuid = abilityUuid;
    config.heading = format("SHADOWDARK.dialog.roll_using_ability", { name: ability.name });
    await this.rollConfigGenerators.ability?.(config);
    if (!(await rollDialog(config))) return false;
    if (!(await hooks().call("SD-Player-classAbility", config))) return false;
    if (config.mainRoll) return rollFromConfig(config);
    return postMessage(await renderRollMessage(config));
  }

  async rollAttack(weaponUuid: string, config: RollConfig = {}): Promise<boolean | null | undefined> {
    config.actorId = this.parent.id;
    config.itemUuid = weaponUuid;
    const weapon = (await fromUuid(weaponUuid)) as ItemSD | null;
    if (!weapon || !(weapon.system as Partial<WeaponData>).isWeapon) {
      console.error("rollAttack: Invalid weaponId or type");
      return false;
    }
    setRollTarget(config);
    config.heading = format("SHADOWDARK.dialog.roll_attacking_with", { name: weapon.name });
    await this.rollConfigGenerators.attack?.(config);
    if (!(await rollDialog(config))) return false;
    if (!(await hooks().call("SD-Player-Attack", config))) return false;
    const roll = await rollFromConfig(config);
    return roll ? roll.success : undefined;
  }
}

export class ActorSD extends ActorDouble {
  constructor(data: ActorSDSpec = {}, context: ConstructorParameters<typeof ActorDouble>[1] = {}) {
    super(data, context);
    this.#itemSources = deepClone(data.items ?? []);
    this.#effectSources = deepClone(data.effects ?? []);
  }

  readonly #itemSources: ItemSource[];

  readonly #effectSources: EffectSource[];

  #items: ItemSD[] | null = null;

  #effects: ActiveEffectSD[] | null = null;

  #model: { from: string; system: ActorBaseSD } | null = null;

  /** The data model (PlayerSD for a Player, NpcSD otherwise), made again after an update of the source. */
  override get system(): Plain {
    return this.systemSD as unknown as Plain;
  }

  get systemSD(): ActorBaseSD {
    const from = JSON.stringify(this._source.system);
    if (this.#model?.from !== from) {
      const Model = this.type === "Player" ? PlayerSD : NpcSD;
      this.#model = { from, system: new Model(this._source.system, this) };
    }
    return this.#model.system;
  }

  get items(): ItemSD[] {
    this.#items ??= this.#itemSources.map((source) => new ItemSD(source, this));
    return this.#items;
  }

  /** The effects that apply: the actor's own and its items', but disabled ones. */
  get appliedEffects(): ActiveEffectSD[] {
    return [...this.effects, ...this.items.flatMap((item) => item.effects)].filter((effect) => !effect.disabled);
  }

  /** The actor's own effects. */
  get effects(): ActiveEffectSD[] {
    this.#effects ??= this.#effectSources.map((source) => new ActiveEffectSD(source, this));
    return this.#effects;
  }

  getEmbeddedDocument(name: string, id: string): unknown {
    if (name === "Item") return this.items.find((item) => item.id === id) ?? null;
    return name === "ActiveEffect" ? (this.effects.find((effect) => effect.id === id) ?? null) : null;
  }

  override toObject(): ReturnType<ActorDouble["toObject"]> & { items: ItemSource[]; effects: EffectSource[] } {
    return { ...super.toObject(), items: deepClone(this.#itemSources), effects: deepClone(this.#effectSources) };
  }
}
