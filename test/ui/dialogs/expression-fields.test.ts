/**
 * The character's numbers in a dialog's number fields (docs/characters.md "@ fields"): a field written
 * `@skills.stealth + 1` is resolved against the roll data the dialog was given, shown beside the field ("= 6"),
 * held to the field's limits like a typed number, and kept as written; a missing or non-number path is that
 * field's error naming the path; without a character, an `@` is an error saying so. Every rule set, its templates.
 */
import { describe, expect, it } from "vitest";
import { buildWith, contextWith, en, field, RULE_SETS } from "./fixtures";
import { renderFields } from "./render-dialog";
import { DIALOG_MODELS } from "../../../src/ui/dialog-models";
import { type FieldView } from "../../../src/ui/dialogs/dialog-types";
import { numbersAsNumbers } from "../../../src/ui/dialogs/numbers-as-numbers";

const ROLL_DATA = {
  skills: { stealth: 5 },
  attributes: { agi: 2 },
  pools: { might: 6 },
  name: "Brunhild",
  huge: 10_000,
};
const withCharacter = { ...contextWith(), rollData: ROLL_DATA };

/** Each rule set's number fields (the ones a player types a number in). */
function numberFields(ruleSet: (typeof RULE_SETS)[number]): FieldView[] {
  return buildWith(ruleSet, {}, withCharacter).fields.filter((f) => f.kind === "number" || f.kind === "stepper");
}

describe("a number field written with the character's numbers", () => {
  it("resolves, shows what it came to, and rolls with it (Kaiser: @skills.stealth + 1 is a bonus of 6)", () => {
    const view = buildWith("kaiser", { bonus: "@skills.stealth + 1" }, withCharacter);
    expect(field(view, "bonus")).toMatchObject({
      value: "@skills.stealth + 1",
      resolved: "= 6",
      error: null,
      expression: true,
    });
    expect(view.spec).toMatchObject({ bonus: 6 });
    // The same as typing 6, odds and all.
    expect(view.odds).toEqual(buildWith("kaiser", { bonus: 6 }, withCharacter).odds);
  });

  it("works in every number field of every rule set", () => {
    for (const ruleSet of RULE_SETS) {
      for (const number of numberFields(ruleSet)) {
        if (number.disabled) continue;
        const typed = buildWith(ruleSet, { [number.name]: 1 }, withCharacter);
        const written = buildWith(ruleSet, { [number.name]: "@attributes.agi - 1" }, withCharacter);
        expect(field(written, number.name).resolved, `${ruleSet}.${number.name}`).toBe("= 1");
        expect(written.spec, `${ruleSet}.${number.name}`).toEqual(typed.spec);
      }
    }
  });

  it("refuses a missing path, a path to a text and a result past the limit, naming what is wrong", () => {
    expect(field(buildWith("kaiser", { bonus: "@skills.stelth" }, withCharacter), "bonus").error).toBe(
      "@skills.stelth is not in this character's data.",
    );
    expect(field(buildWith("kaiser", { bonus: "@name" }, withCharacter), "bonus").error).toBe(
      '@name is not a number in this character\'s data (it holds "Brunhild").',
    );
    const past = buildWith("kingdoms", { pool: "@huge" }, withCharacter);
    expect(field(past, "pool")).toMatchObject({ resolved: "= 10,000" });
    expect(field(past, "pool").error).toMatch(/10,000/);
    expect(past.spec).toBeNull();
    expect(field(buildWith("olde", { count: "2d6" }, withCharacter), "count").error).not.toBeNull();
  });

  it("without a character an @ is an error saying so, and the field keeps what was written (a text input)", () => {
    const view = buildWith("klepto", { modifier: "@skills.stealth" }, contextWith());
    expect(field(view, "modifier")).toMatchObject({ value: "@skills.stealth", expression: true, resolved: null });
    expect(field(view, "modifier").error).toBe(
      "@skills.stealth needs a character: " +
        "control your token or have one assigned to you, " +
        "open this roll from a character's sheet, or write a number.",
    );
    // A plain number without a character stays a number input.
    expect(field(buildWith("klepto", {}, contextWith()), "modifier").expression).toBe(false);
  });

  it("is drawn as a text input with its result beside it, read out with the field", () => {
    const html = renderFields(buildWith("kaiser", { bonus: "@skills.stealth" }, withCharacter));
    const bonus = /<input type="text"[^>]*name="bonus"[^>]*>/.exec(html)?.[0] ?? "";
    expect(bonus).toContain('value="@skills.stealth"');
    expect(bonus).toMatch(/aria-describedby="[^"]*indie-dice-kaiser-bonus-resolved"/);
    expect(html).toContain(
      '<output class="indie-dice-resolved" id="indie-dice-kaiser-bonus-resolved" ' +
        'for="indie-dice-kaiser-bonus">&#x3D; 5</output>',
    );
    // Without a character the fields are number inputs, as before.
    expect(renderFields(buildWith("kaiser", {}, contextWith()))).toMatch(/<input type="number"[^>]*name="bonus"/);
  });

  it("a form read from text inputs keeps plain numbers as numbers, expressions and empty fields as written", () => {
    const view = buildWith("kingdoms", {}, withCharacter);
    expect(numbersAsNumbers({ pool: " 7 ", dice: "", dt: "@skills.stealth", other: "8" }, view)).toEqual({
      pool: 7,
      dice: "",
      dt: "@skills.stealth",
      other: "8",
    });
  });
});

describe("the German dialog", () => {
  it("names the missing path in German", async () => {
    const { createTranslator } = await import("../../../src/ui/translator");
    const german = (await import("../../../lang/de.json")).default;
    const de = createTranslator("de", german, (await import("../../../lang/en.json")).default);
    const model = DIALOG_MODELS.kaiser;
    const view = model.build(
      { ...model.defaults(withCharacter.settings), bonus: "@skills.stelth" },
      { ...withCharacter, i18n: de },
    );
    expect(field(view, "bonus").error).toContain("@skills.stelth");
    expect(field(view, "bonus").error).not.toBe(
      field(buildWith("kaiser", { bonus: "@skills.stelth" }, withCharacter), "bonus").error,
    );
    void en;
  });
});
