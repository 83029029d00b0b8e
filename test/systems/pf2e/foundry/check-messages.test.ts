// @vitest-environment happy-dom
/**
 * A pf2e check's message keeps the chance it had (docs/systems-pf2e.md "In the message"), in the double's pf2e on
 * both profiles, as the GM and as a player: with the dialog and without it (`skipDialog`), the line under the roll's
 * result; none derived from a DC pf2e hides from the viewer; none from a flag that names another roll. Every figure
 * is worked out by hand: +10 (frightened off) against DC 20 on one d20 is 1 critical success (the natural 20), 10
 * successes (10–19), 8 failures (2–9) and 1 critical failure (the natural 1) in 20.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { useIndieDice } from "../../../foundry/support/helpers";
import {
  pickFate,
  pressRoll,
  rollCheck,
  rollCheckWithoutDialog,
  type CheckSpec,
} from "../../../../foundry-double/systems/pf2e/driver";
import { must, renderedElement } from "../../../kit";
import { settle, waitFor } from "../../../foundry/support/dialog-harness";
import { luckLine } from "../../../../src/ui/roll-cards/luck-line";
import { foundryTranslator } from "../../../../src/foundry/chat/card-context";
import { rewriteKept } from "../../../foundry/support/system-roll-flags";
import { ANN, ATHLETICS, GM, VALEROS_WORLD } from "./valeros-world";

const harness = useIndieDice(VALEROS_WORLD);

/** Keen: a natural 19's success made a critical success (an adjustment predicated on the rolled die). */
const KEEN: NonNullable<CheckSpec["dosAdjustments"]>[number] = {
  adjustments: { success: { label: "Keen", amount: "criticalSuccess" } },
  predicate: [{ eq: ["check:total:natural", 19] }],
};

const NORMAL_LINE =
  "Before the roll (Normal): Critical success: 5.0%, Success: 50.0%, Failure: 40.0%, Critical failure: 5.0%";

const lastMessage = () => must(harness().foundry.messages.at(-1));

