import { describe, expect, it } from "vitest";
import english from "../../../lang/en.json";
import { IndieDiceError } from "../../../src/core/errors";
import { checkSavedSpec } from "../../../src/ui/saved-rolls/check-saved-spec";
import { createTranslator } from "../../../src/ui/translator";
import { defaultPageSettings } from "../../../calculator/world-settings";
import { indieErrorIn } from "../../kit";

const en = createTranslator("en", english);

describe("a saved roll's fields, checked as its rule set's dialog checks them", () => {
  it("takes fields the dialog takes, an @ expression standing in for a number the field takes", () => {
    expect(() =>
      checkSavedSpec(en, defaultPageSettings(), "kaiser", {
        kind: "skill",
        bonus: "@skills.stealth + 1",
        advantage: 1,
        difficulty: 12,
      }),
    ).not.toThrow();
    expect(() => checkSavedSpec(en, defaultPageSettings(), "kingdoms", { pool: "@pools.might", dt: 7 })).not.toThrow();
  });

  it("refuses a value outside the dialog's limits, naming the field and the dialog's own error", () => {
    try {
      checkSavedSpec(en, defaultPageSettings(), "kaiser", { kind: "skill", bonus: 2_000_000 });
      throw new Error("not refused");
    } catch (error) {
      expect(error).toBeInstanceOf(IndieDiceError);
      expect(indieErrorIn(error).key).toBe("INDIE_DICE.Error.SavedRoll.Field");
      expect(String(indieErrorIn(error).data.field)).toBe("Value");
    }
  });
});

describe("a saved roll's field names", () => {
  it("are the rule set's own: a name it would pass over in silence is refused, naming the names there are", () => {
    try {
      checkSavedSpec(en, defaultPageSettings(), "klepto", { modifier: 1, advantage: 2 });
      throw new Error("not refused");
    } catch (error) {
      expect(indieErrorIn(error).key).toBe("INDIE_DICE.Error.SavedRoll.UnknownField");
      expect(indieErrorIn(error).message).toMatch(
        /^“advantage” is no field of this rule set's rolls \(they take: .*advantages.*\)\.$/,
      );
    }
  });
});
