import { describe, expect, it } from "vitest";
import english from "../../lang/en.json";
import german from "../../lang/de.json";
import type { FairnessReport } from "../../src/core/fairness/fairness-report";
import { contestRollFlavor } from "../../src/card-kinds/contest/ui/card-roll-text";
import { contestCardModel } from "../../src/card-kinds/contest/ui/contest-card-model";
import { testText } from "../../src/ui/fairness/fairness-text";
import { fairnessReportView } from "../../src/ui/fairness/fairness-view";
import { formatList } from "../../src/ui/lists";
import { createTranslator, formatCount, pluralKey } from "../../src/ui/translator";
import { contestFixture } from "../card-kinds/contest/ui/contest-card-fixtures";
import { must } from "../kit";

/**
 * Lists and plural forms in languages whose rules differ from English: a list's "and" is the language's, and a
 * count picks the form the language asks for (Polish: 1 one, 2–4 few, 5–21 many, 22–24 few again). The French and
 * Polish words here are the tests' own, only so far as the forms need them.
 */

const en = createTranslator("en", english);
const de = createTranslator("de", german, english);

const french = createTranslator(
  "fr",
  {
    INDIE_DICE: {
      CardRoll: { Contest: "{name} contre {opponents} — opposition {ruleSet}" },
      Contest: { Status: { Rolling: "En attente de : {names}" } },
    },
  },
  english,
);

const polish = createTranslator(
  "pl",
  {
    INDIE_DICE: {
      Fairness: {
        LeftOut: {
          Unreadable: {
            one: "{count} rzut nieczytelny",
            few: "{count} rzuty nieczytelne",
            many: "{count} rzutów nieczytelnych",
            other: "{count} rzutu nieczytelnego",
          },
        },
        Test: {
          ChiSquare: {
            one: "χ² = {statistic}; {df} stopień swobody",
            few: "χ² = {statistic}; {df} stopnie swobody",
            many: "χ² = {statistic}; {df} stopni swobody",
            other: "χ² = {statistic}; {df} stopnia swobody",
          },
        },
      },
      Dialog: {
        Kingdoms: { Odds: { SomeDice: { one: "{n} kość", few: "{n} kości", many: "{n} kości", other: "{n} kości" } } },
      },
    },
  },
  english,
);

function reportWithUnreadable(unreadableRolls: number): FairnessReport {
  return {
    groups: [],
    counts: {
      rolls: 0,
      unreadableRolls,
      notRolled: 0,
      results: 0,
      untestedResults: 0,
      impossibleResults: 0,
      duplicateSideDice: 0,
      messages: 0,
      hiddenMessages: 0,
    },
  };
}

describe("lists in the player's language", () => {
  it("writes a list with the language's own words and marks", () => {
    const items = ["Ann", "Bob", "Cleo"];
    expect(formatList(items, en)).toBe("Ann, Bob, and Cleo");
    expect(formatList(items, de)).toBe("Ann, Bob und Cleo");
    expect(formatList(items, french)).toBe("Ann, Bob et Cleo");
    expect(formatList(items, polish)).toBe("Ann, Bob i Cleo");
    expect(formatList(items, { lang: "ja" })).toBe("Ann、Bob、Cleo");
    expect(formatList(["15", "16"], french, "or")).toBe("15 ou 16");
    expect(formatList([], en)).toBe("");
  });

  it("names a contest's opponents and the sides still to roll as a French list", () => {
    const { state, rolls } = contestFixture("open, no rolls, many against one");
    const defender = must(state.participants.find((p) => p.side === "defender"));
    const attackers = state.participants.filter((p) => p.side === "attacker").map((p) => p.name);
    expect(contestRollFlavor(french, state, defender.id)).toBe(
      `${defender.name} contre ${attackers[0]} et ${attackers[1]} — opposition OGS`,
    );
    const card = contestCardModel({ state, rolls, mayRoll: () => true }, french);
    expect(card.statusText).toBe(`En attente de : ${attackers[0]}, ${attackers[1]} et ${defender.name}`);
  });
});

