import { describe, expect, it } from "vitest";
import { DEFAULT_FUMBLE_PENALTY } from "../../../../src/rule-sets/kaiser/core/mechanics/constants";
import { type KaiserCheckSpec } from "../../../../src/rule-sets/kaiser/core/mechanics/types";
import { parsePenaltyFormula } from "../../../../src/rule-sets/kaiser/core/mechanics/penalty-formula";
import { exactOdds } from "../../../../src/core/odds/exact-odds";
import { DIALOG_MODELS } from "../../../../src/ui/dialog-models";
import type { KaiserDialogSpec } from "../../../../src/rule-sets/kaiser/ui/types";
import { createTranslator } from "../../../../src/ui/translator";
import english from "../../../../lang/en.json";
import german from "../../../../lang/de.json";
import { buildWith, contextWith, errors, field, noteText, row, WORLD_DEFAULTS } from "../../../ui/dialogs/fixtures";
import { must, pattern } from "../../../kit";

const de = createTranslator("de", german, english);

const model = DIALOG_MODELS.kaiser;
const skill = (bonus: number, advantage = 0): KaiserCheckSpec => ({ kind: "skill", bonus, advantage, method: "pool" });

/** The limit messages of `lang/en.json`, as the player reads them: numbers grouped, with a true minus sign. */
const VALUE_ERROR = (value: string) =>
  `Kaiser: the value added to the dice must be a whole number from −1,000,000 to 1,000,000, not ${value}.`;
const LEVEL_ERROR = (value: string) =>
  `Kaiser: Advantage and Disadvantage levels must each be a whole number from 0 to 20, not ${value}.`;
const DIFFICULTY_ERROR = (value: string) =>
  `Kaiser: the difficulty must be a whole number from −1,000,000 to 1,000,000, not ${value}.`;
const OPPONENT_ERROR = (value: string) =>
  `Kaiser: the opponent's value must be a whole number from −1,000,000 to 1,000,000, not ${value}.`;
const REQUIRED = (min: string, max: string) => `Enter a whole number from ${min} to ${max}.`;

describe("Kaiser dialog: defaults", () => {
  it("opens on a skill check of value 0 against difficulty 10, at the world's advantage method", () => {
    expect(model.defaults(WORLD_DEFAULTS)).toEqual({
      kind: "skill",
      bonus: 0,
      advantages: 0,
      disadvantages: 0,
      mode: "difficulty",
      difficulty: 10,
      opponent: 0,
    });
    const view = buildWith("kaiser");
    expect(view.title).toBe("Kaiser check");
    expect(view.fields.map((f) => f.name)).toEqual([
      "kind",
      "bonus",
      "advantages",
      "disadvantages",
      "mode",
      "difficulty",
      "opponent",
    ]);
    expect(view.spec).toEqual({ kind: "skill", bonus: 0, advantage: 0, method: "pool", difficulty: 10 });
    expect(view.canRoll).toBe(true);
    expect(view.errorCount).toBe(0);
    expect(noteText(view, "level")).toBe("Rolled with no Advantage or Disadvantage");
    expect(noteText(view, "method")).toBe("Advantage method (world setting): Pool");
  });

  it("rolls by the sequential method when the world says so", () => {
    const view = buildWith("kaiser", { advantages: 1 }, contextWith({ kaiserAdvantageMethod: "sequential" }));
    expect(view.spec?.method).toBe("sequential");
    expect(noteText(view, "method")).toBe("Advantage method (world setting): Sequential rerolls");
    expect(row(view, "success").probability).toBe(
      exactOdds.kaiser.difficulty({ ...skill(0, 1), method: "sequential" }, 10).pSuccess,
    );
  });

  it("labels every field and gives it an id under the dialog's prefix", () => {
    const view = model.build(model.defaults(WORLD_DEFAULTS), { ...contextWith(), idPrefix: "app-7" });
    expect(view.fields.map((f) => [f.id, f.label])).toEqual([
      ["app-7-kind", "Check"],
      ["app-7-bonus", "Value"],
      ["app-7-advantages", "Advantage levels"],
      ["app-7-disadvantages", "Disadvantage levels"],
      ["app-7-mode", "Against"],
      ["app-7-difficulty", "Difficulty"],
      ["app-7-opponent", "Opponent's value"],
    ]);
    expect(field(view, "kind").options?.map((o) => [o.value, o.selected])).toEqual([
      ["characteristic", false],
      ["skill", true],
      ["resistance", false],
    ]);
    expect(field(view, "bonus")).toMatchObject({ kind: "number", min: -1_000_000, max: 1_000_000, step: 1, value: 0 });
  });
});

