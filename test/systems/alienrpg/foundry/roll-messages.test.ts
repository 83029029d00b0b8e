// @vitest-environment happy-dom
/**
 * An Alien RPG roll's message keeps the chance its own roll had (docs/systems-alienrpg.md "The roll's message"), in
 * the Foundry double playing Alien RPG 4.0.5 (v13 only), with its prompt and without (a left-click on a skill rolls at
 * once), as the GM and as a player. By hand: 5 base dice (worked example 1) succeed 1 − (5/6)^5 = 4651/7776 = 59.8%;
 * two sixes or more 1 − (3125 + 3125)/7776 = 19.6%; three or more 1 − (3125 + 3125 + 1250)/7776 = 3.5%.
 */
import { describe, expect, it, vi } from "vitest";
import { defaultGeneration } from "../../../../foundry-double/profile";
import { clickAbility, clickWeapon, rollDataset } from "../../../../foundry-double/systems/alienrpg/driver";
import { GM, PLAYER, actor, useAlienTable } from "./alien-world";
import { must, pattern, renderedElement } from "../../../kit";

const FIVE_DICE =
  "Before the roll (Base dice: 5, stress dice: 0): Success (a six): 59.8%, Two sixes or more: 19.6%, " +
  "Three sixes or more: 3.5%";

