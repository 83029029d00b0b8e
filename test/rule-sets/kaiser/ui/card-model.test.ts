import { describe, expect, it } from "vitest";
import { judgeCheck } from "../../../../src/rule-sets/kaiser/core/mechanics/check";
import { exactOdds } from "../../../../src/core/odds/exact-odds";
import { FUMBLE_LEVEL_BUTTON } from "../../../../src/rule-sets/kaiser/ui/fumble-level-button";
import { type CardView } from "../../../../src/ui/roll-cards/card-view";
import {
  awaitingFumbleLevel,
  kaiserCardModel,
  type KaiserCardInput,
} from "../../../../src/rule-sets/kaiser/ui/card-model";
import { createTranslator } from "../../../../src/ui/translator";
import english from "../../../../lang/en.json";
import germanJson from "../../../../lang/de.json";
import { englishTranslator as en, KAISER_CARDS } from "../../../ui/roll-cards/fixtures";
import { must } from "../../../kit";

const german = createTranslator("de", germanJson, english);

const card = (input: KaiserCardInput): CardView => kaiserCardModel(input, en);
const marks = (view: CardView) => view.dice.map((die) => die.marks.join(" "));
const titles = (view: CardView) => view.dice.map((die) => die.title);

describe("Kaiser card: difficulty checks", () => {
  it("a success says its Degrees of Success, in words and tone", () => {
    const view = card(KAISER_CARDS.success);
    expect(view.ruleSet).toBe("kaiser");
    expect(view.ruleSetLabel).toBe("Kaiser");
    expect(view.banner).toEqual({
      text: "Success — 3 DoS",
      tone: "success",
      icon: "fa-solid fa-circle-check",
      toneLabel: "Success",
    });
    expect(view.total).toBe(13);
    expect(view.steps).toEqual(["2d6: 5 + 4", "Total: 5 + 4 + 4 = 13", "13 vs difficulty 10 → Success, 3 DoS"]);
    expect(marks(view)).toEqual(["kept", "kept"]);
    expect(view.followUps).toEqual([]);
    expect(view.cappedNote).toBeNull();
  });

  it("a failure says its Degrees of Failure", () => {
    const view = card(KAISER_CARDS.failure);
    expect(view.banner.text).toBe("Failure — 2 DoF");
    expect(view.banner.tone).toBe("failure");
    expect(view.banner.icon).toBe("fa-solid fa-circle-xmark");
    expect(view.steps.at(-1)).toBe("9 vs difficulty 11 → Failure, 2 DoF");
  });

  it("gives the exact chance of success before the roll: 2d6 + 4 against 10 is 26 in 36", () => {
    const view = card(KAISER_CARDS.success);
    expect(view.oddsBefore?.probability).toBeCloseTo(26 / 36, 12);
    expect(view.oddsBefore?.text).toBe("Before the roll: 72.2% to succeed");
  });

  it("computes the odds from the check's own spec, advantage and method included", () => {
    const view = card(KAISER_CARDS.sequential);
    const expected = exactOdds.kaiser.difficulty(
      { kind: "skill", bonus: 2, advantage: 1, method: "sequential" },
      10,
    ).pSuccess;
    expect(view.oddsBefore?.probability).toBe(expected);
  });
});

describe("Kaiser card: Open Rolls", () => {
  it("shows the chain die by die and tells the step-by-step account", () => {
    const view = card(KAISER_CARDS.openRoll);
    expect(view.banner).toMatchObject({
      text: "Success — 9 DoS",
      tone: "critical",
      toneLabel: "Open Roll",
      icon: "fa-solid fa-star",
    });
    expect(view.dice.map((die) => die.face)).toEqual(["6", "6", "6", "3"]);
    expect(marks(view)).toEqual(["kept critical", "kept critical", "added exploded", "added"]);
    expect(titles(view)).toEqual([
      "kept, double six: Open Roll",
      "kept, double six: Open Roll",
      "Open Roll, a six: rolls again",
      "Open Roll",
    ]);
    expect(view.steps).toEqual([
      "2d6: 6 + 6",
      "Double six → Open Roll → +6 → +3",
      "Total: 6 + 6 + 6 + 3 = 21",
      "21 vs difficulty 12 → Success, 9 DoS",
    ]);
  });

  it("says so when the chain stopped at its limit, and keeps the step line short", () => {
    const view = card(KAISER_CARDS.capped);
    expect(view.cappedNote).toBe("The chain stopped at its limit of 1,000 dice; the total counts the dice rolled.");
    expect(view.dice).toHaveLength(1002);
    expect(view.total).toBe(6 * 1002);
    const chainStep = must(view.steps[1]);
    expect(chainStep).toContain("… 988 more …");
    expect(chainStep.length).toBeLessThan(200);
  });

  it("an Open Roll with no difficulty is still the critical tone, with its total", () => {
    const view = card(KAISER_CARDS.openRollPlain);
    expect(view.banner).toMatchObject({ text: "Open Roll — Total 21", tone: "critical" });
    expect(view.oddsBefore).toBeNull();
  });
});

