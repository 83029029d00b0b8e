/**
 * game.i18n (v13 client/helpers/localization.mjs): translations are a nested object (dotted keys expanded);
 * localize returns the key itself when it is missing, and format replaces each {name} with data[name] (a
 * placeholder without data becomes "undefined", as in Foundry).
 */
import { readTextFile } from "./platform";
import { expandObject, getProperty, mergeObject } from "./utils";

const parsedFiles = new Map<string, Record<string, unknown>>();

export class LocalizationDouble {
  constructor(lang = "en") {
    this.lang = lang;
  }

  lang: string;

  translations: Record<string, unknown> = {};

  /** Merge a translation object (dotted keys allowed) over what is loaded. */
  load(translations: Record<string, unknown>): void {
    this.#own();
    mergeObject(this.translations, expandObject(translations), { inplace: true });
  }

  /** Merge a JSON translation file (read and parsed once per worker; `load` never writes into that object). */
  loadFile(path: string): void {
    let parsed = parsedFiles.get(path);
    if (!parsed) {
      const text = readTextFile(path);
      if (text === undefined) throw new Error(`No translation file at ${path}`);
      parsed = deepFreeze(expandObject(JSON.parse(text) as Record<string, unknown>));
      parsedFiles.set(path, parsed);
    }
    if (Object.keys(this.translations).length === 0) {
      this.translations = parsed;
      return;
    }
    this.#own();
    mergeObject(this.translations, parsed, { inplace: true });
  }

  /**
   * A copy of its own before a merge writes into the translations, while they are still a file's parsed object:
   * that object is shared, frozen, by every install of the worker (an install's own copy of the whole module's words
   * had cost a few milliseconds, in every test), so a write that did not copy first fails loudly.
   */
  #own(): void {
    if (Object.isFrozen(this.translations)) this.translations = structuredClone(this.translations);
  }

  /** `loadFile` when the file is there (a missing language file leaves the translations as they are). */
  loadFileIfPresent(path: string): void {
    if (parsedFiles.has(path) || readTextFile(path) !== undefined) this.loadFile(path);
  }

  has(stringId: string): boolean {
    return typeof getProperty(this.translations, stringId) === "string";
  }

  localize(stringId: string): string {
    const value = getProperty(this.translations, stringId);
    return typeof value === "string" ? value : stringId;
  }

  format(stringId: string, data: Record<string, unknown> = {}): string {
    return this.localize(stringId).replace(/{[^}]+}/g, (k) => String(data[k.slice(1, -1)]));
  }
}

function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) if (inner !== null && typeof inner === "object") deepFreeze(inner);
  return Object.freeze(value);
}
