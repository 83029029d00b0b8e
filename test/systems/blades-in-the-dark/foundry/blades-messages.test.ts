// @vitest-environment happy-dom
/**
 * A Blades in the Dark roll's message keeps the chance its dialog showed (docs/systems-blades-in-the-dark.md "The
 * roll's message"), in the Foundry double playing Blades in the Dark 6.1.1: the question of the call still running
 * as the message is made, kept where the message's roll throws its dice; our record forged to other dice draws nothing;
 * a roll spoken for by the GM's NPC, nothing for a player.
 */
import { describe, expect, it } from "vitest";
import { choose, openBladesRoll, rollIt } from "../../../../foundry-double/systems/blades-in-the-dark/driver";
import { GM, PLAYER, useBladesTable } from "./blades-world";
import { must, renderedElement } from "../../../kit";
import { readPath } from "../../../../foundry-double/systems/kit/data";

const KEPT_DICE: string = "flags.indie-dice.systemRoll.kept.dice";

describe("a Blades in the Dark roll's message keeps its chance", () => {
  const harness = useBladesTable();
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  async function chanceLine(message = lastMessage()): Promise<string | null> {
    const card = renderedElement(await harness().foundry.renderMessage(message));
    const lines = [...card.querySelectorAll(".indie-dice-system-chance")].map((line) => line.textContent);
    return lines.length ? lines.join(" | ") : null;
  }

  it("Nyx's Skirmish 2 rolled 6, 3: its chance of a full success 27.8%, for her and the GM", async () => {
    harness().foundry.setUser(PLAYER);
    const opened = await openBladesRoll("nyx", "skirmish");
    harness().foundry.scriptFaces([6, 3]);
    await rollIt(opened);
    const message = lastMessage();
    expect(must(message.rolls[0]).formula).toBe("2d6");
    const line = must(await chanceLine(message));
    expect(line).toContain("27.8%");
    harness().foundry.setUser(GM);
    expect(await chanceLine(message)).toBe(line);
  });

  it("zero dice (−2d) kept as such: 6, 3 a bad outcome, its chance 75.0%; a forged record, nothing", async () => {
    harness().foundry.setUser(PLAYER);
    const opened = await openBladesRoll("nyx", "skirmish");
    choose(opened.dialog, "mod", "-2");
    harness().foundry.scriptFaces([6, 3]);
    await rollIt(opened);
    const message = lastMessage();
    expect(must(await chanceLine(message))).toContain("75.0%");
    await message.update({ [KEPT_DICE]: 3 });
    expect(await chanceLine(message)).toBeNull();
  });

  it("the same roll spoken for by the GM's Red Sash: the GM reads its chance, a player none", async () => {
    harness().foundry.setUser(PLAYER);
    const opened = await openBladesRoll("nyx", "skirmish");
    harness().foundry.scriptFaces([6, 3]);
    await rollIt(opened);
    const kept: unknown = readPath(lastMessage(), "flags.indie-dice.systemRoll");
    harness().foundry.setUser(GM);
    harness().foundry.scriptFaces([5, 2]);
    await ChatMessage.create({
      speaker: { actor: "sash", alias: "Red Sash" },
      rolls: [await new Roll("2d6").evaluate()],
      flags: { "indie-dice": { systemRoll: kept } },
    });
    expect(must(await chanceLine())).toContain("27.8%");
    harness().foundry.setUser(PLAYER);
    expect(await chanceLine()).toBeNull();
  });
});
