import { describe, expect, it } from "vitest";
import { exactOdds } from "../../../../src/core/odds/exact-odds";
import { DIALOG_MODELS } from "../../../../src/ui/dialog-models";
import type { OldeDialogSpec } from "../../../../src/rule-sets/olde/ui/types";
import { buildWith, contextWith, errors, field, noteText, row, WORLD_DEFAULTS } from "../../../ui/dialogs/fixtures";
import { asSentByAnyClient } from "../../../sent-by-any-client";

const model = DIALOG_MODELS.olde;

const COUNT_ERROR = (value: string) =>
  `Dungeons of Olde: the number of dice must be a whole number from 1 to 10, not ${value}.`;
const FACES_ERROR = (value: string) =>
  `Dungeons of Olde: a die must have a whole number of faces from 1 to 100, not ${value}.`;
const ADJUSTMENT_ERROR = (value: string) =>
  `Dungeons of Olde: the adjustment must be a whole number from −1,000,000 to 1,000,000, not ${value}.`;
const TARGET_ERROR = (value: string) =>
  `Dungeons of Olde: the target number must be a whole number from −1,000,000 to 1,000,000, not ${value}.`;

describe("Dungeons of Olde dialog: defaults", () => {
  it("opens on 2d6, unlimited as the world setting says", () => {
    expect(model.defaults(WORLD_DEFAULTS)).toEqual({ count: 2, faces: 6, adjustment: 0, unlimited: false, target: "" });
    expect(model.defaults({ ...WORLD_DEFAULTS, oldeUnlimitedByDefault: true }).unlimited).toBe(true);
    const limited = buildWith("olde");
    expect(limited.spec).toEqual({ count: 2, faces: 6, adjustment: 0, unlimited: false });
    expect(field(limited, "unlimited")).toMatchObject({ kind: "checkbox", value: false });
    const unlimited = buildWith("olde", {}, contextWith({ oldeUnlimitedByDefault: true }));
    expect(unlimited.spec).toEqual({ count: 2, faces: 6, adjustment: 0, unlimited: true });
    expect(field(unlimited, "unlimited").value).toBe(true);
    expect(noteText(unlimited, "code")).toBe("Rolls 2d6, unlimited");
  });

  it("labels its fields and offers the usual dice as suggestions for the faces", () => {
    const view = buildWith("olde");
    expect(view.title).toBe("Dungeons of Olde roll");
    expect(view.fields.map((f) => [f.name, f.label])).toEqual([
      ["count", "Number of dice"],
      ["faces", "Faces"],
      ["adjustment", "Adjustment"],
      ["unlimited", "Unlimited"],
      ["target", "Target number"],
    ]);
    expect(field(view, "faces").suggestions).toEqual(
      [2, 3, 4, 6, 8, 10, 12, 20].map((faces) => ({ value: String(faces), label: `d${faces}` })),
    );
  });

  it("any die is allowed, not only the usual ones", () => {
    expect(buildWith("olde", { count: 3, faces: 7 }).spec).toMatchObject({ count: 3, faces: 7 });
    expect(buildWith("olde", { faces: 100 }).canRoll).toBe(true);
  });

  it("a checkbox missing from the form is unchecked, as in an HTML form", () => {
    const view = model.build({ count: 2, faces: 6, adjustment: 0 }, contextWith({ oldeUnlimitedByDefault: true }));
    expect(view.spec?.unlimited).toBe(false);
  });
});

describe("Dungeons of Olde dialog: formFromSpec", () => {
  const requests: OldeDialogSpec[] = [
    { count: 2, faces: 4, adjustment: 1, unlimited: true },
    { count: 1, faces: 8, adjustment: 0, unlimited: true, target: 19 },
    { count: 3, faces: 20, adjustment: -2, unlimited: false, target: -5 },
  ];
  it.each(requests)("gives back the same request: %o", (request) => {
    expect(model.build(model.formFromSpec(request, WORLD_DEFAULTS), contextWith()).spec).toEqual(request);
  });

  it("takes unlimited from the world setting when the request leaves it out", () => {
    const form = model.formFromSpec({ count: 1, faces: 6 }, { ...WORLD_DEFAULTS, oldeUnlimitedByDefault: true });
    expect(form.unlimited).toBe(true);
  });
});

