// @vitest-environment happy-dom
/**
 * `api.odds.distribution` and `api.odds.chance` as a macro calls them in Foundry (docs/formula-odds.md): the
 * exact table of a formula in Foundry's notation with a character's `@` numbers, and refusals in the user's language.
 */
import { describe, expect, it } from "vitest";
import type { IndieDiceError } from "../../src/core/errors";
import { useIndieDice } from "./support/helpers";
import { at, must } from "../kit";

const api = () => must(must(game.modules.get("indie-dice")).api);
const rollData = { abilities: { dex: { mod: 3 } } };

describe("api.odds.distribution and api.odds.chance (English)", () => {
  useIndieDice();

  it("gives the exact table of 2d20kh + a character's modifier, ascending, summing to 1", () => {
    const { resolved, outcomes, tail } = api().odds.distribution("2d20kh + @abilities.dex.mod", { data: rollData });
    expect(resolved).toBe("2d20kh + 3");
    expect(tail).toBe(0);
    expect(outcomes.map(([total]) => total)).toEqual(Array.from({ length: 20 }, (_, i) => i + 4));
    // The highest of two d20s is k with chance (2k − 1)/400.
    outcomes.forEach(([total, p]) => expect(p).toBeCloseTo((2 * (total - 3) - 1) / 400, 14));
    expect(outcomes.reduce((sum, [, p]) => sum + p, 0)).toBeCloseTo(1, 12);
  });

  it("states the tail an exploding die leaves out, below 1e-12", () => {
    const { outcomes, tail } = api().odds.distribution("1d6x");
    expect(tail).toBeGreaterThan(0);
    expect(tail).toBeLessThan(1e-12);
    expect(Math.abs(outcomes.reduce((sum, [, p]) => sum + p, 0) + tail - 1)).toBeLessThan(1e-12);
  });

  it("answers at least, at most and exactly", () => {
    expect(api().odds.chance("1d20 + @abilities.dex.mod", { target: 15, data: rollData })).toBeCloseTo(9 / 20, 14);
    expect(
      api().odds.chance("1d20 + @abilities.dex.mod", { target: 15, compare: "atMost", data: rollData }),
    ).toBeCloseTo(12 / 20, 14);
    expect(api().odds.chance("2d6", { target: 7, compare: "exactly" })).toBeCloseTo(6 / 36, 14);
  });

  it("refuses what it cannot answer exactly, naming the part, with the module's error as the cause", () => {
    const refusal = (() => {
      try {
        api().odds.distribution("1d20 + 2dc");
      } catch (error) {
        return error as Error;
      }
      return null;
    })();
    expect(refusal?.message).toBe("Exact odds cannot be computed for “2dc” in this formula.");
    expect((refusal?.cause as IndieDiceError).key).toBe("INDIE_DICE.Error.Formula.Unsupported");
    expect(() => api().odds.distribution("1d20 + @abilities.str.mod", { data: rollData })).toThrow(
      "@abilities.str.mod is not in this character's data.",
    );
    expect(() => api().odds.chance("1d20", { target: Number.NaN })).toThrow("must be a number, not NaN");
    // A macro in plain JavaScript may pass anything.
    const untyped = api().odds.chance as (formula: string, options: object) => number;
    expect(() => untyped("1d20", { target: 10, compare: "over" })).toThrow('not "over"');
  });

  it("reads its refusals as sentences: the part whole, text as no formula, limits in dice", () => {
    expect(() => api().odds.distribution("<b>html</b>")).toThrow(
      "“<b>html</b>” is not a dice formula: write dice and numbers, such as 2d6 + 3.",
    );
    expect(() => api().odds.chance("1d20 + sword", { target: 10 })).toThrow(
      "“sword” is not part of Foundry's dice notation",
    );
    expect(() => api().odds.distribution("100d100x")).toThrow(
      "“100d100x” rolls 100 exploding dice, too many for exact odds: this formula takes at most 27 of them.",
    );
  });
});

describe("api.odds.compare and api.odds.series (English)", () => {
  useIndieDice();

  it("compares a character's advantage against a flat bonus, and sweeps a bonus against a target", () => {
    const [pair] = api().odds.compare(["2d20kh + @abilities.dex.mod", "1d20 + 6"], { data: rollData });
    // The highest of two d20s, m, with chance (2m − 1)/400, against a d20 that must stay below m + 3 − 6.
    let greater = 0;
    for (let m = 1; m <= 20; m++) greater += (((2 * m - 1) / 400) * Math.min(20, Math.max(0, m - 4))) / 20;
    expect(pair).toMatchObject({ first: 0, second: 1, tail: 0 });
    expect(must(pair).greater).toBeCloseTo(greater, 14);
    expect(must(pair).greater + must(pair).equal + must(pair).less).toBeCloseTo(1, 14);
    const series = api().odds.series("1d20 + @abilities.dex.mod + @b", {
      path: "b",
      from: 0,
      to: 2,
      target: 15,
      data: rollData,
    });
    expect(series).toEqual([9, 10, 11].map((faces, i) => ({ value: i, chance: expect.closeTo(faces / 20, 14) })));
  });

  it("refuses in the user's words: a list of one, no list, a path the formula does not read, a range backwards", () => {
    expect(() => api().odds.compare(["1d20"])).toThrow("Formulas are compared 2 to 4 at a time, not 1.");
    const untyped = api().odds.compare as (formulas: unknown) => unknown;
    expect(() => untyped("1d20")).toThrow("formulas must be a list");
    expect(() => api().odds.series("1d20", { path: "b", from: 0, to: 3, target: 10 })).toThrow(
      "The formula does not read @b",
    );
    expect(() => api().odds.series("1d20 + @b", { path: "b", from: 3, to: 0, target: 10 })).toThrow("not from 3 to 0");
    const loose = api().odds.series as (formula: string, options: object) => unknown;
    expect(() => loose("1d20 + @b", { path: "b", from: 0, to: 3, target: 10, compare: "over" })).toThrow('not "over"');
  });
});

