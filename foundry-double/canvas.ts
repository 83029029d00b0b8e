/**
 * The slice of the canvas a module's roll and contest code reads: `canvas.ready`, `canvas.scene`,
 * `canvas.tokens.placeables / controlled / get(id)`, Token placeables with `control()`, `release()`,
 * `setTarget()`, and `game.user.targets`.
 *
 * Semantics (v13 client/canvas/placeables/placeable-object.mjs, token.mjs,
 * client/canvas/placeables/tokens/targets.mjs):
 * - what is controlled belongs to one client: each client (clients.ts) has its own controlled set;
 * - control() first releases the other controlled tokens unless `releaseOthers: false` (even when this one is
 *   controlled already, or may not be), then succeeds only for a user who may update the token (a GM; an owner of
 *   its actor; anyone for a token without an actor), and calls the controlToken hook; release() calls it with false;
 * - targets belong to a user (User#targets, a Set of Token placeables with `ids`); setTarget(targeted,
 *   {user, releaseOthers}) releases the user's other targets by default and calls targetToken(user, token,
 *   targeted) when the state changes.
 * There is no rendering, no layers other than tokens, and no vision: every token of the viewed scene is a placeable.
 */
import type { UserDouble } from "./users";
import type { SceneDouble, TokenDocumentDouble } from "./documents/scene";

interface HooksLike {
  callAll(hook: string, ...args: unknown[]): boolean;
}

interface GameLike {
  user: UserDouble;
  userId: string;
}

function game(): GameLike {
  return installedGlobal<GameLike>("game");
}

function hooks(): HooksLike | undefined {
  return globalOf<HooksLike>("Hooks");
}

/** The tokens a user targets (a Set of placeables, with their ids). */
export class UserTargets extends Set<TokenPlaceable> {
  constructor(readonly user: unknown) {
    super();
  }

  get ids(): string[] {
    return Array.from(this, (token) => token.id);
  }
}

export class TokenPlaceable {
  constructor(
    readonly document: TokenDocumentDouble,
    readonly layer: TokensLayerDouble,
  ) {}

  /** The users targeting this token. */
  readonly targeted = new Set<UserDouble>();

  static get embeddedName(): string {
    return "Token";
  }

  get id(): string {
    return this.document.id;
  }
  get name(): string {
    return this.document.name;
  }
  get actor(): unknown {
    return this.document.actor;
  }
  get scene(): SceneDouble {
    return this.document.parent;
  }
  get isOwner(): boolean {
    return this.document.isOwner;
  }
  get rendered(): boolean {
    return true;
  }

  get controlled(): boolean {
    return this.layer.controlledIds().has(this.id);
  }

  get isTargeted(): boolean {
    return this.targeted.has(game().user);
  }

  /** May this user control the token? As Token update permission (common/documents/token.mjs #canUpdate). */
  can(user: UserDouble, action: string): boolean {
    if (action !== "control") return false;
    if (user.isGM) return true;
    const actor = this.document.actor;
    if (actor) return actor.testUserPermission(user, "OWNER");
    return !this.document.actorId;
  }

  control({ releaseOthers = true }: { releaseOthers?: boolean } = {}): boolean {
    // Foundry releases the others first: controlling a token already controlled still makes it the only one.
    if (releaseOthers) for (const other of this.layer.controlled) if (other !== this) other.release();
    if (this.controlled) return true;
    if (!this.can(game().user, "control")) return false;
    this.layer.controlledIds().add(this.id);
    hooks()?.callAll("controlToken", this, true);
    return true;
  }

  release(): boolean {
    if (!this.controlled) return true;
    this.layer.controlledIds().delete(this.id);
    hooks()?.callAll("controlToken", this, false);
    return true;
  }

  setTarget(
    targeted = true,
    {
      user = null,
      releaseOthers = true,
    }: { user?: UserDouble | null; releaseOthers?: boolean; groupSelection?: boolean } = {},
  ): void {
    const who = user ?? game().user;
    if (releaseOthers)
      for (const other of Array.from(who.targets))
        if (other !== this) other.setTarget(false, { user: who, releaseOthers: false });
    const was = this.targeted.has(who);
    if (targeted) {
      this.targeted.add(who);
      who.targets.add(this);
    } else {
      this.targeted.delete(who);
      who.targets.delete(this);
    }
    if (was !== targeted) hooks()?.callAll("targetToken", who, this, targeted);
  }
}

export class TokensLayerDouble {
  readonly #placeables = new Map<string, TokenPlaceable>();

  /** Controlled token ids by client user id. */
  readonly #controlled = new Map<string, Set<string>>();

  static get documentName(): string {
    return "Token";
  }

  get placeables(): TokenPlaceable[] {
    return Array.from(this.#placeables.values());
  }

  get controlled(): TokenPlaceable[] {
    const ids = this.controlledIds();
    return this.placeables.filter((t) => ids.has(t.id));
  }

  get ownedTokens(): TokenPlaceable[] {
    return this.placeables.filter((t) => t.isOwner);
  }

  get(id: string): TokenPlaceable | undefined {
    return this.#placeables.get(id);
  }

  releaseAll(): number {
    const released = this.controlled;
    for (const token of released) token.release();
    return released.length;
  }

  /** The current client's controlled ids. */
  controlledIds(): Set<string> {
    const userId = game().userId;
    let ids = this.#controlled.get(userId);
    if (!ids) this.#controlled.set(userId, (ids = new Set()));
    return ids;
  }

  /** Draw the placeables of a scene (every client's controlled sets are emptied). */
  draw(scene: SceneDouble | null): void {
    this.#placeables.clear();
    this.#controlled.clear();
    if (!scene) return;
    for (const token of scene.tokens.values()) this.#placeables.set(token.id, new TokenPlaceable(token, this));
  }
}

import { TokenHUD } from "./applications/token-hud";
import { globalOf, installedGlobal } from "./globals";

export class CanvasDouble {
  constructor(scene: SceneDouble | null) {
    this.tokens = new TokensLayerDouble();
    this.draw(scene);
  }

  readonly tokens: TokensLayerDouble;

  scene: SceneDouble | null = null;

  /** Each client's token HUD: every browser draws its own canvas. */
  readonly #tokenHuds = new Map<string, TokenHUD>();

  /** The canvas's HUDs: the running client's token HUD, made when first asked for (an application needs the DOM). */
  get hud(): { readonly token: TokenHUD } {
    const client = globalOf<{ userId?: string }>("game")?.userId ?? "";
    let token = this.#tokenHuds.get(client);
    if (!token) this.#tokenHuds.set(client, (token = new TokenHUD()));
    return { token };
  }

  /** A canvas is ready once it shows a scene. */
  get ready(): boolean {
    return this.scene !== null;
  }

  get id(): string | null {
    return this.scene?.id ?? null;
  }

  draw(scene: SceneDouble | null): void {
    this.scene = scene;
    this.tokens.draw(scene);
  }
}
