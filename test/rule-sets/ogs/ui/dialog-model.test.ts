import { describe, expect, it } from "vitest";
import { ogsActionCheck, type OgsCheckSpec } from "../../../../src/rule-sets/ogs/core/mechanics/check-spec";
import { exactOdds } from "../../../../src/core/odds/exact-odds";
import { DIALOG_MODELS } from "../../../../src/ui/dialog-models";
import { buildWith, contextWith, errors, field, noteText, row, WORLD_DEFAULTS } from "../../../ui/dialogs/fixtures";
import { asSentByAnyClient } from "../../../sent-by-any-client";
import { must } from "../../../kit";

const model = DIALOG_MODELS.ogs;

const FLAT_BONUS_ERROR = (value: string) =>
  `OGS: the flat bonus must be a whole number from −1,000,000 to 1,000,000, not ${value}.`;
const STAGES_ERROR = (value: string) =>
  `OGS: a Die Increase must be a whole number of stages from 0 to 20, not ${value}.`;
const DIFFICULTY_ERROR = (value: string) =>
  `OGS: the difficulty must be a whole number from −1,000,000 to 1,000,000, not ${value}.`;
const NOT_A_CHOICE = (value: string) => `"${value}" is not one of the choices.`;

describe("OGS dialog: defaults", () => {
  it("opens on a d8 stat, a d6 skill and no modifier die against difficulty 8", () => {
    expect(model.defaults(WORLD_DEFAULTS)).toEqual({
      stat: "8",
      skill: "6",
      modifier: "none",
      stages: 0,
      increaseTarget: "modifier",
      flatBonus: 0,
      difficulty: 8,
    });
    const view = buildWith("ogs");
    expect(view.title).toBe("OGS Action Check");
    expect(view.fields.map((f) => [f.name, f.label])).toEqual([
      ["stat", "Stat die"],
      ["skill", "Skill die"],
      ["modifier", "Modifier die"],
      ["stages", "Die Increase stages"],
      ["increaseTarget", "Die Increase hits"],
      ["flatBonus", "Flat bonus"],
      ["difficulty", "Difficulty"],
    ]);
    expect(view.spec).toEqual({
      stat: 8,
      skill: 6,
      modifier: null,
      stages: 0,
      increaseTarget: "modifier",
      flatBonus: 0,
      difficulty: 8,
    });
    expect(view.canRoll).toBe(true);
  });

  it("offers the five dice, and 'none' for the modifier die, which then rolls a d6", () => {
    const view = buildWith("ogs");
    expect(field(view, "stat").options?.map((o) => o.label)).toEqual(["d4", "d6", "d8", "d10", "d12"]);
    expect(field(view, "modifier").options?.map((o) => [o.value, o.label])).toEqual([
      ["none", "None (roll a d6)"],
      ["4", "d4"],
      ["6", "d6"],
      ["8", "d8"],
      ["10", "d10"],
      ["12", "d12"],
    ]);
    expect(field(view, "modifier").options?.find((o) => o.selected)?.value).toBe("none");
    expect(field(view, "increaseTarget").options?.map((o) => o.label)).toEqual([
      "The modifier die",
      "Every die (open roll)",
    ]);
    expect(noteText(view, "dice")).toBe("Dice rolled: d8 + d6 + d6");
    expect(noteText(view, "formula")).toBe("Formula: 1d8 + 1d6 + 1d6");
  });
});

describe("OGS dialog: formFromSpec", () => {
  const requests: Required<OgsCheckSpec>[] = [
    { stat: 8, skill: 10, modifier: null, stages: 0, increaseTarget: "modifier", flatBonus: 0, difficulty: 8 },
    { stat: 4, skill: 12, modifier: 12, stages: 5, increaseTarget: "modifier", flatBonus: -2, difficulty: 14 },
    { stat: 6, skill: 6, modifier: 8, stages: 2, increaseTarget: "every", flatBonus: 3, difficulty: -1 },
  ];

  it.each(requests)("gives back the same request: %o", (request) => {
    expect(model.build(model.formFromSpec(request, WORLD_DEFAULTS), contextWith()).spec).toEqual(request);
  });

  it("reads a spec without a difficulty as an open total", () => {
    const request = { stat: 8, skill: 6, modifier: null, stages: 0, increaseTarget: "modifier", flatBonus: 0 } as const;
    const form = model.formFromSpec(request, WORLD_DEFAULTS);
    expect(form.difficulty).toBe("");
    expect(model.build(form, contextWith()).spec).toEqual(request);
  });
});

