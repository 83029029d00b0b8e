/**
 * Every notation row of docs/notation.md "The modifiers" through Foundry's own paths: `new Roll(formula).evaluate()`,
 * the `/r` chat command (whose message holds the roll as JSON and rebuilds it), and inline rolls, with the dice
 * scripted through Foundry's fulfillment.
 */
import { describe, expect, it } from "vitest";
import { diceOf, resultsOf, rollWith, shownDice, useIndieDice } from "../support/helpers";
import { NOTATION_CASES, type NotationCase } from "../support/notation-cases";
import { CHAIN_LIMIT } from "../../../src/core/chain-limit";
import type { DieIncreaseNote } from "../../../src/core/notation/term-types";
import { must } from "../../kit";

const harness = useIndieDice();

/** The labels a case's dice show: its own list, or each result as a number. */
function expectedLabels(c: NotationCase): string[] {
  return c.labels ?? c.dice.flatMap((die) => die.results.map((r) => String(r.result)));
}

describe("each notation row, rolled with new Roll(formula).evaluate()", () => {
  for (const c of NOTATION_CASES) {
    it(c.title, async () => {
      const roll = await rollWith(harness(), c.formula, c.faces);
      expect(harness().foundry.scriptedRemaining).toBe(0);
      expect(roll.total).toBe(c.total);
      expect(roll.formula).toBe(c.parsedFormula ?? c.formula);
      expect(diceOf(roll)).toEqual(c.dice);
      const shown = shownDice(await roll.render());
      expect(shown.map((s) => s.label)).toEqual(expectedLabels(c));
    });
  }
});

describe("each notation row, rolled with /r in chat", () => {
  for (const c of NOTATION_CASES) {
    it(c.title, async () => {
      const { foundry } = harness();
      foundry.scriptFaces(c.faces);
      const message = must(await foundry.chat(`/r ${c.formula}`));
      expect(foundry.scriptedRemaining).toBe(0);
      expect(foundry.messages).toEqual([message]);
      expect(message.content).toBe(String(c.total));
      // The message rebuilt its roll from the stored JSON, as every client does.
      const [roll] = message.rolls;
      expect(roll?.total).toBe(c.total);
      expect(diceOf(must(roll))).toEqual(c.dice);
      const html = await foundry.renderMessage(message);
      expect(shownDice(html).map((s) => s.label)).toEqual(expectedLabels(c));
    });
  }
});

describe("how the rows look in Foundry's tooltip", () => {
  it("2d6ko: the open roll's sixes show as explosions, the chain dice as open-roll dice", async () => {
    const roll = await rollWith(harness(), "2d6ko", [6, 6, 6, 2]);
    const shown = shownDice(await roll.render());
    expect(shown.map((s) => s.classes)).toEqual([
      ["die", "d6", "max"],
      ["die", "d6", "exploded", "max"],
      ["die", "d6", "exploded", "max", "indie-open-roll"],
      ["die", "d6", "indie-open-roll"],
    ]);
  });

  it("2d6ko: a Fumble's dice show as failures", async () => {
    const roll = await rollWith(harness(), "2d6ko", [1, 1]);
    const shown = shownDice(await roll.render());
    expect(shown.map((s) => s.classes)).toEqual([
      ["die", "d6", "failure", "indie-fumble"],
      ["die", "d6", "failure", "indie-fumble"],
    ]);
  });

  it("6d12kr7: successes and failures are coloured, crits marked, and the part total is the Margin", async () => {
    const roll = await rollWith(harness(), "6d12kr7", [12, 1, 7, 8, 3, 12]);
    const html = await roll.render();
    expect(shownDice(html).map((s) => s.classes)).toEqual([
      ["die", "d12", "success", "indie-crit-success"],
      ["die", "d12", "failure", "indie-crit-failure"],
      ["die", "d12", "failure"],
      ["die", "d12", "success"],
      ["die", "d12", "failure"],
      ["die", "d12", "success", "indie-crit-success"],
    ]);
    expect(html).toContain('<span class="part-total">1</span>');
    expect(html).toContain('<h4 class="dice-total">1</h4>');
  });

  it("1d10kc: the coin shows as its own Foundry coin part, the die as a Critical Success", async () => {
    const roll = await rollWith(harness(), "1d10kc", [10, 1]);
    const shown = shownDice(await roll.render());
    expect(shown.map((s) => s.classes)).toEqual([
      ["coin", "heads"],
      ["die", "d10", "max", "indie-crit-success"],
    ]);
  });

  it("1di: the d10ish die marks its crits, not the d20's 1 and 20", async () => {
    const low = shownDice(await (await rollWith(harness(), "1di", [1])).render());
    const high = shownDice(await (await rollWith(harness(), "1di", [20])).render());
    const middle = shownDice(await (await rollWith(harness(), "1di", [2])).render());
    expect([low, high, middle].map((shown) => shown[0]?.classes)).toEqual([
      ["die", "di", "indie-crit-failure"],
      ["die", "di", "indie-crit-success"],
      ["die", "di"],
    ]);
    expect(middle[0]?.label).toBe("1");
  });

  it(
    "1d12p1: the real dice are a d8 and a d6 in the tooltip, " + "and the expansion remembers what was written",
    async () => {
      const roll = await rollWith(harness(), "1d12p1", [5, 4]);
      const shown = shownDice(await roll.render());
      expect(shown.map((s) => s.classes[1])).toEqual(["d8", "d6"]);
      const [term] = roll.terms;
      expect(term).toBeInstanceOf(foundry.dice.terms.ParentheticalTerm);
      expect(term?.options).toMatchObject({
        indieDieIncrease: { written: "1d12p1", stages: 1 } satisfies DieIncreaseNote,
      });
    },
  );
});

