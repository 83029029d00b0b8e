/**
 * A dice formula and its evaluation (v13 client/dice/roll.mjs).
 *
 * Parsing goes through foundry.dice.RollGrammar with CONFIG.Dice.parser; evaluation converts the terms to an AST
 * (CONFIG.Dice.parser.toAST) and computes the total by evaluating each leaf term, left to right, and applying
 * + - * / % to their totals. Roll classes are found by name in CONFIG.Dice.rolls when loading from data.
 */
import { CONFIG, foundryNs, game } from "../globals";
import { isNumeric } from "../primitives";
import { evaluateArithmetic } from "./safe-eval";
import { replaceFormulaData } from "./formula-data";
import type { ReplaceOptions } from "./formula-data";
import type { RollTerm } from "./terms/roll-term";
import type { DiceTerm } from "./terms/dice-term";
import type { EvaluationOptions, RollTermData } from "./terms/types";
import type { ParseNode } from "./roll-parser";
import { prepareChatContext, rollToMessage } from "./roll-chat";
import type { ChatRenderOptions } from "./roll-chat";
import {
  applyOperator,
  checkTermsForRoll,
  classifyStringTerm,
  identifyFulfillableTerms,
  restoreTerms,
  termClasses,
} from "./roll-support";
import type { ClassifyOptions } from "./roll-support";

export type RollClass = typeof Roll;

export interface RollData {
  class?: string;
  options?: Record<string, unknown>;
  dice?: RollTermData[];
  formula: string;
  terms: (RollTermData | RollTerm)[];
  total?: number;
  evaluated?: boolean;
  data?: object;
}

interface ResolverLike {
  awaitFulfillment(): Promise<void>;
  close(): unknown;
}

type AstNode = ParseNode | RollTerm;

export class Roll {
  /** The class this roll was made by (a subclass's statics read through it). */
  declare ["constructor"]: RollClass;

  constructor(formula: string = "", data: object = {}, options: Record<string, unknown> = {}) {
    if (typeof formula !== "string") throw new Error(game().i18n.format("DICE.ErrorNotParsable", { formula }));
    this.data = this._prepareData(data);
    this.options = options;
    this.terms = this.constructor.parse(formula, this.data);
    this._formula = this.resetFormula();
  }

  static DICE_CONFIGURATION_SETTING = "diceConfiguration";

  data: object;

  options: Record<string, unknown>;

  terms: RollTerm[];

  _dice: DiceTerm[] = [];

  _formula: string;

  _evaluated = false;

  _total: number | string | undefined;

  _root: Roll | undefined;

  _resolver: unknown;

  /** Math as a read-only sandbox, kept for modules that read it; the double's safeEval does not need it. */
  static MATH_PROXY = new Proxy(Math, {
    has: () => true,
    get: (target, key) =>
      key === Symbol.unscopables ? undefined : (target as unknown as Record<PropertyKey, unknown>)[key],
    set: () => {
      console.error("You may not set properties of the Roll.MATH_PROXY environment");
      return true;
    },
  });

  static CHAT_TEMPLATE = "templates/dice/roll.hbs";

  static TOOLTIP_TEMPLATE = "templates/dice/tooltip.hbs";

  static RESOLVERS = new Map<Roll, unknown>();

  protected _prepareData(data: object): object {
    return data;
  }

  /* ---------------------------------------- */
  /*  Roll Attributes                         */
  /* ---------------------------------------- */

  /** Every DiceTerm of the roll, including those inside parentheticals, pools and functions. */
  get dice(): DiceTerm[] {
    const { DiceTerm: DiceTermClass } = termClasses();
    return this._dice.concat(
      this.terms.flatMap((t) => {
        const dice: DiceTerm[] = [...((t as { dice?: DiceTerm[] }).dice ?? [])];
        if (t instanceof DiceTermClass) dice.push(t);
        return dice;
      }),
    );
  }

  get formula(): string {
    return this.constructor.getFormula(this.terms);
  }

  /** The term totals joined: "4 + 3". */
  get result(): string {
    return this.terms.map((t) => t.total).join("");
  }

  get total(): number {
    return Number(this._total) || 0;
  }

  get product(): number | string | undefined {
    return this._total;
  }

  get isDeterministic(): boolean {
    return this.terms.every((t) => t.isDeterministic);
  }

  /* ---------------------------------------- */
  /*  Roll Instance Methods                   */
  /* ---------------------------------------- */

