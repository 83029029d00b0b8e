// @vitest-environment happy-dom
/**
 * Forbidden Lands' roll dialog (docs/systems-forbidden-lands.md "The dialog"), FBLRollHandler in the Foundry double
 * playing Forbidden Lands 14.0.4 (v14 only): the figures of the dice as they stand, redrawn as the inputs change in
 * place, and the push's — FOUNDRY-SYSTEMS-3 §b.7's worked examples, counted in test/core/pools/year-zero-dice.test.ts.
 */
import { describe, expect, it } from "vitest";
import { defaultGeneration } from "../../../../foundry-double/profile";
import { openFblRoll, typeInto } from "../../../../foundry-double/systems/forbidden-lands/driver";
import { GM, MELEE, PLAYER, useFblTable } from "./fbl-world";
import { must } from "../../../kit";
import { drawnRows } from "../../alienrpg/foundry/alien-world";
import { onlyTheV1Warning } from "../../pf2e/foundry/valeros-world";

// Forbidden Lands 14.0.4 declares Foundry 14 its minimum (system.json:21-23): the v13 profile skips.
describe.skipIf(defaultGeneration() === 13)("Forbidden Lands' roll dialog", () => {
  const harness = useFblTable();
  // FBLRollHandler is a V1 FormApplication: Foundry warns of the framework once a page load.
  onlyTheV1Warning();

  it("Beren's Melee (3 base, 2 skill, 1 gear): 66.51%; pushed if failed 86.88%, attribute damage 70.37%", async () => {
    harness().foundry.setUser(PLAYER);
    const { element } = await openFblRoll("beren", MELEE);
    const { rows, panels } = drawnRows(element);
    expect(panels).toBe(1);
    expect(rows).toEqual([
      ["", "This roll", "Pushed whenever it fails"],
      ["A success", "66.5%", "86.9%"],
      ["Two successes or more", "26.3%", ""],
      ["The roll is pushed", "", "33.5%"],
      ["Attribute damage, and as much willpower (on a push)", "", "70.4%"],
      ["Gear damage (on a push)", "", "33.3%"],
    ]);
  });

  it("a modifier of −3 on Strength 4, Melee 1: two negative dice instead — 39.66%, pushed 54.99%", async () => {
    harness().foundry.setUser(PLAYER);
    const { element } = await openFblRoll("beren", { ...MELEE, gear: { label: "Sword", value: 0 } });
    typeInto(element, "base", "4");
    typeInto(element, "skill", "1");
    typeInto(element, "modifier", "-3");
    const { rows } = drawnRows(element);
    expect(rows[1]).toEqual(["A success", "39.7%", "55.0%"]);
    // No gear dice: no gear damage row.
    expect(rows.map(([label]) => label)).not.toContain("Gear damage (on a push)");
  });

  it("the ± buttons and an artifact typed redraw in place: 2 base, 1 skill, 2 gear and a d8 — 74.88%", async () => {
    harness().foundry.setUser(PLAYER);
    const { element } = await openFblRoll("beren", MELEE);
    must(element.querySelector<HTMLElement>('.inc-dec-btns[data-type="base"][data-operator="minus"]')).click();
    must(element.querySelector<HTMLElement>('.inc-dec-btns[data-type="skill"][data-operator="minus"]')).click();
    must(element.querySelector<HTMLElement>('.inc-dec-btns[data-type="gear"][data-operator="plus"]')).click();
    typeInto(element, "artifact", "d8");
    expect(drawnRows(element).rows[1]).toEqual(["A success", "74.9%", "92.6%"]);
    expect(drawnRows(element).panels).toBe(1);
  });

  it("the GM's Wyrm cannot push (its sheet's maxPush \"0\"): no push column; a player sees no figure", async () => {
    harness().foundry.setUser(GM);
    const wyrm = { title: "Bite", attribute: { label: "Strength", value: 8, name: "strength" } };
    const { element } = await openFblRoll("wyrm", wyrm, { monster: true });
    expect(drawnRows(element).rows[0]).toEqual(["", "This roll"]);
    harness().foundry.setUser(PLAYER);
    const shown = await openFblRoll("wyrm", wyrm, { monster: true });
    expect(drawnRows(shown.element).panels).toBe(0);
  });
});