describe("a chain that would never end is capped like Foundry's x", () => {
  it("2d6ko stops after the chain limit of sixes and says so on the term", async () => {
    const sixes = Array.from({ length: 2 + CHAIN_LIMIT }, () => 6);
    // One face more than the cap: had the chain gone on, the script would have served it.
    const roll = await rollWith(harness(), "2d6ko", [...sixes, 3]);
    expect(harness().foundry.scriptedRemaining).toBe(1);
    const [die] = roll.dice;
    expect(resultsOf(must(die))).toHaveLength(2 + CHAIN_LIMIT);
    expect(roll.total).toBe(6 * (2 + CHAIN_LIMIT));
    expect(die?.options).toMatchObject({ indieCapped: true });
  });

  it("a chain that ends one die before the cap is not marked capped", async () => {
    const sixes = Array.from({ length: 1 + CHAIN_LIMIT }, () => 6);
    const roll = await rollWith(harness(), "2d6ko", [...sixes, 2]);
    expect(harness().foundry.scriptedRemaining).toBe(0);
    expect(roll.dice[0]?.options).not.toHaveProperty("indieCapped");
  });
});

describe("inline rolls", () => {
  it("[[2d6ko + 3]] in a message is rolled with our dice when the message is created", async () => {
    const { foundry } = harness();
    foundry.scriptFaces([6, 6, 5]);
    const message = must(await ChatMessage.create({ content: "Climb [[2d6ko + 3]]" }));
    expect(foundry.scriptedRemaining).toBe(0);
    const encoded = /data-roll="([^"]+)"/.exec(message.content)?.[1];
    const roll = Roll.fromData(JSON.parse(decodeURIComponent(must(encoded))));
    expect(roll.total).toBe(6 + 6 + 5 + 3);
    expect(diceOf(roll)[0]?.results.map((r) => r.indie)).toEqual([undefined, undefined, "open-roll"]);
    expect(message.content).toMatch(/<\/i>20<\/a>$/);
  });

  it("[[/r 2d6ko + 3]] becomes a deferred roll that rolls our dice when clicked", async () => {
    const { foundry } = harness();
    foundry.scriptFaces([]);
    // Enriching draws no dice (the empty script would throw if it did).
    const anchor = await enrich("Climb [[/r 2d6ko + 3 # Climb]]");
    expect(anchor).toMatch(/data-mode="roll"/);
    const formula = /data-formula="([^"]+)"/.exec(anchor)?.[1];
    expect(formula).toBe("2d6ko + 3");
    foundry.scriptFaces([1, 1]);
    const message = (await foundry.clickInlineRoll({
      formula: must(formula),
      mode: "roll",
      flavor: "Climb",
    })) as ChatMessage.Implementation;
    expect(message.flavor).toBe("Climb");
    const [roll] = message.rolls;
    expect(roll?.total).toBe(1 + 1 + 3);
    expect(diceOf(must(roll))[0]?.results.map((r) => r.indie)).toEqual(["fumble", "fumble"]);
  });
});

/** Enrich text as Foundry's TextEditor does for chat content and journals. */
async function enrich(text: string): Promise<string> {
  const editor = CONFIG.ux.TextEditor as { enrichHTML(content: string, options?: object): Promise<string> };
  return editor.enrichHTML(text);
}
