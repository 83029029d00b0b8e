/**
 * A guest never changes the house (docs/notation.md "A guest in every world"): with Indie Dice loaded, every roll a
 * system or another module makes means what it meant — the same die classes, denominations and modifiers — and
 * where one of our keys is already the world's, ours yields. The systems' dice are loaded as the systems load them,
 * in their own `init`, before ours (foundry-double/dice/guests: YZUR 6.1.1 for Blade Runner, Star Wars FFG 2.0.3).
 */
import { afterEach, describe, expect, it } from "vitest";
import { installFoundryDouble, type FoundryDoubleHandle } from "../../../foundry-double";
import { registerYearZero, YearZeroRoll, type YearZeroGame } from "../../../foundry-double/dice/guests/year-zero";
import { DifficultyDie, registerStarWarsFfgDice } from "../../../foundry-double/dice/guests/star-wars-ffg";
import { listen } from "../../../src/foundry/hooks/init";
import { COMPOSITION } from "../../../src/root";
import { must } from "../../kit";

let world: FoundryDoubleHandle | undefined;
let undo: (() => void) | undefined;
afterEach(() => {
  undo?.();
  world?.uninstall();
  undo = undefined;
  world = undefined;
});

/** A world whose system registers its dice in its own `init` (before any module's), with or without Indie Dice. */
function worldWith(registerSystemDice: () => (() => void) | void, withIndieDice: boolean): FoundryDoubleHandle {
  world = installFoundryDouble();
  Hooks.once("init", () => {
    undo = registerSystemDice() ?? undefined;
  });
  if (withIndieDice) listen(COMPOSITION);
  world.runLifecycle();
  return world;
}

const yearZero = (game: YearZeroGame) => () => registerYearZero(game);

describe("Blade Runner's rolls through YZUR's dice", () => {
  for (const withIndieDice of [false, true]) {
    it(`score their successes and can be pushed ${withIndieDice ? "with" : "without"} Indie Dice`, async () => {
      const handle = worldWith(yearZero("br"), withIndieDice);
      // d10 + d8 (Blade Runner's roller: one die per entry, YearZeroRoll.forge): 7 and 6 are a success each.
      handle.scriptFaces([7, 6]);
      const roll = YearZeroRoll.forge([
        { term: "10", number: 1 },
        { term: "8", number: 1 },
      ]);
      await roll.evaluate();
      expect(roll.dice.map((die) => die.constructor.name)).toEqual(["D10BladeRunnerDie", "D8BladeRunnerDie"]);
      expect(roll.successCount).toBe(2);
      // The d10's 7 is not locked (d10 locks 1 and 10), the d8's 6 is: a push re-rolls the d10 alone.
      expect(roll.pushable).toBe(true);
      handle.scriptFaces([10]);
      await roll.push();
      expect(roll.dice[0]?.results.map((r) => r.result)).toEqual([7, 10]);
      expect(roll.successCount).toBe(2 + 1);
      expect(roll.pushable).toBe(false);
    });
  }

  it("a saved Blade Runner roll loads back as YZUR's dice with Indie Dice", async () => {
    const handle = worldWith(yearZero("br"), true);
    handle.scriptFaces([12]);
    const roll = await YearZeroRoll.forge([{ term: "12", number: 1 }]).evaluate();
    const loaded = Roll.fromJSON(JSON.stringify(roll.toJSON()));
    expect(loaded.dice[0]?.constructor.name).toBe("D12BladeRunnerDie");
  });
});

describe("Star Wars FFG's difficulty die `i`", () => {
  for (const withIndieDice of [false, true]) {
    it(`2di rolls two difficulty dice ${withIndieDice ? "with" : "without"} Indie Dice`, async () => {
      const handle = worldWith(registerStarWarsFfgDice, withIndieDice);
      handle.scriptFaces([3, 8]);
      const roll = await new Roll("2di").evaluate();
      const [die] = roll.dice;
      expect(die).toBeInstanceOf(DifficultyDie);
      expect(must(die).results.map((r) => r.result)).toEqual([3, 8]);
      expect(die instanceof DifficultyDie ? die.ffg : null).toEqual({ failure: 3, threat: 1 });
    });
  }

  it("is kept by the world: the d10ish die yields, the API says so, and the GM is told once", async () => {
    const handle = worldWith(registerStarWarsFfgDice, true);
    const api = must(game.modules.get("indie-dice")?.api);
    expect(api.dice.keys.denominations).toEqual({ i: null });
    expect(api.dice.keys.modifiers).toEqual({ ko: "ko", kr: "kr", kc: "kc", p: "p" });
    expect(api.dice.keys.yielded).toEqual([{ kind: "denomination", key: "i", holder: "DifficultyDie" }]);
    expect(api.dice.D10ishDie).toBeUndefined();
    expect(handle.notifications.map((n) => [n.type, n.message])).toEqual([
      [
        "warning",
        "Indie Dice leaves this world's dice as they are: di (DifficultyDie) already belong to them. " +
          "Indie Dice rolls that need these keys are refused in this world.",
      ],
    ]);
  });
});

