/**
 * Dice So Nice 6 as its authors now ask (issue 55, item 3), against the double of foundry-double/dice-so-nice.ts
 * at 6.3.1 (with dice roles), 6.2.3 (without) and 5.1.6 (the old path):
 * - A Fumble Level rolled from the card is thrown through the message that holds it: each client throws the new
 *   dice itself from the message's update, named after the message and as its author's dice, as Dice So Nice 6
 *   throws a message's own rolls; none goes through Dice So Nice's socket.
 * - No hidden roll's faces reach a viewer who may not see them, in any mode, for the roller, the GM and a third
 *   user, even where the world shows ghost dice: the check's own dice reach them as ghost dice at most (Dice So
 *   Nice's rule), its Fumble Level not at all (its 2d6 would tell the roll fumbled).
 * - Dice So Nice 6.3's dice roles: every rule set's dice, the d10ish die, the Fumble dice and a gift's die.
 * Three clients are modelled: the GM's, the roller's (a player) and another player's.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { api, messageById } from "./support/dialog-harness";
import {
  clientsOf,
  EVERYONE,
  FUMBLE,
  fumbleAwaitingLevel as fumbleIn,
  GM,
  OTHER,
  PLAYER,
  rollLevelAs as rollLevelIn,
  useThreeClients,
} from "./support/dice-so-nice-harness";
import { worldMessage } from "../../foundry-double/documents/world";
import { installDiceSoNiceDouble, type Animation, type DiceSoNiceDouble } from "../../foundry-double/dice-so-nice";
import { must, record } from "../kit";

const harness = useThreeClients();
const fumbleAwaitingLevel = (rollMode: string) => fumbleIn(harness(), rollMode);
const rollLevelAs = (userId: string, message: ChatMessage.Implementation, faces: [number, number]) =>
  rollLevelIn(harness(), userId, message, faces);

/** A die's options as Dice So Nice reads them. */
const optionsOf = (die: foundry.dice.terms.DiceTerm) => record(die.options);

/** The faces an animation shows: none for ghost dice (Dice So Nice draws them blank). */
function facesShown(animation: Animation): number[] {
  return animation.ghost ? [] : animation.dice.map((d) => d.result);
}

describe("with Dice So Nice 6: the Fumble Level through the message that holds it", () => {
  let dsn: DiceSoNiceDouble;
  beforeEach(() => {
    dsn = installDiceSoNiceDouble({}, "6.3.1");
  });

  it(
    "public: every client throws the 2d6 itself from the update, " + "named after the message, as its author's dice",
    async () => {
      const message = await fumbleAwaitingLevel("publicroll");
      dsn.clear();
      // The GM rolls it for the player: the dice are still the roll's author's (their colours), not the GM's.
      expect(await rollLevelAs(GM, message, [4, 5])).toBe(9);
      expect(dsn.calls.map((call) => call.client).sort()).toEqual(EVERYONE);
      for (const call of dsn.calls) {
        expect(call).toMatchObject({
          user: PLAYER,
          synchronize: false,
          users: null,
          blind: false,
          messageID: message.id,
        });
        expect(call.speaker).toEqual(message.speaker);
      }
      // One throw a client, on that client, none through the socket; only the 2d6 (the check is not thrown again).
      expect(dsn.animations).toHaveLength(3);
      expect(clientsOf(dsn.animations)).toEqual(EVERYONE);
      for (const animation of dsn.animations) {
        expect(animation).toMatchObject({ via: "showForRoll", owner: PLAYER, messageId: message.id, ghost: false });
        expect(animation.dice.map((d) => [d.type, d.result])).toEqual([
          ["d6", 4],
          ["d6", 5],
        ]);
      }
      // Dice So Nice worked on copies: the saved roll carries none of its marks.
      const saved = must(worldMessage(must(message.id)).rolls[0]).dice;
      expect(saved.some((die) => "owner" in die.options)).toBe(false);
    },
  );

  it(
    "of a blind roll rolled by its roller: " +
      "the GM's client throws it named after the message; the roller sees nothing",
    async () => {
      const message = await fumbleAwaitingLevel("blindroll");
      dsn.clear();
      expect(await rollLevelAs(PLAYER, message, [6, 1])).toBe(7);
      expect(dsn.calls.map((call) => [call.client, call.messageID, call.synchronize])).toEqual([
        [GM, message.id, false],
      ]);
      expect(dsn.animations.map((a) => [a.client, a.via, facesShown(a)])).toEqual([[GM, "showForRoll", [6, 1]]]);
    },
  );

  it(
    "an update throws the dice it names, read on each client; " +
      "naming dice that are not there, or badly, throws nothing",
    async () => {
      const message = await fumbleAwaitingLevel("gmroll");
      dsn.clear();
      const stored = messageById(must(message.id));
      const updateNaming = (named: unknown) =>
        harness().foundry.withClient(PLAYER, () =>
          stored.update({ flavor: `again ${JSON.stringify(named)}` }, { indieDiceFollowUpDice: named }),
        );
      for (const named of [
        { roll: 3, dice: [0] },
        { roll: 0, dice: [9] },
        { roll: "0", dice: [0] },
        { roll: 0, dice: "0" },
        null,
      ])
        await updateNaming(named);
      expect(dsn.calls).toEqual([]);
      // The check's own die, named: thrown again on the clients of the GM and the roller, who may see it.
      await updateNaming({ roll: 0, dice: [0] });
      expect(dsn.animations.map((a) => [a.client, facesShown(a)]).sort()).toEqual([
        [GM, [1, 1]],
        [PLAYER, [1, 1]],
      ]);
    },
  );
});

