/**
 * Each model's `chance` (the one figure the Rolls window shows for a saved roll) is exactly the figure its dialog's
 * odds give — the same probability and label — across many forms of every rule set and every world reading that
 * changes it; a roll with nothing to succeed at has none.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIALOG_MODELS } from "../../../src/ui/dialog-models";
import { type FormValues } from "../../../src/ui/dialogs/dialog-types";
import { type RuleSetId } from "../../../src/core/rule-set-types";
import { contextWith } from "./fixtures";
import { must } from "../../kit";

const OUTCOMES = ["success", "win", "reach", "pass"];

function agree(ruleSet: RuleSetId, form: FormValues, settings: Parameters<typeof contextWith>[0] = {}): void {
  const context = contextWith(settings);
  const model = DIALOG_MODELS[ruleSet] as (typeof DIALOG_MODELS)["kaiser"];
  const view = model.build({ ...model.defaults(context.settings), ...form }, context);
  if (!view.spec) return;
  const row =
    OUTCOMES.map((outcome) => must(view.odds).rows.find((candidate) => candidate.outcome === outcome)).find(Boolean) ??
    null;
  const chance = model.chance(view.spec, context);
  expect(
    chance && { outcome: chance.outcome, label: chance.label, probability: chance.probability },
    JSON.stringify({ ruleSet, form, settings }),
  ).toEqual(row && { outcome: row.outcome, label: row.label, probability: row.probability });
}

const RUNS = { numRuns: 60, seed: 20261124 };

describe("a model's chance is its dialog's own headline figure", () => {
  it("Kaiser: against a difficulty, an opponent (either tie rule and Fumble reading), or none", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("skill", "characteristic", "resistance"),
        fc.integer({ min: -20, max: 30 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom("difficulty", "opposed", "none"),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom("defender", "roll-off"),
        fc.constantFrom("loses", "compared"),
        (kind, bonus, advantages, disadvantages, mode, other, kaiserTieRule, kaiserOpposedFumble) =>
          agree(
            "kaiser",
            { kind, bonus, advantages, disadvantages, mode, difficulty: other, opponent: other },
            { kaiserTieRule, kaiserOpposedFumble },
          ),
      ),
      RUNS,
    );
  });

  it("OGS, K&R (both basic-test readings), the Kleptonomicon and Dungeons of Olde", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("4", "6", "8", "10", "12"),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: -5, max: 5 }),
        fc.option(fc.integer({ min: 2, max: 30 })),
        (stat, stages, flatBonus, difficulty) =>
          agree("ogs", { stat, stages, flatBonus, difficulty: difficulty ?? "" }),
      ),
      RUNS,
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 13 }),
        fc.constantFrom("zeroOrMore", "positive"),
        (pool, dt, kingdomsBasicRule) =>
          agree("kingdoms", { pool, dice: Math.max(1, pool - 2), dt }, { kingdomsBasicRule }),
      ),
      RUNS,
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 10 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        (modifier, advantages, disadvantages) => agree("klepto", { modifier, advantages, disadvantages }),
      ),
      RUNS,
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom(4, 6, 8, 10, 12, 20),
        fc.integer({ min: -5, max: 5 }),
        fc.boolean(),
        fc.option(fc.integer({ min: 1, max: 60 })),
        (count, faces, adjustment, unlimited, target) =>
          agree("olde", { count, faces, adjustment, unlimited, target: target ?? "" }),
      ),
      RUNS,
    );
  });
});