describe("Kaiser dialog: formFromSpec", () => {
  const requests: KaiserDialogSpec[] = [
    { kind: "skill", bonus: 4, advantage: 0, method: "pool", difficulty: 10 },
    { kind: "skill", bonus: 3, advantage: -1, method: "pool", difficulty: 12 },
    { kind: "resistance", bonus: 2, advantage: 2, method: "pool", opponent: 5 },
    { kind: "characteristic", bonus: 3, advantage: 0, method: "pool", difficulty: 6 },
    { kind: "skill", bonus: -2, advantage: 20, method: "pool" },
  ];

  it.each(requests)("gives back the same request: %o", (request) => {
    const form = model.formFromSpec(request, WORLD_DEFAULTS);
    expect(model.build(form, contextWith()).spec).toEqual(request);
  });

  it("splits a net level into the steppers and picks the mode from what the request holds", () => {
    expect(model.formFromSpec({ advantage: -3 }, WORLD_DEFAULTS)).toMatchObject({
      advantages: 0,
      disadvantages: 3,
      mode: "none",
    });
    expect(model.formFromSpec({ opponent: 4 }, WORLD_DEFAULTS)).toMatchObject({ mode: "opposed", opponent: 4 });
    expect(model.formFromSpec({}, WORLD_DEFAULTS)).toEqual(model.defaults(WORLD_DEFAULTS));
  });
});

describe("Kaiser dialog: bad values", () => {
  const numberCases = [
    [
      "bonus",
      {},
      VALUE_ERROR,
      REQUIRED("−1,000,000", "1,000,000"),
      [
        [1_000_001, "1,000,001"],
        [-1_000_001, "−1,000,001"],
      ],
    ],
    [
      "advantages",
      {},
      LEVEL_ERROR,
      REQUIRED("0", "20"),
      [
        [21, "21"],
        [-1, "−1"],
      ],
    ],
    [
      "disadvantages",
      {},
      LEVEL_ERROR,
      REQUIRED("0", "20"),
      [
        [21, "21"],
        [-1, "−1"],
      ],
    ],
    [
      "difficulty",
      {},
      DIFFICULTY_ERROR,
      REQUIRED("−1,000,000", "1,000,000"),
      [
        [1_000_001, "1,000,001"],
        [-1_000_001, "−1,000,001"],
      ],
    ],
    [
      "opponent",
      { mode: "opposed" },
      OPPONENT_ERROR,
      REQUIRED("−1,000,000", "1,000,000"),
      [
        [1_000_001, "1,000,001"],
        [-1_000_001, "−1,000,001"],
      ],
    ],
  ] as const;

  describe.each(numberCases)("%s", (name, setup, message, required, pastLimits) => {
    const expectOnly = (value: unknown, error: string) => {
      const view = buildWith("kaiser", { ...setup, [name]: value });
      expect(errors(view)).toEqual({ [name]: error });
      expect(view.canRoll).toBe(false);
      expect(view.spec).toBeNull();
      expect(view.odds).toBeNull();
      expect(view.errorCount).toBe(1);
      // The mistyped value stays in front of the player.
      expect(field(view, name).value).toBe(value === null ? "" : value);
    };

    it("an empty field asks for a whole number", () => {
      expectOnly("", required);
      expectOnly(null, required);
      expectOnly("   ", required);
    });
    it("text is no number", () => expectOnly("abc", message('"abc"')));
    it("a fraction is no whole number", () => {
      expectOnly("2.5", message('"2.5"'));
      expectOnly(2.5, message("2.5"));
    });
    it("exponent notation is refused rather than guessed", () => expectOnly("1e3", message('"1e3"')));
    it("a value past the limits names the range", () => {
      for (const [value, shown] of pastLimits) expectOnly(value, message(shown));
    });
    it("too many digits are quoted as typed, not as Infinity", () =>
      expectOnly("9".repeat(400), message(`"${"9".repeat(400)}"`)));
  });

  it("an unknown check type or mode is no choice", () => {
    expect(errors(buildWith("kaiser", { kind: "luck" }))).toEqual({ kind: '"luck" is not one of the choices.' });
    expect(errors(buildWith("kaiser", { mode: "" }))).toEqual({ mode: '"" is not one of the choices.' });
    expect(buildWith("kaiser", { kind: "luck" }).canRoll).toBe(false);
  });

  it("takes a typed minus sign and a plus sign as a person means them", () => {
    expect(buildWith("kaiser", { bonus: "\u22123" }).spec?.bonus).toBe(-3);
    expect(buildWith("kaiser", { bonus: " +4 " }).spec?.bonus).toBe(4);
  });

  it("the Limits' example, a value of 10⁹, is refused", () => {
    expect(errors(buildWith("kaiser", { bonus: 1e9 }))).toEqual({ bonus: VALUE_ERROR("1,000,000,000") });
  });
});

