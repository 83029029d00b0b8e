/**
 * Ironsworn's view of the web calculator (src/systems/ironsworn/ui/calculator-answer.ts): where the roll comes from,
 * the stat or progress score, the adds and momentum, read into the core's question. By hand, of 600: stat 2 a strong
 * hit in 139; a move's momentum −2 cancelling a rolled 2, 131; a burn of 5 after it, 158; a progress score of 6, 25 of
 * 100. After the roll, the burn on the dice typed in, as the system's card judges it (ironsworn-roll-message.ts:292-321
 * at f5253894): offered where momentum beats more challenge dice than the score, its outcome the dice momentum beats.
 */
import { describe, expect, it } from "vitest";
import english from "../../../../lang/en.json";
import { ironswornCalculatorAnswer } from "../../../../src/systems/ironsworn/ui/calculator-answer";
import { systemCalculatorAnswer } from "../../../../src/ui/systems/system-calculator";
import { createTranslator } from "../../../../src/ui/translator";
import { must } from "../../../kit";

const en = createTranslator("en", english);
const answer = (fields: Record<string, string>) => systemCalculatorAnswer(ironswornCalculatorAnswer, fields, en);

function figures(fields: Record<string, string>): Record<string, number> {
  const view = must(answer(fields).view);
  return Object.fromEntries(view.rows.map((row) => [must(row.cells[0]).outcome, must(must(row.cells[0]).probability)]));
}

describe("Ironsworn in the web calculator", () => {
  it("a stat's roll of 2 with momentum 5: 139 of 600 a strong hit, never cancelled; 158 once momentum may burn", () => {
    const shown = figures({ kind: "stat", score: "2", adds: "0", momentum: "5" });
    expect(shown.strongHit).toBe(139 / 600);
    expect(shown.strongHitBurn).toBe(158 / 600);
    expect(figures({ kind: "stat", score: "2", adds: "0", momentum: "-2" }).strongHit).toBe(139 / 600);
  });

  it("a move's roll of 2 with momentum −2: the rolled 2 cancelled, 131 of 600", () => {
    expect(figures({ kind: "move", score: "2", adds: "0", momentum: "-2" }).strongHit).toBe(131 / 600);
  });

  it("a progress roll of 6: 25 / 50 / 25 of 100, no burn whatever the momentum", () => {
    const shown = figures({ kind: "progress", score: "6", adds: "0", momentum: "9" });
    expect([shown.strongHit, shown.weakHit, shown.miss]).toEqual([0.25, 0.5, 0.25]);
    expect(shown.strongHitBurn).toBeUndefined();
  });

  it("a stat past the system's 10 refuses its field and works nothing out", () => {
    const refused = answer({ kind: "stat", score: "11" });
    expect(refused.view).toBeNull();
    expect(Object.keys(refused.errors)).toEqual(["score"]);
  });

  /** The column of the burn on the dice shown: the outcomes it is sure of, or null where the card offers none. */
  function burnShown(fields: Record<string, string>): string[] | null {
    const view = must(answer(fields).view);
    const column = view.columns.indexOf("Burning momentum on the dice shown");
    if (column === -1) return null;
    return view.rows.flatMap((row) => (row.cells[column]?.probability === 1 ? [must(row.cells[column]).outcome] : []));
  }

  it("after a stat 2 roll: a 1 against 4 and 4 misses with a match; momentum 5 burns to a strong hit", () => {
    const shown = { kind: "stat", score: "2", adds: "0", actionDie: "1", challengeDie1: "4", challengeDie2: "4" };
    expect(burnShown({ ...shown, momentum: "5" })).toEqual(["strongHit", "strongHitMatch"]);
    expect(answer({ ...shown, momentum: "5" }).after).toEqual([
      "On the dice shown: a score of 3 against 4 and 4, Miss with a match",
    ]);
    // Momentum 4 beats neither die, no more than the score 3: the card offers no burn, and says so.
    expect(burnShown({ ...shown, momentum: "4" })).toBeNull();
    expect(answer({ ...shown, momentum: "4" }).after).toEqual([
      "On the dice shown: a score of 3 against 4 and 4, Miss with a match",
      "The card offers no burn: momentum 4 beats no more challenge dice than the score",
    ]);
    // Two dice of three typed in: nothing after the roll yet.
    expect(burnShown({ ...shown, challengeDie2: "", momentum: "5" })).toBeNull();
  });

  it("a move's momentum −3 cancels a shown 3 (score 2 against 2 and 7: a miss); no burn helps at −3", () => {
    const shown = { kind: "move", score: "2", adds: "0", actionDie: "3", challengeDie1: "2", challengeDie2: "7" };
    expect(burnShown({ ...shown, momentum: "-3" })).toBeNull();
    expect(answer({ ...shown, momentum: "-3" }).after[0]).toBe("On the dice shown: a score of 2 against 2 and 7, Miss");
    // At 3 the die counts: 5 beats the 2, a weak hit; momentum 8 beats both.
    expect(answer({ ...shown, momentum: "8" }).after[0]).toBe(
      "On the dice shown: a score of 5 against 2 and 7, Weak hit",
    );
    expect(burnShown({ ...shown, momentum: "8" })).toEqual(["strongHit"]);
    expect(burnShown({ ...shown, momentum: "3" })).toBeNull();
  });

  it("a die out of its range is refused under its field; a progress roll reads no dice", () => {
    expect(answer({ kind: "stat", actionDie: "7", challengeDie1: "11" }).errors).toEqual({
      actionDie: "Enter a whole number from 1 to 6, not 7.",
      challengeDie1: "Enter a whole number from 1 to 10, not 11.",
    });
    expect(answer({ kind: "progress", score: "6", actionDie: "7" }).errors).toEqual({});
  });
});
