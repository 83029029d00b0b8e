/**
 * The foundry.utils helpers the adapter touches, with v13's semantics (common/utils/helpers.mjs):
 * deepClone leaves class instances alone, mergeObject expands dotted keys and merges recursively, getProperty and
 * setProperty accept dotted paths, getType names plain objects "Object" and class instances "Unknown".
 */
import { globalOf } from "./globals";

type Plain = Record<string, unknown>;

const MAX_DEPTH = 100;

/** v13's type names: primitives by typeof, "Object" for plain objects, a few known classes, else "Unknown". */
export function getType(value: unknown): string {
  const typeOf = typeof value;
  if (typeOf !== "object") return typeOf;
  if (value === null) return "null";
  const ctor = (value as { constructor?: unknown }).constructor;
  if (!ctor || ctor === Object) return "Object";
  if (Array.isArray(value)) return "Array";
  if (value instanceof Set) return "Set";
  if (value instanceof Map) return "Map";
  if (value instanceof Promise) return "Promise";
  if (value instanceof Error) return "Error";
  const html = globalOf<new () => object>("HTMLElement");
  if (html && value instanceof html) return "HTMLElement";
  return "Unknown";
}

/** Clone arrays, dates and plain objects; return class instances as they are (or throw when strict). */
export function deepClone<T>(original: T, { strict = false }: { strict?: boolean } = {}): T {
  return cloneAt(original, strict, 0) as T;
}

function cloneAt(original: unknown, strict: boolean, depth: number): unknown {
  if (depth > MAX_DEPTH)
    throw new Error("Maximum depth exceeded. Be sure your object does not contain cyclical data structures.");
  if (typeof original !== "object" || original === null) return original;
  if (Array.isArray(original)) return original.map((item) => cloneAt(item, strict, depth + 1));
  if (original instanceof Date) return new Date(original);
  const ctor = (original as { constructor?: unknown }).constructor;
  if (ctor && ctor !== Object) {
    if (strict) throw new Error("deepClone cannot clone advanced objects");
    return original;
  }
  const clone: Plain = {};
  for (const key of Object.keys(original)) clone[key] = cloneAt((original as Plain)[key], strict, depth + 1);
  return clone;
}

/** True when the class is the parent or inherits from it. */
export function isSubclass(cls: unknown, parent: unknown): boolean {
  if (typeof cls !== "function") return false;
  if (cls === parent) return true;
  return typeof parent === "function" && Object.prototype.isPrototypeOf.call(parent, cls);
}

const ID_CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A random alphanumeric id drawn from crypto (never from the dice generator, so ids don't shift dice). */
export function randomID(length = 16): string {
  const bytes = new Uint32Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (n) => ID_CHARACTERS[n % ID_CHARACTERS.length]).join("");
}

/** Read a value by a dotted path; a key that itself contains dots wins when present. */
export function getProperty(object: unknown, key: string): unknown {
  if (!key || !object) return undefined;
  if (key in (object as Plain)) return (object as Plain)[key];
  let target: unknown = object;
  for (const part of key.split(".")) {
    if (!target) return undefined;
    if (typeof target !== "object" && typeof target !== "function") return undefined;
    if (!(part in (target as Plain))) return undefined;
    target = (target as Plain)[part];
  }
  return target;
}

const SKIPPED_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** Write a value by a dotted path, creating inner objects; returns whether anything changed. */
export function setProperty(object: Plain, key: string, value: unknown): boolean {
  if (!key || SKIPPED_KEYS.has(key)) return false;
  let target: Plain = object;
  let last = key;
  if (key.includes(".")) {
    const parts = key.split(".");
    if (parts.some((part) => SKIPPED_KEYS.has(part))) return false;
    last = parts.pop() as string;
    for (const part of parts) {
      if (!(part in target)) target[part] = {};
      target = target[part] as Plain;
    }
  }
  if (!(last in target) || target[last] !== value) {
    target[last] = value;
    return true;
  }
  return false;
}

/** Turn dotted keys into nested objects; class instances pass through untouched. */
export function expandObject(object: Plain): Plain {
  const expand = (value: unknown, depth: number): unknown => {
    if (depth > 32) throw new Error("Maximum object expansion depth exceeded");
    if (!value) return value;
    if (Array.isArray(value)) return value.map((item) => expand(item, depth + 1));
    if (getType(value) !== "Object") return value;
    const expanded: Plain = {};
    for (const [k, v] of Object.entries(value as Plain)) setProperty(expanded, k, expand(v, depth + 1));
    return expanded;
  };
  return expand(object, 0) as Plain;
}

