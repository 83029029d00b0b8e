/**
 * The grammar and RollParser follow v13's grammar.pegjs and parser.mjs: what is a dice term, how modifiers and
 * flavor attach, operator collapsing, and the hooks a CONFIG.Dice.parser subclass can use.
 */
import { describe, expect, it } from "vitest";
import { g, rollWith, useFoundryDouble } from "./helpers";
import { RollGrammar, RollGrammarSyntaxError, RollParser } from "../../../foundry-double/index";
import type { ParseNode } from "../../../foundry-double/index";
import type { DiceTerm } from "../../../foundry-double/dice/terms/dice-term";

const double = useFoundryDouble();

const parse = (formula: string) => RollGrammar.parse(formula);
const termsOf = (formula: string) => new (g().Roll)(formula).terms;

describe("dice terms", () => {
  it.each([
    ["2d6ko", { number: 2, faces: 6, modifiers: "ko", options: { flavor: null } }],
    ["d20", { number: null, faces: 20, modifiers: null }],
    ["4d6kh3[fire]", { number: 4, faces: 6, modifiers: "kh3", options: { flavor: "fire" } }],
    ["1d10p2", { faces: 10, modifiers: "p2" }],
    ["6d12kr7", { faces: 12, modifiers: "kr7" }],
    ["3d10kckh", { faces: 10, modifiers: "kckh" }],
    ["4dikl", { faces: "i", modifiers: "kl" }],
    ["2dc", { faces: "c", modifiers: null }],
    ["1D8", { faces: 8 }],
    ["2d6r<3", { modifiers: "r<3" }],
    ["2d6%3", { modifiers: "%3" }],
  ])("%s is one DiceTerm node", (formula, expected) => {
    expect(parse(formula)).toMatchObject({ class: "DiceTerm", formula, evaluated: false, ...expected });
  });

  it("modifier strings split into single modifiers by letters-then-non-letters", () => {
    const modifiers = (formula: string) => (termsOf(formula)[0] as DiceTerm).modifiers;
    expect(modifiers("2d6kh2ko")).toEqual(["kh2", "ko"]);
    expect(modifiers("3d10kckh")).toEqual(["kckh"]);
    expect(modifiers("4d6r1x>5kh3")).toEqual(["r1", "x>5", "kh3"]);
    expect(modifiers("6d12kr7")).toEqual(["kr7"]);
  });

  it("a number of dice or faces can be parenthesised", async () => {
    const roll = await rollWith(double.handle, "(1d4)d(2 + 4)", [2, 5, 1]);
    const term = roll.terms[0] as DiceTerm;
    expect(term.number).toBe(2);
    expect(term.faces).toBe(6);
    expect(roll.dice.length).toBe(2);
    expect(roll.total).toBe(6);
  });
});

describe("other terms", () => {
  it("numbers, decimals and flavored numbers", () => {
    expect(parse("2.5")).toMatchObject({ class: "NumericTerm", number: 2.5, formula: "2.5" });
    expect(parse("3[bonus]")).toMatchObject({
      class: "NumericTerm",
      number: 3,
      formula: "3[bonus]",
      options: { flavor: "bonus" },
    });
  });

  it("a number followed by letters is one string term", () => {
    expect(parse("5abc")).toMatchObject({ class: "StringTerm", term: "5abc" });
  });

  it("parentheticals, pools and functions", () => {
    expect(parse("(1d6 + 2)[fire]")).toMatchObject({
      class: "ParentheticalTerm",
      options: { flavor: "fire" },
      term: { class: "Node", operator: "+" },
    });
    expect(parse("{1d6, 1d8}kh")).toMatchObject({
      class: "PoolTerm",
      modifiers: "kh",
      terms: [{ class: "DiceTerm" }, { class: "DiceTerm" }],
    });
    expect(parse("max(1d6, 3)")).toMatchObject({
      class: "FunctionTerm",
      fn: "max",
      terms: [{ class: "DiceTerm" }, { class: "NumericTerm" }],
    });
    expect(parse("floor()")).toMatchObject({ class: "FunctionTerm", terms: [] });
  });

  it("substituted object data is one string term", () => {
    expect(parse('ᚖ{"a":1}ᚖ')).toMatchObject({ class: "StringTerm", term: 'ᚖ{"a":1}ᚖ' });
  });

  it("a configured function is found before Math", async () => {
    g().CONFIG.Dice.functions.double = (x: unknown) => Number(x) * 2;
    expect((await rollWith(double.handle, "double(1d6) + max(2, 5)", [3])).total).toBe(11);
    await expect(new (g().Roll)("nope(2)").evaluate()).rejects.toThrow(
      'The function "nope" is not registered in CONFIG.Dice.functions',
    );
  });
});

