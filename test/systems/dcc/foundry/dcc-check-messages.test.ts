// @vitest-environment happy-dom
/**
 * A Dungeon Crawl Classics check's message keeps the chance its own roll had (docs/systems-dcc.md "The message"), in
 * the Foundry double playing foundryvtt-dcc/dcc 0.70.46 (v14 only): an ability check, a saving throw and a skill
 * check post the lib's formula — `1d<faces>` and the dialog's numbers summed (adapter/roll-dialog.mjs
 * `parseRollIntoDieAndModifier`, dcc-core-lib dice/roll.js `buildFormulaFromModifiers`) — marked by `dcc.RollType`.
 * No DC is on the message: each total a DC may be is a row, counted here face by face from that formula.
 */
import { describe, expect, it } from "vitest";
import { defaultGeneration } from "../../../../foundry-double/profile";
import { rollCheck, type DccCheckType } from "../../../../foundry-double/systems/dcc/checks";
import { press } from "../../../../foundry-double/systems/dcc/driver";
import { nextEvent } from "../../../../foundry-double/systems/kit/driver";
import { must, renderedElement } from "../../../kit";
import { GM, PLAYER, useDccTable } from "./dcc-world";

const KEPT_BONUS: string = "flags.indie-dice.systemRoll.kept.bonus";
const ROLL_TYPE: string = "flags.dcc.RollType";

/** "15+: 45.0%": the chance a total of 1d`faces` + `bonus` meets `dc`, the naturals counted one by one. */
function meets(faces: number, bonus: number, dc: number): string {
  let ways = 0;
  for (let natural = 1; natural <= faces; natural++) if (natural + bonus >= dc) ways++;
  return `${dc}+: ${((100 * ways) / faces).toFixed(1)}%`;
}

describe.skipIf(defaultGeneration() === 13)("a Dungeon Crawl Classics check's message keeps its chance", () => {
  const harness = useDccTable();
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  async function chanceLine(message = lastMessage()): Promise<string | null> {
    const card = renderedElement(await harness().foundry.renderMessage(message));
    const lines = [...card.querySelectorAll(".indie-dice-system-chance")].map((line) => line.textContent);
    return lines.length ? lines.join(" | ") : null;
  }

  /** A check of `type` with the dialog's die (1d20) and modifier, the die moved `steps` along the chain. */
  async function check(type: DccCheckType, modifier: string, steps = 0, actor: unknown = null, user = PLAYER) {
    harness().foundry.setUser(user);
    const terms = [
      { type: "Die" as const, formula: "1d20" },
      { type: "Modifier" as const, formula: modifier },
    ];
    const { dialog, posted } = rollCheck(actor, type, terms);
    await nextEvent(dialog, "render");
    for (let step = 0; step < Math.abs(steps); step++) press(dialog, "modifyDie", 0, steps > 0 ? "+1" : "-1");
    harness().foundry.scriptFaces([9]);
    must(dialog.element.querySelector<HTMLButtonElement>('button[type="submit"]')).click();
    await posted;
    return lastMessage();
  }

  it("Hild's Agility check +1 moved up to the d24: each DC it may meet, for her and the GM alike", async () => {
    const message = await check("AbilityCheck", "+1", 1);
    expect(must(message.rolls[0]).formula).toBe("1d24 + 1");
    const line = must(await chanceLine(message));
    for (const dc of [5, 10, 15, 20, 25]) expect(line).toContain(meets(24, 1, dc));
    expect(line).not.toContain("Fumble");
    harness().foundry.setUser(GM);
    expect(await chanceLine(message)).toBe(line);
  });

  it("a saving throw −2 on the d16 and a skill check +4 on the d20: the rows of their own dice", async () => {
    const save = await check("SavingThrow", "-2", -1);
    expect(must(save.rolls[0]).formula).toBe("1d16 - 2");
    const saveLine = must(await chanceLine(save));
    // Its totals run from −1 to 14: a row for each multiple of 5 it may or may not meet.
    const rows = [0, 5, 10].map((dc) => meets(16, -2, dc)).join(", ");
    expect(saveLine).toBe(`Before the roll (This roll): ${rows}`);
    const skill = await check("SkillCheck", "+4");
    const skillLine = must(await chanceLine(skill));
    for (const dc of [10, 15, 20]) expect(skillLine).toContain(meets(20, 4, dc));
    // 5 or more it meets whatever the die: no row.
    expect(skillLine).not.toMatch(/ 5\+:/);
  });

  it("the GM's Bog Troll saves (no player owns it): the GM reads its chance, the player nothing", async () => {
    const message = await check("SavingThrow", "+6", 0, game.actors?.get("troll"), GM);
    expect(must(await chanceLine(message))).toContain(meets(20, 6, 15));
    harness().foundry.setUser(PLAYER);
    expect(await chanceLine(message)).toBeNull();
  });

  it("Hild's blind skill check: the GM reads its chance, Hild nothing", async () => {
    harness().foundry.setUser(PLAYER);
    await game.settings.set("core", "messageMode", "blind");
    const message = await check("SkillCheck", "+2");
    expect(message.blind).toBe(true);
    expect(await chanceLine(message)).toBeNull();
    harness().foundry.setUser(GM);
    expect(must(await chanceLine(message))).toContain(meets(20, 2, 10));
  });

  it("a spell check's, a Luck check's, another roll's message draw nothing; our record forged, nothing", async () => {
    const forged = await check("SkillCheck", "+2");
    expect(must(await chanceLine(forged))).toContain(meets(20, 2, 10));
    await forged.update({ [KEPT_BONUS]: 7 });
    expect(await chanceLine(forged)).toBeNull();
    for (const RollType of ["SpellCheck", "AbilityCheckRollUnder", "Initiative"]) {
      const other = await check("SkillCheck", "+2");
      await other.update({ [ROLL_TYPE]: RollType });
      expect(await chanceLine(other)).toBeNull();
    }
  });
});
