// @vitest-environment happy-dom
/**
 * Shadowrun 5e's test dialog with Indie Dice's figures (src/systems/shadowrun5e/, docs/systems-shadowrun5e.md), in
 * the Foundry double playing SR5-FoundryVTT 0.36.0 (v14 only). The figures are the core test's (test-odds.test.ts
 * settles them against an enumeration of the system's rules): 10 dice against threshold 3 is 70.09 %, under a limit
 * of 4 no different; glitch 0.24 %, critical glitch 0.03 %.
 */
import { describe, expect, it } from "vitest";
import { defaultGeneration } from "../../../../foundry-double/profile";
import { nextTestDialog, rollTestDialog, setTestField } from "../../../../foundry-double/systems/shadowrun5e/driver";
import { actor, chanceLine, drawnRows, useSr5Table } from "./sr5-world";
import { must } from "../../../kit";

describe.skipIf(defaultGeneration() === 13)("Shadowrun 5e's test dialog", () => {
  const harness = useSr5Table();

  it("Rook's Sneaking (10 dice, limit 4): the hits' rows, then the chance once a threshold is typed", async () => {
    const opened = nextTestDialog();
    const rolling = actor("rook").rollSkill("sneaking");
    const app = await opened;
    // No threshold: nothing judged against one; the glitches and at least 1…4 hits (the limit caps them at 4).
    expect(drawnRows(app.element).rows).toEqual([
      ["", "This test"],
      ["Glitch", "0.2%"],
      ["Critical glitch", "<0.1%"],
      ["1+", "98.3%"],
      ["2+", "89.6%"],
      ["3+", "70.1%"],
      ["4+", "44.1%"],
    ]);
    expect(app.element.querySelector('[data-action="roll"] .indie-dice-system-chip')).toBeNull();
    await setTestField(app, "test.data.threshold", "3");
    expect(drawnRows(app.element).rows.slice(0, 2)).toEqual([
      ["", "This test"],
      ["Meets the threshold", "70.1%"],
    ]);
    expect(app.element.querySelector('[data-action="roll"]')?.textContent).toContain("70.1%");
    // Beside Push the Limit: what ticking it would change, 89.28 % − 70.09 % (13 exploding dice, no limit).
    const pushRow = () => app.element.querySelector('input[name="test.data.pushTheLimit"]')?.closest(".form-group");
    expect(pushRow()?.querySelector(".indie-dice-system-chip")?.textContent).toBe("+19.2%");
    // Push the Limit: Edge 3 joins the pool (13 dice, sixes exploding), the limit goes: 89.28 % (counted as in
    // test-odds.test.ts: the sixes of all chains negative-binomial, each last throw 1–5).
    await setTestField(app, "test.data.pushTheLimit", true);
    expect(app.test.pool.value).toBe(13);
    expect(drawnRows(app.element).rows[1]).toEqual(["Meets the threshold", "89.3%"]);
    expect(pushRow()?.querySelector(".indie-dice-system-chip")?.textContent).toBe("−19.2%");
    harness().foundry.scriptFaces([5, 5, 6, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3]);
    await rollTestDialog(app);
    await rolling;
    // Its message keeps the chance the dialog showed, read from its own test's roll: 13dsx6.
    const message = must(harness().foundry.messages.at(-1));
    expect(await chanceLine(harness, message)).toMatch(/^Before the roll \(This test\): Meets the threshold: 89\.3%/);
  });
});
