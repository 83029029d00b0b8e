/**
 * Stand-ins for a dnd5e weapon (module/documents/item.mjs, module/data/item/weapon.mjs at 965ad2d, release 5.3.3)
 * and its attack activity, whose rolling is dnd5e's own (module/documents/activity/attack.mjs,
 * module/data/activity/attack-data.mjs, base-activity.mjs getActionType, activity/mixin.mjs getRollData and
 * messageFlags; unchanged in 6.0.0):
 * - rollAttack: the target is the AC of the single targeted token (getTargetDescriptors; none, or several: no
 *   target); elvenAccuracy when the actor has the flag and the attack uses Dexterity, Intelligence, Wisdom or
 *   Charisma; halflingLucky from the actor's flag; the attack mode defaults to the last used (item flags) and must be
 *   among the options; one roll whose options carry `criticalSuccess` = the activity's critical threshold; hooks
 *   `["attack", "d20Test"]`; the AttackRollConfigurationDialog with the attack-mode options and the buildConfig
 *   below; the message flagged with the activity, item and targets and `roll.type` "attack"; buildConfigure,
 *   buildEvaluate, the chosen attack mode written to the message's flags, buildPost; then `dnd5e.rollAttack`(V2) and
 *   `dnd5e.postRollAttack`.
 * - _buildAttackConfig (each build, each change in the dialog): the form's attackMode (else the process's) goes into
 *   the roll's options and getAttackData({attackMode}) gives the parts: `@mod` (the ability's modifier, unless the
 *   ability is "none"), `@prof` (the weapon's proficiency term), `@bonus` (the activity's attack bonus),
 *   `@actorBonus` (the actor's bonus for the action type: mwak, rwak, msak, rsak — a thrown or ranged mode makes a
 *   melee weapon attack rwak).
 * - criticalThreshold: the lowest of the activity's `attack.critical.threshold` and the weapon's (the actor's
 *   `weaponCriticalThreshold` flag), else 20.
 * - the weapon's attack modes (one-handed unless two-handed, two-handed if versatile or two-handed, offhand if
 *   light, a rule then thrown — and thrown offhand if light — if thrown; a thrown ranged weapon: thrown only; ranged
 *   for a weapon without attack type whose range exceeds its reach), as weapon.mjs gives them.
 * - getDamageConfig / rollDamage: the activity's damage (activity-damage.ts), its `damage` source defaulting to
 *   dnd5e's (no critical bonus, the base damage included, no parts of its own).
 * Stand-ins: an item's data is its source with defaults (no data model), weapon proficiency is the item's
 * `proficient` (1 when not given: the actor's weapon proficiencies are not modelled), spellcasting abilities not
 * modelled (a spell attack needs an explicit ability). Not emulated (nothing the adapter, the playground or a test
 * reads): ammunition (its options, `@ammoMagic`, its consumption), magic bonuses (`@weaponMagic`), masteries, flat
 * attacks (`@toHit`), exhaustion, the no-quantity warning and enhanced dual wielding.
 */
import { deepClone, expandObject, getProperty, mergeObject, randomID, setProperty } from "../../../utils";
import { gameOf } from "../../../documents/owned-document";
import { broadcast, permissionMessage, refuse } from "../../../documents/server";
import { Proficiency } from "./proficiency";
import { registerItemClass, type Actor5e } from "./actor";
import { AttackRollConfigurationDialog, type SelectOptionEntry } from "../applications/d20-configuration-dialog";
import { getTargetDescriptors, localize } from "../utils";
import { dnd5eConfig } from "../config";
import type { D20Roll } from "../dice/d20-roll";
import type {
  DialogConfiguration,
  FormDataLike,
  MessageConfiguration,
  ProcessConfiguration,
  RollConfiguration,
  RollEvent,
} from "../dice/types";
import { diceClass, hooks } from "../../kit/globals";
import { getDamageConfig, rollDamage, type ActivityDamageSource, type DamagePartSource } from "./activity-damage";
import type { BasicRoll } from "../dice/basic-roll";
import { speakerOf } from "../../kit/chat";
import { readPath, type Plain } from "../../kit/data";
import { SaveActivity } from "./save-activity";
import { Activity5e } from "./activity";
import { embeddedEffects, itemIdentifier, preparedUses, type ActiveEffect5e } from "./active-effect";

