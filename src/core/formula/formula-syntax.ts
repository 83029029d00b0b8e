import { IndieDiceError } from "../errors";
import { LIMITS, requireTypedWithin } from "../limits";
import { parseModifiers, parsePoolModifiers, unsupported, type DieModifier } from "./die-modifiers";
import type { DiceTermSpec } from "./dice-term";
import { FOUNDRY_DICE, type DiceDialect } from "./dice-dialect";

/**
 * Foundry's dice notation read into a tree (docs/formula-odds.md "What is read"), after its `@` paths are replaced:
 * numbers, dice terms with their modifiers, `+ - * / %`, parentheses, and flavor labels (`1d6[fire]`), which name
 * a part and change nothing. Operators bind as in Foundry (`* / %` before `+ -`, left to right); a run of signs
 * collapses (`--` is `+`), and a minus before a term other than a number multiplies it by −1, as Foundry rewrites
 * it. A function `name(a, b, …)` holds its arguments, each a formula of its own (docs/formula-odds.md "Functions"),
 * and a pool `{a, b}kh` its parts (docs/formula-odds.md "Pools"). Anything else — a word, a table — is refused by
 * name.
 */
export type FormulaNode =
  | { readonly kind: "number"; readonly value: number; readonly text: string }
  | { readonly kind: "dice"; readonly spec: DiceTermSpec }
  /** `{1d8x, 1d6x}kh`: formulas rolled apart, then kept, dropped or counted as Foundry's PoolTerm does. */
  | {
      readonly kind: "pool";
      readonly parts: readonly FormulaNode[];
      readonly partTexts: readonly string[];
      readonly modifiers: readonly DieModifier[];
      readonly text: string;
    }
  | {
      readonly kind: "binary";
      readonly operator: Operator;
      readonly left: FormulaNode;
      readonly right: FormulaNode;
      readonly text: string;
    }
  | { readonly kind: "function"; readonly name: string; readonly args: readonly FormulaNode[]; readonly text: string };

type Operator = "+" | "-" | "*" | "/" | "%";

const KEY = "INDIE_DICE.Error.Formula";
const PRECEDENCE: Record<Operator, number> = { "+": 10, "-": 10, "*": 20, "/": 20, "%": 20 };

export function parseFormula(source: string, dice: DiceDialect = FOUNDRY_DICE): FormulaNode {
  const reader = new Reader(source, dice);
  const node = reader.expression();
  reader.skipSpaces();
  if (!reader.done) throw reader.refuseHere();
  return node;
}

class Reader {
  private at = 0;

  constructor(
    private readonly source: string,
    private readonly diceDialect: DiceDialect,
  ) {}

  get done(): boolean {
    return this.at >= this.source.length;
  }

  skipSpaces(): void {
    while (/\s/.test(this.source[this.at] ?? "")) this.at++;
  }

  /** Terms joined by operators, arranged by precedence (a shunting yard over the infix list). */
  expression(): FormulaNode {
    this.skipSpaces();
    const negative = this.signs() === "-";
    if (this.done || this.source[this.at] === ")") throw new IndieDiceError(`${KEY}.Incomplete`, { part: this.source });
    const operands: FormulaNode[] = [this.signed(this.term(), negative)];
    const operators: Operator[] = [];
    for (;;) {
      this.skipSpaces();
      const operator = this.operator();
      if (operator === null) break;
      operators.push(operator.operator);
      this.skipSpaces();
      if (this.done || this.source[this.at] === ")")
        throw new IndieDiceError(`${KEY}.Incomplete`, { part: this.source.slice(0, this.at).trim() });
      operands.push(this.signed(this.term(), operator.negative));
    }
    return arrange(operands, operators);
  }

  /** A run of + and − (spaces between them allowed): "-" when odd in minuses, "+" when not, null when none. */
  private signs(): "+" | "-" | null {
    let sign: "+" | "-" | null = null;
    for (;;) {
      this.skipSpaces();
      const char = this.source[this.at];
      if (char !== "+" && char !== "-") return sign;
      sign = char === "-" ? (sign === "-" ? "+" : "-") : (sign ?? "+");
      this.at++;
    }
  }

  /** `*`, `/` or `%` with the signs after it, or a run of signs (its parity is the operator). */
  private operator(): { operator: Operator; negative: boolean } | null {
    const char = this.source[this.at];
    if (char === "*" || char === "/" || char === "%") {
      this.at++;
      return { operator: char, negative: this.signs() === "-" };
    }
    const sign = this.signs();
    return sign === null ? null : { operator: sign, negative: false };
  }

  private signed(node: FormulaNode, negative: boolean): FormulaNode {
    if (!negative) return node;
    if (node.kind === "number") return { kind: "number", value: -node.value, text: `-${node.text}` };
    const minusOne: FormulaNode = { kind: "number", value: -1, text: "-1" };
    return { kind: "binary", operator: "*", left: node, right: minusOne, text: `-${textOf(node)}` };
  }

