// @vitest-environment happy-dom
/**
 * A roll card's markup is kept while what it is drawn from stays the same (src/foundry/dice/rolls/indie-roll.ts,
 * docs/cards.md "What a card costs"): drawn again for the same viewer, the card's template is not rendered again; for
 * another viewer, or once a rule's reading changed, it is; and a viewer who may not see the roll never gets the card
 * another viewer was drawn.
 */
import { describe, expect, it, vi } from "vitest";
import { useIndieDice } from "../support/helpers";
import { contestTable, GM, P1 } from "../support/contest-table";
import { ROLL_CARD_TEMPLATE } from "../../../src/foundry/dice/rolls/indie-roll";
import { must } from "../../kit";

const harness = useIndieDice(contestTable());

async function kingdomsRoll(faces: number[]): Promise<Roll> {
  harness().foundry.scriptFaces(faces);
  const KingdomsRoll = must(harness().dice.rolls.KingdomsRoll);
  return harness().foundry.withClient(GM, () => new KingdomsRoll("2d12kr7").evaluate());
}

/** How many times the roll card's template is rendered while `draw` runs. */
async function templateRenders(draw: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(foundry.applications.handlebars, "renderTemplate");
  try {
    await draw();
    return spy.mock.calls.filter(([template]) => template === ROLL_CARD_TEMPLATE).length;
  } finally {
    spy.mockRestore();
  }
}

describe("a roll card's markup, kept", () => {
  it("is given again to the same viewer without rendering the template again, the same markup", async () => {
    const roll = await kingdomsRoll([12, 1]);
    const first = await harness().foundry.withClient(P1, () => roll.render());
    let again = "";
    expect(
      await templateRenders(async () => (again = await harness().foundry.withClient(P1, () => roll.render()))),
    ).toBe(0);
    expect(again).toBe(first);
    expect(first).toContain("indie-dice-dice");
  });

  it("is drawn anew for another viewer, and once the world's reading of a rule changed", async () => {
    const roll = await kingdomsRoll([12, 1]);
    const before = await harness().foundry.withClient(P1, () => roll.render());
    expect(await templateRenders(() => harness().foundry.withClient(GM, () => roll.render()))).toBe(1);
    await harness().foundry.withClient(GM, () => game.settings.set("indie-dice", "kingdomsBasicRule", "positive"));
    let after = "";
    expect(
      await templateRenders(async () => (after = await harness().foundry.withClient(P1, () => roll.render()))),
    ).toBe(1);
    expect(after).not.toBe(before);
  });

  it("is never the card another viewer was drawn: a private render shows nothing of the roll", async () => {
    const roll = await kingdomsRoll([12, 1]);
    await harness().foundry.withClient(GM, () => roll.render());
    const hidden = await harness().foundry.withClient(P1, () => roll.render({ isPrivate: true }));
    expect(hidden).toContain("indie-dice-card dice-roll private");
    expect(hidden).not.toMatch(/indie-dice-dice|indie-dice-banner|2d12kr7/);
  });
});
