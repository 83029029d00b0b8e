/**
 * A system's damage figures as each viewer reads them (src/ui/systems/system-damage-view.ts, system-damage-panel.ts;
 * docs/damage.md "What a player sees"): each button's mean and chart are the roll's own; a target whose numbers the
 * viewer may not see is named nowhere; the GM's choice for players (exact, words, nothing). The totals are counted
 * here face by face (D&D 5e's longsword, `1d8 + 3`, its critical `2d8 + 3`), never by the engine.
 */
import { describe, expect, it } from "vitest";
import type { DamageOutcomes } from "../../../src/core/damage/damage-outcomes";
import type { SystemOdds } from "../../../src/core/systems/system-odds-types";
import type { SystemDamageTarget } from "../../../src/core/systems/system-damage-types";
import { systemOddsView, type SystemLabels } from "../../../src/ui/systems/system-odds-view";
import { systemOddsPanel } from "../../../src/ui/systems/system-odds-panel";
import { createTranslator } from "../../../src/ui/translator";
import english from "../../../lang/en.json";
import german from "../../../lang/de.json";
import { at, must } from "../../kit";
import { freshDocument } from "../dom/fresh-document";

const en = createTranslator("en", english);
const de = createTranslator("de", german, english);

/** `count` d`faces` plus `bonus`, every face counted. */
function dice(count: number, faces: number, bonus: number): DamageOutcomes {
  let ways = new Map<number, number>([[bonus, 1]]);
  for (let die = 0; die < count; die++) {
    const next = new Map<number, number>();
    for (const [total, p] of ways)
      for (let face = 1; face <= faces; face++) next.set(total + face, (next.get(total + face) ?? 0) + p / faces);
    ways = next;
  }
  return [...ways].sort(([a], [b]) => a - b);
}

const LABELS: SystemLabels = { choices: {}, outcomes: {}, target: "" };
const GOBLIN: SystemDamageTarget = { name: "Goblin <b>", chances: [54 / 64, 3 / 8] };
const HIDDEN: SystemDamageTarget = { name: "Ogre", chances: null };

function longsword(targets: readonly SystemDamageTarget[]): SystemOdds {
  return {
    target: null,
    choices: [
      { id: "critical", label: "Critical Hit", outcomes: [] },
      { id: "normal", label: "Normal", outcomes: [] },
    ],
    totals: [],
    damage: {
      rolls: [
        { choice: "critical", outcomes: dice(2, 8, 3) },
        { choice: "normal", outcomes: dice(1, 8, 3) },
      ],
      targets,
    },
  };
}

const GM = { isGM: true, targetVisible: false };
const PLAYER = { isGM: false, targetVisible: false };
const spaced = (text: string) => text.replace(/\s/g, " ");

