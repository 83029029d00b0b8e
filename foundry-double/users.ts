/**
 * Users and modules as game.user / game.users / game.modules show them.
 *
 * Roles and permissions follow v13 common/documents/user.mjs: isGM means role ASSISTANT or above; a banned user
 * (role NONE) has no permission; a permission set explicitly on the user wins; otherwise the permission's default
 * role (CONST.USER_PERMISSIONS, common/constants.mjs) decides. game.users.activeGM is the designated active GM
 * (client/documents/collections/users.mjs getDesignatedUser: highest role, then lowest id). User#query and its
 * receiving side live in queries.ts.
 *
 * User flags (a module remembering a user's inputs): getFlag / setFlag / unsetFlag in the valid scopes, through
 * update(), which changes flags only here: expand, preUpdateUser (false cancels), keep the diff (none → undefined),
 * the server's BaseUser #canUpdate test (a full GM always; a player only themselves, never permissions, name or role),
 * then updateUser(user, diff, options, userId) on every client.
 */
import { Collection } from "./collection";
import { deepClone, expandObject, getProperty, mergeObject } from "./utils";
import { assertFlagScope, setFlagChanges, unsetFlagChanges } from "./documents/owned-document";
import { deepEqual, diffChanges } from "./documents/diff";
import { broadcast, permissionMessage, refuse } from "./documents/server";
import type { ClientsDouble } from "./clients";
import { sendUserQuery } from "./queries";
import { UserTargets } from "./canvas";
import { globalOf } from "./globals";

export const USER_ROLES = Object.freeze({ NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 });

/** The default role of each core permission (v13 CONST.USER_PERMISSIONS[…].defaultRole). */
export const PERMISSION_DEFAULT_ROLES: Readonly<Record<string, number>> = Object.freeze({
  ACTOR_CREATE: 3,
  BROADCAST_AUDIO: 2,
  BROADCAST_VIDEO: 2,
  CARDS_CREATE: 3,
  DRAWING_CREATE: 2,
  ITEM_CREATE: 3,
  FILES_BROWSE: 2,
  FILES_UPLOAD: 3,
  JOURNAL_CREATE: 2,
  MACRO_SCRIPT: 1,
  MANUAL_ROLLS: 2,
  MESSAGE_WHISPER: 1,
  NOTE_CREATE: 2,
  PING_CANVAS: 2,
  PLAYLIST_CREATE: 3,
  SETTINGS_MODIFY: 3,
  SHOW_CURSOR: 1,
  SHOW_RULER: 1,
  TEMPLATE_CREATE: 1,
  TOKEN_CREATE: 3,
  TOKEN_DELETE: 3,
  TOKEN_CONFIGURE: 2,
  WALL_DOORS: 1,
  QUERY_USER: 1,
});

export interface UserSpec {
  id: string;
  name?: string;
  /** Shorthand for role GAMEMASTER (true) or PLAYER (false) when no role is given. */
  isGM?: boolean;
  /** A CONST.USER_ROLES value. */
  role?: number;
  /** Permissions granted explicitly (on top of the role's defaults). */
  permissions?: string[];
  /** Permissions denied explicitly. */
  deniedPermissions?: string[];
  /** Logged in (default true). A query to an inactive user is refused; an inactive GM is never game.users.activeGM. */
  active?: boolean;
  /** The id of the user's assigned character (an actor of game.actors). */
  character?: string;
  flags?: Record<string, Record<string, unknown>>;
}

type Plain = Record<string, unknown>;

interface HooksLike {
  call(hook: string, ...args: unknown[]): boolean;
  callAll(hook: string, ...args: unknown[]): boolean;
}

function hooks(): HooksLike | undefined {
  return globalOf<HooksLike>("Hooks");
}

/** The fields a non-GM may never change on a user (BaseUser #canUpdate); a player may not change name or role. */
function restrictedFields(user: UserDouble, target: UserDouble): string[] {
  const restricted = ["permissions", "passwordSalt"];
  if (user.role < USER_ROLES.ASSISTANT) restricted.push("name", "role");
  if (target.role === USER_ROLES.GAMEMASTER) restricted.push("password");
  return restricted;
}

export class UserDouble {
  constructor({
    id,
    name,
    isGM = false,
    role,
    permissions = [],
    deniedPermissions = [],
    active = true,
    character,
    flags = {},
  }: UserSpec) {
    this.id = id;
    this._id = id;
    this.name = name ?? id;
    this.role = role ?? (isGM ? USER_ROLES.GAMEMASTER : USER_ROLES.PLAYER);
    this.active = active;
    this.#characterId = character ?? null;
    this.permissions = Object.fromEntries([
      ...permissions.map((p) => [p, true]),
      ...deniedPermissions.map((p) => [p, false]),
    ]);
    this.flags = deepClone(flags);
  }

