/**
 * foundry.dice.RollGrammar: a hand-written recursive-descent parser with the semantics of v13's PEG grammar
 * (client/dice/grammar.pegjs). PEG rules: alternatives are tried in order and the first match wins; repetitions
 * are greedy and never give characters back; a failed sequence rewinds to where it started. Each rule that
 * matches calls the parser's `_on*` event at once (even if an enclosing alternative later fails), as a peggy
 * parser without caching does.
 *
 *   Expression    = _ (_ Additive)* _ Term (_ Operators _ Term)* _
 *   Term          = FunctionTerm / DiceTerm / NumericTerm / PoolTerm / Parenthetical / StringTerm
 *   FunctionTerm  = FunctionName "(" _ Expression? _ (_ "," _ Expression)* _ ")" Flavor?
 *   DiceTerm      = (Parenthetical / Constant)? [dD] ([a-z]i / Parenthetical / Constant) Modifiers? Flavor?
 *   NumericTerm   = Constant Flavor? !StringTerm
 *   PoolTerm      = "{" _ Expression ("," _ Expression)* "}" Modifiers? Flavor?
 *   Parenthetical = "(" _ Expression _ ")" Flavor?
 *   StringTerm    = (ReplacedData / PlainString) Flavor?
 *   Modifiers     = anything but space ( ) { } [ ] $ + - * / ,   (so a modifier may contain % < > = ! .)
 *   Constant      = _ [0-9]+ ("." [0-9]+)?
 *   Operators     = ("*" / "/" / "%") (_ Additive)*  /  Additive (_ Additive)*
 *   _             = " "*   (spaces only)
 */
import { isV14 } from "../profile";
import { CONFIG } from "../globals";
import type { ExpressionTail, ParseNode, RollGrammarApi, RollParser, RollParserClass } from "./roll-parser";

/** A grammar failure, shaped like peggy's SyntaxError (name, found, location). */
export class RollGrammarSyntaxError extends Error {
  constructor(
    message: string,
    readonly found: string | null,
    readonly location: { start: { offset: number } },
  ) {
    super(message);
    this.name = "SyntaxError";
  }
}

const FAIL = Symbol("fail");
type Result<T> = T | typeof FAIL;

const MODIFIER_CHAR = /[^ (){}[\]$+\-*/,]/;
const PLAIN_STRING_CHAR = /[^ (){}[\]$,+\-*%/]/;
const FUNCTION_NAME_START = /[a-z$_]/i;
const FUNCTION_NAME_CHAR = /[a-z$_0-9]/i;
const FACE_LETTER = /[a-z]/i;
const DIGIT = /[0-9]/;

class GrammarRun {
  private pos = 0;

  /** The farthest position reached, for the error message. */
  private farthest = 0;

  constructor(
    private readonly input: string,
    private readonly parser: RollParser,
  ) {}

  parse(): ParseNode {
    const result = this.expression();
    if (result === FAIL || this.pos !== this.input.length) {
      const at = Math.max(this.farthest, result === FAIL ? 0 : this.pos);
      const found = at < this.input.length ? (this.input[at] as string) : null;
      const shown = found === null ? "end of input" : `"${found}"`;
      throw new RollGrammarSyntaxError(
        `Expected a roll term, an operator, or end of input but ${shown} found.`,
        found,
        { start: { offset: at } },
      );
    }
    return result;
  }

  /* ---------------------------------------- */
  /*  Character helpers                       */
  /* ---------------------------------------- */

  private char(): string | undefined {
    return this.input[this.pos];
  }

  private advance(count = 1): void {
    this.pos += count;
    if (this.pos > this.farthest) this.farthest = this.pos;
  }

  private literal(text: string): boolean {
    if (!this.input.startsWith(text, this.pos)) return false;
    this.advance(text.length);
    return true;
  }

  /** Consume one or more characters matching the pattern; FAIL when there is none. */
  private run(pattern: RegExp): Result<string> {
    const start = this.pos;
    while (this.pos < this.input.length && pattern.test(this.char() as string)) this.advance();
    return this.pos > start ? this.input.slice(start, this.pos) : FAIL;
  }

  private whitespace(): void {
    while (this.char() === " ") this.advance();
  }

