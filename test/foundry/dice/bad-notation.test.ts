/**
 * Bad notation is a clear error naming the problem, shown to the user and thrown, before any die is rolled —
 * never a silent fallback to something else (docs/notation.md, "Bad notation is an error, never a fallback").
 */
import { describe, expect, it } from "vitest";
import { afterRepeatWindow, rollWith, useIndieDice } from "../support/helpers";
import { NOTATION_CASES } from "../support/notation-cases";

const harness = useIndieDice();

interface BadForm {
  readonly formula: string;
  /** The key under INDIE_DICE.Error.Notation, and the data the message is formatted with. */
  readonly problem: string;
  readonly data: Record<string, string | number>;
}

const BAD_FORMS: readonly BadForm[] = [
  // The table's own examples.
  { formula: "2d6p", problem: "DieIncreaseWithoutStages", data: { term: "2d6p", modifier: "p" } },
  { formula: "6d12kr", problem: "DifficultyThresholdMissing", data: { term: "6d12kr", modifier: "kr" } },
  { formula: "1d6kc", problem: "CritNeedsD10", data: { term: "1d6kc", faces: 6 } },
  { formula: "0d6ko", problem: "OpenRollNeedsTwoDice", data: { term: "0d6ko", kept: 0 } },
  { formula: "1d10p-1", problem: "DieIncreaseNegative", data: { term: "1d10p-1", stages: "-1" } },
  // More of the same kind.
  { formula: "2d8ko", problem: "OpenRollNeedsD6", data: { term: "2d8ko", faces: 8 } },
  { formula: "3d6ko", problem: "OpenRollNeedsTwoDice", data: { term: "3d6ko", kept: 3 } },
  { formula: "1dikc", problem: "CritOnD10ish", data: { term: "1dikc" } },
  { formula: "3d10kc", problem: "KeepOneDie", data: { term: "3d10kc", kept: 3, number: 3 } },
  { formula: "6d12kr-3", problem: "DifficultyThresholdNegative", data: { term: "6d12kr-3", threshold: "-3" } },
  {
    formula: "6d12kr7.5",
    problem: "DifficultyThresholdNotWhole",
    data: { term: "6d12kr7.5", modifier: "kr", argument: "7.5" },
  },
  { formula: "1d7p1", problem: "DieIncreaseSize", data: { term: "1d7p1", faces: 7 } },
  { formula: "{2d6, 3d6}ko", problem: "PoolModifier", data: { term: "{2d6, 3d6}ko", modifier: "ko" } },
  // A bad term later in a formula is found too, and named alone.
  { formula: "2d6ko[climb] + 1d12p", problem: "DieIncreaseWithoutStages", data: { term: "1d12p", modifier: "p" } },
];

const keyOf = (problem: string): string => `INDIE_DICE.Error.Notation.${problem}`;

/** What the user must read: the localized text of the problem. */
function expectedText(form: BadForm): string {
  const data = Object.fromEntries(Object.entries(form.data).map(([k, v]) => [k, String(v)]));
  return game.i18n.format(keyOf(form.problem), data);
}

function errorNotifications(): string[] {
  return harness()
    .foundry.notifications.filter((n) => n.type === "error")
    .map((n) => n.message);
}

/** Runs `fn`, which must throw, and returns what it threw. */
function thrownBy(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a throw");
}

describe("each bad form", () => {
  for (const form of BAD_FORMS) {
    it(`${form.formula}: new Roll throws the localized problem, shows it, and rolls nothing`, () => {
      // An empty script: drawing any die would throw the script's own error instead.
      harness().foundry.scriptFaces([]);
      const error = thrownBy(() => new Roll(form.formula));
      expect(error).toBeInstanceOf(Error);
      expect(error.name).toBe("IndieDiceError");
      expect(error.message).toBe(expectedText(form));
      expect(error.message.startsWith(`${form.data.term}:`)).toBe(true);
      expect((error.cause as { key?: string }).key).toBe(keyOf(form.problem));
      expect(errorNotifications()).toEqual([expectedText(form)]);
    });

    it(`${form.formula}: /r throws the same error and creates no chat message`, async () => {
      const { foundry } = harness();
      foundry.scriptFaces([]);
      await expect(foundry.chat(`/r ${form.formula}`)).rejects.toThrow(expectedText(form));
      expect(foundry.messages).toEqual([]);
      expect(errorNotifications()).toEqual([expectedText(form)]);
    });

    it(`${form.formula}: Roll.validate refuses it`, () => {
      expect(Roll.validate(form.formula)).toBe(false);
    });
  }
});

describe("the error goes through Foundry's localization", () => {
  // A second Foundry, with a translation loaded, installed over the file's own for these tests.
  const translated = useIndieDice({
    translations: {
      "INDIE_DICE.Error.Notation.DieIncreaseWithoutStages": "{term}: p braucht eine Stufenzahl, z. B. 1d10p2.",
    },
  });

  it("shows and throws the translated text", () => {
    const expected = "2d6p: p braucht eine Stufenzahl, z. B. 1d10p2.";
    expect(() => new Roll("2d6p")).toThrow(expected);
    expect(translated().foundry.notifications.map((n) => n.message)).toEqual([expected]);
  });
});

describe("showing the error", () => {
  it("shows a repeated error once while the user keeps retrying, but always throws", () => {
    expect(() => new Roll("2d6p")).toThrow();
    expect(() => new Roll("2d6p")).toThrow();
    expect(errorNotifications()).toHaveLength(1);
    afterRepeatWindow();
    expect(() => new Roll("2d6p")).toThrow();
    expect(errorNotifications()).toHaveLength(2);
  });

  it("shows a different error at once", () => {
    expect(() => new Roll("2d6p")).toThrow();
    expect(() => new Roll("6d12kr")).toThrow();
    expect(errorNotifications()).toHaveLength(2);
  });

  it("every row of the notation table parses without a notification", () => {
    for (const c of NOTATION_CASES) new Roll(c.formula);
    expect(harness().foundry.notifications).toEqual([]);
  });
});

describe("problems only known once Foundry evaluates the term", () => {
  it("(1d2)d6ko: a computed count of one die is refused when the term is evaluated", async () => {
    const roll = new Roll("(1d2)d6ko");
    expect(errorNotifications()).toEqual([]);
    const expected =
      "1d6ko: ko needs exactly two kept dice, but 1 stay: " +
      "roll 2d6ko, or roll more dice and keep two of them first (3d6kh2ko, 4d6kl2ko).";
    harness().foundry.scriptFaces([1, 4]);
    await expect(roll.evaluate()).rejects.toThrow(expected);
    expect(errorNotifications()).toEqual([expected]);
  });

  it("(1d2)d6ko: a computed count of two dice is a Kaiser pair like any other", async () => {
    const roll = await rollWith(harness(), "(1d2)d6ko", [2, 6, 6, 1]);
    expect(roll.total).toBe(13);
    expect(errorNotifications()).toEqual([]);
  });

  it(
    "a hand-built term with p, which the parser would have expanded, " + "is refused rather than rolled as a plain die",
    async () => {
      const { dice, foundry } = harness();
      const data = { number: 1, faces: 10, modifiers: ["p"] };
      const term = new dice.IndieDie(data as ConstructorParameters<typeof dice.IndieDie>[0]);
      foundry.scriptFaces([7]);
      await expect(term.evaluate()).rejects.toThrow(/1d10p: the die increase p needs a number of stages/);
      expect(errorNotifications()).toHaveLength(1);
    },
  );
});
