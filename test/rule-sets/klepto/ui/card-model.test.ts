import { describe, expect, it } from "vitest";
import { type CardView } from "../../../../src/ui/roll-cards/card-view";
import { kleptoCardModel, type KleptoCardInput } from "../../../../src/rule-sets/klepto/ui/card-model";
import { englishTranslator as en, HOSTILE_TEXT, KLEPTO_CARDS } from "../../../ui/roll-cards/fixtures";
import { must } from "../../../kit";

const card = (input: KleptoCardInput): CardView => kleptoCardModel(input, en);
const marks = (view: CardView) => view.dice.map((die) => die.marks.join(" "));

describe("Kleptonomicon card: the standard Score Ranges", () => {
  it.each([
    ["low", "Low Score", "failure", "fa-solid fa-circle-xmark", "[..6]: Low Score"],
    ["mixed", "Mixed Score", "mixed", "fa-solid fa-circle-half-stroke", "[7..9]: Mixed Score"],
    ["high", "High Score", "success", "fa-solid fa-circle-check", "[10..]: High Score"],
  ] as const)("%s: the banner names the range in words, with its own icon", (name, text, tone, icon, step) => {
    const view = card(KLEPTO_CARDS[name]);
    expect(view.banner).toEqual({ text, tone, icon, toneLabel: text });
    expect(view.steps.at(-1)).toBe(step);
    expect(view.effects).toEqual([]);
  });

  it("tells the Score step by step: the text's Advantage example, 4 and 8, the 8 kept, + 2", () => {
    const view = card(KLEPTO_CARDS.high);
    expect(view.total).toBe(10);
    expect(marks(view)).toEqual(["dropped", "kept"]);
    expect(view.steps).toEqual([
      "Advantage 1 (Advantages 1, Disadvantages 0; they cancel, then cap at 3): 2d10 (4, 8), the highest counts",
      "Score: 8 + 2 = 10",
      "[10..]: High Score",
    ]);
  });

  it("gives the exact chance of a Passing Score before the roll: d10 + 2 passes on 5–9 or a [10!]", () => {
    const view = card(KLEPTO_CARDS.mixed);
    expect(view.oddsBefore?.probability).toBeCloseTo(0.5 + 0.05, 12);
    expect(view.oddsBefore?.text).toBe("Before the roll: 55.0% to pass (a Score of 7 or more)");
  });
});

describe("Kleptonomicon card: custom Score Ranges", () => {
  it("the text's Magic Missile: a Mixed Score of 8 gets 2 Missiles", () => {
    const view = card(KLEPTO_CARDS.customRanges);
    expect(view.banner).toMatchObject({ text: "Mixed Score: 2 Missiles", tone: "mixed", toneLabel: "Mixed Score" });
    expect(view.effects).toEqual([{ bracket: "[7..9]", text: "2 Missiles" }]);
    expect(view.steps.at(-1)).toBe("[7..9] applies: 2 Missiles");
  });

  it("a Score that no range covers has no effect", () => {
    const view = card(KLEPTO_CARDS.noEffect);
    expect(view.banner).toMatchObject({ text: "No effect — Score 12", tone: "neutral" });
    expect(view.effects).toEqual([]);
    expect(view.steps.at(-1)).toBe("No Score Range covers a Score of 12");
  });

  it("effect text is kept exactly as typed: escaping is the template's job", () => {
    const view = card(KLEPTO_CARDS.hostileEffect);
    expect(view.banner.text).toBe(`Low Score: ${HOSTILE_TEXT}`);
    expect(view.effects).toEqual([{ bracket: "[..6]", text: HOSTILE_TEXT }]);
  });

  it("a Contest's [Win] entry applies beside the numeric range", () => {
    const view = card(KLEPTO_CARDS.contestWin);
    expect(view.effects).toEqual([
      { bracket: "[7..9]", text: "2 Missiles" },
      { bracket: "[Win]", text: "the foe is knocked down" },
    ]);
  });
});

