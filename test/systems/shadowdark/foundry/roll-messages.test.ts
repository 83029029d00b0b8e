// @vitest-environment happy-dom
/**
 * A Shadowdark roll's message keeps the chance it had before the roll (docs/systems-shadowdark.md "The roll's
 * message"), in the Foundry double playing Shadowdark 4.0.4 — on v13 (project dom) and v14 (dom-v14) — with its
 * dialog and without (skipPrompt: a Shift-click, a check link's Shift), as the GM and as a player. The figures by
 * hand: `d20 + 3` against 12 needs a 9 on the die — 12/20 = 60% on one d20, 1 − (8/20)² = 84% on the better of two;
 * a natural 20 is 1/20 = 5% on one d20, 1 − (19/20)² = 9.75% on the better of two; a natural 1 is 5%, (1/20)² =
 * 0.25% (shown 0.2%: 0.0025 is a hair under it in binary).
 */
import { describe, expect, it, vi } from "vitest";
import { chooseAdvantage, submitRollDialog } from "../../../../foundry-double/systems/shadowdark/driver";
import { GM, PLAYER, checkLink, dexCheck, hero, heroModel, openDialog, useShadowdarkTable } from "./shadowdark-world";
import { must, renderedElement } from "../../../kit";

const GOBLIN_TOKEN = "Scene.scene.Token.goblinToken";

