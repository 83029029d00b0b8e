// @vitest-environment happy-dom
/**
 * Pathfinder 2e's check dialog with Indie Dice (src/systems/pf2e, docs/systems-pf2e.md), in the double's pf2e on
 * both profiles, as the GM and as players: one bar of the roll the dialog makes and a table of the degrees with each
 * fate radio, before the Roll button; the radios change the figures without a render, a modifier's toggle with one;
 * a DC pf2e hides from a player gives that player no figure read from it. Every figure is worked out by hand here.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { useIndieDice } from "../../../foundry/support/helpers";
import {
  pickFate,
  pressRoll,
  rollCheck,
  toggleModifier,
  toggleSubstitution,
  type CheckSpec,
} from "../../../../foundry-double/systems/pf2e/driver";
import type { CheckModifiersDialog } from "../../../../foundry-double/systems/pf2e/check-modifiers-dialog";
import { must } from "../../../kit";
import { ANN, ATHLETICS, GM, onlyTheV1Warning, VALEROS_WORLD } from "./valeros-world";

const harness = useIndieDice(VALEROS_WORLD);

/**
 * Valeros's rapier Strike +10 at the goblin, against its AC 18: pf2e's Strike resolves its DC against the target's
 * "armor" statistic (CheckContext), a DC check.ts names "AC".
 */
const STRIKE: CheckSpec = {
  ...ATHLETICS,
  slug: "rapier",
  title: "Rapier Strike",
  type: "attack-roll",
  dc: { value: 18, slug: "armor" },
};

/** The panel's caption: what the figures are against. */
const caption = (dialog: CheckModifiersDialog) => must(must(panel(dialog)).querySelector("p")).textContent;

const DEGREES = ["criticalSuccess", "success", "failure", "criticalFailure"];

/** Each degree's count of 20 faces, by the bands and the natural step. */
function d20Counts(modifier: number, dc: number): number[] {
  const counts = [0, 0, 0, 0];
  for (let n = 1; n <= 20; n++) counts[3 - degreeIndex(n, n + modifier, dc)]!++;
  return counts;
}

/** 0 critical failure … 3 critical success. */
function degreeIndex(natural: number, total: number, dc: number): number {
  const band = total - dc >= 10 ? 3 : dc - total >= 10 ? 0 : total >= dc ? 2 : 1;
  return Math.min(3, Math.max(0, band + (natural === 20 ? 1 : natural === 1 ? -1 : 0)));
}

/** Each degree's count of the 400 pairs of d20s, keeping the higher or the lower. */
function pairCounts(keep: (a: number, b: number) => number, modifier: number, dc: number): number[] {
  const counts = [0, 0, 0, 0];
  for (let a = 1; a <= 20; a++)
    for (let b = 1; b <= 20; b++) counts[3 - degreeIndex(keep(a, b), keep(a, b) + modifier, dc)]!++;
  return counts;
}

const windowOf = (dialog: CheckModifiersDialog) => must(document.getElementById(dialog.id));

/** The bar's segments: outcome and exact chance. */
function bar(dialog: CheckModifiersDialog): [string, number][] {
  return [...windowOf(dialog).querySelectorAll<HTMLElement>(".indie-dice-system-bar-segment")].map((segment) => [
    must(segment.dataset.outcome),
    Number(segment.dataset.probability),
  ]);
}

/** The bar those counts make (a degree no result reaches draws no segment), each chance to 12 places. */
const barOf = (counts: number[], of: number): unknown[] =>
  DEGREES.map((degree, i): [string, number] => [degree, must(counts[i]) / of])
    .filter(([, p]) => p > 0)
    .map(([degree, p]) => [degree, expect.closeTo(p, 12)]);

/** The table's figures by outcome, a cell a radio. */
function table(dialog: CheckModifiersDialog): Record<string, number[]> {
  const rows = [...windowOf(dialog).querySelectorAll<HTMLTableRowElement>(".indie-dice-system-odds tbody tr")];
  return Object.fromEntries(
    rows.map((row) => [
      must(must(row.querySelector("td")).dataset.outcome),
      [...row.querySelectorAll("td")].map((cell) => Number(cell.dataset.probability)),
    ]),
  );
}

