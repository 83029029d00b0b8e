/**
 * The Start contest dialog's model for a contest of any formula (src/card-kinds/contest/ui/formula-contest-view.ts):
 * offered after the world's rule sets, each side's formula read with its own character, the tie rule a choice of the
 * starter's, the pairing's chances as the card will show them (counted over the d20s' faces here), and a side filled
 * from one of its character's saved formula rolls, its `@` paths kept as written.
 */
import { describe, expect, it } from "vitest";
import { startContestModel, withSavedPick } from "../../../../src/card-kinds/contest/ui/start-contest-model";
import type { FormValues } from "../../../../src/ui/dialogs/dialog-types";
import type { SavedRoll } from "../../../../src/core/saved-rolls/saved-roll-types";
import { en, WORLD_DEFAULTS } from "../../../ui/dialogs/fixtures";
import { must } from "../../../kit";

const GRAPPLE: SavedRoll = {
  id: "grapple0000000001",
  name: "Grapple",
  ruleSet: "formula",
  spec: { formula: "1d20 + @skills.ath.total" },
};
const ILSA = { name: "Ilsa", rollData: { skills: { ath: { total: 3 } } }, savedRolls: [GRAPPLE] };

function build(form: FormValues) {
  return startContestModel({
    ruleSets: ["kaiser", "formula"],
    attackers: [ILSA],
    defender: { name: "Warden" },
    form,
    settings: WORLD_DEFAULTS,
    i18n: en,
  });
}

describe("the Start contest dialog, a contest of any formula", () => {
  it("offers it after the rule sets, each side's formula read with its own character, and the tie rule", () => {
    const view = build({
      ruleSet: "formula",
      "a0.formula": "1d20 + @skills.ath.total",
      "d.formula": "1d20 + 5",
      ties: "stand",
    });
    const [ruleSet, ties] = view.setup.fields;
    expect(must(must(ruleSet).options).map((option) => [option.value, option.label])).toEqual([
      ["kaiser", "Kaiser"],
      ["formula", "Any formula"],
    ]);
    expect(must(must(ties).options).map((option) => option.value)).toEqual(["defender", "attacker", "stand", "again"]);
    expect(must(view.sides[0]).fields.map((field) => field.name)).toEqual(["a0.savedRoll", "a0.formula"]);
    expect(must(must(view.sides[0]).fields[1]).resolved).toBe("= 1d20 + 3");
    expect(view.spec).toMatchObject({
      ruleSet: "formula",
      ties: "stand",
      specs: { attackers: [{ formula: "1d20 + 3" }], defender: { formula: "1d20 + 5" } },
    });
    // 1d20 + 3 against 1d20 + 5 over the 400 pairs of faces: higher on 153, the same on 18 (the tie stands).
    const figures = Object.fromEntries(
      must(view.pairings[0]).figures.map((figure) => [figure.key, figure.probability]),
    );
    expect(figures.attacker).toBeCloseTo(153 / 400, 14);
    expect(figures.neither).toBeCloseTo(18 / 400, 14);
  });

  it("shows nobody winning where a tie stands, or where rolling again may tie to its cap; never as noise", () => {
    const outcomes = (a: string, d: string, ties: string) =>
      must(build({ ruleSet: "formula", "a0.formula": a, "d.formula": d, ties }).pairings[0]).figures.map(
        (figure) => figure.key,
      );
    expect(outcomes("1d20 + 3", "1d20 + 5", "stand")).toContain("neither");
    expect(outcomes("1d20 + 3", "1d20 + 5", "again")).not.toContain("neither");
    expect(outcomes("1d1000cs>=1000", "0", "again")).toContain("neither");
  });

  it("fills a side from one of its character's saved formula rolls, the formula as written", () => {
    const form = withSavedPick(
      { ruleSet: "formula", "d.formula": "1d20 + 5" },
      "a0",
      GRAPPLE,
      ILSA.rollData,
      WORLD_DEFAULTS,
    );
    expect(form["a0.formula"]).toBe("1d20 + @skills.ath.total");
    expect(form["a0.savedRoll"]).toBe(GRAPPLE.id);
    expect(build(form).spec?.specs.attackers).toEqual([{ formula: "1d20 + 3" }]);
  });
});
