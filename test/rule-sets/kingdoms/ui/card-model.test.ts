import { describe, expect, it } from "vitest";
import { judgeBasicTest } from "../../../../src/rule-sets/kingdoms/core/mechanics/basic-test";
import { type CardView } from "../../../../src/ui/roll-cards/card-view";
import { kingdomsCardModel, type KingdomsCardInput } from "../../../../src/rule-sets/kingdoms/ui/card-model";
import { englishTranslator as en, KINGDOMS_CARDS } from "../../../ui/roll-cards/fixtures";
import { must } from "../../../kit";

const card = (input: KingdomsCardInput): CardView => kingdomsCardModel(input, en);

/** The Margin of every way `dice` d12s can fall against a DT, counted the text's way. */
function everyMargin(dice: number, dt: number): number[] {
  const weight = (face: number) => (face === 12 ? 2 : face === 1 ? -2 : face > dt ? 1 : -1);
  let margins = [0];
  for (let i = 0; i < dice; i++)
    margins = margins.flatMap((m) => Array.from({ length: 12 }, (_, f) => m + weight(f + 1)));
  return margins;
}

const share = (values: number[], test: (v: number) => boolean) => values.filter(test).length / values.length;

describe("K&R card: the Margin under both basic-test readings", () => {
  it("a positive Margin succeeds either way", () => {
    for (const input of [KINGDOMS_CARDS.positive, KINGDOMS_CARDS.positiveStrict]) {
      const view = card(input);
      expect(view.banner).toMatchObject({ text: "Success — Margin +3", tone: "success" });
      expect(view.total).toBe(3);
    }
  });

  it(
    "a Margin of 0 succeeds by default and fails under the strict reading, " + "and the card says which rule it used",
    () => {
      const lenient = card(KINGDOMS_CARDS.zero);
      const strict = card(KINGDOMS_CARDS.zeroStrict);
      expect(lenient.banner).toMatchObject({ text: "Success — Margin 0", tone: "success" });
      expect(lenient.steps.at(-1)).toBe("A basic test succeeds on a Margin of 0 or more → Success");
      expect(strict.banner).toMatchObject({ text: "Failure — Margin 0", tone: "failure" });
      expect(strict.steps.at(-1)).toBe("A basic test succeeds on a Margin above 0 → Failure");
    },
  );

  it("a negative Margin fails either way, with a true minus sign", () => {
    for (const input of [KINGDOMS_CARDS.negative, KINGDOMS_CARDS.negativeStrict]) {
      const view = card(input);
      expect(view.banner).toMatchObject({
        text: "Failure — Margin −2",
        tone: "failure",
        icon: "fa-solid fa-circle-xmark",
      });
      expect(view.total).toBe(-2);
    }
  });

  it("gives the exact chance for the reading in use: 2 dice at DT 7", () => {
    const margins = everyMargin(2, 7);
    expect(card(KINGDOMS_CARDS.zero).oddsBefore?.probability).toBeCloseTo(
      share(margins, (m) => m >= 0),
      12,
    );
    expect(card(KINGDOMS_CARDS.zeroStrict).oddsBefore?.probability).toBeCloseTo(
      share(margins, (m) => m > 0),
      12,
    );
  });

  it("gives the chance for the dice rolled, not the whole pool", () => {
    const view = card(KINGDOMS_CARDS.fewerDice);
    expect(view.steps[1]).toBe("4 dice rolled of a pool of 6");
    expect(view.oddsBefore?.probability).toBeCloseTo(
      share(everyMargin(4, 7), (m) => m >= 0),
      12,
    );
  });
});

