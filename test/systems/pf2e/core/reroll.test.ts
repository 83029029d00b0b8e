/**
 * A rolled check's reroll (src/systems/pf2e/core/reroll.ts), counted here face by face from pf2e's own code
 * (check.ts `rerollFromMessage`, degree-of-success.ts): the old roll cloned and rolled again — one d20 and the same
 * modifier —, the new result kept ("new", a Hero Point's), or the old one when its total is higher ("higher") or
 * lower ("lower"); the new result judged by the bands of ten, the natural 20 / 1 step, then the record the first
 * roll's flag keeps. Never read from the code under test.
 */
import { describe, expect, it } from "vitest";
import { checkRerollChoice, type RerollKeep } from "../../../../src/systems/pf2e/core/reroll";
import type { Degree, DegreeAdjustments } from "../../../../src/systems/pf2e/core/degrees";
import { must } from "../../../kit";
import { rowsTaken } from "../../../quick";

const ORDER: readonly Degree[] = ["criticalSuccess", "success", "failure", "criticalFailure"];
const INDEX: readonly Degree[] = ["criticalFailure", "failure", "success", "criticalSuccess"];

/** pf2e's degree of a natural `n` + modifier against the DC, with one record's entry for `success` (or none). */
function byHand(n: number, modifier: number, dc: number, successTo: Degree | null): Degree {
  const total = n + modifier;
  let index = total - dc >= 10 ? 3 : dc - total >= 10 ? 0 : total >= dc ? 2 : 1;
  if (n === 20) index = Math.min(3, index + 1);
  if (n === 1) index = Math.max(0, index - 1);
  if (successTo && index === 2) return successTo;
  return must(INDEX[index]);
}

/** Each degree's count over the new die's 20 faces, the old roll (natural `old`) kept as pf2e's `keep` says. */
function counted(old: number, modifier: number, dc: number, keep: RerollKeep, successTo: Degree | null): number[] {
  const counts = new Map<Degree, number>(ORDER.map((degree) => [degree, 0]));
  const oldTotal = old + modifier;
  for (let face = 1; face <= 20; face++) {
    const newTotal = face + modifier;
    const keptOld = (keep === "higher" && oldTotal > newTotal) || (keep === "lower" && oldTotal < newTotal);
    const degree = byHand(keptOld ? old : face, modifier, dc, successTo);
    counts.set(degree, must(counts.get(degree)) + 1);
  }
  return ORDER.map((degree) => must(counts.get(degree)));
}

function figures(old: number, modifier: number, dc: number, keep: RerollKeep, successTo: Degree | null) {
  const record: DegreeAdjustments = successTo ? { success: { label: "Keen", amount: successTo } } : {};
  const rolled = { modifier, dc, total: old + modifier, degree: byHand(old, modifier, dc, successTo), record };
  const choice = checkRerollChoice("reroll", rolled, keep);
  return ORDER.map((key) => must(choice.outcomes.find((outcome) => outcome.key === key)).probability * 20);
}

describe("Pathfinder 2e's reroll of a rolled check", () => {
  it("+10 against DC 20, a 7 rolled (17, failure): a Hero Point's 1, 10, 8, 1 in 20", () => {
    expect(figures(7, 10, 20, "new", null)).toEqual([1, 10, 8, 1]);
  });

  it("keep higher: faces 1–6 keep the 17's failure: 1, 10, 9, 0; keep lower: faces 8–20 keep it: 0, 0, 19, 1", () => {
    expect(figures(7, 10, 20, "higher", null)).toEqual([1, 10, 9, 0]);
    expect(figures(7, 10, 20, "lower", null)).toEqual([0, 0, 19, 1]);
  });

  it("the first roll's record applies to every new result (not tested again): Keen's 11 successes critical", () => {
    expect(figures(19, 10, 20, "new", "criticalSuccess")).toEqual([11, 0, 8, 1]);
  });

  const rows = [-5, 0, 4, 9, 15].flatMap((modifier) =>
    [1, 2, 10, 19, 20].flatMap((old) =>
      (["new", "higher", "lower"] as const).map((keep) => ({ old, modifier, keep, successTo: old === 10 })),
    ),
  );
  it("every keep, modifier and first result against DC 18, counted face by face", () => {
    for (const { old, modifier, keep, successTo } of rowsTaken(rows, (_, i) => i % 5 === 0)) {
      const to: Degree | null = successTo ? "criticalSuccess" : null;
      expect(figures(old, modifier, 18, keep, to), `${old} +${modifier} ${keep}`).toEqual(
        counted(old, modifier, 18, keep, to),
      );
    }
  });
});
