// @vitest-environment happy-dom
/**
 * A Twilight 2000 task check's message keeps the chance its own roll had (docs/systems-t2k4e.md "The roll's
 * message"), in the Foundry double playing Twilight 2000 4E 14.0.0 (v14 only): read from the YZUR roll alone; this
 * very roll pushed for whoever sees the card's push button (its actor's owner, a GM), never for another player; none
 * of the GM's NPC's figures for a player; a flag its author rewrote draws nothing.
 */
import { describe, expect, it } from "vitest";
import { defaultGeneration } from "../../../../foundry-double/profile";
import { openT2kRoll, rollIt } from "../../../../foundry-double/systems/t2k4e/driver";
import { rollPush } from "../../../../foundry-double/systems/t2k4e/roller";
import { GM, OTHER, PLAYER, useT2kTable } from "./t2k-world";
import { onlyTheV1Warning } from "../../pf2e/foundry/valeros-world";
import { must, renderedElement } from "../../../kit";

const CLOSE_COMBAT = { title: "Close Combat", attributeName: "str", skillName: "closeCombat", attribute: 8, skill: 6 };

describe.skipIf(defaultGeneration() === 13)("a Twilight 2000 task check's message keeps its chance", () => {
  const harness = useT2kTable();
  onlyTheV1Warning();
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  async function chanceLine(message = lastMessage()): Promise<string | null> {
    const html = renderedElement(await harness().foundry.renderMessage(message));
    const lines = [...html.querySelectorAll(".indie-dice-system-chance")].map((line) => line.textContent);
    return lines.length ? lines.join(" | ") : null;
  }

  /** A task check rolled as its dialog opens, its dice showing `faces`. */
  async function rolled(user: string, actorId: string | null, check: object, faces: number[]) {
    harness().foundry.setUser(user);
    const { element, posted } = await openT2kRoll(actorId, check);
    harness().foundry.scriptFaces(faces);
    rollIt(element);
    await posted;
    return lastMessage();
  }

  it("Ilsa's failed Close Combat (d8 shows 1, d6 shows 3): 47.9%; pushed now 16.7%, damage 100%", async () => {
    const message = await rolled(PLAYER, "ilsa", CLOSE_COMBAT, [1, 3]);
    expect(must(message.rolls[0]).formula).toBe("1d8 + 1d6");
    const line = must(await chanceLine(message));
    expect(line).toContain("47.9%");
    // The d8's 1 stays (a point of damage or stress); the d6 rolled again: 1/6 a success.
    expect(line).toContain("This roll pushed");
    expect(line).toContain("16.7%");
    expect(line).toContain("Damage or stress (on a push): 100.0%");
    harness().foundry.setUser(GM);
    expect(await chanceLine(message)).toBe(line);
    // Another player sees no push button on Ilsa's card: the chance it had, and no push.
    harness().foundry.setUser(OTHER);
    const other = must(await chanceLine(message));
    expect(other).toContain("47.9%");
    expect(other).not.toContain("This roll pushed");
  });

  it("a modifier moves the dice before they are rolled; pushed, the new message has no push left", async () => {
    const message = await rolled(PLAYER, "ilsa", { ...CLOSE_COMBAT, modifier: 2 }, [2, 3]);
    // +2 on d8 + d6: d8 + d8, then d10 + d8 (taskCheck's modify); 1 − (5/8)(5/8)... as rolled: 1d10 + 1d8.
    expect(must(message.rolls[0]).formula).toBe("1d10 + 1d8");
    harness().foundry.scriptFaces([4, 5]);
    await rollPush(message);
    const pushed = lastMessage();
    expect(pushed).not.toBe(message);
    const line = must(await chanceLine(pushed));
    expect(line).toContain("68.8%");
    expect(line).not.toContain("This roll pushed");
  });

  it("a flag its author rewrote (another die) draws nothing", async () => {
    const message = await rolled(PLAYER, "ilsa", CLOSE_COMBAT, [1, 3]);
    const path: string = "flags.indie-dice.systemRoll.kept.0";
    await message.update({ [path]: "twilight d12" });
    expect(await chanceLine(message)).toBeNull();
  });

  it("the GM's rifleman (Agility d12): the GM reads its chance, a player none", async () => {
    const check = { title: "Agility", attributeName: "agl", attribute: 12 };
    const message = await rolled(GM, "rifleman", check, [4]);
    // A d12: 7/12 = 58.3%.
    expect(must(await chanceLine(message))).toContain("58.3%");
    harness().foundry.setUser(PLAYER);
    expect(await chanceLine(message)).toBeNull();
  });

  it("a roll whispered to the GM (the dialog's blind roll mode): another player reads none of it", async () => {
    // On the double's v14 profile, toMessage's deprecated rollMode "blindroll" whispers to the GM, unflagged blind.
    const message = await rolled(PLAYER, "ilsa", { ...CLOSE_COMBAT, rollMode: "blindroll" }, [1, 3]);
    expect(message.whisper).toEqual([GM]);
    harness().foundry.setUser(OTHER);
    expect(await chanceLine(message)).toBeNull();
    harness().foundry.setUser(GM);
    expect(must(await chanceLine(message))).toContain("47.9%");
  });
});
