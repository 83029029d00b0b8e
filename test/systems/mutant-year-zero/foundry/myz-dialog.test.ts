// @vitest-environment happy-dom
/**
 * Mutant Year Zero's roll dialog (docs/systems-mutant-year-zero.md "The dialog"), RollDialogV2 in the Foundry double
 * playing Mutant Year Zero 14.0.2: the figures of the three inputs as they stand, redrawn as they are typed; a human's
 * house attribute pushed as `Push` does (its base 1s rolled again); a skill below 0; the GM's NPC kept from a player.
 * The figures are counted from the system's code in ../core/myz-odds.test.ts.
 */
import { describe, expect, it } from "vitest";
import { openMyzRoll, typeInto } from "../../../../foundry-double/systems/mutant-year-zero/driver";
import { FIGHT, GM, PLAYER, useMyzTable } from "./myz-world";
import { drawnRows } from "../../alienrpg/foundry/alien-world";

describe("Mutant Year Zero's roll dialog", () => {
  const harness = useMyzTable();

  it("Vide's Fight (3 base, 2 skill, 1 gear): 66.5%; pushed if failed 86.9%, trauma 70.4%", async () => {
    harness().foundry.setUser(GM);
    const { element } = await openMyzRoll("vide", FIGHT);
    const { rows, panels } = drawnRows(element);
    expect(panels).toBe(1);
    expect(rows).toEqual([
      ["", "This roll", "Pushed whenever it fails"],
      ["A success", "66.5%", "86.9%"],
      ["Two successes or more", "26.3%", ""],
      ["The roll is pushed", "", "33.5%"],
      ["Trauma: a 1 on a base die (on a push)", "", "70.4%"],
      ["Gear damage: a 1 on a gear die (on a push)", "", "33.3%"],
    ]);
  });

  it("Ilsa's house attribute: her base 1s rolled again on a push — 88.3%; typed a skill of −2, two dice take away", async () => {
    harness().foundry.setUser(PLAYER);
    const { element } = await openMyzRoll("ilsa", FIGHT);
    expect(drawnRows(element).rows[1]).toEqual(["A success", "66.5%", "88.3%"]);
    typeInto(element, "skill", "-2");
    typeInto(element, "gear", "");
    const { rows } = drawnRows(element);
    // 3 base dice, 2 skill dice whose 6s are −1: at least one success net.
    expect(rows[1]?.[1]).toBe(`${(100 * NET_ONE).toFixed(1)}%`);
    expect(rows.map(([label]) => label)).not.toContain("Gear damage: a 1 on a gear die (on a push)");
  });

  it("Ilsa's Agility is no house attribute: 86.9% pushed, as a mutant's", async () => {
    harness().foundry.setUser(PLAYER);
    const { element } = await openMyzRoll("ilsa", { ...FIGHT, attributeName: "agility" });
    expect(drawnRows(element).rows[1]).toEqual(["A success", "66.5%", "86.9%"]);
  });

  it("the GM's Zone Ghoul: the GM reads its figures, a player none", async () => {
    harness().foundry.setUser(GM);
    expect(drawnRows((await openMyzRoll("ghoul", FIGHT)).element).panels).toBe(1);
    harness().foundry.setUser(PLAYER);
    expect(drawnRows((await openMyzRoll("ghoul", FIGHT)).element).panels).toBe(0);
  });
});

/** 3 base d6 and 2 negative d6: P(sixes on base − sixes on skill ≥ 1), counted over 6^5. */
const NET_ONE = (() => {
  let won = 0;
  for (let i = 0; i < 6 ** 5; i++) {
    const faces = Array.from({ length: 5 }, (_, d) => Math.floor(i / 6 ** d) % 6);
    const net = faces.slice(0, 3).filter((f) => f === 5).length - faces.slice(3).filter((f) => f === 5).length;
    if (net >= 1) won++;
  }
  return won / 6 ** 5;
})();
