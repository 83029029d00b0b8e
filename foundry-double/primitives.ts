/**
 * The prototype and namespace extensions Foundry v13 installs (common/primitives/): Number.isNumeric, Math.clamp,
 * Array#filterJoin and Array#findSplice. installPrimitives returns a function that removes them again.
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

function findSplice<T>(this: T[], find: (element: T) => boolean, replace?: T): T | null {
  const index = this.findIndex(find);
  if (index === -1) return null;
  if (replace !== undefined) {
    this.splice(index, 1, replace);
    return replace;
  }
  const [item] = this.splice(index, 1);
  return item as T;
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
];

/** Define the extensions (non-enumerable, like Foundry); the returned function restores what was there before. */
export function installPrimitives(): () => void {
  const previous = PATCHES.map(({ target, key }) => Object.getOwnPropertyDescriptor(target, key));
  for (const { target, key, value } of PATCHES) {
    Object.defineProperty(target, key, { value, writable: true, configurable: true, enumerable: false });
  }
  return () => {
    PATCHES.forEach(({ target, key }, i) => {
      const before = previous[i];
      if (before) Object.defineProperty(target, key, before);
      else delete (target as Record<string, unknown>)[key];
    });
  };
}
