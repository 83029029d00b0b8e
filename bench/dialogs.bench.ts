/**
 * `npm run bench` (second part): what a player waits for after changing a dialog field — the rule set's view model
 * rebuilt from the new form (validation, exact odds, chart) and the odds part re-rendered from the module's own
 * template. Target: a median of 2 ms or less per change. Each run changes the field to a value it has not had in
 * the last many runs, so the answer is worked out rather than read back from the last change.
 */
import { reportTimedRows } from "./relative-targets";
import { BENCH_SETTINGS } from "./bench-settings";
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import Handlebars from "handlebars";
import { english } from "./english";
import "./rule-sets.mjs";
import { exactOdds } from "../src/core/odds/exact-odds";
import { DIALOG_MODELS } from "../src/ui/dialog-models";
import { oddsTemplateContext, type OddsTemplateContext } from "../src/ui/dialogs/template-context";
import type { DialogContest } from "../src/card-kinds/contest/ui/dialog-contest";
import { type DialogSettings, type FormValues } from "../src/ui/dialogs/dialog-types";
import { type RuleSetId } from "../src/core/rule-set-types";
import { startContestModel, type StartContestView } from "../src/card-kinds/contest/ui/start-contest-model";
import { contestChanceView } from "../src/card-kinds/contest/ui/contest-chance";
import { createTranslator } from "../src/ui/translator";
import { shadowdarkOdds } from "../src/systems/shadowdark/core/roll-dialog-odds";
import { shadowdarkLabels } from "../src/systems/shadowdark/ui/roll-dialog-labels";
import { SHADOWDARK_ENGINE } from "../src/systems/shadowdark/ui/calculator-engine";
import { sfrpgOdds } from "../src/systems/sfrpg/core/sfrpg-odds";
import { sfrpgLabels } from "../src/systems/sfrpg/ui/roll-labels";
import { naturalAtLeast, naturalAtMost, naturalChance, naturalRollOdds } from "../src/core/systems/natural-roll";
import { roundTotals } from "../src/core/systems/round-totals";
import { dragonbaneOdds } from "../src/systems/dragonbane/core/dragonbane-odds";
import { pushOdds } from "../src/systems/dragonbane/core/dragonbane-push";
import { dragonbaneLabels } from "../src/systems/dragonbane/ui/dragonbane-labels";
import { wfrp4eOdds } from "../src/systems/wfrp4e/core/wfrp4e-odds";
import { wfrp4eOddsWithSl } from "../src/systems/wfrp4e/core/wfrp4e-sl";
import { withFortuneReroll } from "../src/systems/wfrp4e/core/wfrp4e-fortune";
import { wfrp4eSpellOdds } from "../src/systems/wfrp4e/core/wfrp4e-spells";
import { withOpposed, wfrp4eOpposedChance } from "../src/systems/wfrp4e/core/wfrp4e-opposed";
import { wfrp4eLabels } from "../src/systems/wfrp4e/ui/wfrp4e-labels";
import { dualityOdds, type DualityOddsInput } from "../src/systems/daggerheart/core/duality-odds";
import { daggerheartLabels } from "../src/systems/daggerheart/ui/daggerheart-labels";
import { DAGGERHEART_ENGINE } from "../src/systems/daggerheart/ui/calculator-engine";
import { systemOddsView } from "../src/ui/systems/system-odds-view";
import { ALIEN_MAX_DICE, alienOdds, alienPoolOf } from "../src/systems/alienrpg/core/pool-odds";
import { alienLabels } from "../src/systems/alienrpg/ui/roll-labels";
import { NO_FFG_DICE, ffgOdds } from "../src/systems/starwarsffg/core/pool-odds";
import { FFG_WORDS } from "../src/systems/starwarsffg/ui/roll-labels";
import { narrativeLabels } from "../src/ui/systems/narrative-labels";
import { narrativeFigures } from "../src/core/pools/narrative-figures";
import { genesysOdds } from "../src/systems/genesys/core/genesys-odds";
import { GENESYS_WORDS } from "../src/systems/genesys/ui/roll-labels";
import { WOD_MAX_ADVANCED, WOD_MAX_BASIC, wodOdds } from "../src/systems/wod5e/core/wod5e-odds";
import { WOD_SELECTED, wod5eLabels } from "../src/systems/wod5e/ui/wod5e-labels";
import {
  bestWillpowerReroll,
  rerollOutcomes,
  willpowerRerollOf,
  WOD_WILLPOWER,
  type WodLying,
} from "../src/systems/wod5e/core/wod5e-reroll";
import { ironOdds, plainRoll } from "../src/systems/ironsworn/core/ironsworn-odds";
import { factIf } from "../src/core/systems/system-odds-types";
import { ironswornLabels } from "../src/systems/ironsworn/ui/ironsworn-labels";
import { lancerAttackOdds } from "../src/systems/lancer/core/lancer-odds";
import { lancerAttackLabels } from "../src/systems/lancer/ui/lancer-labels";
import { twodsixOdds, TWODSIX_MAX_MODIFIER } from "../src/systems/twodsix/core/twodsix-odds";
import { twodsixLabels } from "../src/systems/twodsix/ui/twodsix-labels";

