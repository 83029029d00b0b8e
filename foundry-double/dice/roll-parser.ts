/**
 * The parse-event handler the grammar calls (v13 client/dice/parser.mjs). A module may register a subclass as
 * CONFIG.Dice.parser and override the `_on*` hooks to return different parse nodes (for example, to expand a
 * custom dice notation into real dice while parsing); the grammar constructs one instance per parse.
 */
import { CONFIG, foundryNs } from "../globals";
import { getType } from "../utils";
import type { RollTerm } from "./terms/roll-term";
import type { OperatorTerm } from "./terms/operator-term";

/** A parse-tree or AST node: a plain object whose `class` names a term class, or "Node" for an operation. */
export interface ParseNode {
  class: string;
  formula?: string;
  operator?: string;
  operands?: [ParseNode | RollTerm, ParseNode | RollTerm];
  evaluated?: boolean;
  options?: { flavor?: string | null; [key: string]: unknown };
  [key: string]: unknown;
}

/** The grammar's error callback: throws a syntax error at the current match. */
export type GrammarError = (message: string) => never;

/** An (operators, operand) pair after the head of an expression: [multiplicative or null, ...additive]. */
export type ExpressionTail = [(string | null)[], ParseNode][];

export type RollParserClass = typeof RollParser;

/** v14: where a term stands in the formula (v13 passes none). */
export interface TermOffset {
  start: number;
  end: number;
}

/** v14's parse nodes carry their offset. */
function withOffset(node: ParseNode, offset: TermOffset | undefined): ParseNode {
  if (offset) node.offset = offset;
  return node;
}

/** foundry.dice.RollGrammar: parse a formula into a parse tree, with CONFIG.Dice.parser unless one is given. */
export interface RollGrammarApi {
  parse(formula: string, options?: { parser?: RollParserClass }): ParseNode;
}

export class RollParser {
  /** The class this roll was made by (a subclass's statics read through it). */
  declare ["constructor"]: RollParserClass;

  constructor(formula: string) {
    this.formula = formula;
  }

  /** The full formula being parsed. */
  formula: string;

  /* ---------------------------------------- */
  /*  Parse Events                            */
  /* ---------------------------------------- */

  /**
   * An expression: head, then (operators, operand) pairs, arranged as a left-skewed binary tree of "Node"s
   * (precedence is applied later by toAST). A leading minus wraps the head; "* -x" wraps the operand.
   */
  _onExpression(
    head: ParseNode,
    tail: ExpressionTail,
    leading: string[] | string,
    formula: string,
    error: GrammarError,
  ): ParseNode {
    if (CONFIG().debug.rollParsing) console.debug(this.constructor.formatDebug("onExpression", head, tail));
    if (leading.length) leading = this._collapseOperators(leading as string[]);
    if (leading === "-") head = this._wrapNegativeTerm(head);
    return tail.reduce<ParseNode>((acc, [operators, operand]) => {
      let operator: string | null | undefined;
      const [multiplicative, ...rest] = operators;
      let additive: string | (string | null)[] = rest;
      if (additive.length) additive = this._collapseOperators(additive as string[]);
      if (multiplicative) {
        operator = multiplicative;
        if (additive === "-") operand = this._wrapNegativeTerm(operand);
      } else operator = additive as unknown as string;
      if (typeof operator !== "string") error(`Failed to parse ${formula}. Unexpected operator.`);
      return {
        class: "Node",
        formula: `${acc.formula} ${operator} ${operand.formula}`,
        operands: [acc, operand],
        operator: operator as string,
      };
    }, head);
  }

  /** A dice term: number (null, a number or a parenthetical node), faces (a letter, a number or a node). */
  _onDiceTerm(
    number: number | ParseNode | null,
    faces: string | number | ParseNode,
    modifiers: string | null,
    flavor: string | null,
    formula: string,
    offset?: TermOffset,
  ): ParseNode {
    if (CONFIG().debug.rollParsing) {
      console.debug(this.constructor.formatDebug("onDiceTerm", number, faces, modifiers, flavor, formula));
    }
    return withOffset(
      { class: "DiceTerm", formula, modifiers, number, faces, evaluated: false, options: { flavor } },
      offset,
    );
  }

  _onNumericTerm(number: number, flavor: string | null, offset?: TermOffset): ParseNode {
    if (CONFIG().debug.rollParsing) console.debug(this.constructor.formatDebug("onNumericTerm", number, flavor));
    return withOffset(
      {
        class: "NumericTerm",
        number,
        formula: `${number}${flavor ? `[${flavor}]` : ""}`,
        evaluated: false,
        options: { flavor },
      },
      offset,
    );
  }

  _onFunctionTerm(
    fn: string,
    head: ParseNode | null,
    tail: ParseNode[],
    flavor: string | null,
    formula: string,
    offset?: TermOffset,
  ): ParseNode {
    if (CONFIG().debug.rollParsing) {
      console.debug(this.constructor.formatDebug("onFunctionTerm", fn, head, tail, flavor, formula));
    }
    const terms: ParseNode[] = [];
    if (head) terms.push(head, ...tail);
    return withOffset({ class: "FunctionTerm", fn, terms, formula, evaluated: false, options: { flavor } }, offset);
  }

