/**
 * The fairness report counts a sixth rule set's dice (README "Luck, many against one, and the fairness report"): it
 * finds our saved rolls by each registered rule set's Roll class name (its core descriptor's `rollClassName`), not by
 * a list of today's five, which had left the toy's d2s out as "coins of other rolls".
 */
import "./index";
import { describe, expect, it } from "vitest";
import { extract } from "../../core/fairness/extract";
import { dieTerm, plainResults, rollJson } from "../../core/fairness/roll-json";

describe("the fairness report and the toy rule set", () => {
  it("counts every d2 of a saved CoinsRoll, as it counts any rule set's own dice", () => {
    const json = rollJson("CoinsRoll", "3d2cs>=2", [dieTerm(2, plainResults([2, 1, 2]), ["cs>=2"])], {
      coins: 3,
      target: 2,
    });
    const { values, tally } = extract(json);
    expect(values).toEqual({ d2: [2, 1, 2] });
    expect(tally.untestedResults).toBe(0);
  });

  it("still leaves out the d2s of a roll of no rule set's class", () => {
    const { values, tally } = extract(rollJson("Roll", "3d2", [dieTerm(2, plainResults([2, 1, 2]))]));
    expect(values).toEqual({});
    expect(tally.untestedResults).toBe(3);
  });
});
