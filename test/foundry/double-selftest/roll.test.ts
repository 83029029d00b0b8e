/**
 * Roll construction, evaluation, arithmetic, serialization and class registries behave as v13's roll.mjs.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { g, rollWith, useFoundryDouble } from "./helpers";
import { DoubleTerms, Roll, uniformForFace } from "../../../foundry-double/index";
import type { RollData } from "../../../foundry-double/index";
import type { DiceTerm } from "../../../foundry-double/dice/terms/dice-term";
import { asSentByAnyClient } from "../../sent-by-any-client";
import { must } from "../../kit";

const double = useFoundryDouble();

const names = (roll: Roll) => roll.terms.map((t) => t.constructor.name);

describe("arithmetic", () => {
  it("1d6 + 2 * 3 totals with precedence", async () => {
    const roll = await rollWith(double.handle, "1d6 + 2 * 3", [4]);
    expect(roll.result).toBe("4 + 2 * 3");
    expect(roll.total).toBe(10);
  });

  it("parentheses, division, remainder and left associativity", async () => {
    expect((await rollWith(double.handle, "(1d6 + 2) * 3", [4])).total).toBe(18);
    expect((await rollWith(double.handle, "10 / 4", [])).total).toBe(2.5);
    expect((await rollWith(double.handle, "7 % 3", [])).total).toBe(1);
    expect((await rollWith(double.handle, "10 - 3 - 2", [])).total).toBe(5);
    expect((await rollWith(double.handle, "12 / 3 / 2", [])).total).toBe(2);
  });

  it("a leading minus negates a number, and wraps dice as (… * -1)", async () => {
    const number = await rollWith(double.handle, "-3 + 1d4", [2]);
    expect(number.formula).toBe("-3 + 1d4");
    expect(number.total).toBe(-1);
    const dice = await rollWith(double.handle, "-1d6 + 10", [4]);
    expect(dice.formula).toBe("(1d6 * -1) + 10");
    expect(names(dice)).toEqual(["ParentheticalTerm", "OperatorTerm", "NumericTerm"]);
    expect(dice.total).toBe(6);
  });

  it("runs of signs collapse: 5 - -2 becomes 5 + 2, and 2 * -3 keeps a negative operand", async () => {
    const collapsed = await rollWith(double.handle, "5 - -2", []);
    expect(collapsed.formula).toBe("5 + 2");
    expect(collapsed.total).toBe(7);
    const product = await rollWith(double.handle, "2 * -3", []);
    expect(product.total).toBe(-6);
    const diceProduct = await rollWith(double.handle, "2 * -1d4", [3]);
    expect(diceProduct.formula).toBe("2 * (1d4 * -1)");
    expect(diceProduct.total).toBe(-6);
  });

  it("totals of + - * with integers match JavaScript's arithmetic (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.constantFrom("+", "-", "*"), { minLength: 5, maxLength: 5 }),
        (numbers, ops) => {
          const formula = numbers.map((n, i) => (i === 0 ? `${n}` : `${ops[i - 1]} ${n}`)).join(" ");
          const expected = numbers
            .slice(1)
            .reduce((acc, n, i) => ({ ...acc, text: `${acc.text} ${ops[i]} ${n}` }), { text: `${numbers[0]}` });
          const roll = new (g().Roll)(formula).evaluateSync();
          expect(roll.total).toBe(evaluateReference(expected.text));
        },
      ),
    );
  });

  it("Roll.safeEval evaluates joined totals and rejects anything that is not arithmetic", () => {
    expect(g().Roll.safeEval("3  +  4 * (2 - -1)")).toBe(15);
    expect(g().Roll.safeEval("-(2) % 4")).toBe(-2);
    expect(() => g().Roll.safeEval("2 + abc")).toThrow(
      'Roll.safeEval produced a non-numeric result from expression "2 + abc"',
    );
    expect(() => g().Roll.safeEval("0 / 0")).toThrow("non-numeric");
  });
});

/** Reference precedence arithmetic for + - * (multiplication first, then left to right). */
function evaluateReference(text: string): number {
  const tokens = text.split(" ");
  const sums: number[] = [Number(tokens[0])];
  const signs: string[] = [];
  for (let i = 1; i < tokens.length; i += 2) {
    const op = tokens[i] as string;
    const n = Number(tokens[i + 1]);
    if (op === "*") sums[sums.length - 1] = (sums[sums.length - 1] as number) * n;
    else {
      signs.push(op);
      sums.push(n);
    }
  }
  return sums.slice(1).reduce((acc, n, i) => (signs[i] === "+" ? acc + n : acc - n), sums[0] as number);
}

