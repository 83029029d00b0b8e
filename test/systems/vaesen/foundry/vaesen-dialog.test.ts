// @vitest-environment happy-dom
/**
 * Vaesen's test dialog (docs/systems-vaesen.md "The dialog"), `prepareRollNewDialog`'s V1 Dialog in the Foundry
 * double playing Vaesen 7.3.0: the figures of the dice its Roll button would throw, redrawn as its fields change —
 * FOUNDRY-SYSTEMS-3 §b.7's worked examples, counted in test/systems/vaesen/core/vaesen-odds.test.ts.
 */
import { describe, expect, it } from "vitest";
import { choose, openVaesenTest, typeInto } from "../../../../foundry-double/systems/vaesen/driver";
import { AGILITY, PLAYER, useVaesenTable } from "./vaesen-world";
import { drawnRows } from "../../alienrpg/foundry/alien-world";
import { onlyTheV1Warning } from "../../pf2e/foundry/valeros-world";

const GEAR = [{ name: "Rope", bonus: 1, description: "" }];
const TALENTS = [
  { name: "Acrobat", bonus: 2, bonusType: "skill" },
  { name: "Stoic", bonus: 0, bonusType: "ignoreConditionPhysical" },
  { name: "Brawler", bonus: 1, bonusType: "damage" },
];
const INJURIES = [{ name: "Sprained ankle", bonus: -1, bonusType: "skill" }];
const CONDITIONS = { name: "Conditions", value: -2, type: "conditions" as const };

describe("Vaesen's test dialog", () => {
  const harness = useVaesenTable();
  // Vaesen's dialog is a V1 Dialog: Foundry warns of the framework once a page load.
  onlyTheV1Warning();

  it("Ada's Agility (Precision 3, Agility 3: six dice): 66.5%; pushed whenever it fails 88.8%", async () => {
    harness().foundry.setUser(PLAYER);
    const { element } = await openVaesenTest("ada", "Agility", AGILITY);
    const { rows, panels } = drawnRows(element);
    expect(panels).toBe(1);
    expect(rows).toEqual([
      ["", "This roll", "Pushed whenever it fails"],
      ["A success", "66.5%", "88.8%"],
      ["Two successes or more", "26.3%", ""],
      ["The roll is pushed", "", "33.5%"],
    ]);
  });

  it("gear, a skill talent, an injury and the bonus redraw in place; a damage talent adds no die", async () => {
    harness().foundry.setUser(PLAYER);
    const offers = { gear: GEAR, talents: TALENTS, injuries: INJURIES, damage: 1 };
    const { element } = await openVaesenTest("ada", "Agility", AGILITY, offers);
    // 6 + rope 1 + Acrobat 2 + sprained ankle −1 − 4 bonus = 4 dice: 671/1296, pushed 76.7%.
    choose(element, "gear", ["1"]);
    choose(element, "talent", ["Acrobat", "Brawler"]);
    choose(element, "criticalInjury", ["Sprained ankle"]);
    typeInto(element, "bonus", "-4");
    expect(drawnRows(element).rows[1]).toEqual(["A success", "51.8%", "76.7%"]);
    expect(drawnRows(element).panels).toBe(1);
  });

  it("conditions −2 take two dice; an 'ignore conditions' talent gives them back", async () => {
    harness().foundry.setUser(PLAYER);
    const { element } = await openVaesenTest("ada", "Agility", [...AGILITY, CONDITIONS], { talents: TALENTS });
    expect(drawnRows(element).rows[1]).toEqual(["A success", "51.8%", "76.7%"]);
    choose(element, "talent", ["Stoic"]);
    expect(drawnRows(element).rows[1]).toEqual(["A success", "66.5%", "88.8%"]);
  });

  it("the world's alternative condition rule leaves the conditions line out: six dice", async () => {
    harness().foundry.setUser(PLAYER);
    // The system's own setting, which fvtt-types does not know.
    await Reflect.apply(game.settings.set, game.settings, ["vaesen", "conditionAlternativeRule", true]);
    const { element } = await openVaesenTest("ada", "Agility", [...AGILITY, CONDITIONS]);
    expect(drawnRows(element).rows[1]).toEqual(["A success", "66.5%", "88.8%"]);
  });

  it("a sum below one is one die (16.7%, pushed 30.6%); a bonus typed as words draws no figure", async () => {
    harness().foundry.setUser(PLAYER);
    const { element } = await openVaesenTest("ada", "Agility", AGILITY);
    typeInto(element, "bonus", "-9");
    expect(drawnRows(element).rows[1]).toEqual(["A success", "16.7%", "30.6%"]);
    typeInto(element, "bonus", "many");
    expect(drawnRows(element).panels).toBe(0);
  });
});
