/**
 * The abstract base of every formula token (v13 client/dice/terms/term.mjs).
 */
import { Roll } from "../roll";
import type { RollData } from "../roll";
import { CONFIG, foundryNs } from "../../globals";
import { deepClone } from "../../utils";
import type { EvaluationOptions, RollTermClass, RollTermData, RollTermOptions } from "./types";

export class RollTerm {
  /** The class this term was made by (a subclass's statics read through it). */
  declare ["constructor"]: typeof RollTerm;

  constructor({ options = {} }: { options?: RollTermOptions } = {}) {
    this.options = options;
  }

  /** Options which describe and modify the term. */
  options: RollTermOptions;

  /** Whether the term has been evaluated (after which it is immutable). */
  _evaluated = false;

  /** The Roll at the root of the evaluation tree, set while evaluating. */
  _root: Roll | undefined;

  /** Intermediate terms (parentheticals, functions) are resolved first when simplifying. */
  isIntermediate = false;

  /** Optional term-level flavor text in square brackets. */
  static FLAVOR_REGEXP_STRING = "(?:\\[([^\\]]+)\\])";

  static FLAVOR_REGEXP = new RegExp(RollTerm.FLAVOR_REGEXP_STRING, "g");

  /** The pattern matching a term of this type, where the type has one. */
  static REGEXP: RegExp | undefined = undefined;

  /** Extra attributes stored by toJSON. */
  static SERIALIZE_ATTRIBUTES: string[] = [];

  /* ---------------------------------------- */
  /*  Term Attributes                         */
  /* ---------------------------------------- */

  get expression(): string {
    throw new Error(`The ${this.constructor.name} class must implement the expression attribute`);
  }

  /** The expression plus `[flavor]`. */
  get formula(): string {
    let formula = this.expression;
    if (this.flavor) formula += `[${this.flavor}]`;
    return formula;
  }

  get total(): number | string | undefined {
    throw new Error(`The ${this.constructor.name} class must implement the total attribute`);
  }

  get flavor(): string {
    return this.options.flavor || "";
  }

  get isDeterministic(): boolean {
    return true;
  }

  /** The resolver of the root roll, when one is active. */
  get resolver(): unknown {
    return this._root?._resolver;
  }

  /* ---------------------------------------- */
  /*  Evaluation                              */
  /* ---------------------------------------- */

  /** Evaluate once: a second call throws, as in Foundry. */
  evaluate(options: EvaluationOptions = {}): this | Promise<this> {
    if (this._evaluated)
      throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable`);
    this._evaluated = true;
    return this._evaluate(options);
  }

  protected _evaluate(_options: EvaluationOptions = {}): this | Promise<this> {
    return this;
  }

  /** A term is evaluated synchronously when maximized, minimized or deterministic. */
  static isDeterministic(term: RollTerm, { maximize, minimize }: EvaluationOptions = {}): boolean {
    return Boolean(maximize || minimize || term.isDeterministic);
  }

  /* ---------------------------------------- */
  /*  Serialization and Loading               */
  /* ---------------------------------------- */

  /**
   * Rebuild a term from data: the class is looked up by name in CONFIG.Dice.termTypes, then among the classes of
   * CONFIG.Dice.terms, and falls back to Die.
   */
  static fromData(data: RollTermData): RollTerm {
    const dice = CONFIG().Dice;
    let cls: RollTermClass | undefined = dice.termTypes[data.class ?? ""];
    if (!cls) {
      cls =
        Object.values(dice.terms).find((c) => c.name === data.class) ?? (foundryNs().dice.terms.Die as RollTermClass);
    }
    return cls._fromData(data);
  }

  /** Build a term from a parse node (a plain object from the grammar). */
  static fromParseNode(node: RollTermData): RollTerm {
    return this.fromData(deepClone(node));
  }

  /** Construct and restore the evaluated flag (absent means evaluated, as in stored chat rolls). */
  static _fromData(data: RollTermData): RollTerm {
    if (data.roll && !(data.roll instanceof Roll)) data.roll = Roll.fromData(data.roll as RollData);
    const term = new this(data as never);
    term._evaluated = data.evaluated ?? true;
    return term;
  }

  static fromJSON(json: string): RollTerm {
    let data: RollTermData;
    try {
      data = JSON.parse(json) as RollTermData;
    } catch {
      throw new Error("You must pass a valid JSON string");
    }
    return this.fromData(data);
  }

  /** Class name, options, evaluated flag, plus the class's SERIALIZE_ATTRIBUTES. */
  toJSON(): RollTermData {
    const data: RollTermData = {
      class: this.constructor.name,
      options: this.options,
      evaluated: this._evaluated,
    };
    const cls = this.constructor;
    for (const attr of cls.SERIALIZE_ATTRIBUTES) data[attr] = (this as unknown as Record<string, unknown>)[attr];
    return data;
  }
}
