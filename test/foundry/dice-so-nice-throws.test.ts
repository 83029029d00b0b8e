/**
 * Every die Indie Dice rolls falls in 3D (issue 17, item 7), with Dice So Nice 5.1.6 modelled by the double in
 * foundry-double/dice-so-nice.ts: what the module hands Dice So Nice, and which clients throw the dice.
 * - The Fumble Level rolled from the card replaces the message's roll, which Dice So Nice never throws by itself:
 *   the module throws the 2d6 alone, synchronized, for the users who may see the roll (never a blind roll's roller).
 * - Tie-breaks are real Foundry rolls in a message of their own, seen by the mode they are given.
 * - Side dice (Fumble Level and penalty, crit coin, gift die) carry their own wave and colour set.
 * Three clients are modelled: the GM's, the roller's (a player) and another player's.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { api } from "./support/dialog-harness";
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
import {
  rollTieBreakInFoundry,
  TIE_BREAK_DIE_FLAG,
  type TieBreakRollOptions,
} from "../../src/card-kinds/contest/foundry/tie-break-rolls";
import { giveRollSideDieLook, threeDAudience } from "../../src/foundry/three-d";
import { kleptoSideDice } from "../../src/rule-sets/klepto/foundry/side-dice";
import type { MessageMode } from "../../src/foundry/types/message-mode";
import type { TieBreakKind } from "../../src/card-kinds/contest/core/contest-types";
import { worldMessage } from "../../foundry-double/documents/world";
import { installDiceSoNiceDouble, type DiceSoNiceDouble } from "../../foundry-double/dice-so-nice";
import { must, record } from "../kit";

const harness = useThreeClients();

let dsn: DiceSoNiceDouble;
beforeEach(() => {
  dsn = installDiceSoNiceDouble();
});

/** Each animation one client showed, as the results of its dice. */
function wavesSeenBy(userId: string): number[][] {
  return dsn.seenBy(userId).map((a) => a.dice.map((d) => d.result));
}

/** A roll's or a die's options, with what the module and Dice So Nice add to Foundry's. */
const optionsOf = (term: { readonly options: object }) => record(term.options);

function lastMessage(): ChatMessage.Implementation {
  return must(harness().foundry.messages.at(-1));
}

const fumbleAwaitingLevel = (rollMode: string) => fumbleIn(harness(), rollMode);
const rollLevelAs = (userId: string, message: ChatMessage.Implementation, faces: [number, number]) =>
  rollLevelIn(harness(), userId, message, faces);

it("Dice So Nice gets the d10ish preset when it is ready", () => {
  expect(dsn.presets.map((p) => [p.preset.type, p.shape])).toEqual([["di", "d20"]]);
});

