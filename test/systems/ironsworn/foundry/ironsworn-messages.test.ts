// @vitest-environment happy-dom
/**
 * An Ironsworn roll's message keeps the chance its own pre-roll options had (src/systems/ironsworn/foundry/
 * roll-messages.ts), in the double's foundry-ironsworn 1.28.1, on both profiles. Figures by hand: stat 2 is a strong
 * hit in 139 of 600 (23.2%), a weak hit in 262 (43.7%), a miss in 199 (33.2%), with a match 27 (4.5%) and 33 (5.5%); a
 * progress score of 6 is 25 / 50 / 25 of 100 with matches 5 and 5. Kai's momentum 5 burnt after stat 2's roll where it
 * helps: 158 / 284 / 158 of 600 (26.3%, 47.3%, 26.3%; by brute force over the 600 and Icepool) — the rows his dialog
 * showed, which the message keeps as well.
 */
import { describe, expect, it } from "vitest";
import { IronswornRoll, IronswornRollMessage } from "../../../../foundry-double/systems/foundry-ironsworn/rolls";
import {
  burn,
  press,
  rollMove,
  rollProgress,
  rollStat,
  setField,
} from "../../../../foundry-double/systems/foundry-ironsworn/driver";
import { must, renderedElement } from "../../../kit";
import { FACE_DANGER, GM, PLAYER, actorOf, chanceLine, useIronTable } from "./ironsworn-world";

// A hit or a miss shares out the whole: rounded to add up to 100.0% (139/600 = 23.17% reads 23.1%).
const STAT_2 =
  "Before the roll (The roll): Strong hit: 23.1%, Weak hit: 43.7%, Miss: " +
  "33.2%, Strong hit with a match: 4.5%, Miss with a match: 5.5%";
const BURN_5 =
  "Strong hit, burning momentum if it helps: 26.3%, Weak hit, burning momentum if it helps: 47.3%, " +
  "Miss, burning momentum if it helps: 26.3%";
const STAT_2_BURN_5 = `${STAT_2}, ${BURN_5}`;
const PROGRESS_6 =
  "Before the roll (The roll): Strong hit: 25.0%, Weak hit: 50.0%, Miss: " +
  "25.0%, Strong hit with a match: 5.0%, Miss with a match: 5.0%";