const TARGET_MS = 2;
const i18n = createTranslator("en", english);
const settings: DialogSettings = BENCH_SETTINGS;
const renderOdds = Handlebars.compile<OddsTemplateContext>(
  readFileSync(new URL("../templates/dialogs/odds.hbs", import.meta.url), "utf8"),
);

interface FieldChange {
  readonly name: string;
  readonly ruleSet?: RuleSetId;
  /** The form after the i-th change. */
  readonly form?: (i: number) => FormValues;
  /** A contest side's dialog: the chance to beat each opponent is worked out beside the roll's own odds. */
  readonly contest?: DialogContest;
  /** Instead of a dialog: the odds a card or contest asks for after the i-th change. */
  readonly odds?: (i: number) => unknown;
}

/** Cycles a value through `span` distinct whole numbers starting at `from`. */
const cycle = (i: number, from: number, span: number) => from + (i % span);

const CHANGES: readonly FieldChange[] = [
  {
    name: "Kaiser skill A2, difficulty changed",
    ruleSet: "kaiser",
    form: (i) => ({ bonus: 4, advantages: 2, difficulty: cycle(i, 2, 400) }),
  },
  {
    name: "Kaiser skill D3, value changed",
    ruleSet: "kaiser",
    form: (i) => ({ bonus: cycle(i, -200, 400), disadvantages: 3, difficulty: 12 }),
  },
  {
    name: "Kaiser opposed, opponent's value changed",
    ruleSet: "kaiser",
    form: (i) => ({ bonus: 5, advantages: 1, mode: "opposed", opponent: cycle(i, 0, 400) }),
  },
  {
    name: "OGS d12/d12/d12 p6, difficulty changed",
    ruleSet: "ogs",
    form: (i) => ({ stat: "12", skill: "12", modifier: "12", stages: 6, difficulty: cycle(i, 3, 400) }),
  },
  {
    name: "OGS d8/d10/d6, flat bonus changed",
    ruleSet: "ogs",
    form: (i) => ({ stat: "8", skill: "10", modifier: "6", flatBonus: cycle(i, -200, 400) }),
  },
  {
    name: "OGS opposed 3 vs 3 dice with tie-breaks, bonus changed",
    odds: (i) =>
      exactOdds.ogs.opposed(
        { stat: 10, skill: 8, modifier: 12, increases: [{ stages: 1 }], flatBonus: cycle(i, -50, 100) },
        { stat: 12, skill: 6, modifier: 8, increases: [], flatBonus: 2 },
      ),
  },
  {
    name: "K&R pool of 60, DT changed (odds of every pool size)",
    ruleSet: "kingdoms",
    form: (i) => ({ pool: 60, dt: cycle(i, 0, 100) }),
  },
  {
    name: "K&R pool of 60, dice rolled changed",
    ruleSet: "kingdoms",
    form: (i) => ({ pool: 60, dice: cycle(i, 1, 60), dt: 7 }),
  },
  {
    name: "Kleptonomicon A3 with custom ranges, modifier changed",
    ruleSet: "klepto",
    form: (i) => ({
      modifier: cycle(i, -200, 400),
      advantages: 3,
      ranges: "[..6] 1 Missile, [7..9] 2 Missiles, [10..] 3 Missiles, [10!] 4 Missiles",
    }),
  },
  {
    name: "Dungeons of Olde 10d6 unlimited, target changed",
    ruleSet: "olde",
    form: (i) => ({ count: 10, faces: 6, unlimited: true, target: cycle(i, 10, 400) }),
  },
  {
    name: "K&R pool of 200, DT changed (summarised: best, chosen, whole pool)",
    ruleSet: "kingdoms",
    form: (i) => ({ pool: 200, dt: cycle(i, 0, 100) }),
  },
  {
    name: "Contest roll dialog, Kaiser attacker: its value changed, the chance to beat the defender",
    ruleSet: "kaiser",
    form: (i) => ({ bonus: cycle(i, -200, 400), advantages: 1 }),
    contest: {
      side: "attacker",
      opponents: [{ name: "Defender", spec: { kind: "skill", bonus: 3, advantage: 0, method: "pool" } }],
    },
  },
  {
    name: "Contest roll dialog, OGS defender against 4 attackers: its flat bonus changed",
    ruleSet: "ogs",
    form: (i) => ({ stat: "10", skill: "8", modifier: "8", flatBonus: cycle(i, -200, 400) }),
    contest: {
      side: "defender",
      opponents: [6, 8, 10, 12].map((stat, index) => ({
        name: `Attacker ${index}`,
        spec: { stat, skill: 8, modifier: 6, stages: index, increaseTarget: "modifier", flatBonus: index },
      })),
    },
  },
  {
    name: "Shadowdark roll dialog, d20 + N against a DC: its formula changed (the three radios' figures + view)",
    odds: (i) => shadowdarkChange(`+ ${cycle(i, -200, 400)}`, 12),
  },
  {
    name: "Shadowdark roll dialog, 2d6 + 1d20 against a DC: the DC changed (the three radios' figures + view)",
    odds: (i) => shadowdarkChange("+ 1d20", cycle(i, -100, 400)),
  },
  {
    name: "Starfinder roll dialog, d20 + N against KAC 18: its bonus typed (the three buttons' figures + view)",
    odds: (i) => sfrpgChange(`+ ${cycle(i, -200, 400)}`, 18),
  },
  {
    name:
      "Dragonbane roll dialog, 9 extra boons and 6 sources (up to 16d20kl): " +
      "an extra bane changed (figures, each source's change + view)",
    odds: (i) => dragonbaneChange(cycle(i, 0, 10)),
  },
  {
    name: "Dragonbane message, a failed roll of up to 16d20kl: its push beside it (both columns' figures + view)",
    odds: (i) => dragonbanePush(cycle(i, 0, 10)),
  },
  {
    name:
      "WFRP 4e roll dialog, a weapon with Impale and Dangerous and a hit location: " +
      "its modifier changed (figures + view)",
    odds: (i) => wfrp4eChange(cycle(i, -60, 120)),
  },
  {
    name:
      "WFRP 4e message, a failed test with its SL bands (Fast SL, bonuses): " +
      "the Fortune reroll beside it (both columns' figures + view)",
    odds: (i) => wfrp4eFortune(cycle(i, -60, 120)),
  },
  {
    name:
      "WFRP 4e casting dialog, a spell channelled and an influence, every miscast rule: " +
      "its modifier changed (figures + view)",
    odds: (i) => wfrp4eCastChange(cycle(i, -60, 120)),
  },
  {
    name:
      "WFRP 4e opposed test, the 10,000 pairs of d100s (the calculator's 'opposed by'), Fast SL, bonuses, a size " +
      "modifier: the attacker's modifier changed (figures + view)",
    odds: (i) => wfrp4eOpposedChange(cycle(i, -60, 120)),
  },
  {
    name:
      "Alien RPG modifier prompt, up to 60 base + 60 stress dice: " +
      "its modifier changed (the pool, its figures + view)",
    odds: (i) => alienChange(-cycle(i, 0, 30)),
  },
  {
    name:
      "Star Wars FFG roll dialog, FOUNDRY-SYSTEMS-3 §a.7's pools (up to 8 dice): " +
      "a die added or taken away (the joint figures + view)",
    odds: (i) => ffgChange(i),
  },
  {
    name:
      "Genesys roll prompt, FOUNDRY-SYSTEMS-3 §a.7's pools (up to 8 dice) and a symbol: " +
      "the component's pool patched (the joint figures + view)",
    odds: (i) => genesysChange(i),
  },
  {
    name:
      "World of Darkness 5e roll dialog, 50 vampire dice + 10 hunger dice: " +
      "the difficulty changed (the labels' figures + view)",
    odds: (i) => wodChange(cycle(i, 0, 30)),
  },
  {
    name:
      "World of Darkness 5e Willpower reroll's die picker, a werewolf's 50 dice + 10 rage dice shown: " +
      "a die selected (the selection's figures, the best choice + view)",
    odds: (i) => wodPickerChange(i),
  },
  {
    name:
      "Ironsworn move dialog, 5 buttons, 10 extra challenge dice, momentum −2 and a burn: " +
      "the adds changed (every button's figures + view)",
    odds: (i) => ironChange(cycle(i, -10, 20)),
  },
  {
    name:
      "Lancer accuracy HUD, 8 targets at 100 d6 of accuracy, Spotter and Invisibility: " +
      "the flat bonus changed (figures + view)",
    odds: (i) => lancerChange(cycle(i, -50, 100)),
  },
  {
    name:
      "Twodsix throw dialog, Mongoose 2e's six degrees, the xd6 style up to 32d6kh2: " +
      "its DM changed (figures + view)",
    odds: (i) => twodsixChange(cycle(i, -TWODSIX_MAX_MODIFIER, 2 * TWODSIX_MAX_MODIFIER + 1)),
  },
  {
    name: "Start contest, Kaiser 1 vs 1, a side's value changed (view model + odds part)",
    odds: (i) => startContestChange("kaiser", 1, { "a0.bonus": cycle(i, -200, 400), "a0.advantages": 1, "d.bonus": 3 }),
  },
  {
    name: "Start contest, OGS 4 vs 1, the defender's bonus changed (every pairing)",
    odds: (i) =>
      startContestChange("ogs", 4, {
        "a1.stat": "10",
        "a2.stages": 2,
        "d.skill": "8",
        "d.flatBonus": cycle(i, -200, 400),
      }),
  },
  {
    name: "Daggerheart duality d12/d12 against 14, the situational bonus changed",
    odds: (i) => daggerheartChange(i, "", [{ id: "roll", difficulty: 14, hidden: false }]),
  },
  {
    name: "… with 2 advantage d6 (kh), a rally d6 and 3 experiences (their changes)",
    odds: (i) => daggerheartChange(i, "+ 2d6kh1 + 1d6 + 2", [{ id: "roll", difficulty: 14, hidden: false }]),
  },
  {
    name: "Daggerheart duality d20/d12 against 3 targets, 1 hidden from the player (its totals too)",
    odds: (i) =>
      daggerheartChange(
        i,
        "",
        [12, 15, 18].map((difficulty, index) => ({ id: `t${index}`, difficulty, hidden: index === 2 })),
        20,
      ),
  },
];

