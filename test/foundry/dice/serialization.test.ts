/**
 * Every roll survives `JSON.stringify` → `Roll.fromData` and renders the same after a reload (docs/architecture.md,
 * "A roll's path"): the term classes are found again by name, and the results keep their flags and `indie` marks.
 */
import { describe, expect, it } from "vitest";
import { diceOf, rollWith, useIndieDice } from "../support/helpers";
import { NOTATION_CASES } from "../support/notation-cases";
import { CHAIN_LIMIT } from "../../../src/core/chain-limit";
import { must } from "../../kit";

const harness = useIndieDice();

/** Saves a roll as Foundry stores it, and loads it back. */
function reload(roll: Roll): ReturnType<typeof Roll.fromData> {
  return Roll.fromData(JSON.parse(JSON.stringify(roll)));
}

describe("JSON.stringify → Roll.fromData, for each notation row", () => {
  for (const c of NOTATION_CASES) {
    it(c.title, async () => {
      const roll = await rollWith(harness(), c.formula, c.faces);
      const rendered = await roll.render();
      const json = JSON.stringify(roll);
      // Loading must not roll anything again: the empty script would throw.
      harness().foundry.scriptFaces([]);
      const copy = Roll.fromData(JSON.parse(json));
      expect(copy).not.toBe(roll);
      expect(copy.constructor).toBe(roll.constructor);
      expect(copy.total).toBe(c.total);
      expect(copy.formula).toBe(roll.formula);
      expect(copy.dice.map((die) => die.constructor)).toEqual(roll.dice.map((die) => die.constructor));
      expect(diceOf(copy)).toEqual(c.dice);
      expect(await copy.render()).toBe(rendered);
      expect(JSON.stringify(copy)).toBe(json);
    });
  }
});

describe("a /r chat message, reloaded, renders the same, for each notation row", () => {
  for (const c of NOTATION_CASES) {
    it(c.title, async () => {
      const { foundry } = harness();
      foundry.scriptFaces(c.faces);
      const message = must(await foundry.chat(`/r ${c.formula}`));
      const rendered = await foundry.renderMessage(message);
      foundry.scriptFaces([]);
      const [reloaded] = foundry.reloadMessages();
      expect(reloaded).not.toBe(message);
      expect(reloaded?.id).toBe(message.id);
      expect(await foundry.renderMessage(must(reloaded))).toBe(rendered);
      const [roll] = must(reloaded).rolls;
      expect(roll?.total).toBe(c.total);
      expect(diceOf(must(roll))).toEqual(c.dice);
    });
  }
});

describe("what a reload must keep besides the dice", () => {
  it("the classes are ours, found by name in CONFIG.Dice", async () => {
    const { dice } = harness();
    const kaiser = reload(await rollWith(harness(), "2d6ko", [3, 4]));
    const klepto = reload(await rollWith(harness(), "1di", [5]));
    expect(kaiser.dice[0]).toBeInstanceOf(dice.IndieDie);
    expect(klepto.dice[0]).toBeInstanceOf(dice.D10ishDie);
  });

  it("1d10kc: the crit coin stays with the roll's side dice", async () => {
    const copy = reload(await rollWith(harness(), "1d10kc", [10, 1]));
    const [coin, die] = copy.dice;
    expect(copy.dice).toHaveLength(2);
    expect(coin).toBeInstanceOf(foundry.dice.terms.Coin);
    expect(coin?.results).toEqual([{ result: 1, active: true }]);
    expect(copy.terms).toEqual([die]);
  });

  it("1d12p2: the expansion remembers what was written", async () => {
    const copy = reload(await rollWith(harness(), "1d12p2", [3, 4]));
    expect(copy.terms[0]?.options).toMatchObject({ indieDieIncrease: { written: "1d12p2", stages: 2 } });
  });

  it("2d6ko: a capped chain stays marked capped", async () => {
    const sixes = Array.from({ length: 2 + CHAIN_LIMIT }, () => 6);
    const copy = reload(await rollWith(harness(), "2d6ko", sixes));
    expect(copy.dice[0]?.options).toMatchObject({ indieCapped: true });
    expect(copy.total).toBe(6 * sixes.length);
  });
});
