import type { RuleSetId } from "../rule-set-types";
import type { ModifierStep } from "./modifier-tokenizer";

/**
 * The denominations of the rule sets' own die terms (the Kleptonomicon's d10ish die, `1di`), one key each, added by
 * its folder by declaration merging (its `core/rule-set-types.ts`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each rule set's declaration merging
export interface OwnDieDenominations {}

/** A rule set's own die term's denomination (`"i"`). */
export type OwnDieDenomination = keyof OwnDieDenominations & string;

/** A term's faces as our notation names them: a Die's faces, or a rule set's own die's denomination. */
export type NotationFaces = number | OwnDieDenomination;

/** A dice term as Foundry holds it when its modifiers run: number and faces already evaluated. */
export interface DiceTermInput {
  readonly number: number;
  readonly faces: NotationFaces;
  /** The term's modifier requests as Foundry stores them (`3d6kh2ko` → ["kh2", "ko"]). */
  readonly modifiers: readonly string[];
}

/** Which dice stay active once Foundry's keep or drop has run, told as "the highest/lowest `count`". */
export interface KeepSpec {
  readonly which: "highest" | "lowest";
  readonly count: number;
  /** The keep or drop modifier as written ("kh2", "dl"). */
  readonly modifier: string;
}

/** A term that uses none of our notation: the adapter leaves it to Foundry. */
interface FoundryTermCheck {
  readonly ours: false;
  readonly steps: readonly ModifierStep[];
  /**
   * Text Foundry will drop without a word (an unknown modifier such as the "ok" of `2d6ok`). Not an error here,
   * since the term is not ours, but the adapter may warn about it.
   */
  readonly ignored: readonly string[];
}

/**
 * What the rule sets' notations read from a term beyond its keep (Kaiser's `openRoll`, K&R's `difficultyThreshold`):
 * each rule set's folder adds its own fields by declaration merging (its `core/rule-set-types.ts`), and its notation
 * says what each reads on a term not its own (`RuleSetNotation.readingDefaults`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each rule set's declaration merging
export interface TermReadings {}

/**
 * Each rule set's own notation problems, by rule-set id (`kaiser: "OpenRollNeedsD6" | …`), added by its folder by
 * declaration merging (its `core/rule-set-types.ts`) from the list its notation declares (`RuleSetNotation.problems`);
 * the shared ones are notation-errors.ts's.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each rule set's declaration merging
export interface RuleSetNotationProblems {}

/** What one of our notations asks for. Fields that do not apply to the rule set are null / false / 0. */
export interface IndieTermCheck extends TermReadings {
  readonly ours: true;
  readonly ruleSet: RuleSetId;
  readonly number: number;
  readonly faces: NotationFaces;
  /** The keep or drop that runs before our modifier (Kaiser) or after it (Kleptonomicon); null when none. */
  readonly keep: KeepSpec | null;
  /**
   * Extra dice the keep discards, signed: +1 for `3d6kh2ko` (Advantage 1), −3 for `4dikl` (Disadvantage 3), 0
   * without a keep.
   */
  readonly advantage: number;
  /** Every command Foundry will run on the term, ours included, in order. */
  readonly steps: readonly ModifierStep[];
}

export type DiceTermCheck = FoundryTermCheck | IndieTermCheck;

/** What a rule set's check reads from a term; the parts of IndieTermCheck that depend on the rule set. */
export type RuleSetReading = Pick<IndieTermCheck, "ruleSet" | "keep" | "advantage" | keyof TermReadings>;

/**
 * A Die Increase written in the formula (`1d6p2`, of 2 stages), as the parser records it on the term it expanded
 * into real dice (the term's option `indieDieIncrease`), so a card can say "d12 +2 → d8 + d8" and a plain roll's
 * annotations what was written.
 */
export interface DieIncreaseNote {
  readonly written: string;
  readonly stages: number;
}
