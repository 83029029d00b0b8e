import type { IndieDiceError } from "../core/errors";
import type { IndieTermCheck } from "../core/notation/term-types";
/**
 * The part of a Foundry DiceTerm our modifiers work on. Foundry's result objects are plain data saved with the
 * chat message, so the one extra field we add (`indie`) survives `toJSON` → `fromData` and a world reload.
 */
/**
 * The marks of a rule set's own on a result (Kaiser's `open-roll`), one key each, added by its Foundry folder by
 * declaration merging (its `foundry/types.ts`); a mark's CSS class in Foundry's tooltip is `indie-<mark>`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each rule set's declaration merging
export interface RuleSetMarks {}

/** A result's mark: a crit of any rule set's (K&R's, the Kleptonomicon's), or a rule set's own. */
type IndieMark = "crit-success" | "crit-failure" | (keyof RuleSetMarks & string);

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

/**
 * A rule set's modifier on Foundry's Die (`ko`), as its Foundry descriptor hands it to the Die class: Foundry runs
 * it by the method name `MODIFIERS` maps its key to (`ko: "kaiserOpenRoll"`), as it runs its own.
 */
export interface RuleSetDieModifier {
  /** Its key in `Die.MODIFIERS`: the rule set's notation's modifier. */
  readonly key: string;
  /** The Die's method Foundry calls for it (`kaiserOpenRoll`). */
  readonly method: string;
  /** Changes the term's results; `check` is what its notation asks for, `term` the Die itself for side dice. */
  apply(rollable: RollableTerm, check: IndieTermCheck, term: foundry.dice.terms.DiceTerm): void | Promise<void>;
  /** Runs Foundry's keep or drop on results as this modifier counts them. Absent: as Foundry sees them. */
  readonly keepingResults?: <T>(results: TermResult[], keepOrDrop: () => T) => T;
}

/**
 * A rule set's terms the parser writes out as the real dice they stand for, as its Foundry descriptor gives it
 * (`termExpansion`): OGS's Die Increase, `1d12p2` → `(1d8 + 1d8)`, so a player sees the dice really rolled (in the
 * tooltip and in Dice So Nice).
 */
export interface TermExpansion {
  /** Its modifier's key (`p`): a term carrying it is expanded by the parser, never rolled by the Die. */
  readonly key: string;
  /**
   * The Die's method Foundry calls for the key, on a term that reached the Die unexpanded: it throws `unexpandable`.
   */
  readonly method: string;
  /**
   * The real dice a term its notation checked stands for, and the options the expanded term carries (what was
   * written, `written` being the term without its flavor); null for a term it does not expand.
   */
  expand(
    check: IndieTermCheck,
    written: string,
  ): { readonly formula: string; readonly options: Record<string, unknown> } | null;
  /** The error for a term it cannot expand: its count or size computed (`(1d2)d6p1`), or a term built by hand. */
  unexpandable(term: string): IndieDiceError;
}

/** What the registered rule sets add to the Die and the parser (src/foundry/rule-sets.ts), handed over in `init`. */
export interface RuleSetDieWork {
  readonly modifiers: readonly RuleSetDieModifier[];
  /** Their expanded terms, which the parser writes out and the Die refuses. */
  readonly expansions: readonly TermExpansion[];
  /** Work on a term's dice before any modifier runs (Kaiser's sequential advantage, a roll's option). */
  readonly beforeModifiers: readonly ((rollable: RollableTerm) => Promise<void>)[];
}
