/**
 * Issue 18, point 11: counts in the plural form the language asks for (through `Intl.PluralRules`, never "(s)" or
 * "(n)"), every number through the one formatter of src/ui/numbers.ts (grouped for the language, one minus
 * sign), a single missing Score named as one Score, and one limit for a Group Test's size.
 */
import { describe, expect, it } from "vitest";
import german from "../../lang/de.json";
import english from "../../lang/en.json";
import { applyGift } from "../../src/rule-sets/klepto/core/group-test/group-test-state";
import { startExtendedCard } from "../../src/rule-sets/kingdoms/core/extended-test/extended-test-state";
import { judgeBasicTest } from "../../src/rule-sets/kingdoms/core/mechanics/basic-test";
import { judgeMargin } from "../../src/rule-sets/kingdoms/core/mechanics/margin";
import { kingdomsCardModel } from "../../src/rule-sets/kingdoms/ui/card-model";
import { oldeCardModel } from "../../src/rule-sets/olde/ui/card-model";
import { judgeOlde } from "../../src/rule-sets/olde/core/mechanics/roll";
import { extendedTestCardModel } from "../../src/rule-sets/kingdoms/ui/extended-test/extended-test-card-model";
import { groupTestCardModel } from "../../src/rule-sets/klepto/ui/group-test/group-test-card-model";
import { kingdomsContest } from "../../src/rule-sets/kingdoms/ui/contest";
import { errorText } from "../../src/ui/dialogs/error-text";
import { formatNumber, formatSigned } from "../../src/ui/numbers";
import { createTranslator, formatCount, formatWith } from "../../src/ui/translator";
import { limitError } from "../../src/core/limits";
import { KAISER_LIMITS } from "../../src/rule-sets/kaiser/core/limits";
import type { ContestState } from "../../src/card-kinds/contest/core/contest-types";
import { groupOf, TEXT_EXAMPLE } from "../rule-sets/klepto/core/group-test-fixtures";
import { must } from "../kit";

const en = createTranslator("en", english);
const de = createTranslator("de", german, english);

/** Every message of a language file with its dotted key. */
function messages(tree: object, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : messages(value as object, `${prefix}${key}.`),
  );
}

describe("no message hedges its plural", () => {
  it.each([
    ["en", english],
    ["de", german],
  ] as const)("lang/%s.json has no (s), (n), (e), (en) or (dice)", (_lang, file) => {
    const hedged = messages(file).filter(([, text]) => /\w\((s|n|e|en|es)\)|\((dice|die|Würfel)\)/.test(text));
    expect(hedged).toEqual([]);
  });

  it("a plural message has the forms of Intl.PluralRules for English and German, and the same in both files", () => {
    const forms = (file: object) =>
      messages(file)
        .filter(([key]) => /\.(one|other)$/.test(key))
        .map(([key]) => key);
    expect(forms(german)).toEqual(forms(english));
    for (const key of forms(english).filter((k) => k.endsWith(".one"))) {
      expect(forms(english)).toContain(key.replace(/\.one$/, ".other"));
    }
  });
});

describe("formatCount", () => {
  it("picks the form by Intl.PluralRules, in English and German", () => {
    expect(formatCount(en, "INDIE_DICE.Contest.Step.Successes", 1)).toBe("1 success");
    expect(formatCount(en, "INDIE_DICE.Contest.Step.Successes", 0)).toBe("0 successes");
    expect(formatCount(en, "INDIE_DICE.Contest.Step.Successes", 2)).toBe("2 successes");
    expect(formatCount(de, "INDIE_DICE.Contest.Step.Successes", 1)).toBe("1 Erfolg");
    expect(formatCount(de, "INDIE_DICE.Contest.Step.Successes", 3)).toBe("3 Erfolge");
  });

  it("falls back to the other form for a category the file leaves out, and formats the count", () => {
    // Welsh has a "two" category; the file has only one and other.
    const welsh = createTranslator("cy", english);
    expect(formatCount(welsh, "INDIE_DICE.Contest.Step.Successes", 2)).toBe("2 successes");
    expect(formatCount(en, "INDIE_DICE.Contest.Step.Failures", 1_500)).toBe("1,500 failures");
  });
});

