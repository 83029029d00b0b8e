// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { cardLines as lines, cardOf, useIndieDice } from "../support/helpers";
import { kaiserFormula } from "../../../src/rule-sets/kaiser/core/formula";
import { kleptoFormula } from "../../../src/rule-sets/klepto/core/formula";
import { asSentByAnyClient } from "../../sent-by-any-client";
import { must, renderedElement } from "../../kit";

const harness = useIndieDice();

/** Serializes and loads back, as a chat log reload does. */
function reload<T>(roll: T): T {
  return Roll.fromData(JSON.parse(JSON.stringify(roll))) as T;
}

describe("Roll classes are appended, never replacing the default", () => {
  it("keeps Foundry's Roll first and adds one class per rule set", () => {
    const classes = CONFIG.Dice.rolls.map((cls) => cls.name);
    expect(classes[0]).toBe("Roll");
    expect(classes).toEqual(
      expect.arrayContaining(["KaiserRoll", "OgsRoll", "KingdomsRoll", "KleptoRoll", "OldeRoll"]),
    );
  });
});

describe("KaiserRoll", () => {
  it("writes each kind of check in our notation", () => {
    expect(kaiserFormula({ kind: "characteristic", bonus: 3 })).toBe("1d6 + 3");
    expect(kaiserFormula({ kind: "skill", bonus: 3 })).toBe("2d6ko + 3");
    expect(kaiserFormula({ kind: "skill", bonus: -1, advantage: 2 })).toBe("4d6kh2ko - 1");
    expect(kaiserFormula({ kind: "skill", bonus: 0, advantage: -1 })).toBe("3d6kl2ko");
    expect(kaiserFormula({ kind: "resistance", bonus: 2, advantage: 1 })).toBe("3d6kh2 + 2");
    expect(kaiserFormula({ kind: "skill", bonus: 2, advantage: 3, method: "sequential" })).toBe("2d6ko + 2");
  });

  it("judges a difficulty check: success with DoS, and a tie is a success with 1 DoS", async () => {
    const { KaiserRoll } = harness().dice.rolls;
    harness().foundry.scriptFaces([5, 4]);
    const roll = await KaiserRoll.fromCheck({ kind: "skill", bonus: 3, difficulty: 12 }).evaluate();
    expect(roll.total).toBe(12);
    expect(lines(roll)).toEqual(["Success — 1 DoS"]);
  });

  it("the A2 / D3 worked example: net D1 rolls 3d6 and keeps the lowest two", async () => {
    const { KaiserRoll } = harness().dice.rolls;
    harness().foundry.scriptFaces([5, 2, 4]);
    const roll = await KaiserRoll.fromCheck({
      kind: "skill",
      bonus: 0,
      advantage: 2 - 3,
      method: "pool",
      difficulty: 7,
    }).evaluate();
    expect(roll.formula).toBe("3d6kl2ko");
    expect(roll.total).toBe(6);
    expect(lines(roll)).toEqual(["Failure — 1 DoF"]);
  });

  it("an Open Roll chain shows on the card, and the total includes it", async () => {
    const { KaiserRoll } = harness().dice.rolls;
    harness().foundry.scriptFaces([6, 6, 6, 3]);
    const roll = await KaiserRoll.fromCheck({ kind: "skill", bonus: 1, difficulty: 10 }).evaluate();
    expect(roll.total).toBe(22);
    expect(lines(roll)).toEqual(["Success — 12 DoS"]);
    expect(
      cardOf(roll)
        ?.dice.filter((die) => die.marks.includes("added"))
        .map((die) => die.face),
    ).toEqual(["6", "3"]);
  });

  it("a fumbled difficulty check fails and rolls 2d6 for the Fumble Level as a side die", async () => {
    const { KaiserRoll } = harness().dice.rolls;
    harness().foundry.scriptFaces([1, 1, 4, 5]);
    const roll = await KaiserRoll.fromCheck({ kind: "skill", bonus: 10, difficulty: 8 }).evaluate();
    expect(roll.total).toBe(12);
    expect(roll.dice).toHaveLength(2);
    expect(lines(roll)).toEqual(["Fumble — 1 DoF, Fumble Level 9"]);
    expect(lines(reload(roll))).toEqual(lines(roll));
  });

  it("the sequential method rerolls the lowest die per level and stops on double six", async () => {
    const { KaiserRoll } = harness().dice.rolls;
    harness().foundry.scriptFaces([2, 6, 6, 4]);
    const roll = await KaiserRoll.fromCheck({
      kind: "skill",
      bonus: 0,
      advantage: 3,
      method: "sequential",
      difficulty: 20,
    }).evaluate();
    const results = must(roll.dice[0]).results;
    // 2 is rerolled into a 6: double six ends the rerolls early and opens an Open Roll (the 4).
    expect(results.map((r) => [r.result, r.active])).toEqual([
      [2, false],
      [6, true],
      [6, true],
      [4, true],
    ]);
    expect(roll.total).toBe(16);
    expect(lines(roll)).toEqual(["Failure — 4 DoF"]);
    expect(cardOf(roll)?.dice.map((die) => die.marks.includes("added"))).toEqual([false, false, false, true]);
  });

  it("a resistance check under the sequential method rerolls too (and has no Open Roll)", async () => {
    const { KaiserRoll } = harness().dice.rolls;
    harness().foundry.scriptFaces([3, 4, 6]);
    const roll = await KaiserRoll.fromCheck({
      kind: "resistance",
      bonus: 1,
      advantage: 1,
      method: "sequential",
      difficulty: 8,
    }).evaluate();
    expect(must(roll.dice[0]).results.map((r) => [r.result, r.active])).toEqual([
      [3, false],
      [4, true],
      [6, true],
    ]);
    expect(roll.total).toBe(11);
    expect(lines(roll)).toEqual(["Success — 3 DoS"]);
    expect(lines(reload(roll))).toEqual(lines(roll));
  });

  it("takes its advantage method from the world setting when the check does not say", async () => {
    await game.settings.set("indie-dice", "kaiserAdvantageMethod", "sequential");
    const roll = harness().dice.rolls.KaiserRoll.fromCheck({ kind: "skill", bonus: 0, advantage: 1 });
    expect(roll.formula).toBe("2d6ko");
  });

  it("refuses a bad check with a localized error before rolling", () => {
    const { KaiserRoll } = harness().dice.rolls;
    expect(() => KaiserRoll.fromCheck({ kind: "skill", bonus: 0, difficulty: asSentByAnyClient<number>("x") })).toThrow(
      /x/,
    );
    expect(() => KaiserRoll.fromCheck({ kind: "nonsense" as "skill", bonus: 0 })).toThrow(/nonsense/);
    expect(harness().foundry.notifications.at(-1)?.type).toBe("error");
  });
});

