// @vitest-environment happy-dom
/**
 * A Vaesen test's message keeps the chance its own roll had (docs/systems-vaesen.md "The roll's message"), in the
 * Foundry double playing Vaesen 7.3.0: read from the YZUR roll alone; this very roll pushed for whoever may push it
 * from the chat card (its author, a GM), never for another player; the sheet's and the card's push post a roll with
 * no push left; none for a GM's vaesen shown to a player; a flag its author rewrote draws nothing.
 */
import { describe, expect, it, vi } from "vitest";
import { openVaesenTest, pressRoll } from "../../../../foundry-double/systems/vaesen/driver";
import { push, pushMessage } from "../../../../foundry-double/systems/vaesen/roll";
import { AGILITY, GM, OTHER, PLAYER, useVaesenTable } from "./vaesen-world";
import { onlyTheV1Warning } from "../../pf2e/foundry/valeros-world";
import { must } from "../../../kit";
import { chanceLines } from "../../shadowrun5e/foundry/sr5-world";

describe("a Vaesen test's message keeps its chance", () => {
  const harness = useVaesenTable();
  onlyTheV1Warning();
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  /** The lines drawn under a message for `user` (the current one if none), joined; null where none is. */
  async function chanceLine(message = lastMessage(), user?: string): Promise<string | null> {
    if (user) harness().foundry.setUser(user);
    const lines = await chanceLines(harness, message);
    return lines.length ? lines.join(" | ") : null;
  }

  /** Ada's Agility with 2 dice off (bonus −2): four dice, rolled as `faces` say. */
  async function rollAgility(faces = [1, 3, 4, 2]) {
    harness().foundry.setUser(PLAYER);
    const opened = await openVaesenTest("ada", "Agility", AGILITY);
    const bonus = must(opened.element.querySelector<HTMLInputElement>("input#bonus"));
    bonus.value = "-2";
    harness().foundry.scriptFaces(faces);
    pressRoll(opened.element);
    await vi.waitFor(() => expect(harness().foundry.messages.length).toBeGreaterThan(0));
    return { message: lastMessage(), sheet: opened.sheet };
  }

  it("Ada's failed test (4 dice): 51.8%; this roll pushed, 1 − (5/6)^4, for her and the GM, not another", async () => {
    const { message } = await rollAgility();
    expect(must(message.rolls[0]).formula).toBe("4ds");
    const [ada, gm, other] = [
      await chanceLine(message),
      await chanceLine(message, GM),
      await chanceLine(message, OTHER),
    ];
    expect(ada).toContain("(This roll): A success: 51.8%");
    expect(ada).toContain("(This roll pushed): A success: 51.8%");
    expect(gm).toBe(ada);
    // Another player may not push Ada's roll: the chance it had, and no push.
    expect(other).toContain("(This roll): A success: 51.8%");
    expect(other).not.toContain("This roll pushed");
  });

  it("a 6 stands through the push: this roll pushed succeeds 100.0%", async () => {
    const { message } = await rollAgility([6, 1, 2, 3]);
    expect(await chanceLine(message)).toContain("(This roll pushed): A success: 100.0%");
  });

  it("pushed from the chat card or the sheet, the new message holds 4 dice and no push is left", async () => {
    const { message, sheet } = await rollAgility();
    harness().foundry.scriptFaces([2, 3, 4, 6]);
    await pushMessage(message);
    const pushed = must(await chanceLine(lastMessage()));
    expect(pushed).toContain("51.8%");
    expect(pushed).not.toContain("This roll pushed");
    harness().foundry.scriptFaces([2, 3, 4, 5]);
    await push(sheet);
    expect(must(lastMessage().rolls[0]).formula).toBe("4ds");
    expect(must(await chanceLine(lastMessage()))).not.toContain("This roll pushed");
  });

  it("a flag its author rewrote (another number of dice) draws nothing", async () => {
    const { message } = await rollAgility();
    const path: string = "flags.indie-dice.systemRoll.kept.dice";
    await message.update({ [path]: 5 });
    expect(await chanceLine(message)).toBeNull();
  });

  it("a blind test (the chat bar's mode, the sheet's roll takes it): the GM reads its chance, Ada none", async () => {
    await harness().foundry.withClient(PLAYER, () => harness().foundry.setChatMode("blind"));
    const { message } = await rollAgility();
    expect(message.blind).toBe(true);
    expect(await chanceLine(message, PLAYER)).toBeNull();
    expect(await chanceLine(message, OTHER)).toBeNull();
    expect(must(await chanceLine(message, GM))).toContain("(This roll): A success: 51.8%");
  });

  it("the GM's Nix: the GM reads its chance, a player none", async () => {
    harness().foundry.setUser(GM);
    const opened = await openVaesenTest("nix", "Might", [{ name: "Might", value: 5 }]);
    harness().foundry.scriptFaces([1, 2, 3, 4, 5]);
    pressRoll(opened.element);
    await vi.waitFor(() => expect(harness().foundry.messages.length).toBeGreaterThan(0));
    // 5 dice: 1 − (5/6)^5 = 59.8%.
    expect(must(await chanceLine())).toContain("59.8%");
    harness().foundry.setUser(PLAYER);
    expect(await chanceLine()).toBeNull();
  });
});