describe("numbers", () => {
  it("are grouped for the language and written with the true minus sign", () => {
    expect(formatNumber(1_000_000, en)).toBe("1,000,000");
    expect(formatNumber(-1_000_000, en)).toBe("−1,000,000");
    expect(formatNumber(1_000_000, de)).toBe("1.000.000");
    expect(formatNumber(-6, de)).toBe("−6");
    expect(formatSigned(3, en)).toBe("+3");
    expect(formatSigned(0, en)).toBe("0");
    expect(formatSigned(-2, en)).toBe("−2");
  });

  it("in messages: a limit reads as the player reads numbers, never as −1000000 or -6", () => {
    const error = limitError(KAISER_LIMITS.kaiserValue, -1_000_001);
    expect(errorText(en, error)).toBe(
      "Kaiser: the value added to the dice must be a whole number from −1,000,000 to 1,000,000, not −1,000,001.",
    );
    expect(errorText(de, error)).toBe(
      "Kaiser: Der Wert, der zu den Würfeln addiert wird, " +
        "muss eine ganze Zahl von −1.000.000 bis 1.000.000 sein, nicht −1.000.001.",
    );
    expect(formatWith(en, "INDIE_DICE.Dialog.Error.Required", { min: -1_000_000, max: 1_000_000 })).toBe(
      "Enter a whole number from −1,000,000 to 1,000,000.",
    );
    expect(formatWith(en, "INDIE_DICE.Error.Klepto.Level", { min: -3, max: 3, level: "4" })).toBe(
      "Kleptonomicon: the net Advantage level must be a whole number from −3 to 3, not 4.",
    );
  });

  it("on cards: a negative total and DT are written with the same minus sign as everywhere", () => {
    const view = kingdomsCardModel({ formula: "1d12kr0", judged: judgeBasicTest([1], 0) }, en);
    expect(view.banner.text).toBe("Failure — Margin −2");
    expect(view.steps.join(" ")).not.toMatch(/-\d/);
    // The big total under the dice too: the issue saw "−6" in the text and "-6" in the total.
    expect(view.total).toBe(-2);
    expect(view.totalText).toBe("−2");
    const olde = oldeCardModel(
      {
        formula: "2d4x - 6",
        judged: judgeOlde({ count: 2, faces: 4, adjustment: -6, unlimited: true }, [[2], [3]]),
        target: 8,
      },
      de,
    );
    expect([olde.totalText, olde.target]).toEqual(["−1", "Summe −1 gegen Zielwert 8"]);
  });
});

describe("counts on the cards", () => {
  it("K&R: one die rolled of a pool, one success and one failure", () => {
    const view = kingdomsCardModel({ formula: "1d12kr7", judged: judgeBasicTest([10], 7, { pool: 6 }) }, en);
    expect(view.steps).toContain("1 die rolled of a pool of 6");
    expect(
      kingdomsCardModel({ formula: "2d12kr7", judged: judgeBasicTest([10, 3], 7, { pool: 6 }) }, en).steps,
    ).toContain("2 dice rolled of a pool of 6");
    const state = {} as ContestState<"kingdoms">;
    expect(kingdomsContest.sideLine(en, state, "Ilsa", judgeMargin([8, 3], 7))).toBe(
      "Ilsa: margin 0 against DT 7 (1 success, 1 failure)",
    );
    expect(kingdomsContest.sideLine(en, state, "Ilsa", judgeMargin([8, 9, 12], 7))).toBe(
      "Ilsa: margin +4 against DT 7 (4 successes, 0 failures)",
    );
    expect(kingdomsContest.sideLine(de, state, "Ilsa", judgeMargin([8, 3], 7))).toBe(
      "Ilsa: Marge 0 gegen SS 7 (1 Erfolg, 1 Misserfolg)",
    );
  });

  it("Extended Test: one round left, within one round, a pool of one die (Runde, not Runde(n))", () => {
    const setup = {
      roller: { actorUuid: "Actor.x", name: "Ilsa" },
      dt: 6,
      pool: 1,
      replenish: 0,
      targetMargin: 1,
      rounds: 1,
    };
    const input = { state: startExtendedCard(setup), faces: [], mayAct: () => true };
    const view = extendedTestCardModel(input, en);
    expect(view.setup).toBe("DT 6, starting pool 1, replenish 0 per round, target margin +1 within 1 round");
    expect(view.pool).toBe("Pool: 1 die");
    expect(view.banner.text).toBe("In progress: margin 0 of +1, 1 round left");
    expect(must(view.odds).text).toMatch(/within 1 round$/);
    const german = extendedTestCardModel(input, de);
    expect(german.banner.text).toBe("Läuft: Marge 0 von +1, noch 1 Runde");
    expect(must(german.odds).text).toMatch(/innerhalb von 1 Runde zu erreichen$/);
    const three = extendedTestCardModel({ ...input, state: startExtendedCard({ ...setup, pool: 4, rounds: 3 }) }, de);
    expect(three.banner.text).toBe("Läuft: Marge 0 von +1, noch 3 Runden");
  });

  it("Group Test: one Advantage received, one more to give", () => {
    const all = groupOf(TEXT_EXAMPLE);
    // Bob's Score of 10 allows two gifts: after one, one more.
    const state = applyGift(all.state, all.rolls, "bob", "carol", { faces: [9], coins: [] });
    const view = groupTestCardModel({ state, rolls: all.rolls, mayAct: () => true }, en);
    expect(must(view.members.find((m) => m.id === "carol")).received).toBe("Received 1 Advantage");
    expect(must(view.members.find((m) => m.id === "bob")).canGive).toBe("May give 1 more Advantage");
    const german = groupTestCardModel({ state, rolls: all.rolls, mayAct: () => true }, de);
    expect(must(german.members.find((m) => m.id === "carol")).received).toBe("1 Vorteil erhalten");
  });
});
