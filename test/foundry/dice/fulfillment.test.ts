/**
 * Every die Indie Dice rolls is a Foundry die drawn through `DiceTerm#roll` and Foundry's fulfillment: the seeded
 * `CONFIG.Dice.randomUniform`, a non-interactive handler, or an interactive resolver (manual entry, physical dice).
 * Chain dice, crit coins and the real dice of an OGS Die Increase included; Math.random never.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { uniformForFace } from "../../../foundry-double";
import { diceOf, resultsOf, useIndieDice } from "../support/helpers";
import { NOTATION_CASES } from "../support/notation-cases";
import { usePhysicalDice } from "../support/physical-dice";
import { must } from "../../kit";
import { cases } from "../../quick";

const harness = useIndieDice();

let mathRandom: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  mathRandom = vi.spyOn(Math, "random").mockImplementation(() => {
    throw new Error("Math.random was called: dice must come from CONFIG.Dice.randomUniform");
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const FORMULAS = [...new Set(NOTATION_CASES.map((c) => c.formula))];

/** Rolls a formula `times` times with the random stream reseeded first; returns what each roll holds. */
async function seededRolls(seed: number, formulas: readonly string[]): Promise<string[]> {
  harness().foundry.seed(seed);
  const held: string[] = [];
  for (const formula of formulas) {
    const roll = await new Roll(formula).evaluate();
    held.push(JSON.stringify({ total: roll.total, dice: diceOf(roll) }));
  }
  return held;
}

describe("a seeded CONFIG.Dice.randomUniform makes every row repeatable", () => {
  it("the same seed rolls the same dice, chains, coins and expansions", async () => {
    // Enough rolls that chains, coins and fumbles come up (the stream is seeded, so this is no matter of luck).
    const formulas = Array.from({ length: cases(100, 20) }, () => FORMULAS).flat();
    const first = await seededRolls(20261121, formulas);
    const second = await seededRolls(20261121, formulas);
    expect(second).toEqual(first);
    const other = await seededRolls(7, formulas);
    expect(other).not.toEqual(first);
    // The seeded run really met the dice that need extra draws.
    expect(first.some((held) => held.includes('"open-roll"'))).toBe(true);
    expect(first.some((held) => held.includes('"cls":"Coin"'))).toBe(true);
    expect(first.some((held) => held.includes('"fumble"'))).toBe(true);
  });

  it("each seeded roll draws from CONFIG.Dice.randomUniform, never from Math.random", async () => {
    const draws = vi.fn(CONFIG.Dice.randomUniform);
    CONFIG.Dice.randomUniform = draws;
    await seededRolls(3, FORMULAS);
    expect(draws).toHaveBeenCalled();
    expect(mathRandom).not.toHaveBeenCalled();
  });
});

describe("scripted uniform draws go through each die's mapRandomFace", () => {
  const u = uniformForFace;

  it("2d6ko: the chain dice are drawn like the first two", async () => {
    harness().foundry.scriptUniform([u(6, 6), u(6, 6), u(6, 6), u(2, 6)]);
    const roll = await new Roll("2d6ko").evaluate();
    expect(harness().foundry.scriptedRemaining).toBe(0);
    expect(roll.total).toBe(20);
  });

  it("1d10kc: the coin is a Foundry coin (a draw of 0.5 or more is heads)", async () => {
    harness().foundry.scriptUniform([u(10, 10), 0.75, u(10, 10), 0.25]);
    const heads = await new Roll("1d10kc").evaluate();
    const tails = await new Roll("1d10kc").evaluate();
    expect(harness().foundry.scriptedRemaining).toBe(0);
    expect([heads.total, tails.total]).toEqual([10, 0]);
  });

  it("1di: a uniform draw picks one of the 20 faces, which shows its d10ish value", async () => {
    const faces = Array.from({ length: 20 }, (_, i) => i + 1);
    harness().foundry.scriptUniform(faces.map((face) => u(face, 20)));
    const values: number[] = [];
    for (const _face of faces) values.push((await new Roll("1di").evaluate()).total);
    expect(values).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10]);
  });

  it("10d6p2: the ten d10 of the expansion are each drawn as a d10", async () => {
    harness().foundry.scriptUniform(Array.from({ length: 10 }, () => u(10, 10)));
    const roll = await new Roll("10d6p2").evaluate();
    expect(roll.total).toBe(100);
    expect(harness().foundry.scriptedRemaining).toBe(0);
  });
});

interface Draw {
  readonly denomination: string;
  readonly explode: boolean;
}

/**
 * A non-interactive fulfillment method, the way a module plugs in its own dice source: it records every die it
 * is asked for and serves the given faces.
 */
