/**
 * The prototype and namespace extensions Foundry v13 installs (common/primitives/): Number.isNumeric, Math.clamp,
 * Array#filterJoin, Array#findSplice, Array#partition (array.mjs), String#capitalize and String#slugify (string.mjs;
 * its map of accented letters to plain ones is not emulated: such letters stay as they are) and Set#first (set.mjs).
 * installPrimitives returns a function that turns them off again (their value `undefined`).
 */

/** v13's numeric test: arrays, null and "" are not numeric; otherwise +n must equal itself (so not NaN). */
export function isNumeric(n: unknown): boolean {
  if (n instanceof Array) return false;
  if (n === null || n === "") return false;
  return +(n as number) === +(n as number);
}

export function clamp(num: number, min: number, max: number): number {
  return Math.min(Math.max(num, min), max);
}

function filterJoin(this: unknown[], separator: string): string {
  return this.filter((part) => !!part).join(separator);
}

export function findSplice<T>(this: T[], find: (element: T) => boolean, replace?: T): T | null {
  const index = this.findIndex(find);
  if (index === -1) return null;
  if (replace !== undefined) {
    this.splice(index, 1, replace);
    return replace;
  }
  const [item] = this.splice(index, 1);
  return item as T;
}

/** array.mjs partition: the elements that test false first, those that test true second. */
export function partition<T>(this: T[], rule: (element: T) => boolean): [T[], T[]] {
  return this.reduce<[T[], T[]]>(
    (parts, element) => {
      parts[Number(rule(element))]!.push(element);
      return parts;
    },
    [[], []],
  );
}

/** string.mjs capitalize: the first character upper-cased (an empty string stays empty). */
export function capitalize(this: string): string {
  if (!this.length) return this;
  return this.charAt(0).toUpperCase() + this.slice(1);
}

/** string.mjs slugify: trimmed, lower-cased by default, each run of spaces (or replacements) one replacement. */
export function slugify(
  this: string,
  {
    replacement = "-",
    strict = false,
    lowercase = true,
  }: { replacement?: string; strict?: boolean; lowercase?: boolean } = {},
): string {
  let slug = this.trim();
  if (lowercase) slug = slug.toLowerCase();
  slug = slug.replace(new RegExp(`[\\s${replacement}]+`, "g"), replacement);
  if (strict) slug = slug.replace(new RegExp(`[^a-zA-Z0-9${replacement}]`, "g"), "");
  return slug;
}

/** set.mjs first: the set's first value, or undefined. */
function first<T>(this: Set<T>): T | undefined {
  return this.values().next().value;
}

interface Patch {
  target: object;
  key: string;
  value: unknown;
}

const PATCHES: Patch[] = [
  { target: Number, key: "isNumeric", value: isNumeric },
  { target: Math, key: "clamp", value: clamp },
  { target: Array.prototype, key: "filterJoin", value: filterJoin },
  { target: Array.prototype, key: "findSplice", value: findSplice },
  { target: Array.prototype, key: "partition", value: partition },
  { target: String.prototype, key: "capitalize", value: capitalize },
  { target: String.prototype, key: "slugify", value: slugify },
  { target: Set.prototype, key: "first", value: first },
];

/**
 * How many installs are running (an install may nest in another): the extensions are on while one is.
 */
let installs = 0;

/**
 * Define the extensions (non-enumerable, like Foundry); the returned function turns them off again when the last
 * install ends. Each is defined once a process and kept, its value set to `undefined` while no double is installed
 * (so `typeof "".capitalize` is "undefined" and a call throws, as outside Foundry), never deleted: adding a property
 * to Array.prototype or Math and deleting it again, around every test, changed those objects' shapes each time, and
 * V8 threw away every optimized function that relied on them (happy-dom's selector matching among them) — the
 * happy-dom files took 110 s of CPU instead of 64 (docs/performance.md). Foundry itself defines them once, when the
 * page loads.
 */
export function installPrimitives(): () => void {
  installs += 1;
  if (installs === 1) setPrimitives(true);
  let removed = false;
  return () => {
    if (removed) return;
    removed = true;
    installs -= 1;
    if (installs === 0) setPrimitives(false);
  };
}

function setPrimitives(on: boolean): void {
  for (const { target, key, value } of PATCHES) {
    const own = Object.getOwnPropertyDescriptor(target, key);
    if (own === undefined)
      Object.defineProperty(target, key, {
        value: on ? value : undefined,
        writable: true,
        configurable: true,
        enumerable: false,
      });
    else (target as Record<string, unknown>)[key] = on ? value : undefined;
  }
}