describe("evaluation", () => {
  it("a roll evaluates once; evaluating again throws", async () => {
    const roll = await rollWith(double.handle, "1d6", [3]);
    await expect(roll.evaluate()).rejects.toThrow("The Roll has already been evaluated and is now immutable");
  });

  it(
    "evaluateSync throws on dice unless strict is false (then dice count 0); " + "minimize/maximize work synchronously",
    () => {
      expect(() => new (g().Roll)("1d6 + 2").evaluateSync()).toThrow(
        "This Roll contains terms that cannot be synchronously evaluated.",
      );
      expect(new (g().Roll)("1d6 + 2").evaluateSync({ strict: false }).total).toBe(2);
      expect(new (g().Roll)("2d6 + 2").evaluateSync({ maximize: true }).total).toBe(14);
      expect(new (g().Roll)("2d6 + 2").evaluateSync({ minimize: true }).total).toBe(4);
    },
  );

  it(
    "minimized evaluation takes the synchronous path: " +
      "no draw and no modifiers; DiceTerm#roll still asks fulfillment",
    async () => {
      double.handle.scriptFaces([5]);
      const roll = await new (g().Roll)("2d6kh").evaluate({ minimize: true });
      expect(roll.total).toBe(2);
      expect((roll.terms[0] as DiceTerm).modifiers).toEqual(["kh"]);
      expect(double.handle.scriptedRemaining).toBe(1);
      const result = await new DoubleTerms.Die({ number: 1, faces: 6 }).roll({ minimize: true });
      expect(result.result).toBe(1);
      expect(double.handle.scriptedRemaining).toBe(0);
    },
  );

  it("a seeded randomUniform gives repeatable dice, and another seed other dice", async () => {
    const draw = async () => (await new (g().Roll)("20d6").evaluate()).dice[0]?.results.map((r) => r.result);
    double.handle.seed(42);
    const first = await draw();
    double.handle.seed(42);
    expect(await draw()).toEqual(first);
    double.handle.seed(43);
    expect(await draw()).not.toEqual(first);
    expect(first?.every((r) => r >= 1 && r <= 6)).toBe(true);
  });

  it("the seeded generator is uniform enough: each face of 6000 d6 within 4 sigma of 1000", async () => {
    double.handle.seed(7);
    const roll = await new (g().Roll)("999d6").evaluate();
    const more = await Promise.all(Array.from({ length: 5 }, () => new (g().Roll)("999d6").evaluate()));
    const faces = [roll, ...more].flatMap((r) => (r.dice[0] as DiceTerm).results.map((x) => x.result));
    for (let face = 1; face <= 6; face++) {
      const count = faces.filter((f) => f === face).length;
      expect(Math.abs(count - 999)).toBeLessThan(4 * Math.sqrt(5994 * (1 / 6) * (5 / 6)));
    }
  });

  it("mapRandomFace(u) = ceil((1 - u) * faces), and uniformForFace inverts it (property)", () => {
    const d6 = new DoubleTerms.Die({ number: 1, faces: 6 });
    expect(d6.mapRandomFace(0)).toBe(6);
    expect(d6.mapRandomFace(0.999)).toBe(1);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.nat(), (faces, n) => {
        const face = (n % faces) + 1;
        const die = new DoubleTerms.Die({ number: 1, faces });
        expect(die.mapRandomFace(uniformForFace(face, faces))).toBe(face);
      }),
    );
    expect(() => uniformForFace(7, 6)).toThrow("face 7 does not fit a die of 6 faces");
    expect(() => uniformForFace(1, 0)).toThrow("faces must be a positive integer");
  });

  it("scripted uniform draws go through each die's mapping; exhausted scripts throw", async () => {
    double.handle.scriptUniform([uniformForFace(2, 6), uniformForFace(9, 10)]);
    const roll = await new (g().Roll)("1d6 + 1d10").evaluate();
    expect(roll.total).toBe(11);
    await expect(new (g().Roll)("1d6").evaluate()).rejects.toThrow("dice script is exhausted");
    expect(() => double.handle.scriptUniform([1])).toThrow("not in [0, 1)");
    double.handle.clearScript();
    expect((await new (g().Roll)("1d6").evaluate()).total).toBeGreaterThan(0);
  });

  it("scripted faces are checked against plain dice", async () => {
    double.handle.scriptFaces([7]);
    await expect(new (g().Roll)("1d6").evaluate()).rejects.toThrow("Scripted face 7 does not fit a d6 (1d6)");
  });

  it(
    "a denomination configured to a fulfillment method uses its handler; " + "manual without permission falls back",
    async () => {
      g().CONFIG.Dice.fulfillment.methods.fours = { label: "Fours", handler: () => 4 };
      await g().game.settings.set("core", "diceConfiguration", { d6: "fours", d8: "manual" });
      double.handle.setUser("playerUser000000");
      double.handle.scriptUniform([uniformForFace(3, 8)]);
      const roll = await new (g().Roll)("2d6 + 1d8").evaluate();
      expect(roll.total).toBe(11);
    },
  );

  it("more than 999 dice in a term throw", async () => {
    await expect(new (g().Roll)("1000d6").evaluate()).rejects.toThrow("more than 999 requested results");
  });

  it("alter multiplies and adds dice before evaluation only", async () => {
    const roll = new (g().Roll)("2d6 + 3").alter(2, 1, { multiplyNumeric: true });
    expect(roll.formula).toBe("5d6 + 6");
    await roll.evaluate();
    expect(() => roll.alter(2, 0)).toThrow("You may not alter a Roll which has already been evaluated");
  });

  it("clone and reroll make fresh rolls of the stored formula", async () => {
    const roll = await rollWith(double.handle, "1d6 + 1", [2]);
    double.handle.scriptFaces([5]);
    const again = await roll.reroll();
    expect(again.total).toBe(6);
    expect(again).not.toBe(roll);
  });
});