function installRecordingMethod(faces: number[]): Draw[] {
  const draws: Draw[] = [];
  const queue = [...faces];
  const handler = async (term: foundry.dice.terms.DiceTerm, options: { explode?: boolean } = {}) => {
    draws.push({ denomination: term.denomination, explode: options.explode === true });
    return queue.shift();
  };
  CONFIG.Dice.fulfillment.methods.recording = {
    label: "Recording",
    interactive: false,
    handler,
  } as CONFIG.Dice.FulfillmentMethod;
  CONFIG.Dice.fulfillment.defaultMethod = "recording";
  return draws;
}

describe("every die is asked of the configured fulfillment method", () => {
  it("2d6ko: the open roll's dice are drawn as explosions of the d6 term", async () => {
    const draws = installRecordingMethod([6, 6, 6, 2]);
    const roll = await new Roll("2d6ko").evaluate();
    expect(roll.total).toBe(20);
    expect(draws).toEqual([
      { denomination: "d6", explode: false },
      { denomination: "d6", explode: false },
      { denomination: "d6", explode: true },
      { denomination: "d6", explode: true },
    ]);
  });

  it("1d10kc: the crit coin is drawn as a coin, after the d10", async () => {
    const draws = installRecordingMethod([10, 1]);
    await new Roll("1d10kc").evaluate();
    expect(draws.map((d) => d.denomination)).toEqual(["d10", "c"]);
  });

  it("1d12p5: the real dice of the Die Increase are drawn with their real sizes", async () => {
    const draws = installRecordingMethod([8, 7, 6]);
    const roll = await new Roll("1d12p5").evaluate();
    expect(roll.total).toBe(21);
    expect(draws.map((d) => d.denomination)).toEqual(["d8", "d8", "d6"]);
  });

  it("1di: the d10ish die is asked for under its own denomination, so it can be configured apart", async () => {
    const draws = installRecordingMethod([20]);
    const roll = await new Roll("1di").evaluate();
    expect(roll.total).toBe(10);
    expect(draws.map((d) => d.denomination)).toEqual(["di"]);
    expect(CONFIG.Dice.fulfillment.dice.di).toMatchObject({ icon: expect.stringContaining("d20") });
  });
});

describe("interactive fulfillment: dice entered by hand or read from physical dice", () => {
  it("1di: a d20 face entered by the resolver becomes its d10ish value", async () => {
    const physical = await usePhysicalDice(["di"], [17]);
    const roll = await new Roll("1di").evaluate();
    expect(roll.total).toBe(8);
    expect(physical.remaining).toEqual([]);
  });

  it("4dikl: entered faces 20, 14, 11, 9 are 10, 7, 5, 4 and the lowest is kept", async () => {
    const physical = await usePhysicalDice(["di"], [20, 14, 11, 9]);
    const roll = await new Roll("4dikl").evaluate();
    expect(roll.total).toBe(4);
    expect(physical.remaining).toEqual([]);
    expect(resultsOf(must(roll.dice[0])).map((r) => [r.result, r.active, r.indie])).toEqual([
      [10, false, "crit-success"],
      [7, false, undefined],
      [5, false, undefined],
      [4, true, undefined],
    ]);
  });

  it("2d6ko: the resolver is asked for each open-roll die as an explosion", async () => {
    const physical = await usePhysicalDice(["d6"], [6, 6, 6, 1]);
    const roll = await new Roll("2d6ko").evaluate();
    expect(roll.total).toBe(19);
    expect(physical.explodePrompts).toEqual(["d6", "d6"]);
  });

  it("1d10kc: the crit coin is added to the resolver and entered like any die", async () => {
    const physical = await usePhysicalDice(["d10", "c"], [10, 0]);
    const roll = await new Roll("1d10kc").evaluate();
    expect(roll.total).toBe(0);
    expect(physical.remaining).toEqual([]);
  });

  it("1d12p1: the resolver asks for the real d8 and d6 of the Die Increase", async () => {
    const physical = await usePhysicalDice(["d8", "d6"], [8, 5]);
    const roll = await new Roll("1d12p1").evaluate();
    expect(roll.total).toBe(13);
    expect(physical.remaining).toEqual([]);
  });

  it("maximize and minimize give the d10ish die's 10 and 0", async () => {
    expect((await new Roll("1di").evaluate({ maximize: true })).total).toBe(10);
    expect((await new Roll("1di").evaluate({ minimize: true })).total).toBe(0);
    expect(new Roll("1di + 2").evaluateSync({ maximize: true }).total).toBe(12);
    expect(new Roll("4dikl").evaluateSync({ minimize: true }).total).toBe(0);
  });
});
