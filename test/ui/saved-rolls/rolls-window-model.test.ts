/**
 * The Rolls window's view model and *Save as…*'s spec: each saved roll with its rule set, what it rolls and, where it
 * has something to succeed at, the exact chance its dialog gives — read with the character's numbers now; a roll
 * those numbers no longer fit says why. *Save as…* keeps fields written with `@` as written.
 */
import { describe, expect, it } from "vitest";
import english from "../../../lang/en.json";
import german from "../../../lang/de.json";
import type { SavedRoll } from "../../../src/core/saved-rolls/saved-roll-types";
import { DIALOG_MODELS } from "../../../src/ui/dialog-models";
import { buildRollsWindow } from "../../../src/ui/saved-rolls/rolls-window-model";
import { specForDialog, specFromForm } from "../../../src/ui/saved-rolls/spec-from-form";
import { createTranslator } from "../../../src/ui/translator";
import { WORLD_DEFAULTS } from "../dialogs/fixtures";
import { must } from "../../kit";

const en = createTranslator("en", english);
const de = createTranslator("de", german, english);
const context = { i18n: en, settings: WORLD_DEFAULTS, showOdds: true };
const ROLL_DATA = { skills: { stealth: 5 }, pools: { might: 6 } };

const ROLLS: SavedRoll[] = [
  {
    id: "a",
    name: "Stealth",
    ruleSet: "kaiser",
    spec: { kind: "skill", bonus: "@skills.stealth", advantage: 1, difficulty: 12 },
  },
  { id: "b", name: "Might", ruleSet: "kingdoms", spec: { pool: "@pools.might", dt: 7 } },
  { id: "c", name: "Damage", ruleSet: "olde", spec: { count: 2, faces: 6, adjustment: 1, unlimited: false } },
  { id: "d", name: "Typo", ruleSet: "klepto", spec: { modifier: "@skills.stelth" } },
];

function windowOf(rollData: unknown = ROLL_DATA, rolls = ROLLS, i18n = en) {
  return buildRollsWindow(
    { actorName: "Brunhild", rolls, problem: null, rollData, canEdit: true },
    { ...context, i18n },
  );
}

/** The chance the rule set's own dialog shows for the same fields, read with the same numbers. */
function dialogChance(ruleSet: "kaiser" | "kingdoms", form: Record<string, unknown>, outcome: string): number {
  const model = DIALOG_MODELS[ruleSet] as (typeof DIALOG_MODELS)["kaiser"];
  const view = model.build({ ...model.defaults(WORLD_DEFAULTS), ...model.formFromSpec(form, WORLD_DEFAULTS) }, context);
  return must(must(view.odds).rows.find((row) => row.outcome === outcome)).probability;
}

describe("the Rolls window", () => {
  it("lists each roll with its rule set, what it rolls and its dialog's own exact chance", () => {
    const view = windowOf();
    expect(view.title).toBe("Saved rolls: Brunhild");
    expect(view.rows.map((row) => [row.name, row.ruleSetLabel, row.summary])).toEqual([
      ["Stealth", "Kaiser", "3d6kh2ko + 5, against 12"],
      ["Might", "Kingdoms and Rulers", "6d12kr7"],
      ["Damage", "Dungeons of Olde", "2d6 + 1"],
      ["Typo", "The Kleptonomicon", ""],
    ]);
    expect(must(must(view.rows[0]).chance).probability).toBe(
      dialogChance("kaiser", { kind: "skill", bonus: 5, advantage: 1, difficulty: 12 }, "success"),
    );
    expect(must(must(view.rows[1]).chance).probability).toBe(dialogChance("kingdoms", { pool: 6, dt: 7 }, "success"));
    // Nothing to succeed at: no chance, and no error either.
    expect(view.rows[2]).toMatchObject({ chance: null, error: null });
    expect(view.rows.map((row) => [row.first, row.last])).toEqual([
      [true, false],
      [false, false],
      [false, false],
      [false, true],
    ]);
  });

  it("follows the character's numbers, and says why a roll they no longer fit cannot be rolled", () => {
    const stronger = windowOf({ skills: { stealth: 8 }, pools: { might: 9 } });
    expect(must(stronger.rows[0]).summary).toBe("3d6kh2ko + 8, against 12");
    expect(must(stronger.rows[1]).summary).toBe("9d12kr7");
    expect(must(stronger.rows[3]).error).toBe("@skills.stelth is not in this character's data.");
    const past = windowOf({ skills: { stealth: 5 }, pools: { might: 500 } });
    expect(must(past.rows[1]).chance).toBeNull();
    expect(must(past.rows[1]).error).toMatch(/^Dice pool:/);
  });

  it("an empty list says how to start one; an unreadable record says why instead; texts in German", () => {
    expect(windowOf(ROLL_DATA, []).empty).toMatch(/^Brunhild has no saved rolls yet/);
    const broken = buildRollsWindow(
      { actorName: "B", rolls: [], problem: "version 9", rollData: null, canEdit: false },
      context,
    );
    expect(broken).toMatchObject({
      empty: null,
      problem: "These saved rolls cannot be read: version 9",
      canEdit: false,
    });
    const german = windowOf(ROLL_DATA, ROLLS, de);
    expect(german.title).toBe("Gespeicherte Würfe: Brunhild");
    expect(must(german.rows[0]).summary).toBe("3d6kh2ko + 5, gegen 12");
    expect(must(must(german.rows[0]).chance).text).toMatch(/%$/);
    expect(must(german.rows[0]).labels.open).toBe("Stealth würfeln");
  });

  it("a warm window (the same rolls and numbers) gives the same rows", () => {
    expect(windowOf()).toEqual(windowOf());
  });
});

describe("Save as…", () => {
  it("keeps the request, with each field written with @ as written and each optional field left empty left out", () => {
    const form = { pool: "@pools.might", dice: "", dt: 7 };
    expect(specFromForm(form, { pool: 6, dice: 6, dt: 7 })).toEqual({ pool: "@pools.might", dt: 7 });
    // Kaiser's net advantage has fields of other names: kept as the number it came to.
    expect(
      specFromForm(
        { kind: "skill", bonus: " @skills.stealth + 1 ", advantages: 2, disadvantages: 0 },
        { kind: "skill", bonus: 6, advantage: 2, method: "pool" },
      ),
    ).toEqual({ kind: "skill", bonus: "@skills.stealth + 1", advantage: 2, method: "pool" });
  });

  it("a saved spec opens its dialog with the dialog's own fields as written and any other name resolved", () => {
    const resolve = (value: unknown) => (value === "@x" ? 3 : value);
    expect(specForDialog({ bonus: "@x", advantage: "@x" }, new Set(["bonus", "advantages"]), resolve)).toEqual({
      bonus: "@x",
      advantage: 3,
    });
  });
});