/**
 * Daggerheart's dialog after a change (docs/systems-daggerheart.md): every figure (src/systems/daggerheart/core) and
 * their view. The adapter's reading of the dialog is a few hundredths of a millisecond more; the panel's drawing is the
 * browser's.
 */
function daggerheartChange(i: number, dice: string, targets: DualityOddsInput["targets"], hope = 12): unknown {
  const experiences = [2, 3, 1].map((value, index) => ({ id: `e${index}`, value, selected: index === 0 }));
  const odds = dualityOdds(DAGGERHEART_ENGINE, {
    roll: { hope, fear: 12, rest: `${dice} + 2 + ${cycle(i, -200, 400)}` },
    targets,
    experiences,
  });
  return systemOddsView(
    odds,
    { isGM: false, targetVisible: true },
    "exact",
    daggerheartLabels(targets.length > 1 ? "eachTarget" : "difficulty"),
    i18n,
  );
}

const renderStartOdds = Handlebars.compile<StartContestView>(
  readFileSync(new URL("../src/card-kinds/contest/templates/dialogs/start-contest-odds.hbs", import.meta.url), "utf8"),
);

/** The Start contest dialog after a change: its whole view model (every side's fields) and its odds part. */
function startContestChange(ruleSet: RuleSetId, attackers: number, form: FormValues): string {
  const view = startContestModel({
    ruleSets: [ruleSet],
    attackers: Array.from({ length: attackers }, (_, index) => ({ name: `Attacker ${index}` })),
    defender: { name: "Defender" },
    form: { ruleSet, ...form },
    settings,
    i18n,
  });
  if (!view.canStart) throw new Error(`start contest: ${view.oddsNote ?? "cannot start"} for ${JSON.stringify(form)}`);
  return renderStartOdds(view);
}

