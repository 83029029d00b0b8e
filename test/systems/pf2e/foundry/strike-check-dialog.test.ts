// @vitest-environment happy-dom
/**
 * A Strike's check dialog with Indie Dice (src/systems/pf2e/foundry/strike-damage.ts), in the double's pf2e on both
 * profiles: Valeros's +7 Strike with a +1 striking longsword (`2d8 + 4`, deadly d8) against the goblin's AC 15 —
 * beside the degrees, each fate choice's chance to drop each target, the damage formulas asked of the Strike action
 * as pf2e exposes them (`damage` / `critical` with `getFormula`). Each figure counted here face by face.
 */
import { describe, expect, it, vi } from "vitest";
import { useIndieDice } from "../../../foundry/support/helpers";
import { rollCheck, type CheckSpec } from "../../../../foundry-double/systems/pf2e/driver";
import type { CheckModifiersDialog } from "../../../../foundry-double/systems/pf2e/check-modifiers-dialog";
import { must } from "../../../kit";
import { pf2eSystem } from "../../../../src/systems/pf2e/foundry";
import { RULE_SET_KIT } from "../../../../src/root/rule-set-kit";
import { ANN, GM, onlyTheV1Warning } from "./valeros-world";
import { LONGSWORD, STRIKE_WORLD } from "./strike-world";

const PF2E = pf2eSystem(RULE_SET_KIT);

const harness = useIndieDice(STRIKE_WORLD);
onlyTheV1Warning();

const STRIKE: CheckSpec = {
  slug: "longsword",
  title: "Strike: +1 Striking Longsword",
  actor: "valeros0000000000",
  target: "goblin0000000000",
  modifiers: [{ slug: "attack", label: "Attack", modifier: 7, type: "untyped" }],
  dc: { value: 15, slug: "armor" },
  strike: LONGSWORD,
};

/** Each drawn target row: its name and each fate column's exact chance. */
function drops(dialog: CheckModifiersDialog): [string, number[]][] {
  const page = must(document.getElementById(dialog.id));
  return [...page.querySelectorAll<HTMLTableRowElement>(".indie-dice-system-damage-drops tbody tr")].map((row) => [
    must(row.querySelector("th")).textContent ?? "",
    [...row.querySelectorAll("td")].map((cell) => Number(cell.dataset.probability)),
  ]);
}

/** +7 against AC 15 on one d20: successes and criticals (a natural 20 one step up, a natural 1 down). */
function degreeOf(face: number): number {
  const total = face + 7;
  const band = total >= 25 ? 3 : total >= 15 ? 2 : total > 5 ? 1 : 0;
  return Math.min(3, Math.max(0, band + (face === 20 ? 1 : face === 1 ? -1 : 0)));
}

/** The Normal column: every d20 face, then every face of the damage dice, against 9 HP and weakness 5. */
function normalDrop(hp: number, weakness: number): number {
  let drop = 0;
  for (let face = 1; face <= 20; face++) {
    const degree = degreeOf(face);
    let reached = 0;
    for (let a = 1; a <= 8; a++)
      for (let b = 1; b <= 8; b++)
        for (let c = 1; c <= 8; c++) {
          const damage = degree === 3 ? 2 * (a + b + 4) + c : degree === 2 ? a + b + 4 : 0;
          if (damage > 0 && damage + weakness >= hp) reached++;
        }
    drop += reached / 512 / 20;
  }
  return drop;
}

describe("a Strike's check dialog: the chance it drops each target", () => {
  it("the GM: weakness 5 at 9 HP, 65.00% on Normal (13/20: every success and critical drops it)", async () => {
    harness().foundry.setUser(GM);
    harness().foundry.targetTokens(["goblinTok"], GM);
    expect(normalDrop(9, 5)).toBe(13 / 20);
    const { dialog } = await rollCheck(STRIKE);
    await vi.waitFor(() => expect(drops(dialog)).toHaveLength(1));
    const [name, chances] = must(drops(dialog)[0]);
    expect(name).toBe("Goblin");
    // The columns as the dialog's fate radios: Fortune, Normal, Misfortune.
    expect(chances[1]).toBeCloseTo(13 / 20, 12);
    expect(must(chances[0])).toBeGreaterThan(13 / 20);
    expect(must(chances[2])).toBeLessThan(13 / 20);
    await dialog.close();
  });

  it("a player who does not own the goblin: no figure of it at all", async () => {
    harness().foundry.setUser(ANN);
    harness().foundry.targetTokens(["goblinTok"], ANN);
    const { dialog } = await rollCheck(STRIKE);
    // The adapter reads the target but works nothing out from its numbers; nothing is drawn of it.
    const read = () => must(PF2E.dialogs[0]?.read(dialog, must(dialog.element[0]))).odds().damage;
    await vi.waitFor(() => expect(read()?.targets).toEqual([{ name: "Goblin", chances: null }]));
    expect(drops(dialog)).toEqual([]);
    await dialog.close();
  });
});
