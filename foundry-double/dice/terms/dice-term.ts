/**
 * The abstract base of terms that roll dice (v13 client/dice/terms/dice.mjs): number and faces (numbers or inner
 * Rolls), results, the fulfillment pipeline, and the modifier dispatcher.
 */
import { Roll } from "../roll";
import type { RollData } from "../roll";
import { RollTerm } from "./roll-term";
import { CONFIG, game, foundryNs } from "../../globals";
import { deepClone, isSubclass } from "../../utils";
import { isNumeric } from "../../primitives";
import { applyCount, applyDeduct, compareResult, keepOrDrop } from "./result-helpers";
import type {
  DiceTermClass,
  DiceTermResult,
  EvaluationOptions,
  ModifierFunction,
  RollTermData,
  RollTermOptions,
} from "./types";

export interface DiceTermData {
  number?: number | Roll;
  faces?: number | Roll | string | null;
  method?: string;
  modifiers?: string[];
  results?: DiceTermResult[];
  options?: RollTermOptions;
}

interface ResolverLike {
  addTerm(term: DiceTerm): Promise<void>;
  resolveResult(term: DiceTerm, method: string, options: object): Promise<number | undefined>;
}

export class DiceTerm extends RollTerm {
  /** The class this roll was made by (a subclass's statics read through it). */
  declare ["constructor"]: typeof DiceTerm;

  constructor({ number = 1, faces = 6, method, modifiers = [], results = [], options = {} }: DiceTermData) {
    super({ options });
    this._number = number;
    this._faces = faces;
    this.method = method;
    this.modifiers = modifiers;
    this.results = results;

    // Results passed in mean the term was already rolled.
    if (results.length) this._evaluated = true;
  }

  /** The fulfillment method; only a method registered in CONFIG.Dice.fulfillment.methods sticks, and only once. */
  get method(): string | undefined {
    return this.#method;
  }

