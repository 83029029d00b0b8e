/**
 * Measuring what another client sent against its PayloadLimit (src/core/limits.ts) without doing unbounded work
 * for it: `JSON.stringify` of a huge payload is as long as the payload, and of a cyclic one never ends. The walk
 * here visits values one at a time and stops as soon as the characters it counted pass the limit, a container
 * nests too deep, or a key could reach an object's prototype (`__proto__`, `constructor`, `prototype`: no query or
 * flag of ours has them, and `target[key] = value` with such a key changes a prototype instead of a property).
 */
import { IndieDiceError } from "./errors";
import type { PayloadLimit } from "./limits";

/** Why a payload is refused: too many characters, nested too deep, a key that reaches a prototype, or no JSON value. */
type PayloadProblem =
  | { readonly kind: "size" }
  | { readonly kind: "depth" }
  | { readonly kind: "key"; readonly key: string }
  | { readonly kind: "value" };

const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/** A container being walked: its keys (none for an array), the next entry, and how deep it sits. */
interface Frame {
  readonly container: object;
  readonly keys: readonly string[] | null;
  index: number;
  readonly depth: number;
}

/**
 * The first problem of a payload, or null when it is within its limit. Every step counts at least one character,
 * so the walk takes at most about `limit.maxChars` steps whatever it is given (an object's keys are listed by the
 * engine at once, as JSON.parse already did when the data arrived).
 */
export function payloadProblem(value: unknown, limit: PayloadLimit): PayloadProblem | null {
  const stack: Frame[] = [];
  let chars = 0;
  const visit = (item: unknown, depth: number): PayloadProblem | null => {
    if (item === null || item === undefined) {
      chars += 4;
      return null;
    }
    switch (typeof item) {
      case "string":
        chars += item.length + 2;
        return null;
      case "number":
      case "boolean":
        chars += String(item).length;
        return null;
      case "object":
        if (depth >= limit.maxDepth) return { kind: "depth" };
        chars += 2;
        stack.push({
          container: item,
          keys: Array.isArray(item) ? null : Object.keys(item),
          index: 0,
          depth: depth + 1,
        });
        return null;
      default:
        return { kind: "value" };
    }
  };
  let problem = visit(value, 0);
  while (problem === null && chars <= limit.maxChars && stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const entries = frame.keys ?? (frame.container as readonly unknown[]);
    if (frame.index >= entries.length) {
      stack.pop();
      continue;
    }
    const index = frame.index++;
    // The comma before an entry (one too many for the first: a bound, not a byte count).
    chars += 1;
    if (frame.keys === null) {
      problem = visit((frame.container as readonly unknown[])[index], frame.depth);
      continue;
    }
    const key = frame.keys[index]!;
    if (PROTOTYPE_KEYS.has(key)) return { kind: "key", key };
    chars += key.length + 3;
    problem = visit((frame.container as Readonly<Record<string, unknown>>)[key], frame.depth);
  }
  return problem ?? (chars > limit.maxChars ? { kind: "size" } : null);
}

/** The refusal of a payload's problem, for the user who sent it (`INDIE_DICE.Query.Error.*`). */
export function payloadError(problem: PayloadProblem, limit: PayloadLimit): IndieDiceError {
  switch (problem.kind) {
    case "size":
      return new IndieDiceError("INDIE_DICE.Query.Error.TooLarge", { max: limit.maxChars });
    case "depth":
      return new IndieDiceError("INDIE_DICE.Query.Error.TooDeep", { max: limit.maxDepth });
    case "key":
      return new IndieDiceError("INDIE_DICE.Query.Error.PrototypeKey", { key: problem.key });
    case "value":
      return new IndieDiceError("INDIE_DICE.Query.Error.NotData");
  }
}

/** Throws the refusal of a payload past its limit (see payloadProblem); returns when it is within. */
export function requirePayloadWithin(value: unknown, limit: PayloadLimit): void {
  const problem = payloadProblem(value, limit);
  if (problem) throw payloadError(problem, limit);
}