  /** Try a rule; rewind to the start if it fails. */
  private attempt<T>(rule: () => Result<T>): Result<T> {
    const start = this.pos;
    const result = rule();
    if (result === FAIL) this.pos = start;
    return result;
  }

  private optional<T>(rule: () => Result<T>): T | null {
    const result = this.attempt(rule);
    return result === FAIL ? null : result;
  }

  /** v14 hands each parse event the term's place in the formula as a last argument; v13 does not. */
  private offsetArgs(start: number): [] | [{ start: number; end: number }] {
    return isV14() ? [{ start, end: this.pos }] : [];
  }

  private text(start: number): string {
    return this.input.slice(start, this.pos);
  }

  private error(message: string): never {
    throw new RollGrammarSyntaxError(message, this.char() ?? null, { start: { offset: this.pos } });
  }

  /* ---------------------------------------- */
  /*  Rules                                   */
  /* ---------------------------------------- */

  private expression(): Result<ParseNode> {
    return this.attempt(() => {
      const start = this.pos;
      this.whitespace();
      const leading: string[] = [];
      for (;;) {
        const op = this.attempt(() => {
          this.whitespace();
          return this.additive();
        });
        if (op === FAIL) break;
        leading.push(op);
      }
      this.whitespace();
      const head = this.term();
      if (head === FAIL) return FAIL;
      const tail: ExpressionTail = [];
      for (;;) {
        const pair = this.attempt<[(string | null)[], ParseNode]>(() => {
          this.whitespace();
          const ops = this.operators();
          if (ops === FAIL) return FAIL;
          this.whitespace();
          const operand = this.term();
          return operand === FAIL ? FAIL : [ops, operand];
        });
        if (pair === FAIL) break;
        tail.push(pair);
      }
      this.whitespace();
      return this.parser._onExpression(head, tail, leading, this.text(start), (m) => this.error(m));
    });
  }

  private term(): Result<ParseNode> {
    const alternatives = [
      () => this.functionTerm(),
      () => this.diceTerm(),
      () => this.numericTerm(),
      () => this.poolTerm(),
      () => this.parenthetical(),
      () => this.stringTerm(),
    ];
    for (const alternative of alternatives) {
      const result = this.attempt(alternative);
      if (result !== FAIL) return result;
    }
    return FAIL;
  }

  private functionTerm(): Result<ParseNode> {
    const start = this.pos;
    const fn = this.functionName();
    if (fn === FAIL || !this.literal("(")) return FAIL;
    this.whitespace();
    const head = this.optional(() => this.expression());
    this.whitespace();
    const tail = this.commaSeparated(true);
    this.whitespace();
    if (!this.literal(")")) return FAIL;
    const flavor = this.optional(() => this.flavor());
    return this.parser._onFunctionTerm(fn, head, tail, flavor, this.text(start), ...this.offsetArgs(start));
  }

  /** `(_ "," _ Expression)*` for functions (leading space allowed) or `("," _ Expression)*` for pools. */
  private commaSeparated(allowLeadingSpace: boolean): ParseNode[] {
    const items: ParseNode[] = [];
    for (;;) {
      const item = this.attempt(() => {
        if (allowLeadingSpace) this.whitespace();
        if (!this.literal(",")) return FAIL;
        this.whitespace();
        return this.expression();
      });
      if (item === FAIL) return items;
      items.push(item);
    }
  }

  private diceTerm(): Result<ParseNode> {
    const start = this.pos;
    const number = this.optional(() =>
      this.firstOf<number | ParseNode>(
        () => this.parenthetical(),
        () => this.constant(),
      ),
    );
    const d = this.char();
    if (d !== "d" && d !== "D") return FAIL;
    this.advance();
    const faces = this.firstOf<string | number | ParseNode>(
      () => this.faceLetter(),
      () => this.parenthetical(),
      () => this.constant(),
    );
    if (faces === FAIL) return FAIL;
    const modifiers = this.optional(() => this.run(MODIFIER_CHAR));
    const flavor = this.optional(() => this.flavor());
    return this.parser._onDiceTerm(number, faces, modifiers, flavor, this.text(start), ...this.offsetArgs(start));
  }

  private faceLetter(): Result<string> {
    const c = this.char();
    if (c === undefined || !FACE_LETTER.test(c)) return FAIL;
    this.advance();
    return c;
  }

