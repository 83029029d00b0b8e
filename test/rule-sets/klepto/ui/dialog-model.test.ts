import { describe, expect, it } from "vitest";
import { exactOdds } from "../../../../src/core/odds/exact-odds";
import { DIALOG_MODELS } from "../../../../src/ui/dialog-models";
import type { KleptoDialogSpec } from "../../../../src/rule-sets/klepto/ui/types";
import {
  buildWith,
  contextWith,
  errors,
  field,
  HOSTILE_TEXT,
  noteText,
  row,
  WORLD_DEFAULTS,
} from "../../../ui/dialogs/fixtures";
import { asSentByAnyClient } from "../../../sent-by-any-client";
import { must } from "../../../kit";

const model = DIALOG_MODELS.klepto;

/** The Magic Missile ranges of the text, with the hint's jam on a Critical Success. */
const MISSILES = "[..6] 1 Missile, [7..9] 2 Missiles, [10..] 3 Missiles, [10!] Jammed";

const MODIFIER_ERROR = (value: string) =>
  `Kleptonomicon: the Modifier must be a whole number from −1,000,000 to 1,000,000, not ${value}.`;
const COUNT_ERROR = (value: string) =>
  `Kleptonomicon: Advantages and Disadvantages must each be a whole number from 0 to 20, not ${value}.`;

const level = (advantages: number, disadvantages: number) =>
  noteText(buildWith("klepto", { advantages, disadvantages }), "level");

describe("Kleptonomicon dialog: defaults", () => {
  it("opens on a plain d10 + 0 with the standard ranges, at the world's crit method", () => {
    expect(model.defaults(WORLD_DEFAULTS)).toEqual({
      modifier: 0,
      advantages: 0,
      disadvantages: 0,
      method: "coin",
      ranges: "",
    });
    const view = buildWith("klepto");
    expect(view.title).toBe("Kleptonomicon Test");
    expect(view.fields.map((f) => [f.name, f.label, f.kind])).toEqual([
      ["modifier", "Modifier", "number"],
      ["advantages", "Advantages", "stepper"],
      ["disadvantages", "Disadvantages", "stepper"],
      ["method", "Critical Rolls", "select"],
      ["ranges", "Score Ranges", "textarea"],
    ]);
    expect(field(view, "method").options?.map((option) => [option.value, option.label, option.selected])).toEqual([
      ["coin", "Coin flip on a 10", true],
      ["d10ish", "d10ish die", false],
    ]);
    expect(field(view, "ranges").placeholder).toBe("[..6] Low Score, [7..9] Mixed Score, [10..] High Score");
    expect(view.spec).toEqual({ modifier: 0, advantages: 0, disadvantages: 0, method: "coin" });
    expect(noteText(view, "ranges")).toBe("Standard ranges: [..6] Low Score, [7..9] Mixed Score, [10..] High Score");
  });

  it("rolls the d10ish die when the world says so", () => {
    const view = buildWith("klepto", {}, contextWith({ kleptoCritMethod: "d10ish" }));
    expect(view.spec?.method).toBe("d10ish");
    expect(row(view, "crit-success").probability).toBe(
      exactOdds.klepto.ranges({ method: "d10ish" }, "[..6] a, [7..9] b, [10..] c").critSuccess,
    );
  });

  it("lets the player pick the other crit method, and keeps a request's method", () => {
    const view = buildWith("klepto", { method: "d10ish" });
    expect(view.spec?.method).toBe("d10ish");
    expect(model.formFromSpec({ method: "d10ish" }, WORLD_DEFAULTS).method).toBe("d10ish");
    const bad = buildWith("klepto", { method: "dice" });
    expect(field(bad, "method").error).toBe('"dice" is not one of the choices.');
    expect(bad.spec).toBeNull();
  });

  it("labels the steppers' buttons", () => {
    const view = buildWith("klepto");
    expect(field(view, "advantages").stepLabels).toEqual({ down: "One Advantage less", up: "One Advantage more" });
    expect(field(view, "disadvantages").stepLabels).toEqual({
      down: "One Disadvantage less",
      up: "One Disadvantage more",
    });
  });
});