/** The chance line under the last message as the current user draws it, or null. */
async function chanceLine(): Promise<string | null> {
  const html = renderedElement(await harness().foundry.renderMessage(lastMessage()));
  return html.querySelector(".dice-roll .dice-result .indie-dice-system-chance")?.textContent ?? null;
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe("a check's message keeps its chance", () => {
  it("rolled through the dialog: +10 against DC 20 is 5%, 50%, 40%, 5%, under the roll's result", async () => {
    const { dialog, rolled } = await rollCheck(ATHLETICS);
    harness().foundry.scriptFaces([7]);
    pressRoll(dialog);
    expect(must(await rolled).total).toBe(17);
    expect(await chanceLine()).toBe(NORMAL_LINE);
  });

  it("without the dialog (skipDialog), with fortune: 39, 280, 80 and 1 pairs in 400", async () => {
    harness().foundry.scriptFaces([12, 4]);
    await rollCheckWithoutDialog({ ...ATHLETICS, rollTwice: "keep-higher" });
    expect(must(lastMessage().rolls[0]).formula).toBe("2d20kh + 10");
    // 39/400 = 9.75%, 280/400 = 70%, 80/400 = 20%, 1/400 = 0.25% (written to one place as the dialog writes it).
    expect(await chanceLine()).toBe(
      "Before the roll (Fortune): Critical success: 9.8%, Success: 70.0%, Failure: 20.0%, Critical failure: 0.2%",
    );
  });

  it(
    "an adjustment on the die is kept for every result, tested with pf2e's predicate: " +
      "under Keen a natural 19 is critical, 10%, 45%, 40%, 5%",
    async () => {
      harness().foundry.scriptFaces([5]);
      await rollCheckWithoutDialog({ ...ATHLETICS, dosAdjustments: [KEEN] });
      expect(await chanceLine()).toBe(
        "Before the roll (Normal): Critical success: 10.0%, Success: 45.0%, Failure: 40.0%, Critical failure: 5.0%",
      );
    },
  );

  it(
    "a player's roll against the goblin's hidden DC: " +
      "the GM reads the degrees, the player nothing read from the DC",
    async () => {
      harness().foundry.setUser(ANN);
      harness().foundry.scriptFaces([7]);
      await rollCheckWithoutDialog(ATHLETICS);
      // Every degree reads the DC: her own message draws none of them, no line.
      expect(await chanceLine()).toBeNull();
      harness().foundry.setUser(GM);
      expect(await chanceLine()).toBe(NORMAL_LINE);
    },
  );

  it(
    "a dialog left open on the same check " +
      "(fortune picked, not rolled) does not take the line of a roll made without one",
    async () => {
      const { dialog } = await rollCheck(ATHLETICS);
      pickFate(dialog, "keep-higher");
      harness().foundry.scriptFaces([7]);
      await rollCheckWithoutDialog(ATHLETICS);
      expect(await chanceLine()).toBe(NORMAL_LINE);
    },
  );

  it(
    "a save against a player character's spell (Ezren's DC 20) shows her the degrees; " + "against the goblin's, none",
    async () => {
      harness().foundry.setUser(ANN);
      const save: CheckSpec = {
        ...ATHLETICS,
        slug: "reflex",
        title: "Reflex",
        type: "saving-throw",
        target: undefined,
        origin: "ezren00000000000",
      };
      await rollCheckWithoutDialog(save);
      expect(await chanceLine()).toBe(NORMAL_LINE);
      await rollCheckWithoutDialog({ ...save, origin: "goblin0000000000" });
      expect(await chanceLine()).toBeNull();
    },
  );

  it(
    "the goblin's Strike at Valeros, rolled by the GM: " +
      "Valeros's AC is Ann's to see, the goblin's modifier is not " +
      "(pf2e draws the roll's formula and dice for the GM alone, " +
      "`showBreakdown`), so her line reads nothing of either",
    async () => {
      const strike: CheckSpec = {
        ...ATHLETICS,
        slug: "strike",
        title: "Strike",
        type: "attack-roll",
        actor: "goblin0000000000",
        target: "valeros0000000000",
        dc: { value: 20, slug: "armor" },
      };
      await rollCheckWithoutDialog(strike);
      const roll = must(lastMessage().rolls[0]);
      expect(roll.options).toMatchObject({ totalModifier: 10, showBreakdown: false });
      // The GM reads the degrees; Ann, with the AC and the roll's total, would read the +10 back from any of them.
      expect(await chanceLine()).toBe(NORMAL_LINE);
      harness().foundry.setUser(ANN);
      expect(await chanceLine()).toBeNull();
      // With pf2e's *show breakdowns* on, the formula is everyone's, and so is the line.
      harness().foundry.setUser(GM);
      await Reflect.apply(game.settings.set, game.settings, ["pf2e", "metagame_showBreakdowns", true]);
      await rollCheckWithoutDialog(strike);
      harness().foundry.setUser(ANN);
      expect(await chanceLine()).toBe(NORMAL_LINE);
    },
  );

  it("a DC pf2e shows the player (the DC's own `visible`): her line has the degrees", async () => {
    harness().foundry.setUser(ANN);
    await rollCheckWithoutDialog({ ...ATHLETICS, dc: { value: 20, visible: true } });
    expect(await chanceLine()).toBe(NORMAL_LINE);
  });
});

describe("its luck", () => {
  it("is measured on the roll check.ts made: a kept 12 of fortune's two d20s + 10, luck 132.5/400", async () => {
    await game.settings.set("indie-dice", "luckOnAnyRoll", true);
    harness().foundry.scriptFaces([12, 4]);
    await rollCheckWithoutDialog({ ...ATHLETICS, rollTwice: "keep-higher" });
    const html = renderedElement(await harness().foundry.renderMessage(lastMessage()));
    const luck = await waitFor("the luck line", () => html.querySelector(".indie-dice-annotations li.luck"));
    // The higher of two below 12: (11/20)² = 121/400; exactly 12: 144 − 121 = 23 pairs, half counted.
    expect(luck.textContent).toBe(luckLine(foundryTranslator(), (121 + 23 / 2) / 400).text);
  });

  it(
    "of the goblin's Strike is the GM's alone: " +
      "beside the total Ann sees, it would give back the modifier pf2e keeps from her",
    async () => {
      await game.settings.set("indie-dice", "luckOnAnyRoll", true);
      const strike: CheckSpec = {
        ...ATHLETICS,
        slug: "strike",
        title: "Strike",
        type: "attack-roll",
        actor: "goblin0000000000",
        target: "valeros0000000000",
        dc: { value: 20, slug: "armor" },
      };
      harness().foundry.scriptFaces([12]);
      await rollCheckWithoutDialog(strike);
      const luckFor = async () => {
        const html = renderedElement(await harness().foundry.renderMessage(lastMessage()));
        await settle(20);
        return html.querySelector(".indie-dice-annotations li.luck")?.textContent ?? null;
      };
      // A natural 12 + 10: below it 11 faces of 20, exactly it one, half counted.
      expect(await luckFor()).toBe(luckLine(foundryTranslator(), (11 + 1 / 2) / 20).text);
      harness().foundry.setUser(ANN);
      expect(await luckFor()).toBeNull();
    },
  );
});

describe("a flag that names another roll draws nothing", () => {
  it(
    "a player's message whose kept check is rewritten — " +
      "another modifier, DC, die, or an adjustment on her result — draws no line",
    async () => {
      harness().foundry.setUser(ANN);
      harness().foundry.scriptFaces([7]);
      await rollCheckWithoutDialog({ ...ATHLETICS, dc: { value: 20, visible: true } });
      const message = lastMessage();
      expect(await chanceLine()).toBe(NORMAL_LINE);
      const allResults = Array.from({ length: 20 }, (_, i) => i + 1);
      const lies: [string, unknown][] = [
        ["modifier", 15],
        ["dc", 10],
        ["die", { kind: "fortune" }],
        ["die", { kind: "fixed", value: 7 }],
        // Her 7 made 17, a failure; a kept "failure is a success" on every result says otherwise than pf2e's record.
        ["adjustments", [{ adjustments: { failure: { label: "Lie", amount: "success" } }, appliesTo: allResults }]],
        ["adjustments", "none"],
      ];
      for (const [key, value] of lies) {
        await rewriteKept(message, key, value);
        expect(await chanceLine(), key).toBeNull();
      }
    },
  );

  it("a kept check on a message of another roll (a d20 + 10 kept on a fortune roll) draws nothing", async () => {
    harness().foundry.setUser(ANN);
    await rollCheckWithoutDialog({ ...ATHLETICS, dc: { value: 20, visible: true } });
    const kept = structuredClone(must(lastMessage().flags["indie-dice"]).systemRoll);
    harness().foundry.scriptFaces([12, 4]);
    await rollCheckWithoutDialog({ ...ATHLETICS, dc: { value: 20, visible: true }, rollTwice: "keep-higher" });
    await lastMessage().update({ flags: { "indie-dice": { systemRoll: kept } } });
    expect(await chanceLine()).toBeNull();
  });
});
