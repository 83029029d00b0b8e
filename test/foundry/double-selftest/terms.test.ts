/**
 * Less common term and roll paths: pools, inner rolls as counts, string-term classification, resolvers,
 * legacy class names, and the remaining message properties.
 */
import { describe, expect, it, vi } from "vitest";
import { createdMessage, g, rollWith, useFoundryDouble } from "./helpers";
import { DoubleTerms, Roll, RollResolver } from "../../../foundry-double/index";
import type { RollData } from "../../../foundry-double/index";
import type { DiceTerm } from "../../../foundry-double/dice/terms/dice-term";
import type { RollTerm } from "../../../foundry-double/dice/terms/roll-term";
import { record } from "../../kit";

const double = useFoundryDouble();

describe("pools", () => {
  it("keep, drop and count over the totals of inner rolls", async () => {
    expect((await rollWith(double.handle, "{1d6, 1d8, 4}dl", [2, 7])).total).toBe(11);
    expect((await rollWith(double.handle, "{1d6, 1d8, 4}dh2", [2, 7])).total).toBe(2);
    expect((await rollWith(double.handle, "{1d6, 1d8, 4}cs>3", [2, 7])).total).toBe(2);
    expect((await rollWith(double.handle, "{1d6, 1d8}cf<3", [2, 7])).total).toBe(1);
    const pool = (await rollWith(double.handle, "{1d6, 5}kl", [3])).terms[0] as InstanceType<
      typeof DoubleTerms.PoolTerm
    >;
    expect(pool.values).toEqual([3]);
    expect(pool.expression).toBe("{1d6,5}kl");
    expect(pool.dice.length).toBe(1);
  });

  it("a deterministic pool evaluates synchronously, without its modifiers", () => {
    const roll = new (g().Roll)("{2, 5}kh").evaluateSync();
    expect(roll.total).toBe(7);
    expect(roll.terms[0]?.isDeterministic).toBe(true);
  });

  it("fromExpression, fromRolls and alter", async () => {
    const { PoolTerm } = DoubleTerms;
    expect(PoolTerm.fromExpression("not a pool")).toBeNull();
    const pool = PoolTerm.fromExpression("{1d6,2d4}kh", { flavor: "x" }) as InstanceType<typeof PoolTerm>;
    expect(pool.terms).toEqual(["1d6", "2d4"]);
    expect(pool.modifiers).toEqual(["kh"]);
    expect(pool.total).toBeUndefined();
    pool.alter(2, 0);
    expect(pool.rolls.map((r) => r.formula)).toEqual(["2d6", "4d4"]);
    double.handle.scriptFaces([4]);
    const done = await new (g().Roll)("1d6").evaluate();
    const fromEvaluated = PoolTerm.fromRolls([done, new (g().Roll)("3").evaluateSync()]);
    expect(fromEvaluated._evaluated).toBe(true);
    expect(fromEvaluated.total).toBe(7);
    expect(PoolTerm.fromRolls([new (g().Roll)("1d6")])._evaluated).toBe(false);
    expect(() => PoolTerm.fromRolls([done, new (g().Roll)("1d6")])).toThrow("either all evaluated, or none evaluated");
  });
});

