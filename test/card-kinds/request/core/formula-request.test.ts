/**
 * Requests for any system (docs/cards.md "Requests for any system"): a formula request's spec is read and stored
 * as checked; each row's `@` paths come from its own character, so three characters with Dexterity modifiers 3, 0
 * and 5 have three different exact chances of `1d20 + @abilities.dex.mod` reaching 15 — checked against a brute
 * force over the d20's faces — and the group's chance for every question follows from them exactly as for a rule
 * set's rows; a roll's total is judged by the same comparison; a missing path is the row's own refusal, a part the
 * exact odds cannot answer the formula's.
 */
import { describe, expect, it } from "vitest";
import { IndieDiceError } from "../../../../src/core/errors";
import {
  isCharacterRefusal,
  judgeFormulaRow,
  readFormulaSpec,
  rowFormula,
} from "../../../../src/card-kinds/request/core/formula-request";
import { groupChance, groupVerdict, type QuestionRow } from "../../../../src/card-kinds/request/core/group-question";
import { REQUEST_STATE_SCHEMA } from "../../../../src/card-kinds/request/core/request-schema";
import {
  fixedForRoller,
  questionRows,
  recordRequestRoll,
  rollerFixed,
  startRequest,
} from "../../../../src/card-kinds/request/core/request-state";
import { must } from "../../../kit";

const SPEC = { formula: "1d20 + @abilities.dex.mod", target: 15, compare: "atLeast" } as const;
const DEX = [3, 0, 5];
const character = (mod: number) => ({ abilities: { dex: { mod } } });

/** P(d20 + mod compares to the target), counted face by face. */
function bruteForce(mod: number, target: number, compare: "atLeast" | "atMost" | "exactly"): number {
  let hits = 0;
  for (let face = 1; face <= 20; face++) {
    const total = face + mod;
    if (compare === "atLeast" ? total >= target : compare === "atMost" ? total <= target : total === target) hits++;
  }
  return hits / 20;
}

function request(options: Record<string, unknown> = {}) {
  return startRequest({
    ruleSet: "formula",
    spec: { ...SPEC },
    question: "everyone",
    rows: DEX.map((_, index) => ({ id: `row${index}`, actorUuid: `Actor.a${index}`, name: `Hero ${index}` })),
    ...options,
  });
}

describe("a formula request's spec", () => {
  it(
    "is stored as read: the formula as written, a whole-number target " +
      "(text from a dialog too), the comparison (default at least)",
    () => {
      const state = request();
      expect(state.ruleSet).toBe("formula");
      expect(state.spec).toEqual(SPEC);
      expect(REQUEST_STATE_SCHEMA.check(JSON.parse(JSON.stringify(state)), "request")).toBeTruthy();
      expect(readFormulaSpec({ formula: " 2d6 + 1 ", target: "−3" })).toEqual({
        formula: "2d6 + 1",
        target: -3,
        compare: "atLeast",
      });
    },
  );

  it(
    "refuses a request without a formula or a target, " +
      "a target that is no whole number, a comparison it does not know",
    () => {
      const refusal = (spec: Record<string, unknown>) => {
        try {
          readFormulaSpec(spec);
        } catch (error) {
          return error instanceof IndieDiceError ? [error.key, error.message] : String(error);
        }
        return "accepted";
      };
      expect(refusal({ target: 5 })[0]).toBe("INDIE_DICE.FormulaRequest.Error.NoFormula");
      expect(refusal({ formula: "1d20" })[0]).toBe("INDIE_DICE.FormulaRequest.Error.NoTarget");
      expect(refusal({ formula: "1d20", target: 2.5 })).toEqual([
        "INDIE_DICE.FormulaRequest.Error.Target",
        "“2.5” is no target: a formula request needs a whole number from −1000000 to 1000000.",
      ]);
      expect(refusal({ formula: "1d20", target: 5, compare: "above" })[1]).toBe(
        "“above” is no comparison: a formula's total is compared atLeast, atMost or exactly.",
      );
      expect(refusal({ formula: "1d6".repeat(70), target: 5 })[0]).toBe("INDIE_DICE.FormulaRequest.Error.TooLong");
      expect(() =>
        startRequest({
          ruleSet: "formula",
          spec: { formula: "", target: 3 },
          rows: [{ id: "a", actorUuid: null, name: "A" }],
        }),
      ).toThrow("A formula request needs a formula");
    },
  );

  it("keeps the target from the roller when the GM hides it, as a rule set's difficulty", () => {
    const hidden = request({ showDifficulty: false });
    expect(rollerFixed(hidden)).toEqual({ formula: SPEC.formula, compare: "atLeast" });
    expect(fixedForRoller(hidden).values).toHaveProperty("target", undefined);
  });
});