describe("Kaiser dialog: Advantage and Disadvantage", () => {
  it("the text's example: A2 and D3 make D1, rolled as three dice keeping the lowest two", () => {
    const view = buildWith("kaiser", { advantages: 2, disadvantages: 3, bonus: 3 });
    expect(view.spec?.advantage).toBe(-1);
    expect(noteText(view, "level")).toBe("Rolled at D1");
    expect(row(view, "success").probability).toBe(exactOdds.kaiser.difficulty(skill(3, -1), 10).pSuccess);
  });

  it("shows the net level as A2", () => {
    expect(noteText(buildWith("kaiser", { advantages: 2 }), "level")).toBe("Rolled at A2");
  });

  it("gives each stepper its own − and + labels", () => {
    const view = buildWith("kaiser");
    expect(field(view, "advantages")).toMatchObject({
      kind: "stepper",
      min: 0,
      max: 20,
      step: 1,
      stepLabels: { down: "One Advantage level less", up: "One Advantage level more" },
    });
    expect(field(view, "disadvantages").stepLabels).toEqual({
      down: "One Disadvantage level less",
      up: "One Disadvantage level more",
    });
  });

  it("disables both steppers for a characteristic check, says why, and ignores what they hold", () => {
    const view = buildWith("kaiser", { kind: "characteristic", advantages: "junk", disadvantages: 3 });
    for (const name of ["advantages", "disadvantages"]) {
      expect(field(view, name)).toMatchObject({
        disabled: true,
        error: null,
        hint: "Characteristic checks take no Advantage or Disadvantage.",
      });
    }
    expect(view.canRoll).toBe(true);
    expect(view.spec).toEqual({ kind: "characteristic", bonus: 0, advantage: 0, method: "pool", difficulty: 10 });
    expect(view.notes.map((n) => n.name)).toEqual([]);
  });

  it("keeps the steppers for skill and resistance checks", () => {
    for (const kind of ["skill", "resistance"]) {
      expect(field(buildWith("kaiser", { kind }), "advantages").disabled).toBe(false);
    }
  });
});