describe("data and validation", () => {
  it("@data is substituted (trimmed strings, numbers, paths); missing data becomes 0", async () => {
    const roll = await rollWith(double.handle, "1d6 + @bonus + @abilities.str.mod + @missing", [2], {
      bonus: " 3 ",
      abilities: { str: { mod: 4 } },
    });
    expect(roll.formula).toBe("1d6 + 3 + 4 + 0");
    expect(roll.total).toBe(9);
  });

  it("replaceFormulaData can leave missing keys and warn", () => {
    expect(g().Roll.replaceFormulaData("@a + @b", { a: 2 })).toBe("2 + @b");
    expect(g().Roll.replaceFormulaData("@b", {}, { missing: "0", warn: true })).toBe("0");
    expect(double.handle.notifications.at(-1)).toMatchObject({ type: "warning", message: "DICE.WarnMissingData" });
    expect(g().Roll.replaceFormulaData("@set", { set: new Set([1, 2]) })).toBe("ᚖ[1,2]ᚖ");
  });

  it("Roll.validate: stock Foundry accepts 2d6ko; rejects dangling operators and plain words", () => {
    expect(g().Roll.validate("2d6ko")).toBe(true);
    expect(g().Roll.validate("1d20 + @str")).toBe(true);
    expect(g().Roll.validate("2d6 +")).toBe(false);
    expect(g().Roll.validate("foo")).toBe(false);
    expect(g().Roll.validate(42)).toBe(false);
  });

  it("an unclassified word is a StringTerm that throws on evaluation unless strings are allowed", async () => {
    const roll = new (g().Roll)("foo");
    expect(names(roll)).toEqual(["StringTerm"]);
    await expect(roll.evaluate()).rejects.toThrow("Unresolved StringTerm foo requested for evaluation");
    const allowed = await new (g().Roll)("foo").evaluate({ allowStrings: true });
    expect(allowed.product).toBe("foo");
    expect(allowed.total).toBe(0);
  });

  it("a non-string formula throws", () => {
    expect(() => new (g().Roll)(asSentByAnyClient<string>(5))).toThrow("DICE.ErrorNotParsable");
  });
});