describe("each row's chance, from its own character", () => {
  it("reads 1d20 + @abilities.dex.mod with each character's own modifier: 9/20, 6/20 and 11/20 of reaching 15", () => {
    const rows = DEX.map((mod) => rowFormula(readFormulaSpec(SPEC), character(mod)));
    expect(rows.map((row) => row.resolved)).toEqual(["1d20 + 3", "1d20 + 0", "1d20 + 5"]);
    [9 / 20, 6 / 20, 11 / 20].forEach((chance, index) => expect(must(rows[index]).chance).toBeCloseTo(chance, 15));
    for (const [index, mod] of DEX.entries())
      expect(must(rows[index]).chance).toBeCloseTo(bruteForce(mod, 15, "atLeast"), 15);
  });

  it("at most and exactly count the other faces", () => {
    for (const compare of ["atMost", "exactly"] as const) {
      for (const mod of DEX)
        expect(rowFormula(readFormulaSpec({ ...SPEC, compare }), character(mod)).chance).toBeCloseTo(
          bruteForce(mod, 15, compare),
          15,
        );
    }
  });

  it(
    "a character without the path is that row's refusal, named; " +
      "a part the exact odds cannot answer is the formula's",
    () => {
      const missing = (() => {
        try {
          rowFormula(readFormulaSpec(SPEC), { abilities: {} });
        } catch (error) {
          return error;
        }
      })();
      expect(missing).toBeInstanceOf(IndieDiceError);
      expect((missing as Error).message).toBe("@abilities.dex.mod is not in this character's data.");
      expect(isCharacterRefusal(missing)).toBe(true);
      const unsupported = (() => {
        try {
          rowFormula(readFormulaSpec({ formula: "random()", target: 3 }), {});
        } catch (error) {
          return error;
        }
      })();
      expect(unsupported).toBeInstanceOf(IndieDiceError);
      expect(isCharacterRefusal(unsupported)).toBe(false);
    },
  );
});

describe("the group's exact chance with three characters", () => {
  const [a, b, c] = DEX.map((mod) => bruteForce(mod, 15, "atLeast")) as [number, number, number];
  const pending = DEX.map((mod): QuestionRow => ({
    state: "pending",
    chance: rowFormula(readFormulaSpec(SPEC), character(mod)).chance,
  }));

  it(
    "everyone, at least one and most: " + "the product, the complement and two of three, as brute force counts them",
    () => {
      // Brute force over the three d20s: 8000 outcomes.
      const counts = { everyone: 0, atLeastOne: 0, most: 0 };
      for (let x = 1; x <= 20; x++) {
        for (let y = 1; y <= 20; y++) {
          for (let z = 1; z <= 20; z++) {
            const passes = [x + must(DEX[0]), y + must(DEX[1]), z + must(DEX[2])].filter((total) => total >= 15).length;
            counts.everyone += passes === 3 ? 1 : 0;
            counts.atLeastOne += passes >= 1 ? 1 : 0;
            counts.most += passes >= 2 ? 1 : 0;
          }
        }
      }
      expect(groupChance("everyone", pending)).toBeCloseTo(counts.everyone / 8000, 14);
      expect(groupChance("atLeastOne", pending)).toBeCloseTo(counts.atLeastOne / 8000, 14);
      expect(groupChance("most", pending)).toBeCloseTo(counts.most / 8000, 14);
      expect(counts.everyone / 8000).toBeCloseTo(a * b * c, 14);
      expect(groupChance("each", pending)).toBeNull();
    },
  );

  it("a recorded row is judged by the comparison its chance used, and the group's chance is conditioned on it", () => {
    const spec = readFormulaSpec(SPEC);
    expect(judgeFormulaRow(15, spec)).toEqual({ passed: true, detail: { ruleSet: "formula", total: 15, target: 15 } });
    expect(judgeFormulaRow(14, spec).passed).toBe(false);
    expect(judgeFormulaRow(15, { ...spec, compare: "atMost" }).passed).toBe(true);
    expect(judgeFormulaRow(16, { ...spec, compare: "atMost" }).passed).toBe(false);
    expect(judgeFormulaRow(16, { ...spec, compare: "exactly" }).passed).toBe(false);
    const state = recordRequestRoll(request(), "row0", "message0", { resolved: "1d20 + 3" });
    expect(must(state.participants[0]).resolved).toBe("1d20 + 3");
    const chances: Record<string, number> = { row0: a, row1: b, row2: c };
    const rows = questionRows(
      state,
      () => judgeFormulaRow(17, spec).passed,
      (row) => chances[row.id] ?? null,
    );
    expect(groupChance("everyone", rows)).toBeCloseTo(b * c, 15);
    expect(groupChance("atLeastOne", rows)).toBe(1);
    expect(groupVerdict("atLeastOne", rows)).toBe("passed");
  });
});
