// @vitest-environment happy-dom
/**
 * Mothership's check dialogs (docs/systems-mothership.md "The dialog"), plain DialogV2s opened by `rollCheck` in the
 * Foundry double playing Mothership 0.6.1 (Foundry 13 and 14): the target learned from the call (the stat, its mod,
 * the skill checked), each button's figures, redrawn as a radio is checked; the GM's creature kept from a player. The
 * figures are counted from the system's code in ../core/mosh-odds.test.ts.
 */
import { describe, expect, it } from "vitest";
import { checkRadio, press, startCheck } from "../../../../foundry-double/systems/mothership/driver";
import { GM, PLAYER, useMoshTable } from "./mosh-world";
import { drawnRows } from "../../alienrpg/foundry/alien-world";

const chip = (element: HTMLElement, choice: string) =>
  element.querySelector(`button[data-action="action_${choice}"] .indie-dice-system-chip`)?.textContent ?? null;

describe("Mothership's check dialogs", () => {
  const harness = useMoshTable();

  it("Ripley's Fear save (40 + 5): 45.0%, [+] 69.8% (crit 9.8%, crit failure 0.3%); Zero-G's +10 checked", async () => {
    harness().foundry.setUser(PLAYER);
    const { dialog, done } = await startCheck("ripley", "fear");
    const byLabel = new Map(drawnRows(dialog.element).rows.map(([label = "", ...cells]) => [label, cells]));
    expect(byLabel.get("")).toEqual(["Advantage [+]", "Normal", "Disadvantage [-]"]);
    expect(byLabel.get("Success (under the target, below 90)")).toEqual(["69.8%", "45.0%", "20.3%"]);
    expect(byLabel.get("Critical success (a double)")).toEqual(["9.8%", "5.0%", "0.3%"]);
    expect(byLabel.get("Critical failure (a double)")).toEqual(["0.3%", "5.0%", "9.8%"]);
    expect(chip(dialog.element, "advantage")).toBe("69.8%");
    // The skill's bonus joins the target as rollCheck adds it: 55 (55.0%; 00 … 44 the crits, 55 … 99 crit failures).
    checkRadio(dialog, "skill", "10");
    expect(drawnRows(dialog.element).rows[1]).toEqual([
      "Success (under the target, below 90)",
      "79.8%",
      "55.0%",
      "30.3%",
    ]);
    press(dialog, "normal");
    await done;
  });

  it("a skill's check: Strength as it opens, then Speed; the GM's Xenomorph is hers alone", async () => {
    harness().foundry.setUser(PLAYER);
    const skill = await startCheck("ripley", null, { name: "Zero-G", bonus: 10 });
    // The template checks Strength (35): with Zero-G's +10, 45.
    expect(drawnRows(skill.dialog.element).rows[1]?.[2]).toBe("45.0%");
    checkRadio(skill.dialog, "stat", "speed");
    expect(drawnRows(skill.dialog.element).rows[1]?.[2]).toBe("35.0%");
    // Intellect is no stat of hers: no figure.
    checkRadio(skill.dialog, "stat", "intellect");
    expect(drawnRows(skill.dialog.element).panels).toBe(0);
    checkRadio(skill.dialog, "stat", "speed");
    press(skill.dialog, "advantage");
    await skill.done;
    // The creature opens chooseAdvantage; its Combat 60 is the GM's.
    const hidden = await startCheck("xeno", "combat");
    expect(drawnRows(hidden.dialog.element).panels).toBe(0);
    press(hidden.dialog, "normal");
    await hidden.done;
    harness().foundry.setUser(GM);
    const shown = await startCheck("xeno", "combat");
    expect(drawnRows(shown.dialog.element).rows[1]?.[2]).toBe("60.0%");
    press(shown.dialog, "disadvantage");
    await shown.done;
  });
});
