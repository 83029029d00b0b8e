/**
 * A system dialog's figures as each viewer reads them (src/ui/systems/system-odds-view.ts, docs/systems.md "What a
 * player sees"): a figure worked out from a target the viewer may not see is drawn in no form; the GM's choice for
 * players (exact, words, nothing); a GM always reads the figures.
 */
import { describe, expect, it } from "vitest";
import type { SystemOdds } from "../../../src/core/systems/system-odds-types";
import { wfrp4eOdds } from "../../../src/systems/wfrp4e/core/wfrp4e-odds";
import { systemOddsView, type SystemLabels } from "../../../src/ui/systems/system-odds-view";
import { createTranslator } from "../../../src/ui/translator";
import english from "../../../lang/en.json";
import german from "../../../lang/de.json";
import { must } from "../../kit";

const en = createTranslator("en", english);
const de = createTranslator("de", german, english);

const LABELS: SystemLabels = {
  choices: {
    advantage: "INDIE_DICE.SystemOdds.Dnd5e.Advantage",
    normal: "INDIE_DICE.SystemOdds.Dnd5e.Normal",
    disadvantage: "INDIE_DICE.SystemOdds.Dnd5e.Disadvantage",
  },
  outcomes: { hit: "INDIE_DICE.SystemOdds.Dnd5e.Hit", critical: "INDIE_DICE.SystemOdds.Dnd5e.Critical" },
  target: "INDIE_DICE.SystemOdds.Dnd5e.AgainstAC",
};

/** An attack against AC 15: each button's hit (from the AC) and critical (from the dice). */
const ATTACK: SystemOdds = {
  target: 15,
  choices: [
    {
      id: "advantage",
      outcomes: [
        { key: "hit", probability: 0.7975, fromTarget: true },
        { key: "critical", probability: 0.0975, fromTarget: false },
      ],
    },
    {
      id: "normal",
      outcomes: [
        { key: "hit", probability: 0.55, fromTarget: true },
        { key: "critical", probability: 0.05, fromTarget: false },
      ],
    },
    {
      id: "disadvantage",
      outcomes: [
        { key: "hit", probability: 0.3025, fromTarget: true },
        { key: "critical", probability: 0.0025, fromTarget: false },
      ],
    },
  ],
  totals: [{ total: 10, chances: [0.96, 0.8, 0.64] }],
};

/** The chips' words, a no-break space read as a space (German writes "79,8 %" with one). */
const texts = (view: ReturnType<typeof systemOddsView>) =>
  [...(view?.chips.values() ?? [])].map((chip) => chip.text.replace(/\s/g, " "));

describe("a system dialog's figures", () => {
  it("the GM reads every figure against the target, whatever the players see", () => {
    const view = must(systemOddsView(ATTACK, { isGM: true, targetVisible: false }, "none", LABELS, en));
    // A chance at a tenth's half-way point rounds away from zero, as readers round (30.25% reads 30.3%, 0.25% 0.3%:
    // src/ui/percent.ts).
    expect(texts(view)).toEqual(["79.8%", "55.0%", "30.3%"]);
    expect(view.caption).toBe("Against AC 15");
    expect(view.rows.map((row) => row.label)).toEqual(["Hit", "Critical"]);
    expect(must(view.rows[1]).cells.map((cell) => cell?.text)).toEqual(["9.8%", "5.0%", "0.3%"]);
    expect(view.totals).toEqual([]);
    // Odds that name no choice for a bar draw none.
    expect(view.bar).toBeNull();
  });

  it("a player who may see the target reads the same figures, in their language", () => {
    const view = must(systemOddsView(ATTACK, { isGM: false, targetVisible: true }, "exact", LABELS, de));
    expect(texts(view)).toEqual(["79,8 %", "55,0 %", "30,3 %"]);
    expect(view.caption).toBe("Gegen RK 15");
    expect(view.columns).toEqual(["Vorteil", "Normal", "Nachteil"]);
  });

  it("a player who may not see the AC gets nothing worked out from it: the critical and the totals only", () => {
    const view = must(systemOddsView(ATTACK, { isGM: false, targetVisible: false }, "exact", LABELS, en));
    expect(view.rows.map((row) => row.label)).toEqual(["Critical"]);
    expect([...view.chips.values()].map((chip) => chip.outcome)).toEqual(["critical", "critical", "critical"]);
    expect(JSON.stringify(view)).not.toContain("0.7975");
    expect(view.caption).toBe("The target is hidden: each button's chance of a total of at least…");
    expect(view.totals.map((row) => [row.label, row.cells.map((cell) => cell.text)])).toEqual([
      ["10+", ["96.0%", "80.0%", "64.0%"]],
    ]);
  });

  it("a system's own caption for a hidden target, where the shared one speaks of totals it has none of", () => {
    const labels = { ...LABELS, targetHidden: "INDIE_DICE.SystemOdds.Coc7.DifficultyHidden" };
    const view = must(
      systemOddsView({ ...ATTACK, totals: [] }, { isGM: false, targetVisible: false }, "exact", labels, en),
    );
    expect(view.caption).toBe(
      "The difficulty is unknown: the keeper sets it after the roll. Only what it cannot change is shown.",
    );
    // Whoever may see the target reads the target's caption.
    expect(must(systemOddsView(ATTACK, { isGM: true, targetVisible: false }, "exact", labels, en)).caption).toBe(
      "Against AC 15",
    );
  });

  it("words for players when the GM chooses them: no number, no totals table", () => {
    const view = must(systemOddsView(ATTACK, { isGM: false, targetVisible: true }, "words", LABELS, en));
    expect(texts(view)).toEqual(["likely", "risky", "long shot"]);
    expect(view.totals).toEqual([]);
  });

  it("nothing for players when the GM chooses nothing", () => {
    expect(systemOddsView(ATTACK, { isGM: false, targetVisible: true }, "none", LABELS, en)).toBeNull();
  });

  it("certain and impossible read as words of their own", () => {
    const certain: SystemOdds = {
      target: 5,
      choices: [{ id: "normal", outcomes: [{ key: "hit", probability: 1, fromTarget: true }] }],
      totals: [],
    };
    expect(texts(systemOddsView(certain, { isGM: false, targetVisible: true }, "words", LABELS, en))).toEqual([
      "certain",
    ]);
  });
});