describe("OgsRoll", () => {
  it("counts critical stages: difficulty 8 and a total of 16 is a four-stage critical", async () => {
    const { OgsRoll } = harness().dice.rolls;
    harness().foundry.scriptFaces([8, 6, 2]);
    const roll = await new OgsRoll("1d8 + 1d6 + 1d4", {}, { difficulty: 8 }).evaluate();
    expect(roll.total).toBe(16);
    expect(lines(roll)).toEqual(["Success — 4-stage critical"]);
  });

  it("rolls a Die Increase as its real dice and judges the total", async () => {
    const { OgsRoll } = harness().dice.rolls;
    harness().foundry.scriptFaces([3, 7, 7]);
    const roll = await new OgsRoll("1d4 + 1d12p2", {}, { difficulty: 20 }).evaluate();
    expect(roll.dice.map((d) => [d.number, d.faces])).toEqual([
      [1, 4],
      [2, 8],
    ]);
    expect(roll.total).toBe(17);
    expect(lines(roll)).toEqual(["Failure — 3 short"]);
  });
});

describe("a Die Increase that cannot be expanded is refused, never rolled as the plain die", () => {
  it("on a computed count or size, when parsed", () => {
    expect(() => new Roll("(1+0)d12p1")).toThrow(/plain number and size/);
    expect(() => new Roll("1d(10+2)p1")).toThrow(/plain number and size/);
    expect(harness().foundry.notifications.at(-1)?.type).toBe("error");
  });

  it("on a die of ours built by hand, when evaluated", async () => {
    // Foundry's own Die built by hand with `p1` is Foundry's business, as it is without Indie Dice.
    const term = new (harness().dice.IndieDie)({ number: 1, faces: 12, modifiers: ["p1"] as never });
    await expect(term.evaluate()).rejects.toThrow(/plain number and size/);
  });
});

