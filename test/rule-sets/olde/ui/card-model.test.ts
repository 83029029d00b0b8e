import { describe, expect, it } from "vitest";
import { exactOdds } from "../../../../src/core/odds/exact-odds";
import { type CardView } from "../../../../src/ui/roll-cards/card-view";
import { oldeCardModel, type OldeCardInput } from "../../../../src/rule-sets/olde/ui/card-model";
import { englishTranslator as en, OLDE_CARDS } from "../../../ui/roll-cards/fixtures";
import { must } from "../../../kit";

const card = (input: OldeCardInput): CardView => oldeCardModel(input, en);
const marks = (view: CardView) => view.dice.map((die) => die.marks.join(" "));

describe("Dungeons of Olde card: unlimited dice", () => {
  it("the text's 2d4+1: every throw is a die, the exploding ones marked, the adjustment after", () => {
    const view = card(OLDE_CARDS.unlimited);
    expect(view.dice.map((die) => die.face)).toEqual(["2", "4", "4", "3"]);
    expect(marks(view)).toEqual(["", "exploded", "added exploded", "added"]);
    expect(view.dice.map((die) => die.title)).toEqual([
      "die 1",
      "die 2: its maximum, thrown again",
      "die 2, extra throw 1: its maximum, thrown again",
      "die 2, extra throw 2",
    ]);
    expect(view.total).toBe(14);
    expect(view.steps).toEqual([
      "2d4, unlimited: a die showing 4 is thrown again and added, as long as it shows 4",
      "Die 2: 4 → 4 → 3 = 11",
      "Adjustment after the dice: +1",
      "Total: 2 + 11 + 1 = 14",
    ]);
    expect(view.banner).toMatchObject({ text: "Total 14 — 2 explosions", tone: "neutral" });
  });

  it("counts a single explosion in the singular", () => {
    expect(card(OLDE_CARDS.oneExplosion).banner.text).toBe("Total 15 — 1 explosion");
  });

  it("without a target, gives the chance that a die explodes: 1 − (3/4)² for 2d4", () => {
    const view = card(OLDE_CARDS.unlimited);
    expect(view.oddsBefore?.probability).toBeCloseTo(1 - (3 / 4) ** 2, 12);
    expect(view.oddsBefore?.text).toBe("Before the roll: 43.8% that a die explodes");
  });

  it("says so when a chain stopped at its limit", () => {
    const view = card(OLDE_CARDS.capped);
    expect(view.cappedNote).toBe("The chain stopped at its limit of 1,000 dice; the total counts the dice rolled.");
    expect(view.dice).toHaveLength(1001);
    expect(must(view.dice.at(-1)).marks).toContain("exploded");
  });
});

describe("Dungeons of Olde card: limited dice", () => {
  it("the text's 2d6−1: no die is thrown again, no odds to give", () => {
    const view = card(OLDE_CARDS.limited);
    expect(marks(view)).toEqual(["", ""]);
    expect(view.steps).toEqual([
      "2d6, limited: no die is thrown again",
      "Adjustment after the dice: −1",
      "Total: 3 + 5 − 1 = 7",
    ]);
    expect(view.banner).toMatchObject({ text: "Total 7", tone: "neutral" });
    expect(view.oddsBefore).toBeNull();
  });
});

describe("Dungeons of Olde card: a target to reach", () => {
  it("reached: a success, with the exact chance it had", () => {
    const view = card(OLDE_CARDS.targetReached);
    expect(view.banner).toMatchObject({ text: "Success — reached 11", tone: "success" });
    expect(view.steps.at(-1)).toBe("12 vs target 11 → reached");
    const expected = exactOdds.olde.roll({ count: 2, faces: 4, unlimited: true }).atLeast(11);
    expect(view.oddsBefore?.probability).toBe(expected);
    expect(view.oddsBefore?.text).toMatch(/^Before the roll: \d+\.\d% to reach 11$/);
  });

  it("missed: a failure, by how much", () => {
    const view = card(OLDE_CARDS.targetMissed);
    expect(view.banner).toMatchObject({ text: "Failure — 3 short", tone: "failure" });
    expect(view.steps.at(-1)).toBe("9 vs target 12 → 3 short");
  });

  it("a limited roll's chance to reach its target is the plain dice sum's", () => {
    const view = card({ ...OLDE_CARDS.limited, target: 7 });
    // 2d6 − 1 ≥ 7 means 2d6 ≥ 8: 15 of 36.
    expect(view.oddsBefore?.probability).toBeCloseTo(15 / 36, 12);
  });
});