/**
 * Shadowdark's dialog after a change (src/systems/shadowdark/): each radio's roll as the system's applyAdvantage
 * writes it — the leading die doubled and kept high or low — its figures against the DC, and the view of them.
 */
function shadowdarkChange(rest: string, dc: number): unknown {
  const leading =
    rest === "+ 1d20"
      ? { advantage: "2d6kh1", normal: "2d6", disadvantage: "2d6kl1" }
      : { advantage: "2d20kh1", normal: "1d20", disadvantage: "2d20kl1" };
  const rolls = {
    advantage: { natural: leading.advantage, rest },
    normal: { natural: leading.normal, rest },
    disadvantage: { natural: leading.disadvantage, rest },
  };
  const odds = shadowdarkOdds(SHADOWDARK_ENGINE, {
    rolls,
    dc,
    criticals: { success: 20, failure: 1 },
    chosen: "normal",
  });
  const view = systemOddsView(odds, { isGM: true, targetVisible: true }, "exact", shadowdarkLabels(false), i18n);
  if (!view || view.rows.length === 0) throw new Error(`Shadowdark: no figures for ${rest} against ${dc}`);
  return view;
}

/**
 * Starfinder's dialog after a keystroke in its bonus (src/systems/sfrpg/): each button's roll as d20Roll makes it
 * (`1d20`, `2d20kl`, `2d20kh` plus the rest), its figures against the value (a natural 20 and 1 deciding), the view.
 */