describe("KingdomsRoll", () => {
  it("Foundry's total is the Margin; the card gives success and the piles", async () => {
    const { KingdomsRoll } = harness().dice.rolls;
    harness().foundry.scriptFaces([12, 8, 7, 1, 9]);
    const roll = await KingdomsRoll.fromTest({ dice: 5, dt: 7 }).evaluate();
    expect(roll.formula).toBe("5d12kr7");
    expect(roll.total).toBe(2 + 1 - 1 - 2 + 1);
    expect(lines(roll)).toEqual(["Success — Margin +1"]);
    expect(cardOf(roll)?.dice.map((die) => die.marks.filter((mark) => mark !== "kept"))).toEqual([
      ["success", "critical"],
      ["success"],
      ["failure"],
      ["failure", "fumble"],
      ["success"],
    ]);
  });

  it("judges at the DT the formula was rolled with, whatever the options say", async () => {
    const { KingdomsRoll } = harness().dice.rolls;
    harness().foundry.scriptFaces([6, 8]);
    const roll = await new KingdomsRoll("2d12kr7", {}, { dt: 5, dice: 2 }).evaluate();
    expect(roll.total).toBe(0);
    expect(lines(roll)[0]).toBe("Success — Margin 0");
  });

  it("a margin of 0 passes by default and fails under the strict world setting", async () => {
    const { KingdomsRoll } = harness().dice.rolls;
    harness().foundry.scriptFaces([8, 7]);
    const lenient = await KingdomsRoll.fromTest({ dice: 2, dt: 7 }).evaluate();
    expect(lines(lenient)[0]).toBe("Success — Margin 0");
    await game.settings.set("indie-dice", "kingdomsBasicRule", "positive");
    harness().foundry.scriptFaces([8, 7]);
    const strict = await KingdomsRoll.fromTest({ dice: 2, dt: 7 }).evaluate();
    expect(lines(strict)[0]).toBe("Failure — Margin 0");
  });

  it("refuses an empty pool, a fractional DT and an unknown success rule", () => {
    const { KingdomsRoll } = harness().dice.rolls;
    expect(() => KingdomsRoll.fromTest({ dice: 0, dt: 7 })).toThrow(/0/);
    expect(() => KingdomsRoll.fromTest({ dice: 3, dt: 7.5 })).toThrow(/7.5/);
    expect(() => KingdomsRoll.fromTest({ dice: 3, dt: 7, rule: "bogus" as "positive" })).toThrow(/bogus/);
  });
});