describe("no hidden roll's faces reach a viewer who may not see them (Dice So Nice 6, ghost dice shown to all)", () => {
  // Who may see the roll's content in each mode (Foundry's ChatMessage#isContentVisible). The roller (a player)
  // rolls the Fumble Level from the card in every mode, a blind one too, which they may not see.
  it.each([
    ["publicroll", EVERYONE],
    ["gmroll", [GM, PLAYER]],
    ["blindroll", [GM]],
    ["selfroll", [PLAYER]],
  ] as const)("%s: the check's faces and its Fumble Level reach only %j", async (mode, audience) => {
    const dsn = installDiceSoNiceDouble({ showGhostDice: "1" }, "6.3.1");
    const message = await fumbleAwaitingLevel(mode);
    const checkThrows = dsn.animations.length;
    await rollLevelAs(PLAYER, message, [5, 2]);
    // The Fumble Level: thrown through the message on each client of the audience, none other, none synchronized.
    const levelThrows = dsn.animations.slice(checkThrows);
    expect(clientsOf(levelThrows)).toEqual([...audience].sort());
    expect(dsn.calls.map((call) => call.client).sort()).toEqual([...audience].sort());
    expect(dsn.calls.every((call) => !call.synchronize && call.messageID === message.id && call.user === PLAYER)).toBe(
      true,
    );
    for (const viewer of EVERYONE) {
      const seen = dsn.seenBy(viewer);
      const faces = seen.flatMap(facesShown);
      if ((audience as readonly string[]).includes(viewer)) {
        expect(faces, viewer).toEqual([1, 1, 5, 2]);
      } else {
        // The check as blank ghost dice at most (Dice So Nice's own rule for a message); its Fumble Level not even so.
        expect(faces, viewer).toEqual([]);
        expect(
          seen.every((a) => a.via === "message" && a.ghost),
          viewer,
        ).toBe(true);
        expect(seen.flatMap((a) => a.dice).length, viewer).toBeLessThanOrEqual(2);
      }
    }
  });
});

describe("with Dice So Nice 5 (v13's): the old path, unchanged", () => {
  it("the roller's client throws the 2d6, synchronized to the users who may see the roll", async () => {
    const dsn = installDiceSoNiceDouble({}, "5.1.6");
    const message = await fumbleAwaitingLevel("gmroll");
    dsn.clear();
    await rollLevelAs(PLAYER, message, [2, 3]);
    expect(dsn.calls).toHaveLength(1);
    expect(dsn.calls[0]).toMatchObject({
      client: PLAYER,
      user: PLAYER,
      synchronize: true,
      blind: false,
      messageID: message.id,
    });
    expect([...must(must(dsn.calls[0]).users)].sort()).toEqual([GM, PLAYER]);
    expect(dsn.animations.map((a) => a.via).sort()).toEqual(["showForRoll", "socket"]);
  });

  it("registers no role, and the dice name none: the Fumble dice keep their fixed colour", async () => {
    const dsn = installDiceSoNiceDouble({}, "5.1.6");
    expect(dsn.addRole).toBeUndefined();
    const message = await fumbleAwaitingLevel("publicroll");
    await rollLevelAs(PLAYER, message, [2, 3]);
    const dice = must(worldMessage(must(message.id)).rolls[0]).dice;
    // The roll's side dice come first in its `dice`: the Fumble Level's 2d6, then the check's.
    expect(dice.map((die) => optionsOf(die).colorset ?? null)).toEqual(["bloodmoon", null]);
    expect(dice.some((die) => "dsnRole" in die.options)).toBe(false);
  });
});