describe("Dungeons of Olde dialog: bad values", () => {
  const only = (changes: Record<string, unknown>, name: string, error: string) => {
    const view = buildWith("olde", asSentByAnyClient(changes));
    expect(errors(view)).toEqual({ [name]: error });
    expect(view.canRoll).toBe(false);
    expect(view.spec).toBeNull();
    expect(view.odds).toBeNull();
    expect(view.notes).toEqual([]);
  };

  it("number of dice: empty, text, fraction, 0, past 10 and a million", () => {
    only({ count: "" }, "count", "Enter a whole number from 1 to 10.");
    only({ count: "two" }, "count", COUNT_ERROR('"two"'));
    only({ count: 1.5 }, "count", COUNT_ERROR("1.5"));
    only({ count: 0 }, "count", COUNT_ERROR("0"));
    only({ count: 11 }, "count", COUNT_ERROR("11"));
    only({ count: 1_000_000, unlimited: true }, "count", COUNT_ERROR("1,000,000"));
  });

  it("faces: empty, a die name, a fraction, 0 and past 100", () => {
    only({ faces: null }, "faces", "Enter a whole number from 1 to 100.");
    only({ faces: "d6" }, "faces", FACES_ERROR('"d6"'));
    only({ faces: "6.5" }, "faces", FACES_ERROR('"6.5"'));
    only({ faces: 0 }, "faces", FACES_ERROR("0"));
    only({ faces: 101 }, "faces", FACES_ERROR("101"));
  });

  it("an unlimited d1 could never stop: the faces are the field to change", () => {
    only(
      { faces: 1, unlimited: true },
      "faces",
      "Dungeons of Olde: an unlimited die needs at least 2 faces; " +
        "a d1 shows its maximum on every throw and would never stop.",
    );
    expect(buildWith("olde", { faces: 1, unlimited: false }).canRoll).toBe(true);
  });

  it("adjustment: empty, text and past the limits", () => {
    only({ adjustment: "" }, "adjustment", "Enter a whole number from −1,000,000 to 1,000,000.");
    only({ adjustment: "+1d4" }, "adjustment", ADJUSTMENT_ERROR('"+1d4"'));
    only({ adjustment: 1_000_001 }, "adjustment", ADJUSTMENT_ERROR("1,000,001"));
  });

  it("target: empty means none, anything else must be a whole number within the limits", () => {
    expect(buildWith("olde", { target: "" }).spec).not.toHaveProperty("target");
    only({ target: "ten" }, "target", TARGET_ERROR('"ten"'));
    only({ target: 9.5 }, "target", TARGET_ERROR("9.5"));
    only({ target: -1_000_001 }, "target", TARGET_ERROR("−1,000,001"));
  });
});

describe("Dungeons of Olde dialog: odds", () => {
  it("the text's 2d4+1 unlimited: the chance to reach a target is the engine's own", () => {
    const request = { count: 2, faces: 4, adjustment: 1, unlimited: true } as const;
    const view = buildWith("olde", { ...request, target: 14 });
    expect(noteText(view, "code")).toBe("Rolls 2d4+1, unlimited");
    expect(view.odds?.heading).toBe("The total of 2d4+1");
    expect(row(view, "reach")).toMatchObject({
      label: "14 or more",
      probability: exactOdds.olde.roll(request).atLeast(14),
    });
    // Each d4 explodes on a 4: at least one of two does with 1 − (3/4)² = 7/16.
    expect(row(view, "explode")).toMatchObject({
      label: "At least one die explodes",
      probability: 7 / 16,
      text: "43.8%",
    });
  });

  it("the text's d8 that reached 19 (8 + 8 + 3): 19 or more is two eights then a 3 or better, 6/512", () => {
    const view = buildWith("olde", { count: 1, faces: 8, unlimited: true, target: 19 });
    expect(row(view, "reach").probability).toBe(
      exactOdds.olde.roll({ count: 1, faces: 8, adjustment: 0, unlimited: true }).atLeast(19),
    );
    expect(row(view, "reach").probability).toBeCloseTo(6 / 512, 10);
    expect(row(view, "reach").text).toBe("1.2%");
  });

  it("a limited roll has no explosion row, and no target means no row to reach", () => {
    expect(buildWith("olde").odds?.rows).toEqual([]);
    const view = buildWith("olde", { target: 10 });
    expect(view.odds?.rows.map((r) => r.outcome)).toEqual(["reach"]);
    expect(row(view, "reach").probability).toBeCloseTo(6 / 36, 15);
  });

  it("a target past every total is 0, one below every total is certain", () => {
    expect(row(buildWith("olde", { target: 13 }), "reach").probability).toBe(0);
    expect(row(buildWith("olde", { target: 2 }), "reach").probability).toBeCloseTo(1, 15);
  });

  it("charts the total, marks the bars that reach the target, and gives the average", () => {
    const view = buildWith("olde", { adjustment: -1, target: 10 });
    expect(view.odds?.chart?.description).toBe("Total from 1 to 11; most likely 6 (16.7%). Marked bars: 10 or more.");
    expect(view.odds?.chart?.bars.filter((bar) => bar.highlight).map((bar) => bar.label)).toEqual([
      "10: 5.6% (10 or more)",
      "11: 2.8% (10 or more)",
    ]);
    expect(view.odds?.notes).toEqual(["Average total: 6.0"]);
  });

  it("Thudd's 2d4 unlimited against Flash's average of 10: a long shot, but a shot", () => {
    const view = buildWith("olde", { count: 2, faces: 4, unlimited: true, target: 11 });
    const chance = row(view, "reach").probability;
    expect(chance).toBe(exactOdds.olde.roll({ count: 2, faces: 4, adjustment: 0, unlimited: true }).atLeast(11));
    expect(chance).toBeGreaterThan(0);
    expect(chance).toBeCloseTo(0.1445, 4);
  });
});