describe("dice terms in detail", () => {
  it("a Roll as the number of dice: alter wraps it, toJSON keeps it, fromData restores it", async () => {
    const term = new DoubleTerms.Die({ number: new (g().Roll)("1d4"), faces: 6 });
    expect(term.number).toBeUndefined();
    term.alter(2, 1);
    expect(String(term._number)).toBe("((1d4 * 2) + 1)");
    const roll = g().Roll.fromTerms([term]);
    double.handle.scriptFaces([2, 1, 2, 3, 4, 5]);
    await roll.evaluate();
    expect(term.number).toBe(5);
    expect(term.results.length).toBe(5);
    const json = record(JSON.parse(JSON.stringify(term)));
    expect(json._number).toMatchObject({ class: "Roll", total: 5 });
    const loaded = DoubleTerms.RollTerm.fromData(json) as DiceTerm;
    expect(loaded._number).toBeInstanceOf(Roll);
    expect(loaded.number).toBe(5);
    expect(loaded.dice.length).toBe(1);
    expect(() => loaded.alter(1, 1)).toThrow("You may not alter a DiceTerm after it has already been evaluated");
  });

  it("a Roll as the faces is evaluated synchronously when possible", () => {
    const term = new DoubleTerms.Die({ number: 2, faces: new (g().Roll)("3 + 3") });
    g().Roll.fromTerms([term]).evaluateSync({ maximize: true });
    expect(term.faces).toBe(6);
    expect(term.total).toBe(12);
    expect(term.dice).toEqual([]);
  });

  it("a negative number of dice rolls its absolute value and negates the total", async () => {
    const term = new DoubleTerms.Die({ number: -2, faces: 6 });
    double.handle.scriptFaces([3, 4]);
    await g().Roll.fromTerms([term]).evaluate();
    expect(term.total).toBe(-7);
    expect(new DoubleTerms.Die({ number: 1 }).total).toBeUndefined();
  });

  it("a term evaluates once; the synchronous path throws on dice when strict", async () => {
    const term = new DoubleTerms.Die({ number: 1, faces: 6 });
    const first = term.evaluate();
    expect(() => term.evaluate()).toThrow("The Die has already been evaluated and is now immutable");
    await first;
    // Only reachable by calling the protected method: Roll#evaluateSync checks strictness itself.
    const sync = new DoubleTerms.Die({ number: 1, faces: 6 }) as unknown as { _evaluateSync(o: object): unknown };
    expect(() => sync._evaluateSync({ strict: true })).toThrow(
      "Cannot synchronously evaluate a non-deterministic term.",
    );
  });

  it("matchTerm/fromMatch classify text as Foundry's older regex parser did", () => {
    const { DiceTerm, NumericTerm } = DoubleTerms;
    const match = DiceTerm.matchTerm("4d6kh3[fire]") as RegExpMatchArray;
    const term = DiceTerm.fromMatch(match);
    expect(term.constructor.name).toBe("Die");
    expect([term.number, term.faces, term.modifiers, term.flavor]).toEqual([4, 6, ["kh3"], "fire"]);
    expect(DiceTerm.fromMatch(DiceTerm.matchTerm("dc") as RegExpMatchArray).constructor.name).toBe("Coin");
    expect(DiceTerm.matchTerm("d6", { imputeNumber: false })).toBeNull();
    expect(DiceTerm.matchTerm("hello")).toBeNull();
    g().CONFIG.Dice.terms.w = Object as never;
    expect(() => DiceTerm.fromMatch(DiceTerm.matchTerm("1dw") as RegExpMatchArray)).toThrow(
      "DiceTerm denomination w not registered to CONFIG.Dice.terms as a valid DiceTerm class",
    );
    expect(NumericTerm.fromMatch(NumericTerm.matchTerm("2.5[x]") as RegExpMatchArray).total).toBe(2.5);
    expect(NumericTerm.matchTerm("2d6")).toBeNull();
  });

  it("Roll._classifyStringTerm: numbers, dice (strings when next to an intermediate term), strings", () => {
    const classify = (text: string, options = {}) => g().Roll._classifyStringTerm(text, options).constructor.name;
    expect(classify("5")).toBe("NumericTerm");
    expect(classify("2d6")).toBe("Die");
    expect(classify("d6")).toBe("StringTerm");
    expect(classify("d6", { intermediate: false })).toBe("Die");
    expect(classify("2d6", { next: { isIntermediate: true } as RollTerm })).toBe("StringTerm");
    expect(classify("abc")).toBe("StringTerm");
    const term = new DoubleTerms.NumericTerm({ number: 1 });
    expect(g().Roll._classifyStringTerm(term)).toBe(term);
    expect(new DoubleTerms.StringTerm({ term: "2d6" }).isDeterministic).toBe(false);
  });

  it("a modifier without letters is a TypeError, as reading [0] of null is in Foundry", async () => {
    const term = new DoubleTerms.Die({ number: 1, faces: 6, modifiers: ["123"] });
    double.handle.scriptFaces([1]);
    await expect(g().Roll.fromTerms([term]).evaluate()).rejects.toThrow(TypeError);
  });

  it("the method of a term sticks only if registered, and only once", () => {
    const registered = new DoubleTerms.Die({ number: 1, method: "manual" });
    expect(registered.method).toBe("manual");
    registered.method = "mersenne";
    expect(registered.method).toBe("manual");
    expect(new DoubleTerms.Die({ number: 1, method: "nope" }).method).toBeUndefined();
    expect(registered.getTooltipData()).toMatchObject({
      method: "DICE.FULFILLMENT.Manual",
      icon: '<i class="fa-solid fa-keyboard"></i>',
    });
  });

  it(
    "compare helpers: an unknown comparison is falsy; " +
      "df without a comparison turns unsuccessful results into failures",
    () => {
      const { DiceTerm } = DoubleTerms;
      expect(DiceTerm.compareResult(3, "!=", 3)).toBeUndefined();
      const results = [
        { result: 5, success: true },
        { result: 2, success: false },
      ];
      DiceTerm._applyDeduct(results, undefined, undefined, { deductFailure: true });
      expect(results).toEqual([
        { result: 5, success: true },
        { result: 2, failure: true, count: -1 },
      ]);
    },
  );
});