describe("KleptoRoll", () => {
  it("writes advantage, disadvantage and both crit methods in our notation (cancel, then cap at 3)", () => {
    expect(kleptoFormula({ modifier: 2, advantages: 1 })).toBe("2d10kckh + 2");
    expect(kleptoFormula({ modifier: -1, disadvantages: 2, method: "d10ish" })).toBe("3dikl - 1");
    expect(kleptoFormula({ modifier: 0, advantages: 5, disadvantages: 1 })).toBe("4d10kckh");
    expect(kleptoFormula({ modifier: 0 })).toBe("1d10kc");
  });

  it("Magic Missile: a Score of 8 matches [7..9] 2 Missiles", async () => {
    const { KleptoRoll } = harness().dice.rolls;
    harness().foundry.scriptFaces([6]);
    const roll = await KleptoRoll.fromTest({
      modifier: 2,
      ranges: "[..6] 1 Missile, [7..9] 2 Missiles, [10..] 3 Missiles",
    }).evaluate();
    expect(lines(roll)).toEqual(["Mixed Score: 2 Missiles", "[7..9] 2 Missiles"]);
  });

  it("a Critical Success matches the top range whatever the modifier, and [10!]", async () => {
    const { KleptoRoll } = harness().dice.rolls;
    harness().foundry.scriptFaces([10, 1]);
    const roll = await KleptoRoll.fromTest({ modifier: -5, ranges: "[..6] one, [7..] two, [10!] boom" }).evaluate();
    expect(roll.dice.map((d) => d.constructor.name)).toContain("Coin");
    expect(lines(roll)).toEqual(["Critical Success [10!]", "[7..] two", "[10!] boom"]);
    expect(lines(reload(roll))).toEqual(lines(roll));
  });

  it("with advantage, a Critical Failure is resolved before keeping: the other die is kept", async () => {
    const { KleptoRoll } = harness().dice.rolls;
    harness().foundry.scriptFaces([4, 10, 0]);
    const roll = await KleptoRoll.fromTest({ modifier: 1, advantages: 1, method: "coin" }).evaluate();
    expect(roll.total).toBe(5);
    expect(lines(roll)).toEqual(["Low Score"]);
  });

  it("shows effect text as text, never as HTML", async () => {
    const { KleptoRoll } = harness().dice.rolls;
    harness().foundry.scriptFaces([9]);
    const roll = await KleptoRoll.fromTest({
      modifier: 0,
      ranges: "[..6] <b>meh</b>, [7..] <img src=x onerror=alert(1)>",
    }).evaluate();
    const html = await roll.render();
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src");
  });

  it("refuses a fractional modifier, a missing one, or an unknown crit method before rolling", () => {
    const { KleptoRoll } = harness().dice.rolls;
    expect(() => KleptoRoll.fromTest({ modifier: 1.5 })).toThrow(/1.5/);
    expect(() =>
      KleptoRoll.fromTest({ modifier: asSentByAnyClient<number>(undefined), method: "bogus" as "coin" }),
    ).toThrow(/bogus/);
    expect(harness().foundry.scriptedRemaining).toBe(0);
  });

  it("refuses ranges with a gap before anything is rolled", () => {
    const { KleptoRoll } = harness().dice.rolls;
    expect(() => KleptoRoll.fromTest({ modifier: 0, ranges: "[..6] a, [8..] b" })).toThrow(/7/);
  });
});

describe("OldeRoll", () => {
  it("the 2d4+1 example: 2, 4 → 4 → 3, plus 1 is 14, with two explosions", async () => {
    const { OldeRoll } = harness().dice.rolls;
    harness().foundry.scriptFaces([2, 4, 4, 3]);
    const roll = await OldeRoll.fromSpec({ count: 2, faces: 4, adjustment: 1, unlimited: true }).evaluate();
    expect(roll.formula).toBe("2d4x + 1");
    expect(roll.total).toBe(14);
    expect(lines(roll)).toEqual(["Total 14 — 2 explosions"]);
  });

  it("the world setting makes character formulas unlimited", async () => {
    const api = must(must(game.modules.get("indie-dice")).api);
    expect(api.ruleSets.olde.characterFormula("2d6 + 1d8[limited] + 3")).toBe("2d6x + 1d8[limited] + 3");
    await game.settings.set("indie-dice", "oldeUnlimitedByDefault", false);
    expect(api.ruleSets.olde.characterFormula("2d6 + 3")).toBe("2d6 + 3");
  });

  it(
    "still answers the names 0.1.0 gave " +
      "(api.characterFormula, api.odds.kaiserCheckOdds), " +
      "each warning once as Foundry warns of what it deprecates",
    () => {
      const api = must(must(game.modules.get("indie-dice")).api);
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      expect(api.characterFormula).toBe(api.ruleSets.olde.characterFormula);
      expect(api.characterFormula).toBe(api.ruleSets.olde.characterFormula);
      expect(api.ranges).toBe(api.ruleSets.klepto.ranges);
      expect(api.odds.kaiserCheckOdds).toBe(api.odds.kaiser.checkOdds);
      expect(api.odds.kaiserCheckOdds).toBe(api.odds.kaiser.checkOdds);
      const warned = warn.mock.calls.map(([logged]) => (logged instanceof Error ? logged.message : String(logged)));
      warn.mockRestore();
      expect(warned).toEqual([
        "indie-dice | api.characterFormula is deprecated: " +
          "use api.ruleSets.olde.characterFormula.\nDeprecated since Version " +
          "0.2.0\nBackwards-compatible support will be removed in Version 0.3.0",
        "indie-dice | api.ranges is deprecated: " +
          "use api.ruleSets.klepto.ranges.\nDeprecated since Version " +
          "0.2.0\nBackwards-compatible support will be removed in Version 0.3.0",
        "indie-dice | api.odds.kaiserCheckOdds is deprecated: " +
          "use api.odds.kaiser.checkOdds.\nDeprecated since Version " +
          "0.2.0\nBackwards-compatible support will be removed in Version 0.3.0",
      ]);
      expect(Object.keys(api)).not.toContain("characterFormula");
      expect(Object.keys(api.odds)).not.toContain("kaiserCheckOdds");
    },
  );
});

