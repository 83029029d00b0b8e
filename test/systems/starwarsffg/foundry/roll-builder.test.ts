// @vitest-environment happy-dom
/**
 * Star Wars FFG's roll dialog (docs/systems-starwarsffg.md "In the dialog"), in the Foundry double playing
 * starwarsffg 2.0.3 (v13 only): the figures drawn under the pool as it opens and again, in place, on each click that
 * changes it — a die's row left- and right-clicked, the upgrade and downgrade buttons, a fixed result — with the
 * system's own simulated line kept where it is. §a.7: 2 ability + 1 proficiency vs 2 difficulty 31,988/49,152 =
 * 65.08 %; with 2 setback 215,052/442,368 = 48.61 %.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { defaultGeneration } from "../../../../foundry-double/profile";
import { clickPool, clickUpgrade, openSkillRoll } from "../../../../foundry-double/systems/starwarsffg/driver";
import { PLAYER, drawnRows, fewerSimulatedRolls, ffgActor, success, useFfgTable } from "./ffg-world";
import { must } from "../../../kit";
import { onlyTheV1Warning } from "../../pf2e/foundry/valeros-world";

describe.skipIf(defaultGeneration() === 14)("Star Wars FFG's roll dialog", () => {
  const harness = useFfgTable();
  // RollBuilderFFG is a V1 FormApplication: Foundry warns of the framework once a page load.
  onlyTheV1Warning();
  beforeEach(() => fewerSimulatedRolls(200));

  it("draws §a.7's figures as the pool opens and redraws them in place as the dice change", async () => {
    harness().foundry.setUser(PLAYER);
    const app = await openSkillRoll(ffgActor("kira"), "Ranged: Light");
    const element = must(app.element[0]);
    expect(element.querySelector(".dice-pool")?.textContent).toBe("1dp+1da+2di");
    // Another ability die: §a.7's first example.
    clickPool(app, "ability");
    expect(success(element)).toBeCloseTo(31_988 / 49_152, 12);
    expect(drawnRows(element).flat()).toContain("65.1%");
    clickPool(app, "setback", 1, 2);
    expect(success(element)).toBeCloseTo(215_052 / 442_368, 12);
    clickPool(app, "setback", -1, 2);
    expect(success(element)).toBeCloseTo(31_988 / 49_152, 12);
    // The system's own simulated line stays, above the figures.
    const simulation = must(element.querySelector(".simulation"));
    const panel = must(element.querySelector(".indie-dice-system-odds"));
    expect(simulation.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(element.querySelectorAll(".indie-dice-system-odds")).toHaveLength(1);
  });

  it("follows the upgrade buttons and the fixed results (a fixed triumph: a triumph for certain)", async () => {
    const app = await openSkillRoll(ffgActor("kira"), "Ranged: Light");
    const element = must(app.element[0]);
    clickUpgrade(app, "upgrade-difficulty");
    expect(element.querySelector(".dice-pool")?.textContent).toBe("1dp+1da+1dc+1di");
    const rows = () => new Map(drawnRows(element).map((cells) => [cells[0], cells.at(-1)]));
    expect(rows().get("A despair")).toBe("8.3%");
    clickUpgrade(app, "downgrade-difficulty");
    expect(rows().get("A despair")).toBeUndefined();
    clickPool(app, "triumph");
    expect(rows().get("A triumph")).toBe("100.0%");
  });
});