describe("the Fumble Level rolled from the card", () => {
  it(
    "is thrown on its own (the 2d6 only, in the Fumble colour), " +
      "synchronized to every client of a public roll, once",
    async () => {
      const message = await fumbleAwaitingLevel("publicroll");
      // Dice So Nice threw the check itself when the message was posted, on every client.
      expect(clientsOf(dsn.animations)).toEqual(EVERYONE);
      dsn.clear();
      expect(await rollLevelAs(PLAYER, message, [4, 5])).toBe(9);

      expect(dsn.calls).toHaveLength(1);
      const call = must(dsn.calls[0]);
      expect(call).toMatchObject({
        client: PLAYER,
        user: PLAYER,
        synchronize: true,
        users: null,
        blind: false,
        messageID: message.id,
      });
      expect(call.speaker).toEqual(message.speaker);
      expect(call.roll.dice).toHaveLength(1);
      expect(must(call.roll.dice[0]).faces).toBe(6);
      expect(must(call.roll.dice[0]).results.map((r) => r.result)).toEqual([4, 5]);

      // The caller shows it, the others get it through Dice So Nice's socket; the update appends no roll, so no
      // client throws the message's dice a second time.
      expect(clientsOf(dsn.animations)).toEqual(EVERYONE);
      expect(dsn.animations).toHaveLength(3);
      expect(dsn.animations.map((a) => a.via).sort()).toEqual(["showForRoll", "socket", "socket"]);
      for (const animation of dsn.animations) {
        expect(animation.dice.map((d) => [d.type, d.result])).toEqual([
          ["d6", 4],
          ["d6", 5],
        ]);
        expect(must(animation.dice[0]).options).toMatchObject({ colorset: "bloodmoon" });
      }
      // Dice So Nice worked on a copy: the saved roll carries none of its marks.
      const saved = must(worldMessage(must(message.id)).rolls[0]).dice;
      expect(saved).toHaveLength(2);
      expect(saved.some((die) => "owner" in die.options)).toBe(false);
    },
  );

  it("of a GM roll: thrown for the GMs and the roller only", async () => {
    const message = await fumbleAwaitingLevel("gmroll");
    expect(clientsOf(dsn.animations)).toEqual([GM, PLAYER]);
    dsn.clear();
    await rollLevelAs(PLAYER, message, [2, 3]);
    expect(must(dsn.calls[0]).users).toEqual(expect.arrayContaining([GM, PLAYER]));
    expect(must(dsn.calls[0]).users).toHaveLength(2);
    expect(must(dsn.calls[0]).blind).toBe(false);
    expect(clientsOf(dsn.animations)).toEqual([GM, PLAYER]);
  });

  it(
    "of a blind roll, rolled by its roller: " +
      "never shown to the roller (blind) nor to another player, only to the GM",
    async () => {
      const message = await fumbleAwaitingLevel("blindroll");
      expect(message.blind).toBe(true);
      expect(clientsOf(dsn.animations)).toEqual([GM]);
      dsn.clear();
      expect(await rollLevelAs(PLAYER, message, [6, 1])).toBe(7);
      // Not named after the message the roller may not see: the GM gets the real dice, not blank ghost dice.
      expect(dsn.calls[0]).toMatchObject({
        client: PLAYER,
        users: [GM],
        blind: true,
        synchronize: true,
        messageID: null,
      });
      expect(dsn.seenBy(PLAYER)).toEqual([]);
      expect(dsn.seenBy(OTHER)).toEqual([]);
      expect(wavesSeenBy(GM)).toEqual([[6, 1]]);
      expect(must(dsn.seenBy(GM)[0]).ghost).toBe(false);
    },
  );

  it("of a blind roll, rolled by the GM: shown to the GM alone", async () => {
    const message = await fumbleAwaitingLevel("blindroll");
    dsn.clear();
    await rollLevelAs(GM, message, [3, 3]);
    expect(dsn.calls[0]).toMatchObject({ client: GM, user: GM, users: [GM], blind: false });
    expect(clientsOf(dsn.animations)).toEqual([GM]);
  });

  it("of a self roll: shown to its roller alone", async () => {
    const message = await fumbleAwaitingLevel("selfroll");
    dsn.clear();
    await rollLevelAs(PLAYER, message, [5, 5]);
    expect(dsn.calls[0]).toMatchObject({ users: [PLAYER], blind: false });
    expect(clientsOf(dsn.animations)).toEqual([PLAYER]);
  });

  it("is still rolled and saved without Dice So Nice", async () => {
    const message = await fumbleAwaitingLevel("publicroll");
    delete (game as { dice3d?: unknown }).dice3d;
    expect(await rollLevelAs(PLAYER, message, [2, 2])).toBe(4);
    expect(must(worldMessage(must(message.id)).rolls[0]).dice).toHaveLength(2);
  });
});

describe("the audience of a follow-up throw", () => {
  const message = (whisper: string[], blind: boolean) => ({ whisper, blind, author: { id: PLAYER } });
  it("is everyone for a public roll, the recipients and the author otherwise, the recipients alone when blind", () => {
    expect(threeDAudience(message([], false), OTHER)).toEqual({ users: null, blind: false });
    expect(threeDAudience(message([GM], false), PLAYER)).toEqual({ users: [GM, PLAYER], blind: false });
    expect(threeDAudience(message([GM], false), OTHER)).toEqual({ users: [GM, PLAYER], blind: true });
    expect(threeDAudience(message([GM], true), PLAYER)).toEqual({ users: [GM], blind: true });
    expect(threeDAudience(message([GM], true), GM)).toEqual({ users: [GM], blind: false });
    expect(threeDAudience(message([PLAYER], false), PLAYER)).toEqual({ users: [PLAYER], blind: false });
  });
});