function sfrpgChange(rest: string, value: number): unknown {
  const engine = { naturalRollOdds, naturalChance, naturalAtLeast, naturalAtMost, roundTotals };
  const odds = sfrpgOdds(engine, { choices: ["disadvantage", "normal", "advantage"], rest, target: value });
  const view = systemOddsView(
    odds,
    { isGM: true, targetVisible: true },
    "exact",
    sfrpgLabels(true, "kac", false),
    i18n,
  );
  if (!view || view.rows.length === 0) throw new Error(`Starfinder: no figures for ${rest} against ${value}`);
  return view;
}

/**
 * Dragonbane's dialog after a change (src/systems/dragonbane/): at the dialog's largest pool — 9 extra boons and six
 * sources ticked, the extra banes changed — the figures, each source's change, and the view of them.
 */
function dragonbaneChange(extraBanes: number): unknown {
  const dice = { boons: 15, banes: extraBanes, extraDragons: 3 };
  const options = Array.from({ length: 6 }, (_, index) => ({
    id: `boons.Source ${index}`,
    withIt: dice,
    withoutIt: { ...dice, boons: dice.boons - 1 },
  }));
  const odds = dragonbaneOdds({ ...dice, target: 12, options });
  const view = systemOddsView(odds, { isGM: true, targetVisible: true }, "exact", dragonbaneLabels, i18n);
  if (!view || view.rows.length === 0 || view.extras.size !== 6)
    throw new Error(`Dragonbane: no figures for ${extraBanes} extra banes`);
  return view;
}

/** Dragonbane's failed roll's message (src/systems/dragonbane/core/dragonbane-push.ts): the roll and its push. */
function dragonbanePush(extraBanes: number): unknown {
  const dice = { boons: 15, banes: extraBanes, extraDragons: 3 };
  const odds = pushOdds(dragonbaneOdds({ ...dice, target: 12 }), dice, 12);
  const view = systemOddsView(odds, { isGM: true, targetVisible: true }, "exact", dragonbaneLabels, i18n);
  if (!view || view.columns.length !== 2) throw new Error(`Dragonbane: no push for ${extraBanes} extra banes`);
  return view;
}

/**
 * Lancer's HUD after a change (src/systems/lancer/): the calculator's bound of 100 d6 of accuracy (the HUD sets none),
 * eight targets, each rolled twice by Spotter and behind Invisibility's coin — every target's hit and crit, and the
 * view.
 */
function lancerChange(flatBonus: number): unknown {
  const roll = { bonus: 2 + flatBonus, accuracy: 100, spotter: true, invisible: true };
  const targets = Array.from({ length: 8 }, (_, index) => ({
    ...roll,
    accuracy: 100 - index,
    name: `Target ${index}`,
    defence: 10 + index,
    defenceVisible: true,
  }));
  const odds = lancerAttackOdds({ roundTotals }, { tech: false, judged: true, base: roll, targets });
  const view = systemOddsView(odds, { isGM: true, targetVisible: true }, "exact", lancerAttackLabels, i18n);
  if (!view || view.rows.length === 0) throw new Error(`Lancer: no figures for a flat bonus of ${flatBonus}`);
  return view;
}