const panel = (dialog: CheckModifiersDialog) => windowOf(dialog).querySelector<HTMLElement>(".indie-dice-system-odds");

onlyTheV1Warning();

describe("the GM's check dialog", () => {
  it(
    "+10 against DC 20: " +
      "one bar — critical success 5%, success 50%, failure 40%, critical failure 5% — right before Roll",
    async () => {
      const { dialog } = await rollCheck(ATHLETICS);
      expect(d20Counts(10, 20)).toEqual([1, 10, 8, 1]);
      expect(bar(dialog)).toEqual(barOf([1, 10, 8, 1], 20));
      const odds = must(panel(dialog));
      expect(odds.nextElementSibling).toBe(windowOf(dialog).querySelector("button.roll"));
      expect(must(odds.querySelector(".indie-dice-system-bar")).getAttribute("aria-label")).toBe("Normal");
      expect(
        [...odds.querySelectorAll(".indie-dice-system-bar-segment")].map((segment) => segment.textContent),
      ).toEqual(["5.0%", "50.0%", "40.0%", "5.0%"]);
      expect(must(odds.querySelector(".indie-dice-system-bar-segment")).getAttribute("title")).toBe(
        "Critical success: 5.0%",
      );
      expect(must(odds.querySelector("p")).textContent).toBe("Against DC 20");
      expect([...odds.querySelectorAll("thead th")].map((th) => th.textContent)).toEqual([
        "Fortune",
        "Normal",
        "Misfortune",
      ]);
      // No figure on a radio's label: the bar and the table say it.
      expect(windowOf(dialog).querySelector(".fate .indie-dice-system-chip")).toBeNull();
    },
  );

  it(
    "the fate radios change the figures without a render: " + "fortune 39/280/80/1 in 400, misfortune 1/120/240/39",
    async () => {
      const { dialog } = await rollCheck(ATHLETICS);
      let renders = 0;
      Reflect.apply(Hooks.on, Hooks, ["renderCheckModifiersDialog", () => void renders++]);
      const fortune = pairCounts(Math.max, 10, 20);
      const misfortune = pairCounts(Math.min, 10, 20);
      expect([fortune, misfortune]).toEqual([
        [39, 280, 80, 1],
        [1, 120, 240, 39],
      ]);
      pickFate(dialog, "keep-higher");
      expect(bar(dialog)).toEqual(barOf(fortune, 400));
      expect(must(must(panel(dialog)).querySelector(".indie-dice-system-bar")).getAttribute("aria-label")).toBe(
        "Fortune",
      );
      pickFate(dialog, "keep-lower");
      expect(bar(dialog)).toEqual(barOf(misfortune, 400));
      pickFate(dialog, "");
      expect(bar(dialog)).toEqual(barOf([1, 10, 8, 1], 20));
      expect(renders).toBe(0);
      expect(windowOf(dialog).querySelectorAll(".indie-dice-system-odds")).toHaveLength(1);
      // The table holds all three radios whatever is picked: fortune, normal, misfortune.
      expect(table(dialog).criticalSuccess).toEqual([39 / 400, 1 / 20, 1 / 400].map((p) => expect.closeTo(p, 12)));
    },
  );

  it("a modifier turned on draws the dialog again and the figures with it: +9 is 5%, 45%, 45%, 5%", async () => {
    const { dialog } = await rollCheck(ATHLETICS);
    await toggleModifier(dialog, 2);
    expect(dialog.check.totalModifier).toBe(9);
    expect(d20Counts(9, 20)).toEqual([1, 9, 9, 1]);
    expect(bar(dialog)).toEqual(barOf([1, 9, 9, 1], 20));
    expect(windowOf(dialog).querySelectorAll(".indie-dice-system-odds")).toHaveLength(1);
    // The radio picked before the render is the one the bar shows after it.
    pickFate(dialog, "keep-higher");
    await toggleModifier(dialog, 2);
    expect(bar(dialog)).toEqual(barOf(pairCounts(Math.max, 10, 20), 400));
  });

  it("a selected substitution is a fixed value: 15 + 10 against DC 20 is a success, certain", async () => {
    const { dialog } = await rollCheck({
      ...ATHLETICS,
      substitutions: [{ slug: "assurance", label: "Assurance", value: 15, effectType: "fortune" }],
    });
    await toggleSubstitution(dialog, 0);
    expect(bar(dialog)).toEqual([["success", 1]]);
    // Fortune adds nothing to a fortune substitution; misfortune cancels it and pf2e works the modifier out again
    // from options the dialog does not show: that roll is not in the table, and picked it is not guessed.
    // The degrees it cannot reach draw no row: the critical success (the question the dialog asks) and the success.
    expect(Object.keys(table(dialog))).toEqual(["criticalSuccess", "success"]);
    expect(Object.values(table(dialog)).map((cells) => cells.length)).toEqual([2, 2]);
    pickFate(dialog, "keep-lower");
    expect(bar(dialog)).toEqual([]);
    expect(must(panel(dialog)).textContent).toBe(
      "No exact chance for this roll: " +
        "fortune and misfortune cancel out, " +
        "and Pathfinder then works the modifier out again from roll options this dialog does not show",
    );
  });

  it(
    "a degree-of-success adjustment read with pf2e's own predicate: " +
      "a natural 19's success made critical, 10%, 45%, 40%, 5%",
    async () => {
      const keen = {
        adjustments: { success: { label: "Keen", amount: "criticalSuccess" as const } },
        predicate: [{ eq: ["check:total:natural", 19] as [string, number] }],
      };
      const { dialog } = await rollCheck({ ...ATHLETICS, dosAdjustments: [keen] });
      expect(bar(dialog)).toEqual(barOf([2, 9, 8, 1], 20));
      // With fortune, a kept 19 is 37 pairs in 400 (19 with 1–19 either way, and 19 with 19).
      pickFate(dialog, "keep-higher");
      expect(bar(dialog)).toEqual(barOf([39 + 37, 280 - 37, 80, 1], 400));
    },
  );

  it(
    "the figures match the dice the dialog then rolls: " + "a natural 19 with fortune is a critical success under Keen",
    async () => {
      const keen = {
        adjustments: { success: { label: "Keen", amount: "criticalSuccess" as const } },
        predicate: [{ eq: ["check:total:natural", 19] as [string, number] }],
      };
      const { dialog, rolled } = await rollCheck({ ...ATHLETICS, dosAdjustments: [keen] });
      pickFate(dialog, "keep-higher");
      expect(bar(dialog)[0]).toEqual(["criticalSuccess", expect.closeTo(76 / 400, 12)]);
      harness().foundry.scriptFaces([19, 3]);
      pressRoll(dialog);
      expect(must(await rolled).formula).toBe("2d20kh + 10");
      // pf2e's flags on the message (not in this module's types): the outcome check.ts read from the dice.
      expect(Reflect.get(must(harness().foundry.messages.at(-1)).flags, "pf2e")).toMatchObject({
        context: { outcome: "criticalSuccess" },
      });
    },
  );

  it("without a DC: no degree, each radio's chance of a total of at least… (1d20 + 10: 20+ 55%)", async () => {
    const { dialog } = await rollCheck({ ...ATHLETICS, dc: null });
    expect(bar(dialog)).toEqual([]);
    expect(must(must(panel(dialog)).querySelector("p")).textContent).toBe(
      "No DC: the chance of each way to roll to make a total of at least…",
    );
    const twenty = must(
      [...must(panel(dialog)).querySelectorAll("tbody tr")].find(
        (row) => must(row.querySelector("th")).textContent === "20+",
      ),
    );
    // At least 20: fortune 1 − (9/20)², normal 11/20, misfortune (11/20)².
    expect([...twenty.querySelectorAll("td")].map((cell) => Number(cell.dataset.probability))).toEqual(
      [1 - (9 / 20) ** 2, 11 / 20, (11 / 20) ** 2].map((p) => expect.closeTo(p, 12)),
    );
  });

  it(
    "a Strike against its target's AC says AC, as pf2e names that DC: " + "+10 against AC 18, 15% / 50% / 30% / 5%",
    async () => {
      const { dialog } = await rollCheck(STRIKE);
      expect(caption(dialog)).toBe("Against AC 18");
      // A natural 18–20 makes 28+ (critical success), 8–17 make 18–27 (success), 2–7 make 12–17 (failure), a natural 1
      // (11, a failure) a critical failure.
      expect(bar(dialog)).toEqual(barOf([3, 10, 6, 1], 20));
    },
  );
});