  private term(): FormulaNode {
    const rest = this.source.slice(this.at);
    if (rest.startsWith("(")) return this.group();
    if (rest.startsWith("{")) return this.pool();
    // Foundry's grammar tries a function first: a name (letters, digits, `$`, `_`) right before `(`.
    const call = /^[A-Za-z$_][\w$]*(?=\()/.exec(rest);
    if (call) return this.call(call[0]);
    const dice = /^(\d+)?[dD](\d+(?:\.\d+)?|[A-Za-z%])([^\s(){}[\]$+\-*/,]*)/.exec(rest);
    if (dice) return this.dice(dice);
    const number = /^\d+(?:\.\d+)?/.exec(rest);
    if (number && !/^[^\s(){}[\]$,+\-*%/]/.test(rest.slice(number[0].length))) {
      this.at += number[0].length;
      this.flavor();
      return { kind: "number", value: Number(number[0]), text: number[0] };
    }
    throw this.refuseHere();
  }

  private group(): FormulaNode {
    this.at++;
    const inner = this.expression();
    this.skipSpaces();
    if (this.source[this.at] !== ")")
      throw this.done ? new IndieDiceError(`${KEY}.Unclosed`, { part: this.source }) : this.refuseHere();
    this.at++;
    this.flavor();
    return inner.kind === "binary" ? { ...inner, text: `(${inner.text})` } : inner;
  }

  /** `name(a, b, …)[flavor]`: arguments are whole expressions split at commas; `name()` has none. */
  private call(name: string): FormulaNode {
    const start = this.at;
    this.at += name.length + 1;
    const args: FormulaNode[] = [];
    this.skipSpaces();
    // After a comma an argument must follow (Foundry's grammar has no empty one): `expression` refuses `max(1d6, )`.
    if (this.source[this.at] !== ")") {
      for (;;) {
        args.push(this.expression());
        this.skipSpaces();
        if (this.source[this.at] !== ",") break;
        this.at++;
      }
    }
    if (this.source[this.at] !== ")")
      throw this.done ? new IndieDiceError(`${KEY}.Unclosed`, { part: this.source }) : this.refuseHere();
    this.at++;
    const text = this.source.slice(start, this.at);
    this.flavor();
    return { kind: "function", name, args, text };
  }

  /**
   * `{a, b, …}` and its modifiers (v13 grammar: formulas split by commas, then modifiers and flavor as a dice term's).
   */
  private pool(): FormulaNode {
    const start = this.at++;
    const parts: FormulaNode[] = [];
    const partTexts: string[] = [];
    for (;;) {
      this.skipSpaces();
      const empty = this.source[this.at] === "," || this.source[this.at] === "}";
      if (empty) throw new IndieDiceError(`${KEY}.Incomplete`, { part: this.source.slice(start, this.at + 1) });
      const from = this.at;
      parts.push(this.expression());
      partTexts.push(this.source.slice(from, this.at).trim());
      this.skipSpaces();
      const char = this.source[this.at];
      if (this.done) throw new IndieDiceError(`${KEY}.Unclosed`, { part: this.source });
      if (char !== "," && char !== "}") throw this.refuseHere();
      this.at++;
      if (char === "}") break;
    }
    const modifiers = /^[^\s(){}[\]$+\-*/,]*/.exec(this.source.slice(this.at))![0];
    this.at += modifiers.length;
    const text = this.source.slice(start, this.at);
    this.flavor();
    return { kind: "pool", parts, partTexts, modifiers: parsePoolModifiers(modifiers), text };
  }

  private dice(match: RegExpExecArray): FormulaNode {
    const [text, number, denomination, modifierText] = match;
    this.at += text.length;
    this.flavor();
    const denominator = denomination!.toLowerCase();
    let faces: number[];
    if (denominator === "f") faces = [-1, 0, 1];
    else if (denominator === "%") faces = range(100);
    else if (/^\d+$/.test(denominator)) faces = range(requireTypedWithin(LIMITS.formulaFaces, denominator));
    else throw unsupported(text);
    const spec: DiceTermSpec = {
      text,
      count: number === undefined ? 1 : requireTypedWithin(LIMITS.formulaDice, number),
      faces,
      modifiers: parseModifiers(modifierText ?? "", faces.length, denominator === "f", this.diceDialect),
    };
    return { kind: "dice", spec };
  }

  /** `[fire]`: Foundry keeps it as the part's label only. */
  private flavor(): void {
    if (this.source[this.at] !== "[") return;
    const label = /^\[[^[\]]+\]/.exec(this.source.slice(this.at));
    if (!label) throw this.refuseHere();
    this.at += label[0].length;
  }

  /**
   * The part that cannot be read, whole and as written: a pool `{…}` or a function `name(…)` is Foundry's notation
   * the odds do not follow; anything else is no dice notation at all — the whole formula when it holds no number
   * (`abc`, `<b>html</b>`), else the word from here to the next space or operator that starts a term (`strength`).
   */
  refuseHere(): IndieDiceError {
    const rest = this.source.slice(this.at);
    const foundryPart = /^\{[^}]*\}?|^[A-Za-z_$][\w$]*\([^)]*\)?/.exec(rest);
    if (foundryPart) return unsupported(foundryPart[0]);
    if (!/\d/.test(this.source)) return new IndieDiceError(`${KEY}.NotAFormula`, { part: this.source.trim() });
    const word = /^(?:[^\s+\-*/%()]|[+\-*/%](?![\s\d(+-]|[dD]\d|$))+/.exec(rest)?.[0] ?? rest.slice(0, 1);
    return new IndieDiceError(`${KEY}.NotNotation`, { part: word });
  }
}

function range(faces: number): number[] {
  return Array.from({ length: faces }, (_, i) => i + 1);
}

function arrange(operands: FormulaNode[], operators: Operator[]): FormulaNode {
  const output: FormulaNode[] = [operands[0]!];
  const pending: Operator[] = [];
  const reduce = () => {
    const operator = pending.pop()!;
    const right = output.pop()!;
    const left = output.pop()!;
    output.push({ kind: "binary", operator, left, right, text: `${textOf(left)} ${operator} ${textOf(right)}` });
  };
  operators.forEach((operator, i) => {
    while (pending.length > 0 && PRECEDENCE[pending.at(-1)!] >= PRECEDENCE[operator]) reduce();
    pending.push(operator);
    output.push(operands[i + 1]!);
  });
  while (pending.length > 0) reduce();
  return output[0]!;
}

function textOf(node: FormulaNode): string {
  return node.kind === "dice" ? node.spec.text : node.text;
}
