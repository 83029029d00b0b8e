/**
 * An independent model of how Foundry v13 rolls one dice term, written for the tests from Foundry's documented
 * behaviour (its dice-modifier article and the doc comments of `Die`), not from the engine: a list of results,
 * each modifier applied to it in the order written. `enumerateTerm` walks every sequence of faces the term can
 * draw (a brute force, cut where a sequence's chance falls below a bound); `simulateTerm` rolls it once.
 */

export type Comparison = "=" | "<" | "<=" | ">" | ">=";

export type SimModifier =
  | { readonly kind: "reroll"; readonly recursive: boolean; readonly comparison: Comparison; readonly target: number }
  | { readonly kind: "explode"; readonly once: boolean; readonly comparison: Comparison; readonly target: number }
  | { readonly kind: "keep" | "drop"; readonly highest: boolean; readonly count: number }
  | { readonly kind: "min" | "max"; readonly target: number }
  | { readonly kind: "cs" | "cf"; readonly comparison: Comparison; readonly target: number }
  | { readonly kind: "even" | "odd" }
  | { readonly kind: "df" | "sf"; readonly comparison?: Comparison; readonly target?: number }
  | { readonly kind: "ms"; readonly failure: boolean; readonly target: number };

export interface SimTerm {
  readonly count: number;
  /** The faces a die shows, each equally likely. */
  readonly faces: readonly number[];
  readonly modifiers: readonly SimModifier[];
}

interface Result {
  face: number;
  active: boolean;
  count?: number;
  success?: boolean;
  failure?: boolean;
}

function holds(face: number, comparison: Comparison, target: number): boolean {
  if (comparison === "=") return face === target;
  if (comparison === "<") return face < target;
  if (comparison === "<=") return face <= target;
  if (comparison === ">") return face > target;
  return face >= target;
}

/** The term's total for faces taken from `draw`, in the order Foundry asks for them. */
export function simulateTerm(term: SimTerm, draw: () => number): number {
  const results: Result[] = [];
  for (let i = 0; i < term.count; i++) results.push({ face: draw(), active: true });
  let margin: SimModifier | undefined;
  for (const modifier of term.modifiers) {
    switch (modifier.kind) {
      case "reroll": {
        // "r" looks at the results there are now, once; "rr" also at every reroll it adds.
        const before = results.length;
        for (let i = 0; i < results.length && (modifier.recursive || i < before); i++) {
          const result = results[i]!;
          if (!result.active || !holds(result.face, modifier.comparison, modifier.target)) continue;
          result.active = false;
          results.push({ face: draw(), active: true });
        }
        break;
      }
      case "explode": {
        // Each matching result adds one more die; with "x" the added dice are looked at too.
        const before = results.length;
        for (let i = 0; i < results.length && (!modifier.once || i < before); i++) {
          const result = results[i]!;
          if (result.active && holds(result.face, modifier.comparison, modifier.target)) results.push({ face: draw(), active: true });
        }
        break;
      }
      case "keep":
      case "drop": {
        const active = results.filter((r) => r.active).sort((a, b) => b.face - a.face);
        // Keeping the n highest drops all but the first n; dropping the n lowest drops the last n, and so on.
        const n = Math.min(modifier.count, active.length);
        let dropped: Result[];
        if (modifier.kind === "keep") dropped = modifier.highest ? active.slice(n) : active.slice(0, active.length - n);
        else dropped = modifier.highest ? active.slice(0, n) : active.slice(active.length - n);
        for (const result of dropped) result.active = false;
        break;
      }
      case "min":
        for (const r of results) if (r.face < modifier.target) r.count = modifier.target;
        break;
      case "max":
        for (const r of results) if (r.face > modifier.target) r.count = modifier.target;
        break;
      case "cs":
      case "cf":
        for (const r of results) {
          const hit = holds(r.face, modifier.comparison, modifier.target);
          if (modifier.kind === "cs") {
            r.success = hit;
            if (hit) delete r.failure;
          } else {
            r.failure = hit;
            if (hit) delete r.success;
          }
          r.count = hit ? 1 : 0;
        }
        break;
      case "even":
      case "odd":
        for (const r of results) {
          r.success = (r.face % 2 === 0) === (modifier.kind === "even");
          r.count = r.success ? 1 : 0;
        }
        break;
      case "df":
      case "sf":
        for (const r of results) {
          const fails = modifier.comparison ? holds(r.face, modifier.comparison, modifier.target!) : r.success === false;
          if (fails) {
            r.failure = true;
            delete r.success;
          }
          if (r.failure) r.count = modifier.kind === "df" ? -1 : -r.face;
        }
        break;
      case "ms":
        margin = modifier;
        break;
    }
  }
  const total = results.reduce((sum, r) => (r.active ? sum + (r.count ?? r.face) : sum), 0);
  if (margin?.kind !== "ms" || margin.target === 0) return total;
  return margin.failure ? margin.target - total : total - margin.target;
}

/** A distribution found by brute force, and the chance of the sequences it did not follow to the end. */
export interface Enumerated {
  readonly outcomes: Map<number, number>;
  readonly cut: number;
}

class NeedsMoreFaces extends Error {}

/**
 * Every sequence of faces the term may draw, each weighted by its chance; a sequence whose chance falls below
 * `cutBelow` before the term is done is left out, and its chance counted in `cut`.
 */
export function enumerateTerm(term: SimTerm, cutBelow: number): Enumerated {
  const outcomes = new Map<number, number>();
  let cut = 0;
  const chance = 1 / term.faces.length;
  const pending: { prefix: number[]; p: number }[] = [{ prefix: [], p: 1 }];
  while (pending.length > 0) {
    const { prefix, p } = pending.pop()!;
    let used = 0;
    try {
      const total = simulateTerm(term, () => {
        if (used >= prefix.length) throw new NeedsMoreFaces();
        return prefix[used++]!;
      });
      outcomes.set(total, (outcomes.get(total) ?? 0) + p);
    } catch (error) {
      if (!(error instanceof NeedsMoreFaces)) throw error;
      if (p * chance < cutBelow) cut += p;
      else for (const face of term.faces) pending.push({ prefix: [...prefix, face], p: p * chance });
    }
  }
  return { outcomes, cut };
}

/** How a modifier is written in Foundry's notation. */
export function modifierText(modifier: SimModifier): string {
  switch (modifier.kind) {
    case "reroll":
      return `${modifier.recursive ? "rr" : "r"}${modifier.comparison}${modifier.target}`;
    case "explode":
      return `${modifier.once ? "xo" : "x"}${modifier.comparison}${modifier.target}`;
    case "keep":
    case "drop":
      return `${modifier.kind === "keep" ? "k" : "d"}${modifier.highest ? "h" : "l"}${modifier.count}`;
    case "min":
    case "max":
      return `${modifier.kind}${modifier.target}`;
    case "cs":
    case "cf":
      return `${modifier.kind}${modifier.comparison}${modifier.target}`;
    case "even":
    case "odd":
      return modifier.kind;
    case "df":
    case "sf":
      return modifier.comparison ? `${modifier.kind}${modifier.comparison}${modifier.target}` : modifier.kind;
    case "ms":
      return `ms${modifier.failure ? "<=" : ">="}${modifier.target}`;
  }
}

export function termText(term: SimTerm): string {
  const faces = term.faces[0] === -1 ? "F" : String(term.faces.length);
  return `${term.count}d${faces}${term.modifiers.map(modifierText).join("")}`;
}