  readonly id: string;

  readonly _id: string;

  name: string;

  role: number;

  active: boolean;

  /** Explicit permission overrides, as the User document stores them. */
  permissions: Record<string, boolean>;

  readonly flags: Record<string, Record<string, unknown>>;

  /** The tokens this user targets (User#targets is a UserTargets set of Token placeables). */
  readonly targets = new UserTargets(this);

  readonly #characterId: string | null;

  /** Set by the collection so that isSelf, activeGM and queries can reach the other users and the clients. */
  collection: UsersDouble | null = null;

  static get documentName(): string {
    return "User";
  }

  get isGM(): boolean {
    return this.hasRole(USER_ROLES.ASSISTANT);
  }

  get isBanned(): boolean {
    return this.role === USER_ROLES.NONE;
  }

  get isTrusted(): boolean {
    return this.hasRole("TRUSTED");
  }

  /** Is this the user of the client now running? */
  get isSelf(): boolean {
    return this.collection?.clients.currentUserId === this.id;
  }

  get isActiveGM(): boolean {
    return this === this.collection?.activeGM;
  }

  get character(): unknown {
    if (!this.#characterId) return null;
    const actors = globalOf<{ actors?: Map<string, unknown> }>("game")?.actors;
    return actors?.get(this.#characterId) ?? null;
  }

  get uuid(): string {
    return `User.${this.id}`;
  }

  hasPermission(permission: string): boolean {
    if (this.isBanned) return false;
    const explicit = this.permissions[permission];
    if (explicit !== undefined) return explicit;
    // Foundry keeps the roles allowed for each permission in game.permissions; by default a role at or above
    // the permission's default role (the GAMEMASTER always included).
    const defaultRole = PERMISSION_DEFAULT_ROLES[permission];
    return defaultRole === undefined ? false : this.role >= defaultRole;
  }

  can(action: string): boolean {
    if (action in PERMISSION_DEFAULT_ROLES) return this.hasPermission(action);
    return this.hasRole(action);
  }

  hasRole(role: string | number, { exact = false }: { exact?: boolean } = {}): boolean {
    const level = typeof role === "number" ? role : (USER_ROLES as Record<string, number>)[role];
    if (level === undefined) return false;
    return exact ? this.role === level : this.role >= level;
  }

  /** A user is owner of itself only (common/documents/user.mjs getUserLevel). */
  getUserLevel(user: UserDouble): number {
    return user.id === this.id ? 3 : 0;
  }

  /* ---------------------------------------- */
  /*  Flags and updates                       */
  /* ---------------------------------------- */

  getFlag(scope: string, key: string): unknown {
    assertFlagScope(scope);
    if (!(scope in this.flags)) return undefined;
    return getProperty(this.flags[scope], key);
  }

  async setFlag(scope: string, key: string, value: unknown): Promise<this | undefined> {
    return this.update(setFlagChanges(scope, key, value));
  }

  async unsetFlag(scope: string, key: string): Promise<this | undefined> {
    return this.update(unsetFlagChanges(scope, key));
  }

  /** Slot (1 … 50) → macro id (v13 BaseUser#hotbar). */
  hotbar: Record<string, string> = {};

  /**
   * v13 client/documents/user.mjs: puts a Macro in a slot (a numeric string is read as its number; none → the
   * first free slot), or clears the slot for null; with `fromSlot`, what the slot held moves there. The hotbar is
   * written whole (`diff: false, recursive: false`).
   */
  async assignHotbarMacro(
    macro: { id: string; documentName?: string } | null,
    slot?: number | string,
    { fromSlot }: { fromSlot?: number | string } = {},
  ): Promise<this | undefined> {
    if (macro !== null && macro?.documentName !== "Macro") throw new Error("Invalid Macro provided");
    const hotbar = this.hotbar;
    const isNumeric = (value: unknown) =>
      (typeof value === "number" && Number.isFinite(value)) ||
      (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)));
    let target: number | undefined;
    if (isNumeric(slot)) target = Number(slot);
    else
      for (let i = 1; i <= 50; i++)
        if (!(i in hotbar)) {
          target = i;
          break;
        }
    if (!target) throw new Error("No available Hotbar slot exists");
    if (target < 1 || target > 50) throw new Error("Invalid Hotbar slot requested");
    if (macro && hotbar[target] === macro.id) return this;
    const current = hotbar[target];
    const update = deepClone(hotbar);
    if (macro) update[target] = macro.id;
    else delete update[target];
    if (isNumeric(fromSlot) && String(fromSlot) in hotbar) {
      if (current) update[Number(fromSlot)] = current;
      else delete update[Number(fromSlot)];
    }
    return this.update({ hotbar: update }, { diff: false, recursive: false, noHook: true });
  }

