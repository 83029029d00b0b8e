import { describe, expect, it } from "vitest";
import { IndieDiceError } from "../../../src/core/errors";
import {
  EMPTY_RECORD,
  SAVED_ROLL_LIMITS,
  findRoll,
  readSavedRolls,
  removeRoll,
  renameRoll,
  reorderRolls,
  saveRoll,
} from "../../../src/core/saved-rolls/saved-rolls";
import type { SavedRollRecord } from "../../../src/core/saved-rolls/saved-roll-types";
import { keyOf } from "../support/refusal-key";
import { must } from "../../kit";

let next = 0;
const newId = () => `roll${++next}`;
const anySpec = () => {};
const STEALTH = { name: "Stealth", ruleSet: "kaiser", spec: { kind: "skill", bonus: "@skills.stealth", advantage: 1 } };

describe("a character's saved rolls", () => {
  it("saves a roll (its fields as written), updates it by id or by name, and keeps the order", () => {
    const first = saveRoll(EMPTY_RECORD, STEALTH, newId, anySpec);
    expect(first.roll).toMatchObject({ name: "Stealth", ruleSet: "kaiser", spec: { bonus: "@skills.stealth" } });
    const second = saveRoll(
      first.record,
      { name: " Climb ", ruleSet: "olde", spec: { count: 2, faces: 6 }, flavor: "Up the wall" },
      newId,
      anySpec,
    );
    expect(second.roll.name).toBe("Climb");
    expect(second.record.rolls.map((roll) => roll.name)).toEqual(["Stealth", "Climb"]);
    // The same name again updates that roll, in its place.
    const again = saveRoll(
      second.record,
      { ...STEALTH, spec: { kind: "skill", bonus: "@skills.stealth + 1" } },
      newId,
      anySpec,
    );
    expect(again.roll.id).toBe(first.roll.id);
    expect(again.record.rolls.map((roll) => [roll.name, roll.spec.bonus ?? null])).toEqual([
      ["Stealth", "@skills.stealth + 1"],
      ["Climb", null],
    ]);
  });

  it("renames, reorders and removes, each refusing what does not fit and changing nothing", () => {
    let record: SavedRollRecord = saveRoll(EMPTY_RECORD, STEALTH, newId, anySpec).record;
    record = saveRoll(record, { name: "Climb", ruleSet: "olde", spec: {} }, newId, anySpec).record;
    const [stealth, climb] = record.rolls;
    expect(keyOf(() => renameRoll(record, must(climb).id, "Stealth"))).toBe("INDIE_DICE.Error.SavedRoll.NameTaken");
    expect(must(renameRoll(record, must(climb).id, "Scale").rolls[1]).name).toBe("Scale");
    expect(reorderRolls(record, [must(climb).id, must(stealth).id]).rolls.map((roll) => roll.name)).toEqual([
      "Climb",
      "Stealth",
    ]);
    expect(keyOf(() => reorderRolls(record, [must(climb).id]))).toBe("INDIE_DICE.Error.SavedRoll.Order");
    expect(keyOf(() => reorderRolls(record, [must(climb).id, must(climb).id]))).toBe(
      "INDIE_DICE.Error.SavedRoll.Order",
    );
    expect(removeRoll(record, must(stealth).id).rolls.map((roll) => roll.name)).toEqual(["Climb"]);
    expect(keyOf(() => removeRoll(record, "nope"))).toBe("INDIE_DICE.Error.SavedRoll.NotFound");
    expect(findRoll(record, "Climb").id).toBe(must(climb).id);
    expect(record.rolls).toHaveLength(2);
  });

  it.each([
    [{ ...STEALTH, name: "" }, "Name"],
    [{ ...STEALTH, name: "x".repeat(SAVED_ROLL_LIMITS.name + 1) }, "Name"],
    [{ ...STEALTH, name: 42 }, "Name"],
    [{ ...STEALTH, ruleSet: "poker" }, "RuleSet"],
    [{ ...STEALTH, spec: [1, 2] }, "Spec"],
    [{ ...STEALTH, spec: { bonus: { nested: 1 } } }, "Spec"],
    [{ ...STEALTH, spec: { bonus: "@skills.stealth * 2" } }, "Expression.Unreadable"],
    [{ ...STEALTH, spec: { bonus: "1d6 + @a" } }, "Expression.Unreadable"],
    [{ ...STEALTH, flavor: "x".repeat(SAVED_ROLL_LIMITS.flavor + 1) }, "Flavor"],
    [{ ...STEALTH, id: "missing" }, "NotFound"],
  ])("refuses %j (%s)", (input, key) => {
    const key_ = key.startsWith("Expression") ? `INDIE_DICE.Error.${key}` : `INDIE_DICE.Error.SavedRoll.${key}`;
    expect(keyOf(() => saveRoll(EMPTY_RECORD, input, newId, anySpec))).toBe(key_);
  });

  it(`keeps at most ${SAVED_ROLL_LIMITS.rolls} rolls; a save of one of them still updates it`, () => {
    let record: SavedRollRecord = EMPTY_RECORD;
    for (let i = 0; i < SAVED_ROLL_LIMITS.rolls; i++)
      record = saveRoll(record, { name: `Roll ${i}`, ruleSet: "olde", spec: {} }, newId, anySpec).record;
    expect(keyOf(() => saveRoll(record, { name: "One more", ruleSet: "olde", spec: {} }, newId, anySpec))).toBe(
      "INDIE_DICE.Error.SavedRoll.TooMany",
    );
    expect(
      must(saveRoll(record, { name: "Roll 7", ruleSet: "kaiser", spec: {} }, newId, anySpec).record.rolls[7]).ruleSet,
    ).toBe("kaiser");
  });

  it("asks the rule set's own check of the fields, and keeps nothing it refuses", () => {
    const refuse = () => {
      throw new IndieDiceError("INDIE_DICE.Error.SavedRoll.Field", { field: "Value", error: "too large" });
    };
    expect(keyOf(() => saveRoll(EMPTY_RECORD, STEALTH, newId, refuse))).toBe("INDIE_DICE.Error.SavedRoll.Field");
  });

  it(
    "reads what an actor's flag holds: nothing is an empty list; " +
      "a record it cannot read is a problem, never a crash",
    () => {
      expect(readSavedRolls(undefined)).toEqual({ record: EMPTY_RECORD, problem: null });
      const saved = saveRoll(EMPTY_RECORD, STEALTH, newId, anySpec).record;
      expect(readSavedRolls(JSON.parse(JSON.stringify(saved)))).toEqual({ record: saved, problem: null });
      for (const damaged of [
        { version: 2, rolls: [] },
        { version: 1, rolls: [{ id: 1 }] },
        "text",
        { version: 1, rolls: [{ ...saved.rolls[0], ruleSet: "poker" }] },
      ]) {
        const read = readSavedRolls(damaged);
        expect(read.record).toEqual(EMPTY_RECORD);
        expect(read.problem).toBeTruthy();
      }
    },
  );
});