describe("OGS dialog: the real dice", () => {
  it.each([
    [{ modifier: "12", stages: 1 }, "d8 + d6 + d8 + d6", "1d8 + 1d6 + 1d12p1"],
    [{ modifier: "12", stages: 2 }, "d8 + d6 + d8 + d8", "1d8 + 1d6 + 1d12p2"],
    [{ modifier: "12", stages: 5 }, "d8 + d6 + d8 + d8 + d6", "1d8 + 1d6 + 1d12p5"],
    [{ modifier: "4", stages: 2 }, "d8 + d6 + d8", "1d8 + 1d6 + 1d4p2"],
    // The Die Increase on every die (open roll) steps each die up: d8, d6 and the d6 for no modifier.
    [{ stages: 2, increaseTarget: "every" }, "d12 + d10 + d10", "1d8p2 + 1d6p2 + 1d6p2"],
    [{ flatBonus: 2 }, "d8 + d6 + d6", "1d8 + 1d6 + 1d6 + 2"],
  ])("%o rolls %s", (changes, dice, formula) => {
    const view = buildWith("ogs", changes);
    expect(noteText(view, "dice")).toBe(`Dice rolled: ${dice}`);
    expect(noteText(view, "formula")).toBe(`Formula: ${formula}`);
  });

  it("lists no dice while a field is wrong", () => {
    expect(buildWith("ogs", { stages: -1 }).notes).toEqual([]);
  });
});

describe("OGS dialog: bad values", () => {
  const only = (changes: Record<string, unknown>, name: string, error: string) => {
    const view = buildWith("ogs", asSentByAnyClient(changes));
    expect(errors(view)).toEqual({ [name]: error });
    expect(view.canRoll).toBe(false);
    expect(view.spec).toBeNull();
    expect(view.odds).toBeNull();
  };

  it("an unknown die is no choice, for each die", () => {
    only({ stat: "7" }, "stat", NOT_A_CHOICE("7"));
    only({ stat: "" }, "stat", NOT_A_CHOICE(""));
    only({ skill: "20" }, "skill", NOT_A_CHOICE("20"));
    only({ skill: "d6" }, "skill", NOT_A_CHOICE("d6"));
    only({ modifier: "3" }, "modifier", NOT_A_CHOICE("3"));
    only({ increaseTarget: "stat" }, "increaseTarget", NOT_A_CHOICE("stat"));
  });

  it("stages: empty, text, fractions, negative and past 20", () => {
    only({ stages: "" }, "stages", "Enter a whole number from 0 to 20.");
    only({ stages: "two" }, "stages", STAGES_ERROR('"two"'));
    only({ stages: 1.5 }, "stages", STAGES_ERROR("1.5"));
    only({ stages: -1 }, "stages", STAGES_ERROR("−1"));
    only({ stages: 21 }, "stages", STAGES_ERROR("21"));
    // The Limits' example: 100,000 stages once took 7.5 s.
    only({ stages: 100_000 }, "stages", STAGES_ERROR("100,000"));
  });

  it("stages that would throw more real dice than can be rolled at once blame the stages", () => {
    only(
      { stat: "4", skill: "4", stages: 20, increaseTarget: "every" },
      "stages",
      "OGS: with its Die Increases this roll would throw 16 dice; at most 11 dice can be rolled at once.",
    );
    expect(buildWith("ogs", { stages: 20 }).canRoll).toBe(true);
  });

  it("flat bonus: empty, text, fractions and the Limits' 10⁹", () => {
    only({ flatBonus: null }, "flatBonus", "Enter a whole number from −1,000,000 to 1,000,000.");
    only({ flatBonus: "x" }, "flatBonus", FLAT_BONUS_ERROR('"x"'));
    only({ flatBonus: "0.5" }, "flatBonus", FLAT_BONUS_ERROR('"0.5"'));
    only({ flatBonus: 1e9 }, "flatBonus", FLAT_BONUS_ERROR("1,000,000,000"));
  });

  it("difficulty: empty is an open total, anything else must be a whole number within the limits", () => {
    expect(buildWith("ogs", { difficulty: "" }).canRoll).toBe(true);
    expect(buildWith("ogs", { difficulty: null }).canRoll).toBe(true);
    only({ difficulty: "hard" }, "difficulty", DIFFICULTY_ERROR('"hard"'));
    only({ difficulty: 7.5 }, "difficulty", DIFFICULTY_ERROR("7.5"));
    only({ difficulty: 1_000_001 }, "difficulty", DIFFICULTY_ERROR("1,000,001"));
  });
});

