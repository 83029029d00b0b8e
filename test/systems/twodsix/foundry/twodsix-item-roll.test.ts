// @vitest-environment happy-dom
/**
 * A weapon's throw in Twodsix 7.5.2's dialog (v14 profile only): the item's DM (`system.skillModifier`) is in the
 * settings, the dialog's Item DM field and the formula (TwodsixRollSettings.js:160, 296; TwodsixDiceRoll.js:309-335).
 * Figures by hand: 2d6 totals 2..12 come 1,2,3,4,5,6,5,4,3,2,1 ways of 36.
 */
import { describe, expect, it } from "vitest";
import { applyRuleset } from "../../../../foundry-double/systems/twodsix/index";
import { choose, nextThrowDialog, submit } from "../../../../foundry-double/systems/twodsix/driver";
import { GM, ON_V13, PLAYER, actorOf, drawn, useTwodsixTable } from "./twodsix-world";

const laser = (actor: string) => ({
  type: "weapon",
  uuid: `Actor.${actor}.Item.laser`,
  system: { skillModifier: 1 },
});

async function weaponThrow(actorId: string, skillId: string) {
  const skill = actorOf(actorId).skillItems.find((item) => item.id === skillId);
  if (!skill) throw new Error(`No skill ${skillId}`);
  const opened = nextThrowDialog();
  const rolling = skill.skillRoll(true, laser(actorId));
  return { dialog: await opened, rolling };
}

describe.skipIf(ON_V13)("Twodsix's weapon throw, as the player", () => {
  useTwodsixTable(PLAYER);

  it("CE: Pilot 1, DEX 9, a +1 weapon at Average — 2d6 + 3 ≥ 8, 30/36; the item DM at −2: 15/36", async () => {
    await applyRuleset("CE");
    const { dialog, rolling } = await weaponThrow("jamison", "pilot");
    expect(drawn(dialog.element).rows.Normal?.success).toBeCloseTo(30 / 36, 12);
    choose(dialog, "rollModifiers.item", "-2");
    expect(drawn(dialog.element).rows.Normal?.success).toBeCloseTo(15 / 36, 12);
    await submit(dialog);
    await rolling;
  });
});

describe.skipIf(ON_V13)("Twodsix's weapon throw, as the GM", () => {
  useTwodsixTable(GM);

  it("CE: the NPC's Pilot 2, DEX 9, a +1 weapon at Average — 2d6 + 4 ≥ 8, 33/36", async () => {
    await applyRuleset("CE");
    const { dialog, rolling } = await weaponThrow("corsair", "pilot");
    expect(drawn(dialog.element).rows.Normal?.success).toBeCloseTo(33 / 36, 12);
    await submit(dialog);
    await rolling;
  });
});
