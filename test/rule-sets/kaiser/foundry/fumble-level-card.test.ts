// @vitest-environment happy-dom
/**
 * Kaiser's Fumble Level rolled from the card (world setting `kaiserFumbleLevel` = `separate`): the card's
 * "Roll Fumble Level" button is shown to the roll's author and the GM only; clicking it rolls 2d6 into the
 * message's roll, every client's card shows the level after the update, and the world's Fumble table, when set,
 * is drawn from with that level.
 */
import { describe, expect, it } from "vitest";
import { useIndieDice } from "../../../foundry/support/helpers";
import { api, messageById, waitFor } from "../../../foundry/support/dialog-harness";
import { rollFumbleLevelFromCard } from "../../../../src/rule-sets/kaiser/foundry/fumble-level-button";
import { chatMessageView } from "../../../../src/foundry/foundry-documents";
import type { KaiserRoll } from "../../../../src/rule-sets/kaiser/foundry/roll";
import { must } from "../../../kit";

const GM = "gmUser0000000000";
const PLAYER = "playerUser000000";
const OTHER = "otherPlayer00000";
const TABLE = {
  _id: "fumbleTable00001",
  name: "Fumbles",
  formula: "2d6",
  results: [
    { name: "Trip", range: [2, 6] as [number, number] },
    { name: "Drop the weapon", range: [7, 9] as [number, number] },
    { name: "Disaster", range: [10, 12] as [number, number] },
  ],
};
const harness = useIndieDice({
  users: [
    { id: GM, name: "Gamemaster", isGM: true },
    { id: PLAYER, name: "Player" },
    { id: OTHER, name: "Other" },
  ],
  userId: PLAYER,
  clients: [GM, PLAYER, OTHER],
  tables: [TABLE],
});

const BUTTON = 'button[data-action="indie-dice-roll-fumble-level"]';
const FUMBLE = { kind: "skill", bonus: 10, difficulty: 8 } as const;

/** The player rolls a fumbled difficulty check (double one) through the API. */
async function fumble() {
  harness().foundry.scriptFaces([1, 1]);
  const roll = await api().dialogs.open("kaiser", { spec: FUMBLE, fastForward: true });
  const message = must(harness().foundry.messages.at(-1));
  return { roll, message };
}

/** A client's rendered card of a message. */
function card(userId: string, messageId: string): HTMLElement | null {
  return harness().foundry.chatLog(userId)?.querySelector<HTMLElement>(`[data-message-id="${messageId}"]`) ?? null;
}

