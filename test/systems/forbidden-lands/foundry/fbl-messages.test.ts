// @vitest-environment happy-dom
/**
 * A Forbidden Lands roll's message keeps the chance its own roll had (docs/systems-forbidden-lands.md "The roll's
 * message"), in the Foundry double playing Forbidden Lands 14.0.4 (v14 only): read from the FBLRoll alone; the push
 * of this very roll for whoever may push it (its actor's owner, a GM), never for another player; none for a GM's
 * monster's roll shown to a player; a flag its author rewrote draws nothing.
 */
import { describe, expect, it } from "vitest";
import { defaultGeneration } from "../../../../foundry-double/profile";
import { openFblRoll } from "../../../../foundry-double/systems/forbidden-lands/driver";
import { FBLRollHandler } from "../../../../foundry-double/systems/forbidden-lands/engine";
import { GM, MELEE, OTHER, PLAYER, useFblTable } from "./fbl-world";
import { onlyTheV1Warning } from "../../pf2e/foundry/valeros-world";
import { must, renderedElement } from "../../../kit";
import { documentFromUuidSync } from "../../../../src/foundry/foundry-documents";

describe.skipIf(defaultGeneration() === 13)("a Forbidden Lands roll's message keeps its chance", () => {
  const harness = useFblTable();
  onlyTheV1Warning();
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  async function chanceLine(message = lastMessage()): Promise<string | null> {
    const html = renderedElement(await harness().foundry.renderMessage(message));
    const lines = [...html.querySelectorAll(".indie-dice-system-chance")].map((line) => line.textContent);
    return lines.length ? lines.join(" | ") : null;
  }

  /** Beren's Melee rolled as it opens: base 1, 3, 4; skill 2, 5; gear 1 — no success. */
  async function rollMelee(faces = [1, 3, 4, 2, 5, 1]) {
    harness().foundry.setUser(PLAYER);
    const { app, element } = await openFblRoll("beren", MELEE);
    harness().foundry.scriptFaces(faces);
    must(element.querySelector<HTMLButtonElement>("#submit")).click();
    await app.result;
    return lastMessage();
  }

  it("Beren's failed Melee: 66.5%; pushed now (base and gear 1s stay, 4 dice again) for him and the GM", async () => {
    const message = await rollMelee();
    expect(must(message.rolls[0]).formula).toBe("3db[Strength] + 2ds[Melee] + 1dg[Sword]");
    // Pushed: base 3, 4, skill 2, 5 rolled again (6^4): a success 1 − (5/6)^4 = 671/1296 = 51.8%; the base 1 stays.
    const line = await chanceLine(message);
    expect(line).toContain("66.5%");
    expect(line).toContain("51.8%");
    expect(line).toContain("Attribute damage, and as much willpower (on a push): 100.0%");
    harness().foundry.setUser(GM);
    expect(await chanceLine(message)).toBe(line);
    // Another player may not push Beren's roll: the chance it had, and no push.
    harness().foundry.setUser(OTHER);
    const other = must(await chanceLine(message));
    expect(other).toContain("66.5%");
    expect(other).not.toContain("51.8%");
  });

  it("pushed, the new message holds the same dice and no push is left (maxPush 1)", async () => {
    const message = await rollMelee();
    harness().foundry.scriptFaces([6, 2, 3, 4]);
    await FBLRollHandler.pushRoll(message);
    const pushed = lastMessage();
    expect(pushed).not.toBe(message);
    const line = must(await chanceLine(pushed));
    expect(line).toContain("66.5%");
    expect(line).not.toContain("This roll pushed");
    // The push's base 1 as attribute damage: Strength 3 → 2, willpower 2 → 3.
    expect(must(documentFromUuidSync<Actor>("Actor.beren")).system).toMatchObject({
      attribute: { strength: { value: 2 } },
      bio: { willpower: { value: 3 } },
    });
  });

  it("a flag its author rewrote (another number of dice) draws nothing", async () => {
    const message = await rollMelee();
    const path: string = "flags.indie-dice.systemRoll.kept.0.number";
    await message.update({ [path]: 4 });
    expect(await chanceLine(message)).toBeNull();
  });

  it("the GM's Wyrm: the GM reads its chance (no push: a monster's), a player none", async () => {
    harness().foundry.setUser(GM);
    const wyrm = { title: "Bite", attribute: { label: "Strength", value: 8, name: "strength" } };
    const { app, element } = await openFblRoll("wyrm", wyrm, { monster: true });
    harness().foundry.scriptFaces([1, 2, 3, 4, 5, 2, 3, 4]);
    must(element.querySelector<HTMLButtonElement>("#submit")).click();
    await app.result;
    const message = lastMessage();
    // 8 base dice: 1 − (5/6)^8 = 76.7%.
    expect(must(await chanceLine(message))).toContain("76.7%");
    expect(must(await chanceLine(message))).not.toContain("This roll pushed");
    harness().foundry.setUser(PLAYER);
    expect(await chanceLine(message)).toBeNull();
  });
});
