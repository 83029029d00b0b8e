/**
 * Foundry v14's parser hands each parse event the term's place in the formula (`offset`); v13's does not. An OGS
 * Die Increase is expanded by our parser into a parenthetical of real dice, which must stand where the written term
 * stood. This file runs under both profiles of the double.
 */
import { describe, expect, it } from "vitest";
import { useIndieDice } from "../support/helpers";
import { must } from "../../kit";

const harness = useIndieDice();

interface Node {
  class: string;
  formula?: string;
  offset?: { start: number; end: number };
  operands?: Node[];
  options?: Record<string, unknown>;
}

function parse(formula: string): Node {
  const grammar = (foundry.dice as unknown as { RollGrammar: { parse(f: string, o: object): Node } }).RollGrammar;
  return grammar.parse(formula, { parser: CONFIG.Dice.parser });
}

describe("an OGS Die Increase in v14's parser", () => {
  it("is expanded into real dice that keep the written term's place in the formula", async () => {
    expect(harness()).toBeDefined();
    const tree = parse("2 + 1d10p2");
    const expansion = must(must(tree.operands)[1]);
    expect(expansion).toMatchObject({ class: "ParentheticalTerm", formula: "(1d8 + 1d6)" });
    const generation = game.release.generation;
    expect(expansion.offset).toEqual(generation >= 14 ? { start: 4, end: 10 } : undefined);
    const roll = await new Roll("2 + 1d10p2").evaluate();
    expect(roll.dice.map((die) => die.faces)).toEqual([8, 6]);
  });
});