describe("with the Fumble Level rolled separately", () => {
  it("the card waits for the level and shows the button to the author and the GM only", async () => {
    await game.settings.set("indie-dice", "kaiserFumbleLevel", "separate");
    await harness().foundry.renderChatLog();
    const { roll, message } = await fumble();
    expect(roll?.dice).toHaveLength(1);
    expect((roll as { awaitsFumbleLevel: boolean }).awaitsFumbleLevel).toBe(true);
    const id = must(message.id);
    await waitFor("every client's card", () => [GM, PLAYER, OTHER].every((user) => card(user, id)));
    expect(must(card(PLAYER, id)).querySelector(BUTTON)?.textContent?.trim()).toBe("Roll Fumble Level");
    expect(must(card(GM, id)).querySelector(BUTTON)).not.toBeNull();
    expect(must(card(OTHER, id)).querySelector(BUTTON)).toBeNull();
    expect(must(card(OTHER, id)).textContent).toContain("Fumble");
  });

  it(
    "clicking it rolls the level into the message; " + "every card shows it after the update, without the button",
    async () => {
      await game.settings.set("indie-dice", "kaiserFumbleLevel", "separate");
      await harness().foundry.renderChatLog();
      const { message } = await fumble();
      const id = must(message.id);
      await waitFor("the author's card", () => card(PLAYER, id)?.querySelector(BUTTON));
      harness().foundry.scriptFaces([4, 5]);
      harness().foundry.withClient(PLAYER, () =>
        must(must(card(PLAYER, id)).querySelector<HTMLButtonElement>(BUTTON)).click(),
      );
      await waitFor("the updated card", () => card(PLAYER, id)?.textContent?.includes("Fumble Level 9"));
      const updated = messageById(id).rolls[0] as KaiserRoll;
      expect(updated.fumbleLevel).toBe(9);
      expect(updated.dice).toHaveLength(2);
      await waitFor("the other clients' cards", () =>
        [GM, OTHER].every((user) => card(user, id)?.textContent?.includes("Fumble Level 9")),
      );
      for (const user of [GM, PLAYER, OTHER]) expect(must(card(user, id)).querySelector(BUTTON)).toBeNull();
      // A reload keeps the level: it is saved with the roll's side dice.
      const reloaded = must(
        harness()
          .foundry.reloadMessages()
          .find((m) => m.id === id),
      );
      expect((reloaded.rolls[0] as KaiserRoll).fumbleLevel).toBe(9);
      expect(harness().foundry.scriptedRemaining).toBe(0);
    },
  );

  it(
    "after the level is rolled, " +
      "the headline keeps the DoF and the level's dice get their own labelled row (issue 18)",
    async () => {
      await game.settings.set("indie-dice", "kaiserFumbleLevel", "separate");
      await harness().foundry.renderChatLog();
      const { message } = await fumble();
      const id = must(message.id);
      await waitFor("the author's card", () => card(PLAYER, id)?.querySelector(BUTTON));
      const banner = () => must(card(PLAYER, id)).querySelector(".indie-dice-banner")?.textContent?.trim();
      // Skill 10 and a double one against 8: a Fumble, 1 DoF.
      expect(banner()).toBe("Fumble — 1 DoF");
      harness().foundry.scriptFaces([4, 5]);
      harness().foundry.withClient(PLAYER, () =>
        must(must(card(PLAYER, id)).querySelector<HTMLButtonElement>(BUTTON)).click(),
      );
      await waitFor("the updated card", () => card(PLAYER, id)?.textContent?.includes("Fumble Level 9"));
      const updated = must(card(PLAYER, id));
      expect(banner()).toBe("Fumble — 1 DoF, Fumble Level 9");
      expect(updated.querySelector(".indie-dice-target")?.textContent).toBe("Total 12 vs difficulty 8");
      // The check's dice row holds the check's two dice only; its total is still the check's.
      expect(updated.querySelectorAll(".indie-dice-dice .indie-dice-die")).toHaveLength(2);
      expect(updated.querySelector(".dice-total")?.textContent?.trim()).toBe("12");
      const row = must(updated.querySelector('.indie-dice-side-dice[aria-label="Fumble Level"]'));
      expect(row.querySelector(".indie-dice-side-label")?.textContent).toBe("Fumble Level");
      expect([...row.querySelectorAll(".indie-dice-die")].map((die) => die.firstChild?.textContent)).toEqual([
        "4",
        "5",
      ]);
      expect(row.querySelector(".indie-dice-side-total")?.textContent).toBe("= 9");
    },
  );

  it("another player may not roll it: a warning, and the message is left alone", async () => {
    await game.settings.set("indie-dice", "kaiserFumbleLevel", "separate");
    const { message } = await fumble();
    const level = await harness().foundry.withClient(OTHER, () => rollFumbleLevelFromCard(chatMessageView(message), 0));
    expect(level).toBeNull();
    expect(harness().foundry.notifications.at(-1)).toMatchObject({ type: "warning", userId: OTHER });
    expect(must(messageById(must(message.id)).rolls[0]).dice).toHaveLength(1);
  });

  it("the GM may roll it for the player", async () => {
    await game.settings.set("indie-dice", "kaiserFumbleLevel", "separate");
    const { message } = await fumble();
    harness().foundry.scriptFaces([6, 6]);
    const level = await harness().foundry.withClient(GM, () => rollFumbleLevelFromCard(chatMessageView(message), 0));
    expect(level).toBe(12);
  });

  it("with a Fumble table set, the level is drawn from it, seen by the same users as the roll", async () => {
    await game.settings.set("indie-dice", "kaiserFumbleLevel", "separate");
    await game.settings.set("indie-dice", "kaiserFumbleTable", `RollTable.${TABLE._id}`);
    harness().foundry.scriptFaces([1, 1]);
    await api().dialogs.open("kaiser", { spec: FUMBLE, fastForward: true, rollMode: "gmroll" });
    const message = must(harness().foundry.messages[0]);
    const table = harness().foundry.rollTable(TABLE._id);
    expect(table.draws).toHaveLength(0);
    harness().foundry.scriptFaces([3, 5]);
    await harness().foundry.withClient(PLAYER, () => rollFumbleLevelFromCard(chatMessageView(message), 0));
    expect(table.draws).toHaveLength(1);
    expect(must(table.draws[0]).roll.total).toBe(8);
    expect(must(table.draws[0]).results.map((r) => r.name)).toEqual(["Drop the weapon"]);
    const drawn = must(harness().foundry.messages[1]);
    expect(drawn.flags).toMatchObject({ core: { RollTable: TABLE._id } });
    expect(drawn.whisper).toEqual([GM]);
  });

  it("a Fumble table that does not exist is a warning, and the level is still rolled", async () => {
    await game.settings.set("indie-dice", "kaiserFumbleLevel", "separate");
    await game.settings.set("indie-dice", "kaiserFumbleTable", "RollTable.missingTable0001");
    const { message } = await fumble();
    harness().foundry.scriptFaces([2, 2]);
    const level = await harness().foundry.withClient(PLAYER, () =>
      rollFumbleLevelFromCard(chatMessageView(message), 0),
    );
    expect(level).toBe(4);
    expect(harness().foundry.notifications.at(-1)?.type).toBe("warning");
    expect(harness().foundry.notifications.at(-1)?.message).toContain("RollTable.missingTable0001");
  });
});

describe("with the Fumble Level rolled with the check (the default)", () => {
  it(
    "the card shows the level at once, with no button; " + "a Fumble table is drawn from when the message is posted",
    async () => {
      await game.settings.set("indie-dice", "kaiserFumbleTable", `RollTable.${TABLE._id}`);
      await harness().foundry.renderChatLog();
      harness().foundry.scriptFaces([1, 1, 6, 6]);
      await api().dialogs.open("kaiser", { spec: FUMBLE, fastForward: true });
      const message = must(harness().foundry.messages[0]);
      await waitFor("the card", () => card(PLAYER, must(message.id)));
      expect(must(card(PLAYER, must(message.id))).textContent).toContain("Fumble Level 12");
      expect(must(card(PLAYER, must(message.id))).querySelector(BUTTON)).toBeNull();
      const table = harness().foundry.rollTable(TABLE._id);
      expect(table.draws.map((draw) => draw.results.map((r) => r.name))).toEqual([["Disaster"]]);
    },
  );
});