  /** Update this user's flags or hotbar through the document workflow (see the file comment). */
  async update(changes: Plain = {}, options: Plain = {}): Promise<this | undefined> {
    const requester = this.#currentUser();
    const expanded = expandObject(changes);
    delete expanded._id;
    const unmodelled = Object.keys(expanded).filter((key) => key !== "flags" && key !== "hotbar");
    if (unmodelled.length)
      throw new Error(
        `The Foundry double's User#update changes flags and the hotbar only, not ${unmodelled.join(", ")}`,
      );
    if (hooks()?.call("preUpdateUser", this, expanded, options, requester.id) === false) return undefined;
    // The hotbar is replaced whole, as assignHotbarMacro asks (`recursive: false`); flags are merged.
    const { hotbar: wantedHotbar, ...rest } = expanded;
    const diff = diffChanges({ flags: this.flags }, rest);
    if (wantedHotbar !== undefined && !deepEqual(wantedHotbar, this.hotbar)) diff.hotbar = wantedHotbar;
    if (!Object.keys(diff).length) return undefined;
    if (!this.canUserModify(requester, "update", diff))
      refuse(permissionMessage(requester.name, "update", "User", this.id));
    if (diff.hotbar !== undefined) this.hotbar = deepClone(diff.hotbar as Record<string, string>);
    mergeObject(this.flags, (diff.flags ?? {}) as Plain, { performDeletions: true });
    const changed = { ...diff, _id: this.id };
    await broadcast(() => hooks()?.callAll("updateUser", this, changed, options, requester.id));
    return this;
  }

  /** BaseUser's update and delete permissions (common/documents/user.mjs #canUpdate, #canDelete). */
  canUserModify(user: UserDouble, action: "update" | "delete", changes: Plain = {}): boolean {
    if (action === "delete") return user.hasRole(Math.max(USER_ROLES.ASSISTANT, this.role));
    if (user.role === USER_ROLES.GAMEMASTER) return true;
    if (user.role === USER_ROLES.NONE) return false;
    if (restrictedFields(user, this).some((key) => key in changes)) return false;
    if ("role" in changes && !user.hasRole(changes.role as number)) return false;
    return user.isGM || user.id === this.id;
  }

  #currentUser(): UserDouble {
    const current = this.collection?.current;
    if (!current) throw new Error(`User [${this.id}] is not in game.users`);
    return current;
  }

  /**
   * Ask this user's client to run CONFIG.queries[queryName] (client/documents/user.mjs User#query); resolves to
   * the handler's value, or rejects with its error message.
   */
  async query(queryName: string, queryData: unknown, { timeout }: { timeout?: number } = {}): Promise<unknown> {
    return sendUserQuery(this, queryName, queryData, { timeout });
  }
}

export class UsersDouble extends Collection<UserDouble> {
  constructor(
    entries: Iterable<readonly [string, UserDouble]>,
    readonly clients: ClientsDouble,
  ) {
    super(entries);
    for (const user of this.values()) user.collection = this;
  }

  /** The user of the client now running (Users#current). */
  get current(): UserDouble | null {
    return this.get(this.clients.currentUserId) ?? null;
  }

  get players(): UserDouble[] {
    return this.filter((u) => !u.isGM && u.hasRole("PLAYER"));
  }

  get activeGM(): UserDouble | null {
    return this.getDesignatedUser((u) => u.active && u.isGM);
  }

  /** Among the users meeting the condition: the highest role, then the lowest id. */
  getDesignatedUser(condition: (user: UserDouble) => boolean): UserDouble | null {
    let designated: UserDouble | null = null;
    for (const candidate of this.filter(condition)) {
      if (!designated) designated = candidate;
      else if ((candidate.role - designated.role || compareIds(designated.id, candidate.id)) > 0)
        designated = candidate;
    }
    return designated;
  }
}

function compareIds(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

export interface ModuleSpec {
  id: string;
  title?: string;
  active?: boolean;
  api?: unknown;
  /** Its manifest's version (`Module#version`). */
  version?: string;
  /**
   * The folder Foundry serves as `modules/<id>/` (its Data/modules/<id>): a template it names there is read from
   * this folder. Absent: its templates are not served (the double's own module is read from its `repoRoot`).
   */
  folder?: string;
}

/** A module entry of game.modules: the adapter sets `api` on its own entry. */
export class ModuleDouble {
  constructor({ id, title, active = true, api, version = "1.0.0" }: ModuleSpec) {
    this.id = id;
    this.title = title ?? id;
    this.active = active;
    this.api = api;
    this.version = version;
  }

  readonly id: string;

  title: string;

  active: boolean;

  api: unknown;

  readonly version: string;
}

export const DEFAULT_USERS: UserSpec[] = [
  { id: "gmUser0000000000", name: "Gamemaster", isGM: true },
  { id: "playerUser000000", name: "Player", isGM: false },
];
