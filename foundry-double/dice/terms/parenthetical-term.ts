/**
 * A parenthesised sub-expression evaluated as its own Roll (v13 client/dice/terms/parenthetical.mjs).
 */
import { Roll } from "../roll";
import { RollTerm } from "./roll-term";
import type { DiceTerm } from "./dice-term";
import type { EvaluationOptions, RollTermData, RollTermOptions } from "./types";

export class ParentheticalTerm extends RollTerm {
  constructor({ term, roll, options }: { term?: string; roll?: Roll; options?: RollTermOptions }) {
    super({ options });
    this.term = term as string;
    this.roll = roll;

    // A Roll passed in may already be evaluated.
    if (this.roll) {
      this.term = this.roll.formula;
      this._evaluated = this.roll._evaluated;
    }
  }

  /** The inner formula. */
  term: string;

  /** The inner Roll, created at evaluation time when absent. */
  roll: Roll | undefined;

  override isIntermediate = true;

  static OPEN_REGEXP = /([A-z][A-z0-9]+)?\(/g;

  static CLOSE_REGEXP = /\)(?:\$\$F[0-9]+\$\$)?/g;

  static override SERIALIZE_ATTRIBUTES = ["term", "roll"];

  get dice(): DiceTerm[] | undefined {
    return this.roll?.dice;
  }

  override get total(): number | undefined {
    return (this.roll as Roll).total;
  }

  override get expression(): string {
    return `(${this.term})`;
  }

  override get isDeterministic(): boolean {
    return Roll.create(this.term).isDeterministic;
  }

  protected override _evaluate(options: EvaluationOptions = {}): this | Promise<this> {
    const roll = this.roll || Roll.create(this.term);
    if (this._root) roll._root = this._root;
    if (options.maximize || options.minimize || roll.isDeterministic) return this._evaluateSync(roll, options);
    return this._evaluateAsync(roll, options);
  }

  protected async _evaluateAsync(roll: Roll, options: EvaluationOptions = {}): Promise<this> {
    this.roll = await roll.evaluate(options);
    this.roll.propagateFlavor(this.flavor);
    return this;
  }

  protected _evaluateSync(roll: Roll, options: EvaluationOptions = {}): this {
    this.roll = roll.evaluateSync(options);
    this.roll.propagateFlavor(this.flavor);
    return this;
  }

  static fromTerms(terms: RollTerm[], options?: RollTermOptions): ParentheticalTerm {
    const roll = Roll.defaultImplementation.fromTerms(terms);
    return new this({ roll, options });
  }

  static override fromParseNode(node: RollTermData): RollTerm {
    const roll = Roll.defaultImplementation.fromTerms(
      Roll.defaultImplementation.instantiateAST(node.term as RollTermData),
    );
    return this.fromData({ ...node, roll, term: roll.formula });
  }
}
