// @vitest-environment happy-dom
/**
 * Daggerheart's roll dialog with Indie Dice's figures (src/systems/daggerheart, docs/systems-daggerheart.md), in the
 * Foundry double's Daggerheart (foundry-double/systems/daggerheart) on both profiles, as the GM and as a player.
 * Every figure is counted by hand here from the system's rules as its code applies them: of the Hope × Fear pairs
 * the doubles are criticals and always succeed; any other pair succeeds when its sum plus the rest reaches the
 * difficulty. Two d12 with the Hope die the higher (h > f) by sum: 3: 1 pair, 4: 1, 5: 2, 6: 2, 7: 3, 8: 3, 9: 4, …
 * (⌊(s − 1)/2⌋), 66 in all; as many with the Fear die the higher.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installIndieDice, type AdapterHarness } from "../../../foundry/support/setup";
import {
  changeDialogField,
  clickDialog,
  nextRollDialog,
  pressRoll,
  sheetClick,
} from "../../../../foundry-double/systems/daggerheart/driver";
import { enrichedDualityRoll } from "../../../../foundry-double/systems/daggerheart/index";
import type { D20RollDialog } from "../../../../foundry-double/systems/daggerheart/applications/d20-roll-dialog";
import { must } from "../../../kit";
import { actor, GM, MARLOWE_WORLD, PLAYER } from "./marlowe-world";

let harness: AdapterHarness;

beforeEach(() => {
  harness = installIndieDice(MARLOWE_WORLD);
});

afterEach(() => harness.foundry.uninstall());

/** The dialog a roll opens, as the user given (the roll started on that user's client). */
async function openAs(user: string, start: () => Promise<unknown>): Promise<D20RollDialog> {
  harness.foundry.setUser(user);
  const opened = nextRollDialog();
  void start();
  return opened;
}

/** Marlowe's Agility roll from the character sheet: Hope d12 + Fear d12 + 2. */
const agility = () => actor("marlowe").rollTrait("agility", { event: sheetClick() });

/** A `[[/dr trait=agility difficulty=N]]` link clicked by Marlowe's player: the difficulty as the link's string. */
const agilityAgainst = (difficulty: number) =>
  enrichedDualityRoll(
    { traitValue: "agility", target: actor("marlowe"), difficulty: String(difficulty) },
    sheetClick(),
  );

/** Every drawn figure of an outcome, column by column (null where a column shows none), read back from the DOM. */
function row(app: D20RollDialog, outcome: string): (number | null)[] {
  const panel = must(app.element.querySelector(".indie-dice-system-odds"));
  const tr = [...panel.querySelectorAll("tbody tr")].find((candidate) =>
    candidate.querySelector(`[data-outcome="${outcome}"]`),
  );
  if (!tr) return [];
  return [...tr.querySelectorAll("td")].map((cell) =>
    cell.dataset.probability === undefined ? null : Number(cell.dataset.probability),
  );
}

const outcomesShown = (app: D20RollDialog) =>
  [...app.element.querySelectorAll<HTMLElement>(".indie-dice-system-odds td[data-outcome]")].map(
    (cell) => cell.dataset.outcome,
  );
const caption = (app: D20RollDialog) => must(app.element.querySelector(".indie-dice-system-odds-caption")).textContent;
const chip = (app: D20RollDialog, selector: string) =>
  app.element.querySelector<HTMLElement>(`${selector} .indie-dice-system-chip`);