/**
 * WFRP 4e's dialog after a change (src/systems/wfrp4e/): one d100 against the target, with criticals and fumbles (an
 * attack with a hit location, Impale and Dangerous: every rule counted), and the view of them.
 */
function wfrp4eChange(modifier: number): unknown {
  const odds = wfrp4eOdds({
    target: 45 + modifier,
    automaticSuccess: 5,
    automaticFailure: 96,
    criticals: true,
    attack: { impale: true, dangerous: true },
  });
  const view = systemOddsView(odds, { isGM: true, targetVisible: true }, "exact", wfrp4eLabels, i18n);
  if (!view || view.rows.length === 0) throw new Error(`WFRP 4e: no figures for a modifier of ${modifier}`);
  return view;
}

/**
 * WFRP 4e's opposed test before either side rolls (src/systems/wfrp4e/core/wfrp4e-opposed.ts): both d100s' SLs, the
 * 10,000 pairs compared, with every SL rule the sides read (Fast SL, the SL and success bonuses, the size modifier),
 * and the view of the test's figures (its SL bands, core/wfrp4e-sl.ts) with the row.
 */
function wfrp4eOpposedChange(modifier: number): unknown {
  const bounds = { automaticSuccess: 5, automaticFailure: 96, criticals: true } as const;
  const sl = { slMethod: "fast", testAbove100: true, slBonus: 1, successBonus: 1 };
  const attacker = { ...bounds, target: 45 + modifier, sl, sizeModifier: 10 };
  const defender = { ...bounds, target: 40, sl, sizeModifier: 0 };
  const odds = withOpposed(wfrp4eOddsWithSl(attacker), wfrp4eOpposedChance(attacker, defender, true));
  const view = systemOddsView(odds, { isGM: true, targetVisible: true }, "exact", wfrp4eLabels, i18n);
  if (!view || view.rows.length === 0) throw new Error(`WFRP 4e opposed: no figures for a modifier of ${modifier}`);
  return view;
}

/**
 * A failed WFRP 4e test's message (docs/systems-wfrp4e.md "After the roll"): its figures with the SL bands
 * (core/wfrp4e-sl.ts; Fast SL, an SL and a success bonus, testAbove100), the Fortune reroll's column beside them
 * (core/wfrp4e-fortune.ts), and the view of both.
 */
function wfrp4eFortune(modifier: number): unknown {
  const odds = wfrp4eOddsWithSl({
    target: 45 + modifier,
    automaticSuccess: 5,
    automaticFailure: 96,
    criticals: true,
    sl: { slMethod: "fast", testAbove100: true, slBonus: 1, successBonus: 1 },
  });
  const both = withFortuneReroll(odds, odds, "Fortune reroll, Fortune points: 2");
  const view = systemOddsView(both, { isGM: true, targetVisible: true }, "exact", wfrp4eLabels, i18n);
  if (!view || view.columns.length !== 2) throw new Error(`WFRP 4e: no Fortune reroll for a modifier of ${modifier}`);
  return view;
}

/**
 * WFRP 4e's casting dialog after a change (src/systems/wfrp4e/core/wfrp4e-spells.ts): each face's SL against the CN,
 * channelled SL, Total Power, overcasts (Winds of Magic's), a malignant influence, witchcraft and catastrophic
 * miscasts — every rule counted — and the view of them.
 */
function wfrp4eCastChange(modifier: number): unknown {
  const magic = {
    kind: "cast",
    cn: 8,
    channelled: 3,
    channelCap: 8,
    partialChannelling: true,
    womChannelling: true,
    womOvercast: true,
    womInfluences: false,
    witchcraft: true,
    malignantInfluence: true,
    ingredient: true,
    hitLocation: true,
    catastrophicMiscasts: true,
    extendedTests: true,
    negativeSlZero: true,
    wpBonus: 4,
  } as const;
  const sl = { slMethod: "dos", testAbove100: true, slBonus: 1, successBonus: 1 };
  const odds = wfrp4eSpellOdds({
    target: 45 + modifier,
    automaticSuccess: 5,
    automaticFailure: 96,
    criticals: false,
    sl,
    magic,
  });
  const view = systemOddsView(odds, { isGM: true, targetVisible: true }, "exact", wfrp4eLabels, i18n);
  if (!view || view.rows.length === 0) throw new Error(`WFRP 4e: no cast figures for a modifier of ${modifier}`);
  return view;
}