describe("Kaiser dialog: what the check is against", () => {
  it("enables only the field of the chosen mode", () => {
    const enabled = (mode: string) => {
      const view = buildWith("kaiser", { mode });
      return [field(view, "difficulty").disabled, field(view, "opponent").disabled];
    };
    expect(enabled("difficulty")).toEqual([false, true]);
    expect(enabled("opposed")).toEqual([true, false]);
    expect(enabled("none")).toEqual([true, true]);
  });

  it("ignores a bad value in the field of another mode", () => {
    const view = buildWith("kaiser", { mode: "opposed", opponent: 4, difficulty: "abc" });
    expect(view.canRoll).toBe(true);
    expect(view.spec).toEqual({ kind: "skill", bonus: 0, advantage: 0, method: "pool", opponent: 4 });
  });
});

describe("Kaiser dialog: odds", () => {
  it("against a difficulty, every figure is the odds engine's own", () => {
    const view = buildWith("kaiser", { bonus: 4, advantages: 1 });
    const odds = exactOdds.kaiser.difficulty(skill(4, 1), 10);
    expect(view.odds?.heading).toBe("Against difficulty 10");
    expect(view.odds?.rows.map((r) => [r.outcome, r.probability])).toEqual([
      ["success", odds.pSuccess],
      ["failure", odds.pFailure],
      ["fumble", odds.pFumble],
      ["open-roll", odds.pOpenRoll],
    ]);
  });

  it("2d6 + 4 against 10 succeeds 26 times in 36, read as 72.2%", () => {
    const success = row(buildWith("kaiser", { bonus: 4 }), "success");
    expect(success.probability).toBeCloseTo(26 / 36, 12);
    expect(success.text).toBe("72.2%");
    expect(success.label).toBe("Success");
  });

  it("P(Fumble) and P(Open Roll) are double one and double six: 1 in 36 each, for skill checks only", () => {
    const view = buildWith("kaiser");
    expect(row(view, "fumble").probability).toBeCloseTo(1 / 36, 15);
    expect(row(view, "open-roll").probability).toBeCloseTo(1 / 36, 15);
    for (const kind of ["characteristic", "resistance"]) {
      expect(buildWith("kaiser", { kind }).odds?.rows.map((r) => r.outcome)).toEqual(["success", "failure"]);
    }
  });

  it("says the expected degrees on a success and on a failure", () => {
    const view = buildWith("kaiser", { bonus: 4 });
    const odds = exactOdds.kaiser.difficulty(skill(4), 10);
    expect(view.odds?.notes[0]).toBe(
      `Expected Degrees of Success on a success: ${odds.expectedDoSOnSuccess.toFixed(1)}`,
    );
    expect(view.odds?.notes[1]).toMatch(/^Expected Degrees of Failure on a failure: \d+\.\d$/);
  });

  it("charts the totals with the successes marked, in words too", () => {
    const chart = buildWith("kaiser", { bonus: 4 }).odds?.chart;
    // A Kaiser 12 rolls on without end: the chart leaves the thin top out, and says so (docs/odds.md "Numbers as
    // read").
    expect(chart?.description).toMatch(
      pattern([
        String.raw`^Total from .+; most likely 11 \(16\.7%\)\. Marked bars: 10 or more succeeds\. `,
        String.raw`Only .+ is drawn: results beyond these ends are too rare to see and are left out\.$`,
      ]),
    );
    const marked = chart?.bars.filter((bar) => bar.highlight) ?? [];
    expect(marked.length).toBeGreaterThan(0);
    for (const bar of marked) expect(bar.label).toMatch(/\(10 or more succeeds\)$/);
  });

  it("says what the chart's axis counts and what the numbers under the bars are, and keys the marked bars", () => {
    const chart = must(must(buildWith("kaiser", { bonus: 4 }).odds).chart);
    expect(chart.ticks).toHaveLength(3);
    // Trimmed (a 12 rolls on without end): its ends are the lowest and the highest drawn, not of every total.
    expect(chart.caption).toBe(
      "Total along the axis, with the lowest, " +
        "the most likely and the highest of those drawn written under the bars; " +
        "each bar's height is its chance. Only 7 to 27 is drawn: " +
        "results beyond these ends are too rare to see and are left out.",
    );
    expect(chart.key).toBe("Marked bars: 10 or more succeeds");
    const german = must(must(buildWith("kaiser", { bonus: 4 }, { ...contextWith(), i18n: de }).odds).chart);
    expect(german.caption).toBe(
      "Summe entlang der Achse; " +
        "unter den Balken stehen der kleinste, " +
        "der wahrscheinlichste und der größte gezeichnete Wert. Die Höhe jedes Balkens ist seine " +
        "Wahrscheinlichkeit. Gezeichnet ist nur 7 bis 27: " +
        "Ergebnisse jenseits dieser Enden sind zu selten, um sie zu sehen, und fehlen.",
    );
    expect(german.key).toMatch(/^Markierte Balken: /);
    // A plain check marks nothing: no key.
    expect(must(must(buildWith("kaiser", { bonus: 4, mode: "none" }).odds).chart).key).toBeNull();
  });

  it("against an opponent, shares the ties by the world's tie rule", () => {
    const defender = skill(5);
    const attacker = skill(6);
    const engine = exactOdds.kaiser.opposed(attacker, defender, parsePenaltyFormula("2d6"));
    const byDefender = buildWith("kaiser", { mode: "opposed", bonus: 6, opponent: 5 });
    expect(byDefender.odds?.heading).toBe("Against an opponent's value of 5");
    expect(row(byDefender, "win").probability).toBe(engine.defenderTakesTies.attacker);
    expect(row(byDefender, "lose").probability).toBe(engine.defenderTakesTies.defender);
    expect(row(byDefender, "tie")).toMatchObject({
      probability: engine.pTie,
      label: "of which totals tie (the defender wins)",
    });
    const byRollOff = buildWith(
      "kaiser",
      { mode: "opposed", bonus: 6, opponent: 5 },
      contextWith({ kaiserTieRule: "roll-off" }),
    );
    expect(row(byRollOff, "win").probability).toBe(engine.rollOff.attacker);
    expect(row(byRollOff, "tie").label).toBe(
      "Totals tie, settled by a d6 roll-off (already shared out in the two rows above)",
    );
  });

  it(
    "the win and lose rows add up to 100%, " +
      "and the tie row says it is part of them, not a third outcome (issue 18)",
    () => {
      // The figures: "You win 81.6 / Your opponent wins 18.4 / Totals tie 6.6%" read as 106.6%.
      for (const kaiserTieRule of ["defender", "roll-off"] as const) {
        const view = buildWith("kaiser", { mode: "opposed", bonus: 6, opponent: 5 }, contextWith({ kaiserTieRule }));
        const outcomes = must(view.odds).rows.map((r) => r.outcome);
        expect(outcomes.slice(0, 3)).toEqual(["win", "lose", "tie"]);
        expect(row(view, "win").probability + row(view, "lose").probability).toBeCloseTo(1, 12);
        expect(row(view, "tie").probability).toBeGreaterThan(0);
      }
      // Ties go to the defender: the tie row is a part of "Your opponent wins", right under it, and says so.
      const byDefender = buildWith("kaiser", { mode: "opposed", bonus: 6, opponent: 5 });
      expect(row(byDefender, "lose").label).toBe("Your opponent wins");
      expect(row(byDefender, "tie").label).toMatch(/^of which /);
      expect(row(byDefender, "tie").probability).toBeLessThanOrEqual(row(byDefender, "lose").probability);
      // Drawn indented under the row it is part of (templates/dialogs/odds.hbs marks it `part`).
      expect(
        must(byDefender.odds)
          .rows.map((r) => [r.outcome, r.part])
          .slice(0, 3),
      ).toEqual([
        ["win", false],
        ["lose", false],
        ["tie", true],
      ]);
      // A roll-off shares the ties out between both rows, and the tie row says that too.
      const byRollOff = buildWith(
        "kaiser",
        { mode: "opposed", bonus: 6, opponent: 5 },
        contextWith({ kaiserTieRule: "roll-off" }),
      );
      expect(row(byRollOff, "tie").label).toMatch(/shared out in the two rows above/);
    },
  );

  it("German: the tie row reads as part of the row above it too", () => {
    const view = buildWith("kaiser", { mode: "opposed", bonus: 6, opponent: 5 }, { ...contextWith(), i18n: de });
    expect(row(view, "lose").label).toBe("Dein Gegner gewinnt");
    expect(row(view, "tie").label).toBe("davon Gleichstand (der Verteidiger gewinnt)");
  });

  it("against an opponent, reads a Fumble by the world's setting, and says which reading (docs/rulings.md)", () => {
    // Skill 12 against 0: a fumbled 12 keeps 0 to 10, which would often still beat the opponent's 2d6.
    const loses = exactOdds.kaiser.opposed(skill(12), skill(0), DEFAULT_FUMBLE_PENALTY, "loses");
    const compared = exactOdds.kaiser.opposed(skill(12), skill(0), DEFAULT_FUMBLE_PENALTY, "compared");
    const byDefault = buildWith("kaiser", { mode: "opposed", bonus: 12, opponent: 0 });
    expect(row(byDefault, "win").probability).toBe(loses.defenderTakesTies.attacker);
    expect(row(byDefault, "lose").probability).toBe(loses.defenderTakesTies.defender);
    expect(row(byDefault, "tie").probability).toBe(loses.pTie);
    expect(byDefault.odds?.notes).toContain(
      "A Fumble loses the opposed check (world setting), unless both sides fumble.",
    );
    const byCompare = buildWith(
      "kaiser",
      { mode: "opposed", bonus: 12, opponent: 0 },
      contextWith({ kaiserOpposedFumble: "compared" }),
    );
    expect(row(byCompare, "win").probability).toBe(compared.defenderTakesTies.attacker);
    expect(row(byCompare, "win").probability).toBeGreaterThan(row(byDefault, "win").probability);
    expect(byCompare.odds?.notes).toContain(
      "A Fumble compares the value less the Fumble penalty (world setting), and may still win.",
    );
    // A world that never stored the setting reads as the default.
    const unset = buildWith(
      "kaiser",
      { mode: "opposed", bonus: 12, opponent: 0 },
      contextWith({ kaiserOpposedFumble: undefined }),
    );
    expect(row(unset, "win").probability).toBe(loses.defenderTakesTies.attacker);
    // A characteristic check cannot fumble: no word about it.
    const characteristic = buildWith("kaiser", { kind: "characteristic", mode: "opposed", bonus: 3, opponent: 2 });
    expect(characteristic.odds?.notes.join(" ")).not.toMatch(/Fumble/);
  });

  it("uses 2d6 for the opposed-Fumble penalty when the world's formula is no dice formula, and says so", () => {
    const view = buildWith("kaiser", { mode: "opposed", opponent: 5 }, contextWith({ kaiserFumblePenalty: "lots" }));
    const engine = exactOdds.kaiser.opposed(skill(0), skill(5), DEFAULT_FUMBLE_PENALTY);
    expect(row(view, "win").probability).toBe(engine.defenderTakesTies.attacker);
    expect(view.odds?.notes).toContain('The world\'s Fumble penalty "lots" is not a dice formula; these odds use 2d6.');
  });

  it("with nothing to beat, gives the average total and the skill's Fumble and Open Roll chances", () => {
    const view = buildWith("kaiser", { mode: "none", bonus: 3 });
    const odds = exactOdds.kaiser.check(skill(3));
    expect(view.odds?.heading).toBe("The check's total");
    expect(view.odds?.rows.map((r) => [r.outcome, r.probability])).toEqual([
      ["fumble", odds.pFumble],
      ["open-roll", odds.pOpenRoll],
    ]);
    // 2d6 + 3 averages 10, an Open Roll adding a little on top.
    expect(view.odds?.notes[0]).toMatch(/^Average total: 10\.\d$/);
  });

  it("works out no odds when the player turned them off, and still rolls", () => {
    const view = buildWith("kaiser", {}, contextWith({}, false));
    expect(view.odds).toBeNull();
    expect(view.canRoll).toBe(true);
  });
});

