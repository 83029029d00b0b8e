/**
 * What every dnd5e activity of the double shares (module/documents/activity/mixin.mjs at 965ad2d): its id and type
 * from its source, its item and actor, its uuid under the item, and `messageFlags` — the activity, the item and the
 * targets (getTargetDescriptors) its messages carry.
 */
import { getTargetDescriptors } from "../utils";
import type { Plain } from "../../kit/data";
import type { Actor5e } from "./actor";
import type { Item5e } from "./item";

export abstract class Activity5e<Source extends Plain & { _id: string; type: string }> {
  constructor(
    readonly _source: Source,
    readonly item: Item5e,
  ) {}

  get id(): string {
    return this._source._id;
  }
  get type(): string {
    return this._source.type;
  }
  get actor(): Actor5e {
    return this.item.actor;
  }
  get uuid(): string {
    return `${this.item.uuid}.Activity.${this.id}`;
  }

  get messageFlags(): Plain {
    return {
      activity: { type: this.type, id: this.id, uuid: this.uuid },
      item: { type: this.item.type, id: this.item.id, uuid: this.item.uuid },
      targets: getTargetDescriptors(),
    };
  }
}
