// @vitest-environment happy-dom
/**
 * A Daggerheart roll's message keeps the chance it had (docs/systems-daggerheart.md "In the message"), in the
 * double's Daggerheart on both profiles, as the GM and as a player: with the dialog and fast-forwarded (Shift), the
 * line under the roll's result; none worked out from a target's Difficulty the viewer may not observe; none from a
 * flag that names another roll. Every figure is counted by hand: Hope d12 + Fear d12 + 2 against 12 — the 12 doubles
 * are criticals; of the 66 pairs with the Hope die higher, those with h + f ≤ 9 fail: f = 1, h = 2…8 (7); f = 2, h =
 * 3…7 (5); f = 3, h = 4…6 (3); f = 4, h = 5 (1) — 16 failures, 50 successes; as many with the Fear die higher.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installIndieDice, type AdapterHarness } from "../../../foundry/support/setup";
import { nextRollDialog, pressRoll, sheetClick } from "../../../../foundry-double/systems/daggerheart/driver";
import { enrichedDualityRoll } from "../../../../foundry-double/systems/daggerheart/index";
import { must, renderedElement } from "../../../kit";
import { waitFor } from "../../../foundry/support/dialog-harness";
import { luckLine } from "../../../../src/ui/roll-cards/luck-line";
import { foundryTranslator } from "../../../../src/foundry/chat/card-context";
import { rewriteKept } from "../../../foundry/support/system-roll-flags";
import { actor, GM, MARLOWE_WORLD, PLAYER } from "./marlowe-world";

let harness: AdapterHarness;

beforeEach(() => {
  harness = installIndieDice(MARLOWE_WORLD);
});

afterEach(() => harness.foundry.uninstall());

/** A `[[/dr trait=agility difficulty=12]]` link clicked by Marlowe's player, the keys held as given. */
const agilityAgainst12 = (keys: Parameters<typeof sheetClick>[0] = {}) =>
  enrichedDualityRoll({ traitValue: "agility", target: actor("marlowe"), difficulty: "12" }, sheetClick(keys));

const lastMessage = () => must(harness.foundry.messages.at(-1));

/** The chance line under the last message as the current user draws it, or null. */
async function chanceLine(): Promise<string | null> {
  const html = renderedElement(await harness.foundry.renderMessage(lastMessage()));
  return html.querySelector(".indie-dice-system-chance")?.textContent ?? null;
}

/** 112/144 = 77.8%, 12/144 = 8.3%, 50/144 = 34.7%, 16/144 = 11.1%. */
const AGAINST_12 =
  "Before the roll (Roll): Success: 77.8%, Critical success: 8.3%, Success with Hope: " +
  "34.7%, Success with Fear: 34.7%, Failure with Hope: 11.1%, Failure with Fear: 11.1%";

describe("a roll's message keeps its chance", () => {
  it("rolled through the dialog: against difficulty 12, as the dialog showed it", async () => {
    harness.foundry.setUser(PLAYER);
    const opened = nextRollDialog();
    const rolled = agilityAgainst12();
    await pressRoll(await opened);
    await rolled;
    expect(lastMessage().rolls[0]?.constructor.name).toBe("DualityRoll");
    expect(await chanceLine()).toBe(AGAINST_12);
    harness.foundry.setUser(GM);
    expect(await chanceLine()).toBe(AGAINST_12);
  });

  it("fast-forwarded (Shift): no dialog, the same line", async () => {
    harness.foundry.setUser(PLAYER);
    await agilityAgainst12({ shift: true });
    expect(await chanceLine()).toBe(AGAINST_12);
  });
});

