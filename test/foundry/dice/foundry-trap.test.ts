/**
 * The trap docs/notation.md warns of: stock Foundry reads `2d6ko` as `2d6k` (keep the highest ONE die) plus an ignored
 * `o`. Without Indie Dice the double shows the trap; with Indie Dice both dice stay. And what Indie Dice must not
 * change: Foundry's own notation, and a system's own Die class, which we build on rather than replace.
 */
import { afterEach, describe, expect, it } from "vitest";
import { installFoundryDouble, type FoundryDoubleHandle } from "../../../foundry-double";
import { diceOf, rollWith, shownDice } from "../support/helpers";
import { installIndieDice, type AdapterHarness } from "../support/setup";
import { listen } from "../../../src/foundry/hooks/init";
import { COMPOSITION } from "../../../src/root";
import { must, record } from "../../kit";

let plain: FoundryDoubleHandle | undefined;
let indie: AdapterHarness | undefined;
afterEach(() => {
  indie?.foundry.uninstall();
  plain?.uninstall();
  indie = undefined;
  plain = undefined;
});

/** Rolls a formula in a Foundry without Indie Dice. */
async function rollPlain(formula: string, faces: number[]): Promise<Roll> {
  plain = installFoundryDouble();
  plain.scriptFaces(faces);
  return new Roll(formula).evaluate();
}

describe("the trap: stock Foundry misreads our notation without a word", () => {
  it("without Indie Dice, 2d6ko keeps the highest ONE die", async () => {
    const roll = await rollPlain("2d6ko", [6, 2]);
    expect(roll.total).toBe(6);
    expect(diceOf(roll)[0]?.results).toEqual([
      { result: 6, active: true },
      { result: 2, active: false, discarded: true },
    ]);
    expect(plain?.notifications).toEqual([]);
  });

  it("with Indie Dice, 2d6ko keeps both dice", async () => {
    indie = installIndieDice();
    const roll = await rollWith(indie, "2d6ko", [6, 2]);
    expect(roll.total).toBe(8);
    expect(diceOf(roll)[0]?.results).toEqual([
      { result: 6, active: true },
      { result: 2, active: true },
    ]);
  });

  it("without Indie Dice, 3d6kh2ko keeps two and then, through the stray k, only one", async () => {
    const roll = await rollPlain("3d6kh2ko", [6, 6, 3]);
    expect(roll.total).toBe(6);
  });

  it("with Indie Dice, 3d6kh2ko keeps the best two and opens the roll on their sixes", async () => {
    indie = installIndieDice();
    const roll = await rollWith(indie, "3d6kh2ko", [6, 6, 3, 4]);
    expect(roll.total).toBe(6 + 6 + 4);
  });

  it(
    "with Indie Dice, 2d6dl2ko drops no die, " +
      "as Foundry's drop of every die does, and opens the roll as 2d6ko (issue 42)",
    async () => {
      indie = installIndieDice();
      const roll = await rollWith(indie, "2d6dl2ko", [6, 6, 4]);
      expect(roll.total).toBe(6 + 6 + 4);
    },
  );

  it("without Indie Dice, 6d12kr7 is no Margin: one die is kept", async () => {
    const roll = await rollPlain("6d12kr7", [12, 1, 7, 8, 3, 12]);
    expect(diceOf(roll)[0]?.results.filter((r) => r.active)).toHaveLength(1);
    expect(roll.total).toBe(12);
  });
});

