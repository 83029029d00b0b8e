/**
 * game.settings (v13 client/helpers/client-settings.mjs), in memory. Values are stored as JSON and read back
 * through JSON (so callers never share objects with the store), cast by a String/Number/Boolean `type`.
 * Reading an unregistered setting throws; writing a world or user setting before the game is ready throws;
 * onChange runs after a change. "core.rollMode" ("publicroll") is registered from the start, and
 * "core.diceConfiguration" ({}) with its menu as the double is built (applications/dice-config.ts).
 *
 * A client setting lives in each browser's own storage. By default the double keeps one value for all its clients
 * (the adapter tests set the chat mode once and roll from any client); given `clientOf`, the user of the client now
 * running, it keeps one per client, as the table page does.
 */
import { deprecated, isV14 } from "./profile";
import type { HooksDouble } from "./hooks";

export interface SettingConfig {
  name?: string;
  hint?: string;
  scope?: string;
  config?: boolean;
  type?: unknown;
  choices?: Record<string, string>;
  default?: unknown;
  onChange?: (value: unknown, options: object) => void;
  [key: string]: unknown;
}

interface RegisteredSetting extends SettingConfig {
  key: string;
  namespace: string;
  id: string;
  scope: string;
}

const SCOPES = ["client", "world", "user"];

export class SettingsDouble {
  constructor(
    private readonly hooks: HooksDouble,
    private readonly isReady: () => boolean,
    private readonly clientOf?: () => string,
  ) {
    this.register("core", "rollMode", { scope: "client", config: false, default: "publicroll", type: String });
    // v14's chat bar writes core.messageMode; core.rollMode stays registered but stale (see profile.ts).
    if (isV14())
      this.register("core", "messageMode", { scope: "client", config: false, default: "public", type: String });
  }

  readonly settings = new Map<string, RegisteredSetting>();

  readonly menus = new Map<string, SettingConfig>();

  /** Stored JSON by setting id. */
  readonly #values = new Map<string, string>();

  register(namespace: string, key: string, data: SettingConfig): void {
    if (!namespace || !key) throw new Error("You must specify both namespace and key portions of the setting");
    const scope = SCOPES.includes(String(data.scope)) ? String(data.scope) : "client";
    const setting: RegisteredSetting = Object.assign(data, { key, namespace, scope, id: `${namespace}.${key}` });
    setting.default ??= null;
    this.settings.set(setting.id, setting);
  }

  registerMenu(namespace: string, key: string, data: SettingConfig): void {
    if (!namespace || !key) throw new Error("You must specify both namespace and key portions of the menu");
    this.menus.set(`${namespace}.${key}`, { ...data, key: `${namespace}.${key}`, namespace });
  }

  get(namespace: string, key: string): unknown {
    if (namespace === "core" && key === "rollMode") deprecated("core.rollMode");
    return this.readQuietly(namespace, key);
  }

  /** A setting's value as Foundry's own code reads it (no deprecation is logged for core's own reads). */
  readQuietly(namespace: string, key: string): unknown {
    const setting = this.#assertSetting(namespace, key);
    const stored = this.#values.get(this.#storageKey(setting));
    const value = stored === undefined ? setting.default : JSON.parse(stored);
    return castValue(setting, value);
  }

  async set(namespace: string, key: string, value: unknown, options: object = {}): Promise<unknown> {
    const setting = this.#assertSetting(namespace, key);
    if (setting.scope !== "client" && !this.isReady()) {
      throw new Error("You may not set a World-level Setting before the Game is ready.");
    }
    const json = JSON.stringify(value === undefined ? setting.default : value);
    const storageKey = this.#storageKey(setting);
    const changed = this.#values.get(storageKey) !== json;
    this.#values.set(storageKey, json);
    const stored = this.get(namespace, key);
    if (changed) {
      setting.onChange?.(stored, options);
      if (setting.scope === "client") this.hooks.callAll("clientSettingChanged", setting.id, stored, options);
    }
    return stored;
  }

  /**
   * What the settings' storage holds (a value's JSON by where it is kept): Foundry keeps a world setting on its
   * server and a client setting in each browser's localStorage, both outliving a page load. A page that stands in for
   * those stores (the playground) keeps this and hands it back with `restoreStored` before the settings are read.
   */
  stored(): Record<string, string> {
    return Object.fromEntries(this.#values);
  }

  /** Values kept from an earlier page, put back as they were stored (no onChange: nothing changed). */
  restoreStored(values: Record<string, string>): void {
    for (const [key, json] of Object.entries(values)) if (typeof json === "string") this.#values.set(key, json);
  }

  /** Where a value is kept: a client setting under its client when clients keep their own. */
  #storageKey(setting: RegisteredSetting): string {
    return setting.scope === "client" && this.clientOf ? `${this.clientOf()}:${setting.id}` : setting.id;
  }

  #assertSetting(namespace: string, key: string): RegisteredSetting {
    const id = `${namespace}.${key}`;
    if (!namespace || !key)
      throw new Error(`You must specify both namespace and key portions of the setting, you provided "${id}"`);
    const setting = this.settings.get(id);
    if (!setting) throw new Error(`"${id}" is not a registered game setting`);
    return setting;
  }
}

function castValue(setting: RegisteredSetting, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (setting.type === Number) return Number(value);
  if (setting.type === String) return String(value);
  if (setting.type === Boolean) return Boolean(value);
  return value;
}