describe("OGS dialog: odds", () => {
  it("the text's attack, d8 + d10 + d6 against 8: success and every stage are the engine's own figures", () => {
    const view = buildWith("ogs", { stat: "8", skill: "10", difficulty: 8 });
    const odds = exactOdds.ogs.actionCheck(ogsActionCheck({ stat: 8, skill: 10, difficulty: 8 }));
    expect(view.odds?.heading).toBe("Against difficulty 8");
    expect(row(view, "success").probability).toBe(odds.success);
    const stages = must(view.odds).rows.filter((r) => r.outcome.startsWith("stages-"));
    expect(stages.map((r) => r.outcome)).toEqual([
      "stages-1",
      "stages-2",
      "stages-3",
      "stages-4",
      "stages-5",
      "stages-6",
    ]);
    stages.forEach((r, i) => expect(r.probability).toBe(odds.stagesAtLeast(i + 1)));
    // "a 16 … a Four Stage Critical Hit": the row for four stages counts every total of 16 or more.
    expect(row(view, "stages-4").label).toBe("A 4-stage critical or better");
    expect(row(view, "stages-4").probability).toBeCloseTo(odds.total.atLeast(16), 15);
    expect(view.odds?.notes).toEqual(["Average total: 13.5"]);
  });

  it("lists only the stages the roll can reach", () => {
    // d4 + d4 + d6 reaches 14 at most: against 10 that is two stages.
    const view = buildWith("ogs", { stat: "4", skill: "4", difficulty: 10 });
    expect(view.odds?.rows.map((r) => r.outcome)).toEqual(["success", "stages-1", "stages-2"]);
    expect(row(view, "stages-2").probability).toBeCloseTo(1 / 96, 15);
  });

  it("counts the Die Increase and the flat bonus in the odds", () => {
    const spec = { stat: 6, skill: 6, modifier: 12, stages: 1, flatBonus: 2, difficulty: 15 } as const;
    const view = buildWith("ogs", { stat: "6", skill: "6", modifier: "12", stages: 1, flatBonus: 2, difficulty: 15 });
    expect(row(view, "success").probability).toBe(exactOdds.ogs.actionCheck(ogsActionCheck(spec)).success);
  });

  it("charts the totals and marks the successes in words", () => {
    const chart = buildWith("ogs", { stat: "8", skill: "10" }).odds?.chart;
    expect(chart?.description).toBe("Total from 3 to 24; most likely 13 (9.2%). Marked bars: 8 or more succeeds.");
    expect(chart?.bars.filter((bar) => bar.highlight)).toHaveLength(24 - 8 + 1);
  });

  it("an open total shows its distribution and average, with no chance of success", () => {
    const view = buildWith("ogs", { difficulty: "", flatBonus: 2 });
    expect(view.odds?.heading).toBe("The open total");
    expect(view.odds?.rows).toEqual([]);
    expect(view.odds?.notes).toEqual(["Average total: 13.5"]);
    expect(view.odds?.chart?.description).toBe("Total from 5 to 22; most likely 13 (11.1%).");
  });
});
