/**
 * The Kaiser Roll class: a check's formula per the spec, the sequential advantage method (rerolled dice stay,
 * struck out), a difficulty check's outcome, and the Fumble Level a fumbled difficulty check rolls — through
 * Foundry's evaluation, chat and reload.
 */
import { describe, expect, it } from "vitest";
import { cardOf, diceOf, resultsOf, useIndieDice } from "../../../foundry/support/helpers";
import { usePhysicalDice } from "../../../foundry/support/physical-dice";
import type { KaiserRollOptions } from "../../../../src/rule-sets/kaiser/foundry/roll";
import { must } from "../../../kit";

const harness = useIndieDice();

function kaiserRoll(spec: KaiserRollOptions) {
  return harness().dice.rolls.KaiserRoll.fromCheck(spec);
}

/** Builds and evaluates a check with these faces served through fulfillment. */
async function check(spec: KaiserRollOptions, faces: number[]) {
  harness().foundry.scriptFaces(faces);
  const roll = await kaiserRoll(spec).evaluate();
  expect(harness().foundry.scriptedRemaining).toBe(0);
  return roll;
}

/** The card's banner as [text, tone]: the words a player reads and the tone its icon shows. */
const lines = (roll: Parameters<typeof cardOf>[0]) => {
  const card = cardOf(roll);
  return card ? [[card.banner.text, card.banner.tone]] : [];
};

describe("the formula of a check", () => {
  const FORMULAS: readonly [KaiserRollOptions, string][] = [
    [{ kind: "characteristic", bonus: 3 }, "1d6 + 3"],
    [{ kind: "characteristic", bonus: -2 }, "1d6 - 2"],
    [{ kind: "skill", bonus: 3 }, "2d6ko + 3"],
    [{ kind: "skill", bonus: 0 }, "2d6ko"],
    [{ kind: "skill", bonus: 3, advantage: 2, method: "pool" }, "4d6kh2ko + 3"],
    [{ kind: "skill", bonus: 1, advantage: -1, method: "pool" }, "3d6kl2ko + 1"],
    [{ kind: "skill", bonus: 3, advantage: 2, method: "sequential" }, "2d6ko + 3"],
    [{ kind: "resistance", bonus: 2 }, "2d6 + 2"],
    [{ kind: "resistance", bonus: 2, advantage: 1, method: "pool" }, "3d6kh2 + 2"],
  ];
  for (const [spec, formula] of FORMULAS) {
    it(`${JSON.stringify(spec)} → ${formula}`, () => {
      const roll = kaiserRoll(spec);
      expect(roll.formula).toBe(formula);
      expect(roll.options).toMatchObject(spec);
    });
  }

  it("the advantage method defaults to the world setting", async () => {
    expect(kaiserRoll({ kind: "skill", bonus: 0, advantage: 1 }).formula).toBe("3d6kh2ko");
    await game.settings.set("indie-dice", "kaiserAdvantageMethod", "sequential");
    const roll = kaiserRoll({ kind: "skill", bonus: 0, advantage: 1 });
    expect(roll.formula).toBe("2d6ko");
    expect(roll.options).toMatchObject({ method: "sequential" });
  });
});

describe("the pool method", () => {
  it("A2 keeps the best two of four; their sixes open the roll", async () => {
    const roll = await check({ kind: "skill", bonus: 3, advantage: 2, method: "pool" }, [2, 6, 5, 6, 3]);
    expect(roll.total).toBe(6 + 6 + 3 + 3);
    expect(roll.check).toMatchObject({ kept: [6, 6], dropped: [2, 5], openRollDice: [3], total: 18 });
    expect(lines(roll)).toEqual([["Open Roll — Total 18", "critical"]]);
  });
});

describe("the sequential method", () => {
  const sequential = (advantage: number): KaiserRollOptions => ({
    kind: "skill",
    bonus: 0,
    advantage,
    method: "sequential",
  });

  it("A2 rerolls the lowest die once per level; the rerolled dice stay, struck out", async () => {
    const roll = await check(sequential(2), [2, 5, 4, 3]);
    expect(resultsOf(must(roll.dice[0]))).toEqual([
      { result: 2, active: false, rerolled: true },
      { result: 5, active: true },
      { result: 4, active: false, rerolled: true },
      { result: 3, active: true },
    ]);
    expect(roll.total).toBe(8);
    expect(roll.check).toMatchObject({ kept: [5, 3], total: 8 });
  });

  it("D1 rerolls the highest die", async () => {
    const roll = await check(sequential(-1), [3, 5, 1]);
    expect(resultsOf(must(roll.dice[0])).map((r) => r.active)).toEqual([true, false, true]);
    expect(roll.total).toBe(4);
  });

  it("D2 can reroll into a Fumble", async () => {
    const roll = await check(sequential(-2), [4, 2, 1, 1]);
    expect(resultsOf(must(roll.dice[0]))).toEqual([
      { result: 4, active: false, rerolled: true },
      { result: 2, active: false, rerolled: true },
      { result: 1, active: true, indie: "fumble", failure: true },
      { result: 1, active: true, indie: "fumble", failure: true },
    ]);
    expect(roll.check?.fumble).toBe(true);
    expect(lines(roll)).toEqual([["Fumble — an immediate failure", "fumble"]]);
  });

  it("A3 stops at once on a double six, which opens the roll", async () => {
    const roll = await check(sequential(3), [6, 6, 6, 2]);
    expect(resultsOf(must(roll.dice[0])).map((r) => [r.result, r.rerolled ?? false, r.indie])).toEqual([
      [6, false, undefined],
      [6, false, undefined],
      [6, false, "open-roll"],
      [2, false, "open-roll"],
    ]);
    expect(roll.total).toBe(20);
  });
});