const WEAPON_TYPE_MAP: Readonly<Record<string, string>> = {
  simpleM: "melee",
  simpleR: "ranged",
  martialM: "melee",
  martialR: "ranged",
  siege: "ranged",
};

const D20 = (): typeof D20Roll => diceClass<typeof D20Roll>("D20Roll");

export interface AttackData {
  ability: string;
  bonus: string;
  critical: { threshold: number | null };
  type: { value: string; classification: string };
}

/** An item's source as the stand-in keeps it. */
type ItemSource = Plain & {
  _id: string;
  name: string;
  img: string;
  type: string;
  flags: Record<string, Plain>;
  system: Plain;
  activities: Plain[];
};

/** An attack activity's source as the stand-in keeps it. */
type ActivitySource = Plain & { _id: string; type: string; attack: AttackData; damage: ActivityDamageSource };

export class Item5e {
  constructor(
    source: Plain,
    readonly actor: Actor5e,
  ) {
    this._source = mergeObject<ItemSource>(
      {
        _id: randomID(),
        name: "Item",
        img: "icons/svg/item-bag.svg",
        type: "weapon",
        flags: {},
        system: {
          type: { value: "" },
          properties: [],
          proficient: null,
        },
        activities: [],
      },
      deepClone(source),
    );
    this.activities = new Map(
      this._source.activities.map((data) => {
        const activity = data.type === "save" ? new SaveActivity(data, this) : new AttackActivity(data, this);
        return [activity.id, activity] as const;
      }),
    );
  }

  readonly _source: ItemSource;

  /** The item's activities (attack and save activities only), by id. */
  readonly activities: Map<string, AttackActivity | SaveActivity>;

  get id(): string {
    return this._source._id;
  }
  get name(): string {
    return this._source.name;
  }
  get img(): string {
    return this._source.img;
  }
  get type(): string {
    return this._source.type;
  }
  get uuid(): string {
    return `${this.actor.uuid}.Item.${this.id}`;
  }
  /** Item5e#identifier (item.mjs:251). */
  get identifier(): string {
    return itemIdentifier(this._source.system.identifier, this.name);
  }