// Alien RPG 4.0.5 declares Foundry 13 its maximum (system.json:19-21): no v14 world runs it, so the v14 profile skips.
describe.skipIf(defaultGeneration() === 14)("an Alien RPG roll's message keeps its chance", () => {
  const harness = useAlienTable();
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  async function chanceLine(message = lastMessage()): Promise<string | null> {
    const html = renderedElement(await harness().foundry.renderMessage(message));
    return html.querySelector(".indie-dice-system-chance")?.textContent ?? null;
  }

  it(
    "worked example 1: Parker's Observation 5 left-clicked " +
      "(no prompt, no stress) rolls 5db — 59.8%, for the player and the GM",
    async () => {
      harness().foundry.setUser(PLAYER);
      const parker = actor("parker");
      await clickAbility(parker, rollDataset(parker, "skill", "observation", "Observation"), 0);
      expect(must(lastMessage().rolls[0]).formula).toBe("5db");
      expect(await chanceLine()).toBe(FIVE_DICE);
      harness().foundry.setUser(GM);
      expect(await chanceLine()).toBe(FIVE_DICE);
    },
  );

  it(
    "a flag its author rewrote — " + "another base or stress count than the message's own roll — draws nothing",
    async () => {
      harness().foundry.setUser(PLAYER);
      const parker = actor("parker");
      await clickAbility(parker, rollDataset(parker, "skill", "observation", "Observation"), 0);
      const message = lastMessage();
      const honest: unknown = structuredClone(must(message.flags["indie-dice"]).systemRoll);
      for (const [key, value] of [
        ["base", 4],
        ["stress", 1],
      ] as const) {
        await message.update({ [`flags.indie-dice.systemRoll.kept.${key}`]: value });
        expect(await chanceLine(message), key).toBeNull();
        await message.update({ flags: { "indie-dice": { systemRoll: honest } } });
        expect(await chanceLine(message), `${key} set back`).toBe(FIVE_DICE);
      }
      // The honest flag on a roll that is no pool of the system's (a d6 of Foundry's own): nothing drawn.
      await ChatMessage.create({
        rolls: [await new Roll("5d6").evaluate()],
        flags: { "indie-dice": { systemRoll: honest } },
      });
      expect(await chanceLine()).toBeNull();
    },
  );

  it(
    "the GM's synthetic Ash (no player owns it) rolls Comtech 3 in the open: " +
      "the GM reads its chance, the player none",
    async () => {
      const ash = actor("ash");
      await clickAbility(ash, rollDataset(ash, "skill", "comtech", "Comtech"), 0);
      const message = lastMessage();
      // 3db: 1 − (5/6)^3 = 91/216 = 42.1%.
      expect(await chanceLine(message)).toMatch(
        /^Before the roll \(Base dice: 3, stress dice: 0\): Success \(a six\): 42\.1%/,
      );
      harness().foundry.setUser(PLAYER);
      expect(await chanceLine(message)).toBeNull();
    },
  );

  it(
    "the Xeno's claws (hostile): " + "the system whispers the roll blind to the GM, who reads 6db's chance, 66.5%",
    async () => {
      await clickWeapon(actor("xeno"), "claws", 0);
      const message = lastMessage();
      expect(message.blind).toBe(true);
      expect(must(message.rolls[0]).formula).toBe("6db");
      expect(await chanceLine(message)).toMatch(
        /^Before the roll \(Base dice: 6, stress dice: 0\): Success \(a six\): 66\.5%/,
      );
      harness().foundry.setUser(PLAYER);
      expect(await chanceLine(message)).toBeNull();
    },
  );

  it(
    "a stress roll with a one: " + "Ripley's Comtech (4db+2ds) reads success, success without panic and panic",
    async () => {
      harness().foundry.setUser(PLAYER);
      const ripley = actor("ripley");
      harness().foundry.scriptFaces([2, 3, 4, 5, 1, 6]);
      await clickAbility(ripley, rollDataset(ripley, "skill", "comtech", "Comtech"), 0);
      expect(must(lastMessage().rolls[0]).formula).toBe("4db + 2ds");
      expect(lastMessage().content).toContain("Roll Stress");
      expect(await chanceLine()).toBe(
        "Before the roll (Base dice: 4, stress dice: 2): Success (a six): 66.5%, Success without panic: " +
          "48.0%, Panic (a one on a stress die): 30.6%, Two sixes or more: 26.3%, Three sixes or more: 6.2%",
      );
    },
  );
  it(
    "a push (the message's Push button): " +
      "its own message keeps the chance of the dice it rolls again — 3db+2ds, 59.8%",
    async () => {
      harness().foundry.setUser(PLAYER);
      const ripley = actor("ripley");
      // Comtech 4db+2ds: base 6, 2, 3, 4; stress 5, 1 — one six and one stress one.
      harness().foundry.scriptFaces([6, 2, 3, 4, 5, 1]);
      await clickAbility(ripley, rollDataset(ripley, "skill", "comtech", "Comtech"), 0);
      const first = lastMessage();
      harness().foundry.scriptFaces([2, 3, 4, 5, 5]);
      // The base dice but the six again (3), the stress dice that showed neither a six nor a one and one more (2).
      await ripley.pushRoll(ripley, "push", "character", false, first);
      const pushed = lastMessage();
      expect(pushed).not.toBe(first);
      expect(must(pushed.rolls[0]).formula).toBe("3db + 2ds");
      expect(ripley.system.header).toMatchObject({ stress: { value: 3 } });
      // 1 − (5/6)^5 = 4651/7776; panic 1 − (5/6)² = 11/36.
      expect(await chanceLine(pushed)).toMatch(
        pattern([
          String.raw`^Before the roll \(Base dice: 3, stress dice: 2\): `,
          String.raw`Success \(a six\): 59\.8%, Success without panic: [0-9.]+%, `,
          String.raw`Panic \(a one on a stress die\): 30\.6%`,
        ]),
      );
    },
  );
});

/*
 * A roll's Push (docs/systems-alienrpg.md "After the roll"): the chance after the push and of panic, on the message
 * and on the Push button, for the one whose button pushes these dice. By hand: 4db+2ds showing no six and no one
 * pushes 4 base and 3 stress dice — 1 − (5/6)^7 = 72.1% a success, 1 − (5/6)^3 = 42.1% panic.
 */
const PUSH = "After the roll (Pushed — base dice: 4, stress dice: 3): Success: 72.1%, Panic: 42.1%";

