// @vitest-environment happy-dom
/**
 * Dungeon Crawl Classics' RollModifierDialog with Indie Dice's figures (src/systems/dcc/, docs/systems-dcc.md), in
 * the Foundry double playing foundryvtt-dcc/dcc 0.70.46 (v14 only). The figures are the core's (dcc-odds.test.ts
 * settles them against an enumeration of the system's code): a warrior's 1d20+2, threat 19: critical 10.0%,
 * fumble 5.0%; up the chain to the d24 8.3% and 4.2%, a total of 15 50.0%; a spell check +4, 3 burned: DC 15 65.0%
 * (50.0% unburned).
 */
import { describe, expect, it } from "vitest";
import { defaultGeneration } from "../../../../foundry-double/profile";
import { openAttack, openSpellCheck, press, typeTerm } from "../../../../foundry-double/systems/dcc/driver";
import { drawnRows } from "../../shadowrun5e/foundry/sr5-world";
import { PLAYER, useDccTable } from "./dcc-world";

describe.skipIf(defaultGeneration() === 13)("Dungeon Crawl Classics' roll modifier dialog", () => {
  const harness = useDccTable();

  it("a warrior's attack (1d20+2, threat 19) as the die moves up the chain and the bonus changes", async () => {
    harness().foundry.setUser(PLAYER);
    const dialog = await openAttack("1d20", "+2", 19);
    expect(drawnRows(dialog.element).rows).toEqual([
      ["", "As the fields stand"],
      ["Critical: the action die in the threat range", "10.0%"],
      ["Fumble: a natural 1", "5.0%"],
      // A total of 5 needs a 3, 10 an 8, 15 a 13, 20 an 18; 25 only the critical (19–20 always hits).
      ["5+", "90.0%"],
      ["10+", "65.0%"],
      ["15+", "40.0%"],
      ["20+", "15.0%"],
      ["25+", "10.0%"],
    ]);
    // +1D: the d24, its threat 23–24; AC 15 needs 13 or more on it (or a critical).
    press(dialog, "modifyDie", 0, "+1");
    expect(drawnRows(dialog.element).rows.slice(1, 3)).toEqual([
      ["Critical: the action die in the threat range", "8.3%"],
      ["Fumble: a natural 1", "4.2%"],
    ]);
    expect(drawnRows(dialog.element).rows).toContainEqual(["15+", `${((100 * 12) / 24).toFixed(1)}%`]);
    // The Bonus field +1 twice: the d24 + 4 against 15 needs an 11.
    press(dialog, "modifyBonus", 2, "+1");
    press(dialog, "modifyBonus", 2, "+1");
    expect(drawnRows(dialog.element).rows).toContainEqual(["15+", `${((100 * 14) / 24).toFixed(1)}%`]);
    // A formula typed that the adapter does not read: no figure rather than a wrong one.
    typeTerm(dialog, 0, "1d20x");
    expect(drawnRows(dialog.element).panels).toBe(0);
  });

  it("a spell check's spellburn: each DC as it stands and without the burn", async () => {
    harness().foundry.setUser(PLAYER);
    const dialog = await openSpellCheck("+4", { str: 12, agl: 10, sta: 9 });
    expect(drawnRows(dialog.element).rows[0]).toEqual(["", "As the fields stand"]);
    for (const stat of ["str", "str", "sta"]) press(dialog, "modifySpellburn", 2, "+1", stat);
    expect(dialog.element.querySelector<HTMLInputElement>("#term-2")?.value).toBe("+3");
    const { rows } = drawnRows(dialog.element);
    expect(rows[0]).toEqual(["", "As the fields stand", "Without the spellburn"]);
    expect(rows).toContainEqual(["15+", "65.0%", "50.0%"]);
  });
});