describe("roll classes and term classes", () => {
  it("Roll.create and defaultImplementation use CONFIG.Dice.rolls[0]", () => {
    class HouseRoll extends Roll {}
    expect(g().Roll.create("1d6")).toBeInstanceOf(Roll);
    g().CONFIG.Dice.rolls.unshift(HouseRoll);
    expect(g().Roll.create("1d6")).toBeInstanceOf(HouseRoll);
    expect(g().Roll.defaultImplementation).toBe(HouseRoll);
  });

  it("a term class registered as CONFIG.Dice.terms.i is used for 1di", async () => {
    class TenishDie extends DoubleTerms.DiceTerm {
      constructor(data: ConstructorParameters<typeof DoubleTerms.DiceTerm>[0]) {
        data.faces = 20;
        super(data);
      }
      static override DENOMINATION = "i";
      override mapRandomFace(u: number): number {
        return Math.ceil((1 - u) * 20) % 11;
      }
    }
    g().CONFIG.Dice.terms.i = TenishDie;
    double.handle.scriptUniform([uniformForFace(15, 20)]);
    const roll = await new (g().Roll)("1di + 1").evaluate();
    expect(roll.terms[0]).toBeInstanceOf(TenishDie);
    expect(roll.formula).toBe("1di + 1");
    expect(roll.total).toBe(5);
    const loaded = g().Roll.fromData(JSON.parse(JSON.stringify(roll)) as RollData);
    expect(loaded.terms[0]).toBeInstanceOf(TenishDie);
    expect(loaded.total).toBe(5);
  });

  it("a letter term class that does not fix its faces keeps the letter as _faces (so its faces are undefined)", () => {
    class BareDie extends DoubleTerms.DiceTerm {
      static override DENOMINATION = "q";
    }
    g().CONFIG.Dice.terms.q = BareDie;
    const term = new (g().Roll)("2dq").terms[0] as DiceTerm;
    expect(term._faces).toBe("q");
    expect(term.faces).toBeUndefined();
    expect(term.expression).toBe("2dq");
  });

  it("an unregistered denomination letter fails while parsing (v13 reads .name of undefined)", () => {
    expect(() => new (g().Roll)("1dz")).toThrow(TypeError);
  });
});