describe("Dice So Nice 6.3's dice roles", () => {
  it(
    "registers a role for each rule set's dice, the d10ish die, " +
      "the Fumble dice and a gift's die, under the module",
    () => {
      const dsn = installDiceSoNiceDouble({}, "6.3.1");
      expect(dsn.roles.map(({ role }) => [role.id, role.label, role.dieTypes ?? null])).toEqual([
        ["indie-dice-kaiser", "Kaiser", null],
        ["indie-dice-ogs", "OGS", null],
        ["indie-dice-kingdoms", "Kingdoms and Rulers", null],
        ["indie-dice-klepto", "The Kleptonomicon", null],
        ["indie-dice-di", "d10ish die", ["di"]],
        ["indie-dice-olde", "Dungeons of Olde", null],
        ["indie-dice-fumble", "Fumble Level", null],
        ["indie-dice-gift", "Given Advantage die", ["d10"]],
      ]);
      for (const { role, options } of dsn.roles) {
        expect(options).toEqual({ package: "indie-dice" });
        expect(role).toMatchObject({ group: "Indie Dice", customizable: true, optional: false });
      }
      // Until a user styles them: a rule set's dice in the user's own colours, side dice in the colours they had.
      const colorsets = Object.fromEntries(
        dsn.roles.map(({ role }) => [role.id, (role.defaults as { global: { colorset: string } }).global.colorset]),
      );
      expect(colorsets).toMatchObject({
        "indie-dice-kaiser": "custom",
        "indie-dice-di": "custom",
        "indie-dice-fumble": "bloodmoon",
        "indie-dice-gift": "radiant",
      });
    },
  );

  it(
    "a Kaiser check's dice name the Kaiser role, its Fumble dice the Fumble role " + "(no fixed colour), thrown so",
    async () => {
      const dsn = installDiceSoNiceDouble({}, "6.3.1");
      harness().foundry.scriptFaces([1, 1, 6, 5]);
      await api().dialogs.open("kaiser", { spec: FUMBLE, fastForward: true });
      const dice = must(must(harness().foundry.messages.at(-1)).rolls[0]).dice;
      expect(dice.map((die) => [optionsOf(die).dsnRole, optionsOf(die).colorset ?? null])).toEqual([
        ["indie-dice-fumble", null],
        ["indie-dice-kaiser", null],
      ]);
      const thrown = dsn.seenBy(OTHER).flatMap((a) => a.dice);
      expect(thrown.map((d) => d.options.dsnRole).sort()).toEqual([
        "indie-dice-fumble",
        "indie-dice-fumble",
        "indie-dice-kaiser",
        "indie-dice-kaiser",
      ]);
    },
  );

  it("a d10ish die names its own role; the other dice of a Kleptonomicon roll the rule set's", async () => {
    installDiceSoNiceDouble({}, "6.3.1");
    harness().foundry.scriptFaces([17, 4]);
    const roll = await new Roll("1di + 1d10").evaluate();
    expect(roll.dice.map((die) => optionsOf(die).dsnRole)).toEqual(["indie-dice-di", undefined]);
    harness().foundry.scriptFaces([7]);
    const klepto = await harness().dice.rolls.KleptoRoll.fromTest({ modifier: 0, method: "coin" }).evaluate();
    expect(klepto.dice.map((die) => optionsOf(die).dsnRole)).toEqual(["indie-dice-klepto"]);
  });

  it("Dice So Nice 6.2 (no roles yet): the new throw path, but no role registered or named", async () => {
    const dsn = installDiceSoNiceDouble({}, "6.2.3");
    expect(dsn.addRole).toBeUndefined();
    const message = await fumbleAwaitingLevel("publicroll");
    dsn.clear();
    await rollLevelAs(PLAYER, message, [2, 3]);
    expect(dsn.calls.every((call) => !call.synchronize && call.messageID === message.id)).toBe(true);
    const dice = must(worldMessage(must(message.id)).rolls[0]).dice;
    expect(dice.some((die) => "dsnRole" in die.options)).toBe(false);
    expect(optionsOf(must(dice[0])).colorset).toBe("bloodmoon");
  });
});
