// @vitest-environment happy-dom
/**
 * Mutant Year Zero's roll dialog (docs/systems-mutant-year-zero.md "The dialog"), RollDialogV2 in the Foundry double
 * playing Mutant Year Zero 14.0.2 (Foundry 13 and 14): the figures of the three inputs as they stand, redrawn as
 * they are typed; a human's
 * house attribute pushed as `Push` does (its base 1s rolled again); a skill below 0; the GM's NPC kept from a player.
 * The figures are counted from the system's code in ../core/myz-odds.test.ts.
 */
import { describe, expect, it } from "vitest";
import { openMyzRoll, typeInto } from "../../../../foundry-double/systems/mutant-year-zero/driver";
import { FIGHT, GM, PLAYER, useMyzTable } from "./myz-world";
import { drawnRows } from "../../alienrpg/foundry/alien-world";

describe("Mutant Year Zero's roll dialog", () => {
  const harness = useMyzTable();

  it("Vide's Fight (3 + 2 + 1): 66.5%, pushed if failed 86.9%, trauma 70.4%; the Ghoul's, GM's alone", async () => {
    harness().foundry.setUser(GM);
    const drawn = drawnRows((await openMyzRoll("vide", FIGHT)).element);
    expect(drawn.panels).toBe(1);
    // Each row by its words: this roll, then pushed whenever it fails.
    const byLabel = new Map(drawn.rows.map(([label = "", ...cells]) => [label, cells]));
    expect(byLabel.get("")).toEqual(["This roll", "Pushed whenever it fails"]);
    expect(byLabel.get("A success")).toEqual(["66.5%", "86.9%"]);
    expect(byLabel.get("Two successes or more")).toEqual(["26.3%", ""]);
    expect(byLabel.get("The roll is pushed")).toEqual(["", "33.5%"]);
    expect(byLabel.get("Trauma: a 1 on a base die (on a push)")).toEqual(["", "70.4%"]);
    expect(byLabel.get("Gear damage: a 1 on a gear die (on a push)")).toEqual(["", "33.3%"]);
    expect(byLabel.size).toBe(6);
    // The GM's Zone Ghoul: the GM reads its figures, a player none.
    expect(drawnRows((await openMyzRoll("ghoul", FIGHT)).element).panels).toBe(1);
    harness().foundry.setUser(PLAYER);
    expect(drawnRows((await openMyzRoll("ghoul", FIGHT)).element).panels).toBe(0);
  });

  it("Ilsa's house attribute: base 1s rolled again on a push, 88.3%; a skill of −2 typed", async () => {
    harness().foundry.setUser(PLAYER);
    const { element } = await openMyzRoll("ilsa", FIGHT);
    expect(drawnRows(element).rows[1]).toEqual(["A success", "66.5%", "88.3%"]);
    typeInto(element, "skill", "-2");
    typeInto(element, "gear", "");
    const { rows } = drawnRows(element);
    // 3 base dice, 2 skill dice whose 6s are −1: at least one success net.
    expect(rows[1]?.[1]).toBe(`${(100 * NET_ONE).toFixed(1)}%`);
    expect(rows.map(([label]) => label)).not.toContain("Gear damage: a 1 on a gear die (on a push)");
    // Her Agility is no house attribute: 86.9% pushed, as a mutant's.
    const agility = await openMyzRoll("ilsa", { ...FIGHT, attributeName: "agility" });
    expect(drawnRows(agility.element).rows[1]).toEqual(["A success", "66.5%", "86.9%"]);
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
