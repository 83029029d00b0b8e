/**
 * Users and modules as game.user / game.users / game.modules show them. Permissions follow Foundry's defaults
 * loosely: a GM has every permission; a player has the ones listed in `permissions` (default: none).
 */
import { Collection } from "./collection";

export interface UserSpec {
  id: string;
  name?: string;
  isGM?: boolean;
  permissions?: string[];
}

export class UserDouble {
  constructor({ id, name, isGM = false, permissions = [] }: UserSpec) {
    this.id = id;
    this._id = id;
    this.name = name ?? id;
    this.isGM = isGM;
    this.role = isGM ? 4 : 1;
    this.#permissions = new Set(permissions);
  }

  readonly id: string;

  readonly _id: string;

  name: string;

  isGM: boolean;

  role: number;

  character: null = null;

  active = true;

  readonly #permissions: Set<string>;

  hasPermission(permission: string): boolean {
    return this.isGM || this.#permissions.has(permission);
  }

  can(action: string): boolean {
    return this.hasPermission(action);
  }

  hasRole(role: string | number): boolean {
    const wanted = typeof role === "number" ? role : ({ NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as Record<string, number>)[role] ?? 0;
    return this.role >= wanted;
  }
}

export class UsersDouble extends Collection<UserDouble> {
  get players(): UserDouble[] {
    return this.filter((u) => !u.isGM);
  }

  get activeGM(): UserDouble | null {
    return this.find((u) => u.isGM && u.active) ?? null;
  }
}

export interface ModuleSpec {
  id: string;
  title?: string;
  active?: boolean;
  api?: unknown;
}

/** A module entry of game.modules: the adapter sets `api` on its own entry. */
export class ModuleDouble {
  constructor({ id, title, active = true, api }: ModuleSpec) {
    this.id = id;
    this.title = title ?? id;
    this.active = active;
    this.api = api;
  }

  readonly id: string;

  title: string;

  active: boolean;

  api: unknown;
}

export const DEFAULT_USERS: UserSpec[] = [
  { id: "gmUser0000000000", name: "Gamemaster", isGM: true },
  { id: "playerUser000000", name: "Player", isGM: false },
];
