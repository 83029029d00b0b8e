// @vitest-environment happy-dom
/**
 * A Blade Runner roll's message keeps the chance its own roll had (docs/systems-blade-runner.md "The roll's
 * message"), in the Foundry double playing Blade Runner 14.0.0: read from the YZUR roll alone; this very roll pushed
 * for whoever sees its push button (its actor's owner, a GM), a column a choice of the push's dialog where a d10 or
 * d12 shows 6–9; none for a GM's NPC's roll shown to a player; a flag its author rewrote draws nothing.
 */
import { describe, expect, it } from "vitest";
import { defaultGeneration } from "../../../../foundry-double/profile";
import { openBrRoll, pressBrButton } from "../../../../foundry-double/systems/blade-runner/driver";
import { BRRollHandler } from "../../../../foundry-double/systems/blade-runner/engine";
import { GM, OTHER, PLAYER, useBrTable } from "./br-world";
import { onlyTheV1Warning } from "../../pf2e/foundry/valeros-world";
import { must, renderedElement } from "../../../kit";
import { documentFromUuidSync } from "../../../../src/foundry/foundry-documents";

// Blade Runner 14.0.0 loads on Foundry 13 and 14 (its dialog file runs on both); its messages are read on 14, the
// version it is verified on (static/system.json:7-8), to keep the suite's time: the v13 profile skips.
describe.skipIf(defaultGeneration() === 13)("a Blade Runner roll's message keeps its chance", () => {
  const harness = useBrTable();
  onlyTheV1Warning();
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  async function chanceLine(message = lastMessage()): Promise<string | null> {
    const html = renderedElement(await harness().foundry.renderMessage(message));
    const lines = [...html.querySelectorAll(".indie-dice-system-chance")].map((line) => line.textContent);
    return lines.length ? lines.join(" | ") : null;
  }

  /** Ilsa's Firearms (d10 + d8) rolled with the Roll button, the dice showing `faces`. */
  async function rollFirearms(faces: number[]) {
    harness().foundry.setUser(PLAYER);
    const { element } = await openBrRoll("ilsa", "agi", "firearms");
    harness().foundry.scriptFaces(faces);
    await pressBrButton(element, "roll");
    return lastMessage();
  }

  it("a failed roll (d10 3, d8 1): 68.8%; pushed now, the d10 again, the 1 a sure point of health", async () => {
    const message = await rollFirearms([3, 1]);
    expect(must(message.rolls[0]).formula).toBe("1d10 + 1d8");
    const line = must(await chanceLine(message));
    expect(line).toContain("(This roll): A success: 68.8%");
    // The d10 alone again: 6–9 one success, 10 two; the d8's 1 stays, a bane.
    expect(line).toContain("This roll pushed");
    expect(line).toContain("A success: 50.0%");
    expect(line).toContain("Health lost (on a push): 100.0%");
    harness().foundry.setUser(GM);
    expect(await chanceLine(message)).toBe(line);
    harness().foundry.setUser(OTHER);
    const other = must(await chanceLine(message));
    expect(other).toContain("68.8%");
    expect(other).not.toContain("This roll pushed");
  });

  it("the d10 on 7: a column a choice of the push's dialog; pushed holding it, the 7 stands", async () => {
    const message = await rollFirearms([7, 3]);
    const line = must(await chanceLine(message));
    // Held: the d8 alone again, 6–8 a second success (3/8), its 1 a bane (1/8).
    expect(line).toContain("Pushed, the d10s and d12s on 6–9 kept");
    expect(line).toContain("Two successes or more (a critical): 37.5%");
    expect(line).toContain("Pushed, rolling d10 (7) again too");
    harness().foundry.scriptFaces([1]);
    await BRRollHandler.pushRoll(message, [0]);
    const pushed = lastMessage();
    expect(pushed.rolls[0]?.formula).toBe("1d10 + 1d8");
    expect(must(await chanceLine(pushed))).not.toContain("pushed");
    // The d8's 1 on the push: a point of health (a human's Agility), 5 → 4.
    expect(must(documentFromUuidSync<Actor>("Actor.ilsa")).system).toMatchObject({ health: { value: 4 } });
  });

  it("a blind roll (the dialog's roll mode): the GM reads its chance, its roller none", async () => {
    harness().foundry.setUser(PLAYER);
    const { element } = await openBrRoll("ilsa", "agi", "firearms");
    must(element.querySelector<HTMLSelectElement>('select[name="rollMode"]')).value = "blindroll";
    harness().foundry.scriptFaces([3, 1]);
    await pressBrButton(element, "roll");
    expect(await chanceLine()).toBeNull();
    harness().foundry.setUser(GM);
    expect(must(await chanceLine())).toContain("68.8%");
  });

  it("a flag its author rewrote (another die) draws nothing", async () => {
    const message = await rollFirearms([3, 1]);
    const path: string = "flags.indie-dice.systemRoll.kept.0";
    await message.update({ [path]: 12 });
    expect(await chanceLine(message)).toBeNull();
  });

  it("the GM's Sapper: the GM reads its chance (no push: an NPC's), a player none", async () => {
    harness().foundry.setUser(GM);
    const { element } = await openBrRoll("sapper", "str", "force");
    harness().foundry.scriptFaces([2, 3]);
    await pressBrButton(element, "roll");
    expect(must(await chanceLine())).toContain("75.0%");
    expect(must(await chanceLine())).not.toContain("pushed");
    harness().foundry.setUser(PLAYER);
    expect(await chanceLine()).toBeNull();
  });
});
