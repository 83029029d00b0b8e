/**
 * Stand-ins for Dragonbane's actor and item (modules/actor.js, modules/item.js at 3f766cb, release 3.2), as far as a
 * test from a sheet goes: DoDActor's `items` (a Collection: `find`, `get`, `contents`), `findSkill(name)` (the skill
 * of that name, any case, actor.js:740-743), `hasCondition(attr)` (`system.conditions[attr].value`, :779-781),
 * `getAttribute(attr)` (a character's `system.attributes[attr].value`, :1297-1300; not emulated: NPCs', monsters',
 * spells, `findMagicSkill`); DoDItem's `system` (a skill's `value` and `attribute`, a weapon's `skill.name` and
 * `features`, an item's `banes`/`boons` and `worn`) and `hasWeaponFeature` (item.js:122-124).
 */
import { ActorDouble, type ActorSpec } from "../../documents/actor";
import { Collection } from "../../collection";
import { deepClone, randomID } from "../../utils";
import { read, type Plain } from "../kit/data";
import { SheetSlot } from "../kit/sheet";

/** The sheet class Foundry's registration gives a character (set at init, index.ts; out of an import cycle). */
export const DRAGONBANE_SHEET = new SheetSlot<DoDActor>("Dragonbane");

export interface DoDItemSource {
  _id?: string;
  name: string;
  type: string;
  system: Plain;
}

export class DoDItem {
  constructor(
    source: DoDItemSource,
    readonly actor: DoDActor,
  ) {
    this._source = {
      _id: source._id ?? randomID(),
      name: source.name,
      type: source.type,
      system: deepClone(source.system),
    };
  }

  readonly _source: Required<DoDItemSource>;
  get id(): string {
    return this._source._id;
  }
  get name(): string {
    return this._source.name;
  }
  get type(): string {
    return this._source.type;
  }
  get system(): Plain {
    return this._source.system;
  }
  get uuid(): string {
    return `${this.actor.uuid}.Item.${this.id}`;
  }

  hasWeaponFeature(feature: string): boolean {
    const features = this.system.features;
    return Array.isArray(features) && features.includes(feature);
  }
}

export class DoDActor extends ActorDouble {
  constructor(
    data: ActorSpec & { items?: DoDItemSource[] } = {},
    context: ConstructorParameters<typeof ActorDouble>[1] = {},
  ) {
    super(data, context);
    this.items = new Collection<DoDItem>();
    for (const source of data.items ?? []) {
      const item = new DoDItem(source, this);
      this.items.set(item.id, item);
    }
  }

  readonly items: Collection<DoDItem>;

  findSkill(skillName: string): DoDItem | undefined {
    const name = skillName.toLowerCase();
    return this.items.find((item) => item.type === "skill" && item.name.toLowerCase() === name);
  }

  hasCondition(attributeName: string): boolean {
    return Boolean(read(read(this.system.conditions, attributeName), "value"));
  }

  get sheet(): unknown {
    return DRAGONBANE_SHEET.of(this);
  }

  getAttribute(attribute: string): number {
    return Number(read(read(this.system.attributes, attribute), "value"));
  }
}
