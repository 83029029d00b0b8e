/**
 * pf2e's predicates (src/module/system/predication.ts, stored at 2605b61; the later `Predicate` class tests the
 * same way): a list of statements, all of which must hold in a domain of roll options. A statement is an atom — an
 * option that must be present, or a binary operation `{eq|gt|gte|lt|lte: [option, value]}` against the numbers the
 * options `option:<n>` carry (`eq` asks for `option:value` itself) — or a compound: `and`, `or`, `nand`, `nor`,
 * `not`, `{if, then}`. An empty predicate holds; a malformed one fails (pf2e warns). Not emulated: the warning.
 */

type Atom = string | { readonly [operator: string]: readonly [string, string | number] };
export type PredicateStatement =
  | Atom
  | { readonly and: PredicateStatement[] }
  | { readonly or: PredicateStatement[] }
  | { readonly nand: PredicateStatement[] }
  | { readonly nor: PredicateStatement[] }
  | { readonly not: PredicateStatement }
  | { readonly if: PredicateStatement; readonly then: PredicateStatement };

export type RawPredicate = PredicateStatement[];

const BINARY = new Set(["eq", "gt", "gte", "lt", "lte"]);
const COMPOUND = ["and", "or", "nand", "nor"] as const;

import type { Plain } from "../kit/data";

function isObject(value: unknown): value is Plain {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isBinary(statement: unknown): statement is Record<string, [string, string | number]> {
  if (!isObject(statement)) return false;
  const entries = Object.entries(statement);
  if (entries.length !== 1) return false;
  const [operator, operands] = entries[0]!;
  return (
    BINARY.has(operator) &&
    Array.isArray(operands) &&
    operands.length === 2 &&
    typeof operands[0] === "string" &&
    ["string", "number"].includes(typeof operands[1])
  );
}

function isStatement(statement: unknown): statement is PredicateStatement {
  if (typeof statement === "string") return statement.length > 0;
  if (!isObject(statement)) return false;
  if (isBinary(statement)) return true;
  const keys = Object.keys(statement);
  if (keys.length === 1 && COMPOUND.some((key) => key === keys[0]))
    return Array.isArray(statement[keys[0]!]) && (statement[keys[0]!] as unknown[]).every(isStatement);
  if (keys.length === 1 && keys[0] === "not") return !!statement.not && isStatement(statement.not);
  return keys.length === 2 && isStatement(statement.if) && isStatement(statement.then);
}

export class Predicate extends Array<PredicateStatement> {
  readonly isValid: boolean;

  constructor(...statements: PredicateStatement[] | [PredicateStatement[]]) {
    const list = Array.isArray(statements[0])
      ? (statements[0] as PredicateStatement[])
      : (statements as PredicateStatement[]);
    super();
    this.push(...list);
    this.isValid = list.every(isStatement);
  }

  static override get [Symbol.species](): ArrayConstructor {
    return Array;
  }

  test(options: Set<string> | readonly string[]): boolean {
    if (this.length === 0) return true;
    if (!this.isValid) return false;
    const domain = options instanceof Set ? options : new Set(options);
    return this.every((statement) => isTrue(statement, domain));
  }
}

function isTrue(statement: PredicateStatement, domain: Set<string>): boolean {
  if (typeof statement === "string") return domain.has(statement);
  if (isBinary(statement)) return testBinary(statement, domain);
  const plain = statement as Plain;
  if ("and" in plain) return (plain.and as PredicateStatement[]).every((sub) => isTrue(sub, domain));
  if ("nand" in plain) return !(plain.nand as PredicateStatement[]).every((sub) => isTrue(sub, domain));
  if ("or" in plain) return (plain.or as PredicateStatement[]).some((sub) => isTrue(sub, domain));
  if ("nor" in plain) return !(plain.nor as PredicateStatement[]).some((sub) => isTrue(sub, domain));
  if ("not" in plain) return !isTrue(plain.not as PredicateStatement, domain);
  return !(isTrue(plain.if as PredicateStatement, domain) && !isTrue(plain.then as PredicateStatement, domain));
}

/** `{gt: ["check:total:natural", 18]}` holds when some `check:total:natural:<n>` option has n > 18. */
function testBinary(statement: Record<string, [string, string | number]>, domain: Set<string>): boolean {
  const [operator, [left, right]] = Object.entries(statement)[0]!;
  if (operator === "eq") return domain.has(`${left}:${right}`);
  const values = (operand: string | number): number[] => {
    const number = Number(operand);
    if (!Number.isNaN(number)) return [number];
    const prefix = `${operand}:`;
    return [...domain]
      .filter((option) => option.startsWith(prefix) && !option.slice(prefix.length).includes(":"))
      .map((option) => Number(option.slice(prefix.length) || NaN))
      .filter((n) => !Number.isNaN(n));
  };
  const [lefts, rights] = [values(left), values(right)];
  const compare = {
    gt: (l: number, r: number) => l > r,
    gte: (l: number, r: number) => l >= r,
    lt: (l: number, r: number) => l < r,
    lte: (l: number, r: number) => l <= r,
  }[operator as "gt"];
  return lefts.some((l) => rights.every((r) => compare(l, r)));
}
