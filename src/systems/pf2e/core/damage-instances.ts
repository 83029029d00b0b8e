/**
 * A Pathfinder 2e damage formula split into its instances (docs/systems-pf2e.md "Damage"), as pf2e's DamageRoll reads
 * one: `{a[slashing],b[fire,persistent]}` is one pool of instances, each an expression and, last, its flavor — its
 * damage type, `persistent` (bleed is persistent too), and materials. Each instance keeps its own expression for the
 * engine, which reads the `[precision]`, `[splash]` and `[doubled]` flavors inside it; whether it holds precision or
 * splash damage is kept for the target's adjustments. A formula that is not one pool of instances is refused (null).
 */

export interface Pf2eFormulaInstance {
  /** The instance's expression without its flavor (`2 * (2d8 + 4) + 1d8`). */
  readonly formula: string;
  /** Its damage type; `untyped` without one. */
  readonly type: string;
  readonly persistent: boolean;
  readonly precision: boolean;
  readonly splash: boolean;
  /** The flavor's other words (materials: `cold-iron`). */
  readonly materials: readonly string[];
}

/** The text split at each comma outside brackets of any kind; null where the brackets do not close. */
function topLevel(text: string): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") depth--;
    if (depth < 0) return null;
    if (c === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  return depth === 0 ? [...parts, text.slice(start)] : null;
}

function instanceOf(text: string): Pf2eFormulaInstance | null {
  const trimmed = text.trim();
  const flavored = /^(.*?)\[([a-z0-9,-]*)\]$/s.exec(trimmed);
  // A flavor ends the instance only where it follows its expression (`(…)[fire]`, `1d6[fire]`), not inside it.
  const [formula, flavor] =
    flavored && topLevel(flavored[1] ?? "") !== null ? [flavored[1] ?? "", flavored[2] ?? ""] : [trimmed, ""];
  if (formula.trim() === "") return null;
  const words = flavor.split(",").filter((word) => word !== "");
  const type = words.find((word) => word !== "persistent") ?? "untyped";
  const rest = words.filter((word) => word !== "persistent" && word !== type);
  return {
    formula: formula.trim(),
    type,
    persistent: words.includes("persistent") || type === "bleed",
    precision: /\[precision\]/.test(formula),
    splash: /\[splash\]/.test(formula),
    materials: rest,
  };
}

/** The instances of `{…}`, in order; null for anything else. */
export function pf2eDamageInstances(formula: string): Pf2eFormulaInstance[] | null {
  const pool = /^\{(.*)\}$/s.exec(formula.trim())?.[1];
  if (pool === undefined) return null;
  const parts = topLevel(pool);
  if (parts === null) return null;
  const instances = parts.map(instanceOf);
  return instances.every((instance): instance is Pf2eFormulaInstance => instance !== null) ? instances : null;
}
