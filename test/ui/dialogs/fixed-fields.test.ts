/**
 * What a card fixed, locked in the roll dialog (src/ui/dialogs/fixed-fields.ts): the fields its values set — Kaiser's
 * net Advantage is both steppers, and a fixed difficulty locks *Against* too — or every field for a whole roll,
 * each with the reason as its hint.
 */
import { describe, expect, it } from "vitest";
import { DIALOG_MODELS } from "../../../src/ui/dialog-models";
import { withFixedFields } from "../../../src/ui/dialogs/fixed-fields";
import { buildWith, field } from "./fixtures";
import { must } from "../../kit";

const REASON = "Fixed by the card";

function locked(view: { fields: readonly { name: string; disabled: boolean }[] }): string[] {
  return view.fields.filter((f) => f.disabled).map((f) => f.name);
}

describe("withFixedFields", () => {
  it(
    "locks the Kaiser fields a request's values set, Against with its difficulty; " + "the row's own number stays free",
    () => {
      const view = withFixedFields(
        buildWith("kaiser"),
        { kind: "resistance", difficulty: 11 },
        { specFields: must(DIALOG_MODELS.kaiser.specFields), reason: REASON },
      );
      // Against is a difficulty, fixed: the opponent's value, the alternative the card did not take, is not shown at
      // all.
      expect(locked(view)).toEqual(["kind", "mode", "difficulty"]);
      expect(view.fields.map((f) => f.name)).toEqual([
        "kind",
        "bonus",
        "advantages",
        "disadvantages",
        "mode",
        "difficulty",
      ]);
      expect(buildWith("kaiser").fields.map((f) => f.name)).toContain("opponent");
      expect(["kind", "mode", "difficulty"].map((name) => field(view, name).hint)).toEqual([REASON, REASON, REASON]);
      expect(field(view, "bonus").disabled).toBe(false);
    },
  );

  it(
    "a value the card hides (fixed as undefined) is locked empty and says it is hidden: " +
      "no default, no number (issue 42)",
    () => {
      const lock = {
        specFields: must(DIALOG_MODELS.kaiser.specFields),
        reason: REASON,
        hiddenReason: "Hidden by the GM",
      };
      // The roller's form: no difficulty to roll against, the field at its default 10.
      const view = withFixedFields(
        buildWith("kaiser", { kind: "resistance", mode: "none" }),
        { kind: "resistance", difficulty: undefined },
        lock,
      );
      expect(
        ["kind", "mode", "difficulty"].map((name) => [field(view, name).disabled, field(view, name).hint]),
      ).toEqual([
        [true, REASON],
        // Against shows what the card fixed (a difficulty), which is no secret: only the number is hidden.
        [true, REASON],
        [true, "Hidden by the GM"],
      ]);
      expect(field(view, "difficulty").value).toBe("");
      expect(view.fields.some((f) => f.name === "opponent")).toBe(false);
      // Against shows a difficulty, the hidden one: not "nothing", which the card is not.
      expect(
        must(field(view, "mode").options)
          .filter((o) => o.selected)
          .map((o) => o.value),
      ).toEqual(["difficulty"]);
      // The roll itself is made without one.
      expect(view.spec).toMatchObject({ kind: "resistance" });
      expect(view.spec).not.toHaveProperty("difficulty");
    },
  );

  it(
    "a value the roll carries but its roller may not know " +
      "(concealed) is locked empty, without bounds or notes (issue 42)",
    () => {
      const lock = {
        whole: true,
        reason: REASON,
        concealed: ["pool", "dice"],
        concealedReason: "Hidden, as an earlier round is hidden from you",
      };
      const view = withFixedFields(
        buildWith("kingdoms", { pool: 5, dice: 5, dt: 7 }),
        { pool: 5, dice: 5, dt: 7 },
        lock,
      );
      expect(
        ["pool", "dice"].map((name) => [field(view, name).value, field(view, name).max, field(view, name).hint]),
      ).toEqual([
        ["", undefined, "Hidden, as an earlier round is hidden from you"],
        ["", undefined, "Hidden, as an earlier round is hidden from you"],
      ]);
      expect([field(view, "dt").value, field(view, "dt").hint]).toEqual([7, REASON]);
      // The roll is still made with them.
      expect(view.spec).toEqual({ pool: 5, dice: 5, dt: 7 });
      const kaiser = withFixedFields(
        buildWith("kaiser", { advantages: 2 }),
        { advantage: 2 },
        { specFields: must(DIALOG_MODELS.kaiser.specFields), concealed: ["advantage"] },
      );
      expect(buildWith("kaiser", { advantages: 2 }).notes.length).toBeGreaterThan(0);
      expect(kaiser.notes).toEqual([]);
    },
  );

  it(
    "a fixed net Advantage locks both steppers; " + "a card that fixes no opposition leaves both of them to the roller",
    () => {
      const view = withFixedFields(
        buildWith("kaiser"),
        { advantage: -1 },
        { specFields: must(DIALOG_MODELS.kaiser.specFields), reason: REASON },
      );
      expect(view.fields.map((f) => f.name)).toEqual(buildWith("kaiser").fields.map((f) => f.name));
      expect([
        field(view, "advantages").disabled,
        field(view, "disadvantages").disabled,
        field(view, "bonus").disabled,
      ]).toEqual([true, true, false]);
    },
  );

  it("a whole roll locks every field, the ones its values leave out too", () => {
    const view = withFixedFields(buildWith("klepto"), { modifier: 2 }, { whole: true, reason: REASON });
    expect(view.fields.every((f) => f.disabled && f.hint === REASON)).toBe(true);
  });

  it("without a lock, the view is as built (a field's own hint kept)", () => {
    const built = buildWith("kingdoms");
    expect(withFixedFields(built, null)).toBe(built);
    expect(field(withFixedFields(built, { dt: 7 }), "dt").hint).toBe(field(built, "dt").hint);
  });
});

describe("settingsOf", () => {
  it("a fixed Kaiser roll keeps its Advantage method over the world's; nothing else is overridden", () => {
    expect(DIALOG_MODELS.kaiser.settingsOf!({ kind: "skill", method: "sequential" })).toEqual({
      kaiserAdvantageMethod: "sequential",
    });
    expect(DIALOG_MODELS.kaiser.settingsOf!({ kind: "skill", method: "sideways" })).toEqual({});
    expect(DIALOG_MODELS.klepto.settingsOf).toBeUndefined();
  });
});
