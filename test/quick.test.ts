/** `npm test`'s fewer cases (test/quick.ts): a third of a matrix still meets every row and every column. */
import { describe, expect, it } from "vitest";
import { pairsTaken } from "./quick";

describe("pairsTaken", () => {
  const actions = Array.from({ length: 15 }, (_, i) => `action ${i}`);
  const forgeries = Array.from({ length: 13 }, (_, i) => `forgery ${i}`);

  it("takes every pair when every one is asked for", () => {
    expect(pairsTaken(actions, forgeries, 1)).toHaveLength(15 * 13);
  });

  it("takes a third along the diagonals, each row and each column at least four times, no pair twice", () => {
    const taken = pairsTaken(actions, forgeries, 3);
    expect(taken.length).toBeGreaterThanOrEqual(Math.floor((15 * 13) / 3));
    expect(taken.length).toBeLessThanOrEqual(Math.ceil((15 * 13) / 3));
    expect(new Set(taken.map(([a, f]) => `${a}|${f}`)).size).toBe(taken.length);
    for (const action of actions) expect(taken.filter(([a]) => a === action).length).toBeGreaterThanOrEqual(4);
    for (const forgery of forgeries) expect(taken.filter(([, f]) => f === forgery).length).toBeGreaterThanOrEqual(4);
  });
});