  /** The item's effects (a bard's Bardic Inspiration effect, which dnd5e copies onto the inspired), by id. */
  get effects(): Map<string, ActiveEffect5e> {
    return (this.#effects ??= embeddedEffects(this._source.effects, this));
  }
  #effects: Map<string, ActiveEffect5e> | undefined;

  /** Core's Document#parent: the actor the item is embedded in. */
  get parent(): Actor5e {
    return this.actor;
  }

  /**
   * Core's Document#update of an embedded item (client-backend.mjs, the server's check): refused to one who does not
   * own its actor, then the changes merged into its source and `updateItem(item, changes, options, userId)` called on
   * every client. What the double's callers change: a feat's uses spent (a luck point, uses-field.mjs:45).
   */
  async update(changes: Plain, options: Plain = {}): Promise<this> {
    const user = gameOf().user;
    if (!this.actor.testUserPermission(user, "OWNER")) refuse(permissionMessage(user.name, "update", "Item", this.id));
    const expanded = expandObject(changes);
    mergeObject(this._source, expanded);
    await broadcast(() => hooks().callAll("updateItem", this, { ...expanded, _id: this.id }, options, user.id));
    return this;
  }

  getEmbeddedDocument(name: string, id: string): unknown {
    return name === "ActiveEffect" ? (this.effects.get(id) ?? null) : null;
  }
  get isOwner(): boolean {
    return this.actor.isOwner;
  }
  get inCompendium(): boolean {
    return false;
  }

  getFlag(scope: string, key: string): unknown {
    return getProperty(this._source.flags[scope], key);
  }

  async setFlag(scope: string, key: string, value: unknown): Promise<this> {
    setProperty(this._source.flags, `${scope}.${key}`, value);
    return this;
  }

  /** The weapon's derived data (a stand-in for its data model). */
  get system(): Plain & WeaponData {
    const source = this._source.system;
    const properties = new Set(source.properties as string[]);
    const typeValue = String(getProperty(source, "type.value") ?? "");
    const attackType = WEAPON_TYPE_MAP[typeValue] ?? null;
    const proficient = Number.isFinite(source.proficient) ? Number(source.proficient) : 1;
    const actor = this.actor;
    const data = {
      ...source,
      properties,
      attackType,
      prof: new Proficiency(actor.system5e.attributes.prof, proficient),
    } as Plain & WeaponData;
    // A feat's uses (its luck points) as dnd5e's UsesField prepares them.
    if (source.uses !== undefined) data.uses = preparedUses(source.uses);
    const { meleeAttack, rangedAttack } = dnd5eConfig().defaultAbilities;
    Object.defineProperties(data, {
      criticalThreshold: {
        enumerable: true,
        get: () => Number(readPath(actor.flags, "dnd5e.weaponCriticalThreshold") ?? Infinity),
      },
      availableAbilities: {
        enumerable: true,
        get: () => {
          if (properties.has("fin") || typeValue === "natural") return new Set([meleeAttack, rangedAttack]);
          if (!attackType) return null;
          return new Set([attackType === "melee" ? meleeAttack : rangedAttack]);
        },
      },
      attackModes: {
        enumerable: true,
        get: () =>
          weaponAttackModes(
            properties,
            attackType,
            Number(readPath(source, "range.value") ?? 0) > Number(readPath(source, "range.reach") ?? 0),
          ),
      },
    });
    return data;
  }

  getRollData(): Plain {
    const data = this.actor.getRollData();
    data.item = deepClone(this._source.system);
    return data;
  }
}

export interface WeaponData {
  /** The weapon's base damage (a DamageData's source). */
  damage?: { base?: DamagePartSource };
  properties: Set<string>;
  attackType: string | null;
  prof: Proficiency;
  criticalThreshold: number;
  availableAbilities: Set<string> | null;
  attackModes: SelectOptionEntry[];
}

/** weapon.mjs attackModes. */
function weaponAttackModes(
  properties: Set<string>,
  attackType: string | null,
  /** Whether the weapon's range exceeds its reach. */
  rangeBeyondReach: boolean,
): SelectOptionEntry[] {
  const labels = dnd5eConfig().attackModes;
  const modes: SelectOptionEntry[] = [];
  if (!(properties.has("thr") && attackType === "ranged")) {
    if (properties.has("ver") || !properties.has("two"))
      modes.push({ value: "oneHanded", label: labels.oneHanded!.label });
    if (properties.has("ver") || properties.has("two"))
      modes.push({ value: "twoHanded", label: labels.twoHanded!.label });
  }
  const isLight = properties.has("lgt");
  if (isLight) modes.push({ value: "offhand", label: labels.offhand!.label });
  if (properties.has("thr")) {
    if (modes.length) modes.push({ rule: true });
    modes.push({ value: "thrown", label: labels.thrown!.label });
    if (isLight) modes.push({ value: "thrown-offhand", label: labels["thrown-offhand"]!.label });
  } else if (!attackType && rangeBeyondReach) {
    if (modes.length) modes.push({ rule: true });
    modes.push({ value: "ranged", label: labels.ranged!.label });
  }
  return modes;
}

export class AttackActivity extends Activity5e<ActivitySource> {
  constructor(data: Plain, item: Item5e) {
    const source = mergeObject<ActivitySource>(
      {
        _id: randomID(),
        type: "attack",
        attack: {
          ability: "",
          bonus: "",
          critical: { threshold: null },
          type: { value: "", classification: "" },
        },
        damage: { critical: { bonus: "" }, includeBase: true, parts: [] },
      },
      deepClone(data),
    );
    super(source, item);
    this.attack = deepClone(source.attack);
    this.attack.type.value ||= item.system.attackType ?? "melee";
    this.attack.type.classification ||= "weapon";
    this.damage = deepClone(source.damage);
  }

