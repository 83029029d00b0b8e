// @vitest-environment happy-dom
/**
 * A Twodsix throw's message keeps the chance its own roll had (src/systems/twodsix/foundry/roll-messages.ts), in the
 * double's Twodsix 7.5.2 — v14 profile only. Figures by hand: under CE (DM mode, against Average's 8), Pilot 1 and
 * DEX 9 at Average roll 2d6 + 0 + 1 + 1, a success on 6 or more: 26/36 = 72.2%; a boon 3d6kh2 ≥ 6: 1 − (1+3+7+12)/216
 * = 193/216 = 89.4%; a bane 3d6kl2 ≥ 6: (19+12+7+3+1 + 27+34+36… ) — the low two: 216 − (16+27+34+36) = 103, 47.7%.
 */
import { describe, expect, it } from "vitest";
import { applyRuleset } from "../../../../foundry-double/systems/twodsix/index";
import { choose, clickSkill, openSheet, submit } from "../../../../foundry-double/systems/twodsix/driver";
import { must } from "../../../kit";
import { GM, ON_V13, PLAYER, actorOf, chanceLine, openThrow, useTwodsixTable } from "./twodsix-world";

const PILOT = "Before the roll (Advantage (3d6, best two)): Success (Effect 0+): 89.4%";

describe.skipIf(ON_V13)("a Twodsix throw's message keeps its chance", () => {
  const harness = useTwodsixTable(PLAYER);
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  async function throwPilot(rollType: string): Promise<void> {
    const { dialog, rolling } = await openThrow("jamison", "pilot");
    choose(dialog, "rollType", rollType);
    await submit(dialog);
    await rolling;
  }

  it("from the dialog: the roll type picked, the DMs the roll's own; the GM reads the same", async () => {
    await applyRuleset("CE");
    await throwPilot("Advantage");
    expect(must(lastMessage().rolls[0]).formula).toBe("3d6kh2 + 0 + 1 + 1");
    expect(await chanceLine(harness)).toMatch(
      /^Before the roll \(Advantage \(3d6, best two\)\): Success \(Effect 0\+\): 89\.4%/,
    );
    harness().foundry.setUser(GM);
    expect((await chanceLine(harness))?.startsWith(PILOT)).toBe(true);
  });

  it("a Shift-click throws with no dialog: the chance is kept all the same (2d6 + 2 ≥ 8: 72.2%)", async () => {
    await applyRuleset("CE");
    const sheet = await openSheet(actorOf("jamison"));
    await clickSkill(sheet, "pilot", true);
    expect(must(lastMessage().rolls[0]).formula).toBe("2d6 + 0 + 1 + 1");
    expect(await chanceLine(harness)).toMatch(/^Before the roll \(Normal \(2d6\)\): Success \(Effect 0\+\): 72\.2%/);
  });

  it("the GM's Corsair (no player owns it): the GM reads its throw's chance, the player none", async () => {
    await applyRuleset("CE");
    harness().foundry.setUser(GM);
    const sheet = await openSheet(actorOf("corsair"));
    await clickSkill(sheet, "pilot", true);
    const message = lastMessage();
    // Pilot 2, DEX 9: 2d6 + 3 ≥ 8, 30/36.
    expect(await chanceLine(harness, message)).toMatch(/: 83\.3%/);
    harness().foundry.setUser(PLAYER);
    expect(await chanceLine(harness, message)).toBeNull();
  });

  it(
    "a flag its author rewrote — " + "another roll type, DM or target than the message's own roll — draws nothing",
    async () => {
      await applyRuleset("CE");
      await throwPilot("Advantage");
      const message = lastMessage();
      const honest: unknown = structuredClone(must(message.flags["indie-dice"]).systemRoll);
      const line = await chanceLine(harness, message);
      expect(line).not.toBeNull();
      for (const [key, value] of [
        ["rollType", "Normal"],
        ["modifier", 5],
        ["threshold", 4],
      ] as const) {
        await message.update({ [`flags.indie-dice.systemRoll.kept.${key}`]: value });
        expect(await chanceLine(harness, message), key).toBeNull();
        await message.update({ flags: { "indie-dice": { systemRoll: honest } } });
        expect(await chanceLine(harness, message), `${key} set back`).toBe(line);
      }
      // The honest flag on a message whose roll is another: nothing drawn.
      await ChatMessage.create({
        rolls: [await new Roll("3d6kh2 + 2").evaluate()],
        flags: { "indie-dice": { systemRoll: honest } },
      });
      expect(lastMessage().id).not.toBe(message.id);
      // With the system's own flags too, Effect 0 as its author says.
      const system: string = "flags.twodsix";
      await lastMessage().update({ [`${system}.effect`]: 0, [`${system}.rollClass`]: "Skill" });
      expect(await chanceLine(harness)).toBeNull();
    },
  );
});
