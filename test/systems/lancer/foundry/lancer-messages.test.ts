// @vitest-environment happy-dom
/**
 * A Lancer roll's message keeps the chance it had (src/systems/lancer/foundry/roll-messages.ts), read back only from
 * the message's own rolls and data — on the v13 profile only (Lancer declares Foundry 13 its maximum). By hand: the
 * rifle (Accurate, 1d6) at grit 2 against the drone's Evasion 10 hits 99/120 and crits 39/120; with no d6, 13/20 and
 * 3/20. Against the ally's Evasion 0 (read as 5) the same roll misses only on a 1 and a 1: 119/120.
 */
import { describe, expect, it } from "vitest";
import { must } from "../../../kit";
import {
  GM,
  PLAYER,
  ON_V14,
  actorOf,
  chanceLine,
  chanceLines,
  clickHud,
  openFlow,
  useLancerTable,
} from "./lancer-world";

const rifle = () => must(actorOf("mech").items.get("rifle"));

/** The targets the system wrote on the message (`flags.lancer.attackData.targets`). */
function attackTargets(message: { flags: Record<string, unknown> }): Record<string, unknown>[] {
  const targets: unknown = Reflect.get(Object(Reflect.get(Object(message.flags.lancer), "attackData")), "targets");
  return Array.isArray(targets) ? targets : [];
}

describe.skipIf(ON_V14)("a Lancer roll's message", () => {
  const harness = useLancerTable(PLAYER);
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  async function attackDrone(faces: number[]) {
    harness().foundry.targetTokens(["droneTok"]);
    const { hud, rolling } = await openFlow("attack", () => rifle().beginWeaponAttackFlow());
    harness().foundry.scriptFaces(faces);
    await clickHud(hud, 'button[data-button="submit"]');
    await rolling;
    return lastMessage();
  }

  it("the player's attack on the GM's drone: the GM reads hit and crit, the player only the crit", async () => {
    const message = await attackDrone([12, 4]);
    expect(await chanceLine(harness, message)).toBe("Before the roll (Drone): Critical (20+, hit or miss): 32.5%");
    harness().foundry.setUser(GM);
    expect(await chanceLine(harness, message)).toBe(
      "Before the roll (Drone): Hit: 82.5%, Critical (20+, hit or miss): 32.5%",
    );
    // The defence is not in the message: nothing of the drone's Evasion is written there.
    expect(JSON.stringify(message.flags["indie-dice"])).not.toContain("10");
  });

  it("an attack on two targets keeps a line a target, each hit only for one who may see that target", async () => {
    harness().foundry.targetTokens(["droneTok", "allyTok"]);
    const { hud, rolling } = await openFlow("attack", () => rifle().beginWeaponAttackFlow());
    harness().foundry.scriptFaces([12, 4, 12, 4]);
    await clickHud(hud, 'button[data-button="submit"]');
    await rolling;
    const message = lastMessage();
    // The system's own order: a roll a target, `attackData.targets` in the same order (attack.ts:496-512).
    expect(attackTargets(message).map((target) => target.id)).toEqual(["droneTok", "allyTok"]);
    const crit = "Critical (20+, hit or miss): 32.5%";
    expect(await chanceLines(harness, message)).toEqual([
      `Before the roll (Drone): ${crit}`,
      `Before the roll (Ally): Hit: 99.2%, ${crit}`,
    ]);
    harness().foundry.setUser(GM);
    expect(await chanceLines(harness, message)).toEqual([
      `Before the roll (Drone): Hit: 82.5%, ${crit}`,
      `Before the roll (Ally): Hit: 99.2%, ${crit}`,
    ]);
  });

  it("a flag its author rewrote — another bonus, accuracy, Spotter, tech or kind — draws nothing", async () => {
    const message = await attackDrone([12, 4]);
    harness().foundry.setUser(GM);
    const honest: unknown = structuredClone(must(message.flags["indie-dice"]).systemRoll);
    const roll = { bonus: 2, accuracy: 1, spotter: false, invisible: false };
    const rewrites: [string, unknown][] = [
      ["rolls", [{ ...roll, bonus: 3 }]],
      ["rolls", [{ ...roll, accuracy: 0 }]],
      ["rolls", [{ ...roll, spotter: true }]],
      ["rolls", [roll, roll]],
      ["tech", true],
      ["kind", "check"],
    ];
    for (const [key, value] of rewrites) {
      await message.update({ [`flags.indie-dice.systemRoll.kept.${key}`]: value });
      expect(await chanceLine(harness, message), key).toBeNull();
      await message.update({ flags: { "indie-dice": { systemRoll: honest } } });
      expect(await chanceLine(harness, message), `${key} set back`).not.toBeNull();
    }
    // The system's own crit rewritten: the rolls no longer agree with what it wrote.
    const rewritten: Record<string, unknown> = {
      "flags.lancer.attackData.targets": [{ ...must(attackTargets(message)[0]), crit: true }],
    };
    await message.update(rewritten);
    expect(await chanceLine(harness, message)).toBeNull();
    // The honest flag on a roll that is no Lancer attack: nothing drawn.
    harness().foundry.scriptFaces([7]);
    await ChatMessage.create({
      rolls: [await new Roll("1d20").evaluate()],
      flags: { "indie-dice": { systemRoll: honest } },
    });
    expect(await chanceLine(harness)).toBeNull();
  });

  it(
    "a defence changed since the roll so that the hit written no longer follows from it: " +
      "that target's hit is not drawn",
    async () => {
      // 12 + 2 + 4 = 18: a hit against 10, a miss against 19.
      const message = await attackDrone([12, 4]);
      harness().foundry.setUser(GM);
      await actorOf("drone").update({ "system.evasion": 19 });
      expect(await chanceLine(harness, message)).toBe("Before the roll (Drone): Critical (20+, hit or miss): 32.5%");
    },
  );

  it("a check's line names what was rolled, for a reader who never saw the HUD (the GM), not 'as set'", async () => {
    // Hull 2, 1 accuracy: d20 + 2 + d6 ≥ 10 on 13 + m faces of the d20 (m the d6): 99/120.
    const { hud, rolling } = await openFlow("hase", () => actorOf("mech").beginStatFlow("system.hull"));
    await clickHud(hud, ".accdiff-more");
    harness().foundry.scriptFaces([10, 4]);
    await clickHud(hud, 'button[data-button="submit"]');
    await rolling;
    const hull = lastMessage();
    // The skill trigger at rank 2 (bonus 4), no accuracy: d20 ≥ 6, 15/20.
    const trigger = await openFlow("hase", () => must(actorOf("mech").items.get("hold")).beginSkillFlow());
    harness().foundry.scriptFaces([10]);
    await clickHud(trigger.hud, 'button[data-button="submit"]');
    await trigger.rolling;
    harness().foundry.setUser(GM);
    expect(await chanceLine(harness, hull)).toBe("Before the roll (d20+2, +1 Accuracy): Success: 82.5%");
    expect(await chanceLine(harness)).toBe("Before the roll (d20+4): Success: 75.0%");
  });

  it("a roll no flow made (a plain message) keeps nothing", async () => {
    harness().foundry.scriptFaces([7, 3]);
    await ChatMessage.create({ rolls: [await new Roll("1d20 + 2 + 1d6").evaluate()] });
    expect(lastMessage().flags["indie-dice"]).toBeUndefined();
  });
});
