// @vitest-environment happy-dom
/**
 * A Dragonbane test's message keeps the chance it had before the roll (docs/systems-dragonbane.md "The roll's
 * message"), in the Foundry double's Dragonbane 3.2 — on the v13 profile only (the system declares Foundry 13 its
 * maximum; skipped on dom-v14) — fast-forwarded (Shift: no boons or banes; Ctrl: every listed source, ticked or not),
 * as the player and as the GM. By hand: one d20 at or under 12 is 60%, under 15 is 75%; a 1 and a 20 are 5% each.
 */
import { describe, expect, it } from "vitest";
import { clickRow, openSheet } from "../../../../foundry-double/systems/dragonbane/driver";
import { GM, ON_V14, PLAYER, actorOf, systemOf, chanceLine, useDragonbaneTable } from "./dragonbane-world";
import { must } from "../../../kit";

describe.skipIf(ON_V14)("a Dragonbane test's message keeps its chance", () => {
  const harness = useDragonbaneTable(PLAYER);
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  it("Shift-clicked (no dialog, no boons or banes): one d20, 60%; the GM reads the same", async () => {
    await clickRow(await openSheet(actorOf("hero")), "Awareness", { shift: true });
    expect([
      systemOf(lastMessage()).boons,
      systemOf(lastMessage()).banes,
      must(lastMessage().rolls[0]).formula,
    ]).toEqual([0, 0, "1d20"]);
    // No dialog was shown: the line says what was rolled, not "as set" (issue 82).
    const line = "Before the roll (No boons or banes): Success: 60.0%, Failure: 40.0%, Dragon: 5.0%, Demon: 5.0%";
    expect(await chanceLine(harness)).toBe(line);
    harness().foundry.setUser(GM);
    expect(await chanceLine(harness)).toBe(line);
  });

  it("Ctrl-clicked: every listed source, the cloak not worn too — a boon and a bane cancel: one d20, 60%", async () => {
    await clickRow(await openSheet(actorOf("hero")), "Awareness", { ctrl: true });
    expect([systemOf(lastMessage()).boons, systemOf(lastMessage()).banes]).toEqual([1, 1]);
    expect(await chanceLine(harness)).toBe(
      "Before the roll (Boons: 1, banes: 1): Success: 60.0%, Failure: 40.0%, Dragon: 5.0%, Demon: 5.0%",
    );
  });

  it(
    "the GM's orc (Awareness 15, a monster no player observes): " +
      "the GM reads 75%, the player only the Dragon and the Demon",
    async () => {
      harness().foundry.setUser(GM);
      await clickRow(await openSheet(actorOf("orc")), "Awareness", { shift: true });
      const message = lastMessage();
      expect(await chanceLine(harness, message)).toBe(
        "Before the roll (No boons or banes): Success: 75.0%, Failure: 25.0%, Dragon: 5.0%, Demon: 5.0%",
      );
      harness().foundry.setUser(PLAYER);
      expect(await chanceLine(harness, message)).toBe("Before the roll (No boons or banes): Dragon: 5.0%, Demon: 5.0%");
    },
  );

  it(
    "a flag its author rewrote — " +
      "another value, boons, banes or Dragons than the message's own test — draws nothing",
    async () => {
      await clickRow(await openSheet(actorOf("hero")), "Awareness", { shift: true });
      const message = lastMessage();
      const honest: unknown = structuredClone(must(message.flags["indie-dice"]).systemRoll);
      for (const [key, value] of [
        ["target", 15],
        ["boons", 1],
        ["banes", 2],
        ["extraDragons", 2],
      ] as const) {
        await message.update({ [`flags.indie-dice.systemRoll.kept.${key}`]: value });
        expect(await chanceLine(harness, message), key).toBeNull();
        await message.update({ flags: { "indie-dice": { systemRoll: honest } } });
        expect(await chanceLine(harness, message), `${key} set back`).not.toBeNull();
      }
      // The message's own data rewritten to one boon: its roll (one d20, no sources) no longer agrees.
      const rewritten: Record<string, unknown> = { "system.boons": 1, "flags.indie-dice.systemRoll.kept.boons": 1 };
      await message.update(rewritten);
      expect(await chanceLine(harness, message)).toBeNull();
      // The honest flag on a roll of her own that is no test of Dragonbane's: nothing drawn.
      await ChatMessage.create({
        rolls: [await new Roll("1d20").evaluate()],
        flags: { "indie-dice": { systemRoll: honest } },
      });
      expect(lastMessage().id).not.toBe(message.id);
      expect(await chanceLine(harness)).toBeNull();
    },
  );
});