describe("plural forms by the language's rules", () => {
  it("picks Polish one, few and many where English has one and other", () => {
    const forms = [1, 2, 4, 5, 12, 21, 22].map((n) =>
      pluralKey(polish, "INDIE_DICE.Fairness.LeftOut.Unreadable", n).split(".").pop(),
    );
    expect(forms).toEqual(["one", "few", "few", "many", "many", "many", "few"]);
    expect([1, 2, 5].map((n) => pluralKey(en, "INDIE_DICE.Fairness.LeftOut.Unreadable", n).split(".").pop())).toEqual([
      "one",
      "other",
      "other",
    ]);
  });

  it("says what the fairness report left out in the count's form", () => {
    const leftOut = (i18n: typeof en, n: number) =>
      fairnessReportView(reportWithUnreadable(n), () => null, i18n).leftOut;
    expect([1, 3, 5, 22].map((n) => leftOut(polish, n)[0])).toEqual([
      "1 rzut nieczytelny",
      "3 rzuty nieczytelne",
      "5 rzutów nieczytelnych",
      "22 rzuty nieczytelne",
    ]);
    expect(leftOut(en, 1)).toEqual(["1 roll could not be read and is not counted."]);
    expect(leftOut(de, 1)).toEqual(["1 Wurf ließ sich nicht lesen und ist nicht mitgezählt."]);
    expect(leftOut(de, 2)).toEqual(["2 Würfe ließen sich nicht lesen und sind nicht mitgezählt."]);
  });

  it("counts degrees of freedom in the count's form, without a message of its own for one", () => {
    const chi = (df: number) =>
      testText({ kind: "chiSquare", statistic: 4.3, degreesOfFreedom: df, pValue: 0.5 }, df + 1, polish);
    expect([1, 2, 5].map(chi)).toEqual([
      "χ² = 4,30; 1 stopień swobody",
      "χ² = 4,30; 2 stopnie swobody",
      "χ² = 4,30; 5 stopni swobody",
    ]);
    const chiEn = (df: number) =>
      testText({ kind: "chiSquare", statistic: 4.3, degreesOfFreedom: df, pValue: 0.5 }, df + 1, en);
    expect(chiEn(1)).toBe("χ² goodness of fit: χ² = 4.30 with 1 degree of freedom");
    expect(chiEn(5)).toBe("χ² goodness of fit: χ² = 4.30 with 5 degrees of freedom");
  });

  it("sums up the report with each tally in its own form", () => {
    const report: FairnessReport = {
      groups: [],
      counts: { ...reportWithUnreadable(0).counts, results: 1, messages: 1 },
    };
    expect(fairnessReportView(report, () => null, en).summary).toBe("1 die result from 1 chat message.");
    expect(fairnessReportView(report, () => null, de).summary).toBe("1 Würfelergebnis aus 1 Chatnachricht.");
    const many: FairnessReport = { groups: [], counts: { ...report.counts, results: 1234, messages: 2 } };
    expect(fairnessReportView(many, () => null, de).summary).toBe("1.234 Würfelergebnisse aus 2 Chatnachrichten.");
  });

  it("writes a Kingdoms pool size in the count's form, its number in the language's digits", () => {
    expect([1, 3, 5].map((n) => formatCount(polish, "INDIE_DICE.Dialog.Kingdoms.Odds.SomeDice", n))).toEqual([
      "1 kość",
      "3 kości",
      "5 kości",
    ]);
    expect([1, 3].map((n) => formatCount(en, "INDIE_DICE.Dialog.Kingdoms.Odds.SomeDice", n))).toEqual([
      "1 die",
      "3 dice",
    ]);
    expect(formatCount(de, "INDIE_DICE.Contest.Joint.Row.Many", 1, { count: 1 })).toBe("1 Angreifer gewinnt");
  });
});
