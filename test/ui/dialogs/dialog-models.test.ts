/**
 * What every roll dialog's view model promises, whatever the player types: it never throws, a bad field is an
 * error shown beside that field (never one the player cannot see), the Roll button is offered exactly when
 * there is a request, and a request the dialog accepts always gets its exact odds.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIALOG_MODELS } from "../../../src/ui/dialog-models";
import { type DialogView, type FormValues } from "../../../src/ui/dialogs/dialog-types";
import { type RuleSetId } from "../../../src/core/rule-set-types";
import { buildWith, contextWith, en, RULE_SETS } from "./fixtures";
import { dialogFixtures } from "../../rule-sets/fixtures";
import { must } from "../../kit";

/** What a form can hold for a field: mostly plausible values, often junk, at or past the limits. */
const formValue: fc.Arbitrary<FormValues[string]> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -3, max: 25 }) },
  { weight: 2, arbitrary: fc.integer({ min: -3, max: 25 }).map(String) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<FormValues[string]>(
      "",
      " ",
      null,
      undefined,
      true,
      false,
      "on",
      NaN,
      2.5,
      "2.5",
      "1e3",
      "abc",
      "−2",
      "+4",
      1e9,
      -1e9,
      1e300,
      "9".repeat(400),
      200,
      201,
      1_000_000,
      1_000_001,
      -1_000_001,
      Number.MAX_SAFE_INTEGER + 2,
      "none",
      "modifier",
      "every",
      "skill",
      "characteristic",
      "resistance",
      "difficulty",
      "opposed",
      "[..6] a, [7..9] b, [10..] c",
      "[..6] a, [7..9 b",
      "[0!] x",
      "<img src=x onerror=alert(1)>",
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

/** Every field the model's defaults name, each given an arbitrary value or left out. */
function formFor(ruleSet: RuleSetId): fc.Arbitrary<FormValues> {
  const names = Object.keys(DIALOG_MODELS[ruleSet].defaults(contextWith().settings));
  return fc.record(Object.fromEntries(names.map((name) => [name, formValue])), { requiredKeys: [] });
}

const visibleErrors = (view: DialogView) => view.fields.filter((field) => field.error !== null).length;

describe.each(RULE_SETS)("the %s dialog's model, for any form", (ruleSet) => {
  const context = contextWith();
  const fieldNames = buildWith(ruleSet).fields.map((field) => field.name);

  it("never throws, shows every error beside its field, and offers Roll exactly when there is a request", () => {
    fc.assert(
      fc.property(formFor(ruleSet), (form) => {
        const view = DIALOG_MODELS[ruleSet].build(form, context) as DialogView;
        expect(view.fields.map((field) => field.name)).toEqual(fieldNames);
        expect(view.errorCount).toBe(visibleErrors(view));
        expect(view.canRoll).toBe(view.errorCount === 0);
        expect(view.spec === null).toBe(!view.canRoll);
        for (const field of view.fields) if (field.disabled) expect(field.error).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it("accepts only requests its Roll factory accepts, and works out their exact odds", () => {
    const unavailable = en.localize("INDIE_DICE.Dialog.Odds.Unavailable");
    fc.assert(
      fc.property(formFor(ruleSet), (form) => {
        const view = DIALOG_MODELS[ruleSet].build(form, context) as DialogView;
        if (!view.canRoll) {
          expect(view.odds).toBeNull();
          return;
        }
        // The checks the rule set's Roll factory runs again, from its tests
        // (test/rule-sets/<id>/ui/dialog-fixtures.ts).
        const check = dialogFixtures(ruleSet).factoryCheck as (request: unknown) => void;
        expect(() => check(view.spec)).not.toThrow();
        expect(view.odds).not.toBeNull();
        expect(must(view.odds).heading).not.toBe(unavailable);
        for (const row of must(view.odds).rows) {
          expect(row.probability).toBeGreaterThanOrEqual(0);
          expect(row.probability).toBeLessThanOrEqual(1 + 1e-12);
        }
      }),
      { numRuns: 150 },
    );
  });
});

/** Every string in a view: labels, hints, options, notes, errors, odds and chart text. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

describe("every dialog's text", () => {
  it.each(RULE_SETS)("%s: is localized, with no message key left showing", (ruleSet) => {
    // Each rule set's forms, from its tests (test/rule-sets/<id>/ui/dialog-fixtures.ts).
    for (const form of dialogFixtures(ruleSet).textForms) {
      const view = buildWith(ruleSet, form);
      const texts = strings(view).filter((s) => s.includes("INDIE_DICE."));
      expect(texts).toEqual([]);
    }
  });

  it.each(RULE_SETS)("%s: gives every field a unique id under the dialog's prefix", (ruleSet) => {
    const model = DIALOG_MODELS[ruleSet];
    const view = model.build(model.defaults(contextWith().settings), {
      ...contextWith(),
      idPrefix: "app-3",
    }) as DialogView;
    expect(view.fields.map((f) => f.id)).toEqual(view.fields.map((f) => `app-3-${f.name}`));
    expect(buildWith(ruleSet).fields.map((f) => f.id)).toEqual(
      view.fields.map((f) => `indie-dice-${ruleSet}-${f.name}`),
    );
  });
});
