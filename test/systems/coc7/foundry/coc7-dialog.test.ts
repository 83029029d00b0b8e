// @vitest-environment happy-dom
/**
 * Call of Cthulhu 7e's roll dialog with Indie Dice's figures (src/systems/coc7), in the Foundry double's CoC7 (release
 * 8.15): a skill rolled from the character sheet's row, the dialog's five bonus/penalty positions, its difficulty and
 * flat modifiers as a user changes them, an unknown difficulty as the keeper and as a player, and a dialog whose value
 * Indie Dice cannot know. Every figure is worked out here by hand:
 * - one tens die: skill 50 succeeds on 01–50, 50%;
 * - one bonus die keeps the lower of two values that share the units die: for each units face each tens die fails
 *   (51+) half the time, so both fail 1/4: 75%; one penalty die keeps the higher: both must succeed, 1/4: 25%;
 * - at Hard (25 or less), one tens die: units 1–5 succeed with tens 0–2 (3/10), units 6–9 and 0 with two tens faces
 *   (2/10): 25%; with a bonus die 1 − 0.7² = 0.51 and 1 − 0.8² = 0.36, half the units each: 43.5%.
 */
import { afterEach, describe, expect, it } from "vitest";
import { useIndieDice } from "../../../foundry/support/helpers";
import {
  clickSkill,
  coc7Actor,
  coc7ActorSpec,
  nextRollDialog,
  openSheet,
  setCoc7Setting,
  setDialogField,
  submitRollDialog,
} from "../../../../foundry-double/systems/coc7/driver";
import { CoC7RollDialog } from "../../../../foundry-double/systems/coc7/apps/roll-dialog";
import type { FoundryDoubleOptions } from "../../../../foundry-double";
import { elementOf, must } from "../../../kit";

const GM = "gmUser0000000000";
const PLAYER = "playerUser000000";

const world = (userId: string): FoundryDoubleOptions => ({
  system: "CoC7",
  userId,
  actors: [
    coc7ActorSpec({
      _id: "investigator",
      name: "Harvey",
      ownership: { default: 3 },
      skills: [
        { _id: "spotHidden", name: "Spot Hidden", value: 50 },
        { _id: "library", name: "Library Use", value: 70 },
      ],
    }),
  ],
});

const harvey = () => coc7Actor("investigator");

/** CoC7's own reads that v14 deprecates: its check's roll mode (CoC7Check's constructor reads core.rollMode first). */
const SYSTEM_READS = ["core.rollMode"];

/** The request a dialog of openDialog answers: its check's message is posted within the test (awaitRequest). */
let request: Promise<unknown> | null = null;

/** The sheet's skill clicked, its dialog once drawn. */
async function openDialog(skill: string): Promise<CoC7RollDialog> {
  const sheet = await openSheet(harvey());
  const opened = nextRollDialog();
  request = clickSkill(sheet, skill);
  return opened;
}

/** A world's teardown waits for the roll's message CoC7 posts without waiting for it (registered after the world's). */
function awaitRequest(): void {
  afterEach(async () => {
    await request;
    request = null;
  });
}

interface Panel {
  readonly caption: string | null | undefined;
  readonly columns: string[];
  /** Each row's words, as the panel heads it. */
  readonly headings: string[];
  /** Each row's outcome and its figure in each column (penalty2 … bonus2). */
  readonly rows: Record<string, number[]>;
  /** Each range position's headline, by its label's class. */
  readonly chips: Record<string, number>;
  readonly refused: string | null;
}

function panelOf(dialog: CoC7RollDialog): Panel {
  const element = dialog.element;
  const panel = element.querySelector(".indie-dice-system-odds");
  const rows: Record<string, number[]> = {};
  for (const row of element.querySelectorAll(".indie-dice-system-odds tbody tr")) {
    const cells = Array.from(row.querySelectorAll<HTMLElement>("td[data-probability]"));
    rows[must(must(cells[0]).dataset.outcome)] = cells.map((cell) => Number(cell.dataset.probability));
  }
  const chips: Record<string, number> = {};
  for (const chip of element.querySelectorAll<HTMLElement>(".bonus-penalty-labels .indie-dice-system-chip")) {
    chips[must(chip.parentElement).className] = Number(chip.dataset.probability);
  }
  return {
    caption: panel?.querySelector(".indie-dice-system-odds-caption")?.textContent,
    columns: Array.from(
      element.querySelectorAll(".indie-dice-system-odds thead th[scope=col]"),
      (th) => th.textContent ?? "",
    ),
    headings: Array.from(
      element.querySelectorAll(".indie-dice-system-odds tbody th[scope=row]"),
      (th) => th.textContent?.trim() ?? "",
    ),
    rows,
    chips,
    refused: element.querySelector(".indie-dice-system-odds-refused")?.textContent ?? null,
  };
}

type Harness = ReturnType<typeof useIndieDice>;

/** One of CoC7's world settings, set by the GM (the double's settings write at once). */
const setWorld = (harness: Harness, key: string, value: unknown) =>
  harness().foundry.withClient(GM, () => void setCoc7Setting(key, value));