describe("targets and secrecy", () => {
  it(
    "Marlowe's player attacks the Bandit (Difficulty 12), which she may not observe: " +
      "her line reads nothing of the 12; the GM's reads it",
    async () => {
      harness.foundry.targetTokens(["banditTok"], PLAYER);
      harness.foundry.setUser(PLAYER);
      await actor("marlowe").useAction({ name: "Longsword", rollType: "attack" }, sheetClick({ shift: true }));
      // Only the dice's own outcomes: the 12 doubles, and 66 pairs each with the Hope or the Fear die higher (45.8%).
      expect(await chanceLine()).toBe(
        "Before the roll (Roll): Critical success: 8.3%, With Hope: 45.8%, With Fear: 45.8%",
      );
      harness.foundry.setUser(GM);
      expect(await chanceLine()).toBe(AGAINST_12);
    },
  );

  it(
    "the Bandit's attack on Marlowe (Evasion 10), fast-forwarded, + 3 and critical at 19: " +
      "a natural 7 or more hits, 19–20 crit",
    async () => {
      harness.foundry.targetTokens(["marloweTok"], GM);
      await actor("bandit").useAction({ name: "Club", rollType: "attack", bonus: 3 }, sheetClick({ shift: true }));
      expect(lastMessage().rolls[0]?.constructor.name).toBe("D20Roll");
      // 14/20 and 2/20.
      expect(await chanceLine()).toBe("Before the roll (Roll): Success: 70.0%, Critical success: 10.0%");
    },
  );
  it(
    "Marlowe's player attacks the Bandit (hidden Difficulty 12) and the Wolf (Difficulty 60, observed) at once: " +
      "a line a target, the Bandit's without its 12, the Wolf's read in full; the GM's both in full",
    async () => {
      harness.foundry.targetTokens(["banditTok", "wolfTok"], PLAYER);
      harness.foundry.setUser(PLAYER);
      await actor("marlowe").useAction({ name: "Longsword", rollType: "attack" }, sheetClick({ shift: true }));
      const lines = async () => {
        const html = renderedElement(await harness.foundry.renderMessage(lastMessage()));
        return [...html.querySelectorAll(".indie-dice-system-chance")].map((line) => line.textContent);
      };
      // Against 60 only the 12 doubles succeed (a critical succeeds whatever the total); the 132 other pairs fail,
      // 66 with each die higher; a success with Hope or with Fear cannot happen, and is not named.
      const wolf =
        "Before the roll (Wolf): Success: 8.3%, Critical success: 8.3%, " +
        "Failure with Hope: 45.8%, Failure with Fear: 45.8%";
      expect(await lines()).toEqual([
        "Before the roll (Bandit): Critical success: 8.3%, With Hope: 45.8%, With Fear: 45.8%",
        wolf,
      ]);
      harness.foundry.setUser(GM);
      expect(await lines()).toEqual([AGAINST_12.replace("(Roll)", "(Bandit)"), wolf]);
    },
  );
});

describe("a flag that names another roll draws nothing", () => {
  it(
    "a player's message whose kept roll is rewritten — " + "another difficulty, other dice, a target — draws no line",
    async () => {
      harness.foundry.setUser(PLAYER);
      await agilityAgainst12({ shift: true });
      const message = lastMessage();
      expect(await chanceLine()).toBe(AGAINST_12);
      const lies: [string, unknown][] = [
        ["difficulty", "5"],
        ["difficulty", null],
        ["dice", { hope: 12, fear: 12, rest: "+ 12" }],
        ["dice", { hope: 20, fear: 12, rest: "+ 2" }],
        ["targets", [{ id: "banditTok", actorId: "Actor.bandit", name: "Bandit", difficulty: 1, evasion: null }]],
        ["kind", "adversary"],
      ];
      for (const [key, value] of lies) {
        await rewriteKept(message, key, value);
        expect(await chanceLine(), key).toBeNull();
      }
    },
  );
});

describe("a roll no Daggerheart dialog makes costs no more than one it makes", () => {
  it(
    "a player's own message with a duality roll of a d1000 Hope die and a d1000 Fear die " +
      "(her client keeps its question) draws no line: " +
      "the pairs walked stay within the system's largest die, 20 × 20",
    async () => {
      harness.foundry.setUser(PLAYER);
      await agilityAgainst12({ shift: true });
      const roll = must(lastMessage().rolls[0]);
      for (const die of roll.dice.slice(0, 2)) die.faces = 1000;
      // Posted as a console would post it: her client's preCreateChatMessage keeps its question as for any duality
      // roll.
      await ChatMessage.create({
        content: '<div class="dice-roll"><div class="dice-result"></div></div>',
        rolls: [roll],
      });
      expect(lastMessage().rolls[0]?.dice.map((die) => die.faces)).toEqual([1000, 1000]);
      expect(await chanceLine()).toBeNull();
      harness.foundry.setUser(GM);
      expect(await chanceLine()).toBeNull();
    },
  );
});

describe("its luck", () => {
  it(
    "is measured on the roll the system made, its Hope and Fear dice read as d12s: " +
      "7 and 3 + 2 make 12, luck 40.5/144",
    async () => {
      await game.settings.set("indie-dice", "luckOnAnyRoll", true);
      harness.foundry.scriptFaces([7, 3]);
      await agilityAgainst12({ shift: true });
      expect(must(lastMessage().rolls[0]).total).toBe(12);
      const html = renderedElement(await harness.foundry.renderMessage(lastMessage()));
      const luck = await waitFor("the luck line", () => html.querySelector(".indie-dice-annotations li.luck"));
      // Below 10 on the two dice: the sums 2…9, 1 + 2 + … + 8 = 36 pairs; at 10, 9 pairs, half counted.
      expect(luck.textContent).toBe(luckLine(foundryTranslator(), (36 + 9 / 2) / 144).text);
    },
  );
});