describe("a difficulty check", () => {
  const skill = (difficulty: number): KaiserRollOptions => ({ kind: "skill", bonus: 3, difficulty });

  it("succeeds with the degrees of success", async () => {
    expect(lines(await check(skill(10), [4, 5]))).toEqual([["Success — 2 DoS", "success"]]);
  });

  it("meeting the difficulty exactly is one degree of success", async () => {
    expect(lines(await check(skill(10), [3, 4]))).toEqual([["Success — 1 DoS", "success"]]);
  });

  it("fails with the degrees of failure", async () => {
    expect(lines(await check(skill(10), [2, 3]))).toEqual([["Failure — 2 DoF", "failure"]]);
  });

  it("shows its outcome in the chat template", async () => {
    const html = await (await check(skill(10), [4, 5])).render();
    expect(html).toContain('data-rule-set="kaiser"');
    expect(html).toMatch(/<p class="indie-dice-banner success"><i [^>]*><\/i> Success — 2 DoS<\/p>/);
    expect(html).toContain('<h4 class="dice-total success">12</h4>');
  });

  it("a Fumble fails and rolls 2d6 for the Fumble Level, kept with the roll's side dice", async () => {
    const roll = await check(skill(5), [1, 1, 3, 4]);
    expect(roll.total).toBe(1 + 1 + 3);
    const [level, pair] = roll.dice;
    expect(diceOf(roll).map((d) => [d.cls, d.results.map((r) => r.result)])).toEqual([
      // The Fumble Level is a plain 2d6: Foundry's own Die; the check's pair carries `ko`: ours.
      ["Die", [3, 4]],
      ["IndieDie", [1, 1]],
    ]);
    expect(roll.terms[0]).toBe(pair);
    expect(level?.flavor).toBe("Fumble Level");
    expect(lines(roll)).toEqual([["Fumble — 1 DoF, Fumble Level 7", "fumble"]]);
  });

  it("a Fumble without a difficulty rolls no Fumble Level", async () => {
    const roll = await check({ kind: "skill", bonus: 3 }, [1, 1]);
    expect(roll.dice).toHaveLength(1);
    expect(lines(roll)).toEqual([["Fumble — an immediate failure", "fumble"]]);
  });

  it("characteristic and resistance checks have no Open Roll or Fumble", async () => {
    const characteristic = await check({ kind: "characteristic", bonus: 0, difficulty: 3 }, [1]);
    const resistance = await check({ kind: "resistance", bonus: 0, difficulty: 13 }, [6, 6]);
    const ones = await check({ kind: "resistance", bonus: 0, difficulty: 3 }, [1, 1]);
    expect(lines(characteristic)).toEqual([["Failure — 2 DoF", "failure"]]);
    expect(lines(resistance)).toEqual([["Failure — 1 DoF", "failure"]]);
    expect(lines(ones)).toEqual([["Failure — 1 DoF", "failure"]]);
    expect(ones.dice).toHaveLength(1);
  });
});

describe("saving and reloading", () => {
  const SPECS: readonly [string, KaiserRollOptions, number[]][] = [
    [
      "an open roll at A2 (pool)",
      { kind: "skill", bonus: 3, advantage: 2, method: "pool", difficulty: 12 },
      [2, 6, 5, 6, 3],
    ],
    [
      "a sequential A2 check",
      { kind: "skill", bonus: 0, advantage: 2, method: "sequential", difficulty: 7 },
      [2, 5, 4, 3],
    ],
    ["a fumbled difficulty check", { kind: "skill", bonus: 3, difficulty: 5 }, [1, 1, 3, 4]],
  ];

  for (const [title, spec, faces] of SPECS) {
    it(`${title}: JSON → Roll.fromData is a KaiserRoll with the same dice, outcome and HTML`, async () => {
      const { dice, foundry } = harness();
      const roll = await check(spec, faces);
      const rendered = await roll.render();
      foundry.scriptFaces([]);
      const copy = Roll.fromData(JSON.parse(JSON.stringify(roll))) as typeof roll;
      expect(copy).toBeInstanceOf(dice.rolls.KaiserRoll);
      expect(copy.total).toBe(roll.total);
      expect(diceOf(copy)).toEqual(diceOf(roll));
      expect(lines(copy)).toEqual(lines(roll));
      expect(await copy.render()).toBe(rendered);
    });

    it(`${title}: a chat message renders the same after a reload`, async () => {
      const { dice, foundry } = harness();
      const roll = await check(spec, faces);
      const message = await roll.toMessage();
      const rendered = await foundry.renderMessage(message);
      foundry.scriptFaces([]);
      const [reloaded] = foundry.reloadMessages();
      expect(reloaded?.rolls[0]).toBeInstanceOf(dice.rolls.KaiserRoll);
      expect(await foundry.renderMessage(must(reloaded))).toBe(rendered);
    });
  }
});

describe("the Fumble Level under interactive fulfillment", () => {
  // The Fumble Level die is rooted in its roll and rolled before the dice-entry window closes, so the player's
  // physical dice are asked for it in the same window (the coin of `kc` works the same way; see auxiliary-coin.ts).
  it("asks the player's physical dice for the Fumble Level too", async () => {
    const physical = await usePhysicalDice(["d6"], [1, 1, 3, 4]);
    const roll = await kaiserRoll({ kind: "skill", bonus: 3, difficulty: 5 }).evaluate();
    expect(physical.remaining).toEqual([]);
    expect(lines(roll)).toEqual([["Fumble — 1 DoF, Fumble Level 7", "fumble"]]);
  });
});
