/**
 * The part of a Foundry DiceTerm our modifiers work on. Foundry's result objects are plain data saved with the
 * chat message, so the one extra field we add (`indie`) survives `toJSON` → `fromData` and a world reload.
 */
type IndieMark = "open-roll" | "fumble" | "crit-success" | "crit-failure";

export interface TermResult {
  result: number;
  active: boolean;
  count?: number;
  success?: boolean;
  failure?: boolean;
  exploded?: boolean;
  rerolled?: boolean;
  discarded?: boolean;
  indie?: IndieMark;
}

/** A dice term as our modifiers see it: its results, and a way to draw one more die through Foundry. */
export interface RollableTerm {
  readonly number: number | undefined;
  readonly faces: number | undefined;
  results: TermResult[];
  options: Record<string, unknown>;
  /** Foundry's `DiceTerm#roll`: fulfillment (manual entry, seeded PRNG, Dice So Nice) sees every die. */
  roll(options?: Record<string, unknown>): Promise<TermResult>;
}

export function activeResults(term: Pick<RollableTerm, "results">): TermResult[] {
  return term.results.filter((r) => r.active);
}