describe("a roll of ours that needs a key the world keeps", () => {
  it("the d10ish die is refused in a Star Wars FFG world with a clear message; the coin still rolls", async () => {
    const handle = worldWith(registerStarWarsFfgDice, true);
    const { KleptoRoll } = must(game.modules.get("indie-dice")?.api).dice.rolls;
    handle.scriptFaces([8, 3]);
    const d10ish = KleptoRoll.fromTest({ modifier: 0, advantages: 1, method: "d10ish" });
    await expect(d10ish.evaluate()).rejects.toThrow(
      "2dikh: di is already this world's die (DifficultyDie), so Indie Dice leaves it be and cannot roll this die" +
        " here.",
    );
    expect(handle.scriptedRemaining).toBe(2);
    const coin = await KleptoRoll.fromTest({ modifier: 0, advantages: 1, method: "coin" }).evaluate();
    expect(coin.total).toBe(8);
  });

  it("a careless module that empties api.dice.keys changes nothing: the d10ish die is still refused", async () => {
    const handle = worldWith(registerStarWarsFfgDice, true);
    const api = must(game.modules.get("indie-dice")?.api);
    // What the API says is a report, typed read-only; a module in plain JavaScript may still try to write it.
    const list: unknown = api.dice.keys.yielded;
    expect(() => Reflect.apply(Array.prototype.splice, list, [0])).toThrow(TypeError);
    expect(Reflect.set(api.dice.keys.denominations, "i", "i")).toBe(false);
    handle.scriptFaces([8, 3]);
    const d10ish = api.dice.rolls.KleptoRoll.fromTest({ modifier: 0, advantages: 1, method: "d10ish" });
    await expect(d10ish.evaluate()).rejects.toThrow("di is already this world's die (DifficultyDie)");
    expect(api.dice.keys.yielded).toEqual([{ kind: "denomination", key: "i", holder: "DifficultyDie" }]);
  });

  it("a modifier key a system's Die reads keeps the system's meaning, and our roll on it is refused", async () => {
    const FoundryDie = () => foundry.dice.terms.Die;
    const handle = worldWith(() => {
      // A system's own Die whose `ko` is its own (every die shows 0: "knocked out").
      class SystemDie extends FoundryDie() {
        static override MODIFIERS = { ...FoundryDie().MODIFIERS, ko: "knockOut" };
        knockOut(): void {
          for (const r of this.results) r.count = 0;
        }
      }
      CONFIG.Dice.terms.d = SystemDie;
    }, true);
    const api = must(game.modules.get("indie-dice")?.api);
    expect(api.dice.keys.modifiers.ko).toBeNull();
    expect(api.dice.keys.yielded).toEqual([{ kind: "modifier", key: "ko", holder: "SystemDie" }]);
    handle.scriptFaces([6, 6]);
    const roll = await new Roll("2d6ko").evaluate();
    expect(roll.dice[0]?.constructor).toBe(CONFIG.Dice.terms.d);
    expect(roll.total).toBe(0);
    handle.scriptFaces([6, 6]);
    const kaiser = api.dice.rolls.KaiserRoll.fromCheck({ kind: "skill", bonus: 0 });
    await expect(kaiser.evaluate()).rejects.toThrow(
      "2d6ko: this world's dice (SystemDie) already use the modifier ko, so Indie Dice leaves it to them",
    );
    // Our other rule sets' keys still work in that world.
    handle.scriptFaces([12, 1, 8, 7, 9, 2]);
    expect((await new Roll("6d12kr7").evaluate()).total).toBe(2 - 2 + 1 - 1 + 1 - 1);
  });
});