describe("K&R card: dice and piles", () => {
  it("sorts each die into its pile, criticals marked as such", () => {
    const view = card(KINGDOMS_CARDS.criticals);
    expect(view.dice.map((die) => [die.face, die.classes, die.title])).toEqual([
      ["12", "d12 success critical", "critical success: counts 2 successes"],
      ["1", "d12 failure fumble", "critical failure: counts 2 failures"],
      ["12", "d12 success critical", "critical success: counts 2 successes"],
    ]);
    expect(view.steps).toEqual([
      "3d12 against DT 6: above 6 succeeds, a 12 counts 2 successes and a 1 counts 2 failures",
      "Piles: critical successes 2, successes 0, failures 0, critical failures 1",
      "Margin: successes 4 − failures 2 = +2",
      "A basic test succeeds on a Margin of 0 or more → Success",
    ]);
  });

  it("plain successes and failures", () => {
    const view = card(KINGDOMS_CARDS.positive);
    expect(view.dice.map((die) => die.marks.join(" "))).toEqual(["success critical", "success", "success", "failure"]);
    expect(must(view.dice[3]).label).toBe("d12 showing 3: failure");
  });

  it("a bare Margin is shown without a verdict or odds", () => {
    const view = card(KINGDOMS_CARDS.marginOnly);
    expect(view.banner).toMatchObject({ text: "Margin +1", tone: "neutral" });
    expect(view.oddsBefore).toBeNull();
    expect(view.steps).toHaveLength(3);
  });
});

/** P(at least `k` of `dice` d12s show 12), counted over every way they can fall. */
function shareWithTwelves(dice: number, k: number): number {
  let counts = [0];
  for (let i = 0; i < dice; i++)
    counts = counts.flatMap((c) => Array.from({ length: 12 }, (_, f) => c + (f === 11 ? 1 : 0)));
  return share(counts, (c) => c >= k);
}

describe("K&R card above DT 11 (docs/rulings.md: read by the critical successes)", () => {
  it("leads with the 12s rolled, the Margin and its verdict below them", () => {
    const view = card(KINGDOMS_CARDS.beyondEleven);
    expect(view.banner).toMatchObject({ text: "Critical successes (12s): 2", tone: "critical" });
    expect(view.subBanner).toBe("Success — Margin +1");
    expect(view.total).toBe(1);
    expect(view.steps[1]).toBe(
      "DT 13 is above 11: " +
        "as a rule the task is impossible, but the GM may read the roll by its critical successes (12s): 2",
    );
    expect(view.steps.at(-1)).toBe("A basic test succeeds on a Margin of 0 or more → Success");
  });

  it("gives the chance of rolling at least as many 12s, or of any 12 when none came", () => {
    const two = must(card(KINGDOMS_CARDS.beyondEleven).oddsBefore);
    expect(two.probability).toBeCloseTo(shareWithTwelves(4, 2), 14);
    expect(two.text).toBe("Before the roll: 3.7% to roll 2 or more 12s");
    const none = card(KINGDOMS_CARDS.beyondElevenNoTwelve);
    expect(none.banner).toMatchObject({ text: "Critical successes (12s): 0", tone: "neutral" });
    expect(none.subBanner).toBe("Failure — Margin −2");
    expect(none.oddsBefore).toMatchObject({ text: "Before the roll: 16.0% to roll at least one 12" });
    expect(must(none.oddsBefore).probability).toBeCloseTo(1 - (11 / 12) ** 2, 15);
  });

  it("leads with the 12s on a bare Margin too, the Margin below", () => {
    const view = card(KINGDOMS_CARDS.beyondElevenMarginOnly);
    expect(view.banner.text).toBe("Critical successes (12s): 1");
    expect(view.subBanner).toBe("Margin +1");
    expect(must(view.oddsBefore).probability).toBeCloseTo(shareWithTwelves(2, 1), 15);
  });

  it("leaves DT 11 and below as they were: the Margin leads, no second line", () => {
    for (const input of [KINGDOMS_CARDS.positive, KINGDOMS_CARDS.marginOnly]) expect(card(input).subBanner).toBeNull();
    const eleven = card({ formula: "2d12kr11", judged: judgeBasicTest([12, 5], 11) });
    expect(eleven.banner.text).toBe("Success — Margin +1");
    expect(eleven.subBanner).toBeNull();
  });
});
