/**
 * Small checks for JSON that comes back from somewhere we do not control — a card's state in a chat message's
 * flags, which any module, macro or older version of ours may have written. A check returns a fresh, plain copy
 * holding only the fields it knows (so nothing unchecked travels on), or throws a SchemaError naming the path of
 * the first value that does not fit. Cards read their state through them on every read.
 */
import { isOneOf } from "./lists";

/** Why a stored value was refused: the path of the offending value (`participants[2].id`) and what was expected. */
export class SchemaError extends Error {
  constructor(
    readonly path: string,
    readonly expected: string,
  ) {
    super(`${path || "value"}: expected ${expected}`);
    this.name = "SchemaError";
  }
}

export type Check<T> = (value: unknown, path: string) => T;

/** What a check gives back, for building types from schemas. */
type Checked<C> = C extends Check<infer T> ? T : never;

export const string: Check<string> = (value, path) => {
  if (typeof value !== "string") throw new SchemaError(path, "a string");
  return value;
};

export const boolean: Check<boolean> = (value, path) => {
  if (typeof value !== "boolean") throw new SchemaError(path, "true or false");
  return value;
};

/** A safe integer (every count, face and id number a card keeps is one). */
export const integer: Check<number> = (value, path) => {
  if (typeof value !== "number" || !Number.isSafeInteger(value)) throw new SchemaError(path, "an integer");
  return value;
};

export function literal<const T extends string | number>(...allowed: readonly T[]): Check<T> {
  return (value, path) => {
    if (!isOneOf(allowed, value)) throw new SchemaError(path, allowed.map((a) => JSON.stringify(a)).join(" or "));
    return value;
  };
}

/** `literal` over a list read at each check: one that grows as rule sets are registered. */
export function literalOf<const T extends string | number>(allowed: () => readonly T[]): Check<T> {
  return (value, path) => literal(...allowed())(value, path);
}

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value, path) => (value === null ? null : check(value, path));
}

/** An array whose every entry passes `check`. */
export function array<T>(check: Check<T>): Check<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) throw new SchemaError(path, "a list");
    return value.map((entry, index) => check(entry, `${path}[${index}]`));
  };
}

type Fields = Readonly<Record<string, Check<unknown>>>;

/** Keys whose check accepts `undefined` may be missing; they are left out of the copy when they are. */
type ObjectOf<F extends Fields> = { -readonly [K in keyof F]: Checked<F[K]> };

/** Marks a field that may be absent (older states lack it); absent stays absent in the copy. */
export function optional<T>(check: Check<T>): Check<T | undefined> {
  return (value, path) => (value === undefined ? undefined : check(value, path));
}

/** A plain object with exactly these fields checked; unknown fields are dropped. */
export function object<F extends Fields>(fields: F): Check<ObjectOf<F>> {
  return (value, path) => {
    if (value === null || typeof value !== "object" || Array.isArray(value)) throw new SchemaError(path, "an object");
    const source = value as Record<string, unknown>;
    const copy: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(fields)) {
      const checked = check(source[key], path ? `${path}.${key}` : key);
      if (checked !== undefined) copy[key] = checked;
    }
    return copy as ObjectOf<F>;
  };
}

/** Any JSON object, copied deeply but not checked further (another check of the core judges it where it is used). */
export const plainObject: Check<Record<string, unknown>> = (value, path) => {
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new SchemaError(path, "an object");
  return structuredClone(value) as Record<string, unknown>;
};

/** A check built from a function that throws its own error: that error becomes a SchemaError at this path. */
export function refined<T>(check: (value: unknown) => T, expected: string): Check<T> {
  return (value, path) => {
    try {
      return check(value);
    } catch {
      throw new SchemaError(path, expected);
    }
  };
}

/**
 * A versioned state: older versions are brought up one step at a time by `migrations[n]` (version n → n + 1),
 * then the current version's check copies it. A state from a newer version than this code knows is refused
 * (this code cannot know what its fields mean).
 */
export interface VersionedSchema<T> {
  readonly version: number;
  readonly migrations: Readonly<Record<number, (state: Record<string, unknown>) => Record<string, unknown>>>;
  readonly check: Check<T>;
}

export function readVersioned<T>(schema: VersionedSchema<T>, stored: unknown): T {
  if (stored === null || typeof stored !== "object" || Array.isArray(stored)) throw new SchemaError("", "an object");
  let state = stored as Record<string, unknown>;
  let version = integer(state.version, "version");
  if (version > schema.version || version < 1) throw new SchemaError("version", `1 to ${schema.version}`);
  while (version < schema.version) {
    const migrate = schema.migrations[version];
    if (!migrate) throw new SchemaError("version", `a version this code can migrate from`);
    state = { ...migrate(state), version: version + 1 };
    version += 1;
  }
  return schema.check(state, "");
}