describe("a player's check dialog", () => {
  beforeEach(() => harness().foundry.setUser(ANN));

  /** Every figure drawn in the dialog: its outcome keys. */
  const outcomes = (dialog: CheckModifiersDialog) =>
    [...windowOf(dialog).querySelectorAll<HTMLElement>("[data-probability]")].map((cell) => must(cell.dataset.outcome));

  it("a goblin's hidden DC: no degree, no bar, not after a radio either — only each radio's totals", async () => {
    const { dialog } = await rollCheck(ATHLETICS);
    const check = () => {
      expect(outcomes(dialog).filter((key) => DEGREES.includes(key))).toEqual([]);
      expect(bar(dialog)).toEqual([]);
      expect(must(must(panel(dialog)).querySelector("p")).textContent).toBe(
        "The DC is hidden: the chance of each way to roll to make a total of at least…",
      );
      expect(must(panel(dialog)).textContent).not.toContain("DC 20");
      expect(outcomes(dialog)).toContain("atLeast20");
    };
    check();
    pickFate(dialog, "keep-higher");
    check();
    await toggleModifier(dialog, 2);
    check();
  });

  it(
    "a Strike at a goblin, whose AC pf2e hides from her: " +
      "no degree, and the caption says it is the AC that is hidden",
    async () => {
      const { dialog } = await rollCheck(STRIKE);
      expect(bar(dialog)).toEqual([]);
      expect(caption(dialog)).toBe("The AC is hidden: the chance of each way to roll to make a total of at least…");
      expect(must(panel(dialog)).textContent).not.toContain("18");
    },
  );

  it(
    "a Strike with no target has no DC (pf2e's CheckContext finds no opposing statistic): " + "its caption says so",
    async () => {
      const { dialog } = await rollCheck({ ...STRIKE, target: undefined, dc: null });
      expect(caption(dialog)).toBe("No DC: the chance of each way to roll to make a total of at least…");
    },
  );

  it("a DC pf2e lets the player see: its own `visible`, or the world's metagame setting", async () => {
    const visible = await rollCheck({ ...ATHLETICS, dc: { value: 20, visible: true } });
    expect(bar(visible.dialog)).toEqual(barOf([1, 10, 8, 1], 20));
    await visible.dialog.close();
    harness().foundry.setUser(GM);
    // pf2e registers the setting: it is not in this module's SettingConfig.
    await Reflect.apply(game.settings.set, game.settings, ["pf2e", "metagame_showDC", true]);
    harness().foundry.setUser(ANN);
    const shown = await rollCheck(ATHLETICS);
    expect(bar(shown.dialog)).toEqual(barOf([1, 10, 8, 1], 20));
    expect(must(must(panel(shown.dialog)).querySelector("p")).textContent).toBe("Against DC 20");
  });

  it("a save against a player character's spell shows its DC; against a goblin's it does not", async () => {
    const save: CheckSpec = {
      ...ATHLETICS,
      slug: "reflex",
      title: "Reflex",
      type: "saving-throw",
      target: undefined,
      origin: "ezren00000000000",
      dc: { value: 20 },
    };
    const against = await rollCheck(save);
    expect(bar(against.dialog)).toEqual(barOf([1, 10, 8, 1], 20));
    await against.dialog.close();
    const goblins = await rollCheck({ ...save, origin: "goblin0000000000" });
    expect(bar(goblins.dialog)).toEqual([]);
    expect(outcomes(goblins.dialog).filter((key) => DEGREES.includes(key))).toEqual([]);
  });

  it("words, where the GM chooses them: no bar (its lengths are numbers), words in the table", async () => {
    harness().foundry.setUser(GM);
    await game.settings.set("indie-dice", "systemOddsForPlayers", "words");
    harness().foundry.setUser(ANN);
    const { dialog } = await rollCheck({ ...ATHLETICS, dc: { value: 20, visible: true } });
    expect(bar(dialog)).toEqual([]);
    expect(
      [...must(panel(dialog)).querySelectorAll("tbody tr:nth-child(2) td")].map((cell) => cell.textContent),
    ).toEqual(["likely", "risky", "long shot"]);
  });
});
