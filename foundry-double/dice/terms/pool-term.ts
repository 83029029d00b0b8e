/**
 * A pool of inner rolls evaluated jointly, `{4d6, 3d8}kh` (v13 client/dice/terms/pool.mjs). Its modifiers reuse
 * DiceTerm's dispatcher and Die's keep/drop/count implementations.
 */
import { Roll } from "../roll";
import { RollTerm } from "./roll-term";
import { loadInnerRolls, saveInnerRolls } from "./inner-rolls";
import { DiceTerm } from "./dice-term";
import { Die } from "./die";
import type { DiceTermResult, EvaluationOptions, ModifierFunction, RollTermData, RollTermOptions } from "./types";

interface PoolTermData {
  terms?: string[];
  modifiers?: string[];
  rolls?: Roll[];
  results?: DiceTermResult[];
  options?: RollTermOptions;
}

export class PoolTerm extends RollTerm {
  constructor({ terms = [], modifiers = [], rolls = [], results = [], options = {} }: PoolTermData = {}) {
    super({ options });
    this.terms = terms;
    this.modifiers = modifiers;
    this.rolls = rolls.length === terms.length ? rolls : this.terms.map((t) => Roll.create(t));
    this.results = results;
    if (rolls.length && results.length) this._evaluated = true;
  }

  terms: string[];

  modifiers: string[];

  rolls: Roll[];

  results: DiceTermResult[];

  static MODIFIERS: Record<string, string | ModifierFunction> = {
    k: "keep",
    kh: "keep",
    kl: "keep",
    d: "drop",
    dh: "drop",
    dl: "drop",
    cs: "countSuccess",
    cf: "countFailures",
  };

  static OPEN_REGEXP = /{/g;

  static CLOSE_REGEXP = new RegExp(`}${DiceTerm.MODIFIERS_REGEXP_STRING}?(?:\\$\\$F[0-9]+\\$\\$)?`, "g");

  static override REGEXP: RegExp | undefined = new RegExp(
    `{([^}]+)}${DiceTerm.MODIFIERS_REGEXP_STRING}?(?:\\$\\$F[0-9]+\\$\\$)?`,
  );

  static override SERIALIZE_ATTRIBUTES = ["terms", "modifiers", "rolls", "results"];

  get dice(): DiceTerm[] {
    return this.rolls.flatMap((r) => r.dice);
  }

  override get expression(): string {
    return `{${this.terms.join(",")}}${this.modifiers.join("")}`;
  }

  override get total(): number | undefined {
    if (!this._evaluated) return undefined;
    return this.results.reduce((sum, r) => {
      if (!r.active) return sum;
      return sum + (r.count !== undefined ? r.count : r.result);
    }, 0);
  }

  get values(): number[] {
    return this.results.filter((r) => r.active).map((r) => r.result);
  }

  override get isDeterministic(): boolean {
    return this.terms.every((t) => Roll.create(t).isDeterministic);
  }

  alter(multiply: number, add: number): this {
    this.rolls.forEach((r) => r.alter(multiply, add));
    return this;
  }

  protected override _evaluate(options: EvaluationOptions = {}): this | Promise<this> {
    if (RollTerm.isDeterministic(this, options)) return this._evaluateSync(options);
    return this._evaluateAsync(options);
  }

  protected async _evaluateAsync(options: EvaluationOptions = {}): Promise<this> {
    for (const roll of this.rolls) {
      if (this._root) roll._root = this._root;
      await roll.evaluate(options);
      roll.propagateFlavor(this.flavor);
      this.results.push({ result: roll.total, active: true });
    }
    await this._evaluateModifiers();
    return this;
  }

  protected _evaluateSync(options: EvaluationOptions = {}): this {
    for (const roll of this.rolls) {
      if (this._root) roll._root = this._root;
      roll.evaluateSync(options);
      roll.propagateFlavor(this.flavor);
      this.results.push({ result: roll.total, active: true });
    }
    return this;
  }

  _evaluateModifiers(): Promise<void> {
    return DiceTerm.prototype._evaluateModifiers.call(this as unknown as DiceTerm);
  }

  _evaluateModifier(command: string, modifier: string): Promise<void> {
    return DiceTerm.prototype._evaluateModifier.call(this as unknown as DiceTerm, command, modifier);
  }

  static override _fromData(data: RollTermData): RollTerm {
    loadInnerRolls(data);
    return super._fromData(data);
  }

  override toJSON(): RollTermData {
    return saveInnerRolls(super.toJSON());
  }

  /** Build an unevaluated pool from `{a,b}mods` text. */
  static fromExpression(formula: string, options: RollTermOptions = {}): PoolTerm | null {
    const match = this.REGEXP ? formula.trim().match(this.REGEXP) : null;
    if (!match) return null;
    const terms = (match[1] as string).split(",");
    const modifiers = Array.from((match[2] || "").matchAll(DiceTerm.MODIFIER_REGEXP)).map((m) => m[0]);
    return new this({ terms, modifiers, options });
  }

  static fromRolls(rolls: Roll[] = []): PoolTerm {
    const allEvaluated = rolls.every((r) => r._evaluated);
    const noneEvaluated = !rolls.some((r) => r._evaluated);
    if (!(allEvaluated || noneEvaluated)) {
      throw new Error(
        "You can only call PoolTerm.fromRolls with an array of Roll " +
          "instances which are either all evaluated, or none evaluated",
      );
    }
    const pool = new this({
      terms: rolls.map((r) => r.formula),
      modifiers: [],
      rolls,
      results: allEvaluated ? rolls.map((r) => ({ result: r.total, active: true })) : [],
    });
    pool._evaluated = allEvaluated;
    return pool;
  }

  static override fromParseNode(node: RollTermData): RollTerm {
    const rolls = (node.terms as RollTermData[]).map((t) => {
      return Roll.defaultImplementation.fromTerms(Roll.defaultImplementation.instantiateAST(t)).toJSON();
    });
    const modifiers = Array.from(String(node.modifiers || "").matchAll(DiceTerm.MODIFIER_REGEXP)).map(([m]) => m);
    return this.fromData({ ...node, rolls, modifiers, terms: rolls.map((r) => r.formula) });
  }

  keep(modifier: string): false | void {
    return Die.prototype.keep.call(this, modifier);
  }

  drop(modifier: string): false | void {
    return Die.prototype.drop.call(this, modifier);
  }

  countSuccess(modifier: string): false | void {
    return Die.prototype.countSuccess.call(this, modifier);
  }

  countFailures(modifier: string): false | void {
    return Die.prototype.countFailures.call(this, modifier);
  }
}