describe("a duality roll against the dialog's difficulty", () => {
  it(
    "Hope d12 + Fear d12 + 2 against 12: " +
      "a critical 1/12, success with Hope or Fear 50/144, failure with either 16/144",
    async () => {
      // A pair other than a double succeeds at h + f ≥ 10. Failures with Hope (h > f, h + f ≤ 9): f = 1, h = 2…8 (7);
      // f = 2: 5; f = 3: 3; f = 4: 1 — 16; successes with Hope 66 − 16 = 50. The headline: 12 + 50 + 50 = 112 of 144.
      const app = await openAs(PLAYER, () => agilityAgainst(12));
      expect(caption(app)).toBe("Against difficulty 12");
      expect(row(app, "critical")).toEqual([expect.closeTo(12 / 144, 12)]);
      expect(row(app, "successWithHope")).toEqual([expect.closeTo(50 / 144, 12)]);
      expect(row(app, "successWithFear")).toEqual([expect.closeTo(50 / 144, 12)]);
      expect(row(app, "failureWithHope")).toEqual([expect.closeTo(16 / 144, 12)]);
      expect(row(app, "failureWithFear")).toEqual([expect.closeTo(16 / 144, 12)]);
      const roll = must(chip(app, 'button[data-action="submitRoll"]'));
      expect(Number(roll.dataset.probability)).toBeCloseTo(112 / 144, 12);
      expect(roll.textContent).toBe("77.8%");
    },
  );

  it(
    "one advantage d6, live as it is toggled: failure with Hope 17/432, success 398/432; " +
      "two the better of two (kh); off, back to 112/144",
    async () => {
      // A pair of sum s fails when the d6 rolls below 10 − s: s = 3 always (1 pair), s = 4 on 1–5 (1 × 5/6), s = 5 on
      // 1–4 (2 × 4/6), s = 6 on 1–3 (2 × 3/6), s = 7 on 1–2 (3 × 2/6), s = 8 on a 1 (3 × 1/6): 17/3 pairs of 144.
      const app = await openAs(PLAYER, () => agilityAgainst(12));
      await clickDialog(app, '[data-action="updateIsAdvantage"][data-advantage="1"]');
      expect(row(app, "failureWithHope")).toEqual([expect.closeTo(17 / 432, 12)]);
      expect(row(app, "successWithFear")).toEqual([expect.closeTo(181 / 432, 12)]);
      expect(Number(must(chip(app, 'button[data-action="submitRoll"]')).dataset.probability)).toBeCloseTo(
        398 / 432,
        12,
      );
      // The better of two d6 is below m with chance ((m − 1)/6)²: 1 + 25/36 + 2·16/36 + 2·9/36 + 3·4/36 + 3·1/36 = 3.5.
      await changeDialogField(app, "roll.dice.advantageNumber", "2");
      expect(row(app, "failureWithHope")).toEqual([expect.closeTo(3.5 / 144, 12)]);
      await clickDialog(app, '[data-action="updateIsAdvantage"][data-advantage="1"]');
      expect(row(app, "success")).toEqual([expect.closeTo(112 / 144, 12)]);
    },
  );

  it(
    "the rally die is subtracted with disadvantage, as the system codes it: " +
      "Hope d4 + Fear d4 + 2 − d6 − d6 reaches 7 on a double, or rarely",
    async () => {
      // h + f ≤ 8 and both d6 at least 1: a total of at most 8 + 2 − 2 = 8 ≥ 7 only for h + f = 8 (4 and 4, a double)
      // or h + f = 7 with both d6 at 1 — (4,3) or (3,4): 2 pairs × 1/36. Successes: the 4 doubles of 16, and 2/16 ×
      // 1/36. Had the rally die been added, (4,3) with d6s 1 and 6 would make 4 + 3 + 2 − 1 + 6 = 14: far more.
      const app = await openAs(PLAYER, () => agilityAgainst(7));
      await changeDialogField(app, "roll.dice.dHope", "d4");
      await changeDialogField(app, "roll.dice.dFear", "d4");
      await clickDialog(app, '[data-action="updateIsAdvantage"][data-advantage="-1"]');
      await changeDialogField(app, "roll.dice._rallyIndex", "rally");
      expect(must(app.element.querySelector(".roll-dialog-container")).textContent).toContain(
        "1d4h + 1d4f - 1d6d - 1d6 + 2",
      );
      expect(row(app, "success")).toEqual([expect.closeTo(4 / 16 + (2 / 16) * (1 / 36), 12)]);
      expect(row(app, "critical")).toEqual([expect.closeTo(4 / 16, 12)]);
    },
  );

  it(
    "the dice's faces as chosen and a situational formula: " + "Hope d20, Fear d12 and + 1d4: a critical 12/240",
    async () => {
      const app = await openAs(PLAYER, () => agilityAgainst(12));
      await changeDialogField(app, "roll.dice.dHope", "d20");
      await changeDialogField(app, "extraFormula", "1d4");
      // Doubles 1…12 of 20 × 12 pairs.
      expect(row(app, "critical")).toEqual([expect.closeTo(12 / 240, 12)]);
      // With Hope the higher: Σ over f = 1…12 of (20 − f) = 162 of 240 — successes and failures with Hope together.
      const [success] = row(app, "successWithHope");
      const [failure] = row(app, "failureWithHope");
      expect(must(success) + must(failure)).toBeCloseTo(162 / 240, 12);
    },
  );

  it(
    "beside each experience the chance it buys: " +
      "Sneaky +2 turns 16 failures with Hope into 9 and as many with Fear (+14/144)",
    async () => {
      // With + 4 a pair succeeds at h + f ≥ 8: failures with Hope at sums 3…7: 1 + 1 + 2 + 2 + 3 = 9; success 126/144.
      // Brawler +3: at h + f ≥ 7, failures with Hope at sums 3…6: 6, success 1 − 12/144: 132/144, +20/144.
      const app = await openAs(PLAYER, () => agilityAgainst(12));
      const sneak = must(chip(app, '[data-key="sneak"]'));
      expect(Number(sneak.dataset.probability)).toBeCloseTo(14 / 144, 12);
      expect(sneak.textContent).toBe("+9.7%");
      expect(Number(must(chip(app, '[data-key="brawl"]')).dataset.probability)).toBeCloseTo(20 / 144, 12);
      await clickDialog(app, '[data-action="selectExperience"][data-key="sneak"]');
      expect(row(app, "success")).toEqual([expect.closeTo(126 / 144, 12)]);
      // Chosen, it still shows what it buys; Brawler on top of it: at h + f ≥ 5, failures with Hope 1 + 1 = 2 a side.
      expect(Number(must(chip(app, '[data-key="sneak"]')).dataset.probability)).toBeCloseTo(14 / 144, 12);
      expect(Number(must(chip(app, '[data-key="brawl"]')).dataset.probability)).toBeCloseTo((140 - 126) / 144, 12);
    },
  );

  it(
    "without a difficulty or a target no target is made up: " + "the critical, with Hope, with Fear and a few totals",
    async () => {
      const app = await openAs(PLAYER, agility);
      expect(caption(app)).toBe("No target: each button's chance of a total of at least…");
      expect(row(app, "critical")).toEqual([expect.closeTo(1 / 12, 12)]);
      expect(row(app, "withHope")).toEqual([expect.closeTo(66 / 144, 12)]);
      // A total of at least 25 with 2d12 + 2: h + f ≥ 23: (12,11), (11,12), (12,12): 3 of 144.
      expect(row(app, "atLeast25")).toEqual([expect.closeTo(3 / 144, 12)]);
    },
  );

  it("the figures are drawn again, never twice, and the roll is made as before", async () => {
    harness.foundry.setUser(PLAYER);
    const opened = nextRollDialog();
    const rolled = agilityAgainst(12);
    const app = await opened;
    await changeDialogField(app, "extraFormula", "1");
    await changeDialogField(app, "extraFormula", "");
    expect(app.element.querySelectorAll(".indie-dice-system-odds")).toHaveLength(1);
    expect(app.element.querySelectorAll('button[data-action="submitRoll"] .indie-dice-system-chip')).toHaveLength(1);
    harness.foundry.scriptFaces([5, 5]);
    await pressRoll(app);
    expect((await rolled)?.roll).toMatchObject({ total: 12, success: true });
    expect(harness.foundry.messages.at(-1)?.rolls[0]?.total).toBe(12);
    // Nothing of Foundry's that v14 deprecates was read on the way (always empty on the v13 profile).
    expect(harness.foundry.deprecations).toEqual([]);
  });

  it("a formula the engine cannot answer shows why, and no figure", async () => {
    const app = await openAs(PLAYER, () => agilityAgainst(12));
    await changeDialogField(app, "extraFormula", "2d20khz");
    expect(app.element.querySelector(".indie-dice-system-odds-refused")).not.toBeNull();
    expect(app.element.querySelector("[data-probability]")).toBeNull();
  });
});