  private numericTerm(): Result<ParseNode> {
    const start = this.pos;
    const number = this.constant();
    if (number === FAIL) return FAIL;
    const flavor = this.optional(() => this.flavor());
    // The negative lookahead runs StringTerm (and its event) and then rewinds.
    const before = this.pos;
    const lookahead = this.stringTerm();
    this.pos = before;
    if (lookahead !== FAIL) return FAIL;
    return this.parser._onNumericTerm(number, flavor, ...this.offsetArgs(start));
  }

  private poolTerm(): Result<ParseNode> {
    const start = this.pos;
    if (!this.literal("{")) return FAIL;
    this.whitespace();
    const head = this.expression();
    if (head === FAIL) return FAIL;
    const tail = this.commaSeparated(false);
    if (!this.literal("}")) return FAIL;
    const modifiers = this.optional(() => this.run(MODIFIER_CHAR));
    const flavor = this.optional(() => this.flavor());
    return this.parser._onPoolTerm(head, tail, modifiers, flavor, this.text(start), ...this.offsetArgs(start));
  }

  private parenthetical(): Result<ParseNode> {
    const start = this.pos;
    if (!this.literal("(")) return FAIL;
    this.whitespace();
    const term = this.expression();
    if (term === FAIL) return FAIL;
    this.whitespace();
    if (!this.literal(")")) return FAIL;
    const flavor = this.optional(() => this.flavor());
    return this.parser._onParenthetical(term, flavor, this.text(start), ...this.offsetArgs(start));
  }

  private stringTerm(): Result<ParseNode> {
    const start = this.pos;
    const term = this.firstOf(
      () => this.replacedData(),
      () => this.run(PLAIN_STRING_CHAR),
    );
    if (term === FAIL) return FAIL;
    const flavor = this.optional(() => this.flavor());
    return this.parser._onStringTerm(term, flavor, ...this.offsetArgs(start));
  }

  private replacedData(): Result<string> {
    const start = this.pos;
    if (!this.literal("ᚖ")) return FAIL;
    if (this.run(/[^ᚖ]/) === FAIL) return FAIL;
    if (!this.literal("ᚖ")) return FAIL;
    return this.text(start);
  }

  private functionName(): Result<string> {
    const start = this.pos;
    const c = this.char();
    if (c === undefined || !FUNCTION_NAME_START.test(c)) return FAIL;
    this.advance();
    this.run(FUNCTION_NAME_CHAR);
    return this.text(start);
  }

  private constant(): Result<number> {
    const start = this.pos;
    this.whitespace();
    if (this.run(DIGIT) === FAIL) return FAIL;
    this.attempt(() => (this.literal(".") ? this.run(DIGIT) : FAIL));
    return Number(this.text(start));
  }

  private flavor(): Result<string> {
    if (!this.literal("[")) return FAIL;
    const inner = this.run(/[^[\]]/);
    if (inner === FAIL || !this.literal("]")) return FAIL;
    return inner;
  }

  private operators(): Result<(string | null)[]> {
    return this.firstOf(
      () => {
        const c = this.char();
        if (c !== "*" && c !== "/" && c !== "%") return FAIL;
        this.advance();
        return [c, ...this.moreAdditive()];
      },
      () => {
        const first = this.additive();
        if (first === FAIL) return FAIL;
        return [null, first, ...this.moreAdditive()];
      },
    );
  }

  private moreAdditive(): string[] {
    const more: string[] = [];
    for (;;) {
      const op = this.attempt(() => {
        this.whitespace();
        return this.additive();
      });
      if (op === FAIL) return more;
      more.push(op);
    }
  }

  private additive(): Result<string> {
    const c = this.char();
    if (c !== "+" && c !== "-") return FAIL;
    this.advance();
    return c;
  }

  private firstOf<T>(...rules: (() => Result<T>)[]): Result<T> {
    for (const rule of rules) {
      const result = this.attempt(rule);
      if (result !== FAIL) return result;
    }
    return FAIL;
  }
}

/** Parse a (data-substituted) formula into a parse tree with the given or configured parser class. */
export const RollGrammar: RollGrammarApi = {
  parse(formula: string, options: { parser?: RollParserClass } = {}): ParseNode {
    const Parser = options.parser ?? CONFIG().Dice.parser;
    return new GrammarRun(formula, new Parser(formula)).parse();
  },
};
