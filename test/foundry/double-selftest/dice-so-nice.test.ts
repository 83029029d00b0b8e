/**
 * The Dice So Nice double (foundry-double/dice-so-nice.ts) keeps Dice So Nice 5.1.6's rules for who sees a
 * throw: `showForRoll`'s synchronize / users / blind (module/Dice3D.js `showForRoll`, `show`, the socket handler),
 * a roll message thrown on each client that may see its content, in waves by `rollOrder` only when the world does
 * not merge a message's rolls (module/main.js, `renderRolls`), and an update throwing only appended rolls.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createdMessage, g, rollWith, useFoundryDouble } from "./helpers";
import { installDiceSoNiceDouble, type DiceSoNiceDouble } from "../../../foundry-double/dice-so-nice";
import type { ChatMessage } from "../../../foundry-double/index";
import type { Roll } from "../../../foundry-double/dice/roll";
import { must } from "../../kit";

const GM = "gmUser0000000000";
const PLAYER = "playerUser000000";
const OTHER = "otherPlayer00000";
const USERS = [
  { id: GM, name: "Gamemaster", isGM: true },
  { id: PLAYER, name: "Player" },
  { id: OTHER, name: "Other" },
];
const OPTIONS = { users: USERS, userId: PLAYER, clients: [GM, PLAYER, OTHER] };

const double = useFoundryDouble(OPTIONS);
let dsn: DiceSoNiceDouble;
beforeEach(() => {
  double.handle.reset(OPTIONS);
  dsn = installDiceSoNiceDouble();
});

function clients(): string[] {
  return dsn.animations.map((a) => a.client).sort();
}

async function post(
  roll: Roll,
  data: Record<string, unknown> = {},
  options: Record<string, unknown> = {},
): Promise<ChatMessage> {
  return createdMessage(await g().ChatMessage.create({ rolls: [roll], ...data }, options));
}

describe("showForRoll", () => {
  it("unsynchronized: the caller's client only", async () => {
    const roll = await rollWith(double.handle, "2d6", [3, 4]);
    expect(await dsn.showForRoll(roll)).toBe(true);
    expect(dsn.animations).toEqual([expect.objectContaining({ client: PLAYER, owner: PLAYER, via: "showForRoll" })]);
    expect(must(dsn.animations[0]).dice.map((d) => [d.type, d.result])).toEqual([
      ["d6", 3],
      ["d6", 4],
    ]);
  });

  it(
    "synchronized: every client, or only those of the users named; " + "blind keeps it off the caller's screen",
    async () => {
      const roll = await rollWith(double.handle, "1d12", [7]);
      await dsn.showForRoll(roll, g().game.user, true);
      expect(clients()).toEqual([GM, OTHER, PLAYER]);
      dsn.clear();
      await dsn.showForRoll(roll, g().game.user, true, [GM, PLAYER]);
      expect(clients()).toEqual([GM, PLAYER]);
      dsn.clear();
      expect(await dsn.showForRoll(roll, g().game.user, true, [GM], true)).toBe(false);
      expect(clients()).toEqual([GM]);
    },
  );

  it("copies each die's options (its colour set, its wave) into the thrown dice", async () => {
    const roll = await rollWith(double.handle, "1d6", [2]);
    Object.assign(must(roll.dice[0]).options, { colorset: "bloodmoon", rollOrder: 1 });
    await dsn.showForRoll(roll);
    expect(must(must(dsn.animations[0]).dice[0]).options).toMatchObject({
      colorset: "bloodmoon",
      rollOrder: 1,
      owner: PLAYER,
    });
  });
});

describe("roll messages", () => {
  it("a public roll is thrown on every client, a GM roll only where its content may be seen", async () => {
    await post(await rollWith(double.handle, "1d20", [11]));
    expect(clients()).toEqual([GM, OTHER, PLAYER]);
    expect(dsn.animations.every((a) => a.via === "message" && a.owner === PLAYER)).toBe(true);
    dsn.clear();
    await post(await rollWith(double.handle, "1d20", [12]), {}, { rollMode: "gmroll" });
    expect(clients()).toEqual([GM, PLAYER]);
  });

  it("waves follow rollOrder only when the world does not merge a message's rolls", async () => {
    const roll = await rollWith(double.handle, "1d6 + 1d8", [5, 8]);
    Object.assign(must(roll.dice[1]).options, { rollOrder: 1 });
    await post(roll);
    expect(dsn.seenBy(PLAYER).map((a) => a.dice.map((d) => d.type))).toEqual([["d6", "d8"]]);
    dsn.clear();
    dsn.settings.enabledSimultaneousRollForMessage = false;
    await post(roll);
    expect(dsn.seenBy(PLAYER).map((a) => a.dice.map((d) => d.type))).toEqual([["d6"], ["d8"]]);
  });

  it("an update throws the rolls it appends, and none when it replaces one", async () => {
    const message = await post(await rollWith(double.handle, "1d6", [1]));
    dsn.clear();
    const second = await rollWith(double.handle, "1d4", [3]);
    await message.update({ rolls: [must(message.rolls[0]), second] });
    expect(dsn.seenBy(OTHER).map((a) => a.dice.map((d) => [d.type, d.result]))).toEqual([[["d4", 3]]]);
    dsn.clear();
    const replaced = await rollWith(double.handle, "1d10", [9]);
    await message.update({ rolls: [replaced, second] });
    expect(dsn.animations).toEqual([]);
  });
});

it("calls diceSoNiceReady with itself, where a module adds its presets", () => {
  double.handle.reset(OPTIONS);
  let ready: unknown = null;
  g().Hooks.on("diceSoNiceReady", (dice3d: unknown) => (ready = dice3d));
  const installed = installDiceSoNiceDouble();
  expect(ready).toBe(installed);
  expect((g().game as unknown as { dice3d: unknown }).dice3d).toBe(installed);
});

describe("Dice So Nice 6 (6.2.3 read; 6.3's roles as systems call them)", () => {
  it("its game.modules entry carries its version, 5.1.6 unless told", () => {
    expect((g().game.modules.get("dice-so-nice") as { version: string }).version).toBe("5.1.6");
    installDiceSoNiceDouble({}, "6.3.1");
    expect(g().game.modules.get("dice-so-nice")).toMatchObject({ version: "6.3.1", active: true });
  });

  it("addRole only from 6.3, recording each role with its package", () => {
    expect(dsn.addRole).toBeUndefined();
    expect(installDiceSoNiceDouble({}, "6.2.3").addRole).toBeUndefined();
    const six = installDiceSoNiceDouble({}, "6.3.1");
    six.addRole!({ id: "a-role", label: "A role" }, { package: "a-package" });
    expect(six.roles).toEqual([{ role: { id: "a-role", label: "A role" }, options: { package: "a-package" } }]);
  });

  it("6: a message flagged dice-so-nice.skip is not thrown (5.1.6 knows no such flag)", async () => {
    const six = installDiceSoNiceDouble({}, "6.3.1");
    await post(await rollWith(double.handle, "1d6", [2]), { flags: { "dice-so-nice": { skip: true } } });
    expect(six.animations).toEqual([]);
    const five = installDiceSoNiceDouble({}, "5.1.6");
    await post(await rollWith(double.handle, "1d6", [2]), { flags: { "dice-so-nice": { skip: true } } });
    expect(five.animations).toHaveLength(3);
  });

  it("6: ghost dice choice 3 shows a player's hidden roll as ghost dice to the others, never a GM's", async () => {
    const six = installDiceSoNiceDouble({ showGhostDice: "3" }, "6.3.1");
    await post(await rollWith(double.handle, "1d6", [5]), { whisper: [GM] });
    expect(six.animations.map((a) => [a.client, a.ghost]).sort()).toEqual([
      [GM, false],
      [OTHER, true],
      [PLAYER, false],
    ]);
    six.clear();
    await double.handle.withClient(GM, async () => post(await rollWith(double.handle, "1d6", [5]), { whisper: [GM] }));
    expect(six.animations.map((a) => a.client)).toEqual([GM]);
  });
});
