// @vitest-environment happy-dom
/**
 * The example's own die modifier, `Nd2hc` (docs/architecture.md "Adding a rule set"): N coins whose heads its
 * modifier counts on Foundry's Die, in place of Foundry's `cs`. Its key, its reading, its notation problem and its
 * work on the Die are declared in the example's folder alone (examples/coins/src/core/notation.ts,
 * foundry/heads-modifier.ts, registered by its descriptors): no file of src/ was edited for it, and its programs
 * (examples/coins/tsconfig.json, ./tsconfig.json) typecheck. Nothing here calls the example's own functions: the roll
 * goes through Foundry's Roll, `/r` and `api.notation`.
 */
import "./index";
import { describe, expect, it } from "vitest";
import { luckLine } from "../../../src/ui/roll-cards/luck-line";
import { foundryTranslator } from "../../../src/foundry/chat/card-context";
import { api } from "../../foundry/support/dialog-harness";
import { resultsOf, useIndieDice } from "../../foundry/support/helpers";
import { must, renderedElement } from "../../kit";

/**
 * Its problem's message is in the example's language files, which a test run from the source does not load: the same
 * words.
 */
const HEADS_NEED_D2 = "{term}: heads are counted on d2s only, not on d{faces}.";
const harness = useIndieDice({ translations: { "INDIE_DICE.Error.Notation.HeadsNeedD2": HEADS_NEED_D2 } });

/** The luck of 2 heads among 3 coins, by hand: P(fewer) + ½·P(as many) = (1 + 3)/8 + ½ · 3/8 = 11/16. */
const LUCK_OF_TWO_HEADS_IN_THREE = 11 / 16;

describe("the toy's modifier, Nd2hc", () => {
  it("is one of the module's modifier keys, and the notation reads a term carrying it as the toy's", () => {
    expect(api().notation.OUR_MODIFIER_KEYS).toContain("hc");
    expect(api().notation.NOTATION_PROBLEMS).toContain("HeadsNeedD2");
    expect(api().notation.validateDiceTerm({ number: 3, faces: 2, modifiers: ["hc"] })).toMatchObject({
      ours: true,
      ruleSet: "coins",
      headsCounted: true,
      openRoll: false,
      keep: null,
      advantage: 0,
    });
    // Every reading carries the toy's field too, as it carries each rule set's: false on a term not its own.
    expect(api().notation.validateDiceTerm({ number: 2, faces: 6, modifiers: ["ko"] })).toMatchObject({
      ruleSet: "kaiser",
      openRoll: true,
      headsCounted: false,
    });
  });

  it(
    "3d2hc rolled by Foundry: " + "the toy's modifier counts each head 1 and each tail 0, so the total is the heads",
    async () => {
      harness().foundry.scriptFaces([2, 1, 2]);
      const roll = await new Roll("3d2hc").evaluate();
      expect(roll.total).toBe(2);
      const [die] = roll.dice;
      // Our Die (a term carrying a rule set's key), saved under its own name.
      expect(must(die)).toBeInstanceOf(harness().dice.IndieDie);
      expect(must(die).toJSON().class).toBe("IndieDie");
      expect(resultsOf(must(die)).map(({ result, success, count }) => ({ result, success, count }))).toEqual([
        { result: 2, success: true, count: 1 },
        { result: 1, success: false, count: 0 },
        { result: 2, success: true, count: 1 },
      ]);
    },
  );

  it("/r 3d2hc in chat: the module judges the term as the toy's and shows its luck, 2 heads of 3 coins", async () => {
    harness().foundry.scriptFaces([2, 2, 1]);
    const message = await harness().foundry.chat("/r 3d2hc");
    expect(must(must(message).rolls[0]).total).toBe(2);
    const html = renderedElement(await harness().foundry.renderMessage(must(message)));
    expect(html.querySelector(".indie-dice-annotations li.luck")?.textContent).toBe(
      luckLine(foundryTranslator(), LUCK_OF_TWO_HEADS_IN_THREE).text,
    );
  });

  it(
    "its term is noted by no other rule set: " + "heads carrying another rule set's crit mark get no crit note",
    async () => {
      // The notes alone: the luck beside them is the toy's, tested above.
      await game.settings.set("indie-dice", "showLuck", false);
      harness().foundry.scriptFaces([2, 2, 1]);
      const roll = await new Roll("3d2hc").evaluate();
      // Marked as the Kleptonomicon's dice mark theirs: a crit is that rule set's note, on its own dice only.
      for (const result of resultsOf(must(roll.dice[0])))
        result.indie = result.result === 2 ? "crit-success" : "crit-failure";
      const html = document.createElement("div");
      html.append(roll.toAnchor());
      const { decorateMessage } = await import("../../../src/foundry/chat/decorate-message");
      const { ruleSetRollReaders } = await import("../../../src/foundry/rule-sets");
      decorateMessage({ rolls: [], isContentVisible: true }, html, () => false, ruleSetRollReaders());
      expect(html.querySelector(".indie-dice-inline-note")).toBeNull();
    },
  );

  it("3d6hc is the toy's own notation error, thrown and shown before any die is rolled", () => {
    harness().foundry.scriptFaces([]);
    const expected = "3d6hc: heads are counted on d2s only, not on d6.";
    expect(api().notation.findNotationProblems("3d6hc")?.key).toBe("INDIE_DICE.Error.Notation.HeadsNeedD2");
    expect(() => new Roll("3d6hc")).toThrow(expected);
    expect(
      harness()
        .foundry.notifications.filter((n) => n.type === "error")
        .map((n) => n.message),
    ).toEqual([expected]);
  });

  it(
    "refuses Foundry's modifiers beside it and an argument, " + "as the other rule sets' standing-alone notations do",
    () => {
      expect(api().notation.findNotationProblems("3d2kh2hc")?.key).toBe("INDIE_DICE.Error.Notation.ForeignModifier");
      expect(api().notation.findNotationProblems("3d2hc2")?.key).toBe("INDIE_DICE.Error.Notation.UnexpectedArgument");
      expect(api().notation.findNotationProblems("2d6kohc")?.key).toBe("INDIE_DICE.Error.Notation.MixedRuleSets");
    },
  );
});
