// @vitest-environment happy-dom
/**
 * A DV the GM sets on a Cyberpunk RED check's message, hidden from players (docs/systems-cyberpunk-red-core.md "A DV
 * the GM sets"), in the Foundry double playing 0.93: the GM's client alone draws the field; his DV stays in his
 * client's memory, judges the check for him alone, and reaches a player's client — DOM, flags, figures — only once
 * he shares it. Base 12 against DV 18: a 7, 8 or 9 and every 10 beat it (30 + 10 of 100 ways, as
 * ../core/cpred-odds.test.ts counts from the system's code): 40.0%, a figure no line of the rules' DVs shows.
 */
import { describe, expect, it, vi } from "vitest";
import { rollCprCheck } from "../../../../foundry-double/systems/cyberpunk-red-core/driver";
import { fire } from "../../../../foundry-double/systems/kit/driver";
import { must, renderedElement } from "../../../kit";
import { onlyTheV1Warning } from "../../pf2e/foundry/valeros-world";
import { GM, HANDGUN, PLAYER, useCpredTable } from "./cpred-world";

const FIELD = ".indie-dice-cpred-gm-dv";
const KEPT_BASE: string = "flags.indie-dice.systemRoll.kept.base";
const SHARED: string = "flags.indie-dice.systemRoll.kept.sharedDv";
const LAST_WRITER: string = "_stats.lastModifiedBy";

describe("a DV the GM sets on a Cyberpunk RED check's message", () => {
  // 0.93's `ChatDataSetup` reads core.rollMode (cpr-chat.js:26), which v14 deprecates.
  const harness = useCpredTable(["core.rollMode"]);
  onlyTheV1Warning();
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  async function drawn(user: string): Promise<HTMLElement> {
    harness().foundry.setUser(user);
    return renderedElement(await harness().foundry.renderMessage(lastMessage()));
  }
  const lines = (card: HTMLElement) =>
    [...card.querySelectorAll(".indie-dice-system-chance")].map((line) => line.textContent ?? "");

  /** V's Handgun, no DV typed, a 7: 19. */
  async function vRolls(): Promise<void> {
    harness().foundry.setUser(PLAYER);
    harness().foundry.scriptFaces([7]);
    await rollCprCheck("v", HANDGUN);
  }

  async function gmTypes(dv: string): Promise<void> {
    const input = must((await drawn(GM)).querySelector<HTMLInputElement>(`${FIELD} input`));
    input.value = dv;
    fire(input, "change");
    await Promise.resolve();
  }

  it("the GM's DV 18: he reads 40.0% and that 19 beats it; a player's client holds nothing of it", async () => {
    await vRolls();
    expect((await drawn(PLAYER)).querySelector(FIELD)).toBeNull();
    await gmTypes("18");
    const gm = await drawn(GM);
    expect(lines(gm)).toContain(
      "Before the roll (This check): Beats the DV: 40.0%, Does not beat it (a tie fails): 60.0%, " +
        "A tie with the DV (fails as coded; 'beats or ties' adds it): 10.0%, " +
        "Critical success: a 10, one more d10 added: 10.0%, Critical failure: a 1, one more d10 taken away: 10.0%",
    );
    expect(lines(gm)).toContain("The total 19 beats DV 18");
    expect(must(gm.querySelector<HTMLInputElement>(`${FIELD} input`)).value).toBe("18");
    // The player: no field, no figure against it, the rules' DVs as before; no 18 in the flags every client reads.
    const player = await drawn(PLAYER);
    expect(player.querySelector(FIELD)).toBeNull();
    expect(player.textContent).not.toContain("40.0%");
    expect(player.textContent).not.toContain("DV 18");
    expect(lines(player)).toContain("Before the roll (Against DV 15): Beats the DV: 70.0%");
    // (Its flags alone: the whole document's id and timestamp may hold the digits by chance.)
    expect(JSON.stringify(lastMessage().flags)).not.toContain("18");
  });

  it("shared: the record carries it, and the player reads 40.0% and that 19 beats DV 18", async () => {
    await vRolls();
    await gmTypes("18");
    must((await drawn(GM)).querySelector<HTMLButtonElement>(`${FIELD} button`)).click();
    // The update goes through the double's server and back (asynchronous, as Foundry's).
    await vi.waitFor(() =>
      expect(lastMessage().getFlag("indie-dice", "systemRoll")).toMatchObject({ kept: { sharedDv: 18 } }),
    );
    const player = await drawn(PLAYER);
    expect(player.querySelector(FIELD)).toBeNull();
    expect(lines(player).join(" | ")).toContain("Beats the DV: 40.0%");
    expect(lines(player)).toContain("The total 19 beats DV 18");
  });

  /**
   * Foundry lets a message's author update it (its update permission is OWNER, and ChatMessage#getUserLevel makes the
   * author one), flags and all: V may write `sharedDv` on her own check's message, and name a GM as its last writer
   * in the same update — which Foundry's server ignores (DocumentStatsField.managedFields) and sets to her.
   */
  async function vForges(dv: number): Promise<void> {
    harness().foundry.setUser(PLAYER);
    await lastMessage().update({ [SHARED]: dv, [LAST_WRITER]: GM });
    expect(lastMessage().getFlag("indie-dice", "systemRoll")).toMatchObject({ kept: { sharedDv: dv } });
  }

  it("V writes a 'shared' DV 10 on her own message: no client reads it as the GM's DV", async () => {
    await vRolls();
    await vForges(10);
    const player = await drawn(PLAYER);
    expect(player.textContent).not.toContain("DV 10");
    expect(lines(player)).toContain("Before the roll (Against DV 15): Beats the DV: 70.0%");
    // The GM, who set none (or reloaded since): no DV of hers offered as his, no verdict against it.
    const gm = await drawn(GM);
    expect(gm.textContent).not.toContain("DV 10");
    expect(must(gm.querySelector<HTMLInputElement>(`${FIELD} input`)).value).toBe("");
  });

  it("V overwrites the DV 18 the GM shared with a 10: her client and the GM's read no DV 10", async () => {
    await vRolls();
    await gmTypes("18");
    must((await drawn(GM)).querySelector<HTMLButtonElement>(`${FIELD} button`)).click();
    await vi.waitFor(() =>
      expect(lastMessage().getFlag("indie-dice", "systemRoll")).toMatchObject({ kept: { sharedDv: 18 } }),
    );
    await vForges(10);
    expect((await drawn(PLAYER)).textContent).not.toContain("DV 10");
    // His own DV still judges the check in his client.
    expect(lines(await drawn(GM))).toContain("The total 19 beats DV 18");
  });

  it("a DV cleared: the GM reads the rules' DVs again; a DV above the total: not beaten", async () => {
    await vRolls();
    await gmTypes("24");
    expect(lines(await drawn(GM))).toContain("The total 19 does not beat DV 24");
    await gmTypes("");
    const gm = await drawn(GM);
    expect(lines(gm)).toContain("Before the roll (Against DV 15): Beats the DV: 70.0%");
    expect(gm.textContent).not.toContain("does not beat DV");
    // A record the card does not bear out: no figure, and no field for the GM either.
    await lastMessage().update({ [KEPT_BASE]: 13 });
    expect((await drawn(GM)).querySelector(FIELD)).toBeNull();
  });
});