describe("Foundry's own notation is untouched", () => {
  const STOCK: readonly [string, number[]][] = [
    ["4d6kh3 + 2", [3, 5, 3, 6]],
    ["2d20kl", [17, 4]],
    ["3d6x", [6, 2, 6, 1, 5]],
    ["2d6xo", [6, 6, 6, 6]],
    ["4d6r1", [1, 3, 4, 5, 1]],
    ["5d10cs>7", [8, 7, 10, 1, 3]],
    ["6d6dl2 - 1", [1, 2, 3, 4, 5, 6]],
    ["1d20min10", [3]],
    ["(2d4)d6", [1, 2, 6, 3, 5]],
  ];

  for (const [formula, faces] of STOCK) {
    it(`${formula} rolls, totals and renders exactly as in stock Foundry`, async () => {
      const stock = await rollPlain(formula, faces);
      const stockHtml = await stock.render();
      indie = installIndieDice();
      const ours = await rollWith(indie, formula, faces);
      expect(ours.total).toBe(stock.total);
      expect(diceOf(ours).map((d) => d.results)).toEqual(diceOf(stock).map((d) => d.results));
      // The same classes in the tooltip too: styles and other modules look for `li.roll.die.d6`.
      expect(await ours.render()).toBe(stockHtml);
      expect(indie.foundry.notifications).toEqual([]);
    });
  }
});

describe("registration", () => {
  it("leaves Foundry's Die in place, extends it for our terms, registers the d10ish die, appends Roll classes", () => {
    plain = installFoundryDouble();
    const StockDie = CONFIG.Dice.terms.d;
    const StockRoll = CONFIG.Dice.rolls[0];
    const stockRollCount = CONFIG.Dice.rolls.length;
    plain.uninstall();
    plain = undefined;
    indie = installIndieDice();
    const { IndieDie, D10ishDie, IndieRollParser } = indie.dice;
    // A guest (docs/notation.md): `d` stays Foundry's own Die, which systems and modules look for.
    expect(CONFIG.Dice.terms.d).toBe(foundry.dice.terms.Die);
    expect(CONFIG.Dice.terms.d).toBe(StockDie);
    expect(Object.getPrototypeOf(IndieDie)).toBe(foundry.dice.terms.Die);
    // Named as the Die it extends (Dice So Nice and Foundry's tooltip classes know a standard die by that name),
    // saved and loaded as IndieDie.
    expect(IndieDie.name).toBe("Die");
    expect(new IndieDie({ number: 1, faces: 6 }).toJSON().class).toBe("IndieDie");
    expect(must(D10ishDie).name).toBe("D10ishDie");
    expect(record(CONFIG.Dice.terms).i).toBe(D10ishDie);
    expect(CONFIG.Dice.termTypes.IndieDie).toBe(IndieDie);
    expect(CONFIG.Dice.termTypes.D10ishDie).toBe(D10ishDie);
    expect(CONFIG.Dice.parser).toBe(IndieRollParser);
    expect(StockDie?.name).toBe("Die");
    expect(CONFIG.Dice.rolls[0]).toBe(StockRoll);
    expect(CONFIG.Dice.rolls.length).toBeGreaterThan(stockRollCount);
    expect(Object.keys(IndieDie.MODIFIERS)).toEqual(expect.arrayContaining(["ko", "kr", "kc", "p", "kh", "x", "cs"]));
  });

  it(
    "builds on a system's own Die class: " + "the system's modifier and ours both work, and its tooltip class stays",
    async () => {
      plain = installFoundryDouble();
      const FoundryDie = foundry.dice.terms.Die;
      // A system's die with a modifier of its own (`ex`: every even face counts double) and its own name.
      class SystemDie extends FoundryDie {
        static override MODIFIERS = { ...FoundryDie.MODIFIERS, ex: "evenDouble" };

        evenDouble(): void {
          for (const r of this.results) if (r.result % 2 === 0) r.count = 2 * r.result;
        }
      }
      Hooks.once("init", () => {
        CONFIG.Dice.terms.d = SystemDie;
      });
      listen(COMPOSITION);
      plain.runLifecycle();
      plain.scriptFaces([6, 6, 6, 3, 4, 5]);
      const kaiser = await new Roll("2d6ko").evaluate();
      const system = await new Roll("2d6ex").evaluate();
      expect(kaiser.dice[0]).toBeInstanceOf(SystemDie);
      expect(kaiser.total).toBe(6 + 6 + 6 + 3);
      expect(system.total).toBe(8 + 5);
      expect(shownDice(await system.render()).map((s) => s.classes[0])).toEqual(["systemdie", "systemdie"]);
    },
  );
});