describe("a damage dialog's figures", () => {
  it("put each button's mean on it and chart its totals, with the chance to drop each target for the GM", () => {
    const view = must(systemOddsView(longsword([GOBLIN, HIDDEN]), GM, "exact", LABELS, en));
    expect([...view.chips].map(([id, chip]) => [id, chip.text])).toEqual([
      ["critical", "mean 12"],
      ["normal", "mean 7.5"],
    ]);
    expect(view.caption).toBe(en.localize("INDIE_DICE.SystemOdds.Damage.Caption"));
    const damage = must(view.damage);
    expect(damage.rolls.map((roll) => roll.summary)).toEqual(["Critical Hit: 5–19, mean 12", "Normal: 4–11, mean 7.5"]);
    const critical = at(damage.rolls, 0).bars;
    expect(critical.map((bar) => bar.least)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    // 12 is the likeliest (8 of 64): the tallest bar; 5 (1 of 64) an eighth of it.
    expect(critical[7]).toMatchObject({ height: 1, text: "12: 12.5%" });
    expect(at(critical, 0).height).toBeCloseTo(1 / 8, 12);
    expect(damage.targets).toEqual([
      {
        name: "Goblin <b>",
        cells: [
          { text: "84.4%", probability: 54 / 64, outcome: "drop" },
          { text: "37.5%", probability: 3 / 8, outcome: "drop" },
        ],
      },
    ]);
  });

  it("show a player her own damage, and no target whose numbers she may not see, however they differ", () => {
    const other: SystemDamageTarget = { name: "Ogre", chances: null };
    const one = must(systemOddsView(longsword([HIDDEN]), PLAYER, "exact", LABELS, en));
    const two = systemOddsView(longsword([HIDDEN, other]), PLAYER, "exact", LABELS, en);
    const none = systemOddsView(longsword([]), PLAYER, "exact", LABELS, en);
    expect(one.damage?.targets).toEqual([]);
    expect(two).toEqual(one);
    expect(none).toEqual(one);
    expect(one.damage?.rolls[1]?.bars).toHaveLength(8);
  });

  it("read as words for players when the GM chose words: no chart, the mean still the roll's own", () => {
    const view = must(systemOddsView(longsword([GOBLIN]), PLAYER, "words", LABELS, en));
    expect(view.chips.get("normal")?.text).toBe("mean 7.5");
    expect(view.damage?.rolls.every((roll) => roll.bars.length === 0)).toBe(true);
    expect(view.damage?.targets[0]?.cells.map((cell) => [cell.text, cell.probability])).toEqual([
      ["likely", null],
      ["risky", null],
    ]);
    expect(systemOddsView(longsword([GOBLIN]), PLAYER, "none", LABELS, en)).toBeNull();
  });

  it("write the mean and range in the viewer's language", () => {
    const view = must(systemOddsView(longsword([]), GM, "exact", LABELS, de));
    expect(spaced(must(view.chips.get("normal")).text)).toBe("Ø 7,5");
    expect(spaced(at(must(view.damage).rolls, 0).summary)).toBe("Critical Hit: 5–19, Ø 12");
  });

  it("chart a wide roll a bar a few totals, its chances summed, a total it cannot make a bar of nothing", () => {
    const wide: SystemOdds = {
      ...longsword([]),
      damage: {
        rolls: [
          { choice: "critical", outcomes: dice(20, 6, 10) },
          // 2 × 1d6 makes only even totals: the odd ones between are bars of 0.
          { choice: "normal", outcomes: dice(1, 6, 0).map(([total, p]) => [2 * total, p] as const) },
        ],
        targets: [],
      },
    };
    const rolls = must(must(systemOddsView(wide, GM, "exact", LABELS, en)).damage).rolls;
    const [twenty, doubled] = [at(rolls, 0), at(rolls, 1)];
    // 30 to 130: 101 totals, two a bar.
    expect(twenty.bars).toHaveLength(51);
    expect(twenty.bars[0]).toMatchObject({ least: 30, most: 31 });
    expect(twenty.bars.at(-1)).toMatchObject({ least: 130, most: 130 });
    expect(twenty.bars.reduce((sum, bar) => sum + bar.probability, 0)).toBeCloseTo(1, 12);
    expect(doubled.bars.map((bar) => bar.probability > 0)).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
      true,
    ]);
  });

  it("are drawn as text: a chart of bars with their chances, and the targets' table", () => {
    const view = must(systemOddsView(longsword([GOBLIN, HIDDEN]), GM, "exact", LABELS, en));
    const panel = systemOddsPanel(freshDocument(), view);
    const charts = panel.querySelectorAll(".indie-dice-system-damage-chart");
    expect(charts).toHaveLength(2);
    const bars = at(charts, 1).querySelectorAll<HTMLElement>(".indie-dice-system-damage-bar");
    expect([...bars].map((bar) => [bar.title, bar.style.height])).toContainEqual(["4: 12.5%", "100.00%"]);
    const rows = [...panel.querySelectorAll(".indie-dice-system-damage-drops tbody tr")];
    expect(rows.map((row) => row.textContent)).toEqual(["Goblin <b>84.4%37.5%"]);
    expect(panel.querySelector("b")).toBeNull();
    expect(panel.textContent).not.toContain("Ogre");
  });
});
