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
    mergeObject(this.translations, expandObject(translations), { inplace: true });
  }

  /** Merge a JSON translation file (read once per worker: `load` copies what it merges, so the cache stays as read). */
  loadFile(path: string): void {
    let parsed = parsedFiles.get(path);
    if (!parsed) {
      const text = readTextFile(path);
      if (text === undefined) throw new Error(`No translation file at ${path}`);
      parsed = expandObject(JSON.parse(text) as Record<string, unknown>);
      parsedFiles.set(path, parsed);
    }
    if (Object.keys(this.translations).length === 0) this.translations = structuredClone(parsed);
    else mergeObject(this.translations, parsed, { inplace: true });
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
