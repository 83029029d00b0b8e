/**
 * The one check of a rule set's roll spec a card stores (src/core/card-roll-spec.ts): the contest's, filed by the
 * shared kinds' registration file (src/card-kinds/shared.ts), which the request runs on a row's roll without
 * importing the contest's folder (docs/architecture.md "Shape rules" 3).
 */
import { describe, expect, it } from "vitest";
import { normalizeCardRollSpec, registerCardRollSpecCheck } from "../../src/core/card-roll-spec";
import { expectIndieError } from "../kit";

describe("the card roll spec check filed at registration", () => {
  it("fills a rule set's defaults in, as a contest side's spec is normalized", () => {
    // Kaiser's skill check: no advantage, the pool method, unless the spec says otherwise (docs/kaiser.md).
    expect(normalizeCardRollSpec("kaiser", { kind: "skill", bonus: 3 })).toEqual({
      kind: "skill",
      bonus: 3,
      advantage: 0,
      method: "pool",
    });
  });

  it("refuses, with the rule set's localized error, a spec its rule set refuses", () => {
    // Four dice from a K&R pool of two.
    expectIndieError(
      () => normalizeCardRollSpec("kingdoms", { pool: 2, dice: 4 }),
      "INDIE_DICE.Error.Kingdoms.DiceCount",
    );
  });

  it("is filed once: a second check is a programming error", () => {
    expect(() => registerCardRollSpecCheck((_ruleSet, spec) => spec)).toThrow(/registered twice/);
  });
});