describe("a Shadowdark roll's message keeps its chance", () => {
  const harness = useShadowdarkTable();
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  /** The chance line under the message's roll, as the current user reads it (null: none drawn). */
  async function chanceLine(message = lastMessage()): Promise<string | null> {
    const html = renderedElement(await harness().foundry.renderMessage(message));
    return html.querySelector(".dice-roll .dice-result .indie-dice-system-chance")?.textContent ?? null;
  }

  it("a check rolled from its dialog with Advantage: the chance the chosen radio had, 84%", async () => {
    const { app, rolling } = await openDialog(dexCheck({ mainRoll: { dc: 12 } }));
    chooseAdvantage(app, "1");
    harness().foundry.scriptFaces([3, 4]);
    await submitRollDialog(app);
    await rolling;
    expect(await chanceLine()).toBe(
      "Before the roll (Advantage): Success: 84.0%, Critical success: 9.8%, Critical failure: 0.3%",
    );
    harness().foundry.setUser(PLAYER);
    expect(await chanceLine()).toBe(
      "Before the roll (Advantage): Success: 84.0%, Critical success: 9.8%, Critical failure: 0.3%",
    );
  });

  it(
    'fast-forwarded — a check link Shift-clicked, its DC the string "12" — still keeps it: ' + "60% on one d20",
    async () => {
      harness().foundry.setUser(PLAYER);
      await checkLink("12", { shift: true });
      expect(must(lastMessage().rolls[0]).formula).toBe("1d20 + 3");
      expect(await chanceLine()).toBe(
        "Before the roll (Normal): Success: 60.0%, Critical success: 5.0%, Critical failure: 5.0%",
      );
    },
  );

  it(
    "a player's attack on a token whose sheet they may not open: " +
      "the GM reads the hit chance, the player only the criticals",
    async () => {
      harness().foundry.setUser(PLAYER);
      harness().foundry.targetTokens(["goblinToken"], PLAYER);
      await heroModel().rollAttack("Actor.hero.Item.dagger", { skipPrompt: true });
      const message = lastMessage();
      expect(await chanceLine(message)).toBe(
        "Before the roll (Normal): Critical success: 5.0%, Critical failure: 5.0%",
      );
      harness().foundry.setUser(GM);
      expect(await chanceLine(message)).toBe(
        "Before the roll (Normal): Success: 60.0%, Critical success: 5.0%, Critical failure: 5.0%",
      );
    },
  );

  it(
    "a DC the roll was given, equal to its target's AC (12, the goblin's): " +
      "the player reads its chance, as in the dialog",
    async () => {
      harness().foundry.setUser(PLAYER);
      await heroModel().rollStatCheck("dex", { skipPrompt: true, mainRoll: { dc: 12 }, targetUuid: GOBLIN_TOKEN });
      expect(await chanceLine()).toBe(
        "Before the roll (Normal): Success: 60.0%, Critical success: 5.0%, Critical failure: 5.0%",
      );
    },
  );

  it(
    "a flag its author rewrote — " + "another DC, radio, die or criticals than the message's own roll — draws nothing",
    async () => {
      harness().foundry.setUser(PLAYER);
      await dexCheck({ skipPrompt: true, mainRoll: { dc: 12 } })();
      const message = lastMessage();
      expect(await chanceLine(message)).toBe(
        "Before the roll (Normal): Success: 60.0%, Critical success: 5.0%, Critical failure: 5.0%",
      );
      const honest: unknown = structuredClone(must(message.flags["indie-dice"]).systemRoll);
      const lies: [string, unknown][] = [
        ["dc", 5],
        ["choice", "advantage"],
        ["roll", { natural: "2d20kh1", rest: "+ 3" }],
        ["criticals", null],
      ];
      for (const [key, value] of lies) {
        await message.update({ [`flags.indie-dice.systemRoll.kept.${key}`]: value });
        expect(await chanceLine(message), key).toBeNull();
        await message.update({ flags: { "indie-dice": { systemRoll: honest } } });
        expect(await chanceLine(message), `${key} set back`).not.toBeNull();
      }
      // The honest flag posted by the player on a roll of her own that is no main roll of Shadowdark's: nothing drawn.
      await ChatMessage.create({
        rolls: [await new Roll("1d20 + 3").evaluate()],
        flags: { "indie-dice": { systemRoll: honest } },
      });
      expect(lastMessage().id).not.toBe(message.id);
      expect(await chanceLine()).toBeNull();
    },
  );

  /** Every chance line under the message's roll, as the current user reads them. */
  async function chanceLines(message = lastMessage()): Promise<string[]> {
    const html = renderedElement(await harness().foundry.renderMessage(message));
    return [...html.querySelectorAll(".dice-roll .dice-result .indie-dice-system-chance")].map((p) => p.textContent);
  }

  const NORMAL_60 = "Success: 60.0%, Critical success: 5.0%, Critical failure: 5.0%";

  /** The card's reroll icons as the current user's log draws them (ChatMessageSD's visibility rule applied). */
  async function rerollIcons(message = lastMessage()): Promise<HTMLElement[]> {
    const html = renderedElement(await harness().foundry.renderMessage(message));
    return [...html.querySelectorAll<HTMLElement>('[data-action="reroll"]')];
  }

  /** A click on the card's reroll icon, then its two messages (the luck line, the reroll's card) awaited. */
  async function clickReroll(message: ReturnType<typeof lastMessage>): Promise<void> {
    const count = harness().foundry.messages.length;
    must((await rerollIcons(message))[0]).click();
    await vi.waitFor(() => expect(harness().foundry.messages.length).toBe(count + 2));
  }

  it("the card's reroll icon: kept for the GM and the message's author alone (ChatMessageSD.mjs:53-57)", async () => {
    harness().foundry.scriptFaces([3]);
    await dexCheck({ skipPrompt: true, mainRoll: { dc: 12 } })();
    expect(await rerollIcons()).toHaveLength(1);
    harness().foundry.setUser(PLAYER);
    expect(await rerollIcons()).toHaveLength(0);
  });

  it(
    "a failed roll: its author holding a luck token (and the GM) read a luck reroll's chance — the same roll again " +
      "(rerollFromMessage) —; without a token, or on a success, none; the reroll a message of its own",
    async () => {
      harness().foundry.setUser(PLAYER);
      await hero().update({ "system.luck.available": true });
      harness().foundry.scriptFaces([3]);
      await dexCheck({ skipPrompt: true, mainRoll: { dc: 12 } })();
      const failed = lastMessage();
      const both = [`Before the roll (Normal): ${NORMAL_60}`, `After the roll (Luck token reroll): ${NORMAL_60}`];
      expect(await chanceLines(failed)).toEqual(both);
      harness().foundry.setUser(GM);
      expect(await chanceLines(failed)).toEqual(both);
      harness().foundry.setUser(PLAYER);
      harness().foundry.scriptFaces([15]);
      await clickReroll(failed);
      // The token spent (its chat line), the reroll a message of its own: a success, no reroll offered.
      expect(hero().system.luck).toMatchObject({ available: false });
      expect(must(lastMessage().rolls[0]).total).toBe(18);
      expect(await chanceLines()).toEqual([`Before the roll (Normal): ${NORMAL_60}`]);
      // The failed roll again: no token left, no reroll figure for its author; the GM still reads it.
      expect(await chanceLines(failed)).toEqual([`Before the roll (Normal): ${NORMAL_60}`]);
      harness().foundry.setUser(GM);
      expect(await chanceLines(failed)).toEqual(both);
    },
  );

  it("a failed attack on the goblin (its AC hidden from her): her reroll line, criticals only", async () => {
    harness().foundry.setUser(PLAYER);
    await hero().update({ "system.luck.available": true });
    harness().foundry.targetTokens(["goblinToken"], PLAYER);
    harness().foundry.scriptFaces([2]);
    await heroModel().rollAttack("Actor.hero.Item.dagger", { skipPrompt: true });
    expect(await chanceLines()).toEqual([
      "Before the roll (Normal): Critical success: 5.0%, Critical failure: 5.0%",
      "After the roll (Luck token reroll): Critical success: 5.0%, Critical failure: 5.0%",
    ]);
  });
});
