import { describe, expect, it } from "vitest";
import { type CardView } from "../../../../src/ui/roll-cards/card-view";
import { ogsCardModel, type OgsCardInput } from "../../../../src/rule-sets/ogs/ui/card-model";
import { englishTranslator as en, OGS_CARDS } from "../../../ui/roll-cards/fixtures";
import { must } from "../../../kit";

const card = (input: OgsCardInput): CardView => ogsCardModel(input, en);

/** P(sum of the dice + bonus ≥ difficulty), by listing every combination of faces. */
function bruteForceSuccess(sizes: readonly number[], bonus: number, difficulty: number): number {
  let totals = [bonus];
  for (const faces of sizes) totals = totals.flatMap((total) => Array.from({ length: faces }, (_, i) => total + i + 1));
  return totals.filter((total) => total >= difficulty).length / totals.length;
}

describe("OGS card: Action Checks", () => {
  it("a success with no critical stage", () => {
    const view = card(OGS_CARDS.success);
    expect(view.banner).toEqual({
      text: "Success",
      tone: "success",
      icon: "fa-solid fa-circle-check",
      toneLabel: "Success",
    });
    expect(view.total).toBe(8);
    expect(view.steps).toEqual([
      "Dice: 3 (d8, stat die) + 2 (d10, skill die) + 3 (d6, modifier die)",
      "Total: 3 + 2 + 3 = 8",
      "8 vs difficulty 8 → Success, 0 over (a critical success needs 2 or more)",
    ]);
  });

  it("a failure says how far short it fell", () => {
    const view = card(OGS_CARDS.failure);
    expect(view.banner).toMatchObject({ text: "Failure — 2 short", tone: "failure" });
    expect(view.steps.at(-1)).toBe("6 vs difficulty 8 → Failure, 2 short");
  });

  it.each([
    ["oneStage", 1, 11],
    ["twoStages", 2, 12],
    ["threeStages", 3, 14],
    ["fourStages", 4, 16],
  ] as const)("%s: every 2 points over the difficulty is one more stage", (name, stages, total) => {
    const view = card(OGS_CARDS[name]);
    expect(view.total).toBe(total);
    expect(view.banner).toEqual({
      text: `Success — ${stages}-stage critical`,
      tone: "critical",
      icon: "fa-solid fa-star",
      toneLabel: "Critical success",
    });
    expect(view.steps.at(-1)).toBe(
      `${total} vs difficulty 8 → Success, ${total - 8} over: critical stages ${stages}, one for every 2 points`,
    );
  });

  it("shows every die with its real size and its role", () => {
    const view = card(OGS_CARDS.fourStages);
    expect(view.dice.map((die) => [die.face, die.size, die.title])).toEqual([
      ["8", "d8", "stat die"],
      ["5", "d10", "skill die"],
      ["3", "d6", "modifier die"],
    ]);
    expect(view.dice.map((die) => die.classes)).toEqual(["d8 kept", "d10 kept", "d6 kept"]);
  });

  it("gives the exact chance of success before the roll", () => {
    const view = card(OGS_CARDS.success);
    expect(view.oddsBefore?.probability).toBeCloseTo(bruteForceSuccess([8, 10, 6], 0, 8), 12);
    expect(view.oddsBefore?.text).toMatch(/^Before the roll: \d+\.\d% to succeed$/);
  });
});

describe("OGS card: Die Increases", () => {
  it("a d12 pushed past its size shows as the d8 and the d6 actually rolled", () => {
    const view = card(OGS_CARDS.promoted);
    expect(view.dice.map((die) => `${die.size}:${die.face}`)).toEqual(["d8:5", "d6:4", "d8:7", "d6:2"]);
    expect(view.dice.map((die) => die.title)).toEqual([
      "stat die",
      "skill die",
      "modifier die, pushed past d12 into a pool",
      "modifier die, pushed past d12 into a pool",
    ]);
    expect(must(view.dice[2]).label).toBe("d8 showing 7: modifier die, pushed past d12 into a pool");
    expect(view.steps.slice(0, 4)).toEqual([
      "1d12p1: Die Increase of 1",
      "Dice: 5 (d8, stat die) + 4 (d6, skill die) + 7 " +
        "(d8, modifier die, pushed past d12 into a pool) + 2 (d6, modifier die, pushed past d12 into a pool)",
      "Flat bonus: +1",
      "Total: 5 + 4 + 7 + 2 + 1 = 19",
    ]);
    expect(view.banner.text).toBe("Success — 3-stage critical");
  });

  it("its odds are those of the real dice: d8 + d6 + d8 + d6 + 1 against 12", () => {
    const view = card(OGS_CARDS.promoted);
    expect(view.oddsBefore?.probability).toBeCloseTo(bruteForceSuccess([8, 6, 8, 6], 1, 12), 12);
  });
});

describe("OGS card: open rolls", () => {
  it("totals the dice with no verdict and no odds, each die at its increased size", () => {
    const view = card(OGS_CARDS.openRoll);
    expect(view.banner).toMatchObject({ text: "Total 19", tone: "neutral" });
    expect(view.dice.map((die) => `${die.size}:${die.face}:${die.title}`)).toEqual([
      "d10:7:open roll die",
      "d10:10:open roll die",
      "d10:2:open roll die",
    ]);
    expect(view.steps[0]).toBe("3d6p2: Die Increase of 2");
    expect(view.oddsBefore).toBeNull();
  });
});
