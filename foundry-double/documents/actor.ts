/**
 * A minimal Actor document (v13 client/documents/actor.mjs over common/documents/actor.mjs): name, type, img,
 * system, flags and ownership (default `{default: NONE}`), its uuid, ownership tests, getRollData (the system data
 * itself, as in Foundry) and getActiveTokens. A world actor lives in game.actors; the synthetic actor of an
 * unlinked token has that token as parent, the token's uuid as prefix and the base actor's data with the token's
 * delta merged over it. update() checks the OWNER permission as the server does, then broadcasts updateActor.
 * `statuses` is the (always empty) set of status ids active effects would apply. No items, effects, sheets or data
 * models.
 */
import { deepClone, expandObject, mergeObject, randomID } from "../utils";
import {
  DOCUMENT_OWNERSHIP_LEVELS,
  OwnedDocument,
  gameOf,
  setFlagChanges,
  unsetFlagChanges,
  type Ownership,
} from "./owned-document";
import { broadcast, permissionMessage, refuse } from "./server";
import { diffChanges } from "./diff";
import { globalOf } from "../globals";

type Plain = Record<string, unknown>;

export interface ActorSpec {
  _id?: string;
  name?: string;
  type?: string;
  img?: string;
  system?: Plain;
  flags?: Record<string, Plain>;
  /** User id → level, plus `default` (default: `{default: 0}`). */
  ownership?: Ownership;
}

/** A type, not an interface: a source is a plain record (read as one without a cast). */
export type ActorSource = {
  _id: string;
  name: string;
  type: string;
  img: string;
  system: Plain;
  flags: Record<string, Plain>;
  ownership: Ownership;
};

/** What an actor needs from a token that holds it (kept structural to avoid an import cycle). */
export interface ActorParent extends OwnedDocument {
  readonly documentName: string;
  readonly uuid: string;
  readonly id: string;
  readonly actorLink: boolean;
}

interface TokenLike {
  id: string;
  actorId: string | null;
  actorLink: boolean;
  actor: ActorDouble | null;
  object: unknown;
  parent: { tokens: { get(id: string): unknown } };
}

interface CanvasLike {
  ready: boolean;
  scene: { tokens: { contents: TokenLike[]; get(id: string): unknown } } | null;
}

export class ActorDouble extends OwnedDocument {
  constructor(data: ActorSpec = {}, { parent = null }: { parent?: ActorParent | null } = {}) {
    super();
    this._source = {
      _id: data._id ?? randomID(),
      name: data.name ?? "Actor",
      type: data.type ?? "character",
      img: data.img ?? "icons/svg/mystery-man.svg",
      system: deepClone(data.system ?? {}),
      flags: deepClone(data.flags ?? {}),
      ownership: { default: DOCUMENT_OWNERSHIP_LEVELS.NONE, ...(data.ownership ?? {}) },
    };
    this.#parent = parent;
  }

  _source: ActorSource;

  readonly #parent: ActorParent | null;

  /** The statuses active effects apply to this actor (v13 Actor#statuses); the double has no effects. */
  readonly statuses = new Set<string>();

  static get documentName(): string {
    return "Actor";
  }

  get documentName(): string {
    return "Actor";
  }

  get id(): string {
    return this._source._id;
  }
  get _id(): string {
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
  get system(): Plain {
    return this._source.system;
  }
  get flags(): Record<string, Plain> {
    return this._source.flags;
  }
  get ownership(): Ownership {
    return this._source.ownership;
  }
  get parent(): ActorParent | null {
    return this.#parent;
  }

  get uuid(): string {
    return this.#parent ? `${this.#parent.uuid}.Actor.${this.id}` : `Actor.${this.id}`;
  }

  /** A synthetic actor of an unlinked token? */
  get isToken(): boolean {
    return this.#parent?.documentName === "Token";
  }

  get token(): ActorParent | null {
    return this.isToken ? this.#parent : null;
  }

  getRollData(): Plain {
    return this.system;
  }

  /** Tokens of the viewed scene that represent this actor (only its own token for a synthetic actor). */
  getActiveTokens(linked = false, document = false): unknown[] {
    const canvas = globalOf<CanvasLike>("canvas");
    if (!canvas?.ready || !canvas.scene) return [];
    const scene = canvas.scene;
    const tokens = this.isToken
      ? scene.tokens.contents.filter((t) => t === (this.#parent as unknown))
      : scene.tokens.contents.filter((t) => t.actorId === this.id && (!linked || t.actorLink));
    return tokens.filter((t) => scene.tokens.get(t.id) === t).map((t) => (document ? t : t.object));
  }

  toObject(): ActorSource {
    return deepClone(this._source);
  }

  async setFlag(scope: string, key: string, value: unknown): Promise<this | undefined> {
    return this.update(setFlagChanges(scope, key, value));
  }

  async unsetFlag(scope: string, key: string): Promise<this | undefined> {
    return this.update(unsetFlagChanges(scope, key));
  }

  /**
   * Update as Foundry's client backend and server do: expand the changes, call preUpdateActor (false cancels), keep
   * only what differs (nothing → no update, undefined), refuse a user who is not an owner, then apply the diff and
   * broadcast updateActor(actor, diff, options, userId) to every client.
   */
  async update(changes: Plain = {}, options: Plain = {}): Promise<this | undefined> {
    const game = gameOf();
    const user = game.user;
    const expanded = expandObject(changes);
    delete expanded._id;
    const hooks = globalOf<{ call(h: string, ...a: unknown[]): boolean; callAll(h: string, ...a: unknown[]): boolean }>(
      "Hooks",
    );
    if (hooks?.call("preUpdateActor", this, expanded, options, user.id) === false) return undefined;
    const diff = diffChanges(this._source, expanded);
    if (!Object.keys(diff).length) return undefined;
    if (!this.testUserPermission(user, "OWNER")) refuse(permissionMessage(user.name, "update", "Actor", this.id));
    mergeObject(this._source, diff, { performDeletions: true });
    const changed = { ...diff, _id: this.id };
    await broadcast(() => hooks?.callAll("updateActor", this, changed, options, user.id));
    return this;
  }

  /**
   * Document#canUserModify (common/abstract/document.mjs:423) for an update: BaseActor's #canUpdate asks OWNER
   * (common/documents/actor.mjs:133); the token wildcard image's FILES_BROWSE is not emulated.
   */
  canUserModify(user: Parameters<this["testUserPermission"]>[0], action: "update"): boolean {
    return action === "update" && this.testUserPermission(user, "OWNER");
  }
}
