// @vitest-environment happy-dom
/**
 * Blades in the Dark's roll dialog (docs/systems-blades-in-the-dark.md "The dialog"), the `DialogV2.wait` that
 * `rollAttributePopup` opens, in the Foundry double playing Blades in the Dark 6.1.1: the rating the dialog does not
 * carry learned from the call, each roll type as its radio and selects stand, an attribute's resistance roll; the
 * GM's NPC kept from a player, even one calling the method herself. Figures counted in ../core/blades-odds.test.ts.
 */
import { describe, expect, it } from "vitest";
import { choose, openBladesRoll } from "../../../../foundry-double/systems/blades-in-the-dark/driver";
import { GM, PLAYER, useBladesTable } from "./blades-world";
import { drawnRows } from "../../alienrpg/foundry/alien-world";
import { settingsByName } from "../../../foundry/support/helpers";

const byLabel = (element: HTMLElement) =>
  new Map(drawnRows(element).rows.map(([label = "", ...cells]) => [label, cells]));

describe("Blades in the Dark's roll dialog", () => {
  const harness = useBladesTable();

  it("Nyx's Skirmish 2: 2.8% / 27.8% / 44.4% / 25.0%; −2d is zero dice, failure 75.0%", async () => {
    harness().foundry.setUser(PLAYER);
    const { dialog } = await openBladesRoll("nyx", "skirmish");
    let rows = byLabel(dialog.element);
    expect(rows.get("")).toEqual(["Action roll"]);
    expect(rows.get("Critical: two sixes")).toEqual(["2.8%"]);
    expect(rows.get("Full success: a six")).toEqual(["27.8%"]);
    expect(rows.get("Partial success: 4–5")).toEqual(["44.4%"]);
    expect(rows.get("Bad outcome: 1–3")).toEqual(["25.0%"]);
    choose(dialog, "mod", "-2");
    rows = byLabel(dialog.element);
    expect(rows.get("Bad outcome: 1–3")).toEqual(["75.0%"]);
    expect(rows.get("Full success: a six")).toEqual(["2.8%"]);
    expect(rows.get("Critical: two sixes")).toBeUndefined();
  });

  it("the roll types as chosen: fortune, Indulge Vice at stress 4, engagement's dice, a threat roll", async () => {
    // The world's Threat Roll setting offers its row, checked by default: the last radio marked checked wins.
    await settingsByName().set("blades-in-the-dark", "ThreatRoll", true);
    harness().foundry.setUser(PLAYER);
    const { dialog } = await openBladesRoll("nyx", "hunt");
    expect(byLabel(dialog.element).get("")).toEqual(["Threat 1"]);
    choose(dialog, "rollSelection", "fortune");
    expect(byLabel(dialog.element).get("Bad outcome: 1–3")).toEqual(["50.0%"]);
    // Vice: the least of Insight 2, Prowess 2, Resolve 0 — zero dice, the lower of two over stress 4: 1/9.
    choose(dialog, "rollSelection", "indulgeVice");
    expect(byLabel(dialog.element).get("Overindulge: clears more stress than you have")).toEqual(["11.1%"]);
    choose(dialog, "rollSelection", "engagement");
    choose(dialog, "qty", "3");
    expect(byLabel(dialog.element).get("Critical: two sixes")).toEqual(["7.4%"]);
    choose(dialog, "rollSelection", "threatRoll");
    choose(dialog, "extraThreats", "1");
    choose(dialog, "pos2", "desperate");
    const rows = byLabel(dialog.element);
    expect(rows.get("")).toEqual(["Threat 1", "Threat 2"]);
    // Hunt 1 + 1 extra: 2 dice, the highest then the other, desperate: failure 1–5.
    expect(rows.get("Full success: a six")).toEqual(["30.6%", "2.8%"]);
    expect(rows.get("Bad outcome: 1–3")).toEqual(["69.4%", "97.2%"]);
  });

  it("an attribute's dialog is a resistance roll: Prowess 2's stress cost", async () => {
    harness().foundry.setUser(PLAYER);
    const { dialog } = await openBladesRoll("nyx", "prowess");
    const rows = byLabel(dialog.element);
    expect(rows.get("")).toEqual(["Resistance roll"]);
    expect(rows.get("Clears 1 stress (critical)")).toEqual(["2.8%"]);
    expect(rows.get("Costs 0 stress")).toEqual(["27.8%"]);
    expect(rows.get("Costs 5 stress")).toEqual(["2.8%"]);
  });

  it("the GM's Red Sash: the GM reads its figures; a player calling the method herself, none", async () => {
    harness().foundry.setUser(GM);
    expect(drawnRows((await openBladesRoll("sash", "skirmish")).dialog.element).panels).toBe(1);
    harness().foundry.setUser(PLAYER);
    expect(drawnRows((await openBladesRoll("sash", "skirmish")).dialog.element).panels).toBe(0);
  });
});