describe("rendering and reload", () => {
  it("every roll class renders its outcome in the chat template and the same after a reload", async () => {
    const { KaiserRoll, KingdomsRoll, KleptoRoll, OldeRoll } = harness().dice.rolls;
    harness().foundry.scriptFaces([6, 6, 2, 12, 3, 7, 4, 4, 1]);
    const rolls = [
      await KaiserRoll.fromCheck({ kind: "skill", bonus: 2, difficulty: 9 }).evaluate(),
      await KingdomsRoll.fromTest({ dice: 2, dt: 5 }).evaluate(),
      await KleptoRoll.fromTest({ modifier: 1 }).evaluate(),
      await OldeRoll.fromSpec({ count: 1, faces: 4, unlimited: true }).evaluate(),
    ];
    for (const roll of rolls) {
      const html = await roll.render();
      expect(html).toContain("indie-dice-banner");
      const loaded = reload(roll);
      expect(loaded.constructor.name).toBe(roll.constructor.name);
      expect(loaded.total).toBe(roll.total);
      expect(await loaded.render()).toBe(html);
    }
  });

  it(
    "a roll evaluated at its bounds " + "(minimize/maximize skip every modifier) has no outcome, and does not throw",
    async () => {
      const { KaiserRoll, KingdomsRoll } = harness().dice.rolls;
      const highest = await KaiserRoll.fromCheck({ kind: "skill", bonus: 2, difficulty: 9 }).evaluate({
        maximize: true,
      });
      expect(highest.total).toBe(14);
      expect(cardOf(highest)).toBeNull();
      expect(await highest.render()).toMatch(/<\/i> Total 14<\/p>/);
      const lowest = await KingdomsRoll.fromTest({ dice: 3, dt: 7 }).evaluate({ minimize: true });
      expect(await lowest.render()).toContain('<p class="indie-dice-banner neutral">');
    },
  );

  it("a private roll shows no outcome", async () => {
    const { KingdomsRoll } = harness().dice.rolls;
    harness().foundry.scriptFaces([12]);
    const roll = await KingdomsRoll.fromTest({ dice: 1, dt: 5 }).evaluate();
    const html = await roll.render({ isPrivate: true });
    expect(html).toContain("private");
    expect(html).not.toContain("indie-dice-banner");
  });
});