/** A CoC7 roll dialog opened by other code than a sheet's click (its answer, or its closing, ignored). */
function otherDialog(options: Record<string, unknown>): Promise<CoC7RollDialog> {
  const opened = nextRollDialog();
  CoC7RollDialog.create(options).catch(() => null);
  return opened;
}

describe("CoC7's roll dialog, as the keeper", () => {
  const harness = useIndieDice(world(GM), { systemReads: SYSTEM_READS });
  awaitRequest();

  it(
    "skill 50 from the sheet, Regular: " + "1/8, 1/4, 1/2, 3/4, 7/8 by position, before the Roll button; live at Hard",
    async () => {
      const dialog = await openDialog("Spot Hidden");
      const panel = panelOf(dialog);
      expect(panel.caption).toBe("Regular difficulty: a roll of 50 or less");
      expect(panel.columns).toEqual(["2 penalty dice", "1 penalty die", "No bonus", "1 bonus die", "2 bonus dice"]);
      // Two penalty dice: all three tens dice must succeed, (1/2)³; two bonus dice: any of them, 1 − (1/2)³.
      expect(panel.rows.success).toEqual([1 / 8, 1 / 4, 1 / 2, 3 / 4, 7 / 8]);
      // A critical (01) with one bonus die: units 1 and a 0 on either tens die, 1/10 × (1 − (9/10)²) = 19/1000.
      expect(must(panel.rows.critical)[3]).toBe(19 / 1000);
      // A fumble (100: skill 50 is not under 50) with one penalty die: units 0 and a 0 on either tens die, 19/1000.
      expect(must(panel.rows.fumble)[1]).toBe(19 / 1000);
      expect(Object.keys(panel.rows)).toEqual([
        "success",
        "critical",
        "extreme",
        "hard",
        "regular",
        "failure",
        "fumble",
      ]);
      expect(panel.headings[0]).toBe("Success at Regular");
      expect(panel.chips).toEqual({
        "double-penalty": 1 / 8,
        penalty: 1 / 4,
        "normal-roll": 1 / 2,
        bonus: 3 / 4,
        "double-bonus": 7 / 8,
      });
      expect(
        dialog.element.querySelector(".indie-dice-system-odds")?.nextElementSibling?.matches("footer.form-footer"),
      ).toBe(true);

      // Live as the difficulty changes: Hard, a roll of 25 or less: 25%, and 43.5% with a bonus die.
      setDialogField(dialog, "difficulty", "2");
      const hard = panelOf(dialog);
      expect(hard.caption).toBe("Hard difficulty: a roll of 25 or less");
      expect(must(hard.rows.success)[2]).toBe(0.25);
      expect(must(hard.rows.success)[3]).toBeCloseTo(0.435, 12);
      // At Hard, half of 50 is under 50: the fumble is 96+ (1/20 with one tens die).
      expect(must(hard.rows.fumble)[2]).toBe(5 / 100);
      // The success is the one at Hard, which a regular success misses; the failure is CoC7's level below a regular
      // success, not the rest of the rolls: 25% + 25% (regular, 26–50) + 45% (failure, 51–95) + 5% (fumble) make 1.
      expect(hard.headings).toEqual([
        "Success at Hard",
        "Critical success",
        "Extreme success",
        "Hard success",
        "Regular success",
        "Failure (above the full value)",
        "Fumble",
      ]);
      expect([must(hard.rows.regular)[2], must(hard.rows.failure)[2]]).toEqual([0.25, 0.45]);
      expect(dialog.element.querySelectorAll(".indie-dice-system-odds")).toHaveLength(1);
      // The range's position is not a figure's: moving it changes nothing drawn.
      setDialogField(dialog, "poolModifier", "2");
      expect(panelOf(dialog)).toEqual(hard);
      await submitRollDialog(dialog);
    },
  );

  it(
    "the flat modifiers, as the world allows them: value +10 is 60%; " +
      "a dice modifier −5 makes 01–06 a critical (6%)",
    async () => {
      setWorld(harness, "allowFlatDiceModifier", true);
      setWorld(harness, "allowFlatThresholdModifier", true);
      const dialog = await openDialog("Spot Hidden");
      setDialogField(dialog, "flatThresholdModifier", "10");
      expect(must(panelOf(dialog).rows.success)[2]).toBe(0.6);
      setDialogField(dialog, "flatThresholdModifier", "0");
      setDialogField(dialog, "flatDiceModifier", "-5");
      const panel = panelOf(dialog);
      // Each total is the roll − 5, at least 1: 01–55 succeed, 01–06 read 1.
      expect([must(panel.rows.success)[2], must(panel.rows.critical)[2]]).toEqual([0.55, 0.06]);
      setDialogField(dialog, "flatDiceModifier", "");
      expect(panelOf(dialog).refused).toBe("No exact chance for this roll: Dice modifier is not a whole number.");
      // (CoC7's pool would refuse it too, as it rolls: a whole number again before the Roll button.)
      setDialogField(dialog, "flatDiceModifier", "0");
      await submitRollDialog(dialog);
    },
  );

  it("an unknown difficulty: the keeper reads the success at each difficulty they may set; no headline", async () => {
    setWorld(harness, "defaultCheckDifficulty", "unknown");
    const dialog = await openDialog("Library Use");
    const panel = panelOf(dialog);
    expect(panel.caption).toBe("Value 70, difficulty unknown: the keeper sets it on the roll's card");
    expect(must(panel.rows.successIfRegular)[2]).toBe(0.7);
    expect(must(panel.rows.successIfHard)[2]).toBe(0.35);
    expect(must(panel.rows.successIfExtreme)[2]).toBe(0.14);
    expect(panel.rows.success).toBeUndefined();
    // 70 fumbles on 100 at Regular, from 96 at Hard: the fumble and the failure wait for the keeper.
    expect(Object.keys(panel.rows)).toEqual([
      "successIfRegular",
      "successIfHard",
      "successIfExtreme",
      "critical",
      "extreme",
      "hard",
      "regular",
    ]);
    expect(panel.chips).toEqual({});
    await submitRollDialog(dialog);
  });

  it(
    "a dialog Indie Dice cannot tie to a skill, " +
      "or whose title names another skill than the click's, says so: no figure",
    async () => {
      const sheet = await openSheet(harvey());
      // Shift rolls at once (no dialog): the click is not kept for the next dialog.
      await clickSkill(sheet, "Spot Hidden", { shift: true });
      const dialog = await otherDialog({ cardType: "C/NO", displayName: "Spot Hidden" });
      const panel = panelOf(dialog);
      expect(panel.refused).toBe(
        "No exact chance for this roll: Indie Dice cannot see the value this roll is made against " +
          "(the dialog does not carry it). Roll from the skill's name on the character sheet.",
      );
      expect([dialog.element.querySelectorAll("[data-probability]").length, panel.chips]).toEqual([0, {}]);
      await dialog.close();

      // A click on Spot Hidden that CoC7 does not answer (a copy of its name, without CoC7's listener)…
      const name = must(
        Array.from(sheet.element.querySelectorAll<HTMLElement>(".skill-name.rollable")).find(
          (row) => row.textContent === "Spot Hidden",
        ),
      );
      const copy = elementOf(name.cloneNode(true), HTMLElement);
      name.after(copy);
      copy.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      // …then a dialog for another skill: its title is not Spot Hidden's.
      const library = await otherDialog({ cardType: "C/NO", displayName: "Library Use" });
      expect(panelOf(library).refused).toContain("Indie Dice cannot see the value");
      await library.close();
    },
  );

  it("a roll that asks for its value reads it from its own field, live", async () => {
    const dialog = await otherDialog({ cardType: "C/NO", askValue: true, threshold: 40, difficulty: 1 });
    expect(must(panelOf(dialog).rows.success)[2]).toBe(0.4);
    setDialogField(dialog, "threshold", "65");
    expect(must(panelOf(dialog).rows.success)[2]).toBe(0.65);
    await submitRollDialog(dialog);
  });
});