describe("several targets, and figures beside other elements", () => {
  const EACH: SystemLabels = {
    ...LABELS,
    target: "INDIE_DICE.SystemOdds.Daggerheart.AgainstEachTarget",
    extra: "INDIE_DICE.SystemOdds.Daggerheart.ExperienceChange",
  };

  /** A roll against two targets, a column each: the player may see the Wolf's number, not the Bandit's. */
  const TWO: SystemOdds = {
    target: null,
    perChoiceTargets: true,
    choices: [
      {
        id: "bandit",
        label: "Bandit",
        targetVisible: false,
        outcomes: [
          { key: "hit", probability: 0.75, fromTarget: true },
          { key: "critical", probability: 0.05, fromTarget: false },
        ],
      },
      {
        id: "wolf",
        label: "Wolf",
        targetVisible: true,
        outcomes: [
          { key: "hit", probability: 0.25, fromTarget: true },
          { key: "critical", probability: 0.05, fromTarget: false },
        ],
      },
    ],
    totals: [{ total: 10, chances: [0.5, 0.5] }],
  };

  it("each column its own target: a player reads the one they may see, an empty cell for the other", () => {
    const view = must(systemOddsView(TWO, { isGM: false, targetVisible: false }, "exact", EACH, en));
    expect(view.columns).toEqual(["Bandit", "Wolf"]);
    expect(view.caption).toBe("Against each target's Difficulty or Evasion");
    expect(view.rows.map((row) => [row.label, row.cells.map((cell) => cell?.text ?? null)])).toEqual([
      ["Hit", [null, "25.0%"]],
      ["Critical", ["5.0%", "5.0%"]],
    ]);
    expect([...view.chips].map(([id, chip]) => [id, chip.outcome])).toEqual([
      ["bandit", "critical"],
      ["wolf", "hit"],
    ]);
    expect(JSON.stringify(view)).not.toContain("0.75");
    // A target is seen: no totals in its place.
    expect(view.totals).toEqual([]);
  });

  it("none of them seen: the totals and the hidden caption; the GM sees every column", () => {
    const hidden = { ...TWO, choices: TWO.choices.map((choice) => ({ ...choice, targetVisible: false })) };
    const view = must(systemOddsView(hidden, { isGM: false, targetVisible: false }, "exact", EACH, en));
    expect(view.caption).toBe("The target is hidden: each button's chance of a total of at least…");
    expect(view.totals).toHaveLength(1);
    const gm = must(systemOddsView(hidden, { isGM: true, targetVisible: false }, "exact", EACH, en));
    expect(must(gm.rows[0]).cells.map((cell) => cell?.text)).toEqual(["75.0%", "25.0%"]);
  });

  it(
    "a figure beside another element is a signed change, " +
      "exact only, and drawn only for one who may see its target",
    () => {
      const odds: SystemOdds = {
        ...ATTACK,
        extras: [
          { id: "more", change: 14 / 144, fromTarget: true },
          { id: "less", change: -0.02, fromTarget: true },
          { id: "none", change: 0, fromTarget: false },
        ],
      };
      const gm = must(systemOddsView(odds, { isGM: true, targetVisible: false }, "exact", EACH, en));
      expect([...gm.extras].map(([id, figure]) => [id, figure.text])).toEqual([
        ["more", "+9.7%"],
        ["less", "−2.0%"],
        ["none", "0.0%"],
      ]);
      const player = must(systemOddsView(odds, { isGM: false, targetVisible: false }, "exact", EACH, en));
      expect([...player.extras.keys()]).toEqual(["none"]);
      expect(must(systemOddsView(odds, { isGM: false, targetVisible: true }, "words", EACH, en)).extras.size).toBe(0);
    },
  );

  it(
    "a choice's own words name its column and its bar " + "(a button's own text, where the button chooses the roll)",
    () => {
      const odds: SystemOdds = {
        target: null,
        totals: [],
        bar: "0",
        choices: [
          {
            id: "0",
            label: "Iron",
            outcomes: [
              { key: "hit", probability: 0.25, fromTarget: false },
              { key: "critical", probability: 0.75, fromTarget: false },
            ],
          },
        ],
      };
      const view = must(systemOddsView(odds, { isGM: true, targetVisible: true }, "exact", LABELS, en));
      expect(view.columns).toEqual(["Iron"]);
      expect(view.bar?.label).toBe("Iron");
    },
  );
});