describe("chat annotations on plain rolls", () => {
  async function rendered(text: string, faces: number[]): Promise<HTMLElement> {
    harness().foundry.scriptFaces(faces);
    const message = await harness().foundry.chat(text);
    expect(message).toBeDefined();
    return renderedElement(await harness().foundry.renderMessage(must(message)));
  }

  /** The notes of our notation (the luck line under them has its own tests: plain-roll-luck.test.ts). */
  function notes(html: HTMLElement): string[] {
    return [...html.querySelectorAll(".indie-dice-annotations li:not(.luck)")].map((li) => li.textContent ?? "");
  }

  it("an Open Roll and a Fumble", async () => {
    expect(notes(await rendered("/r 2d6ko + 3", [6, 6, 6, 1]))).toEqual(["Open Roll ×2"]);
    expect(notes(await rendered("/r 2d6ko", [1, 1]))).toEqual(["Fumble"]);
  });

  it("a K&R Margin of 0 is coloured by the world's basic-test reading", async () => {
    const toneOf = (html: HTMLElement) => html.querySelector(".indie-dice-annotations li")?.className;
    expect(toneOf(await rendered("/r 2d12kr7", [12, 1]))).toContain("success");
    await game.settings.set("indie-dice", "kingdomsBasicRule", "positive");
    expect(toneOf(await rendered("/r 2d12kr7", [12, 1]))).toContain("failure");
  });

  it(
    "a `/r` message drawn again after the world's reading changes shows the new reading " +
      "(its notes are not kept past it)",
    async () => {
      const toneOf = (html: HTMLElement) => html.querySelector(".indie-dice-annotations li")?.className;
      harness().foundry.scriptFaces([12, 1]);
      const message = must(await harness().foundry.chat("/r 2d12kr7"));
      expect(toneOf(renderedElement(await harness().foundry.renderMessage(message)))).toContain("success");
      await game.settings.set("indie-dice", "kingdomsBasicRule", "positive");
      expect(toneOf(renderedElement(await harness().foundry.renderMessage(message)))).toContain("failure");
    },
  );

  it("a K&R Margin", async () => {
    expect(notes(await rendered("/r 6d12kr7", [9, 8, 2, 1, 5, 3]))).toEqual(["Margin −3"]);
    expect(notes(await rendered("/r 2d12kr7", [12, 1]))).toEqual(["Margin 0"]);
  });

  it(
    "a K&R pool above DT 11 says its 12s first, as its card does " +
      "(the GM reads such a roll by them), then its Margin",
    async () => {
      // DT 12: each 12 counts +2, every other die fails (−1, a 1 −2): 12 12 5 → +3; 5 1 → −3.
      expect(notes(await rendered("/r 3d12kr12", [12, 12, 5]))).toEqual(["Critical successes (12s): 2", "Margin +3"]);
      expect(notes(await rendered("/r 2d12kr12", [5, 1]))).toEqual(["Critical successes (12s): 0", "Margin −3"]);
      // DT 11 is the text's top: the Margin alone.
      expect(notes(await rendered("/r 2d12kr11", [12, 5]))).toEqual(["Margin +1"]);
    },
  );

  it("Kleptonomicon crits on the kept die only", async () => {
    expect(notes(await rendered("/r 1di + 2", [20]))).toEqual(["[10!] Critical Success"]);
    expect(notes(await rendered("/r 2dikl", [20, 1]))).toEqual(["[0!] Critical Failure"]);
  });

  it("a d10ish die's crit after a reload: the saved term is the Kleptonomicon's by its class", async () => {
    await rendered("/r 2dikh", [20, 7]);
    const reloaded = must(harness().foundry.reloadMessages().at(-1));
    expect(must(reloaded.rolls[0]).toJSON().terms[0]).toMatchObject({ class: "D10ishDie", modifiers: ["kh"] });
    expect(notes(renderedElement(await harness().foundry.renderMessage(reloaded)))).toEqual(["[10!] Critical Success"]);
  });

  it(
    "Kleptonomicon crits by coin, on the kept die only: " + "heads a Critical Success, tails a Critical Failure",
    async () => {
      // The d10s' faces, then the coin's (Foundry's coin: 1 heads, 0 tails).
      expect(notes(await rendered("/r 1d10kc + 2", [10, 1]))).toEqual(["[10!] Critical Success"]);
      expect(notes(await rendered("/r 1d10kc", [10, 0]))).toEqual(["[0!] Critical Failure"]);
      // The tails counts 0, so the 4 is kept and the crit is dropped with its die.
      expect(notes(await rendered("/r 2d10kckh", [10, 4, 0]))).toEqual([]);
      expect(notes(await rendered("/r 2d10kckl", [10, 4, 0]))).toEqual(["[0!] Critical Failure"]);
    },
  );

  it(
    "each term's notes in the formula's order, whichever rule set's they are; " +
      "a K&R pool's crits are said by its Margin alone",
    async () => {
      // 2d6ko: 6 6 then 2; 1d12p2 → 1d8 + 1d8: 3 4; 2d12kr7: 12 12 (Margin +4); 1di: face 20 (10).
      const html = await rendered("/r 1di + 2d12kr7 + 1d12p2 + 2d6ko", [20, 12, 12, 3, 4, 6, 6, 2]);
      expect(notes(html)).toEqual(["[10!] Critical Success", "Margin +4", "1d12p2: Die Increase of 2", "Open Roll ×1"]);
    },
  );

  it("an OGS Die Increase says what was written", async () => {
    expect(notes(await rendered("/r 1d12p2 + 1d8 + 1d6", [8, 8, 8, 6]))).toEqual(["1d12p2: Die Increase of 2"]);
  });

  it("nothing for rolls without our notation, and nothing twice after a reload", async () => {
    expect(notes(await rendered("/r 2d6 + 1", [3, 4]))).toEqual([]);
    await rendered("/r 2d6ko", [6, 6, 2]);
    const reloaded = harness().foundry.reloadMessages().at(-1);
    const html = renderedElement(await harness().foundry.renderMessage(must(reloaded)));
    expect(notes(html)).toEqual(["Open Roll ×1"]);
  });

  it("a blind roll shows nothing to the player who made it, and everything to the GM", async () => {
    harness().foundry.setUser("playerUser000000");
    harness().foundry.scriptFaces([12, 12, 1]);
    const message = await harness().foundry.chat("/br 3d12kr7");
    const playerView = renderedElement(await harness().foundry.renderMessage(must(message)));
    expect(notes(playerView)).toEqual([]);
    expect(playerView.textContent).not.toContain("Margin");
    harness().foundry.setUser("gmUser0000000000");
    const gmView = renderedElement(await harness().foundry.renderMessage(must(message)));
    expect(notes(gmView)).toEqual(["Margin +2"]);
  });

  it("annotates inline rolls in a message's text without parsing their formula again", async () => {
    // The notes alone here; the luck beside them is tested in plain-roll-luck.test.ts.
    await game.settings.set("indie-dice", "showLuck", false);
    const roll = await (async () => {
      harness().foundry.scriptFaces([6, 6, 3]);
      return new Roll("2d6ko").evaluate();
    })();
    const html = document.createElement("div");
    html.append(roll.toAnchor());
    // An old formula that our parser would now refuse must not raise anything on render.
    const stale = roll.toAnchor();
    stale.dataset.roll = escape(JSON.stringify({ ...roll.toJSON(), formula: "2d6p" }));
    html.append(stale);
    const { decorateMessage } = await import("../../../src/foundry/chat/decorate-message");
    const { ruleSetRollReaders } = await import("../../../src/foundry/rule-sets");
    // With what the rule sets read in a roll, as the render hook passes it: the Open Roll is Kaiser's note.
    decorateMessage({ rolls: [], isContentVisible: true }, html, () => false, ruleSetRollReaders());
    expect([...html.querySelectorAll(".indie-dice-inline-note")].map((n) => n.textContent)).toEqual([
      " (Open Roll ×1)",
      " (Open Roll ×1)",
    ]);
    expect(harness().foundry.notifications).toEqual([]);
  });

  it("our Roll classes are not annotated twice", async () => {
    harness().foundry.scriptFaces([12, 12]);
    const message = await harness().dice.rolls.KingdomsRoll.fromTest({ dice: 2, dt: 5 }).toMessage();
    const html = renderedElement(await harness().foundry.renderMessage(message));
    expect(notes(html)).toEqual([]);
    expect(html.querySelector(".indie-dice-banner")?.textContent?.trim()).toBe("Success — Margin +4");
  });
});
