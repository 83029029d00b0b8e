// @vitest-environment happy-dom
/**
 * A Dragonbane test's message keeps the chance it had before the roll (docs/systems-dragonbane.md "The roll's
 * message"), in the Foundry double's Dragonbane 3.2 — on the v13 profile only (the system declares Foundry 13 its
 * maximum; skipped on dom-v14) — fast-forwarded (Shift: no boons or banes; Ctrl: every listed source, ticked or not),
 * as the player and as the GM. By hand: one d20 at or under 12 is 60%, under 15 is 75%; a 1 and a 20 are 5% each.
 */
import { describe, expect, it } from "vitest";
import {
  clickRow,
  nextPushDialog,
  openSheet,
  pushFrom,
  setField,
  submitRollDialog,
} from "../../../../foundry-double/systems/dragonbane/driver";
import {
  GM,
  ON_V14,
  OTHER,
  PLAYER,
  actorOf,
  chanceLine,
  drawn,
  openFrom,
  systemOf,
  useDragonbaneTable,
  type RollDialog,
} from "./dragonbane-world";
import { must, renderedElement } from "../../../kit";
import { QUICK_RUN } from "../../../quick";

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

/**
 * A failed Dragonbane test's message shows its push (docs/systems-dragonbane.md "After the roll"), in the Foundry
 * double's Dragonbane 3.2 (v13 profile only): for whoever sees the card's Push button (the hero's owner, a GM) the
 * same dice rolled again against the value, and the conditions the push may take; none on a success, a Demon, a
 * monster's test, a pushed roll, another player's view, a blind roll's for its roller, or a forged message. By hand:
 * one d20 at or under 12 is 60%, a 1 and a 20 are 5% each; the spear's enchantment 2 makes a Dragon 1–3, 15%.
 */
const PUSHED = "After the roll (Pushed, taking one condition — Exhausted, Sickly, Angry, Scared, or Disheartened)";

describe.skipIf(ON_V14)("a failed Dragonbane test's message shows its push", () => {
  const harness = useDragonbaneTable(PLAYER);
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  /** Every chance line under the message's roll, as the current user reads it, joined (null: none). */
  async function lines(message = lastMessage()): Promise<string | null> {
    const html = renderedElement(await harness().foundry.renderMessage(message));
    const found = [...html.querySelectorAll(".indie-dice-system-chance")].map((line) => line.textContent);
    return found.length ? found.join(" | ") : null;
  }

  async function awareness(face: number) {
    harness().foundry.scriptFaces([face]);
    await clickRow(await openSheet(actorOf("hero")), "Awareness", { shift: true });
    return lastMessage();
  }

  it("Awareness 12 failed with a 15: pushed, 60% again, and the five conditions not taken (Dazed is)", async () => {
    const message = await awareness(15);
    const line = must(await lines(message));
    expect(line).toContain(`${PUSHED}: Success: 60.0%, Failure: 40.0%, Dragon: 5.0%, Demon: 5.0%`);
    harness().foundry.setUser(GM);
    expect(await lines(message)).toBe(line);
    // The other player observes the hero: the chance the roll had, no Push (the card shows her none).
    harness().foundry.setUser(OTHER);
    const other = must(await lines(message));
    expect(other).toContain("60.0%");
    expect(other).not.toContain("Pushed");
  });

  it("the card's Push opens the system's prompt: the push's chance before its footer, on its Push button", async () => {
    const message = await awareness(15);
    const card = renderedElement(await harness().foundry.renderMessage(message));
    const opened = nextPushDialog<RollDialog & { close(): Promise<unknown> }>();
    must(card.querySelector<HTMLElement>("button.push-roll")).click();
    const dialog = await opened;
    const { rows, chip } = drawn(dialog.element);
    expect(rows).toEqual({ success: 0.6, failure: 0.4, dragon: 0.05, demon: 0.05 });
    expect(chip).toBe(0.6);
    await dialog.close();
  });

  it.skipIf(QUICK_RUN)("no push on a success (a 12), nor on the Demon (a 20): the system offers none", async () => {
    expect(await lines(await awareness(12))).not.toContain("Pushed");
    expect(await lines(await awareness(20))).not.toContain("Pushed");
  });

  it.skipIf(QUICK_RUN)(
    "pushed (Angry taken): the new message has no push; the old one's cost no longer names Angry",
    async () => {
      const message = await awareness(15);
      harness().foundry.scriptFaces([7]);
      await pushFrom(message, "int");
      expect(actorOf("hero").hasCondition("int")).toBe(true);
      const pushed = lastMessage();
      expect(pushed).not.toBe(message);
      expect(await lines(pushed)).not.toContain("Pushed");
      expect(await lines(message)).toContain(
        "(Pushed, taking one condition — Exhausted, Sickly, Scared, or Disheartened)",
      );
    },
  );

  it.skipIf(QUICK_RUN)(
    "the spear (enchanted 2) rolled with the dialog's enchantment at 0: the push's Dragon is 1–3, 15%",
    async () => {
      const { dialog, rolling } = await openFrom(actorOf("hero"), (sheet) => clickRow(sheet, "Long spear"));
      setField(dialog, "enchantedWeapon", "0");
      harness().foundry.scriptFaces([15]);
      await submitRollDialog(dialog);
      await rolling;
      const line = must(await lines());
      expect(line).toContain("Dragon: 5.0%");
      expect(line).toContain(`${PUSHED}: Success: 60.0%, Failure: 40.0%, Dragon: 15.0%, Demon: 5.0%`);
    },
  );

  it("a blind roll: its roller reads no figure, the GM reads the push", async () => {
    await game.settings.set("core", "rollMode", "blindroll");
    const message = await awareness(15);
    expect(await lines(message)).toBeNull();
    harness().foundry.setUser(GM);
    expect(await lines(message)).toContain(PUSHED);
  });

  it("a success (a 9) whose data is rewritten to a pushable failure (canPush, 15): its own roll says no", async () => {
    const message = await awareness(9);
    const forged: Record<string, unknown> = { "system.canPush": true, "system.success": false, "system.result": 15 };
    await message.update(forged);
    expect(await lines(message)).not.toContain("Pushed");
  });
});
