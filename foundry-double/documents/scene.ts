/**
 * Minimal Scene and Token documents (v13 client/documents/scene.mjs, client/documents/token.mjs over
 * common/documents/token.mjs).
 *
 * - A token's uuid is `Scene.<sceneId>.Token.<tokenId>`.
 * - A linked token's actor is the world actor (game.actors.get(actorId)); an unlinked token's actor is a
 *   synthetic actor built from the world actor with the token's delta merged over it, parented to the token, whose
 *   uuid is `Scene.<s>.Token.<t>.Actor.<actorId>`; a token whose actor is missing has no actor.
 * - A token has no ownership of its own: its level is its actor's (BaseToken#getUserLevel), or the scene's when
 *   it has no actor. isOwner therefore follows the actor's ownership; a GM owns everything.
 * - `getEmbeddedDocument("Actor")` on a token gives its actor, so uuids of synthetic actors resolve.
 * - `object` is the token's placeable on the canvas when its scene is the viewed one.
 * Not emulated: movement, vision, bars, delta updates, token creation and deletion.
 */
import { Collection } from "../collection";
import { deepClone, mergeObject, randomID } from "../utils";
import { ActorDouble, type ActorSpec } from "./actor";
import { DOCUMENT_OWNERSHIP_LEVELS, OwnedDocument, gameOf, type Ownership } from "./owned-document";
import { globalOf } from "../globals";

type Plain = Record<string, unknown>;

export interface TokenSpec {
  _id?: string;
  name?: string;
  actorId?: string | null;
  actorLink?: boolean;
  /** Overrides of the base actor for an unlinked token (ActorDelta), e.g. `{name, system}`. */
  delta?: ActorSpec;
  x?: number;
  y?: number;
  hidden?: boolean;
  disposition?: number;
  flags?: Record<string, Plain>;
}

export interface SceneSpec {
  _id?: string;
  name?: string;
  tokens?: readonly TokenSpec[];
  ownership?: Ownership;
}

interface ActorsLike {
  get(id: string): ActorDouble | undefined;
}

interface CanvasLike {
  scene: SceneDouble | null;
  tokens: { get(id: string): unknown };
}

export class TokenDocumentDouble extends OwnedDocument {
  constructor(data: TokenSpec, parent: SceneDouble) {
    super();
    this._source = {
      _id: data._id ?? randomID(),
      name: data.name ?? "",
      actorId: data.actorId ?? null,
      actorLink: data.actorLink ?? false,
      delta: deepClone(data.delta ?? {}),
      x: data.x ?? 0,
      y: data.y ?? 0,
      hidden: data.hidden ?? false,
      disposition: data.disposition ?? -1,
      flags: deepClone(data.flags ?? {}),
    };
    this.#parent = parent;
  }

  _source: Required<Omit<TokenSpec, "delta">> & { _id: string; delta: ActorSpec };

  readonly #parent: SceneDouble;

  #synthetic: ActorDouble | null = null;

  static get documentName(): string {
    return "Token";
  }

  get documentName(): string {
    return "Token";
  }

  get id(): string {
    return this._source._id;
  }
  get _id(): string {
    return this._source._id;
  }
  get name(): string {
    return this._source.name || this.actor?.name || "";
  }
  get actorId(): string | null {
    return this._source.actorId;
  }
  get actorLink(): boolean {
    return this._source.actorLink;
  }
  get hidden(): boolean {
    return this._source.hidden;
  }
  get disposition(): number {
    return this._source.disposition;
  }
  get flags(): Record<string, Plain> {
    return this._source.flags;
  }
  get parent(): SceneDouble {
    return this.#parent;
  }
  get ownership(): undefined {
    return undefined;
  }

  get uuid(): string {
    return `${this.#parent.uuid}.Token.${this.id}`;
  }

  /** The world actor this token was made from. */
  get baseActor(): ActorDouble | null {
    if (!this.actorId) return null;
    return gameOf<{ actors: ActorsLike }>().actors.get(this.actorId) ?? null;
  }

  get actor(): ActorDouble | null {
    const base = this.baseActor;
    if (!base) return null;
    if (this.actorLink) return base;
    // BaseActorDelta.applyDelta builds it with getDocumentClass("Actor"): a system's actor class where one is set.
    const ActorClass =
      globalOf<{ Actor?: { documentClass?: typeof ActorDouble } }>("CONFIG")?.Actor?.documentClass ?? ActorDouble;
    this.#synthetic ??= new ActorClass(
      mergeObject(base.toObject(), this._source.delta, { inplace: false }) as ActorSpec,
      { parent: this },
    );
    return this.#synthetic;
  }

  get isLinked(): boolean {
    return this.actorLink;
  }

  /** The placeable of this token, when its scene is on the canvas. */
  get object(): unknown {
    const canvas = globalOf<CanvasLike>("canvas");
    if (canvas?.scene !== this.#parent) return null;
    return canvas.tokens.get(this.id) ?? null;
  }

  get rendered(): boolean {
    return this.object !== null;
  }

  override getUserLevel(user = gameOf().user): number {
    const actor = this.actor;
    if (actor) return actor.getUserLevel(user);
    return super.getUserLevel(user);
  }

  getEmbeddedDocument(embeddedName: string, id: string): unknown {
    if (embeddedName === "Actor") return this.actor?.id === id ? this.actor : undefined;
    throw new Error(`${embeddedName} is not a valid embedded Document within the Token Document`);
  }
}

export class SceneDouble extends OwnedDocument {
  constructor(data: SceneSpec = {}) {
    super();
    this._id = data._id ?? randomID();
    this.name = data.name ?? "Scene";
    this.#ownership = { default: DOCUMENT_OWNERSHIP_LEVELS.NONE, ...(data.ownership ?? {}) };
    this.tokens = new Collection(
      (data.tokens ?? []).map((spec) => {
        const token = new TokenDocumentDouble(spec, this);
        return [token.id, token] as const;
      }),
    );
  }

  readonly _id: string;

  name: string;

  readonly tokens: Collection<TokenDocumentDouble>;

  readonly #ownership: Ownership;

  readonly flags: Record<string, Plain> = {};

  static get documentName(): string {
    return "Scene";
  }

  get documentName(): string {
    return "Scene";
  }

  get id(): string {
    return this._id;
  }
  get parent(): null {
    return null;
  }
  get ownership(): Ownership {
    return this.#ownership;
  }

  get uuid(): string {
    return `Scene.${this.id}`;
  }

  /** Is this the scene the canvas shows? */
  get isView(): boolean {
    return globalOf<CanvasLike>("canvas")?.scene === this;
  }

  getEmbeddedDocument(embeddedName: string, id: string): unknown {
    if (embeddedName === "Token") return this.tokens.get(id);
    throw new Error(`${embeddedName} is not a valid embedded Document within the Scene Document`);
  }
}