  set method(method: string | undefined) {
    if (this.#method || !(String(method) in CONFIG().Dice.fulfillment.methods)) return;
    this.#method = method;
  }

  #method: string | undefined;

  /** The modifiers applied to the results (rewritten during evaluation to the ones that took effect). */
  modifiers: string[];

  results: DiceTermResult[];

  /** An id the roll resolver gives a term it tracks. */
  declare _id: string | undefined;

  _number: number | Roll;

  _faces: number | Roll | string | null;

  static DENOMINATION = "";

  static MODIFIERS: Record<string, string | ModifierFunction> = {};

  /** Everything up to a space, group symbol or arithmetic operator. */
  static MODIFIERS_REGEXP_STRING = "([^ (){}[\\]+\\-*/]+)";

  /**
   * Splits a modifier string into single modifiers: letters, then anything but letters, space and operators. As in
   * v13, "letters" is the range A-z, which also takes in [ \ ] ^ _ and the backtick.
   */
  static MODIFIER_REGEXP = /([A-z]+)([^A-z\s()+\-*/]+)?/g;

  static override REGEXP: RegExp | undefined = new RegExp(
    `^([0-9]+)?[dD]([A-z]|[0-9]+)${DiceTerm.MODIFIERS_REGEXP_STRING}?${RollTerm.FLAVOR_REGEXP_STRING}?$`,
  );

  static override SERIALIZE_ATTRIBUTES = ["number", "faces", "modifiers", "results", "method"];

  /* ---------------------------------------- */
  /*  Dice Term Attributes                    */
  /* ---------------------------------------- */

  /** The number of dice; undefined while it is an unevaluated inner Roll. */
  get number(): number | undefined {
    if (typeof this._number === "number") return this._number;
    if (this._number?._evaluated) return this._number.total;
    return undefined;
  }

  set number(value: number | Roll) {
    this._number = value;
  }

  /** The faces of each die; undefined while it is an unevaluated inner Roll. */
  get faces(): number | undefined {
    if (typeof this._faces === "number") return this._faces;
    if (this._faces instanceof Roll && this._faces._evaluated) return this._faces.total;
    return undefined;
  }

  set faces(value: number | Roll) {
    this._faces = value;
  }

  /** `NdX` for plain dice, `Nd<denomination>` for other dice, followed by the modifiers. */
  override get expression(): string {
    const cls = this.constructor;
    const x = cls.DENOMINATION === "d" ? this._faces : cls.DENOMINATION;
    return `${this._number}d${x}${this.modifiers.join("")}`;
  }

  get denomination(): string {
    return this.constructor.DENOMINATION;
  }

  /** Dice inside an inner number or faces Roll. */
  get dice(): DiceTerm[] {
    const dice: DiceTerm[] = [];
    if (this._number instanceof Roll) dice.push(...this._number.dice);
    if (this._faces instanceof Roll) dice.push(...this._faces.dice);
    return dice;
  }

  /** The sum of active results, where `count` replaces `result`; negated for a negative number of dice. */
  override get total(): number | undefined {
    if (!this._evaluated) return undefined;
    let total = this.results.reduce((sum, r) => {
      if (!r.active) return sum;
      return sum + (r.count !== undefined ? r.count : r.result);
    }, 0);
    if (Number(this.number) < 0) total *= -1;
    return total;
  }

  /** The raw results of the active dice. */
  get values(): number[] {
    return this.results.filter((r) => r.active).map((r) => r.result);
  }

  override get isDeterministic(): boolean {
    return false;
  }

  /* ---------------------------------------- */
  /*  Dice Term Methods                       */
  /* ---------------------------------------- */

  /** Multiply, then add to, the number of dice (before evaluation only). */
  alter(multiply: number, add: number): this {
    if (this._evaluated) throw new Error("You may not alter a DiceTerm after it has already been evaluated");
    multiply = Number.isFinite(multiply) && multiply >= 0 ? multiply : 1;
    add = Number.isInteger(add) ? add : 0;
    if (this._number instanceof Roll) this._number = Roll.create(`(${this._number} * ${multiply})`);
    else this._number = Math.round(Number(this.number) * multiply);
    if (add) {
      if (this._number instanceof Roll) this._number = Roll.create(`(${this._number} + ${add})`);
      else this._number += add;
    }
    return this;
  }

  protected override _evaluate(options: EvaluationOptions = {}): this | Promise<this> {
    if (RollTerm.isDeterministic(this, options)) return this._evaluateSync(options);
    return this._evaluateAsync(options);
  }

  /** Evaluate the inner rolls, then roll each missing die and apply the modifiers. */
  protected async _evaluateAsync(options: EvaluationOptions = {}): Promise<this> {
    await evaluateInnerRolls(this, options);
    await rollAndModify(this, options);
    return this;
  }

  /** Minimized or maximized dice without modifiers; other dice are skipped, or throw when strict. */
  protected _evaluateSync(options: EvaluationOptions = {}): this {
    if (this._faces instanceof Roll) this._faces.evaluateSync(options);
    if (this._number instanceof Roll) this._number.evaluateSync(options);
    if (Math.abs(Number(this.number)) > 999) {
      throw new Error("You may not evaluate a DiceTerm with more than 999 requested results");
    }
    for (let n = this.results.length; n < Math.abs(Number(this.number)); n++) {
      let result: number;
      if (options.minimize) result = Math.min(1, Number(this.faces));
      else if (options.maximize) result = this.faces as number;
      else if (options.strict) throw new Error("Cannot synchronously evaluate a non-deterministic term.");
      else continue;
      this.results.push({ active: true, result });
    }
    return this;
  }

  /** Roll one die: fulfillment first, then min/max, then a random face; the result is pushed active. */
  async roll({ minimize = false, maximize = false, ...options }: EvaluationOptions = {}): Promise<DiceTermResult> {
    const roll: DiceTermResult = { result: undefined as unknown as number, active: true };
    roll.result = (await this._roll(options)) as number;
    if (minimize) roll.result = Math.min(1, Number(this.faces));
    else if (maximize) roll.result = this.faces as number;
    else if (roll.result === undefined) roll.result = this.randomFace();
    this.results.push(roll);
    return roll;
  }

  /** A result from the fulfillment method, or undefined to fall back to randomFace. */
  protected async _roll(options: EvaluationOptions = {}): Promise<number | undefined> {
    return this.#invokeFulfillmentHandler(options);
  }

  async #invokeFulfillmentHandler(options: EvaluationOptions = {}): Promise<number | undefined> {
    const config = game().settings.get("core", Roll.DICE_CONFIGURATION_SETTING) as Record<string, string>;
    const fulfillment = CONFIG().Dice.fulfillment;
    const method = config[this.denomination] || fulfillment.defaultMethod;
    if (method === "manual" && !game().user.hasPermission("MANUAL_ROLLS")) return undefined;
    const { handler, interactive } = fulfillment.methods[method] ?? {};
    const resolver = this.resolver as ResolverLike | undefined;
    if (interactive && resolver) return resolver.resolveResult(this, method, options);
    return handler?.(this, options) as Promise<number | undefined> | undefined;
  }