describe("serialization", () => {
  it("toJSON → Roll.fromData round-trips class, formula, total, results, flags and modifiers", async () => {
    const roll = await rollWith(double.handle, "4d6kh3x + 1", [6, 2, 3, 1, 5]);
    const data = JSON.parse(JSON.stringify(roll)) as RollData;
    expect(data).toMatchObject({ class: "Roll", formula: "4d6kh3x + 1", total: 17, evaluated: true, dice: [] });
    const loaded = g().Roll.fromData(data);
    expect(loaded).toBeInstanceOf(Roll);
    expect(loaded._evaluated).toBe(true);
    expect(loaded.total).toBe(17);
    expect(loaded.formula).toBe(roll.formula);
    const original = roll.terms[0] as DiceTerm;
    const copy = loaded.terms[0] as DiceTerm;
    expect(copy.constructor.name).toBe("Die");
    expect(copy.results).toEqual(original.results);
    expect(copy.modifiers).toEqual(["kh3", "x"]);
    expect(copy.results.filter((r) => r.exploded).length).toBe(1);
    expect(await loaded.render()).toBe(await roll.render());
  });

  it("round-trips parentheticals, pools and functions", async () => {
    const roll = await rollWith(double.handle, "(1d6 + 1)[fire] + {1d4, 3}kh + floor(1d8 / 2)", [5, 1, 7]);
    expect(roll.total).toBe(6 + 3 + 3);
    const loaded = g().Roll.fromJSON(JSON.stringify(roll));
    expect(names(loaded)).toEqual(names(roll));
    expect(loaded.total).toBe(roll.total);
    expect(loaded.dice.map((d) => d.results.map((r) => r.result))).toEqual([[5], [1], [7]]);
    expect(loaded.terms[0]?.flavor).toBe("fire");
  });

  it("Roll.fromData finds a subclass by name in CONFIG.Dice.rolls, and throws for an unknown class", async () => {
    class KaiserishRoll extends Roll {}
    g().CONFIG.Dice.rolls.push(KaiserishRoll);
    double.handle.scriptFaces([3]);
    const roll = await new KaiserishRoll("1d6", {}, { difficulty: 7 }).evaluate();
    const loaded = g().Roll.fromData(JSON.parse(JSON.stringify(roll)) as RollData);
    expect(loaded).toBeInstanceOf(KaiserishRoll);
    expect(loaded.options).toEqual({ difficulty: 7 });
    g().CONFIG.Dice.rolls.pop();
    expect(() => g().Roll.fromData(JSON.parse(JSON.stringify(roll)) as RollData)).toThrow(
      "Unable to recreate KaiserishRoll instance from provided data",
    );
  });

  it("unevaluated data stays unevaluated; terms without class are kept as given", () => {
    const loaded = g().Roll.fromData({
      formula: "1d6",
      terms: [{ class: "Die", number: 1, faces: 6, modifiers: [], results: [], evaluated: false }],
      evaluated: false,
    });
    expect(loaded._evaluated).toBe(false);
    expect(loaded.terms[0]?._evaluated).toBe(false);
  });

  it("Roll.fromTerms builds a roll from evaluated terms and computes its total", () => {
    const { NumericTerm, OperatorTerm } = DoubleTerms;
    const terms = [new NumericTerm({ number: 2 }), new OperatorTerm({ operator: "*" }), new NumericTerm({ number: 5 })];
    terms.forEach((t) => (t._evaluated = true));
    const roll = g().Roll.fromTerms(terms);
    expect(roll.total).toBe(10);
    expect(roll.formula).toBe("2 * 5");
    const mixed = [new NumericTerm({ number: 2 }), new NumericTerm({ number: 3 })];
    must(mixed[0])._evaluated = true;
    expect(() => g().Roll.fromTerms(mixed)).toThrow("either all evaluated, or none evaluated");
  });

  it("a term JSON names its class and SERIALIZE_ATTRIBUTES; RollTerm.fromData falls back to Die", () => {
    const { RollTerm } = DoubleTerms;
    const term = RollTerm.fromData({
      class: "NoSuchTerm",
      number: 2,
      faces: 8,
      results: [
        { result: 3, active: true },
        { result: 8, active: true },
      ],
    });
    expect(term.constructor.name).toBe("Die");
    expect(term.total).toBe(11);
    expect(RollTerm.fromJSON(JSON.stringify(term)).total).toBe(11);
    expect(() => RollTerm.fromJSON("{")).toThrow("You must pass a valid JSON string");
  });
});
