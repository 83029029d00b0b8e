// @vitest-environment happy-dom
/**
 * A Dungeon Crawl Classics attack's message keeps the chance its own roll had (docs/systems-dcc.md "The message"), in
 * the Foundry double playing foundryvtt-dcc/dcc 0.70.46 (v14 only): the critical and fumble read from the message's
 * first roll and the threat range its first die carries; our record forged draws nothing.
 */
import { describe, expect, it } from "vitest";
import { defaultGeneration } from "../../../../foundry-double/profile";
import { rollToHit } from "../../../../foundry-double/systems/dcc/attack";
import { press } from "../../../../foundry-double/systems/dcc/driver";
import { nextEvent } from "../../../../foundry-double/systems/kit/driver";
import { must, renderedElement } from "../../../kit";
import { GM, PLAYER, useDccTable } from "./dcc-world";

const KEPT_RANGE: string = "flags.indie-dice.systemRoll.kept.critRange";

describe.skipIf(defaultGeneration() === 13)("a Dungeon Crawl Classics attack's message keeps its chance", () => {
  const harness = useDccTable();
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  async function chanceLine(message = lastMessage()): Promise<string | null> {
    const card = renderedElement(await harness().foundry.renderMessage(message));
    const lines = [...card.querySelectorAll(".indie-dice-system-chance")].map((line) => line.textContent);
    return lines.length ? lines.join(" | ") : null;
  }

  /** Hild's attack, a warrior's threat range 19, 1d20+2, the die moved up the chain once: the d24, threat 23–24. */
  async function attack(up = true, actor: unknown = null, user = PLAYER) {
    harness().foundry.setUser(user);
    const terms = [
      { type: "Die" as const, formula: "1d20" },
      { type: "Compound" as const, formula: "+2" },
    ];
    const { dialog, posted } = rollToHit(actor, terms, 19);
    await nextEvent(dialog, "render");
    if (up) press(dialog, "modifyDie", 0, "+1");
    harness().foundry.scriptFaces([12]);
    must(dialog.element.querySelector<HTMLButtonElement>('button[type="submit"]')).click();
    await posted;
    return lastMessage();
  }

  it("Hild's attack on the d24: critical 8.3%, fumble 4.2% — for her and the GM alike", async () => {
    const message = await attack();
    expect(must(message.rolls[0]).formula).toBe("1d24 + 2");
    const line = must(await chanceLine(message));
    expect(line).toContain("8.3%");
    expect(line).toContain("4.2%");
    harness().foundry.setUser(GM);
    expect(await chanceLine(message)).toBe(line);
  });

  it("the GM's Bog Troll attacks (no player owns it): the GM reads its critical, the player nothing", async () => {
    // Its threat range rides in the roll's options, not on its card: the critical's chance would give it back.
    const message = await attack(false, game.actors?.get("troll"), GM);
    expect(must(await chanceLine(message))).toContain("10.0%");
    harness().foundry.setUser(PLAYER);
    expect(await chanceLine(message)).toBeNull();
  });

  it("our record forged: no figure", async () => {
    const forged = await attack(false);
    expect(must(await chanceLine(forged))).toContain("10.0%");
    await forged.update({ [KEPT_RANGE]: 15 });
    expect(await chanceLine(forged)).toBeNull();
  });
});