describe("CoC7's roll dialog, as a player", () => {
  const harness = useIndieDice(world(PLAYER), { systemReads: SYSTEM_READS });
  awaitRequest();

  it(
    "an unknown difficulty shows nothing that depends on it: " + "no success, no fumble, no failure, no headline",
    async () => {
      setWorld(harness, "defaultCheckDifficulty", "unknown");
      const dialog = await openDialog("Library Use");
      const panel = panelOf(dialog);
      expect(panel.caption).toBe(
        "The difficulty is unknown: the keeper sets it after the roll. Only what it cannot change is shown.",
      );
      // The levels of the player's own 70 (the sheet shows 70, 35 and 14), with one tens die: 1, 13, 21 and 35 in 100.
      expect(Object.fromEntries(Object.entries(panel.rows).map(([key, figures]) => [key, figures[2]]))).toEqual({
        critical: 0.01,
        extreme: 0.13,
        hard: 0.21,
        regular: 0.35,
      });
      expect(panel.chips).toEqual({});
      expect(dialog.element.textContent).not.toMatch(/Success at|Fumble|Failure/);
      // Choosing a difficulty themselves, they see every figure, as the keeper does.
      setDialogField(dialog, "difficulty", "1");
      const regular = panelOf(dialog);
      expect([regular.caption, must(regular.rows.success)[2], regular.chips["normal-roll"]]).toEqual([
        "Regular difficulty: a roll of 70 or less",
        0.7,
        0.7,
      ]);
      await submitRollDialog(dialog);
    },
  );

  it("the GM's choice of words for players: no percentage, the same words for the same chances", async () => {
    setWorld(harness, "defaultCheckDifficulty", "regular");
    harness().foundry.withClient(GM, () => void game.settings.set("indie-dice", "systemOddsForPlayers", "words"));
    const dialog = await openDialog("Spot Hidden");
    const chips = Array.from(dialog.element.querySelectorAll(".indie-dice-system-chip"), (chip) => chip.textContent);
    expect(chips).toEqual(["long shot", "long shot", "risky", "likely", "likely"]);
    expect(dialog.element.querySelector(".indie-dice-system-odds")?.textContent).not.toContain("%");
    await submitRollDialog(dialog);
  });
});
