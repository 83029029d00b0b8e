/**
 * Stand-ins for CoC7's actor and item documents (coc7/models/actor/document-class.js, item/document-class.js at
 * 7974aac), CONFIG.Actor.documentClass in a CoC7 world, as far as a roll from a sheet's skill row goes:
 * - CoC7ModelsActorDocumentClass: the double's actor with embedded items (`items` by id, each resolved by
 *   `getEmbeddedDocument("Item", id)`, so an item's uuid `Actor.<id>.Item.<id>` resolves through fromUuid), its
 *   `system.flags.locked` (a locked sheet rolls from its skill names; default true), and `sheet`: the character sheet
 *   Foundry's sheet registration gives a character (CoC7ModelsActorCharacterSheetV2, sheets/actor-sheet.ts), or an
 *   `npc` (CoC7ModelsActorNPCSheetV2).
 * - CoC7ModelsItemDocumentClass: a skill's name, type "skill" and `system` — `value` (the value a check rolls
 *   against, CoC7Check#rollSkill), `bonusDice` (the dialog's default position), `properties`, `flags`.
 * Stand-ins, not CoC7's code: the data models (a skill's value is stored, not summed from base and adjustments),
 * characteristics, attributes and weapons.
 */
import { ActorDouble, type ActorSpec } from "../../../documents/actor";
import { deepClone, mergeObject, randomID } from "../../../utils";
import type { Plain } from "../../kit/data";
import { SheetSlot } from "../../kit/sheet";

/** The character sheet Foundry's registration gives a character (set at init, index.ts; out of an import cycle). */
export const COC7_SHEET = new SheetSlot<CoC7ModelsActorDocumentClass>("CoC7");
/** The NPC sheet it gives an `npc` (register-sheets.js: CoC7ModelsActorNPCSheetV2, `types: ['npc']`). */
export const COC7_NPC_SHEET = new SheetSlot<CoC7ModelsActorDocumentClass>("CoC7 NPC");

export interface CoC7ActorSpec extends ActorSpec {
  items?: Plain[];
}

export class CoC7ModelsItemDocumentClass {
  constructor(
    source: Plain,
    readonly actor: CoC7ModelsActorDocumentClass,
  ) {
    this._source = mergeObject(
      {
        _id: randomID(),
        name: "Skill",
        type: "skill",
        img: "icons/svg/item-bag.svg",
        flags: {},
        system: { value: 0, bonusDice: 0, properties: {}, flags: {} },
      },
      deepClone(source),
    ) as CoC7ModelsItemDocumentClass["_source"];
  }

  readonly _source: Plain & {
    _id: string;
    name: string;
    type: string;
    img: string;
    flags: Record<string, Plain>;
    system: Plain;
  };

  get id(): string {
    return this._source._id;
  }
  get name(): string {
    return this._source.name;
  }
  get type(): string {
    return this._source.type;
  }
  get img(): string {
    return this._source.img;
  }
  get flags(): Record<string, Plain> {
    return this._source.flags;
  }
  get system(): Plain {
    return this._source.system;
  }
  get uuid(): string {
    return `${this.actor.uuid}.Item.${this.id}`;
  }
}

export class CoC7ModelsActorDocumentClass extends ActorDouble {
  constructor(data: CoC7ActorSpec = {}, context: ConstructorParameters<typeof ActorDouble>[1] = {}) {
    super({ ...data, system: mergeObject({ flags: { locked: true } }, data.system ?? {}) }, context);
    this.items = new Map(
      (data.items ?? []).map((source) => {
        const item = new CoC7ModelsItemDocumentClass(source, this);
        return [item.id, item] as const;
      }),
    );
  }

  /** The embedded items, by id. */
  readonly items: Map<string, CoC7ModelsItemDocumentClass>;

  getEmbeddedDocument(embeddedName: string, id: string): unknown {
    return embeddedName === "Item" ? (this.items.get(id) ?? null) : null;
  }

  /** The actor's sheet, made once (Foundry's `sheet` getter, from the sheet class registered for its type). */
  get sheet(): unknown {
    return (this.type === "npc" ? COC7_NPC_SHEET : COC7_SHEET).of(this);
  }
}
