import { plainRollLuck, type PlainRollPart, type RealDie, type SignedPart } from "../../core/odds/plain-roll-luck";
import { ownDieSavedAs } from "../../core/notation/registered-notations";
import type { DieIncreaseNote } from "../../core/notation/term-types";
import type { TermResult } from "../term-results";

/**
 * A roll term as Foundry saves it (`RollTerm#toJSON`: its class name, options and SERIALIZE_ATTRIBUTES): only the
 * fields the luck reads.
 */
interface SavedTerm {
  readonly class?: string;
  readonly options?: { indieDieIncrease?: DieIncreaseNote };
  readonly operator?: string;
  readonly number?: unknown;
  readonly faces?: unknown;
  readonly modifiers?: readonly string[];
  readonly results?: readonly TermResult[];
  readonly roll?: { readonly terms?: readonly unknown[] };
}

/**
 * The luck of a roll made with Foundry's default Roll class, read from its saved terms (never re-parsed, so an
 * old formula cannot raise an error): null when it is not one rule set's roll (src/core/odds/plain-roll-luck.ts).
 */
export function savedRollLuck(terms: readonly unknown[]): number | null {
  const parts: SignedPart[] = [];
  let sign: 1 | -1 = 1;
  for (const term of terms as readonly SavedTerm[]) {
    if (typeof term !== "object" || term === null) return null;
    if (term.operator !== undefined) {
      if (term.operator !== "+" && term.operator !== "-") return null;
      sign = term.operator === "-" ? (-sign as 1 | -1) : sign;
      continue;
    }
    parts.push({ sign, part: partOf(term) });
    sign = 1;
  }
  return plainRollLuck(parts);
}

function partOf(term: SavedTerm): PlainRollPart {
  if (term.class === "NumericTerm") return { kind: "number" };
  if (Array.isArray(term.results)) return diceTermOf(term, term.results);
  const increase = term.options?.indieDieIncrease;
  if (increase && Array.isArray(term.roll?.terms))
    return { kind: "increase", dice: (term.roll.terms as SavedTerm[]).flatMap(realDiceOf) };
  return { kind: "other" };
}

function diceTermOf(term: SavedTerm, results: readonly TermResult[]): PlainRollPart {
  if (typeof term.number !== "number" || typeof term.faces !== "number") return { kind: "other" };
  const active = results.filter((result) => result.active);
  const crit = active.some((r) => r.indie === "crit-success")
    ? "success"
    : active.some((r) => r.indie === "crit-failure")
      ? "failure"
      : null;
  return {
    kind: "dice",
    number: term.number,
    // A rule set's own die (the d10ish die) saves the size it is rolled as (a d20); its notation names it (`di`).
    faces: ownDieSavedAs(term.class)?.denomination ?? term.faces,
    modifiers: term.modifiers ?? [],
    dice: realDiceOf(term),
    // Foundry's DiceTerm#total: an active result's count where it has one (a K&R pool's), else its face.
    total: active.reduce((sum, result) => sum + (result.count ?? result.result), 0),
    crit,
  };
}

/** The real dice a saved die term rolled: each active result with its die's size. */
function realDiceOf(term: SavedTerm): RealDie[] {
  if (!Array.isArray(term.results) || typeof term.faces !== "number") return [];
  const faces = term.faces;
  return term.results.filter((result) => result.active).map((result) => ({ faces, value: result.result }));
}
