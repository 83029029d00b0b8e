// @vitest-environment happy-dom
/**
 * Luck under rolls made with Foundry's default Roll class — `/r` and inline rolls — as each user's client draws
 * them: the same words and figure as our cards, for each rule set whose notation tells its roll; nothing for a roll
 * the viewer may not see, for a mix of dice, or with the client setting off.
 */
import { describe, expect, it } from "vitest";
import { kaiserLuck } from "../../../src/rule-sets/kaiser/core/luck";
import { kingdomsLuck } from "../../../src/rule-sets/kingdoms/core/luck";
import { kleptoLuck } from "../../../src/rule-sets/klepto/core/luck";
import { ogsLuck } from "../../../src/rule-sets/ogs/core/luck";
import { luckLine } from "../../../src/ui/roll-cards/luck-line";
import { foundryTranslator } from "../../../src/foundry/chat/card-context";
import { useIndieDice } from "../support/helpers";
import { must, renderedElement } from "../../kit";

const harness = useIndieDice();
const GM = "gmUser0000000000";
const PLAYER = "playerUser000000";

/** The words a card would show for this luck, in the current language. */
const words = (luck: number) => luckLine(foundryTranslator(), luck).text;

async function rendered(text: string, faces: number[]): Promise<HTMLElement> {
  harness().foundry.scriptFaces(faces);
  const message = await harness().foundry.chat(text);
  return renderedElement(await harness().foundry.renderMessage(must(message)));
}

const luckUnder = (html: HTMLElement) => html.querySelector(".indie-dice-annotations li.luck")?.textContent ?? null;

describe("`/r` with a rule set's notation shows the roll's luck", () => {
  it.each<[string, number[], () => number]>([
    ["/r 2d6ko + 3", [4, 5], () => kaiserLuck({ kind: "skill", bonus: 0, advantage: 0, method: "pool" }, 9)],
    ["/r 4d6kh2ko", [6, 2, 5, 1], () => kaiserLuck({ kind: "skill", bonus: 0, advantage: 2, method: "pool" }, 11)],
    ["/r 6d12kr7", [9, 8, 2, 1, 5, 3], () => kingdomsLuck(6, 7, -3)],
    [
      "/r 3d10kckh + 2",
      [7, 4, 2],
      () => kleptoLuck({ modifier: 0, method: "coin", advantages: 2, disadvantages: 0 }, { total: 7, crit: null }),
    ],
    [
      "/r 1di + 2",
      [20],
      () =>
        kleptoLuck({ modifier: 0, method: "d10ish", advantages: 0, disadvantages: 0 }, { total: 10, crit: "success" }),
    ],
    // The Die Increase of a d12 by two stages rolls two d8s (the card's "1d12p2: Die Increase of 2").
    ["/r 1d12p2 + 1d8 + 1d6", [3, 5, 4, 2], () => ogsLuck([8, 8, 8, 6], 0, 14)],
  ])("%s", async (command, faces, expected) => {
    expect(luckUnder(await rendered(command, faces))).toBe(words(expected()));
  });

  it("in German too", async () => {
    // Foundry merges the chosen language over English, as the double's file loader does.
    harness().foundry.loadTranslations("lang/de.json");
    const text = luckUnder(await rendered("/r 6d12kr7", [9, 8, 2, 1, 5, 3]));
    expect(text).toBe(words(kingdomsLuck(6, 7, -3)));
    expect(text).not.toMatch(/Luckier/);
  });

  it("nothing for a plain roll, Foundry's own exploding dice, or a rule set's die beside another die", async () => {
    expect(luckUnder(await rendered("/r 2d6 + 1", [3, 4]))).toBeNull();
    expect(luckUnder(await rendered("/r 2d6x", [3, 4]))).toBeNull();
    expect(luckUnder(await rendered("/r 2d6ko + 1d4", [3, 4, 2]))).toBeNull();
  });

  it("the client setting turns it off", async () => {
    await game.settings.set("indie-dice", "showLuck", false);
    const html = await rendered("/r 6d12kr7", [9, 8, 2, 1, 5, 3]);
    expect(luckUnder(html)).toBeNull();
    expect(html.querySelector(".indie-dice-annotations")?.textContent).toContain("Margin");
  });
});

describe("a roll the viewer may not see shows no luck", () => {
  it("a player's blind roll: nothing on the player's client, the luck on the GM's", async () => {
    harness().foundry.setUser(PLAYER);
    harness().foundry.scriptFaces([12, 12, 1]);
    const message = await harness().foundry.chat("/br 3d12kr7");
    const playerView = renderedElement(await harness().foundry.renderMessage(must(message)));
    expect(luckUnder(playerView)).toBeNull();
    expect(playerView.textContent).not.toMatch(/Luckier/);
    harness().foundry.setUser(GM);
    const gmView = renderedElement(await harness().foundry.renderMessage(must(message)));
    expect(luckUnder(gmView)).toBe(words(kingdomsLuck(3, 7, 2)));
  });
});

describe("an inline roll shows its luck beside it", () => {
  /** A message text holding the inline roll `[[2d6ko]]` (a double six, then a 3), decorated for a viewer. */
  async function decoratedInline(isContentVisible: boolean): Promise<HTMLElement> {
    harness().foundry.scriptFaces([6, 6, 3]);
    const roll = await new Roll("2d6ko").evaluate();
    const html = document.createElement("div");
    html.append(roll.toAnchor());
    const { decorateMessage } = await import("../../../src/foundry/chat/decorate-message");
    const { ruleSetRollReaders } = await import("../../../src/foundry/rule-sets");
    decorateMessage({ rolls: [], isContentVisible }, html, () => false, ruleSetRollReaders());
    return html;
  }

  it("in the note after the roll, read from the saved roll", async () => {
    const luck = words(kaiserLuck({ kind: "skill", bonus: 0, advantage: 0, method: "pool" }, 15));
    expect((await decoratedInline(true)).querySelector(".indie-dice-inline-note")?.textContent).toBe(
      ` (Open Roll ×1, ${luck})`,
    );
  });

  it("and nothing when the message's content is hidden from the viewer", async () => {
    expect((await decoratedInline(false)).querySelector(".indie-dice-inline-note")).toBeNull();
  });
});