  readonly damage: ActivityDamageSource;

  getDamageConfig(config: ProcessConfiguration = {}): ProcessConfiguration {
    return getDamageConfig(this, config);
  }

  rollDamage(
    config: ProcessConfiguration = {},
    dialog: DialogConfiguration = {},
    message: MessageConfiguration = {},
  ): Promise<BasicRoll[] | undefined> {
    return rollDamage(this, config, dialog, message);
  }

  readonly attack: AttackData;

  /** The ability the attack uses: the given one, else the best of those available. */
  get ability(): string | null {
    if (this.attack.ability === "none") return null;
    if (this.attack.ability in dnd5eConfig().abilities) return this.attack.ability;
    const available = this.availableAbilities;
    if (!available?.size) return null;
    const list = Array.from(available);
    if (list.length === 1) return list[0]!;
    const abilities = this.actor.system5e.abilities;
    return list.reduce(
      (largest, ability) =>
        (abilities[ability]?.mod ?? -Infinity) > (abilities[largest]?.mod ?? -Infinity) ? ability : largest,
      list[0]!,
    );
  }

  get availableAbilities(): Set<string> | null {
    if (this.item.system.availableAbilities && this.item.type === this.attack.type.classification)
      return this.item.system.availableAbilities;
    if (this.attack.type.classification === "spell") return new Set();
    const { meleeAttack, rangedAttack } = dnd5eConfig().defaultAbilities;
    return new Set([this.attack.type.value === "melee" ? meleeAttack : rangedAttack]);
  }

  get actionType(): string {
    const { value, classification } = this.attack.type;
    return `${value === "ranged" ? "r" : "m"}${classification === "spell" ? "sak" : "wak"}`;
  }

  getActionType(attackMode = ""): string {
    const actionType = this.actionType;
    if (actionType === "mwak" && (attackMode?.startsWith("thrown") || attackMode === "ranged")) return "rwak";
    return actionType;
  }

  get criticalThreshold(): number {
    const threshold = Math.min(
      this.attack.critical.threshold ?? Infinity,
      this.item.system.criticalThreshold ?? Infinity,
    );
    return threshold < Infinity ? threshold : 20;
  }

  getRollData(): Plain {
    const rollData = this.item.getRollData();
    rollData.activity = { ...this._source };
    rollData.mod = this.actor.system5e.abilities?.[this.ability ?? ""]?.mod ?? 0;
    return rollData;
  }

  getAttackData({ attackMode, situational }: { attackMode?: unknown; situational?: unknown } = {}): {
    data: Plain;
    parts: string[];
  } {
    const rollData = this.getRollData();
    return D20().constructParts(
      {
        mod: this.attack.ability !== "none" ? rollData.mod : null,
        prof: this.item.system.prof?.term,
        bonus: this.attack.bonus,
        actorBonus: getProperty(this.actor.system5e.bonuses, `${this.getActionType(String(attackMode ?? ""))}.attack`),
        situational,
      },
      rollData,
    );
  }