describe("Kleptonomicon card: Critical Rolls", () => {
  it("[10!]: a Critical Success whatever the Modifier, with the top range and the [10!] entry", () => {
    const view = card(KLEPTO_CARDS.critSuccess);
    expect(view.banner).toEqual({
      text: "Critical Success [10!]",
      tone: "critical",
      icon: "fa-solid fa-star",
      toneLabel: "Critical Success [10!]",
    });
    expect(view.dice[0]).toMatchObject({ face: "[10!]", size: "d10", classes: "d10 kept critical" });
    expect(must(view.dice[0]).title).toBe("kept, a 10 with the coin on heads: Critical Success [10!]");
    expect(view.effects).toEqual([
      { bracket: "[10..]", text: "3 Missiles" },
      { bracket: "[10!]", text: "the spell echoes" },
    ]);
    expect(view.steps).toEqual([
      "1d10: [10!]",
      "A 10 is a Critical Roll: the coin shows heads → Critical Success [10!]",
      "A Critical Success counts as the best Score it could be, whatever the Modifier",
      "[10..] applies: 3 Missiles",
      "[10!] applies: the spell echoes",
    ]);
  });

  it("[0!]: a Critical Failure", () => {
    const view = card(KLEPTO_CARDS.critFailure);
    expect(view.banner).toMatchObject({ text: "Critical Failure [0!]", tone: "fumble", icon: "fa-solid fa-skull" });
    expect(view.dice[0]).toMatchObject({ face: "[0!]", classes: "d10 kept fumble" });
    expect(view.steps.at(-1)).toBe("[..6]: Low Score");
  });

  it("with Advantage the crit is resolved first, and the better die is kept", () => {
    const view = card(KLEPTO_CARDS.advantageCrit);
    expect(marks(view)).toEqual(["kept", "dropped fumble"]);
    expect(must(view.dice[1]).title).toBe("dropped, a 10 with the coin on tails: Critical Failure [0!]");
    expect(view.banner.text).toBe("Low Score");
    expect(view.total).toBe(5);
  });

  it("with Disadvantage the Critical Failure is the die kept", () => {
    const view = card(KLEPTO_CARDS.disadvantageCrit);
    expect(marks(view)).toEqual(["dropped", "kept fumble"]);
    expect(view.banner.text).toBe("Critical Failure [0!]");
    expect(view.steps[0]).toBe(
      "Disadvantage 1 (Advantages 0, Disadvantages 1; they cancel, then cap at 3): 2d10 (4, [0!]), the lowest counts",
    );
  });

  it("the d10ish die needs no coin", () => {
    const view = card(KLEPTO_CARDS.d10ish);
    expect(view.dice[0]).toMatchObject({ face: "[10!]", size: "d10ish", title: "kept, Critical Success [10!]" });
    expect(view.steps[1]).toBe("The d10ish die shows 10: Critical Success [10!]");
    // The d10ish die's crits are 5% each, so a +1 passes on 6–9 (40%) and on [10!] (5%).
    expect(view.oddsBefore?.probability).toBeCloseTo(0.45, 12);
  });
});

describe("Kleptonomicon card: Advantages and Disadvantages", () => {
  it("cancel one for one, then cap at 3", () => {
    const view = card(KLEPTO_CARDS.cappedAdvantage);
    expect(view.dice).toHaveLength(4);
    expect(marks(view)).toEqual(["dropped", "dropped", "kept", "dropped"]);
    expect(view.steps[0]).toBe(
      "Advantage 3 (Advantages 5, Disadvantages 1; they cancel, then cap at 3): 4d10 (1, 4, 8, 2), the highest counts",
    );
  });

  it("that cancel out roll one d10", () => {
    expect(card(KLEPTO_CARDS.cancelled).steps[0]).toBe("Advantages 1 and Disadvantages 1 cancel out: 1d10: 7");
  });
});