  alter(multiply: number, add: number, { multiplyNumeric = false }: { multiplyNumeric?: boolean } = {}): this {
    if (this._evaluated) throw new Error("You may not alter a Roll which has already been evaluated");
    const { DiceTerm: DiceTermClass, NumericTerm: NumericTermClass } = termClasses();
    this.terms = this.terms.map((term) => {
      if (term instanceof DiceTermClass) return term.alter(multiply, add);
      if (term instanceof NumericTermClass && multiplyNumeric) term.number *= multiply;
      return term;
    });
    this.resetFormula();
    return this;
  }

  clone(): this {
    return new this.constructor(this._formula, this.data, this.options) as this;
  }

  /** Evaluate the roll once; throws if it was already evaluated. */
  async evaluate({
    minimize = false,
    maximize = false,
    allowStrings = false,
    allowInteractive = true,
    ...options
  }: EvaluationOptions = {}): Promise<this> {
    if (this._evaluated)
      throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable`);
    this._evaluated = true;
    if (CONFIG().debug.dice) console.debug(`Evaluating roll with formula "${this.formula}"`);
    if ("async" in options)
      console.warn(
        "The async option for Roll#evaluate has been removed. Use Roll#evaluateSync for synchronous roll evaluation.",
      );
    return this._evaluate({ minimize, maximize, allowStrings, allowInteractive });
  }

  /** Evaluate deterministic terms synchronously; strict (the default) throws on dice. */
  evaluateSync({
    minimize = false,
    maximize = false,
    allowStrings = false,
    strict = true,
  }: EvaluationOptions = {}): this {
    if (this._evaluated)
      throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable.`);
    this._evaluated = true;
    if (CONFIG().debug.dice) console.debug(`Synchronously evaluating roll with formula "${this.formula}"`);
    return this._evaluateSync({ minimize, maximize, allowStrings, strict });
  }

  protected async _evaluate(options: EvaluationOptions = {}): Promise<this> {
    let resolver: ResolverLike | undefined;
    const { allowInteractive, minimize, maximize } = options;
    if (!this._root && allowInteractive !== false && maximize !== true && minimize !== true) {
      const Resolver = this.constructor.resolverImplementation as new (roll: Roll) => ResolverLike;
      resolver = new Resolver(this);
      this._resolver = resolver;
      await resolver.awaitFulfillment();
    }
    const ast = CONFIG().Dice.parser.toAST(this.terms);
    this._total = await this._evaluateASTAsync(ast, options);
    resolver?.close();
    return this;
  }

  /** Evaluate leaves left to right, then combine with the node's operator (unknown operators add). */
  protected async _evaluateASTAsync(node: AstNode, options: EvaluationOptions = {}): Promise<number | string> {
    if ((node as ParseNode).class !== "Node") {
      const term = node as RollTerm;
      if (!term._evaluated) {
        term._root = this._root ?? this;
        await term.evaluate(options);
      }
      return term.total as number;
    }
    const [leftNode, rightNode] = (node as ParseNode).operands as [AstNode, AstNode];
    const left = await this._evaluateASTAsync(leftNode, options);
    const right = await this._evaluateASTAsync(rightNode, options);
    return applyOperator((node as ParseNode).operator as string, left, right);
  }

  protected _evaluateSync(options: EvaluationOptions = {}): this {
    const ast = CONFIG().Dice.parser.toAST(this.terms);
    this._total = this._evaluateASTSync(ast, options);
    return this;
  }

  protected _evaluateASTSync(node: AstNode, options: EvaluationOptions = {}): number | string {
    const { maximize, minimize, strict } = options;
    if ((node as ParseNode).class !== "Node") {
      const term = node as RollTerm;
      if (term._evaluated) return term.total as number;
      if (termClasses().RollTerm.isDeterministic(term, { maximize, minimize })) {
        term.evaluate(options);
        return term.total as number;
      }
      if (strict) throw new Error("This Roll contains terms that cannot be synchronously evaluated.");
      return 0;
    }
    const [leftNode, rightNode] = (node as ParseNode).operands as [AstNode, AstNode];
    const left = this._evaluateASTSync(leftNode, options);
    const right = this._evaluateASTSync(rightNode, options);
    return applyOperator((node as ParseNode).operator as string, left, right);
  }

  /** The total from the joined term totals (used by fromTerms). */
  protected _evaluateTotal(): number {
    const expression = this.terms.map((t) => t.total).join(" ");
    const total = this.constructor.safeEval(expression);
    if (!isNumeric(total)) throw new Error(game().i18n.format("DICE.ErrorNonNumeric", { formula: this.formula }));
    return total;
  }

  async roll(options: EvaluationOptions = {}): Promise<this> {
    return this.evaluate(options);
  }

  async reroll(options: EvaluationOptions = {}): Promise<this> {
    return this.clone().evaluate(options);
  }

  resetFormula(): string {
    return (this._formula = this.constructor.getFormula(this.terms));
  }

  /** Give flavorless terms this flavor. */
  propagateFlavor(flavor: string): void {
    if (!flavor) return;
    this.terms.forEach((t) => (t.options.flavor ??= flavor));
  }

  toString(): string {
    return this._formula;
  }

  /* ---------------------------------------- */
  /*  Static Class Methods                    */
  /* ---------------------------------------- */

  /** Construct with the default roll class, CONFIG.Dice.rolls[0]. */
  static create(formula: string, data: object = {}, options: Record<string, unknown> = {}): Roll {
    const cls = CONFIG().Dice.rolls[0] as RollClass;
    return new cls(formula, data, options);
  }

  static get defaultImplementation(): RollClass {
    return CONFIG().Dice.rolls[0] as RollClass;
  }

  /** The resolver class; one interactive method with its own resolver uses it, otherwise the default one. */
  static get resolverImplementation(): unknown {
    const config = game().settings.get("core", Roll.DICE_CONFIGURATION_SETTING) as Record<string, string>;
    const methods = CONFIG().Dice.fulfillment.methods;
    const interactive = new Set(Object.values(config).filter((m) => m && m !== "manual" && methods[m]?.interactive));
    const fallback = foundryNs().applications.dice.RollResolver;
    if (interactive.size !== 1) return fallback;
    const [only] = interactive;
    return methods[only as string]?.resolver ?? fallback;
  }

  static getFormula(terms: RollTerm[]): string {
    return terms.map((t) => t.formula).join("");
  }

  /** Evaluate an arithmetic expression of term totals; throws when the result is not numeric. */
  static safeEval(expression: string): number {
    const result = evaluateArithmetic(expression);
    if (!isNumeric(result))
      throw new Error(`Roll.safeEval produced a non-numeric result from expression "${expression}"`);
    return result as number;
  }

  /**
   * Parse a formula: data references are replaced (missing ones by 0), the grammar builds a parse tree through
   * CONFIG.Dice.parser, and the tree is flattened and instantiated as terms.
   */
  static parse(formula: string = "", data: object = {}): RollTerm[] {
    if (typeof formula !== "string") throw new Error(game().i18n.format("DICE.ErrorNotParsable", { formula }));
    if (!formula) return [];
    const replaced = this.replaceFormulaData(formula, data, { missing: "0" });
    const tree = foundryNs().dice.RollGrammar.parse(replaced);
    return this.instantiateAST(tree);
  }

  /** Flatten a (sub-)tree to infix nodes and build each with foundry.dice.terms[node.class].fromParseNode. */
  static instantiateAST(ast: ParseNode | RollTermData): RollTerm[] {
    const terms = foundryNs().dice.terms;
    return CONFIG()
      .Dice.parser.flattenTree(ast as ParseNode)
      .map((node) => {
        const cls = terms[node.class as string] ?? terms.RollTerm;
        return (cls as unknown as { fromParseNode(n: ParseNode): RollTerm }).fromParseNode(node);
      });
  }

  static replaceFormulaData(formula: string, data: object, options: ReplaceOptions = {}): string {
    return replaceFormulaData(formula, data, options);
  }

  /** Whether a formula parses and evaluates synchronously (dice skipped); data references count as 1. */
  static validate(formula: unknown): boolean {
    if (typeof formula !== "string") return false;
    formula = formula.replace(/@([a-z.0-9_-]+)/gi, "1");
    try {
      const roll = new this(formula as string);
      roll.evaluateSync({ strict: false });
      return true;
    } catch {
      return false;
    }
  }

  /** Dice terms whose denomination is configured for an interactive fulfillment method. */
  static identifyFulfillableTerms(terms: RollTerm[]): DiceTerm[] {
    return identifyFulfillableTerms(terms, Roll.DICE_CONFIGURATION_SETTING);
  }

  /** Classify leftover text as a number, a dice term, or a StringTerm. */
  static _classifyStringTerm(term: string | RollTerm, options: ClassifyOptions = {}): RollTerm {
    return classifyStringTerm(term, options);
  }

  /* ---------------------------------------- */
  /*  Chat Messages                           */
  /* ---------------------------------------- */

  /** Render the tooltip template with each die's tooltip data. */
  async getTooltip(): Promise<string> {
    const parts = this.dice.map((d) => d.getTooltipData());
    return foundryNs().applications.handlebars.renderTemplate(this.constructor.TOOLTIP_TEMPLATE, { parts });
  }

  /** Render the chat template (evaluating first if needed). */
  async render({
    flavor,
    template = this.constructor.CHAT_TEMPLATE,
    isPrivate = false,
    ...options
  }: ChatRenderOptions = {}): Promise<string> {
    if (!this._evaluated) await this.evaluate({ allowInteractive: !isPrivate });
    const chatData = await this._prepareChatRenderContext({ flavor, isPrivate, ...options });
    return foundryNs().applications.handlebars.renderTemplate(template, chatData);
  }

  protected async _prepareChatRenderContext(options: ChatRenderOptions = {}): Promise<Record<string, unknown>> {
    return prepareChatContext(this, options);
  }

  /** Evaluate if needed and create (or prepare) a ChatMessage holding this roll. */
  async toMessage(
    messageData: Record<string, unknown> = {},
    options: { rollMode?: string; messageMode?: string; create?: boolean } = {},
  ): Promise<unknown> {
    return rollToMessage(this, messageData, options);
  }

  /** An inline-roll anchor (needs a DOM, as in Foundry). */
  toAnchor({
    attrs = {},
    dataset = {},
    classes = [],
    label,
    icon,
  }: {
    attrs?: Record<string, string>;
    dataset?: Record<string, string>;
    classes?: string[];
    label?: string;
    icon?: string;
  } = {}): HTMLAnchorElement {
    const a = document.createElement("a");
    a.classList.add("inline-roll", "inline-result", ...classes);
    a.dataset.tooltipText = this.formula;
    Object.entries(attrs).forEach(([k, v]) => a.setAttribute(k, v));
    Object.entries({ roll: escape(JSON.stringify(this)), ...dataset }).forEach(([k, v]) => (a.dataset[k] = v));
    const i = document.createElement("i");
    i.className = icon ?? "fa-solid fa-dice-d20";
    i.inert = true;
    a.append(i, label ? `${label}: ${this.total}` : String(this.total));
    return a;
  }

  /* ---------------------------------------- */
  /*  Serialization and Loading               */
  /* ---------------------------------------- */

  toJSON(): RollData {
    return {
      class: this.constructor.name,
      options: this.options,
      dice: this._dice as unknown as RollTermData[],
      formula: this._formula,
      terms: this.terms.map((t) => t.toJSON()),
      total: this._total as number | undefined,
      evaluated: this._evaluated,
    };
  }

  /**
   * Rebuild a roll from data: a different `class` is looked up by name in CONFIG.Dice.rolls (unknown names
   * throw); the formula is parsed again, then the stored terms replace the parsed ones.
   */
  static fromData(data: RollData): Roll {
    if (data.class && data.class !== this.name) {
      const cls = CONFIG().Dice.rolls.find((c) => c.name === data.class);
      if (!cls) throw new Error(`Unable to recreate ${data.class} instance from provided data`);
      return cls.fromData(data);
    }
    const roll = new this(data.formula, data.data, data.options);
    roll.terms = restoreTerms(data.terms);
    if (data.evaluated ?? true) {
      roll._total = data.total;
      roll._dice = (data.dice || []).map((t) => termClasses().DiceTerm.fromData(t) as DiceTerm);
      roll._evaluated = true;
    }
    return roll;
  }

  static fromJSON(json: string): Roll {
    return this.fromData(JSON.parse(json) as RollData);
  }

  /** Build a roll from term instances (all evaluated or none, operators aside). */
  static fromTerms(terms: RollTerm[], options: Record<string, unknown> = {}): Roll {
    const allEvaluated = checkTermsForRoll(terms);
    const roll = new this(this.getFormula(terms), {}, options);
    roll.terms = terms;
    roll._evaluated = allEvaluated;
    if (roll._evaluated) roll._total = roll._evaluateTotal();
    return roll;
  }

  /** Roll a formula n times without interaction and return the totals. */
  static async simulate(formula: string, n = 10000): Promise<number[]> {
    const totals: number[] = [];
    for (let i = 0; i < n; i++) totals.push((await new this(formula).evaluate({ allowInteractive: false })).total);
    return totals;
  }
}