describe("expressions", () => {
  it("builds a left-skewed tree; precedence comes later from toAST", () => {
    const tree = parse("1 + 2 * 3");
    expect(tree).toMatchObject({
      class: "Node",
      operator: "*",
      formula: "1 + 2 * 3",
      operands: [
        { class: "Node", operator: "+" },
        { class: "NumericTerm", number: 3 },
      ],
    });
    const ast = RollParser.toAST(tree);
    expect(ast).toMatchObject({
      class: "Node",
      operator: "+",
      operands: [{ number: 1 }, { class: "Node", operator: "*" }],
    });
  });

  it("flattenTree gives infix nodes with OperatorTerm nodes between operands", () => {
    expect(
      RollParser.flattenTree(parse("1 - 2 + 3")).map((n) => (n.class === "OperatorTerm" ? n.operator : n.number)),
    ).toEqual([1, "-", 2, "+", 3]);
  });

  it("spaces are free around operators; only spaces count as whitespace (a tab joins the term before it)", () => {
    expect(parse("  1d6+2  ")).toMatchObject({ class: "Node", operator: "+" });
    expect(parse("1d6\t+ 2")).toMatchObject({ operands: [{ class: "DiceTerm", modifiers: "\t" }, { number: 2 }] });
    expect(parse("1\t+ 2")).toMatchObject({ operands: [{ class: "StringTerm", term: "1\t" }, { number: 2 }] });
  });

  it("bad formulas are syntax errors shaped like peggy's", () => {
    let error: unknown;
    try {
      parse("2d6 +");
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(RollGrammarSyntaxError);
    expect((error as RollGrammarSyntaxError).name).toBe("SyntaxError");
    expect((error as RollGrammarSyntaxError).location.start.offset).toBe(5);
    expect((error as RollGrammarSyntaxError).found).toBeNull();
    expect(() => parse("")).toThrow(RollGrammarSyntaxError);
    expect(() => parse("(1d6")).toThrow(RollGrammarSyntaxError);
    expect(new (g().Roll)("").terms).toEqual([]);
  });

  it("a leading run of signs collapses before the head", () => {
    expect(parse("--3")).toMatchObject({ class: "NumericTerm", number: 3 });
    expect(parse("+-3")).toMatchObject({ class: "NumericTerm", number: -3 });
  });
});

describe("a CONFIG.Dice.parser subclass", () => {
  it("is constructed per parse and can expand a custom dice notation into real dice", async () => {
    const seen: string[] = [];
    class IncreaseParser extends RollParser {
      override _onDiceTerm(
        number: number | ParseNode | null,
        faces: string | number | ParseNode,
        modifiers: string | null,
        flavor: string | null,
        formula: string,
      ): ParseNode {
        seen.push(formula);
        if (faces === 12 && modifiers === "p1")
          return g().foundry.dice.RollGrammar.parse("(1d8 + 1d6)", { parser: RollParser });
        return super._onDiceTerm(number, faces, modifiers, flavor, formula);
      }
    }
    g().CONFIG.Dice.parser = IncreaseParser;
    const roll = await rollWith(double.handle, "1d12p1 + 2", [5, 3]);
    expect(seen).toContain("1d12p1");
    expect(roll.formula).toBe("(1d8 + 1d6) + 2");
    expect(roll.dice.map((d) => d.faces)).toEqual([8, 6]);
    expect(roll.total).toBe(10);
  });

  it("is used again when a negative term is wrapped", () => {
    const parsers: string[] = [];
    class TracingParser extends RollParser {
      constructor(formula: string) {
        super(formula);
        parsers.push(formula);
      }
    }
    g().CONFIG.Dice.parser = TracingParser;
    new (g().Roll)("-1d6");
    expect(parsers).toContain("(1d6 * -1)");
  });

  it("reports parse events in debug mode", () => {
    const lines: string[] = [];
    const original = console.debug;
    console.debug = (line: string) => lines.push(line);
    try {
      g().CONFIG.debug.rollParsing = true;
      parse("max(1, 2) + {1d4}kh + (3) + 2d6");
    } finally {
      console.debug = original;
    }
    expect(lines).toContain('onDiceTerm(2, 6, null, null, "2d6")');
    expect(lines.some((l) => l.startsWith("onExpression(NumericTerm, []"))).toBe(true);
    expect(lines.some((l) => l.startsWith('onPoolTerm(DiceTerm, [], "kh"'))).toBe(true);
  });
});
