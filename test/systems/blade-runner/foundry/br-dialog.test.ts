// @vitest-environment happy-dom
/**
 * Blade Runner's roll dialog (docs/systems-blade-runner.md "The dialog"), BRRollHandler in the Foundry double playing
 * Blade Runner 14.0.0: a column a button it leaves enabled, as that button rolls the dice; drawn again with the
 * dialog each time a modifier or an input changes it — FOUNDRY-SYSTEMS-3 §b.7's worked examples, counted from the
 * system's code in test/systems/blade-runner/core/br-odds.test.ts.
 */
import { describe, expect, it } from "vitest";
import { nextBrRender, openBrRoll } from "../../../../foundry-double/systems/blade-runner/driver";
import { GM, PLAYER, useBrTable } from "./br-world";
import { must } from "../../../kit";
import { drawnRows } from "../../alienrpg/foundry/alien-world";
import { onlyTheV1Warning } from "../../pf2e/foundry/valeros-world";

describe("Blade Runner's roll dialog", () => {
  const harness = useBrTable();
  // BRRollHandler is a V1 FormApplication: Foundry warns of the framework once a page load.
  onlyTheV1Warning();

  it("Ilsa's Firearms (d10 + d8): 68.75%, advantage 80.47%, disadvantage 50%; pushed if failed 86.88%", async () => {
    harness().foundry.setUser(PLAYER);
    const { element } = await openBrRoll("ilsa", "agi", "firearms");
    const { rows, panels } = drawnRows(element);
    expect(panels).toBe(1);
    expect(rows).toEqual([
      ["", "Roll", "Advantage", "Disadvantage"],
      ["A success", "68.8%", "80.5%", "50.0%"],
      ["Two successes or more (a critical)", "25.0%", "41.4%", "10.0%"],
      ["A success, pushed whenever it fails", "86.9%", "94.3%", "70.0%"],
      // Two 1s cannot be pushed (every die locked): 30%, not 31.25%.
      ["The roll is pushed", "30.0%", "19.4%", "40.0%"],
      // A human's Agility: the push's 1s cost health (FLBR.pushTraumaMap).
      ["Health lost (on a push)", "47.5%", "64.4%", "10.0%"],
    ]);
    // Each button carries its headline figure.
    expect(must(element.querySelector("button#advantage")).textContent).toContain("80.5%");
  });

  it("a modifier ticked draws the dialog again: only Advantage is left, its figures alone", async () => {
    harness().foundry.setUser(PLAYER);
    const cover = { id: "cover", name: "Good cover", value: 1, active: false };
    const { element } = await openBrRoll("ilsa", "int", "insight", [cover]);
    expect(drawnRows(element).rows[0]).toEqual(["", "Roll", "Advantage", "Disadvantage"]);
    const redrawn = nextBrRender();
    must(element.querySelector<HTMLInputElement>("input#modifier-cover")).click();
    const after = drawnRows(await redrawn);
    expect(after.panels).toBe(1);
    // d8 + d6 and a d6 more; an Intelligence test costs resolve.
    expect(after.rows[0]).toEqual(["", "Advantage"]);
    expect(after.rows.map(([label]) => label)).toContain("Resolve lost (on a push)");
  });

  it("the GM's Sapper cannot push (an NPC's maxPush 0): no push rows; a player sees no figure", async () => {
    harness().foundry.setUser(GM);
    const { element } = await openBrRoll("sapper", "str", "force");
    const labels = drawnRows(element).rows.map(([label]) => label);
    expect(labels).toEqual(["", "A success", "Two successes or more (a critical)"]);
    expect(drawnRows(element).rows[1]).toEqual(["A success", "75.0%", "87.5%", "50.0%"]);
    harness().foundry.setUser(PLAYER);
    const shown = await openBrRoll("sapper", "str", "force");
    expect(drawnRows(shown.element).panels).toBe(0);
  });
});