/** undefined, null, and empty arrays, objects, sets and maps are empty. */
export function isEmpty(value: unknown): boolean {
  switch (getType(value)) {
    case "undefined":
    case "null":
      return true;
    case "Array":
      return (value as unknown[]).length === 0;
    case "Object":
      return Object.keys(value as Plain).length === 0;
    case "Set":
    case "Map":
      return (value as Set<unknown>).size === 0;
    default:
      return false;
  }
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

export function escapeHTML(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

function isDeletionKey(key: string): boolean {
  return key[1] === "=" && (key[0] === "=" || key[0] === "-");
}

/** Apply "-=key" deletions and "==key" replacements throughout a value. */
export function applySpecialKeys(value: unknown): unknown {
  const type = getType(value);
  if (type === "Array") return (value as unknown[]).map(applySpecialKeys);
  if (type !== "Object") return value;
  const clone: Plain = {};
  for (const [key, inner] of Object.entries(value as Plain)) {
    if (isDeletionKey(key) && key[0] === "-") {
      if (inner !== null)
        throw new Error(
          "Removing a key using the -= deletion syntax requires the value " +
            "of that deletion key to be null, for example {-=key: null}",
        );
      delete clone[key.substring(2)];
    } else if (isDeletionKey(key)) clone[key.substring(2)] = applySpecialKeys(inner);
    else clone[key] = applySpecialKeys(inner);
  }
  return clone;
}

export interface MergeOptions {
  insertKeys?: boolean;
  insertValues?: boolean;
  overwrite?: boolean;
  recursive?: boolean;
  inplace?: boolean;
  enforceTypes?: boolean;
  performDeletions?: boolean;
}

/** Merge `other` into `original` (in place unless inplace:false), recursively, as v13's mergeObject does. */
export function mergeObject<T extends object>(
  original: T,
  other: object = {},
  options: MergeOptions = {},
  depth = 0,
): T {
  const opts: Required<MergeOptions> = {
    insertKeys: true,
    insertValues: true,
    overwrite: true,
    recursive: true,
    inplace: true,
    enforceTypes: false,
    performDeletions: false,
    ...options,
  };
  other = other || {};
  if (!(original instanceof Object) || !(other instanceof Object))
    throw new Error("One of original or other are not Objects!");
  let target = original as Plain;
  if (depth === 0) {
    if (Object.keys(other).some((k) => k.includes("."))) other = expandObject(other as Plain);
    if (Object.keys(target).some((k) => k.includes("."))) {
      const expanded = expandObject(target);
      if (opts.inplace) {
        for (const k of Object.keys(target)) delete target[k];
        Object.assign(target, expanded);
      } else target = expanded;
    } else if (!opts.inplace) target = deepClone(target);
  }
  for (const key of Object.keys(other)) {
    const value = (other as Plain)[key];
    if (Object.prototype.hasOwnProperty.call(target, key)) mergeUpdate(target, key, value, depth + 1, opts);
    else mergeInsert(target, key, value, depth + 1, opts);
  }
  return target as T;
}

function mergeInsert(target: Plain, key: string, value: unknown, depth: number, opts: Required<MergeOptions>): void {
  if (opts.performDeletions && key.startsWith("==")) {
    target[key.slice(2)] = applySpecialKeys(value);
    return;
  }
  if (opts.performDeletions && key.startsWith("-=")) {
    if (value !== null)
      throw new Error(
        "Removing a key using the -= deletion syntax requires the value " +
          "of that deletion key to be null, for example {-=key: null}",
      );
    delete target[key.slice(2)];
    return;
  }
  const canInsert = (depth <= 1 && opts.insertKeys) || (depth > 1 && opts.insertValues);
  if (!canInsert) return;
  if (getType(value) === "Object") {
    target[key] = mergeObject({}, value as Plain, {
      insertKeys: true,
      inplace: true,
      performDeletions: opts.performDeletions,
    });
    return;
  }
  target[key] = value;
}

function mergeUpdate(target: Plain, key: string, value: unknown, depth: number, opts: Required<MergeOptions>): void {
  const existing = target[key];
  const tv = getType(value);
  const tx = getType(existing);
  const valueIsObject = tv === "Object" || tv === "Unknown";
  const existingIsObject = tx === "Object" || tx === "Unknown";
  if (valueIsObject && existingIsObject && opts.recursive) {
    mergeObject(existing as Plain, value as Plain, { ...opts, inplace: true }, depth);
    return;
  }
  if (opts.overwrite) {
    if (tx !== "undefined" && tv !== tx && opts.enforceTypes)
      throw new Error("Mismatched data types encountered during object merge.");
    target[key] = applySpecialKeys(value);
  }
}

/** Parse HTML into its single root element, or an array of root elements (needs a DOM, as in Foundry). */
export function parseHTML(htmlString: string): HTMLElement | HTMLElement[] {
  const div = document.createElement("div");
  div.innerHTML = htmlString;
  const children = Array.from(div.children) as HTMLElement[];
  return children.length > 1 ? children : (children[0] as HTMLElement);
}