describe("api.odds refusals in German", () => {
  useIndieDice({ langFile: "lang/de.json" });

  it("names the part in the user's language", () => {
    expect(() => api().odds.distribution("1d6foo")).toThrow(
      "Für „foo“ in dieser Formel lassen sich keine exakten Chancen berechnen.",
    );
    expect(() => api().odds.distribution("{3, 5}kh")).toThrow("„{3, 5}kh“ enthält keine Würfel:");
    expect(() => api().odds.distribution("101d6")).toThrow(
      "Ein Würfelterm wirft für exakte Chancen 0 bis 100 Würfel, nicht 101.",
    );
    expect(() => api().odds.distribution("abc")).toThrow(
      "„abc“ ist keine Würfelformel: Schreibe Würfel und Zahlen, etwa 2d6 + 3.",
    );
    expect(() => api().odds.distribution("100d100x")).toThrow(
      "„100d100x“ wirft 100 explodierende Würfel, zu viele für exakte Chancen: " +
        "Diese Formel verkraftet höchstens 27 davon.",
    );
  });
});

describe('api.odds.damage (docs/systems.md "A damage question")', () => {
  useIndieDice();
  const longsword = { parts: [{ formula: "1d8 + 3", type: "slashing" }], targets: [{ rules: "dnd5e", hp: 9 }] };

  it("answers a longsword at a 9-hit-point goblin: 3 in 8 on a hit, 54 in 64 on dnd5e's critical (2d8 + 3)", () => {
    const hit = api().odds.damage(longsword);
    expect(hit.mean).toBeCloseTo(7.5, 14);
    expect(at(hit.targets, 0).drop).toBeCloseTo(3 / 8, 14);
    const critical = api().odds.damage({ ...longsword, critical: { rule: "dnd5e" } });
    expect(critical.parts.map((part) => part.formula)).toEqual(["2d8 + 3"]);
    expect(critical.mean).toBeCloseTo(12, 14);
    expect(at(critical.targets, 0).drop).toBeCloseTo(54 / 64, 14);
    // Pathfinder 2e's default critical, deadly d8 undoubled, at a target with weakness 5.
    const strike = api().odds.damage({
      parts: [
        { formula: "2d8 + 4", type: "slashing" },
        { formula: "1d8", type: "slashing", criticalOnly: true },
      ],
      critical: { rule: "pf2eDoubleDamage" },
      targets: [{ rules: "pf2e", hp: 30, weaknesses: { slashing: 5 } }],
    });
    expect(strike.parts.map((part) => part.formula)).toEqual(["2 * (2d8 + 4) + 1d8"]);
    expect(at(strike.targets, 0).mean).toBeCloseTo(35.5, 12);
  });

  it("refuses what a macro sends wrong in the user's words, the module's error as the cause, nothing raw", () => {
    // A macro in plain JavaScript may pass anything.
    const untyped = (question: unknown): unknown => Reflect.apply(api().odds.damage, api().odds, [question]);
    expect(() => untyped(null)).toThrow(
      "A damage question is an object with its parts (each a formula and a type), not null.",
    );
    expect(() => untyped({ ...longsword, critical: { rule: "triple" } })).toThrow(
      "A critical rule is one of dnd5e, dnd5eMultiplyModifiers, dnd5eMaximizeDice, pf2eDoubleDamage, " +
        'pf2eDoubleDice, not "triple".',
    );
    expect(() => untyped({ ...longsword, targets: [{ rules: "gurps", hp: 3 }] })).toThrow("one of none, dnd5e, pf2e");
    expect(() => untyped({ parts: [{ formula: "1d8 + sword", type: "slashing" }] })).toThrow(
      "“sword” is not part of Foundry's dice notation",
    );
    const cause = (() => {
      try {
        untyped({ parts: [] });
      } catch (error) {
        return error instanceof Error ? error.cause : error;
      }
      return null;
    })();
    expect(cause).toMatchObject({ key: "INDIE_DICE.Error.Limit.DamageParts" });
  });
});

describe("api.odds.damage refusals in German", () => {
  useIndieDice({ langFile: "lang/de.json" });

  it("says what is wrong in the user's language", () => {
    // A macro in plain JavaScript may pass anything.
    const untyped = (question: unknown): unknown => Reflect.apply(api().odds.damage, api().odds, [question]);
    expect(() => untyped({ parts: [{ formula: 3 }] })).toThrow(
      "Jeder Teil einer Schadensfrage ist eine Formel und eine Schadensart (formula, type), nicht [object Object].",
    );
  });
});