describe("parentheticals and functions", () => {
  it("a deterministic parenthetical evaluates synchronously; fromTerms wraps terms", () => {
    const roll = new (g().Roll)("(2 + 3) * 2").evaluateSync();
    expect(roll.total).toBe(10);
    const { ParentheticalTerm, NumericTerm, OperatorTerm } = DoubleTerms;
    const wrapped = ParentheticalTerm.fromTerms([
      new NumericTerm({ number: 1 }),
      new OperatorTerm({ operator: "+" }),
      new NumericTerm({ number: 2 }),
    ]);
    expect(wrapped.expression).toBe("(1 + 2)");
    expect(wrapped.isDeterministic).toBe(true);
    expect(wrapped.dice).toEqual([]);
  });

  it("a function of a substituted object reads it back as data", async () => {
    g().CONFIG.Dice.functions.size = (value: unknown) => (value as unknown[]).length;
    const roll = new (g().Roll)("size(@list)", { list: [1, 2, 3] });
    expect(roll.formula).toBe("size(ᚖ[1,2,3]ᚖ)");
    expect(roll.evaluateSync().total).toBe(3);
    expect((roll.terms[0] as { expression: string }).expression).toBe("size(ᚖ[1,2,3]ᚖ)");
  });

  it("an async configured function makes the term non-deterministic; strings may pass through", async () => {
    g().CONFIG.Dice.functions.later = async () => "7";
    const roll = new (g().Roll)("later()");
    expect(roll.isDeterministic).toBe(false);
    expect((await roll.evaluate()).total).toBe(7);
    const text = await new (g().Roll)("later()").evaluate({ allowStrings: true });
    expect(text.product).toBe("7");
  });
});