describe("Kleptonomicon dialog: formFromSpec", () => {
  const requests: KleptoDialogSpec[] = [
    { modifier: 0, advantages: 0, disadvantages: 0, method: "coin" },
    { modifier: 2, advantages: 5, disadvantages: 1, method: "coin", ranges: MISSILES },
    { modifier: -3, advantages: 0, disadvantages: 20, method: "coin", ranges: "[..5] Miss, [6..] Hit" },
  ];
  it.each(requests)("gives back the same request: %o", (request) => {
    expect(model.build(model.formFromSpec(request, WORLD_DEFAULTS), contextWith()).spec).toEqual(request);
  });
});

describe("Kleptonomicon dialog: Advantages and Disadvantages", () => {
  it("shows the net after cancelling one for one", () => {
    expect(level(0, 0)).toBe("No Advantage or Disadvantage: one d10");
    expect(level(2, 2)).toBe("No Advantage or Disadvantage: one d10");
    expect(level(2, 0)).toBe("Advantage 2");
    expect(level(1, 3)).toBe("Disadvantage 2");
    expect(level(3, 0)).toBe("Advantage 3");
  });

  it("the text's example: five Advantages and one Disadvantage cancel to four, capped at 3", () => {
    const view = buildWith("klepto", { advantages: 5, disadvantages: 1 });
    expect(noteText(view, "level")).toBe("Advantage 3 (capped at 3)");
    expect(view.spec).toMatchObject({ advantages: 5, disadvantages: 1 });
    const capped = exactOdds.klepto.ranges({ advantages: 3 }, "[..6] a, [7..9] b, [10..] c");
    expect(view.odds?.rows.slice(0, 3).map((r) => r.probability)).toEqual(capped.ranges.map((r) => r.probability));
  });

  it("caps Disadvantages the same way", () => {
    expect(level(0, 5)).toBe("Disadvantage 3 (capped at 3)");
    expect(level(20, 0)).toBe("Advantage 3 (capped at 3)");
  });
});

describe("Kleptonomicon dialog: bad values", () => {
  const only = (changes: Record<string, unknown>, name: string, error: string) => {
    const view = buildWith("klepto", asSentByAnyClient(changes));
    expect(errors(view)).toEqual({ [name]: error });
    expect(view.canRoll).toBe(false);
    expect(view.spec).toBeNull();
    expect(view.odds).toBeNull();
    return view;
  };

  it("modifier: empty, text, fraction and past the limits", () => {
    only({ modifier: "" }, "modifier", "Enter a whole number from −1,000,000 to 1,000,000.");
    only({ modifier: "+2x" }, "modifier", MODIFIER_ERROR('"+2x"'));
    only({ modifier: 0.5 }, "modifier", MODIFIER_ERROR("0.5"));
    only({ modifier: -1_000_001 }, "modifier", MODIFIER_ERROR("−1,000,001"));
  });

  it("Advantages and Disadvantages: empty, text, negative, fraction and past 20", () => {
    for (const name of ["advantages", "disadvantages"]) {
      only({ [name]: null }, name, "Enter a whole number from 0 to 20.");
      only({ [name]: "many" }, name, COUNT_ERROR('"many"'));
      only({ [name]: -1 }, name, COUNT_ERROR("−1"));
      only({ [name]: "1.5" }, name, COUNT_ERROR('"1.5"'));
      only({ [name]: 21 }, name, COUNT_ERROR("21"));
    }
  });

  it("a bracket left open: the error points at that bracket, and no preview is shown", () => {
    const view = only(
      { ranges: "[..6] Miss, [7..9 Hit" },
      "ranges",
      "Score Ranges: the bracket [7..9 Hit at character 13 (entry 2) is not closed with ].",
    );
    expect(noteText(view, "ranges")).toBeUndefined();
  });

  it("a gap between ranges names both brackets, and one missing Score as one Score (issue 18)", () => {
    only(
      { ranges: "[..6] Miss, [8..] Hit" },
      "ranges",
      "Score Ranges: no range covers the Score 7, between [..6] and [8..] at character 13 (entry 2).",
    );
    only(
      { ranges: "[..6] Miss, [9..] Hit" },
      "ranges",
      "Score Ranges: no range covers the Scores 7 to 8, between [..6] and [9..] at character 13 (entry 2).",
    );
  });

  it("overlapping ranges name the bracket that overlaps", () => {
    only(
      { ranges: "[..6] Miss, [5..] Hit" },
      "ranges",
      "Score Ranges: [5..] at character 13 (entry 2) overlaps [..6].",
    );
  });

  it("a bracket that is no range says what a range looks like", () => {
    only(
      { ranges: "[x] Boom" },
      "ranges",
      "Score Ranges: [x] at character 1 (entry 1) is not a range; " +
        "write [a..b], [..b], [a..], [0!], [10!], [Win] or [Lose].",
    );
  });

  it("more than 2000 characters or 24 entries is past the limits", () => {
    only(
      { ranges: `[..6] ${"a".repeat(2000)}` },
      "ranges",
      "Kleptonomicon: the Score Ranges may be at most 2,000 characters long, not 2,006.",
    );
    const entries = ["[..0] x", ...Array.from({ length: 23 }, (_, i) => `[${i + 1}..${i + 1}] x`), "[24..] x"].join(
      ", ",
    );
    only({ ranges: entries }, "ranges", "Kleptonomicon: the Score Ranges hold 1 to 24 entries, not 25.");
  });
});

