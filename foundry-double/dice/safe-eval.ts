/**
 * Arithmetic for Roll.safeEval: numbers, + - * / %, unary signs and parentheses, with JavaScript's precedence
 * and number semantics. Foundry evaluates the joined term totals as JavaScript inside a Math sandbox; a roll's
 * terms only ever produce these tokens, so a small evaluator gives the same numbers without running code.
 * Anything else (a leftover string term, say) is not a number and throws like Foundry's non-numeric check.
 */

type Token = { kind: "number"; value: number } | { kind: "op"; value: string };

function tokenize(expression: string): Token[] | null {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+(?:\.\d*)?(?:e[+-]?\d+)?|\.\d+(?:e[+-]?\d+)?|Infinity)|([-+*/%()]))/giy;
  let index = 0;
  while (index < expression.length) {
    if (/^\s*$/.test(expression.slice(index))) break;
    pattern.lastIndex = index;
    const match = pattern.exec(expression);
    if (!match) return null;
    if (match[1] !== undefined) tokens.push({ kind: "number", value: Number(match[1]) });
    else tokens.push({ kind: "op", value: match[2] as string });
    index = pattern.lastIndex;
  }
  return tokens;
}

class ArithmeticParser {
  private index = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): number | undefined {
    const value = this.additive();
    return this.index === this.tokens.length ? value : undefined;
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private takeOp(ops: string): string | undefined {
    const token = this.peek();
    if (token?.kind === "op" && ops.includes(token.value)) {
      this.index++;
      return token.value;
    }
    return undefined;
  }

  private additive(): number | undefined {
    let left = this.multiplicative();
    let op: string | undefined;
    while (left !== undefined && (op = this.takeOp("+-"))) {
      const right = this.multiplicative();
      if (right === undefined) return undefined;
      left = op === "+" ? left + right : left - right;
    }
    return left;
  }

  private multiplicative(): number | undefined {
    let left = this.unary();
    let op: string | undefined;
    while (left !== undefined && (op = this.takeOp("*/%"))) {
      const right = this.unary();
      if (right === undefined) return undefined;
      left = op === "*" ? left * right : op === "/" ? left / right : left % right;
    }
    return left;
  }

  private unary(): number | undefined {
    const sign = this.takeOp("+-");
    if (sign) {
      const operand = this.unary();
      if (operand === undefined) return undefined;
      return sign === "-" ? -operand : +operand;
    }
    return this.primary();
  }

  private primary(): number | undefined {
    const token = this.peek();
    if (!token) return undefined;
    if (token.kind === "number") {
      this.index++;
      return token.value;
    }
    if (this.takeOp("(")) {
      const inner = this.additive();
      return this.takeOp(")") ? inner : undefined;
    }
    return undefined;
  }
}

/** Evaluate an arithmetic expression; undefined when it is not one. */
export function evaluateArithmetic(expression: string): number | undefined {
  const tokens = tokenize(expression);
  if (!tokens || tokens.length === 0) return undefined;
  return new ArithmeticParser(tokens).parse();
}
