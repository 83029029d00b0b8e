/**
 * The words a list shows, typed where its value goes (src/ui/saved-rolls/typed-choices.ts): a check link's or
 * `/indie`'s `stat=d8` is OGS's Stat list's value 8, in any case; a value the list already holds, a word that is no
 * option's, and a field that is no list are left as typed.
 */
import { describe, expect, it } from "vitest";
import english from "../../../lang/en.json";
import { withChoiceValues } from "../../../src/ui/saved-rolls/typed-choices";
import { createTranslator } from "../../../src/ui/translator";
import { WORLD_DEFAULTS } from "../dialogs/fixtures";

const en = createTranslator("en", english);

describe("a list's shown words where its value is typed", () => {
  it("reads OGS's `d8` and `D10` as the Stat and Skill lists' 8 and 10; `8`, a bonus and an unknown word stay", () => {
    expect(
      withChoiceValues("ogs", WORLD_DEFAULTS, en, { stat: "d8", skill: "D10", modifier: " d6 ", flatBonus: 2 }),
    ).toEqual({ stat: 8, skill: 10, modifier: 6, flatBonus: 2 });
    expect(withChoiceValues("ogs", WORLD_DEFAULTS, en, { stat: 8, skill: "d7" })).toEqual({ stat: 8, skill: "d7" });
  });

  it("reads a word list's shown words as its value word (Kaiser's check kind)", () => {
    const shown = en.localize("INDIE_DICE.Dialog.Kaiser.Kinds.Resistance");
    expect(withChoiceValues("kaiser", WORLD_DEFAULTS, en, { kind: shown.toUpperCase() })).toEqual({
      kind: "resistance",
    });
    expect(withChoiceValues("kaiser", WORLD_DEFAULTS, en, { kind: "skill" })).toEqual({ kind: "skill" });
  });
});