  _onPoolTerm(
    head: ParseNode | null,
    tail: ParseNode[],
    modifiers: string | null,
    flavor: string | null,
    formula: string,
    offset?: TermOffset,
  ): ParseNode {
    if (CONFIG().debug.rollParsing) {
      console.debug(this.constructor.formatDebug("onPoolTerm", head, tail, modifiers, flavor, formula));
    }
    const terms: ParseNode[] = [];
    if (head) terms.push(head, ...tail);
    return withOffset({ class: "PoolTerm", terms, formula, modifiers, evaluated: false, options: { flavor } }, offset);
  }

  _onParenthetical(term: ParseNode, flavor: string | null, formula: string, offset?: TermOffset): ParseNode {
    if (CONFIG().debug.rollParsing)
      console.debug(this.constructor.formatDebug("onParenthetical", term, flavor, formula));
    return withOffset({ class: "ParentheticalTerm", term, formula, evaluated: false, options: { flavor } }, offset);
  }

  _onStringTerm(term: string, flavor: string | null, offset?: TermOffset): ParseNode {
    return withOffset({ class: "StringTerm", term, evaluated: false, options: { flavor } }, offset);
  }

  /** Collapse a run of + and - into one sign: each "-" before the last flips it. */
  _collapseOperators(operators: string[]): string {
    let head = operators.pop() as string;
    for (const operator of operators) {
      if (operator === "-") head = head === "+" ? "-" : "+";
    }
    return head;
  }

  /** Negate a number in place; wrap anything else as `(formula * -1)`, parsed again with this parser class. */
  _wrapNegativeTerm(term: ParseNode): ParseNode {
    if (term.class === "NumericTerm") {
      (term as unknown as { number: number }).number *= -1;
      term.formula = `-${term.formula}`;
      return term;
    }
    return foundryNs().dice.RollGrammar.parse(`(${term.formula} * -1)`, { parser: this.constructor });
  }

  /* ---------------------------------------- */
  /*  Tree Manipulation                       */
  /* ---------------------------------------- */

  /** Flatten a tree into infix order, with an OperatorTerm node between the operands of each "Node". */
  static flattenTree(root: ParseNode): ParseNode[] {
    const list: ParseNode[] = [];
    const flattenNode = (node: ParseNode): void => {
      if (node.class !== "Node") {
        list.push(node);
        return;
      }
      const [left, right] = node.operands as [ParseNode, ParseNode];
      flattenNode(left);
      list.push({ class: "OperatorTerm", operator: node.operator });
      flattenNode(right);
    };
    flattenNode(root);
    return list;
  }

  /** Shunting-yard: a parse tree or a list of terms becomes an AST with operator precedence (all left-associative). */
  static toAST(root: ParseNode | (ParseNode | RollTerm)[]): ParseNode {
    const list: (ParseNode | RollTerm)[] = Array.isArray(root) ? root : this.flattenTree(root);
    const operators: (ParseNode | RollTerm)[] = [];
    const output: (ParseNode | RollTerm)[] = [];
    const precedence = (node: ParseNode | RollTerm): number => {
      const table = (foundryNs().dice.terms.OperatorTerm as unknown as typeof OperatorTerm).PRECEDENCE;
      return table[(node as { operator: string }).operator] ?? 0;
    };
    const pushOperator = (op: ParseNode | RollTerm): void => {
      let peek = operators.at(-1);
      while (peek && precedence(peek) >= precedence(op)) {
        output.push(operators.pop() as ParseNode);
        peek = operators.at(-1);
      }
      operators.push(op);
    };
    for (const node of list) {
      if (this.isOperatorTerm(node)) {
        pushOperator(node);
        continue;
      }
      const plain = node as ParseNode;
      if (plain.class === "ParentheticalTerm") plain.term = this.toAST(plain.term as ParseNode);
      else if (plain.class === "FunctionTerm" || plain.class === "PoolTerm") {
        plain.terms = (plain.terms as ParseNode[]).map((term) => this.toAST(term));
      }
      output.push(node);
    }
    while (operators.length) output.push(operators.pop() as ParseNode);
    const ast: (ParseNode | RollTerm)[] = [];
    for (const node of output) {
      if (!this.isOperatorTerm(node)) {
        ast.push(node);
        continue;
      }
      const right = ast.pop() as ParseNode;
      const left = ast.pop() as ParseNode;
      ast.push({ class: "Node", operator: (node as { operator: string }).operator, operands: [left, right] });
    }
    return ast.pop() as ParseNode;
  }

  static isOperatorTerm(node: ParseNode | RollTerm): boolean {
    const OperatorTermClass = foundryNs().dice.terms.OperatorTerm as unknown as typeof OperatorTerm;
    return node instanceof OperatorTermClass || (node as ParseNode).class === "OperatorTerm";
  }

  /* ---------------------------------------- */
  /*  Debug Formatting                        */
  /* ---------------------------------------- */

  static formatList(list: unknown[] | null | undefined): string {
    if (!list) return "[]";
    return `[${list.map(RollParser.formatArg).join(", ")}]`;
  }

  static formatArg(arg: unknown): string | undefined {
    switch (getType(arg)) {
      case "null":
        return "null";
      case "number":
        return `${arg as number}`;
      case "string":
        return `"${arg as string}"`;
      case "Object":
        return (arg as ParseNode).class;
      case "Array":
        return RollParser.formatList(arg as unknown[]);
      default:
        return undefined;
    }
  }

  static formatDebug(method: string, ...args: unknown[]): string {
    return `${method}(${args.map(RollParser.formatArg).join(", ")})`;
  }
}
