/**
 * Stand-ins for Dragonbane's actor and item (modules/actor.js, item.js at 3f766cb, 3.2), as far as a test from a sheet
 * goes: DoDActor's `items` (a Collection), `findSkill(name)` (any case, actor.js:740-743), `hasCondition(attr)`
 * (:779-781), `updateCondition` (:783-786), `getAttribute(attr)` (a character's, :1297-1300; not emulated: NPCs',
 * monsters'), Foundry's `getEmbeddedDocument` for its items, its `sheet` (a monster's DoDMonsterSheet, else
 * DoDCharacterSheet: dragonbane.js:212-214); DoDItem's `system` (a skill's `value`, `attribute`; a weapon's
 * `skill.name`, `features`; gear's `banes`, `boons`, `worn`), `hasWeaponFeature` (item.js:122).
 */
import { ActorDouble, type ActorParent, type ActorSpec } from "../../documents/actor";
import type { Collection } from "../../collection";
import { read } from "../kit/data";
import { EmbeddedItem, embeddedItems, type EmbeddedItemSource as DoDItemSource } from "../kit/items";
import { SheetSlot } from "../kit/sheet";

/** The sheet classes Foundry's registration gives a character and a monster (set at init, index.ts). */
export const DRAGONBANE_SHEET = new SheetSlot<DoDActor>("Dragonbane");
export const MONSTER_SHEET = new SheetSlot<DoDActor>("Dragonbane monster");

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

  /** Foundry's, for its embedded items: what `fromUuidSync("Actor.<id>.Item.<id>")` resolves through. */
  getEmbeddedDocument(name: string, id: string): DoDItem | undefined {
    return name === "Item" ? this.items.get(id) : undefined;
  }

  /** actor.js:783-786: the condition's flag set through an update. */
  updateCondition(attributeName: string, value: boolean): Promise<unknown> {
    return this.update({ [`system.conditions.${attributeName}.value`]: value });
  }

  hasCondition(attributeName: string): boolean {
    return Boolean(read(read(this.system.conditions, attributeName), "value"));
  }

  get sheet(): unknown {
    return (this.type === "monster" ? MONSTER_SHEET : DRAGONBANE_SHEET).of(this);
  }

  getAttribute(attribute: string): number {
    return Number(read(read(this.system.attributes, attribute), "value"));
  }
}
