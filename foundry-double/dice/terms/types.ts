/** Shared shapes of the term classes (v13 client/dice/_types.mjs and terms/_types.mjs). */
import type { RollTerm } from "./roll-term";
import type { DiceTerm } from "./dice-term";

/** Options that describe a term; flavor is the only one Foundry reads itself. */
export interface RollTermOptions {
  flavor?: string | null;
  [key: string]: unknown;
}

/** One rolled result of a DiceTerm, with the flags modifiers set. Modules may add their own fields. */
export interface DiceTermResult {
  result: number;
  active?: boolean;
  count?: number;
  success?: boolean;
  failure?: boolean;
  discarded?: boolean;
  rerolled?: boolean;
  exploded?: boolean;
  [flag: string]: unknown;
}

/** Serialized or parsed data for a term: `class` names the term class. */
export interface RollTermData {
  class?: string;
  options?: RollTermOptions;
  evaluated?: boolean;
  [key: string]: unknown;
}

/** Options for term and roll evaluation. */
export interface EvaluationOptions {
  minimize?: boolean;
  maximize?: boolean;
  allowStrings?: boolean;
  allowInteractive?: boolean;
  strict?: boolean;
  [key: string]: unknown;
}

/** A RollTerm class as a value (the static side). */
export interface RollTermClass {
  new (data: never): RollTerm;
  readonly name: string;
  SERIALIZE_ATTRIBUTES: string[];
  REGEXP: RegExp | undefined;
  fromData(data: RollTermData): RollTerm;
  fromParseNode(node: RollTermData): RollTerm;
  _fromData(data: RollTermData): RollTerm;
}

/** A DiceTerm class as a value: the denomination and modifier table drive parsing and evaluation. */
export interface DiceTermClass extends RollTermClass {
  new (data: never): DiceTerm;
  DENOMINATION: string;
  MODIFIERS: Record<string, string | ModifierFunction>;
}

/** A modifier implementation; returning false means "not applied", so the modifier is not recorded. */
export type ModifierFunction = (this: DiceTerm, modifier: string) => unknown;
