/**
 * The items embedded in a system's actor, as its double makes them from the actor's spec: each source (`_id` made
 * when missing, `system` cloned, as Foundry's embedded documents own their data) made into the system's item, and
 * the actor's `items` a Collection keyed by id (`get`, `find`, `filter`, `contents`). Read-only stand-ins: nothing
 * creates, updates or deletes an embedded item.
 */
import { Collection } from "../../collection";
import { deepClone, randomID } from "../../utils";
import type { Plain } from "./data";

/** An item of an actor's spec. */
export interface EmbeddedItemSource<S = Plain> {
  _id?: string;
  name: string;
  type: string;
  system: S;
}

/** An item embedded in an actor: its source as kept, and the reads every system's item makes of it. */
export class EmbeddedItem<A extends { uuid: string }, S = Plain> {
  constructor(
    source: EmbeddedItemSource<S>,
    readonly actor: A,
  ) {
    const { _id = randomID(), name, type, system } = source;
    this._source = { _id, name, type, system: deepClone(system) };
  }

  readonly _source: Required<EmbeddedItemSource<S>>;
  get id(): string {
    return this._source._id;
  }
  get name(): string {
    return this._source.name;
  }
  get type(): string {
    return this._source.type;
  }
  get system(): S {
    return this._source.system;
  }
  /** `Actor.<actor id>.Item.<id>` (the actor's uuid, then the embedded item's). */
  get uuid(): string {
    return `${this.actor.uuid}.Item.${this.id}`;
  }
}

/** The actor's `items`: each source made into the system's item (`make(source)`), keyed by its id. */
export function embeddedItems<I extends { id: string }, Source>(
  sources: readonly Source[] | undefined,
  make: (source: Source) => I,
): Collection<I> {
  const items = new Collection<I>();
  for (const item of (sources ?? []).map(make)) items.set(item.id, item);
  return items;
}