describe("what cannot happen, and facts apart from the outcomes (issue 82)", () => {
  const WFRP_LABELS: SystemLabels = {
    choices: { roll: "INDIE_DICE.SystemOdds.Wfrp4e.Roll" },
    outcomes: {
      success: "INDIE_DICE.SystemOdds.Wfrp4e.Success",
      failure: "INDIE_DICE.SystemOdds.Wfrp4e.Failure",
      critical: "INDIE_DICE.SystemOdds.Wfrp4e.Critical",
      fumble: "INDIE_DICE.SystemOdds.Wfrp4e.Fumble",
    },
    target: "INDIE_DICE.SystemOdds.Wfrp4e.Against",
  };
  const at = (target: number) => wfrp4eOdds({ target, automaticSuccess: 5, automaticFailure: 96, criticals: true });
  const gm = { isGM: true, targetVisible: true };
  const cells = (view: ReturnType<typeof systemOddsView>, fact: boolean) =>
    must(view)
      .rows.filter((row) => row.fact === fact)
      .map((row) => [row.label, must(row.cells[0]).text]);

  it("an outcome that cannot happen draws no row: WFRP's critical at target 3 (no double is 3 or less)", () => {
    const view = systemOddsView(at(3), gm, "exact", WFRP_LABELS, en);
    expect(must(view).rows.map((row) => row.label)).toEqual(["Success", "Failure", "Fumble"]);
    expect(JSON.stringify(view)).not.toContain('"0.0%"');
  });

  it("but the question a choice asks stays, at 0.0% too: its button says it cannot succeed", () => {
    const never: SystemOdds = {
      target: 30,
      choices: [
        {
          id: "normal",
          outcomes: [
            { key: "hit", probability: 0, fromTarget: true },
            { key: "critical", probability: 0, fromTarget: false, fact: true },
          ],
        },
      ],
      totals: [],
    };
    expect(must(systemOddsView(never, gm, "exact", LABELS, en)).rows.map((row) => row.label)).toEqual(["Hit"]);
  });

  it("facts apart: WFRP at 45 — success and failure read 100.0% together, the critical and fumble apart", () => {
    const view = systemOddsView(at(45), gm, "exact", WFRP_LABELS, en);
    expect(cells(view, false)).toEqual([
      ["Success", "45.0%"],
      ["Failure", "55.0%"],
    ]);
    expect(cells(view, true)).toEqual([
      ["Critical", "4.0%"],
      ["Fumble", "6.0%"],
    ]);
  });

  it("the outcomes of a whole are rounded as a whole: 100.0% in every column", () => {
    // Three outcomes at a third each read 33.3% alone (99.9% together): as shares, one takes the tenth left.
    const thirds: SystemOdds = {
      target: 10,
      choices: [
        {
          id: "roll",
          outcomes: [
            { key: "success", probability: 1 / 3, fromTarget: true },
            { key: "failure", probability: 1 / 3, fromTarget: true },
            { key: "fumble", probability: 1 / 3, fromTarget: true },
            { key: "critical", probability: 0.05, fromTarget: true, fact: true },
          ],
        },
      ],
      totals: [],
    };
    const view = must(systemOddsView(thirds, gm, "exact", WFRP_LABELS, en));
    const outcomes = view.rows.filter((row) => !row.fact).map((row) => Number(must(row.cells[0]).text.slice(0, -1)));
    expect(outcomes.reduce((sum, figure) => sum + figure * 10, 0)).toBe(1000);
    expect(view.factsHeading).toBe("About this roll");
  });
});