describe("Kaiser card: Fumbles", () => {
  it(
    "a fumbled difficulty check keeps its DoF in the headline, " +
      "names its Fumble Level and shows the level's dice in a row of their own",
    () => {
      const view = card(KAISER_CARDS.fumbleWithLevel);
      expect(view.banner).toMatchObject({
        text: "Fumble — 1 DoF, Fumble Level 9",
        tone: "fumble",
        icon: "fa-solid fa-skull",
        toneLabel: "Fumble",
      });
      // The check's dice alone in the dice row; the level's 2d6 in their own labelled row, with their own sum.
      expect(marks(view)).toEqual(["kept fumble", "kept fumble"]);
      expect(view.sideDice).toHaveLength(1);
      expect(view.sideDice[0]).toMatchObject({ label: "Fumble Level", total: "= 9" });
      expect(must(view.sideDice[0]).dice.map((die) => [die.face, die.title, die.marks.join(" ")])).toEqual([
        ["4", "Fumble Level", "side"],
        ["5", "Fumble Level", "side"],
      ]);
      // The level dice are not part of the total: 1 + 1 + 5.
      expect(view.total).toBe(7);
      expect(view.steps).toEqual([
        "2d6: 1 + 1",
        "Double one → Fumble: an immediate failure",
        "Total: 1 + 1 + 5 = 7",
        "A Fumble fails whatever the total: 7 vs difficulty 8 → 1 DoF",
        "Fumble Level: 4 + 5 = 9",
      ]);
      expect(view.followUps).toEqual([]);
    },
  );

  it("a Fumble whose level the world rolls from the card offers that roll as a follow-up", () => {
    const view = card(KAISER_CARDS.fumbleAwaitingLevel);
    expect(view.banner.text).toBe("Fumble — 1 DoF");
    expect(view.steps.at(-1)).toBe("Fumble Level: not rolled yet");
    expect(view.followUps).toEqual([
      { action: FUMBLE_LEVEL_BUTTON.action, label: "Roll Fumble Level", icon: "fa-solid fa-dice" },
    ]);
    expect(FUMBLE_LEVEL_BUTTON.action).toBe("indie-dice-roll-fumble-level");
  });

  it("awaitingFumbleLevel is judgeDifficulty itself when the check did not fumble", () => {
    const check = judgeCheck({ kind: "skill", bonus: 4 }, [5, 4]);
    expect(awaitingFumbleLevel(check, 10)).toEqual(KAISER_CARDS.success.judged);
  });

  it("a Fumble in an opposed check shows the penalty dice and the skill less the penalty, never below 0", () => {
    const view = card(KAISER_CARDS.fumbleOpposed);
    expect(view.banner).toMatchObject({ text: "Fumble — Total 0", tone: "fumble" });
    expect(view.total).toBe(0);
    expect(view.dice).toHaveLength(2);
    expect(view.sideDice.map((row) => [row.label, row.total])).toEqual([["Fumble penalty", "= 7"]]);
    expect(must(view.sideDice[0]).dice.map((die) => [die.title, die.size])).toEqual([
      ["Fumble penalty", "d6"],
      ["Fumble penalty", "d6"],
    ]);
    expect(view.target).toBeNull();
    expect(view.steps.at(-1)).toBe("Fumble penalty 3 + 4 = 7: skill 5 − 7, never below 0 → 0");
    expect(view.oddsBefore).toBeNull();
  });

  it("sizes the penalty dice by the world's penalty formula", () => {
    const input = { ...KAISER_CARDS.fumbleOpposed, fumblePenalty: { number: 2, faces: 6, bonus: 2 } };
    expect(card(input).steps.at(-1)).toBe("Fumble penalty 3 + 4 + 2 = 7: skill 5 − 7, never below 0 → 0");
  });

  it("a Fumble with no difficulty is an immediate failure", () => {
    const view = card(KAISER_CARDS.fumblePlain);
    expect(view.banner).toMatchObject({ text: "Fumble — an immediate failure", tone: "fumble" });
    expect(view.followUps).toEqual([]);
  });

  it("an opposed side without a Fumble hands its total on, neutral", () => {
    const view = card(KAISER_CARDS.opposed);
    expect(view.banner).toMatchObject({
      text: "Total 12",
      tone: "neutral",
      icon: "fa-solid fa-dice",
      toneLabel: "Result",
    });
    expect(view.steps.at(-1)).toBe("Total 12 goes to the opposed check");
  });
});

