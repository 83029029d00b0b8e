// @vitest-environment happy-dom
/**
 * Genesys's roll prompt (docs/systems-genesys.md "In the prompt"), in the Foundry double playing Genesys 0.2.18
 * (v13 only): the figures drawn before the component's form (outside its Vue root) as it opens, and again as the
 * component patches its pool in place — dice added, taken away, upgraded, symbols added — with no render by Foundry.
 * §a.7: 2 ability + 1 proficiency vs 2 difficulty 31,988/49,152 = 65.08 %; with 2 setback 215,052/442,368 = 48.61 %.
 * A pool whose proficiency dice may explode (super-characteristics) is refused by name.
 */
import { describe, expect, it, vi } from "vitest";
import { defaultGeneration } from "../../../../foundry-double/profile";
import { clickBox, openPrompt, removeDie } from "../../../../foundry-double/systems/genesys/driver";
import { PLAYER, genesysActor, useGenesysTable } from "./genesys-world";
import { drawnRows, success } from "../../starwarsffg/foundry/ffg-world";
import { must } from "../../../kit";
import { onlyTheV1Warning } from "../../pf2e/foundry/valeros-world";

describe.skipIf(defaultGeneration() === 14)("Genesys's roll prompt", () => {
  const harness = useGenesysTable();
  // DicePrompt is a V1 Application: Foundry warns of the framework once a page load.
  onlyTheV1Warning();

  it("draws §a.7's figures outside the Vue root and redraws them as the component patches its pool", async () => {
    harness().foundry.setUser(PLAYER);
    const app = await openPrompt(genesysActor("mara"), "Ranged");
    const element = must(app.element[0]);
    expect(success(element)).toBeCloseTo(31_988 / 49_152, 12);
    expect(drawnRows(element).flat()).toContain("65.1%");
    const form = must(element.querySelector("form.vue-app"));
    const panel = must(element.querySelector(".indie-dice-system-odds"));
    expect(form.contains(panel)).toBe(false);
    clickBox(app, "S", 2);
    await vi.waitFor(() => expect(success(element)).toBeCloseTo(215_052 / 442_368, 12));
    removeDie(app, "Setback");
    removeDie(app, "Setback");
    await vi.waitFor(() => expect(success(element)).toBeCloseTo(31_988 / 49_152, 12));
    expect(element.querySelectorAll(".indie-dice-system-odds")).toHaveLength(1);
  });

  it("follows upgrades and the symbols added (a triumph: a triumph for certain)", async () => {
    const app = await openPrompt(genesysActor("mara"), "Ranged");
    const element = must(app.element[0]);
    const rows = () => new Map(drawnRows(element).map((cells) => [cells[0], cells.at(-1)]));
    clickBox(app, "*");
    await vi.waitFor(() => expect(rows().get("A despair")).toBe("8.3%"));
    clickBox(app, "t");
    await vi.waitFor(() => expect(rows().get("A triumph")).toBe("100.0%"));
  });

  it("refuses by name a pool whose proficiency dice may explode (super-characteristics on)", async () => {
    // A setting of the system's, which Indie Dice's settings' types do not name.
    await Reflect.apply(game.settings.set, game.settings, ["genesys", "useSuperCharacteristics", true]);
    const app = await openPrompt(genesysActor("mara"), "Ranged");
    const element = must(app.element[0]);
    expect(success(element)).toBeNull();
    expect(element.querySelector(".indie-dice-system-odds-refused")?.textContent).toContain("explode");
  });
});