/**
 * Alien RPG's prompt after its modifier changed (src/systems/alienrpg/): the pool yzeRoll would roll from the base and
 * stress dice, at the adapter's bound of each, its figures and the view of them.
 */
function alienChange(modifier: number): unknown {
  const pool = alienPoolOf(ALIEN_MAX_DICE + modifier, ALIEN_MAX_DICE);
  if (!pool) throw new Error(`Alien RPG: no pool for ${modifier}`);
  const view = systemOddsView(alienOdds(pool), { isGM: true, targetVisible: true }, "exact", alienLabels, i18n);
  if (!view || view.rows.length === 0) throw new Error(`Alien RPG: no figures for ${modifier}`);
  return view;
}

/**
 * Star Wars FFG's dialog after a click on a die's row (src/systems/starwarsffg/): §a.7's four pools, each with none
 * to two setback dice more, their joint figures and the view of them.
 */
const FFG_POOLS = [
  { ability: 2, proficiency: 1, difficulty: 2 },
  { ability: 2, proficiency: 1, difficulty: 2, setback: 2 },
  { ability: 1, proficiency: 2, boost: 1, challenge: 1, difficulty: 2, setback: 1 },
  { ability: 2, difficulty: 3 },
];
function ffgChange(i: number): unknown {
  const base = FFG_POOLS[i % FFG_POOLS.length]!;
  const pool = { ...NO_FFG_DICE, ...base, setback: (base.setback ?? 0) + (Math.floor(i / 4) % 3) };
  const odds = ffgOdds({ narrativeFigures }, pool);
  const view = systemOddsView(odds, { isGM: false, targetVisible: true }, "exact", narrativeLabels(FFG_WORDS), i18n);
  if (!view || view.rows.length === 0) throw new Error(`Star Wars FFG: no figures for ${JSON.stringify(pool)}`);
  return view;
}

/** Genesys's prompt after a change the component patches in (src/systems/genesys/): §a.7's pools, a triumph added. */
function genesysChange(i: number): unknown {
  const dice = FFG_POOLS[i % FFG_POOLS.length]!;
  const odds = genesysOdds({ narrativeFigures }, { dice, symbols: { triumph: i % 2 }, exploding: false });
  const view =
    odds && systemOddsView(odds, { isGM: false, targetVisible: true }, "exact", narrativeLabels(GENESYS_WORDS), i18n);
  if (!view || view.rows.length === 0) throw new Error(`Genesys: no figures for ${JSON.stringify(dice)}`);
  return view;
}

function oneChange(change: FieldChange, i: number): unknown {
  if (change.odds) return change.odds(i);
  const model = DIALOG_MODELS[change.ruleSet!];
  const form = { ...model.defaults(settings), ...change.form!(i) };
  const view = model.build(form as never, { i18n, settings, showOdds: true });
  if (!view.odds)
    throw new Error(
      `${change.name}: no odds for ${JSON.stringify(form)} (${view.fields
        .map((f) => f.error)
        .filter(Boolean)
        .join("; ")})`,
    );
  const chance = change.contest ? contestChanceView(i18n, change.ruleSet!, change.contest, view.spec) : null;
  if (change.contest && !chance?.rows.length)
    throw new Error(`${change.name}: no chance to beat (${chance?.notes.join("; ")})`);
  return renderOdds(oddsTemplateContext(i18n, view, true, chance));
}

function median(sorted: readonly number[]): number {
  return sorted[Math.floor(sorted.length / 2)]!;
}