  async rollAttack(
    config: ProcessConfiguration = {},
    dialog: DialogConfiguration = {},
    message: MessageConfiguration = {},
  ): Promise<D20Roll[] | null> {
    const targets = getTargetDescriptors();
    const buildConfig = this._buildAttackConfig.bind(this);
    const elvenAbilities = dnd5eConfig().characterFlags.elvenAccuracy.abilities;

    const rollConfig = mergeObject(
      {
        attackMode: this.item.getFlag("dnd5e", `last.${this.id}.attackMode`),
        elvenAccuracy: this.actor?.getFlag("dnd5e", "elvenAccuracy") && elvenAbilities.includes(this.ability ?? ""),
        halflingLucky: this.actor?.getFlag("dnd5e", "halflingLucky"),
        target: targets.length === 1 ? targets[0]!.ac : undefined,
      },
      config,
    ) as ProcessConfiguration;

    const attackModeOptions = this.item.system.attackModes;
    if (!attackModeOptions?.find((m) => m.value === rollConfig.attackMode))
      rollConfig.attackMode = attackModeOptions?.[0]?.value;

    rollConfig.hookNames = [...(config.hookNames ?? []), "attack", "d20Test"];
    rollConfig.rolls = [
      D20().mergeConfigs(
        {
          options: { attackMode: rollConfig.attackMode, criticalSuccess: this.criticalThreshold },
        },
        config.rolls?.shift(),
      ),
    ].concat(config.rolls ?? []);
    rollConfig.subject = this;

    const event = config.event as (RollEvent & { clientY?: number }) | undefined;
    const dialogConfig = mergeObject<DialogConfiguration>(
      {
        applicationClass: AttackRollConfigurationDialog,
        options: {
          attackModeOptions,
          buildConfig,
          position: { top: event ? (event.clientY ?? 0) - 80 : null, left: (globalThis.innerWidth ?? 1024) - 710 },
          window: { title: localize("DND5E.AttackRoll"), subtitle: this.item.name, icon: this.item.img },
        },
      },
      dialog,
    );

    const messageConfig = mergeObject<MessageConfiguration>(
      {
        create: true,
        data: {
          flavor: `${this.item.name} - ${localize("DND5E.AttackRoll")}`,
          flags: { dnd5e: { ...this.messageFlags, messageType: "roll", roll: { type: "attack" } } },
          speaker: speakerOf(this.actor),
        },
      },
      message,
    );

    const rolls = (await D20().buildConfigure(rollConfig, dialogConfig, messageConfig)) as D20Roll[];
    await D20().buildEvaluate(rolls, rollConfig, messageConfig);
    if (!rolls.length) return null;
    if (rolls[0]!.options.attackMode)
      setProperty(messageConfig.data!, "flags.dnd5e.roll.attackMode", rolls[0]!.options.attackMode);
    await D20().buildPost(rolls, rollConfig, messageConfig);

    const flags: Plain = {};
    const options = rolls[0]!.options;
    if (options.attackMode) flags.attackMode = options.attackMode;
    else if (rollConfig.attackMode) options.attackMode = rollConfig.attackMode;
    if (this.item.isOwner && Object.keys(flags).length && this.actor.items.has(this.item.id))
      await this.item.setFlag("dnd5e", `last.${this.id}`, flags);

    hooks().callAll("dnd5e.rollAttack", rolls, { subject: this, ammoUpdate: null });
    hooks().callAll("dnd5e.rollAttackV2", rolls, { subject: this, ammoUpdate: null });
    hooks().callAll("dnd5e.postRollAttack", rolls, { subject: this });
    return rolls;
  }

  _buildAttackConfig(
    process: ProcessConfiguration,
    config: RollConfiguration,
    formData: FormDataLike | null | undefined,
    _index: number,
  ): void {
    const attackMode = formData?.get("attackMode") ?? process.attackMode;
    const { parts, data } = this.getAttackData({ attackMode });
    const options = config.options ?? {};
    if (attackMode !== undefined) options.attackMode = attackMode;
    config.parts = [...(config.parts ?? []), ...parts];
    config.data = { ...data, ...(config.data ?? {}) };
    config.options = options;
  }
}

registerItemClass({ Item5e });
