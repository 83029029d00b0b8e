/**
 * Stand-ins for Dragonbane's actor and item (modules/actor.js, modules/item.js at 3f766cb, release 3.2), as far as a
 * test from a sheet goes: DoDActor's `items` (a Collection: `find`, `get`, `contents`), `findSkill(name)` (the skill
 * of that name, any case, actor.js:740-743), `hasCondition(attr)` (`system.conditions[attr].value`, :779-781),
 * `getAttribute(attr)` (a character's `system.attributes[attr].value`, :1297-1300; not emulated: NPCs', monsters',
 * spells, `findMagicSkill`); DoDItem's `system` (a skill's `value` and `attribute`, a weapon's `skill.name` and
 * `features`, an item's `banes`/`boons` and `worn`) and `hasWeaponFeature` (item.js:122-124).
 */
import { ActorDouble, type ActorParent, type ActorSpec } from "../../documents/actor";
import type { Collection } from "../../collection";
import { read } from "../kit/data";
import { EmbeddedItem, embeddedItems, type EmbeddedItemSource as DoDItemSource } from "../kit/items";
import { SheetSlot } from "../kit/sheet";

/** The sheet class Foundry's registration gives a character (set at init, index.ts; out of an import cycle). */
export const DRAGONBANE_SHEET = new SheetSlot<DoDActor>("Dragonbane");

export class DoDItem extends EmbeddedItem<DoDActor> {
  hasWeaponFeature(feature: string): boolean {
    const features = this.system.features;
    return Array.isArray(features) && features.includes(feature);
  }
}

export class DoDActor extends ActorDouble {
  constructor(data: ActorSpec & { items?: DoDItemSource[] } = {}, context?: { parent?: ActorParent | null }) {
    super(data, context);
    this.items = embeddedItems(data.items, (source) => new DoDItem(source, this));
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