describe("tie-breaks as real Foundry rolls", () => {
  const request = (mode: MessageMode = "public", names: Partial<TieBreakRollOptions> = {}): TieBreakRollOptions => ({
    cardId: "contestCard00001",
    attackerId: "attacker1",
    attacker: "Ilsa",
    defender: "Grave Warden",
    mode,
    // The roll-offs here roll their own dice; only a formula contest's rolls the sides' specs again.
    sides: {
      attacker: { count: 1, faces: 6, adjustment: 0, unlimited: false },
      defender: { count: 1, faces: 6, adjustment: 0, unlimited: false },
    },
    ...names,
  });

  /** The GM's client rolls the tie-break (it writes the cards), with these faces. */
  function rollAsGM(
    kind: TieBreakKind,
    faces: number[],
    mode: MessageMode = "public",
    names: Partial<TieBreakRollOptions> = {},
  ) {
    harness().foundry.scriptFaces(faces);
    return harness().foundry.withClient(GM, () => rollTieBreakInFoundry(kind, request(mode, names)));
  }

  it(
    "Kaiser: d6s alternating attacker and defender until a round differs, " + "in one message, thrown round by round",
    async () => {
      dsn.settings.enabledSimultaneousRollForMessage = false;
      const rolled = await rollAsGM("kaiserRollOff", [3, 3, 5, 2]);
      expect(rolled.dice).toEqual({ kind: "kaiserRollOff", faces: [3, 3, 5, 2] });
      expect(harness().foundry.scriptedRemaining).toBe(0);
      const message = lastMessage();
      expect(rolled.messageIds).toEqual([message.id]);
      expect(message.author?.id).toBe(GM);
      expect(message.rolls.map((r) => r.formula)).toEqual(["1d6", "1d6", "1d6", "1d6"]);
      expect(message.rolls.map((r) => optionsOf(r).flavor)).toEqual(["Ilsa", "Grave Warden", "Ilsa", "Grave Warden"]);
      expect(message.flavor).toBe("Roll-off (d6): Ilsa vs Grave Warden");
      expect(message.flags["indie-dice"]).toEqual({
        [TIE_BREAK_DIE_FLAG]: { cardId: "contestCard00001", kind: "kaiserRollOff", attackerId: "attacker1" },
      });
      // Dice So Nice throws the message by itself on every client: one wave per round.
      expect(dsn.calls).toEqual([]);
      for (const user of EVERYONE)
        expect(wavesSeenBy(user)).toEqual([
          [3, 3],
          [5, 2],
        ]);
      expect(must(dsn.seenBy(PLAYER)[0]).dice.map((d) => d.type)).toEqual(["d6", "d6"]);
    },
  );

  it("Kaiser, with the world's merged throws (Dice So Nice's default): all rounds at once", async () => {
    await rollAsGM("kaiserRollOff", [4, 4, 4, 4, 1, 6]);
    for (const user of EVERYONE) expect(wavesSeenBy(user)).toEqual([[4, 4, 4, 4, 1, 6]]);
  });

  it("OGS: opposed d12 rounds until they differ", async () => {
    const rolled = await rollAsGM("ogsRollOff", [7, 7, 12, 3]);
    expect(rolled.dice).toEqual({
      kind: "ogsRollOff",
      pairs: [
        [7, 7],
        [12, 3],
      ],
    });
    expect(lastMessage().rolls.map((r) => r.formula)).toEqual(["1d12", "1d12", "1d12", "1d12"]);
    expect(lastMessage().flavor).toBe("Roll-off (d12): Ilsa vs Grave Warden");
    expect(must(dsn.seenBy(OTHER)[0]).dice.map((d) => d.type)).toEqual(["d12", "d12", "d12", "d12"]);
  });

  it("Dungeons of Olde: opposed d6 rounds", async () => {
    const rolled = await rollAsGM("oldeRollOff", [2, 5]);
    expect(rolled.dice).toEqual({ kind: "oldeRollOff", pairs: [[2, 5]] });
    expect(lastMessage().rolls.map((r) => r.formula)).toEqual(["1d6", "1d6"]);
    for (const user of EVERYONE) expect(wavesSeenBy(user)).toEqual([[2, 5]]);
  });

  it.each([
    [1, "heads"],
    [0, "tails"],
  ] as const)("Kleptonomicon: a Foundry coin showing %s is %s", async (face, side) => {
    const rolled = await rollAsGM("kleptoCoin", [face]);
    expect(rolled.dice).toEqual({ kind: "kleptoCoin", coin: side });
    const message = lastMessage();
    expect(message.rolls.map((r) => r.formula)).toEqual(["1dc"]);
    expect(optionsOf(must(message.rolls[0])).flavor).toBe("Heads: Ilsa, tails: Grave Warden");
    expect(message.flavor).toBe("Coin toss: Ilsa vs Grave Warden");
    expect(dsn.seenBy(PLAYER).map((a) => a.dice.map((d) => [d.type, d.result]))).toEqual([[["dc", face]]]);
  });

  it("escapes the names a user typed in the message's flavor", async () => {
    await rollAsGM("oldeRollOff", [6, 1], "public", {
      attacker: "<img src=x onerror=alert(1)>",
      defender: "Tom & Jerry",
    });
    const flavor = lastMessage().flavor;
    expect(flavor).not.toContain("<img");
    expect(flavor).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(flavor).toContain("Tom &amp; Jerry");
  });

  it.each([
    ["public", [], false, EVERYONE],
    ["gm", [GM], false, [GM]],
    ["blind", [GM], true, [GM]],
    ["self", [GM], false, [GM]],
  ] as const)(
    "posts in the mode it is given (%s), and only who may see the message throws its dice",
    async (mode, whisper, blind, throwers) => {
      await rollAsGM("kaiserRollOff", [6, 2], mode);
      const message = lastMessage();
      expect(message.whisper).toEqual(whisper);
      expect(message.blind).toBe(blind);
      expect(clientsOf(dsn.animations)).toEqual(throwers);
    },
  );
});

