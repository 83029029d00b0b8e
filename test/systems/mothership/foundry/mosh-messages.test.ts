// @vitest-environment happy-dom
/**
 * A Mothership check's message keeps the chance it had (docs/systems-mothership.md "The check's message"), in the
 * Foundry double playing Mothership 0.6.1: the button pressed read from the message's own roll, the target from its
 * card's formula line; our record forged draws nothing; the GM's creature's check shows a player nothing.
 */
import { describe, expect, it } from "vitest";
import { checkRadio, press, startCheck } from "../../../../foundry-double/systems/mothership/driver";
import { GM, PLAYER, useMoshTable } from "./mosh-world";
import { must, renderedElement } from "../../../kit";

const KEPT_TARGET: string = "flags.indie-dice.systemRoll.kept.target";

describe("a Mothership check's message keeps its chance", () => {
  const harness = useMoshTable();
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  async function chanceLine(message = lastMessage()): Promise<string | null> {
    const card = renderedElement(await harness().foundry.renderMessage(message));
    const lines = [...card.querySelectorAll(".indie-dice-system-chance")].map((line) => line.textContent);
    return lines.length ? lines.join(" | ") : null;
  }

  async function check(actorId: string, attribute: string, choice: "advantage" | "normal", faces: number[]) {
    const { dialog, done } = await startCheck(actorId, attribute);
    if (actorId === "ripley") checkRadio(dialog, "skill", "10");
    harness().foundry.scriptFaces(faces);
    press(dialog, choice);
    await done;
    return lastMessage();
  }

  it("Ripley's Strength with Zero-G (45), [+]: 69.8% kept; the record's target forged: nothing", async () => {
    harness().foundry.setUser(PLAYER);
    const message = await check("ripley", "strength", "advantage", [44, 70]);
    expect(must(message.rolls[0]).formula).toBe("{1d100,1d100}kl");
    const line = must(await chanceLine(message));
    expect(line).toContain("69.8%");
    expect(line).not.toContain("45.0%");
    harness().foundry.setUser(GM);
    expect(await chanceLine(message)).toBe(line);
    await message.update({ [KEPT_TARGET]: 80 });
    expect(await chanceLine(message)).toBeNull();
  });

  it("the GM's Xenomorph (Combat 60): the GM reads its chance, a player none", async () => {
    harness().foundry.setUser(GM);
    await check("xeno", "combat", "normal", [12]);
    expect(must(await chanceLine())).toContain("60.0%");
    harness().foundry.setUser(PLAYER);
    expect(await chanceLine()).toBeNull();
  });
});