const rows = CHANGES.map((change) => {
  for (let i = 0; i < 50; i++) oneChange(change, i); // warm-up: JIT and the engine's dice tables
  const times: number[] = [];
  for (let i = 50; i < 1050; i++) {
    const t0 = performance.now();
    oneChange(change, i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { name: change.name, median: median(times), p95: times[Math.floor(times.length * 0.95)]! };
});

reportTimedRows(
  "field change → view model + odds part",
  rows.map((row) => ({ ...row, targetMs: TARGET_MS })),
);

/**
 * Twodsix's throw dialog after a change (src/systems/twodsix/): the xd6 style at the adapter's bound — (2 + |DM|)d6
 * keeping two, up to 32 dice — under Mongoose 2e's rules (six degrees, criticals at Effect ±6), the DM set anew.
 */
function twodsixChange(modifier: number): unknown {
  const rules = {
    criticalNaturalAffectsEffect: false,
    absoluteCriticalEffectValue: 6,
    useDegreesOfSuccess: "other",
    overrideSuccessWithNaturalCrit: false,
    xd6RollStyle: true,
  };
  const odds = twodsixOdds({ modifier, threshold: 8, rollType: "Normal", degrees: true }, rules);
  const view = systemOddsView(odds, { isGM: true, targetVisible: true }, "exact", twodsixLabels, i18n);
  if (!view || view.rows.length === 0) throw new Error(`Twodsix: no figures at DM ${modifier}`);
  return view;
}

/**
 * World of Darkness 5e's dialog after a change (src/systems/wod5e/): at the largest pool the adapter works out (its
 * input has no maximum) — a vampire's 50 dice and 10 hunger dice, every label's figure — the difficulty set anew.
 */
function wodChange(difficulty: number): unknown {
  const odds = wodOdds({ splat: "vampire", basic: WOD_MAX_BASIC, advanced: WOD_MAX_ADVANCED, difficulty });
  const view = systemOddsView(odds, { isGM: true, targetVisible: true }, "exact", wod5eLabels, i18n);
  if (!view || view.rows.length === 0) throw new Error(`World of Darkness 5e: no figures at difficulty ${difficulty}`);
  return view;
}

/**
 * The Willpower reroll's die-picking dialog after a click (src/systems/wod5e/foundry/willpower-dialog.ts): a werewolf's
 * roll at the dialog's bound (50 dice and 10 rage dice shown, faces varied), 1 to 3 dice selected, the difficulty
 * changed with them — the selection's figures, the best choice among every count of each band, the view.
 */
function wodPickerChange(i: number): unknown {
  const face = (n: number) => ((n * 7 + i) % 10) + 1;
  const lying: WodLying = {
    splat: "werewolf",
    difficulty: cycle(i, 1, 40),
    dice: [
      ...Array.from({ length: WOD_MAX_BASIC }, (_, index) => ({ kind: "basic" as const, index, face: face(index) })),
      ...Array.from({ length: WOD_MAX_ADVANCED }, (_, index) => ({ kind: "advanced" as const, index, face: 3 })),
    ],
  };
  const selected = lying.dice.slice(i % 40, (i % 40) + 1 + (i % 3));
  const reroll = willpowerRerollOf(lying, selected);
  const best = bestWillpowerReroll(lying);
  if (!reroll || !best) throw new Error(`World of Darkness 5e: no reroll at ${i}`);
  const choices = [
    { id: WOD_SELECTED, outcomes: rerollOutcomes(reroll) },
    { id: WOD_WILLPOWER, outcomes: rerollOutcomes(best) },
  ];
  const odds = { target: lying.difficulty, choices, totals: [], chosen: WOD_SELECTED };
  const view = systemOddsView(odds, { isGM: true, targetVisible: true }, "exact", wod5eLabels, i18n);
  if (!view || view.rows.length === 0) throw new Error(`World of Darkness 5e: no picker figures at ${i}`);
  return view;
}

/**
 * Ironsworn's move dialog after a change (src/systems/ironsworn/): five buttons, a stat each (−1…3), at the most extra
 * challenge dice the adapter works out (10: the best pick of 12 d10s), a move's momentum −2 cancelling and a burn of 6
 * after the roll — every button's figures, the adds set anew.
 */
function ironChange(adds: number): unknown {
  const rolls = new Map(
    [-1, 0, 1, 2, 3].map((stat, i) => [
      String(i),
      { ...plainRoll("action", stat, adds), momentum: -2, extraChallengeDice: 10, burn: 6 },
    ]),
  );
  const odds = ironOdds({ factIf }, rolls);
  const view = systemOddsView(odds, { isGM: true, targetVisible: true }, "exact", ironswornLabels, i18n);
  if (!view || view.rows.length === 0) throw new Error(`Ironsworn: no figures at adds ${adds}`);
  return view;
}
