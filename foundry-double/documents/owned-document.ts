/**
 * What every world document of the double shares: ownership levels and the permission tests built on them, flag
 * reads, and the flag-scope check.
 *
 * Semantics from v13 common/abstract/document.mjs: getUserLevel reads `ownership[user.id]`, then
 * `ownership.default`, then NONE, and an INHERIT level (or a document without an ownership field) defers to the
 * parent; testUserPermission gives a GM the OWNER level and a banned user NONE whatever the ownership says, and
 * compares with `>=` (or `===` when exact). isOwner / limited / hasPlayerOwner / permission are the
 * ClientDocumentMixin conveniences (client/documents/abstract/client-document.mjs). Flags may only be read or
 * written in the scopes "core", "world", the system's id and active modules' ids
 * (client/data/client-backend.mjs getFlagScopes); other scopes throw.
 */
import { getProperty } from "../utils";
import type { UserDouble } from "../users";
import { globalOf } from "../globals";

export const DOCUMENT_OWNERSHIP_LEVELS = Object.freeze({ INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 });

export type OwnershipLevelName = keyof typeof DOCUMENT_OWNERSHIP_LEVELS;

export type Ownership = Record<string, number>;

interface GameLike {
  user: UserDouble;
  users: { filter(predicate: (user: UserDouble) => boolean): UserDouble[] };
  system: { id: string };
  modules: Iterable<{ id: string; active: boolean }> & { values(): Iterable<{ id: string; active: boolean }> };
}

/** `game`, as the documents read it (a caller may read more of it: `gameOf<{ actors: … }>()`). */
export function gameOf<More extends object = object>(): GameLike & More {
  const game = globalOf<GameLike & More>("game");
  if (!game) throw new Error("The Foundry double is not installed: global game is missing");
  return game;
}

/** The flag scopes a client may read and write. */
export function flagScopes(): string[] {
  const game = gameOf();
  const scopes = ["core", "world", game.system.id];
  for (const module of game.modules.values()) if (module.active) scopes.push(module.id);
  return scopes;
}

export function assertFlagScope(scope: string): void {
  if (!flagScopes().includes(scope)) throw new Error(`Flag scope "${scope}" is not valid or not currently active`);
}

/** The update `setFlag(scope, key, value)` makes (v13 ClientDocumentMixin#setFlag), for every document here. */
export function setFlagChanges(scope: string, key: string, value: unknown): Record<string, unknown> {
  assertFlagScope(scope);
  return { flags: { [scope]: { [key]: value } } };
}

/** The update `unsetFlag(scope, key)` makes: a "-=" deletion key, as v13 does. */
export function unsetFlagChanges(scope: string, key: string): Record<string, unknown> {
  assertFlagScope(scope);
  const head = key.split(".");
  const tail = `-=${head.pop() as string}`;
  return { [["flags", scope, ...head, tail].join(".")]: null };
}

export abstract class OwnedDocument {
  /** The containing document (a Token for a synthetic actor, a Scene for a token), or null. */
  abstract get parent(): OwnedDocument | null;

  /** Per-user ownership levels with a `default`, or undefined for a document type without an ownership field. */
  abstract get ownership(): Ownership | undefined;

  abstract get flags(): Record<string, Record<string, unknown>>;

  getUserLevel(user: UserDouble = gameOf().user): number {
    const ownership = this.ownership;
    if (ownership) {
      const level = ownership[user.id] ?? ownership.default ?? DOCUMENT_OWNERSHIP_LEVELS.NONE;
      if (level !== DOCUMENT_OWNERSHIP_LEVELS.INHERIT) return level;
    }
    if (this.parent) return this.parent.getUserLevel(user);
    return DOCUMENT_OWNERSHIP_LEVELS.NONE;
  }

  testUserPermission(
    user: UserDouble,
    permission: OwnershipLevelName | number,
    { exact = false }: { exact?: boolean } = {},
  ): boolean {
    let level: number;
    if (user.isGM) level = DOCUMENT_OWNERSHIP_LEVELS.OWNER;
    else if (user.isBanned) level = DOCUMENT_OWNERSHIP_LEVELS.NONE;
    else level = this.getUserLevel(user);
    const target =
      typeof permission === "string"
        ? (DOCUMENT_OWNERSHIP_LEVELS[permission] ?? DOCUMENT_OWNERSHIP_LEVELS.OWNER)
        : permission;
    return exact ? level === target : level >= target;
  }

  get isOwner(): boolean {
    return this.testUserPermission(gameOf().user, "OWNER");
  }

  get limited(): boolean {
    return this.testUserPermission(gameOf().user, "LIMITED", { exact: true });
  }

  get hasPlayerOwner(): boolean {
    return gameOf().users.filter((u) => !u.isGM && this.testUserPermission(u, "OWNER")).length > 0;
  }

  /** The current user's level: OWNER for a GM, the parent's for an embedded document, else getUserLevel. */
  get permission(): number {
    const user = gameOf().user;
    if (user.isGM) return DOCUMENT_OWNERSHIP_LEVELS.OWNER;
    if (this.parent) return this.parent.permission;
    return this.getUserLevel(user);
  }

  getFlag(scope: string, key: string): unknown {
    assertFlagScope(scope);
    if (!(scope in this.flags)) return undefined;
    return getProperty(this.flags[scope], key);
  }
}