  /** Map a uniform draw in [0, 1) to a face: ceil((1 - u) * faces). */
  mapRandomFace(randomUniform: number): number {
    return Math.ceil((1 - randomUniform) * Number(this.faces));
  }

  randomFace(): number {
    return this.mapRandomFace(CONFIG().Dice.randomUniform());
  }

  getResultLabel(result: DiceTermResult): string {
    return String(result.result);
  }

  /** Classes for a result: class name, dN, then the flags; min/max only when no success/failure was counted. */
  getResultCSS(result: DiceTermResult): (string | null)[] {
    const counted = result.success !== undefined || result.failure !== undefined;
    return [
      this.constructor.name.toLowerCase(),
      `d${this.faces}`,
      result.success ? "success" : null,
      result.failure ? "failure" : null,
      result.rerolled ? "rerolled" : null,
      result.exploded ? "exploded" : null,
      result.discarded ? "discarded" : null,
      !counted && result.result === 1 ? "min" : null,
      !counted && result.result === this.faces ? "max" : null,
    ];
  }

  /** The data the tooltip template renders for this term. */
  getTooltipData(): Record<string, unknown> {
    const { total, faces, flavor } = this;
    const method = CONFIG().Dice.fulfillment.methods[this.method ?? ""];
    const icon = method?.interactive ? (method.icon ?? '<i class="fa-solid fa-bluetooth"></i>') : null;
    return {
      total,
      faces,
      flavor,
      icon,
      method: method?.label,
      formula: this.expression,
      rolls: this.results.map((r) => ({
        result: this.getResultLabel(r),
        classes: this.getResultCSS(r).filter(Boolean).join(" "),
      })),
    };
  }

  /* ---------------------------------------- */
  /*  Modifiers                               */
  /* ---------------------------------------- */

  /**
   * Apply the requested modifiers in order. A modifier whose command is a key of MODIFIERS runs with its full
   * text. Otherwise its letters are split greedily into known commands, longest first, each run with the bare
   * command (its number is lost) until no known command prefixes what is left; the rest is ignored silently.
   */
  async _evaluateModifiers(): Promise<void> {
    const cls = this.constructor;
    const requested = deepClone(this.modifiers);
    this.modifiers = [];
    const allModifiers = Object.keys(cls.MODIFIERS).sort((a, b) => b.length - a.length);
    for (const m of requested) {
      const letters = m.match(/[A-z]+/);
      if (!letters) throw new TypeError(`Cannot read properties of null (reading '0'): modifier "${m}" has no letters`);
      let command = letters[0].toLowerCase();
      if (command in cls.MODIFIERS) {
        await this._evaluateModifier(command, m);
        continue;
      }
      while (command) {
        const known = allModifiers.find((modifier) => command.startsWith(modifier));
        if (known === undefined) break;
        await this._evaluateModifier(known, known);
        command = command.replace(known, "");
      }
    }
  }

  /** Run one modifier; it is recorded (lower-cased) unless it returns false (or the term, for old modules). */
  async _evaluateModifier(command: string, modifier: string): Promise<void> {
    let fn = this.constructor.MODIFIERS[command];
    if (typeof fn === "string") fn = (this as unknown as Record<string, ModifierFunction>)[fn];
    if (fn instanceof Function) {
      const result = await fn.call(this, modifier);
      const earlyReturn = result === false || result === this;
      if (!earlyReturn) this.modifiers.push(modifier.toLowerCase());
    }
  }

  static compareResult(result: number, comparison: string, target: number): boolean | undefined {
    return compareResult(result, comparison, target);
  }

  static _keepOrDrop(
    results: DiceTermResult[],
    number: number,
    options: { keep?: boolean; highest?: boolean } = {},
  ): DiceTermResult[] {
    return keepOrDrop(results, number, options);
  }

  static _applyCount(
    results: DiceTermResult[],
    comparison: string,
    target: number,
    options: { flagSuccess?: boolean; flagFailure?: boolean } = {},
  ): void {
    applyCount(results, comparison, target, options);
  }

  static _applyDeduct(
    results: DiceTermResult[],
    comparison: string | undefined,
    target: number | undefined,
    options: { deductFailure?: boolean; invertFailure?: boolean } = {},
  ): void {
    applyDeduct(results, comparison, target, options);
  }

