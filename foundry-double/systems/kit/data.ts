/**
 * The shapes a system's double reads its data through, once: a stored object as a record, a key of it read without
 * a cast, a dotted path read the way the systems walk `system.attributes.str.value`.
 */

/** A stored object (a document's `system`, a dialog's form object, message data) as the double passes it on. */
export type Plain = Record<string, unknown>;

/** `from[key]` of a stored object (undefined for anything else): the data the systems read by key. */
export function read(from: unknown, key: string): unknown {
  return typeof from === "object" && from !== null ? Reflect.get(from, key) : undefined;
}

/** A dotted path read key by key ("attributes.str.value"); undefined where a step is missing. */
export function readPath(from: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>(read, from);
}