describe("the odds keep the facts about the roll apart from its outcomes (issue: 105.6% in one table)", () => {
  const outcomeSum = (rows: readonly { fact: boolean; part: boolean; probability: number }[]) =>
    rows.filter((row) => !row.fact && !row.part).reduce((sum, row) => sum + row.probability, 0);

  it("opposed: win and lose share out the whole; Fumble and Open Roll are facts about your roll, listed apart", () => {
    const view = buildWith("kaiser", { kind: "skill", mode: "opposed", opponent: 0 });
    const rows = must(view.odds).rows;
    expect(rows.filter((row) => !row.fact).map((row) => row.outcome)).toEqual(["win", "lose", "tie"]);
    expect(rows.filter((row) => row.fact).map((row) => row.outcome)).toEqual(["fumble", "open-roll"]);
    expect(outcomeSum(rows)).toBeCloseTo(1, 12);
  });

  it("against a difficulty: success and failure share out the whole, the facts apart", () => {
    const rows = must(
      buildWith("kaiser", { kind: "skill", mode: "difficulty", difficulty: 12, advantages: 2 }).odds,
    ).rows;
    expect(rows.filter((row) => !row.fact).map((row) => row.outcome)).toEqual(["success", "failure"]);
    expect(outcomeSum(rows)).toBeCloseTo(1, 12);
    expect(rows.filter((row) => row.fact).map((row) => row.outcome)).toEqual(["fumble", "open-roll"]);
  });
});

