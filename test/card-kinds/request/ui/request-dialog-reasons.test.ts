/**
 * The Request a roll dialog's check (src/card-kinds/request/ui/request-dialog-model.ts `requestFieldReasons`): each
 * field's reason as the rule set's own roll dialog gives it, an empty number to pass required, never read as 0; the
 * question's N (`askedQuestion`) read against the rows asked.
 */
import { describe, expect, it } from "vitest";
import english from "../../../../lang/en.json";
import {
  askedQuestion,
  formulaRequestFieldReasons,
  requestFieldReasons,
} from "../../../../src/card-kinds/request/ui/request-dialog-model";
import { createTranslator } from "../../../../src/ui/translator";
import { UNREADABLE_NUMBER } from "../../../../src/ui/dialogs/form-reader";
import { WORLD_DEFAULTS } from "../../../ui/dialogs/fixtures";

const en = createTranslator("en", english);

const reasons = (ruleSet: "kaiser" | "ogs" | "kingdoms" | "klepto", number: string, own: Record<string, string> = {}) =>
  Object.fromEntries(
    requestFieldReasons(
      { ruleSet, choice: () => undefined, number, own: new Map(Object.entries(own)) },
      WORLD_DEFAULTS,
      en,
    ),
  );

describe("the Request a roll dialog's reasons", () => {
  it("a difficulty past the rule set's limit, or none, is refused beside its field; a fine one is not", () => {
    expect(reasons("kaiser", "99999999")).toEqual({
      number: "Kaiser: the difficulty must be a whole number from −1,000,000 to 1,000,000, not 99,999,999.",
    });
    expect(reasons("kaiser", "")).toEqual({ number: "Enter a whole number from −1,000,000 to 1,000,000." });
    expect(reasons("kaiser", "12", { own0: "", own1: "3" })).toEqual({ number: null, own0: null, own1: null });
  });

  it("OGS's roll may go without a difficulty; its request may not. The Kleptonomicon's has none to ask", () => {
    expect(reasons("ogs", "")).toEqual({
      number: "Enter the number to pass: a request without one would have nothing to roll against.",
    });
    expect(reasons("klepto", "", { own0: "2" })).toEqual({ own0: null });
  });

  it("a row's own number is held to the rule set's limit for it", () => {
    expect(reasons("kingdoms", "7", { own0: "0", own1: "5" })).toMatchObject({ number: null, own1: null });
    expect(reasons("kingdoms", "7", { own0: "0" }).own0).toBe(
      "Kingdoms and Rulers: a dice pool must be a whole number of dice from 1 to 200, not 0.",
    );
  });

  it(
    'a number the browser cannot read (a lone "-": ' +
      'the GM\'s form says UNREADABLE_NUMBER) is said to be none, never quoted as "NaN" (issue 64)',
    () => {
      const notANumber = "That is not a number: enter a whole number from −1,000,000 to 1,000,000.";
      expect(reasons("kaiser", UNREADABLE_NUMBER, { own0: UNREADABLE_NUMBER })).toEqual({
        number: notANumber,
        own0: notANumber,
      });
      expect(reasons("kingdoms", "7", { own0: UNREADABLE_NUMBER }).own0).toBe(
        "That is not a number: enter a whole number from 1 to 200.",
      );
      expect(formulaRequestFieldReasons("1d20", UNREADABLE_NUMBER, en).get("number")).toBe(notANumber);
    },
  );

  it("a formula request names an empty formula beside the formula and an empty target beside the target", () => {
    expect(Object.fromEntries(formulaRequestFieldReasons("", "", en))).toEqual({
      formula: english.INDIE_DICE.FormulaRequest.Error.NoFormula,
      number: english.INDIE_DICE.FormulaRequest.Error.NoTarget,
    });
    expect(Object.fromEntries(formulaRequestFieldReasons("1d20", "15", en))).toEqual({ formula: null, number: null });
  });

  it(
    "the question's N: required when At least … is chosen, whole, from 1 to the rows asked; " +
      "no reason for another choice",
    () => {
      expect(askedQuestion("atLeastHalf", "", 3, en)).toEqual({ question: "atLeastHalf", reason: null });
      expect(askedQuestion("atLeast", "2", 3, en)).toEqual({ question: { atLeast: 2 }, reason: null });
      expect(askedQuestion("atLeast", "", 3, en).reason).toBe("Enter how many must pass.");
      expect(askedQuestion("atLeast", "4", 3, en).reason).toBe(
        "“At least 4” cannot be asked: the number must be whole, from 1 to 3 (the tokens asked).",
      );
      expect(askedQuestion("atLeast", "1.5", 3, en).reason).toBe(
        "“At least 1.5” cannot be asked: the number must be whole, from 1 to 3 (the tokens asked).",
      );
      expect(askedQuestion("atLeast", "NaN", 3, en).reason).toBe("Enter how many must pass.");
      // No row asked yet: the chance line says so, and the request refuses; the field has nothing to say.
      expect(askedQuestion("atLeast", "9", 0, en).reason).toBeNull();
      expect(askedQuestion("everyone", "9", 0, en)).toEqual({ question: "everyone", reason: null });
    },
  );
});
