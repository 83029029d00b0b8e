/**
 * A stand-in for dnd5e's ActiveEffect5e as far as a message's "after the roll" figures read one
 * (module/documents/active-effect.mjs at 965ad2d; core's ActiveEffect): its id, name, `origin` (the uuid dnd5e's
 * EffectApplicationElement writes — the applying item's effect, effect-application.mjs:217), `disabled`, `changes`,
 * its parent (an Actor5e or an Item5e) and uuid (`<parent uuid>.ActiveEffect.<id>`), so `fromUuidSync(origin)` reaches
 * the effect on the bard's item and, through `parent`, the item. `active` is core's `!disabled && !isSuppressed`; the
 * double suppresses nothing. Items' uses as dnd5e's UsesField prepares them (uses-field.mjs:45) and an item's
 * `identifier` (item.mjs:251, utils.mjs formatIdentifier) live here too. Not emulated: durations, transfer, statuses,
 * applying changes to the actor's data (a 2024 Guidance's skill bonus is given in the actor's data instead).
 */
import { deepClone } from "../../../utils";
import { slugify } from "../../../primitives";
import type { Plain } from "../../kit/data";
import { gameOf } from "../../../documents/owned-document";
import { broadcast, permissionMessage, refuse } from "../../../documents/server";
import { hooks } from "../../kit/globals";

/** What an effect is embedded in: an actor or an item, with its effects and the OWNER test of whom it belongs to. */
interface EffectParent {
  readonly uuid: string;
  readonly effects: Map<string, ActiveEffect5e>;
  readonly isOwner: boolean;
}

export class ActiveEffect5e {
  constructor(
    source: Plain,
    readonly parent: EffectParent,
  ) {
    this._source = deepClone(source);
  }

  readonly _source: Plain;

  get id(): string {
    return String(this._source._id);
  }
  get name(): string {
    return String(this._source.name ?? "");
  }
  get origin(): string | null {
    return typeof this._source.origin === "string" ? this._source.origin : null;
  }
  get disabled(): boolean {
    return this._source.disabled === true;
  }
  get active(): boolean {
    return !this.disabled;
  }
  get changes(): Plain[] {
    return Array.isArray(this._source.changes) ? deepClone(this._source.changes) : [];
  }
  get uuid(): string {
    return `${this.parent.uuid}.ActiveEffect.${this.id}`;
  }

  /**
   * Core's Document#delete (an inspiration used: its owner deletes the effect, bardic-inspiration.yml's "expended when
   * it's rolled"): refused to one who does not own its parent, then gone from it and `deleteActiveEffect(effect,
   * options, userId)` called on every client.
   */
  async delete(options: Plain = {}): Promise<this> {
    const user = gameOf().user;
    if (!this.parent.isOwner) refuse(permissionMessage(user.name, "delete", "ActiveEffect", this.id));
    this.parent.effects.delete(this.id);
    await broadcast(() => hooks().callAll("deleteActiveEffect", this, options, user.id));
    return this;
  }
}

/** A document's embedded effects, by id, from its source's `effects`. */
export function embeddedEffects(sources: unknown, parent: EffectParent): Map<string, ActiveEffect5e> {
  const list = Array.isArray(sources) ? sources : [];
  return new Map(list.map((source: Plain) => [String(source._id), new ActiveEffect5e(source, parent)] as const));
}

/** `uses.value` as UsesField.prepareData sets it: max − spent, clamped to [0, max]; 0 without a max. */
export function preparedUses(uses: unknown): unknown {
  if (typeof uses !== "object" || uses === null) return undefined;
  const [max, spent]: unknown[] = [Reflect.get(uses, "max"), Reflect.get(uses, "spent")];
  const most = Number(max) || 0;
  return { ...uses, value: most ? Math.min(Math.max(most - (Number(spent) || 0), 0), most) : 0 };
}

/** Item5e#identifier: the item's `system.identifier`, else its name as formatIdentifier slugs it. */
export function itemIdentifier(identifier: unknown, name: string): string {
  if (typeof identifier === "string" && identifier) return identifier;
  return slugify.call(name.replaceAll(/(\w+)([\\|/])(\w+)/g, "$1-$3"), { strict: true });
}