describe("no chance that can happen reads 0.0%, none that can fail reads 100% (issue 24)", () => {
  const text = (view: ReturnType<typeof buildWith<"kaiser">>, outcome: string) =>
    must(must(view.odds).rows.find((row) => row.outcome === outcome)).text;

  it.each([0, 5, 10, 20])(
    "a skill check at Advantage %i: a Fumble and an Open Roll can always happen",
    (advantages) => {
      const view = buildWith("kaiser", { kind: "skill", advantages });
      expect(text(view, "fumble")).not.toBe("0.0%");
      expect(text(view, "open-roll")).not.toBe("0.0%");
    },
  );

  it(
    "Advantage 20: the Fumble " +
      "(every one of 22 dice a 1) reads <0.1%, and a check against 3 can still fail (>99.9%)",
    () => {
      expect(text(buildWith("kaiser", { kind: "skill", advantages: 20 }), "fumble")).toBe("<0.1%");
      const easy = buildWith("kaiser", { kind: "skill", advantages: 20, mode: "difficulty", difficulty: 3 });
      expect(text(easy, "success")).toBe(">99.9%");
      expect(text(easy, "failure")).toBe("<0.1%");
    },
  );

  it(
    "a resistance check at Advantage 20 against 3 fails only when all 22 dice show 1: " +
      ">99.9%, never 100.0% (issue 43)",
    () => {
      const view = buildWith("kaiser", { kind: "resistance", advantages: 20, mode: "difficulty", difficulty: 3 });
      expect(text(view, "success")).toBe(">99.9%");
      expect(text(view, "failure")).toBe("<0.1%");
      const mirror = buildWith("kaiser", { kind: "resistance", disadvantages: 20, mode: "difficulty", difficulty: 12 });
      expect(text(mirror, "success")).toBe("<0.1%");
      expect(text(mirror, "failure")).toBe(">99.9%");
    },
  );

  it(
    "a characteristic check against 1 is certain: " +
      "100.0%, and its failure cannot happen, from the outcomes, not a sum's rounding (issues 43, 64)",
    () => {
      const view = buildWith("kaiser", { kind: "characteristic", mode: "difficulty", difficulty: 1 });
      expect(text(view, "success")).toBe("100.0%");
      expect(text(view, "failure")).toBe("cannot happen");
      expect(must(must(view.odds).rows.find((row) => row.outcome === "failure")).probability).toBe(0);
      expect(must(must(view.odds).rows.find((row) => row.outcome === "success")).probability).toBe(1);
    },
  );
});
