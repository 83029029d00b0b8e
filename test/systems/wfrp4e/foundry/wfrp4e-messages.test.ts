// @vitest-environment happy-dom
/**
 * A WFRP 4e test's message keeps the chance it had before the roll (docs/systems-wfrp4e.md "The test's message"), in
 * the Foundry double's WFRP 4e 9.6.4 on warhammer-lib 3.3.2 — on the v14 profile only (skipped on dom) — with the
 * dialog and without it (`skipDialog`), as the player and as the GM. By hand: a d100 at or under 45 is 45%; the orc's
 * 30 is 30%; a hand weapon at 50 criticals on 11–44 (4%) and fumbles on 55–88, 99, 100 (6%).
 */
import { describe, expect, it } from "vitest";
import { uniformForFace } from "../../../../foundry-double";
import { submitRollDialog } from "../../../../foundry-double/systems/wfrp4e/driver";
import { readPath } from "../../../../foundry-double/systems/kit/data";
import { GM, ON_V13, PLAYER, actorOf, chanceLine, openTest, setSetting, useWfrp4eTable } from "./wfrp4e-world";
import { must, renderedElement } from "../../../kit";

const HERO_PERCEPTION =
  "Before the roll (Target 45): Success: 45.0%, Failure: 55.0%, " +
  "SL +1 or more: 39.0%, SL +2 or more: 29.0%, SL +3 or more: 19.0%, SL +4 or more: 9.0%";
/** The orc's Perception 30: SL 3 − the roll's tens, so +1 or more on 1–29. */
const ORC_BANDS = "SL +1 or more: 29.0%, SL +2 or more: 19.0%, SL +3 or more: 9.0%";
const ORC = `Before the roll (Target 30): Success: 30.0%, Failure: 70.0%, ${ORC_BANDS}`;
/** Pray 40 with Sin 2: units 1 or 2 (20 faces) and the failed 44, 55, …, 99 (6): the Wrath 26%. */
const PRAYER =
  "Before the roll (Target 40): Success: 40.0%, Failure: 60.0%, Wrath of the Gods: 26.0%, " +
  "SL +1 or more: 39.0%, SL +2 or more: 29.0%, SL +3 or more: 19.0%, SL +4 or more: 9.0%";