describe("Kaiser card: kinds of check and advantage", () => {
  it("a characteristic check rolls one die", () => {
    const view = card(KAISER_CARDS.characteristic);
    expect(view.steps[0]).toBe("1d6: 4");
    expect(view.banner.text).toBe("Success — 1 DoS");
    expect(view.oddsBefore?.probability).toBeCloseTo(4 / 6, 12);
  });

  it("a resistance check's double six is no Open Roll, and the card says why", () => {
    const view = card(KAISER_CARDS.resistance);
    expect(view.banner).toMatchObject({ text: "Success — 4 DoS", tone: "success" });
    expect(marks(view)).toEqual(["kept", "kept"]);
    expect(view.steps).toContain("A resistance check has no Open Roll or Fumble.");
  });

  it("advantage by the pool marks the kept and the dropped dice", () => {
    const view = card(KAISER_CARDS.advantage);
    expect(marks(view)).toEqual(["kept", "dropped", "kept", "dropped"]);
    expect(titles(view)).toEqual(["kept", "dropped", "kept", "dropped"]);
    expect(view.steps[0]).toBe("Advantage 2: 4d6 (5, 2, 6, 3), the highest two kept: 5 + 6");
    expect(must(view.dice[1]).label).toBe("d6 showing 2: dropped");
  });

  it("disadvantage keeps the lowest two", () => {
    const view = card(KAISER_CARDS.disadvantage);
    expect(marks(view)).toEqual(["kept", "dropped", "kept"]);
    expect(view.steps[0]).toBe("Disadvantage 1: 3d6 (2, 5, 4), the lowest two kept: 2 + 4");
    expect(view.banner.text).toBe("Failure — 1 DoF");
  });

  it("sequential advantage says which die was rerolled into what, in the step and on the die", () => {
    const view = card(KAISER_CARDS.sequential);
    expect(titles(view)).toEqual(["rerolled into a 5", "kept", "kept"]);
    expect(view.steps[0]).toBe(
      "Advantage 1, rerolling the lowest die: 2d6 showed 3, 4; the 3 rerolled into a 5; kept 4 + 5",
    );
  });

  it("sequential rerolls follow the die each reroll replaced, a reroll rerolled in turn", () => {
    // A2: 3 and 4; the 3 comes up 1, which is now the lowest and is rerolled into a 6.
    const view = card({
      formula: "2d6ko",
      judged: judgeCheck({ kind: "skill", bonus: 0, advantage: 2, method: "sequential" }, [3, 4, 1, 6]),
    });
    expect(titles(view)).toEqual(["rerolled into a 1", "kept", "rerolled into a 6", "kept"]);
    expect(view.steps[0]).toBe(
      "Advantage 2, rerolling the lowest die: 2d6 showed 3, 4; " +
        "the 3 rerolled into a 1 and the 1 rerolled into a 6; kept 4 + 6",
    );
    const de = kaiserCardModel(
      {
        formula: "2d6ko",
        judged: judgeCheck({ kind: "skill", bonus: 0, advantage: -1, method: "sequential" }, [2, 5, 1]),
      },
      german,
    );
    expect(de.steps[0]).toBe(
      "Nachteil 1, der höchste Würfel wird neu gewürfelt: " +
        "2d6 zeigten 2, 5; die 5 neu gewürfelt ergab 1; behalten 2 + 1",
    );
    expect(de.dice.map((die) => die.title)).toEqual(["behalten", "neu gewürfelt, ergab 1", "behalten"]);
  });

  it("a sequential pair that cannot improve says nothing was rerolled", () => {
    const view = card({
      formula: "2d6ko",
      judged: judgeCheck({ kind: "resistance", bonus: 0, advantage: 1, method: "sequential" }, [6, 6]),
    });
    expect(view.steps[0]).toBe("Advantage 1, rerolling the lowest die: 2d6 showed 6, 6; nothing to reroll; kept 6 + 6");
  });
});

describe("Kaiser card: a check against an opponent's value, from the dialog", () => {
  const opponent = {
    value: 9,
    tieRule: "defender",
    fumbleRule: "loses",
    penalty: { number: 2, faces: 6, bonus: 0 },
  } as const;
  const spec = { kind: "skill", bonus: 3, advantage: 0, method: "pool" } as const;
  const judged = judgeCheck(spec, [4, 5]);

  it("names the opponent's value and keeps the chance to win the dialog reckoned", () => {
    const view = card({ formula: "2d6ko + 3", judged, opponent });
    expect(view.target).toBe("Total 12 against an opponent's 9");
    const expected = exactOdds.kaiser.opposed(spec, { ...spec, bonus: 9 }, opponent.penalty, "loses").defenderTakesTies
      .attacker;
    expect(view.oddsBefore?.probability).toBe(expected);
    expect(view.oddsBefore?.text).toMatch(/^Before the roll: \d+\.\d% to win$/);
    // A roll-off shares the ties: a different chance, as the dialog shows it under that rule.
    const rollOff = card({ formula: "2d6ko + 3", judged, opponent: { ...opponent, tieRule: "roll-off" } });
    expect(rollOff.oddsBefore?.probability).toBeGreaterThan(expected);
  });

  it("says it in German too", () => {
    const view = kaiserCardModel({ formula: "2d6ko + 3", judged, opponent }, german);
    expect(view.target).toBe("Summe 12 gegen den Wert 9 eines Gegners");
    expect(view.oddsBefore?.text).toMatch(/^Vor dem Wurf: \d+,\d\s%\sChance zu gewinnen$/u);
  });

  it("without an opponent a plain check names none and shows no chance", () => {
    const view = card({ formula: "2d6ko + 3", judged });
    expect(view.target).toBeNull();
    expect(view.oddsBefore).toBeNull();
  });
});