describe("Kleptonomicon dialog: Score Ranges and their odds", () => {
  it("previews the ranges as read, and gives each one's chance as the engine works it out", () => {
    const view = buildWith("klepto", { modifier: 1, advantages: 1, ranges: MISSILES });
    expect(noteText(view, "ranges")).toBe(`Read as: ${MISSILES}`);
    expect(view.spec?.ranges).toBe(MISSILES);
    const odds = exactOdds.klepto.ranges({ modifier: 1, advantages: 1 }, MISSILES);
    expect(view.odds?.heading).toBe("Chance of each Score Range");
    expect(view.odds?.rows.map((r) => [r.outcome, r.label, r.probability])).toEqual([
      ["range-0", "[..6] 1 Missile", must(odds.ranges[0]).probability],
      ["range-1", "[7..9] 2 Missiles", must(odds.ranges[1]).probability],
      ["range-2", "[10..] 3 Missiles", must(odds.ranges[2]).probability],
      // The text's own pass line (7 or more), whatever ranges the player wrote: here Scores 7–9 and 10 or more.
      [
        "pass",
        "Pass (7 or more, Critical Success included)",
        must(odds.ranges[1]).probability + must(odds.ranges[2]).probability,
      ],
      ["crit-failure", "[0!] Critical Failure", odds.critFailure],
      ["crit-success", "[10!] Jammed", odds.critSuccess],
    ]);
  });

  it("the standard ranges at +0: Low 65%, Mixed 30%, High 5%, each crit 5%", () => {
    const view = buildWith("klepto");
    expect(view.odds?.rows.map((r) => [r.label, r.text])).toEqual([
      ["[..6] Low Score", "65.0%"],
      ["[7..9] Mixed Score", "30.0%"],
      ["[10..] High Score", "5.0%"],
      ["Pass (7 or more, Critical Success included)", "35.0%"],
      ["[0!] Critical Failure", "5.0%"],
      ["[10!] Critical Success", "5.0%"],
    ]);
  });

  it(
    "at Modifier +10 no die makes a Score of 7 to 9: " + "the Mixed range says it cannot happen, not 0.0% (issue 64)",
    () => {
      // A plain die makes 11 or more; the Critical Failure (5%) is the only Low Score, the Critical Success a High one.
      const view = buildWith("klepto", { modifier: 10 });
      expect(view.odds?.rows.map((r) => [r.label, r.text])).toEqual([
        ["[..6] Low Score", "5.0%"],
        ["[7..9] Mixed Score", "cannot happen"],
        ["[10..] High Score", "95.0%"],
        ["Pass (7 or more, Critical Success included)", "95.0%"],
        ["[0!] Critical Failure", "5.0%"],
        ["[10!] Critical Success", "5.0%"],
      ]);
      expect(row(view, "range-1").probability).toBe(0);
    },
  );

  it("adds a row for the Scores no range covers", () => {
    const view = buildWith("klepto", { ranges: "[5..8] Hit" });
    const odds = exactOdds.klepto.ranges({}, "[5..8] Hit");
    expect(row(view, "no-effect")).toMatchObject({
      label: "No range (no effect)",
      probability: must(odds.noEffect).probability,
    });
    expect(row(view, "range-0").probability + row(view, "no-effect").probability).toBeCloseTo(1, 12);
  });

  it("with only a [10!] entry, a Critical Success has its effect: it is not counted as no effect", () => {
    const view = buildWith("klepto", { ranges: "[10!] Jammed" });
    // Every plain Score and a Critical Failure (95%) have no effect; the 5% Critical Success jams.
    expect(row(view, "no-effect").probability).toBeCloseTo(0.95, 12);
    expect(row(view, "no-effect").text).toBe("95.0%");
    expect(row(view, "crit-success").probability).toBeCloseTo(0.05, 12);
  });

  it("keeps hostile effect text as text for the template to escape", () => {
    const ranges = `[..6] ${HOSTILE_TEXT}, [7..] Fine`;
    const view = buildWith("klepto", { ranges });
    expect(row(view, "range-0").label).toBe(`[..6] ${HOSTILE_TEXT}`);
    expect(noteText(view, "ranges")).toBe(`Read as: ${ranges}`);
    expect(field(view, "ranges").value).toBe(ranges);
  });

  it("names a crit's row by the effect typed for it, not by the crit's default name (issue 18)", () => {
    const jammed = buildWith("klepto", { ranges: "[10!] Jammed" });
    expect(row(jammed, "crit-success").label).toBe("[10!] Jammed");
    expect(row(jammed, "crit-failure").label).toBe("[0!] Critical Failure");
    const both = buildWith("klepto", { ranges: `[..6] Miss, [7..] Hit, [0!] ${HOSTILE_TEXT}, [10!] Jammed` });
    expect(row(both, "crit-failure").label).toBe(`[0!] ${HOSTILE_TEXT}`);
    expect(row(both, "crit-success").label).toBe("[10!] Jammed");
    // A crit entry with no effect text keeps the crit's own name.
    expect(row(buildWith("klepto", { ranges: "[..6] Miss, [7..] Hit, [10!]" }), "crit-success").label).toBe(
      "[10!] Critical Success",
    );
  });

  it("charts the Score with the crits below and above every plain Score", () => {
    const chart = buildWith("klepto", { modifier: 2 }).odds?.chart;
    expect(chart?.ticks.map((t) => t.text)).toEqual(["[0!]", "3", "[10!]"]);
    expect(chart?.bars[0]?.label).toBe("[0!]: 5.0%");
    expect(chart?.description).toBe("Score from [0!] to [10!]; most likely 3 (10.0%).");
  });
});

describe("the Score Ranges' figures add up to 100.0% (issue 24: the calculator's rows totalled 99.9%)", () => {
  it("at +1 with an Advantage (30.25%, 42%, 27.75%): shown so they add up, each within a tenth of its chance", () => {
    const view = buildWith("klepto", { modifier: 1, advantages: 1 });
    const ranges = must(view.odds).rows.filter((row) => row.outcome.startsWith("range-"));
    const shown = ranges.map((row) => Number(row.text.replace("%", "")));
    expect(shown.reduce((sum, value) => sum + value, 0)).toBeCloseTo(100, 9);
    ranges.forEach((row, index) =>
      expect(Math.abs(must(shown[index]) - row.probability * 100)).toBeLessThanOrEqual(0.1 + 1e-9),
    );
  });
});
