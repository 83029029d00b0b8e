/**
 * A function applied to argument expressions, `floor(1d6 / 2)` (v13 client/dice/terms/function.mjs): the
 * function comes from CONFIG.Dice.functions or Math.
 */
import { Roll } from "../roll";
import { RollTerm } from "./roll-term";
import { loadInnerRolls, saveInnerRolls } from "./inner-rolls";
import { CONFIG } from "../../globals";
import type { DiceTerm } from "./dice-term";
import type { EvaluationOptions, RollTermData, RollTermOptions } from "./types";

type RollFunction = (...args: unknown[]) => unknown;

interface FunctionTermData {
  fn?: string;
  terms?: string[];
  rolls?: Roll[];
  result?: number | string;
  options?: RollTermOptions;
}

export class FunctionTerm extends RollTerm {
  constructor({ fn, terms = [], rolls = [], result, options = {} }: FunctionTermData = {}) {
    super({ options });
    this.fn = fn as string;
    this.terms = terms;
    this.rolls = rolls.length === terms.length ? rolls : this.terms.map((t) => Roll.create(t));
    this.result = result;
    if (result !== undefined) this._evaluated = true;
  }

  fn: string;

  terms: string[];

  rolls: Roll[] = [];

  result: number | string | undefined;

  override isIntermediate = true;

  static override SERIALIZE_ATTRIBUTES = ["fn", "terms", "rolls", "result"];

  get dice(): DiceTerm[] {
    return this.rolls.flatMap((r) => r.dice);
  }

  override get total(): number | string | undefined {
    return this.result;
  }

  override get expression(): string {
    return `${this.fn}(${this.terms.join(",")})`;
  }

  get function(): RollFunction | undefined {
    return CONFIG().Dice.functions[this.fn] ?? (Math as unknown as Record<string, RollFunction>)[this.fn];
  }

  override get isDeterministic(): boolean {
    if (this.function?.constructor.name === "AsyncFunction") return false;
    return this.terms.every((t) => Roll.create(t).isDeterministic);
  }

  protected override _evaluate(options: EvaluationOptions = {}): this | Promise<this> {
    if (RollTerm.isDeterministic(this, options)) return this._evaluateSync(options);
    return this._evaluateAsync(options);
  }

  protected async _evaluateAsync(options: EvaluationOptions = {}): Promise<this> {
    const args = await Promise.all(
      this.rolls.map(async (roll) => {
        if (this._root) roll._root = this._root;
        await roll.evaluate({ ...options, allowStrings: true });
        roll.propagateFlavor(this.flavor);
        return this.#parseArgument(roll);
      }),
    );
    const fn = this.function;
    if (!fn) throw new Error(`The function "${this.fn}" is not registered in CONFIG.Dice.functions`);
    this.result = (await fn.apply(this, args)) as number | string;
    if (!options.allowStrings) this.result = Number(this.result);
    return this;
  }

  protected _evaluateSync(options: EvaluationOptions = {}): this {
    const args: unknown[] = [];
    for (const roll of this.rolls) {
      roll.evaluateSync({ ...options, allowStrings: true });
      roll.propagateFlavor(this.flavor);
      args.push(this.#parseArgument(roll));
    }
    const fn = this.function;
    if (!fn) throw new Error(`The function "${this.fn}" is not registered in CONFIG.Dice.functions`);
    this.result = fn.apply(this, args) as number | string;
    if (!options.allowStrings) this.result = Number(this.result);
    return this;
  }

  /** An argument is the roll's product; data substituted as ᚖjsonᚖ is parsed back. */
  #parseArgument(roll: Roll): unknown {
    const product = roll.product;
    if (typeof product !== "string") return product;
    const [, value] = product.match(/^ᚖ([^ᚖ]+)ᚖ$/) || [];
    return value ? JSON.parse(value) : product;
  }

  static override _fromData(data: RollTermData): RollTerm {
    loadInnerRolls(data);
    return super._fromData(data);
  }

  override toJSON(): RollTermData {
    return saveInnerRolls(super.toJSON());
  }

  static override fromParseNode(node: RollTermData): RollTerm {
    const rolls = (node.terms as RollTermData[]).map((t) => {
      return Roll.defaultImplementation.fromTerms(Roll.defaultImplementation.instantiateAST(t));
    });
    return this.fromData({ ...node, rolls, terms: rolls.map((r) => r.formula) });
  }
}