  /* ---------------------------------------- */
  /*  Factory Methods                         */
  /* ---------------------------------------- */

  /** Match a whole string against this class's REGEXP; without imputeNumber a count of dice is required. */
  static matchTerm(
    expression: string,
    { imputeNumber = true }: { imputeNumber?: boolean } = {},
  ): RegExpMatchArray | null {
    const match = this.REGEXP ? expression.match(this.REGEXP) : null;
    if (!match) return null;
    if (match[1] === undefined && !imputeNumber) return null;
    return match;
  }

  /** Build a term from a REGEXP match, choosing the class registered for the denomination (or Die). */
  static fromMatch(match: RegExpMatchArray): DiceTerm {
    const [numberText, denominationText, modifierText, flavor] = match.slice(1) as (string | undefined)[];
    const denomination = (denominationText ?? "").toLowerCase();
    const terms = CONFIG().Dice.terms;
    const cls = (denomination in terms ? terms[denomination] : terms.d) as DiceTermClass;
    if (!isSubclass(cls, foundryNs().dice.terms.DiceTerm)) {
      throw new Error(
        `DiceTerm denomination ${denomination} not registered to CONFIG.Dice.terms as a valid DiceTerm class`,
      );
    }
    const number = isNumeric(numberText) ? parseInt(numberText as string) : 1;
    const faces = isNumeric(denomination) ? parseInt(denomination) : null;
    const modifiers = Array.from((modifierText || "").matchAll(this.MODIFIER_REGEXP)).map((m) => m[0]);
    return new cls({ number, faces, modifiers, options: { flavor } } as never);
  }

  /** Build a term from a grammar node: the class comes from CONFIG.Dice.terms by denomination letter. */
  static override fromParseNode(node: RollTermData): RollTerm {
    let number = node.number as number | RollTermData | null;
    let faces = node.faces as number | string | RollTermData | Roll;
    let denomination = "d";
    if (number === null) number = 1;
    if ((number as RollTermData).class) {
      number = Roll.defaultImplementation.fromTerms(
        Roll.defaultImplementation.instantiateAST(number as RollTermData),
      ) as never;
    }
    if (typeof faces === "string") denomination = faces.toLowerCase();
    else if ((faces as RollTermData).class) {
      faces = Roll.defaultImplementation.fromTerms(Roll.defaultImplementation.instantiateAST(faces as RollTermData));
    }
    const modifiers = Array.from(String(node.modifiers || "").matchAll(this.MODIFIER_REGEXP)).map(([m]) => m);
    const cls = CONFIG().Dice.terms[denomination] as DiceTermClass;
    const data: RollTermData = { ...node, number, modifiers, class: cls.name };
    if (denomination === "d") data.faces = faces;
    return this.fromData(data);
  }

  /* ---------------------------------------- */
  /*  Serialization                           */
  /* ---------------------------------------- */

  override toJSON(): RollTermData {
    const data = super.toJSON();
    if (this._number instanceof Roll) data._number = this._number.toJSON();
    if (this._faces instanceof Roll) data._faces = this._faces.toJSON();
    return data;
  }

  static override _fromData(data: RollTermData): RollTerm {
    if (data._number) data.number = Roll.fromData(data._number as RollData);
    if (data._faces) data.faces = Roll.fromData(data._faces as RollData);
    return super._fromData(data);
  }
}

/**
 * The two halves of v13 DiceTerm#_evaluateAsync, apart so that a system's die which copies that method to act between
 * them (dnd5e's BasicDie expands advantage there) shares them: first the number and faces when they are inner rolls
 * (then more than 999 dice is refused), then the resolver's tracking, each missing die rolled, and the modifiers.
 */
export async function evaluateInnerRolls(term: DiceTerm, options: EvaluationOptions = {}): Promise<void> {
  for (const roll of [term._faces, term._number]) {
    if (!(roll instanceof Roll)) continue;
    if (term._root) roll._root = term._root;
    await roll.evaluate(options);
  }
  if (Math.abs(Number(term.number)) > 999) {
    throw new Error("You may not evaluate a DiceTerm with more than 999 requested results");
  }
}

export async function rollAndModify(term: DiceTerm, options: EvaluationOptions = {}): Promise<void> {
  const resolver = term.resolver as ResolverLike | undefined;
  if (resolver && !term._id) await resolver.addTerm(term);
  for (let n = term.results.length; n < Math.abs(Number(term.number)); n++) await term.roll(options);
  await term._evaluateModifiers();
}