describe.skipIf(ON_V13)("a WFRP 4e test's message keeps its chance", () => {
  const harness = useWfrp4eTable(PLAYER);
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  it("a skill test that skipped the dialog: 45%, the line named by its target (no dialog to point at)", async () => {
    await actorOf("hero").setupSkill("Perception", { skipDialog: true });
    expect(lastMessage().type).toBe("test");
    expect(await chanceLine(harness)).toBe(HERO_PERCEPTION);
    harness().foundry.setUser(GM);
    expect(await chanceLine(harness)).toBe(HERO_PERCEPTION);
  });

  it("a weapon test from its dialog, Easy (T 90): 90%, critical 8%, fumble 2%", async () => {
    const { dialog, rolling } = await openTest(() =>
      actorOf("hero").setupWeapon("Hand Weapon", { fields: { difficulty: "easy" } }),
    );
    await submitRollDialog(dialog);
    await rolling;
    expect(await chanceLine(harness)).toBe(
      "Before the roll (Target 90): Success: 90.0%, Failure: 10.0%, Critical: 8.0%, Fumble: 2.0%, " +
        "SL +1 or more: 89.0%, SL +2 or more: 79.0%, SL +3 or more: 69.0%, SL +4 or more: 59.0%, " +
        "SL +5 or more: 49.0%, SL +6 or more: 39.0%",
    );
  });

  it(
    "a prayer keeps success, failure and the Wrath its dialog showed (Pray 40, Sin 2: " +
      "40%, the Wrath 26%); the player reads it, as in her dialog",
    async () => {
      // A 45: a failure whose units digit (5) is over her Sin, no double: no Wrath, her Sin as it was.
      harness().foundry.scriptUniform([uniformForFace(45, 100)]);
      await actorOf("hero").setupPrayer("Blessing of Battle", { skipDialog: true });
      expect(readPath(lastMessage().system, "testData.result.wrath")).toBeUndefined();
      expect(await chanceLine(harness)).toBe(PRAYER);
      harness().foundry.setUser(GM);
      expect(await chanceLine(harness)).toBe(PRAYER);
    },
  );

  it(
    "a prayer that brought the Wrath (a 12: units 2, at most Sin 2): the card holds the Sin it was judged with " +
      "(the Wrath's modifier, 20), the actor's Sin lowered to 1 since — the line keeps 26%",
    async () => {
      harness().foundry.scriptUniform([uniformForFace(12, 100)]);
      await actorOf("hero").setupPrayer("Blessing of Battle", { skipDialog: true });
      expect(readPath(lastMessage().system, "testData.result.wrathModifier")).toBe(20);
      expect(readPath(actorOf("hero").system, "status.sin.value")).toBe(1);
      expect(await chanceLine(harness)).toBe(PRAYER);
    },
  );

  it(
    "a prayer's flag whose Sin the card denies draws nothing: another than the Wrath's modifier, or one the roll's " +
      "units digit does not exceed though no Wrath came",
    async () => {
      harness().foundry.scriptUniform([uniformForFace(12, 100), uniformForFace(45, 100)]);
      await actorOf("hero").setupPrayer("Blessing of Battle", { skipDialog: true });
      const wrath = lastMessage();
      await actorOf("hero").setupPrayer("Blessing of Battle", { skipDialog: true });
      const none = lastMessage();
      for (const [message, sin] of [
        [wrath, 1],
        [wrath, 3],
        [none, 5],
        [none, 9],
      ] as const) {
        const sinFlag: string = "flags.indie-dice.systemRoll.kept.sin";
        await message.update({ [sinFlag]: sin });
        expect(await chanceLine(harness, message), `Sin ${sin}`).toBeNull();
      }
    },
  );

  it(
    "the orc's Bite as the GM rolls it (an attack: " + "its item read on the actor): 41%, critical 3%, fumble 7%",
    async () => {
      harness().foundry.setUser(GM);
      await actorOf("orc").setupTrait("Bite", { skipDialog: true });
      expect(await chanceLine(harness)).toBe(
        "Before the roll (Target 41): Success: 41.0%, Failure: 59.0%, Critical: 3.0%, Fumble: 7.0%, " +
          "SL +1 or more: 39.0%, SL +2 or more: 29.0%, SL +3 or more: 19.0%, SL +4 or more: 9.0%",
      );
    },
  );

  it(
    "the GM's orc (hideTestData on): the GM reads 30%, the player nothing; " +
      "the GM's roll for the hero: nothing for her either",
    async () => {
      harness().foundry.setUser(GM);
      await actorOf("orc").setupSkill("Perception", { skipDialog: true });
      const orc = lastMessage();
      expect(await chanceLine(harness, orc)).toBe(ORC);
      await actorOf("hero").setupSkill("Perception", { skipDialog: true });
      const byGM = lastMessage();
      expect(await chanceLine(harness, byGM)).toBe(HERO_PERCEPTION);
      harness().foundry.setUser(PLAYER);
      expect(await chanceLine(harness, orc)).toBeNull();
      expect(await chanceLine(harness, byGM)).toBeNull();
      // hideTestData off: the system shows every card's target, so the figures are drawn for her too.
      harness().foundry.setUser(GM);
      await setSetting("hideTestData", false);
      harness().foundry.setUser(PLAYER);
      expect(await chanceLine(harness, orc)).toBe(ORC);
    },
  );

  it(
    "the GM's orc prays (Pray 30, Sin 3; hideTestData off, so its target is shown): the GM reads the Wrath 36%, the " +
      "player its success and failure but no Wrath, which would give the orc's Sin back",
    async () => {
      harness().foundry.setUser(GM);
      await setSetting("hideTestData", false);
      // A 45: failed, units 5 over Sin 3, no double: no Wrath, the orc's Sin as it was.
      harness().foundry.scriptUniform([uniformForFace(45, 100)]);
      await actorOf("orc").setupPrayer("Gork's Blessing", { skipDialog: true });
      const prayer = lastMessage();
      // Units 1–3 (30 faces) and the failed 44, 55, …, 99 (6): 36%.
      const outcomes = "Before the roll (Target 30): Success: 30.0%, Failure: 70.0%";
      expect(await chanceLine(harness, prayer)).toBe(`${outcomes}, Wrath of the Gods: 36.0%, ${ORC_BANDS}`);
      harness().foundry.setUser(PLAYER);
      expect(await chanceLine(harness, prayer)).toBe(ORC);
      const html = renderedElement(await harness().foundry.renderMessage(prayer));
      expect(html.querySelector('[data-outcome="wrath"]')).toBeNull();
    },
  );

  it(
    "a flag its author rewrote — " + "another target, bounds or criticals than the message's own test — draws nothing",
    async () => {
      await actorOf("hero").setupSkill("Perception", { skipDialog: true });
      const message = lastMessage();
      const honest: unknown = structuredClone(must(message.flags["indie-dice"]).systemRoll);
      for (const [key, value] of [
        ["target", 90],
        ["automaticSuccess", 50],
        ["automaticFailure", 100],
        ["criticals", true],
      ] as const) {
        await message.update({ [`flags.indie-dice.systemRoll.kept.${key}`]: value });
        expect(await chanceLine(harness, message), key).toBeNull();
        await message.update({ flags: { "indie-dice": { systemRoll: honest } } });
        expect(await chanceLine(harness, message), `${key} set back`).toBe(HERO_PERCEPTION);
      }
      // The honest flag on a message that is no test of the system's: nothing drawn.
      await ChatMessage.create({ content: "45 or less", flags: { "indie-dice": { systemRoll: honest } } });
      expect(lastMessage().id).not.toBe(message.id);
      expect(await chanceLine(harness)).toBeNull();
      // A test whose roll was set beforehand (an edit, Add SL): its d100 was not rolled, nothing drawn.
      const preset: Record<string, unknown> = { "system.testData.preData.roll": 30 };
      await message.update(preset);
      expect(await chanceLine(harness, message)).toBeNull();
    },
  );

  it(
    "a world whose automatic success changed since: " + "the message's old figure is not drawn under the new rule",
    async () => {
      await actorOf("hero").setupSkill("Perception", { skipDialog: true });
      harness().foundry.setUser(GM);
      await setSetting("automaticSuccess", 10);
      expect(await chanceLine(harness)).toBeNull();
    },
  );
});
