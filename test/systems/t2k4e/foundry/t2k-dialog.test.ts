// @vitest-environment happy-dom
/**
 * Twilight 2000's task check dialog (docs/systems-t2k4e.md "The dialog"), T2KDialog in the Foundry double playing
 * Twilight 2000 4E 14.0.0 (v14 only): the figures of the step dice as they stand, moved by the modifier its ± buttons
 * and item checkboxes change in place, the ammunition dice of the rate of fire's picker, and the push's —
 * FOUNDRY-SYSTEMS-3 §b.7's worked examples, counted in test/systems/t2k4e/core/t2k-odds.test.ts.
 */
import { describe, expect, it } from "vitest";
import { defaultGeneration } from "../../../../foundry-double/profile";
import { openT2kRoll } from "../../../../foundry-double/systems/t2k4e/driver";
import { GM, PLAYER, RANGED, useT2kTable } from "./t2k-world";
import { must } from "../../../kit";
import { drawnRows } from "../../alienrpg/foundry/alien-world";
import { onlyTheV1Warning } from "../../pf2e/foundry/valeros-world";

const click = (element: HTMLElement, selector: string) => must(element.querySelector<HTMLElement>(selector)).click();

// Twilight 2000 4E 14.0.0 declares Foundry 14 its minimum (static/system.json:5-8): the v13 profile skips.
describe.skipIf(defaultGeneration() === 13)("Twilight 2000's task check dialog", () => {
  const harness = useT2kTable();
  // T2KDialog is a V1 Dialog: Foundry warns of the framework once a page load.
  onlyTheV1Warning();

  it("Ilsa's Strength d8 and Close Combat d6: 47.92%, pushed if failed 68.40%, damage or stress 51.39%", async () => {
    harness().foundry.setUser(PLAYER);
    const check = { title: "Close Combat", attributeName: "str", skillName: "closeCombat", attribute: 8, skill: 6 };
    const { element } = await openT2kRoll("ilsa", check);
    expect(must(element.querySelector<HTMLInputElement>('input[name="formula"]')).value).toBe("1d8 + 1d6");
    const { rows, panels } = drawnRows(element);
    expect(panels).toBe(1);
    expect(rows).toEqual([
      ["", "This roll", "Pushed whenever it fails"],
      ["A success", "47.9%", "68.4%"],
      ["Two successes or more", "6.3%", ""],
      // A failure of two 1s cannot be pushed (YZUR's pushable): 24/48.
      ["The roll is pushed", "", "50.0%"],
      ["Damage or stress (on a push)", "", "51.4%"],
    ]);
  });

  it("the ± buttons and an item's checkbox move the dice in place: d10 + d8, −1 → d8 + d8 (60.94%)", async () => {
    harness().foundry.setUser(PLAYER);
    const { element } = await openT2kRoll("ilsa", { ...RANGED, rof: 0, locate: false });
    expect(drawnRows(element).rows[1]).toEqual(["A success", "68.8%", "86.9%"]);
    click(element, '.modifier-change[data-change="minus"]');
    expect(drawnRows(element).rows[1]).toEqual(["A success", "60.9%", "80.9%"]);
    // The scope (+1) checked: back to d10 + d8.
    const scope = must(element.querySelector<HTMLInputElement>("input.item-modifier"));
    scope.checked = true;
    scope.dispatchEvent(new Event("change", { bubbles: true }));
    expect(must(element.querySelector<HTMLInputElement>('input[name="modifier"]')).value).toBe("+0");
    expect(drawnRows(element).rows[1]).toEqual(["A success", "68.8%", "86.9%"]);
    expect(drawnRows(element).panels).toBe(1);
  });

  it("the rate of fire's picker adds ammunition dice: 6s are hits, 1s cost reliability on a push", async () => {
    harness().foundry.setUser(PLAYER);
    const { element } = await openT2kRoll("ilsa", RANGED);
    const labels = () => drawnRows(element).rows.map(([label]) => label);
    expect(labels()).not.toContain("The weapon jams (on a push)");
    const picker = must(element.querySelector<HTMLElement & { value: number }>('range-picker[name="rof"]'));
    picker.value = 2;
    const { rows } = drawnRows(element);
    // Ammunition dice add no success: still d10 + d8's 68.75%.
    expect(rows[1]).toEqual(["A success", "68.8%", "86.9%"]);
    expect(labels()).toEqual(expect.arrayContaining(["An extra hit (an ammunition 6 beside a success)"]));
    expect(labels()).toContain("The weapon jams (on a push)");
  });

  it("a roll of neither attribute nor skill: the pickers' d6 + d6; a negative max push forbids the push", async () => {
    harness().foundry.setUser(GM);
    const { element } = await openT2kRoll(null, {});
    // 1 − (5/6)² = 30.56%.
    expect(drawnRows(element).rows[1]?.slice(0, 2)).toEqual(["A success", "30.6%"]);
    const maxPush = must(element.querySelector<HTMLInputElement>('input[name="maxPush"]'));
    maxPush.value = "-1";
    maxPush.dispatchEvent(new Event("change", { bubbles: true }));
    expect(drawnRows(element).rows[0]).toEqual(["", "This roll"]);
  });
});
