// @vitest-environment happy-dom
/**
 * Luck on an outcome card, as a player sees it: where the roll fell in its own exact distribution, for every rule
 * set; never on a roll the viewer may not see; gone with the client setting off.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { luckOf } from "../../../src/core/odds/luck-of";
import { settle } from "../support/dialog-harness";
import { spyWarnings, useContestTable, GM, P1, P2 } from "../support/contests-harness";
import { must, renderedElement } from "../../kit";

const table = useContestTable();

beforeEach(() => void spyWarnings());
afterEach(() => vi.restoreAllMocks());

type RollOf = (rolls: ReturnType<typeof table>["dice"]["rolls"]) => {
  evaluate(): Promise<{ toMessage(): Promise<unknown> }>;
};

const KINGDOMS: RollOf = (rolls) => rolls.KingdomsRoll.fromTest({ dice: 2, dt: 7 });

/** Posts one of our rolls (as the dialogs do) as a user in a message mode, and draws it for another user's client. */
async function postAndDraw(
  author: string,
  viewer: string,
  rollOf: RollOf,
  faces: number[],
  mode = "publicroll",
): Promise<HTMLElement> {
  await table().foundry.setChatMode(mode);
  table().foundry.scriptFaces(faces);
  const message = await table().foundry.withClient(author, async () =>
    (await rollOf(table().dice.rolls).evaluate()).toMessage(),
  );
  await table().foundry.setChatMode("publicroll");
  await settle(5);
  return table().foundry.withClient(viewer, async () =>
    renderedElement(await table().foundry.renderMessage(must(game.messages).get((message as { id: string }).id))),
  );
}

const luckLine = (html: HTMLElement) => html.querySelector<HTMLElement>(".indie-dice-luck");

describe("luck on an outcome card", () => {
  it("a K&R roll says how lucky its Margin was, the very figure of the exact distribution", async () => {
    const html = await postAndDraw(P1, P2, KINGDOMS, [9, 10]);
    expect(luckLine(html)?.textContent).toMatch(/^Luckier than [\d.]+% of such rolls$/);
    expect(Number(luckLine(html)?.dataset.probability)).toBeCloseTo(luckOf.kingdoms(2, 7, 2), 12);
  });

  it("every rule set's card has one", async () => {
    const cases: [string, RollOf, number[]][] = [
      [
        "Kaiser",
        (rolls) => rolls.KaiserRoll.fromCheck({ kind: "skill", bonus: 3, advantage: 0, method: "pool" }),
        [4, 5],
      ],
      [
        "OGS",
        (rolls) =>
          rolls.OgsRoll.fromCheck({
            stat: 6,
            skill: 8,
            modifier: null,
            stages: 0,
            increaseTarget: "modifier",
            flatBonus: 0,
          }),
        [3, 4, 5],
      ],
      [
        "Kleptonomicon",
        (rolls) => rolls.KleptoRoll.fromTest({ modifier: 2, advantages: 0, disadvantages: 0, method: "coin" }),
        [7],
      ],
      ["Olde", (rolls) => rolls.OldeRoll.fromSpec({ count: 2, faces: 6, adjustment: 0, unlimited: false }), [3, 4]],
    ];
    for (const [name, rollOf, faces] of cases)
      expect(luckLine(await postAndDraw(P1, P2, rollOf, faces)), name).not.toBeNull();
  });

  it("a blind roll shows its roller no luck, while the GM sees it", async () => {
    expect(luckLine(await postAndDraw(P1, P1, KINGDOMS, [9, 10], "blindroll"))).toBeNull();
    expect(luckLine(await postAndDraw(P1, GM, KINGDOMS, [9, 10], "blindroll"))).not.toBeNull();
    expect(luckLine(await postAndDraw(P1, P2, KINGDOMS, [9, 10], "gmroll"))).toBeNull();
  });

  it("the client setting turns it off for that user only", async () => {
    await table().foundry.withClient(P2, () => game.settings.set("indie-dice", "showLuck", false));
    expect(luckLine(await postAndDraw(P1, P2, KINGDOMS, [9, 10]))).toBeNull();
  });
});