describe("side dice in a wave and colour of their own", () => {
  it("a Fumble Level rolled with the check lands after the check's dice, in the Fumble colour", async () => {
    dsn.settings.enabledSimultaneousRollForMessage = false;
    harness().foundry.scriptFaces([1, 1, 6, 5]);
    await api().dialogs.open("kaiser", { spec: FUMBLE, fastForward: true });
    const waves = dsn.seenBy(OTHER);
    expect(waves.map((a) => a.dice.map((d) => d.result))).toEqual([
      [1, 1],
      [6, 5],
    ]);
    expect(must(waves[0]).dice.every((d) => !("colorset" in d.options))).toBe(true);
    expect(must(waves[1]).dice.every((d) => d.options.colorset === "bloodmoon" && d.options.rollOrder === 1)).toBe(
      true,
    );
  });

  it("merged into one throw by Dice So Nice's default, the Fumble dice still keep their colour", async () => {
    harness().foundry.scriptFaces([1, 1, 6, 5]);
    await api().dialogs.open("kaiser", { spec: FUMBLE, fastForward: true });
    const [throwOf] = dsn.seenBy(GM);
    expect(must(throwOf).dice.map((d) => [d.result, d.options.colorset ?? null])).toEqual([
      [6, "bloodmoon"],
      [5, "bloodmoon"],
      [1, null],
      [1, null],
    ]);
  });

  it("an opposed Fumble's penalty dice get the Fumble look", async () => {
    const roll = harness().dice.rolls.KaiserRoll.fromCheck({
      kind: "skill",
      bonus: 4,
      fumblePenalty: { number: 2, faces: 6, bonus: 0 },
    });
    harness().foundry.scriptFaces([1, 1, 3, 4]);
    await roll.evaluate();
    const penalty = must(roll.dice.find((die) => die.results.map((r) => r.result).join() === "3,4"));
    expect(penalty.options).toMatchObject({ rollOrder: 1, colorset: "bloodmoon" });
  });

  it("a Kleptonomicon crit coin lands after the d10 that called for it", async () => {
    dsn.settings.enabledSimultaneousRollForMessage = false;
    harness().foundry.scriptFaces([10, 1]);
    await harness().foundry.chat("/r 1d10kc");
    expect(dsn.seenBy(PLAYER).map((a) => a.dice.map((d) => [d.type, d.result]))).toEqual([[["d10", 10]], [["dc", 1]]]);
  });

  it("a gift die gets the gift colour; its own crit coin keeps its wave", async () => {
    dsn.settings.enabledSimultaneousRollForMessage = false;
    const roll = new Roll("1d10kc");
    harness().foundry.scriptFaces([10, 0]);
    await roll.evaluate();
    giveRollSideDieLook(roll as foundry.dice.Roll, kleptoSideDice.giftDie);
    await roll.toMessage();
    const waves = dsn.seenBy(GM);
    expect(waves.map((a) => a.dice.map((d) => [d.type, d.result, d.options.colorset ?? null]))).toEqual([
      [["d10", 10, "radiant"]],
      [["dc", 0, null]],
    ]);
  });

  it("the looks survive a reload (they are saved with the roll)", async () => {
    harness().foundry.scriptFaces([1, 1, 2, 2]);
    await api().dialogs.open("kaiser", { spec: FUMBLE, fastForward: true });
    const reloaded = must(harness().foundry.reloadMessages().at(-1));
    const level = must(reloaded.rolls[0]).dice.find((die) => optionsOf(die).colorset === "bloodmoon");
    expect(level?.options).toMatchObject({ rollOrder: 1, flavor: "Fumble Level" });
  });
});
