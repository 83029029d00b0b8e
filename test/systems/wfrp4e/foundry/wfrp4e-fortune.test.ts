// @vitest-environment happy-dom
/**
 * WFRP 4e's Fortune reroll on a failed test's message (docs/systems-wfrp4e.md "After the roll"), in the Foundry
 * double's WFRP 4e 9.6.4 — on the v14 profile only (skipped on dom). The card's context menu offers *Use Fortune:
 * Reroll* (entryContext.js:61-71) to the actor's owner while it has Fortune, on a failed test not rerolled by Fortune;
 * the reroll rolls the same test again (test-wfrp4e.js:123-135): by hand, Perception 45 again, 45% and its SL bands.
 */
import { describe, expect, it } from "vitest";
import { canApplyFortuneReroll, useFortuneReroll } from "../../../../foundry-double/systems/wfrp4e/fortune";
import { readPath } from "../../../../foundry-double/systems/kit/data";
import { GM, ON_V13, PLAYER, actorOf, setSetting, useWfrp4eTable } from "./wfrp4e-world";
import type { AdapterHarness } from "../../../foundry/support/setup";
import { must, renderedElement } from "../../../kit";

const BANDS = "SL +1 or more: 39.0%, SL +2 or more: 29.0%, SL +3 or more: 19.0%, SL +4 or more: 9.0%";
const ROLLED = `Before the roll (Target 45): Success: 45.0%, Failure: 55.0%, ${BANDS}`;
const reroll = (points: number) =>
  `After the roll (Fortune reroll, Fortune points: ${points}): Success: 45.0%, Failure: 55.0%, ${BANDS}`;

/** Every line a drawn message carries under its card. */
async function linesOf(harness: () => AdapterHarness, message = must(harness().foundry.messages.at(-1))) {
  const html = renderedElement(await harness().foundry.renderMessage(message));
  return [...html.querySelectorAll(".indie-dice-system-chance")].map((line) => line.textContent);
}

describe.skipIf(ON_V13)("WFRP 4e's Fortune reroll after the roll", () => {
  const harness = useWfrp4eTable(PLAYER);
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  it(
    "the hero fails Perception 45 with a 60 (Fortune 2): her line and the reroll's, 45% again; the GM's too; " +
      "a pass offers no reroll",
    async () => {
      harness().foundry.scriptFaces([60, 30]);
      const failed = await actorOf("hero").setupSkill("Perception", { skipDialog: true });
      expect(canApplyFortuneReroll(failed)).toBe(true);
      expect(await linesOf(harness)).toEqual([ROLLED, reroll(2)]);
      harness().foundry.setUser(GM);
      expect(await linesOf(harness)).toEqual([ROLLED, reroll(2)]);
      harness().foundry.setUser(PLAYER);
      const passed = await actorOf("hero").setupSkill("Perception", { skipDialog: true });
      expect(canApplyFortuneReroll(passed)).toBe(false);
      expect(await linesOf(harness)).toEqual([ROLLED]);
    },
  );

  it(
    "the reroll (one Fortune spent): a new message with its own line and no Fortune reroll (it is one); the old " +
      "card still offers it while Fortune is left, as the system's menu does",
    async () => {
      harness().foundry.scriptFaces([60, 70]);
      const test = await actorOf("hero").setupSkill("Perception", { skipDialog: true });
      const first = lastMessage();
      await useFortuneReroll(test);
      const second = lastMessage();
      expect(second.id).not.toBe(first.id);
      expect(readPath(second.system, "testData.result.roll")).toBe(70);
      expect(readPath(actorOf("hero").system, "status.fortune.value")).toBe(1);
      expect(await linesOf(harness, second)).toEqual([ROLLED]);
      expect(await linesOf(harness, first)).toEqual([ROLLED, reroll(1)]);
    },
  );

  it(
    "a failed prayer that brought the Wrath (a 51: units 1, at most Sin 2): the roll's line keeps Sin 2's Wrath 26%; " +
      "the reroll's reads the Sin lowered to 1 since (units 1: 10 faces, failed doubles 44…99: 6), 16%",
    async () => {
      harness().foundry.scriptFaces([51]);
      await actorOf("hero").setupPrayer("Blessing of Battle", { skipDialog: true });
      expect(readPath(actorOf("hero").system, "status.sin.value")).toBe(1);
      const outcomes = "Success: 40.0%, Failure: 60.0%";
      expect(await linesOf(harness)).toEqual([
        `Before the roll (Target 40): ${outcomes}, Wrath of the Gods: 26.0%, ${BANDS}`,
        `After the roll (Fortune reroll, Fortune points: 2): ${outcomes}, Wrath of the Gods: 16.0%, ${BANDS}`,
      ]);
    },
  );

  it("no Fortune left: no reroll line", async () => {
    await actorOf("hero").update({ system: { "status.fortune.value": 0 } });
    harness().foundry.scriptFaces([60]);
    await actorOf("hero").setupSkill("Perception", { skipDialog: true });
    expect(await linesOf(harness)).toEqual([ROLLED]);
  });

  it(
    "secrets: the GM's roll for the hero (hideTestData on) shows her no line, nor the reroll's; the GM's orc with " +
      "Fortune (hideTestData off): the GM reads its reroll, the player who does not own it the roll's line alone",
    async () => {
      harness().foundry.setUser(GM);
      harness().foundry.scriptFaces([60, 80]);
      await actorOf("hero").setupSkill("Perception", { skipDialog: true });
      const byGM = lastMessage();
      await actorOf("orc").update({ system: { "status.fortune.value": 1 } });
      await setSetting("hideTestData", false);
      await actorOf("orc").setupSkill("Perception", { skipDialog: true });
      const orc = lastMessage();
      const orcLine = "Success: 30.0%, Failure: 70.0%, SL +1 or more: 29.0%, SL +2 or more: 19.0%, SL +3 or more: 9.0%";
      expect(await linesOf(harness, orc)).toEqual([
        `Before the roll (Target 30): ${orcLine}`,
        `After the roll (Fortune reroll, Fortune points: 1): ${orcLine}`,
      ]);
      harness().foundry.setUser(PLAYER);
      expect(await linesOf(harness, orc)).toEqual([`Before the roll (Target 30): ${orcLine}`]);
      harness().foundry.setUser(GM);
      await setSetting("hideTestData", true);
      harness().foundry.setUser(PLAYER);
      expect(await linesOf(harness, byGM)).toEqual([]);
    },
  );
});
