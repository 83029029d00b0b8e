// @vitest-environment happy-dom
/**
 * Cyberpunk RED's roll dialog (docs/systems-cyberpunk-red-core.md "The dialog"), `CPRRollDialog` in the Foundry
 * double playing 0.93 (Application V1, f632be2c) and the fork's 1.3.7 (Application V2, a9c19bd5): the roll as the
 * dialog writes it into the live `CPRRoll`, the DV typed in the adapter's own field, the critical die switched off;
 * the GM's mook kept from a player. The figures are counted from the system's code in ../core/cpred-odds.test.ts.
 */
import { describe, expect, it } from "vitest";
import {
  openCprDeathSave,
  openCprRoll,
  tick,
  typeInto,
} from "../../../../foundry-double/systems/cyberpunk-red-core/driver";
import { drawnRows } from "../../alienrpg/foundry/alien-world";
import { onlyTheV1Warning } from "../../pf2e/foundry/valeros-world";
import { GM, HANDGUN, PLAYER, useCpredTable } from "./cpred-world";

const DV = ".indie-dice-cpred-dv input";
const byLabel = (element: HTMLElement) =>
  new Map(drawnRows(element).rows.map(([label = "", ...cells]) => [label, cells]));

describe("Cyberpunk RED's roll dialog", () => {
  const harness = useCpredTable();
  // 0.93's CPRDialog is a V1 FormApplication: Foundry warns of the framework once a page load.
  onlyTheV1Warning();

  for (const v2 of [false, true])
    it(`${v2 ? "the fork's V2" : "0.93's V1"}: REF 6 + Handgun 6 against DV 15 typed, 70.0%; DV 24 8.0%`, async () => {
      harness().foundry.setUser(PLAYER);
      const { element } = await openCprRoll("v", HANDGUN, v2);
      // No DV yet: each DV of the rules, the critical facts.
      expect(byLabel(element).get("Critical success: a 10, one more d10 added")).toEqual(["10.0%"]);
      await typeInto(element, DV, "15");
      let rows = byLabel(element);
      expect(rows.get("Beats the DV")).toEqual(["70.0%"]);
      expect(rows.get("A tie with the DV (fails as coded; 'beats or ties' adds it)")).toEqual(["10.0%"]);
      await typeInto(element, DV, "24");
      expect(byLabel(element).get("Beats the DV")).toEqual(["8.0%"]);
      // The fork's V2 merges a submitted form's additional mods as text and cannot draw again (roll-dialog-v2.ts).
      if (v2) return;
      // The system's own field, typed: the dialog submits, draws again, the DV stays. Base 15 against DV 14: every
      // face but a 1 (91 of 100 ways: a 1 then a 1 leaves 15).
      await typeInto(element, 'input[name="skillValue"]', "9");
      await typeInto(element, DV, "14");
      expect(element.querySelector<HTMLInputElement>(DV)?.value).toBe("14");
      expect(byLabel(element).get("Beats the DV")).toEqual(["91.0%"]);
      // The critical die off: the plain d10, 16 at worst — every roll, and no critical facts.
      await tick(element, "calculateCritical", false);
      rows = byLabel(element);
      expect(rows.get("Beats the DV")).toEqual(["100.0%"]);
      expect(rows.has("Critical failure: a 1, one more d10 taken away")).toBe(false);
    });

  it("the GM's mook: the GM reads its figures, a player none", async () => {
    harness().foundry.setUser(GM);
    expect(drawnRows((await openCprRoll("ganger", HANDGUN)).element).panels).toBe(1);
    harness().foundry.setUser(PLAYER);
    expect(drawnRows((await openCprRoll("ganger", HANDGUN)).element).panels).toBe(0);
    expect(drawnRows((await openCprRoll("ganger", HANDGUN, true)).element).panels).toBe(0);
  });

  it("a death save (a roll under BODY, no critical die) draws no DV figures", async () => {
    harness().foundry.setUser(PLAYER);
    expect(drawnRows((await openCprDeathSave("v", 6)).element).panels).toBe(0);
  });
});