describe("an Ironsworn roll's message keeps its chance", () => {
  const harness = useIronTable(PLAYER);
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  it(
    "a stat's roll from the dialog: the chance before it, with the burn rows its dialog showed (Kai's momentum 5 " +
      "as the roll was made, kept: the card holds it nowhere); the GM reads the same, whatever his momentum now",
    async () => {
      await press(await rollStat(actorOf("kai"), "edge"), "edge");
      expect(must(lastMessage().rolls[0]).formula).toBe("{1d6,1d10,1d10}");
      expect(await chanceLine(harness)).toBe(STAT_2_BURN_5);
      await actorOf("kai").update({ system: { "momentum.value": 9 } });
      harness().foundry.setUser(GM);
      expect(await chanceLine(harness)).toBe(STAT_2_BURN_5);
    },
  );

  it("a move's roll keeps its burn rows at its options' momentum; a kept burn unlike it draws nothing", async () => {
    const dialog = await rollMove(FACE_DANGER);
    setField(dialog, "char", "ash");
    await press(dialog, "0");
    // Ash's edge 2 with momentum −2 cancelling a rolled 2: 131 / 238 / 231 of 600; burning −2 never helps.
    const ash =
      "Before the roll (The roll): Strong hit: 21.8%, Weak hit: 39.7%, Miss: 38.5%, Strong hit with a match: 4.2%, " +
      "Miss with a match: 5.8%, Strong hit, burning momentum if it helps: 21.8%, " +
      "Weak hit, burning momentum if it helps: 39.7%, Miss, burning momentum if it helps: 38.5%";
    expect(await chanceLine(harness)).toBe(ash);
    const burnFlag: string = "flags.indie-dice.systemRoll.kept.burn";
    await lastMessage().update({ [burnFlag]: 5 });
    expect(await chanceLine(harness)).toBeNull();
  });

  it("a progress roll: its pool is the challenge dice alone", async () => {
    await press(await rollProgress("Reach the keep", 6, actorOf("kai")), "roll");
    expect(must(lastMessage().rolls[0]).formula).toBe("{1d10,1d10}");
    expect(await chanceLine(harness)).toBe(PROGRESS_6);
  });

  it("a roll made without the dialog (a macro's IronswornRollMessage) keeps its chance too", async () => {
    await new IronswornRollMessage(
      new IronswornRoll({ progress: { source: "Vow", value: 6 }, actorId: "kai" }),
    ).createOrUpdate();
    expect(await chanceLine(harness)).toBe(PROGRESS_6);
  });

  it("the Warden's roll (the GM's, no player owns it): the GM reads its chance, the player none", async () => {
    harness().foundry.setUser(GM);
    await press(await rollStat(actorOf("warden"), "edge"), "edge");
    const message = lastMessage();
    expect(await chanceLine(harness, message)).toMatch(/^Before the roll \(The roll\): Strong hit: 33\.2%/);
    harness().foundry.setUser(PLAYER);
    expect(await chanceLine(harness, message)).toBeNull();
  });

  it(
    "a flag its author rewrote — " +
      "another stat, adds, kind or momentum than the message's own options, or a burn no momentum is — draws nothing",
    async () => {
      await press(await rollStat(actorOf("kai"), "edge"), "edge");
      const message = lastMessage();
      const honest: unknown = structuredClone(must(message.flags["indie-dice"]).systemRoll);
      for (const [key, value] of [
        ["base", 3],
        ["adds", 1],
        ["kind", "progress"],
        ["momentum", -2],
        // No momentum is 11 (MomentumField's −6…10): no burn the character could have made.
        ["burn", 11],
        ["burn", 1.5],
      ] as const) {
        await message.update({ [`flags.indie-dice.systemRoll.kept.${key}`]: value });
        expect(await chanceLine(harness, message), key).toBeNull();
        await message.update({ flags: { "indie-dice": { systemRoll: honest } } });
        expect(await chanceLine(harness, message), `${key} set back`).toBe(STAT_2_BURN_5);
      }
      // The honest flag on a message whose own roll is another pool: nothing drawn.
      await ChatMessage.create({
        content: message.content,
        rolls: [await new Roll("{d6, d10}").evaluate()],
        flags: { "indie-dice": { systemRoll: honest } },
      });
      expect(lastMessage().id).not.toBe(message.id);
      expect(await chanceLine(harness)).toBeNull();
    },
  );

  /**
   * Kai's edge (2) against challenge dice preset to 4 and 4: the d6 + 2 beats both on 3…6 (4 of 6: 66.7%), neither on
   * 1, 2 (33.3%), never one (no row: it cannot happen); the dice match every time. Kai's momentum 5 beats both: burnt,
   * a strong hit with a match (the burn rows: 100%, as his dialog showed; the others cannot happen).
   */
  const EDGE_AGAINST_4_4 =
    "Strong hit: 66.7%, Miss: 33.3%, Strong hit with a match: 66.7%, Miss with a match: 33.3%, " +
    "Strong hit, burning momentum if it helps: 100.0%";
  async function edgeAgainst4And4(actor = "kai"): Promise<string> {
    const dialog = await rollStat(actorOf(actor), "edge");
    setField(dialog, "presetChallengeDie1Value", "4");
    setField(dialog, "presetChallengeDie2Value", "4");
    await press(dialog, "edge");
    return must(lastMessage().id);
  }

  it("a momentum burn after the roll: the line says its outcome, the chance before stays (GM and player)", async () => {
    const id = await edgeAgainst4And4();
    expect(await chanceLine(harness)).toBe(`Before the roll (The roll): ${EDGE_AGAINST_4_4}`);
    await burn(id);
    // The same message, updated: the card's outcome replaced, the actor's momentum reset to 2.
    expect(harness().foundry.messages.at(-1)?.id).toBe(id);
    const card = new DOMParser().parseFromString(lastMessage().content, "text/html");
    expect(card.querySelector(".outcome-label")?.textContent).toBe("Momentum Burn: Strong hit with a match!");
    expect(card.querySelector(".momentum-burn")).toBeNull();
    expect(actorOf("kai").momentum).toBe(2);
    const burnt = `Before the roll (The roll, then momentum burnt: Strong hit with a match): ${EDGE_AGAINST_4_4}`;
    expect(await chanceLine(harness)).toBe(burnt);
    harness().foundry.setUser(GM);
    expect(await chanceLine(harness)).toBe(burnt);
  });

  it("the GM's burn on the Warden's roll: the GM reads it, the player nothing", async () => {
    harness().foundry.setUser(GM);
    await actorOf("warden").update({ system: { "momentum.value": 6 } });
    const id = await edgeAgainst4And4("warden");
    await burn(id);
    expect(await chanceLine(harness)).toMatch(
      /^Before the roll \(The roll, then momentum burnt: Strong hit with a match\)/,
    );
    harness().foundry.setUser(PLAYER);
    expect(await chanceLine(harness)).toBeNull();
  });

  it("a burn the message's own dice cannot give, or on a progress roll, draws nothing", async () => {
    const forge = async (id: string, value: number) => {
      const rebuilt = must(await IronswornRollMessage.fromMessage(id));
      rebuilt.roll.postRollOptions.replacedOutcome = { value, source: "Momentum Burn" };
      await rebuilt.createOrUpdate();
    };
    const id = await edgeAgainst4And4();
    // A weak hit needs a momentum over one die and not the other: against 4 and 4 none is.
    await forge(id, 1);
    expect(await chanceLine(harness)).toBeNull();
    await forge(id, 0);
    expect(await chanceLine(harness)).toBe(
      `Before the roll (The roll, then momentum burnt: Miss with a match): ${EDGE_AGAINST_4_4}`,
    );
    await press(await rollProgress("Reach the keep", 6, actorOf("kai")), "roll");
    await forge(must(lastMessage().id), 2);
    expect(await chanceLine(harness)).toBeNull();
  });

  /** Every chance line under the last message, as the current user reads them. */
  async function chanceLines(): Promise<string[]> {
    const html = renderedElement(await harness().foundry.renderMessage(lastMessage()));
    return [...html.querySelectorAll(".indie-dice-system-chance")].map((line) => line.textContent);
  }

  /**
   * Kai's edge (2) on an action die preset to 1, against challenge dice preset to 4 and 4: a score of 3, a miss with a
   * match (the burn row: momentum 5 beats both). After the roll, the card offers the burn; a burn now is judged on
   * the message's final dice (4, 4) at the momentum the character holds now: burnMomentum's computeRollOutcome.
   */
  const MISS_4_4 =
    "Before the roll (The roll): Strong hit: 0.0%, Miss: 100.0%, Miss with a match: 100.0%, " +
    "Strong hit, burning momentum if it helps: 100.0%";
  async function missAgainst4And4(actor = "kai"): Promise<string> {
    const dialog = await rollStat(actorOf(actor), "edge");
    setField(dialog, "presetActionDieValue", "1");
    setField(dialog, "presetChallengeDie1Value", "4");
    setField(dialog, "presetChallengeDie2Value", "4");
    await press(dialog, "edge");
    return must(lastMessage().id);
  }

  it(
    "after the roll, the burn the card offers at the momentum held now, on the message's own dice: live, gone once " +
      "burnt (player and GM)",
    async () => {
      const id = await missAgainst4And4();
      const strong = "After the roll (Burning momentum now, at 5): Strong hit: 100.0%, Strong hit with a match: 100.0%";
      expect(await chanceLines()).toEqual([MISS_4_4, strong]);
      // Momentum spent since the card was drawn: its offer still reads a strong hit; a burn now gives a miss.
      await actorOf("kai").update({ system: { "momentum.value": 3 } });
      const miss = "After the roll (Burning momentum now, at 3): Miss: 100.0%, Miss with a match: 100.0%";
      expect(await chanceLines()).toEqual([MISS_4_4, miss]);
      harness().foundry.setUser(GM);
      expect(await chanceLines()).toEqual([MISS_4_4, miss]);
      await actorOf("kai").update({ system: { "momentum.value": 6 } });
      await burn(id);
      expect(await chanceLines()).toEqual([
        MISS_4_4.replace("(The roll)", "(The roll, then momentum burnt: Strong hit with a match)"),
      ]);
    },
  );

  it("the Warden's offer: the GM reads the burn now, the player nothing; a blind one: none", async () => {
    harness().foundry.setUser(GM);
    await actorOf("warden").update({ system: { "momentum.value": 6 } });
    await missAgainst4And4("warden");
    expect((await chanceLines())[1]).toBe(
      "After the roll (Burning momentum now, at 6): Strong hit: 100.0%, Strong hit with a match: 100.0%",
    );
    harness().foundry.setUser(PLAYER);
    expect(await chanceLines()).toEqual([]);
    // Kai's own roll, made blind: the player reads nothing of it.
    await missAgainst4And4();
    expect(await chanceLines()).toHaveLength(2);
    await lastMessage().update({ blind: true, whisper: [GM] });
    expect(await chanceLines()).toEqual([]);
  });
});