describe.skipIf(defaultGeneration() === 14)("an Alien RPG roll's Push: its chance, for whoever it pushes", () => {
  const harness = useAlienTable();
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  async function drawn(message = lastMessage()) {
    const html = renderedElement(await harness().foundry.renderMessage(message));
    const lines = Array.from(html.querySelectorAll(".indie-dice-system-chance"), (line) => line.textContent);
    const button = html.querySelector<HTMLButtonElement>("button.alien-Push-button");
    return { lines, button: button?.textContent ?? null, element: button };
  }

  /** Ripley's Comtech, left-clicked by the player: 4db+2ds on these faces. */
  async function comtech(faces: number[]) {
    harness().foundry.setUser(PLAYER);
    harness().foundry.scriptFaces(faces);
    const ripley = actor("ripley");
    await clickAbility(ripley, rollDataset(ripley, "skill", "comtech", "Comtech"), 0);
    return lastMessage();
  }

  it("the player's own roll, no six and no one: the push's chance under the message and on its button", async () => {
    const message = await comtech([2, 3, 4, 5, 2, 3]);
    const { lines, button } = await drawn(message);
    expect(lines.at(-1)).toBe(PUSH);
    expect(button).toBe("Push (Success: 72.1%, Panic: 42.1%)");
  });

  it("a six already: success certain, and the chance of another six beside panic", async () => {
    await comtech([6, 3, 4, 5, 2, 3]);
    // 3 base and 3 stress dice again: another six 1 − (5/6)^6 = 66.5%, panic 42.1%.
    expect((await drawn()).button).toBe("Push (Success: 100.0%, Another six: 66.5%, Panic: 42.1%)");
  });

  it("a one on a stress die: the system draws no Push button, and no push is figured", async () => {
    await comtech([2, 3, 4, 5, 1, 3]);
    const { lines, button } = await drawn();
    expect(button).toBeNull();
    expect(lines.some((line) => line?.includes("Pushed"))).toBe(false);
  });

  it("the GM's button pushes the GM's own last roll (rollArr): no figure of the player's push for the GM", async () => {
    const message = await comtech([2, 3, 4, 5, 2, 3]);
    harness().foundry.setUser(GM);
    const { lines, button } = await drawn(message);
    expect(lines).toHaveLength(1);
    expect(button).toBe("Push");
  });

  it("pushed: the first message's button now pushes the new roll, its figures go; the new one has none", async () => {
    const first = await comtech([2, 3, 4, 5, 2, 3]);
    const { element } = await drawn(first);
    harness().foundry.scriptFaces([2, 3, 4, 5, 2, 3, 4]);
    must(element).click();
    await vi.waitFor(() => expect(lastMessage()).not.toBe(first));
    const pushed = lastMessage();
    expect(pushed).not.toBe(first);
    expect(must(pushed.rolls[0]).formula).toBe("4db + 3ds");
    expect((await drawn(first)).lines.some((line) => line?.includes("Pushed"))).toBe(false);
    // A push is no multi-push: the system draws no button on it, and no push is figured there.
    expect((await drawn(pushed)).button).toBeNull();
  });

  it(
    "the Push pushes the speaker's actor (the player's character, Ripley, for Parker's roll): " +
      "a player who no longer owns Ripley sees Parker's chance and no push",
    async () => {
      harness().foundry.setUser(PLAYER);
      harness().foundry.scriptFaces([2, 3, 4, 5, 2]);
      const parker = actor("parker");
      await clickAbility(parker, rollDataset(parker, "skill", "observation", "Observation"), 0);
      const message = lastMessage();
      // 5db showing no six: 5 base dice and one stress die again — 1 − (5/6)^6 = 66.5%, panic 1/6 = 16.7%.
      expect((await drawn(message)).button).toBe("Push (Success: 66.5%, Panic: 16.7%)");
      harness().foundry.setUser(GM);
      await actor("ripley").update({ ownership: { [PLAYER]: 0 } });
      harness().foundry.setUser(PLAYER);
      const { lines, button } = await drawn(message);
      expect(lines).toEqual([FIVE_DICE]);
      expect(button).toBe("Push");
    },
  );

  it("a flag its author rewrote draws nothing, on the message or on its button", async () => {
    const message = await comtech([2, 3, 4, 5, 2, 3]);
    const path: string = "flags.indie-dice.systemRoll.kept.base";
    await message.update({ [path]: 3 });
    const { lines, button } = await drawn(message);
    expect(lines).toEqual([]);
    expect(button).toBe("Push");
  });

  it("a blind roll (a hostile actor's weapon) keeps every figure from the player, the push's too", async () => {
    harness().foundry.setUser(PLAYER);
    harness().foundry.scriptFaces([2, 3, 4, 5]);
    await clickWeapon(actor("burke"), "burkeKnife", 0);
    const message = lastMessage();
    expect(message.blind).toBe(true);
    const { lines, button } = await drawn(message);
    expect(lines).toEqual([]);
    expect(button).toBeNull();
  });
});