describe("roll API odds and ends", () => {
  it("debug logging, the async option warning, and evaluateSync twice", async () => {
    const debug = vi.spyOn(console, "debug").mockImplementation(() => undefined);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    g().CONFIG.debug.dice = true;
    await new (g().Roll)("1").evaluate({ async: true });
    const roll = new (g().Roll)("2").evaluateSync();
    expect(debug).toHaveBeenCalledWith('Evaluating roll with formula "1"');
    expect(debug).toHaveBeenCalledWith('Synchronously evaluating roll with formula "2"');
    expect(warn).toHaveBeenCalledTimes(1);
    debug.mockRestore();
    warn.mockRestore();
    expect(() => roll.evaluateSync()).toThrow("The Roll has already been evaluated and is now immutable.");
    expect(roll.toString()).toBe("2");
  });

  it(
    "the resolver: the default one for no or several interactive methods, " + "a method's own when it is the only one",
    async () => {
      // A dice module's own resolver (a Bluetooth dice app has no form): it takes each term and serves each die.
      class OwnResolver extends RollResolver {
        readonly added: unknown[] = [];
        override async awaitFulfillment(): Promise<void> {}
        override async addTerm(term: never): Promise<void> {
          this.added.push(term);
        }
        override async resolveResult(): Promise<number> {
          return 2;
        }
      }
      const { methods } = g().CONFIG.Dice.fulfillment;
      methods.pad = { label: "Pad", interactive: true, resolver: OwnResolver, handler: () => 2 };
      expect(g().Roll.resolverImplementation).toBe(RollResolver);
      await g().game.settings.set("core", "diceConfiguration", { d6: "pad" });
      expect(g().Roll.resolverImplementation).toBe(OwnResolver);
      const roll = new (g().Roll)("1d6 + 1d8");
      expect(
        g()
          .Roll.identifyFulfillableTerms(roll.terms)
          .map((t) => t.expression),
      ).toEqual(["1d6"]);
      double.handle.scriptUniform([0.5, 0.5]);
      await roll.evaluate();
      expect(roll._resolver).toBeInstanceOf(OwnResolver);
      expect((roll._resolver as OwnResolver).added.length).toBe(2);
      expect(roll.dice[0]?.results[0]?.result).toBe(2);
    },
  );

  it("simulate, fromData legacy class names, stored dice, and render of an unevaluated roll", async () => {
    double.handle.scriptFaces([1, 2, 3]);
    expect(await g().Roll.simulate("1d6", 3)).toEqual([1, 2, 3]);
    const data: RollData = {
      formula: "{2}",
      total: 2,
      evaluated: true,
      terms: [
        {
          class: "DicePool",
          terms: ["2"],
          rolls: [{ formula: "2", terms: [{ class: "NumericTerm", number: 2 }], total: 2 }],
          results: [{ result: 2, active: true }],
          modifiers: [],
        },
      ],
      dice: [{ class: "Die", number: 1, faces: 6, results: [{ result: 4, active: true }] }],
    };
    const loaded = g().Roll.fromData(data);
    expect(loaded.terms[0]?.constructor.name).toBe("PoolTerm");
    expect(loaded.dice[0]?.total).toBe(4);
    expect(
      g().Roll.fromData({
        formula: "max(1, 2)",
        total: 2,
        terms: [{ class: "MathTerm", fn: "max", terms: ["1", "2"], result: 2 }],
      }).terms[0]?.constructor.name,
    ).toBe("FunctionTerm");
    double.handle.scriptFaces([5]);
    expect(await new (g().Roll)("1d6").render({ flavor: "Fresh" })).toContain('<div class="dice-flavor">Fresh</div>');
    expect(() => g().Roll.fromTerms(["1"] as unknown as RollTerm[])).toThrow(
      "All provided terms must be RollTerm instances",
    );
  });

  it("fromTerms reports a non-numeric total", () => {
    const text = new DoubleTerms.StringTerm({ term: "abc" });
    text._evaluated = true;
    expect(() => g().Roll.fromTerms([text])).toThrow("non-numeric result");
  });

  it("formula data: objects with their own toString, maps, and booleans", () => {
    class Score {
      toString() {
        return "4";
      }
    }
    expect(g().Roll.replaceFormulaData("@s + @m + @b", { s: new Score(), m: new Map([["a", 1]]), b: true })).toBe(
      '4 + ᚖ{"a":1}ᚖ + true',
    );
  });

  it("a roll's inner dice term evaluation uses the root roll's resolver", async () => {
    double.handle.scriptFaces([3, 4]);
    const added = vi.spyOn(RollResolver.prototype, "addTerm");
    const roll = await new (g().Roll)("(1d6 + 1d6)").evaluate();
    expect(added.mock.contexts.every((resolver) => resolver === roll._resolver)).toBe(true);
    expect(added).toHaveBeenCalledTimes(2);
  });
});

describe("messages: remaining properties", () => {
  it(
    "document name, ids, OOC alias, whispered text visibility, " + "creating from a document, explicit whispers kept",
    async () => {
      const { ChatMessage } = g();
      expect(ChatMessage.documentName).toBe("ChatMessage");
      expect(ChatMessage.implementation).toBe(ChatMessage);
      expect(ChatMessage.getSpeakerActor({})).toBeNull();
      const draft = new ChatMessage({ content: "secret", whisper: ["playerUser000000"], style: 1, type: "base" });
      const message = createdMessage(await ChatMessage.create(draft));
      expect(message._id).toBe(message.id);
      expect(message.type).toBe("base");
      expect(message.alias).toBe("Gamemaster");
      expect(message.visible).toBe(true);
      expect(message.isContentVisible).toBe(true);
      expect(message.speakerActor).toBeNull();
      expect(message.getRollData()).toEqual({});
      expect(message.toJSON()).toEqual(message.toObject());
      double.handle.setUser("playerUser000000");
      expect(message.visible).toBe(true);
      double.handle.reset({ users: [{ id: "a", isGM: true }, { id: "b" }, { id: "c" }] });
      // The GM "a" writes it (a player may not author another user's message); "c" is not among the recipients.
      const hidden = createdMessage(await g().ChatMessage.create({ content: "x", whisper: ["b"], author: "a" }));
      double.handle.setUser("c");
      expect(hidden.visible).toBe(false);
      const whispered = g().ChatMessage.applyRollMode({ whisper: ["b"] }, "gmroll");
      expect(whispered.whisper).toEqual(["b"]);
      expect(g().ChatMessage.applyRollMode({}, "roll").whisper).toEqual([]);
      double.handle.reset({});
    },
  );

  it("a _preCreate that returns false skips the message", async () => {
    class Refusing extends g().ChatMessage {
      override async _preCreate(): Promise<boolean> {
        return false;
      }
    }
    expect(await Refusing.create({ content: "no" })).toBeUndefined();
  });
});