describe("targets, and what a player may see", () => {
  it(
    "one target the player may not observe: " +
      "no figure worked out from its Difficulty, the dice's own outcomes and totals instead; " +
      "the GM reads them",
    async () => {
      harness.foundry.targetTokens(["banditTok"], PLAYER);
      const app = await openAs(PLAYER, () =>
        actor("marlowe").useAction({ name: "Longsword", rollType: "attack" }, sheetClick()),
      );
      expect(caption(app)).toBe("The target is hidden: each button's chance of a total of at least…");
      expect(outcomesShown(app).filter((outcome) => !must(outcome).startsWith("atLeast"))).toEqual([
        "critical",
        "withHope",
        "withFear",
      ]);
      // Not the chance to hit (112/144 against the Bandit's 12), nor what an experience would buy.
      expect(app.element.querySelector('[data-outcome="success"]')).toBeNull();
      expect(app.element.querySelector('[data-key="sneak"] .indie-dice-system-chip')).toBeNull();
      expect(must(chip(app, 'button[data-action="submitRoll"]')).dataset.outcome).toBe("critical");
      // The GM reads the same roll against the Bandit's Difficulty 12: 112/144.
      harness.foundry.targetTokens(["banditTok"], GM);
      const gm = await openAs(GM, () =>
        actor("marlowe").useAction({ name: "Longsword", rollType: "attack" }, sheetClick()),
      );
      expect(caption(gm)).toBe("Against difficulty 12");
      expect(row(gm, "success")).toEqual([expect.closeTo(112 / 144, 12)]);
    },
  );

  it("a target the player may observe shows its figures: against the Wolf's 60 only the doubles succeed", async () => {
    harness.foundry.targetTokens(["wolfTok"], PLAYER);
    const app = await openAs(PLAYER, () =>
      actor("marlowe").useAction({ name: "Longsword", rollType: "attack" }, sheetClick()),
    );
    expect(row(app, "success")).toEqual([expect.closeTo(12 / 144, 12)]);
    expect(row(app, "failureWithHope")).toEqual([expect.closeTo(66 / 144, 12)]);
  });

  it(
    "several targets: a column each, judged against its own; " +
      "a player sees none worked out from the one hidden from them, the GM every one",
    async () => {
      harness.foundry.targetTokens(["banditTok", "wolfTok"], PLAYER);
      const app = await openAs(PLAYER, () =>
        actor("marlowe").useAction({ name: "Longsword", rollType: "attack" }, sheetClick()),
      );
      expect([...app.element.querySelectorAll(".indie-dice-system-odds thead th")].map((th) => th.textContent)).toEqual(
        ["Bandit", "Wolf"],
      );
      expect(caption(app)).toBe("Against each target's Difficulty or Evasion");
      expect(row(app, "success")).toEqual([null, expect.closeTo(12 / 144, 12)]);
      expect(row(app, "critical")).toEqual([expect.closeTo(1 / 12, 12), expect.closeTo(1 / 12, 12)]);
      expect(row(app, "withHope")).toEqual([expect.closeTo(66 / 144, 12), null]);
      // No figure on the Roll button, nor beside the experiences: which target would it be?
      expect(chip(app, 'button[data-action="submitRoll"]')).toBeNull();
      expect(app.element.querySelector('[data-key="sneak"] .indie-dice-system-chip')).toBeNull();
      // The GM sees every target's figures.
      harness.foundry.targetTokens(["banditTok", "wolfTok"], GM);
      const gm = await openAs(GM, () =>
        actor("marlowe").useAction({ name: "Longsword", rollType: "attack" }, sheetClick()),
      );
      expect(row(gm, "success")).toEqual([expect.closeTo(112 / 144, 12), expect.closeTo(12 / 144, 12)]);
    },
  );

  it(
    "the dialog's own difficulty judges every target alike and is the roller's to see " + "(the Roll button shows it)",
    async () => {
      harness.foundry.targetTokens(["banditTok", "wolfTok"], PLAYER);
      const app = await openAs(PLAYER, () =>
        actor("marlowe").useAction({ name: "Longsword", rollType: "attack", difficulty: 12 }, sheetClick()),
      );
      expect(must(app.element.querySelector('button[data-action="submitRoll"] .label')).textContent).toBe(
        "Roll (Difficulty 12)",
      );
      expect(row(app, "success")).toEqual([expect.closeTo(112 / 144, 12)]);
    },
  );

  it("a player's words, when the GM chose words: no number, none beside the experiences", async () => {
    await game.settings.set("indie-dice", "systemOddsForPlayers", "words");
    const app = await openAs(PLAYER, () => agilityAgainst(12));
    expect(must(chip(app, 'button[data-action="submitRoll"]')).textContent).toBe("likely");
    expect(app.element.querySelector('[data-key="sneak"] .indie-dice-system-chip')).toBeNull();
  });
});

describe("an adversary's d20 roll", () => {
  it(
    "the Bandit attacks Marlowe (Evasion 10) at + 3, critical at 19: " +
      "14/20, a critical 2/20; with advantage 0.91 and 0.19",
    async () => {
      // A natural 7 or more makes 10; 19–20 are criticals (and hit). With advantage (2d20kh) the better of two: at
      // least 7 with 1 − (6/20)² = 0.91, at least 19 with 1 − (18/20)² = 0.19.
      harness.foundry.targetTokens(["marloweTok"], GM);
      const app = await openAs(GM, () =>
        actor("bandit").useAction({ name: "Club", rollType: "attack", bonus: 3 }, sheetClick()),
      );
      expect(app.roll.constructor.name).toBe("D20Roll");
      expect(row(app, "success")).toEqual([expect.closeTo(14 / 20, 12)]);
      expect(row(app, "critical")).toEqual([expect.closeTo(2 / 20, 12)]);
      await clickDialog(app, '[data-action="updateIsAdvantage"][data-advantage="1"]');
      expect(row(app, "success")).toEqual([expect.closeTo(0.91, 12)]);
      expect(row(app, "critical")).toEqual([expect.closeTo(0.19, 12)]);
    },
  );
});
