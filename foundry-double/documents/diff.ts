/**
 * The differential part of an update: what Foundry's DataModel#updateSource returns and what the
 * update<Document> hooks receive (common/abstract/data.mjs, client/data/client-backend.mjs #preUpdateDocumentArray
 * keeps only the differences and skips an update that changes nothing). Changes must already be expanded.
 */
import { getType } from "../utils";

type Plain = Record<string, unknown>;

/** The part of `changes` that differs from `source` ("-=key" deletions kept only for keys that exist). */
export function diffChanges(source: Plain, changes: Plain): Plain {
  const diff: Plain = {};
  for (const [key, value] of Object.entries(changes)) {
    if (key.startsWith("-=")) {
      if (key.slice(2) in source) diff[key] = value;
      continue;
    }
    if (key.startsWith("==")) {
      if (!deepEqual(source[key.slice(2)], value)) diff[key] = value;
      continue;
    }
    const current = source[key];
    if (getType(value) === "Object" && getType(current) === "Object") {
      const inner = diffChanges(current as Plain, value as Plain);
      if (Object.keys(inner).length) diff[key] = inner;
    } else if (!deepEqual(current, value)) diff[key] = value;
  }
  return diff;
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => deepEqual((a as Plain)[k], (b as Plain)[k]));
}
