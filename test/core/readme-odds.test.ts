import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { exactOdds } from "../../src/core/odds/exact-odds";
import { formulaChance, formulaDistribution } from "../../src/core/formula/formula-distribution";
import { groupChance } from "../../src/card-kinds/request/core/group-question";
import { formulaPairingOdds } from "../../src/card-kinds/contest/core/formula-contest";
import { ADVANTAGE_SET_DICE, FOUNDRY_DICE, useWorldDice } from "../../src/core/formula/dice-dialect";
import { d20Odds } from "../../src/systems/dnd5e/core/d20-odds";
import {
  dnd5eAttackDropChance,
  dnd5eDamageTaken,
  dnd5eDropChance,
  dnd5eSaveDropChance,
} from "../../src/systems/dnd5e/core/damage-taken";
import { DND5E_ENGINE } from "../../src/systems/dnd5e/ui/calculator-engine";
import { formatPercent, formatShares } from "../../src/ui/percent";
import { degreesOdds } from "../../src/systems/pf2e/core/degrees";
import { pf2eDamageTaken, pf2eDropChance } from "../../src/systems/pf2e/core/damage-taken";
import { mixture, NO_DAMAGE } from "../../src/core/damage/damage-outcomes";
import { dualityOdds } from "../../src/systems/daggerheart/core/duality-odds";
import { DAGGERHEART_ENGINE } from "../../src/systems/daggerheart/ui/calculator-engine";
import { coc7Odds, POOL_CHOICES } from "../../src/systems/coc7/core/coc7-odds";
import { dragonbaneOdds } from "../../src/systems/dragonbane/core/dragonbane-odds";
import { alienOdds } from "../../src/systems/alienrpg/core/pool-odds";
import { wodOdds } from "../../src/systems/wod5e/core/wod5e-odds";
import { wfrp4eOdds } from "../../src/systems/wfrp4e/core/wfrp4e-odds";
import { ironOdds, plainRoll } from "../../src/systems/ironsworn/core/ironsworn-odds";
import { lancerAtLeast } from "../../src/systems/lancer/core/lancer-odds";
import { twodsixOdds, type TwodsixRollType } from "../../src/systems/twodsix/core/twodsix-odds";
import { effectThresholdOf, twodsixPreset, TWODSIX_DIFFICULTIES } from "../../src/systems/twodsix/core/twodsix-presets";
import { factIf, type SystemOdds } from "../../src/core/systems/system-odds-types";
import { narrativeOutcomes } from "../../src/core/pools/narrative-dice";
import { sr5Outcomes, sr6Outcomes } from "../../src/core/pools/shadowrun-dice";
import {
  bladeRunnerDie,
  forbiddenLandsPool,
  stepPool,
  twilightDie,
  vaesenPool,
  yearZeroOutcomes,
  yearZeroPushed,
} from "../../src/core/pools/year-zero-dice";
import { SYSTEM_CALCULATORS } from "../../src/systems/calculator";
import { systemCalculatorAnswer } from "../../src/ui/systems/system-calculator";
import { createTranslator } from "../../src/ui/translator";
import english from "../../lang/en.json";
import { must } from "../kit";
import { chance, d100, d20Hand, isDouble, max, min, wfrpFails } from "./support/hand-count";
import { shadowdarkAtDc12 } from "./support/shadowdark-at-dc12";
import { PF2E_ENGINE } from "../../src/systems/pf2e/ui/calculator-engine";

/**
 * Every chance the README and the manual state with a decimal (`80.6%`, `68,1 %`) is one the engine gives: each
 * claim below is the text as the documents word it, with the figure worked out by the engine, and every decimal
 * percentage in them must belong to one of these claims (a new figure needs a claim here before it ships).
 */

type Language = "en" | "de";

/**
 * As a reader sees a chance on screen, through the module's own formatter ("80.3%", "80,3 %": a chance at a tenth's
 * half-way point rounds away from zero, src/ui/percent.ts), so a document never states a figure the screen does not
 * show. The documents write the plain space where Intl writes German's no-break space.
 */
function percent(probability: number, language: Language): string {
  return formatPercent(probability, { lang: language }).replace(/\u00a0/g, " ");
}

const kaiser = exactOdds.kaiser;
const success = (bonus: number, advantage: number, difficulty: number) =>
  kaiser.difficulty({ kind: "skill", bonus, advantage }, difficulty).pSuccess;
const plain = kaiser.check({ kind: "skill", bonus: 0, advantage: 0 });
const advantaged = kaiser.check({ kind: "skill", bonus: 0, advantage: 1 });
/** Kingdoms and Rulers: the chance of `dice` dice against `dt`, a margin of 0 counting (the default) or not. */
const pool = (dice: number, dt: number, reading: "atLeastZero" | "positive" = "atLeastZero") =>
  must(exactOdds.kingdoms.pools(dice, dt)[dice - 1])[reading];

/** D&D 5e's longsword at a 9-hit-point goblin: its damage as dnd5e's critical builds it, taken as dnd5e takes it. */
function longswordTaken(critical: boolean) {
  const part = {
    outcomes: formulaDistribution(critical ? "2d8 + 3" : "1d8 + 3").outcomes,
    type: "slashing",
    immune: false,
    resistant: false,
    vulnerable: false,
    modified: true,
  };
  return dnd5eDamageTaken([part], { modifications: {}, threshold: 0 });
}
const GOBLIN_HP = { value: 9, temp: 0 };
const longswordDrop = (button: "critical" | "normal") =>
  dnd5eDropChance(DND5E_ENGINE, longswordTaken(button === "critical"), GOBLIN_HP);
/** `1d20 + 7` against AC 15, the Normal button's hit and critical weighing the longsword's damage. */
function longswordAttackDrop(): number {
  const normal = must(
    d20Odds(DND5E_ENGINE, {
      kind: "attack",
      rolls: {
        advantage: { natural: "2d20kh", rest: "+ 7" },
        normal: { natural: "1d20", rest: "+ 7" },
        disadvantage: { natural: "2d20kl", rest: "+ 7" },
      },
      target: 15,
      critical: 20,
      fumble: 1,
    }).choices.find((choice) => choice.id === "normal"),
  ).outcomes;
  const of = (key: string) => must(normal.find((outcome) => outcome.key === key)).probability;
  const taken = { hit: longswordTaken(false), critical: longswordTaken(true) };
  return dnd5eAttackDropChance(DND5E_ENGINE, { hit: of("hit"), critical: of("critical") }, taken, GOBLIN_HP);
}

/** pf2e's +1 striking longsword, deadly d8, at a 20-HP target with weakness 5: a hit, or a +7 Strike at AC 15. */
function strikeDrop(what: "hit" | "attack"): number {
  const taken = (formula: string) =>
    pf2eDamageTaken(
      [
        {
          outcomes: formulaDistribution(formula).outcomes,
          persistent: false,
          immune: false,
          weakness: 5,
          resistance: 0,
        },
      ],
      { hardness: 0 },
    );
  const hp = { value: 20, temp: 0, stamina: 0 };
  if (what === "hit") return pf2eDropChance(PF2E_ENGINE, taken("2d8 + 4"), hp);
  const odds = degreesOdds(PF2E_ENGINE, {
    choices: [{ id: "d20", roll: { die: { kind: "d20" }, modifier: 7, adjustments: [] } }],
    selected: "d20",
    dc: 15,
  });
  const [success, critical] = ["success", "criticalSuccess"].map((degree) => outcomeOf(odds, "d20", degree));
  const strike = mixture([
    { weight: 1 - must(success) - must(critical), outcomes: NO_DAMAGE },
    { weight: must(success), outcomes: taken("2d8 + 4") },
    { weight: must(critical), outcomes: taken("2 * (2d8 + 4) + 1d8") },
  ]);
  return pf2eDropChance(PF2E_ENGINE, strike, hp);
}

/** Fireball `8d6` at a DEX +2 goblin with 20 hit points, DC 15: its save halves what it takes. */
function fireballDrop(): number {
  const fire = {
    outcomes: formulaDistribution("8d6").outcomes,
    type: "fire",
    immune: false,
    resistant: false,
    vulnerable: false,
    modified: true,
  };
  const plain = { modifications: {}, threshold: 0 };
  const saved = formulaChance(formulaDistribution("1d20 + 2"), 15, "atLeast");
  const [taken, halved] = [dnd5eDamageTaken([fire], plain), dnd5eDamageTaken([fire], plain, 0.5)];
  return dnd5eSaveDropChance(DND5E_ENGINE, saved, taken, halved, { value: 20, temp: 0 });
}

/** Each claim: the words around the figures, with `{}` where each figure stands, and the figures' chances. */
interface Claim {
  readonly text: string;
  readonly chances: readonly number[];
  /**
   * The chances come in wholes of this many (pf2e's four degrees), which the screen rounds to add up to 100.0%
   * (src/ui/percent.ts formatShares); absent, each figure is read on its own.
   */
  readonly wholesOf?: number;
  /**
   * The same chances counted by hand (test/core/support/hand-count.ts: every face enumerated from the rules as the
   * page states them), one a chance, null where none is counted: each must be the engine's.
   */
  readonly hands?: readonly (number | null)[];
}

function claimText(claim: Claim, language: Language): string {
  const { wholesOf } = claim;
  const figures = wholesOf
    ? Array.from({ length: claim.chances.length / wholesOf }, (_, whole) =>
        must(formatShares(claim.chances.slice(whole * wholesOf, (whole + 1) * wholesOf), { lang: language })),
      )
        .flat()
        .map((text) => text.replace(/\u00a0/g, " "))
    : claim.chances.map((chance) => percent(chance, language));
  let index = 0;
  return claim.text.replace(/\{\}/g, () => must(figures[index++]));
}

const atDtSix = [1, 2, 3, 4, 5].map((dice) => pool(dice, 6));

/** The manual's *Any formula* example (docs/formula-dialog.md): 1d20 + 3 against 15, at least. */
const formulaExample = formulaChance(formulaDistribution("1d20 + 3"), 15, "atLeast");

/**
 * The "Any system" example (D&D 5e): four heroes' Stealth of +5, +2, +0 and +7 against 13, at least half of them; and
 * a hero's Athletics of +3 with advantage or with +5, against 15.
 */
const stealth = [5, 2, 0, 7].map((bonus) => formulaChance(formulaDistribution(`1d20 + ${bonus}`), 13, "atLeast"));
const atLeastHalf = must(
  groupChance(
    "atLeastHalf",
    stealth.map((chance) => ({ state: "pending", chance })),
  ),
);
const advantageOrBonus = ["2d20kh + 3", "1d20 + 3 + 5"].map((formula) =>
  formulaChance(formulaDistribution(formula), 15, "atLeast"),
);
/**
 * An opposed Athletics check, +3 against +5, ties to the defender: before any roll, and once the defender's 15 is in.
 */
const grapple = formulaPairingOdds(
  formulaDistribution("1d20 + 3"),
  formulaDistribution("1d20 + 5"),
  "defender",
).attackerWins;
const grappleGiven = formulaChance(formulaDistribution("1d20 + 3"), 16, "atLeast");

/**
 * "In your system's own dialog" (D&D 5e, docs/systems.md): the three buttons of a Stealth check 1d20 + 5 against DC 15,
 * then with a situational +2; an attack at +2 against AC 25 with a critical threshold of 19; halfling luck at
 * disadvantage, and what rerolling every 1 before choosing would say — each by D&D 5e's adapter and the engine with
 * dnd5e's dice, as the dialog shows them.
 */
const dnd5eButtons = (kind: "attack" | "test", rest: string, target: number, critical = 20): number[] => {
  const rolls = {
    advantage: { natural: "1d20adv", rest },
    normal: { natural: "1d20", rest },
    disadvantage: { natural: "1d20dis", rest },
  };
  useWorldDice(ADVANTAGE_SET_DICE);
  try {
    return d20Odds(DND5E_ENGINE, { kind, rolls, target, critical, fumble: 1 }).choices.map(
      (choice) => must(choice.outcomes[0]).probability,
    );
  } finally {
    useWorldDice(FOUNDRY_DICE);
  }
};
const stealthButtons = dnd5eButtons("test", "+ 5", 15);
const bonusButtons = dnd5eButtons("test", "+ 5 + 2", 15);
const attackButtons = dnd5eButtons("attack", "+ 2", 25, 19);
const halfling = formulaChance(formulaDistribution("1d20r1=1dis + 5", null, ADVANTAGE_SET_DICE), 15, "atLeast");
const everyOneFirst = formulaChance(formulaDistribution("{1d20r1, 1d20r1}kl + 5"), 15, "atLeast");
/**
 * Elven accuracy: a natural 19 or 20 (a rapier's critical) with three d20s, and with two; reliable talent's Stealth.
 */
const naturalAtLeast19 = (die: string) =>
  formulaChance(formulaDistribution(die, null, ADVANTAGE_SET_DICE), 19, "atLeast");
const reliable = formulaChance(formulaDistribution("1d20min10 + 5", null, ADVANTAGE_SET_DICE), 15, "atLeast");

/**
 * "In your system's own dialog", the other four systems (docs/systems-<id>.md): each example through that system's
 * adapter core and the engine, as its dialog shows them. `outcomeOf`: one outcome's chance in one choice of the odds.
 */
const outcomeOf = (odds: SystemOdds, choice: string, key: string): number =>
  must(must(odds.choices.find((each) => each.id === choice)).outcomes.find((outcome) => outcome.key === key))
    .probability;
/** Pathfinder 2e: a +10 check against DC 20, its four degrees (best first) with one d20, fortune or misfortune. */
const pf2eDegrees = (kind: "d20" | "fortune" | "misfortune"): number[] => {
  const odds = degreesOdds(PF2E_ENGINE, {
    choices: [{ id: kind, roll: { die: { kind }, modifier: 10, adjustments: [] } }],
    selected: kind,
    dc: 20,
  });
  return ["criticalSuccess", "success", "failure", "criticalFailure"].map((degree) => outcomeOf(odds, kind, degree));
};
/** Daggerheart: Hope d12 + Fear d12 and the rest against difficulty 12, with an experience of +2 not chosen. */
const duality = (rest: string) =>
  dualityOdds(DAGGERHEART_ENGINE, {
    roll: { hope: 12, fear: 12, rest },
    targets: [{ id: "roll", difficulty: 12, hidden: false }],
    experiences: [{ id: "plus2", value: 2, selected: false }],
  });
const DUALITY_OUTCOMES = ["critical", "successWithHope", "successWithFear", "failureWithHope", "failureWithFear"];
const dualityPlain = duality("+ 2");
const dualityAdvantage = duality("+ 1d6 + 2");
const dualityFive = (odds: SystemOdds) => DUALITY_OUTCOMES.map((key) => outcomeOf(odds, "roll", key));
const experienceAdds = must(must(dualityPlain.extras)[0]).change;
/** Call of Cthulhu 7e: skill 50 at Regular, with no bonus die, one bonus die, one penalty die. */
const coc7 = coc7Odds({ value: 50, difficulty: "regular", flatDiceModifier: 0 });
const coc7Positions = [POOL_CHOICES[0], POOL_CHOICES[1], POOL_CHOICES[-1]];
const coc7Success = coc7Positions.map((position) => outcomeOf(coc7, position, "success"));
const coc7Critical = coc7Positions.map((position) => outcomeOf(coc7, position, "critical"));
/** What two separate d100s, keeping the lower, would say of a 01. */
const twoD100Critical = formulaChance(formulaDistribution("2d100kl"), 1, "atMost");
/** Shadowdark: `1d20 + 3` against DC 12, the radios' rolls as the system's `applyAdvantage` writes them. */
const shadowdark = shadowdarkAtDc12;
const shadowdarkRadios = (key: string) =>
  ["advantage", "normal", "disadvantage"].map((radio) => outcomeOf(shadowdark, radio, key));

/** Dragonbane: a skill of 12 with no boon, one boon, one bane: success, the Dragon and the Demon. */
const lancer = (bonus: number, accuracy: number, target: number) =>
  lancerAtLeast({ bonus, accuracy, spotter: false, invisible: false }, target);
const dragonbane = (boons: number, banes: number, key: string) =>
  outcomeOf(dragonbaneOdds({ boons, banes, extraDragons: 0, target: 12 }), "roll", key);
/** Alien RPG: four base dice and two stress dice. */
/** World of Darkness 5e: one vampire die and one hunger die against difficulty 2. */
const wod = (key: string) =>
  outcomeOf(wodOdds({ splat: "vampire", basic: 1, advanced: 1, difficulty: 2 }), "roll", key);
/**
 * WFRP 4e: a WS-based skill of 45 at Challenging (target 45) and at Very Easy (+60: target 105, where 96 and more still
 * fail), the default settings. Very Easy's +60 is the system's (`difficultyModifiers.veasy`, config-wfrp4e.js at
 * 32897839), not ours: the README once said Easy (+40) made 90.
 */
const WFRP_VERY_EASY = 60;
const wfrp = (target: number, key: string) =>
  outcomeOf(wfrp4eOdds({ target, automaticSuccess: 5, automaticFailure: 96, criticals: true }), "roll", key);
/** WFRP 4e: a Dangerous pistol at BS 30 (an attack with a hit location); a prayer at Pray 40 with Sin 2. */
const wfrpPistol = outcomeOf(
  wfrp4eOdds({
    target: 30,
    automaticSuccess: 5,
    automaticFailure: 96,
    criticals: true,
    attack: { impale: false, dangerous: true },
  }),
  "roll",
  "fumble",
);
const wfrpPrayer = outcomeOf(
  wfrp4eOdds({ target: 40, automaticSuccess: 5, automaticFailure: 96, criticals: false, sin: 2 }),
  "roll",
  "wrath",
);
const alien = (key: string) => outcomeOf(alienOdds({ base: 4, stress: 2 }), "roll", key);
/** Ironsworn: a stat's roll of 2 (no momentum), and a progress roll of 6. */
const iron = (roll: ReturnType<typeof plainRoll>, key: string) =>
  outcomeOf(ironOdds({ factIf }, new Map([["roll", roll]])), "roll", key);
/** A Twodsix throw's success under a preset, at a difficulty of its list, with the other DMs summed. */
function twodsix(preset: string, difficulty: string, dm: number, rollType: TwodsixRollType): number {
  const rules = must(twodsixPreset(preset));
  const measured = must(
    effectThresholdOf(
      must(TWODSIX_DIFFICULTIES[rules.difficultyListUsed]?.[difficulty]),
      rules.difficultyListUsed,
      rules.difficultiesAsTargetNumber,
    ),
  );
  return outcomeOf(
    twodsixOdds({ modifier: measured.modifier + dm, threshold: measured.threshold, rollType, degrees: true }, rules),
    rollType,
    "success",
  );
}

/**
 * README "Web odds calculator", its game systems' views: each figure as the view's answer gives it for the fields
 * named (the others at the view's first values), by outcome, in the column of the choice the fields pick.
 */
const calculatorFigure = (view: string, fields: Record<string, string>, key: string): number => {
  const answer = must(
    systemCalculatorAnswer(
      must(SYSTEM_CALCULATORS.find((each) => each.page.id === view)).answer,
      fields,
      createTranslator("en", english),
    ).view,
  );
  const column = answer.chosen?.column ?? 0;
  return must(must(must(answer.rows.find((row) => row.cells[column]?.outcome === key)).cells[column]).probability);
};
/** Each column's figure of an outcome, for a view whose columns are its buttons (D&D 5e's and Shadowdark's). */
const calculatorColumns = (view: string, key: string): number[] => {
  const answer = must(
    systemCalculatorAnswer(
      must(SYSTEM_CALCULATORS.find((each) => each.page.id === view)).answer,
      {},
      createTranslator("en", english),
    ).view,
  );
  return must(answer.rows.find((row) => row.cells[0]?.outcome === key)).cells.map((cell) =>
    must(must(cell).probability),
  );
};
const calculatorDegrees = (fate: string) =>
  ["criticalSuccess", "success", "failure", "criticalFailure"].map((degree) =>
    calculatorFigure("pf2e", { fate }, degree),
  );

/**
 * The README's Kaiser Attack after Ilsa (skill 5) rolled 11, against the Grave Warden's unrolled 2d6ko + 6: he beats
 * her at 12 or more, ties (an Attack's tie: neither wins) at 11, and she wins otherwise, his Fumble included.
 */
const wardenReaches = (total: number) => success(6, 0, total);
const afterIlsa = {
  warden: wardenReaches(12),
  tie: wardenReaches(11) - wardenReaches(12),
  ilsa: 1 - wardenReaches(11),
};

const RADIOS = ["advantage", "normal", "disadvantage"] as const;
/** Hope d12 + Fear d12 + d6 + 2 against 12, by hand: the critical, each success and failure, then success. */
const advantageDuality = (() => {
  const judged = (hit: (hope: number, fear: number, success: boolean) => boolean) =>
    chance([12, 12, 6], ([hope = 0, fear = 0, d6 = 0]) => hit(hope, fear, hope === fear || hope + fear + d6 + 2 >= 12));
  return [
    judged((h, f) => h === f),
    judged((h, f, win) => win && h > f),
    judged((h, f, win) => win && h < f),
    judged((h, f, win) => !win && h > f),
    judged((h, f, win) => !win && h < f),
    judged((_h, _f, win) => win),
  ];
})();

const README: readonly Claim[] = [
  {
    text: "A Kaiser Attack after Ilsa rolled 11: the pairing now reads {} vs {}, neither wins {}",
    chances: [afterIlsa.ilsa, afterIlsa.warden, afterIlsa.tie],
  },
  { text: "your chance to beat Ilsa Brandt {}, taking her roll", chances: [afterIlsa.warden] },
  // The saved roll of the Quick start: Stealth 5, Advantage 1, against 12.
  { text: "(`3d6kh2ko + 5, against 12 — Success: {}`)", chances: [success(5, 1, 12)] },
  // docs/dialog-kaiser.jpg (scripts/docs-screenshots.ts): value 4, Advantage 2, against 12.
  { text: "a skill check at A2 against difficulty 12, {} to succeed", chances: [success(4, 2, 12)] },
  { text: "dice are {}, {}, {}, {}, {} — each even pool", chances: atDtSix },
  { text: "the worst pool ({} against {} for one die)", chances: [pool(2, 1), pool(1, 1)] },
  { text: "at DT 11 three dice\n  do best ({})", chances: [pool(3, 11)] },
  { text: "three (at DT 6: {}, {}, {})", chances: [1, 2, 3].map((dice) => pool(dice, 6, "positive")) },
  {
    text: "at DT 7, two dice ({}) beat one\n  ({}); at DT 5, two dice ({}) beat three ({})",
    chances: [pool(2, 7), pool(1, 7), pool(2, 5), pool(3, 5)],
  },
  {
    text:
      "Stealth +5, +2, +0 and +7: " +
      "{}, {}, {} and {} — and the group's exact chance that two or more of the four\n  pass, {}",
    chances: [...stealth, atLeastHalf],
  },
  { text: "Advantage reaches 15\n  {} of the time, the +5 {}", chances: advantageOrBonus },
  {
    text:
      "the grappler wins\n  {} of the time before any roll; " +
      "once the defender's 15 is in, the card and the grappler's dialog say {}",
    chances: [grapple, grappleGiven],
  },
  {
    text: "Stealth `1d20 + 5` against DC 15 reads {} / {} / {}; type a\n  situational `+2` and it reads {} / {} / {}",
    chances: [...stealthButtons, ...bonusButtons],
    hands: [5, 7].flatMap((bonus) => RADIOS.map((radio) => d20Hand(radio, (d) => d + bonus >= 15))),
  },
  {
    text: "hits only on a natural 19 or 20: {} / {} / {}",
    chances: attackButtons,
    hands: RADIOS.map((radio) => d20Hand(radio, (d) => d >= 19)),
  },
  {
    text: "succeeds\n  {} of the time (rerolling every 1 before choosing would say {})",
    chances: [halfling, everyOneFirst],
    // The kept die, if a 1, rolled again and standing; or every 1 rolled again before the lower is kept.
    hands: [
      chance([20, 20, 20], ([a = 0, b = 0, again = 0]) => (min([a, b]) === 1 ? again : min([a, b])) + 5 >= 15),
      chance([20, 20, 20, 20], ([a = 0, b = 0, c = 0, d = 0]) => min([a === 1 ? c : a, b === 1 ? d : b]) + 5 >= 15),
    ],
  },
  {
    text:
      "crits with advantage {} of the time ({} without); " +
      "with reliable talent (`min10`) Stealth `1d20 + 5`\n  against DC 15 cannot fail, {} on each button",
    chances: [naturalAtLeast19("1d20adv2"), naturalAtLeast19("1d20adv"), reliable],
    hands: [
      chance([20, 20, 20], (f) => max(f) >= 19),
      chance([20, 20], (f) => max(f) >= 19),
      chance([20], ([d = 0]) => Math.max(10, d) + 5 >= 15),
    ],
  },
  { text: '"Before the roll (Advantage): Success: {}"', chances: [must(stealthButtons[0])] },
  {
    text: "threshold as dnd5e applies them: a 9-hit-point goblin {} / {}",
    chances: [longswordDrop("critical"), longswordDrop("normal")],
    // 2d8 + 3 and 1d8 + 3 at least 9.
    hands: [chance([8, 8], ([a = 0, b = 0]) => a + b + 3 >= 9), chance([8], ([a = 0]) => a + 3 >= 9)],
  },
  {
    text: "`8d6`, half on a save, at a DEX +2 goblin with 20 hit points, DC 15: {}",
    chances: [fireballDrop()],
    // A save on 13 to 20 (8 faces of 20) takes half the roll, rounded down; a failure (12 faces) all of it.
    hands: [
      (12 / 20) * chance(Array<number>(8).fill(6), (dice) => dice.reduce((sum, die) => sum + die, 0) >= 20) +
        (8 / 20) *
          chance(Array<number>(8).fill(6), (dice) => Math.floor(dice.reduce((sum, die) => sum + die, 0) / 2) >= 20),
    ],
  },
  {
    text: "`1d20 + 7` against AC 15 with that longsword drops the goblin {} of the time on *Normal*",
    chances: [longswordAttackDrop()],
    // A hit on 8 to 19 deals 1d8 + 3, a natural 20 (a critical) 2d8 + 3.
    hands: [
      chance([20, 8, 8], ([d = 0, a = 0, b = 0]) => (d === 20 ? a + b + 3 >= 9 : d + 7 >= 15 && d > 1 && a + 3 >= 9)),
    ],
  },
  {
    text:
      "A +10 check against DC 20: " +
      "critical success {}, success {}, failure {}, critical\nfailure {}; " +
      "with fortune (`2d20kh`) {}, {}, {}, {}.",
    chances: [...pf2eDegrees("d20"), ...pf2eDegrees("fortune")],
    wholesOf: 4,
  },
  {
    text:
      "with weakness 5 at 20 hit points, {} on a hit. The\nStrike's check dialog weighs success and critical " +
      "success together: +7 against AC 15, {} on *Normal*",
    chances: [strikeDrop("hit"), strikeDrop("attack")],
    hands: [
      chance([8, 8], ([a = 0, b = 0]) => a + b + 4 + 5 >= 20),
      // A success on 15 to 24 (d20 8 to 17), a critical on 25 or more or a natural 20; a natural 1 a failure anyway.
      chance([20, 8, 8, 8], ([d = 0, a = 0, b = 0, c = 0]) =>
        d >= 18 ? 2 * (a + b + 4) + c + 5 >= 20 : d >= 8 && a + b + 4 + 5 >= 20,
      ),
    ],
  },
  {
    text:
      "Hope d12 + Fear d12 + 2 against difficulty 12: " +
      "critical {}, success\nwith Hope {}, with Fear {}, failure with Hope {}, with Fear {} " +
      "(success {}; an experience of +2 reads\n+{}); " +
      "with one advantage d6: {}, {}, {}, {}, {} (success {}).",
    chances: [
      ...dualityFive(dualityPlain),
      outcomeOf(dualityPlain, "roll", "success"),
      experienceAdds,
      ...dualityFive(dualityAdvantage),
      outcomeOf(dualityAdvantage, "roll", "success"),
    ],
    // With one advantage d6 (advantageDuality); the figures before it are the engine's alone.
    hands: [...Array<null>(7).fill(null), ...advantageDuality],
  },
  {
    text: '"Before the roll (Fortune): Critical success: {}, Success: {}, Failure:\n{}, Critical failure: {}"',
    chances: pf2eDegrees("fortune"),
    wholesOf: 4,
  },
  {
    text: '"Before the roll (Roll): Success: {}, Critical success: {}, …"',
    chances: [outcomeOf(dualityPlain, "roll", "success"), outcomeOf(dualityPlain, "roll", "critical")],
  },
  {
    text:
      "skill 50 at Regular succeeds {}, {}\nwith one bonus die, {} with one penalty die; " +
      "a critical comes {}, {}, {} (two separate d100s would say {}\nwith the bonus die)",
    chances: [...coc7Success, ...coc7Critical, twoD100Critical],
  },
  {
    text:
      "`1d20 + 3` against DC 12 reads {} / {} / {} " +
      "(*Advantage* / *Normal* / *Disadvantage*), a critical\nsuccess {} / {} / {}.",
    chances: [...shadowdarkRadios("success"), ...shadowdarkRadios("criticalSuccess")],
  },
  {
    text:
      "a skill of 12 with no boon succeeds {} (a Dragon {}, a Demon {}), with one boon {} " +
      "(a Dragon\n{}, a Demon {}), with one bane {}.",
    chances: [
      dragonbane(0, 0, "success"),
      dragonbane(0, 0, "dragon"),
      dragonbane(0, 0, "demon"),
      dragonbane(1, 0, "success"),
      dragonbane(1, 0, "dragon"),
      dragonbane(1, 0, "demon"),
      dragonbane(0, 1, "success"),
    ],
  },
  {
    text:
      "one vampire die and one hunger die against difficulty 2 succeed {}, " +
      "fail {}, fail bestially\n{} and come up a messy critical {}",
    chances: [wod("success"), wod("failure"), wod("bestialFailure"), wod("messyCritical")],
    // A vampire die and a hunger die (d10s, 6 or more a success, two 10s a critical: four) against 2.
    hands: [
      chance([10, 10], ([v = 0, h = 0]) => v >= 6 && h >= 6 && !(v === 10 && h === 10)),
      chance([10, 10], ([v = 0, h = 0]) => !(v >= 6 && h >= 6) && h !== 1),
      chance([10, 10], ([, h = 0]) => h === 1),
      chance([10, 10], ([v, h]) => v === 10 && h === 10),
    ],
  },
  { text: "Pilot 1 with DEX 9 at Average succeeds {};", chances: [twodsix("CE", "Average", 2, "Normal")] },
  { text: "a skill of 0 at Difficult (10+) with a boon {};", chances: [twodsix("MGT2E", "Difficult", 0, "Advantage")] },
  { text: "which that preset lifts to Effect 0: {}.", chances: [twodsix("CEL", "Difficult", -5, "Normal")] },
  {
    text:
      "2 difficulty succeed {}, where the system's own simulated line says about 67%; " +
      "two setback dice bring it to {}",
    chances: [
      narrativeOutcomes({ ability: 2, proficiency: 1, difficulty: 2 }).chance((o) => o.netSuccess >= 1),
      narrativeOutcomes({ ability: 2, proficiency: 1, difficulty: 2, setback: 2 }).chance((o) => o.netSuccess >= 1),
    ],
    // FOUNDRY-SYSTEMS-3 §a.7's brute-force counts: 31,988 of 49,152 and 215,052 of 442,368.
    hands: [31988 / 49152, 215052 / 442368],
  },
  {
    text: "ten dice against threshold 3, {}, a glitch {};",
    chances: [
      sr5Outcomes({ dice: 10, limit: 10 }).chance((o) => o.hits >= 3),
      sr5Outcomes({ dice: 10, limit: 10 }).chance((o) => o.glitch === 1),
    ],
  },
  {
    text: "gear 1 succeed {}, {} once a failed roll is pushed",
    chances: [
      yearZeroOutcomes(forbiddenLandsPool({ attribute: 3, skill: 2, gear: 1 })).chance((o) => o.success >= 1),
      yearZeroPushed(forbiddenLandsPool({ attribute: 3, skill: 2, gear: 1 })).chance((o) => o.success >= 1),
    ],
    // §b.7's counts: 31,031 of 46,656; pushed, 118,198,271 of 136,048,896 (test/core/pools counts them face by face).
    hands: [31031 / 46656, 118198271 / 136048896],
  },
  {
    text: "the same pool against 2 difficulty: {} again",
    chances: [narrativeOutcomes({ ability: 2, proficiency: 1, difficulty: 2 }).chance((o) => o.netSuccess >= 1)],
    hands: [31988 / 49152],
  },
  {
    text: "ten dice score\n  a hit {} of the time and three or more {};",
    chances: [
      sr6Outcomes({ dice: 10 }).chance((o) => o.hits >= 1),
      sr6Outcomes({ dice: 10 }).chance((o) => o.hits >= 3),
    ],
    // Binomial(10, 1/3): 1 − (2/3)^10, and 41,385 of 59,049 with three or more.
    hands: [1 - (2 / 3) ** 10, 41385 / 59049],
  },
  {
    text: "Precision 3 and Agility 2\n  succeed {}, {} pushed whenever they fail",
    chances: [
      yearZeroOutcomes(vaesenPool(5)).chance((o) => o.success >= 1),
      yearZeroPushed(vaesenPool(5)).chance((o) => o.success >= 1),
    ],
    // A six on any of five d6; pushed, the five again: 1 − (5/6)^10.
    hands: [1 - (5 / 6) ** 5, 1 - (5 / 6) ** 10],
  },
  {
    text: "Strength d8 and\n  Close Combat d6 succeed {}, {} pushed whenever they fail",
    chances: [
      yearZeroOutcomes(stepPool([8, 6], twilightDie)).chance((o) => o.success >= 1),
      yearZeroPushed(stepPool([8, 6], twilightDie)).chance((o) => o.success >= 1),
    ],
    // §b.7: a d8 fails on 1–5 (5/8), a d6 on 1–5: 23/48; pushed, 197/288.
    hands: [23 / 48, 197 / 288],
  },
  {
    text: "Agility d10 and Firearms d8 succeed {}, with a push\n  {}",
    chances: [
      yearZeroOutcomes(stepPool([10, 8], bladeRunnerDie)).chance((o) => o.success >= 1),
      yearZeroPushed(stepPool([10, 8], bladeRunnerDie)).chance((o) => o.success >= 1),
    ],
    // §b.7: 1 − (1/2)(5/8) = 11/16; pushed, 139/160.
    hands: [11 / 16, 139 / 160],
  },
  {
    text: "attribute damage {} of the time",
    chances: [
      yearZeroPushed(forbiddenLandsPool({ attribute: 3, skill: 2, gear: 1 })).chanceGiven(
        (o) => o.baseOnes >= 1,
        (o) => o.pushed === 1,
      ),
    ],
  },
  {
    text:
      "a WS-based skill of 45 at *Challenging* succeeds {} and fails {}, " +
      "a critical {}, a\nfumble {}; at *Very Easy* (+60: target 105) {}",
    chances: [
      wfrp(45, "success"),
      wfrp(45, "failure"),
      wfrp(45, "critical"),
      wfrp(45, "fumble"),
      wfrp(45 + WFRP_VERY_EASY, "success"),
    ],
    hands: [
      d100((r) => !wfrpFails(r, 45)),
      d100((r) => wfrpFails(r, 45)),
      d100((r) => isDouble(r) && r <= 45),
      d100((r) => (isDouble(r) && r > 45) || r >= 99),
      d100((r) => !wfrpFails(r, 45 + 60)),
    ],
  },
  {
    text: "A\nDangerous pistol at BS 30 fumbles {} of the time; a prayer at Pray 40 with Sin 2 brings the Wrath {}.",
    chances: [wfrpPistol, wfrpPrayer],
    hands: [
      d100((r) => wfrpFails(r, 30) && (isDouble(r) || r === 100 || String(r).includes("9"))),
      d100((r) => (r % 10 || 10) <= 2 || (wfrpFails(r, 40) && isDouble(r))),
    ],
  },
  {
    text:
      "A rifle with Accurate at grit 2 against Evasion 10\nhits {} and crits {}; " +
      "a tech attack at +1 with two difficulty against E-Defense 10 hits {}; " +
      "a skill trigger\nat rank 2 with one difficulty succeeds {}.",
    chances: [lancer(2, 1, 10), lancer(2, 1, 20), lancer(1, -2, 10), lancer(4, -1, 10)],
  },
  {
    text: "four base dice and two stress dice succeed {}, {} of the time without panic, and panic {}.",
    chances: [alien("success"), alien("successNoPanic"), alien("panic")],
    hands: [
      chance([6, 6, 6, 6, 6, 6], (f) => f.includes(6)),
      chance([6, 6, 6, 6, 6, 6], (f) => f.includes(6) && !f.slice(4).includes(1)),
      chance([6, 6], (f) => f.includes(1)),
    ],
  },
  {
    text: "edge 2 is a strong hit {} (139 of\nthe 600 outcomes of a d6 and two d10s), a weak hit {}, a miss {}.",
    chances: [
      iron(plainRoll("action", 2), "strongHit"),
      iron(plainRoll("action", 2), "weakHit"),
      iron(plainRoll("action", 2), "miss"),
    ],
    wholesOf: 3,
    // Edge 2: a d6 + 2 beating both, one or none of two d10s.
    hands: [2, 1, 0].map((beaten) =>
      chance([6, 10, 10], ([d6 = 0, a = 0, b = 0]) => (d6 + 2 > a ? 1 : 0) + (d6 + 2 > b ? 1 : 0) === beaten),
    ),
  },
  {
    text: "a progress\nroll of 6 is {} / {} / {}.",
    chances: [
      iron(plainRoll("progress", 6), "strongHit"),
      iron(plainRoll("progress", 6), "weakHit"),
      iron(plainRoll("progress", 6), "miss"),
    ],
    hands: [2, 1, 0].map((beaten) =>
      chance([10, 10], ([a = 0, b = 0]) => (6 > a ? 1 : 0) + (6 > b ? 1 : 0) === beaten),
    ),
  },
  {
    text: "(+10 against DC 20: {}, {}, {}, {}; with fortune {}, {}, {}, {})",
    chances: [...calculatorDegrees("normal"), ...calculatorDegrees("fortune")],
    wholesOf: 4,
  },
  {
    text: "(d12 + d12 + 2 against 12: a critical {}, 1 in 12, success {})",
    chances: [calculatorFigure("daggerheart", {}, "critical"), calculatorFigure("daggerheart", {}, "success")],
  },
  {
    text: "(50, regular, one bonus die: success {}, 750 of 1,000)",
    chances: [calculatorFigure("coc7", { value: "50", difficulty: "regular", dice: "1" }, "success")],
  },
  { text: "(+5 against DC 15: {}, {},\n{})", chances: calculatorColumns("dnd5e", "success") },
  { text: "(+3 against DC 12: {}, {}, {})", chances: calculatorColumns("shadowdark", "success") },
];

const MANUAL_EN: readonly Claim[] = [
  { text: "an Open Roll and a Fumble each come up 1 time in 36 ({})", chances: [plain.pOpenRoll] },
  {
    text: "makes an Open Roll 16 times in 216 ({}) and a Fumble 1 in 216 ({})",
    chances: [advantaged.pOpenRoll, advantaged.pFumble],
  },
  {
    text: "(at DT 6: one die {}; two dice {} when\n      0 counts, {} when it does not)",
    chances: [pool(1, 6), pool(2, 6), pool(2, 6, "positive")],
  },
  { text: "At DT 6 one to five dice succeed {},\n      {}, {}, {} and {} of the time", chances: atDtSix },
  { text: "two dice are the worst pool ({} against {} for one die)", chances: [pool(2, 1), pool(1, 1)] },
  { text: "at DT 11 three dice do best ({})", chances: [pool(3, 11)] },
  { text: "(at DT 6: {}, {}, {})", chances: [1, 2, 3].map((dice) => pool(dice, 6, "positive")) },
  {
    text: "at DT 7 two dice ({}) beat one ({}); at DT\n      5 two dice ({}) beat three ({})",
    chances: [pool(2, 7), pool(1, 7), pool(2, 5), pool(3, 5)],
  },
  { text: "<em>Before the roll: {} for 15 or more</em> for <code>1d20 + 3</code>", chances: [formulaExample] },
  { text: "With Stealth +5, +2, +0 and +7 that is {}, {},\n      {} and {}", chances: stealth },
  { text: "two or more of the four pass is {}", chances: [atLeastHalf] },
  { text: "Advantage reaches 15 {} of the time, the +5 {}", chances: advantageOrBonus },
  { text: "the grappler wins {} of the time before any roll.", chances: [grapple] },
  { text: "the card and the grappler's dialog say {}: 13 or more on the d20.", chances: [grappleGiven] },
  {
    text:
      "Stealth <code>1d20 + 5</code> against DC 15 reads {},\n      {} and {}; " +
      "with a situational <code>+2</code>, {}, {} and {}.",
    chances: [...stealthButtons, ...bonusButtons],
  },
  { text: "hits only on a natural 19 or 20: {},\n      {} and {}.", chances: attackButtons },
  { text: "succeeds {} of the time (rerolling every 1 first would say {})", chances: [halfling, everyOneFirst] },
  { text: '"Before the roll (Advantage): Success:\n      {}"', chances: [must(stealthButtons[0])] },
  { text: "Critical success {}, success {}, failure {}, critical\n      failure {}.", chances: pf2eDegrees("d20") },
  {
    text:
      "the better of two d20s): {}, {}, {} and {}; " +
      "with misfortune\n      (<code>2d20kl</code>), {}, {}, {} and {}.",
    chances: [...pf2eDegrees("fortune"), ...pf2eDegrees("misfortune")],
    wholesOf: 4,
  },
  {
    text:
      "a critical, {}; success with Hope {},\n      with Fear {}; " +
      "failure with Hope {}, with Fear {}. The chance of success is {}, " +
      "and an experience\n      of +2 reads +{} beside it.",
    chances: [...dualityFive(dualityPlain), outcomeOf(dualityPlain, "roll", "success"), experienceAdds],
  },
  {
    text:
      "With one advantage d6: " +
      "critical {}, success with Hope {}, with Fear {}, " +
      "failure with Hope {}, with\n      Fear {}; success {}.",
    chances: [...dualityFive(dualityAdvantage), outcomeOf(dualityAdvantage, "roll", "success")],
  },
  {
    text:
      "Skill 50 at Regular difficulty succeeds {} of the time, " +
      "{} with one bonus die and {}\n      with one penalty die; " +
      "a critical comes {}, {} and {} of the time " +
      "(two separate d100s would say {} with\n      the bonus die)",
    chances: [...coc7Success, ...coc7Critical, twoD100Critical],
  },
  {
    text: "reads {} with advantage, {} normal and {} with\n      disadvantage; a critical success {}, {} and {}.",
    chances: [...shadowdarkRadios("success"), ...shadowdarkRadios("criticalSuccess")],
  },
];

const MANUAL_DE: readonly Claim[] = [
  { text: "kommen ein Offener Wurf und ein Patzer je einmal in 36 Würfen ({})", chances: [plain.pOpenRoll] },
  {
    text: "macht einen Offenen Wurf 16-mal in 216 ({}) und einen Patzer einmal in 216\n      ({})",
    chances: [advantaged.pOpenRoll, advantaged.pFumble],
  },
  {
    text: "(bei SS 6: ein Würfel {}; zwei Würfel {},\n      wenn 0 zählt, {}, wenn nicht)",
    chances: [pool(1, 6), pool(2, 6), pool(2, 6, "positive")],
  },
  { text: "{}, {}, {}, {} und {} der Fälle", chances: atDtSix },
  { text: "der schlechteste Pool ({} gegen {} für einen\n      Würfel)", chances: [pool(2, 1), pool(1, 1)] },
  { text: "bei SS 11 sind drei Würfel am besten ({})", chances: [pool(3, 11)] },
  { text: "(bei SS 6: {}, {}, {})", chances: [1, 2, 3].map((dice) => pool(dice, 6, "positive")) },
  {
    text: "schlagen zwei Würfel ({}) einen ({}); bei SS 5 schlagen zwei Würfel ({}) drei ({})",
    chances: [pool(2, 7), pool(1, 7), pool(2, 5), pool(3, 5)],
  },
  { text: "<em>Vor dem Wurf: {} für 15 oder mehr</em> bei <code>1d20 + 3</code>", chances: [formulaExample] },
  { text: "Mit Heimlichkeit +5, +2, +0 und +7 sind\n      das {}, {}, {} und {}", chances: stealth },
  { text: "dass zwei oder mehr der vier bestehen, ist {}", chances: [atLeastHalf] },
  { text: "Mit Vorteil erreicht sie 15 in {} der Fälle, mit +5 in {}", chances: advantageOrBonus },
  { text: "gewinnt die zupackende Figur vor jedem Wurf in {} der Fälle.", chances: [grapple] },
  { text: "zeigen Karte und Dialog {}: 13 oder mehr auf dem d20.", chances: [grappleGiven] },
  {
    text: "zeigt\n      {}, {} und {}; mit einem situativen <code>+2</code> {}, {} und {}.",
    chances: [...stealthButtons, ...bonusButtons],
  },
  { text: "trifft nur bei einer natürlichen 19 oder 20: {}, {} und {}.", chances: attackButtons },
  { text: "gelingt in {} der Fälle (erst jede 1 neu zu würfeln ergäbe\n      {})", chances: [halfling, everyOneFirst] },
  { text: "„Vor dem Wurf (Vorteil): Erfolg: {}“", chances: [must(stealthButtons[0])] },
  {
    text: "Kritischer Erfolg {},\n      Erfolg {}, Fehlschlag {}, kritischer Fehlschlag {}.",
    chances: pf2eDegrees("d20"),
  },
  {
    text: "der bessere von zwei d20): {}, {}, {} und {}; mit Unglück\n      (<code>2d20kl</code>) {}, {}, {} und {}.",
    chances: [...pf2eDegrees("fortune"), ...pf2eDegrees("misfortune")],
    wholesOf: 4,
  },
  {
    text:
      "ein kritischer Erfolg, {}; Erfolg\n      mit Hoffnung {}, mit Furcht {}; " +
      "Misserfolg mit Hoffnung {}, mit Furcht {}. Die Erfolgschance ist\n      {}, " +
      "und neben einer Erfahrung von +2 steht +{}.",
    chances: [...dualityFive(dualityPlain), outcomeOf(dualityPlain, "roll", "success"), experienceAdds],
  },
  {
    text:
      "Mit einem Vorteils-d6: " +
      "kritischer Erfolg {}, Erfolg mit Hoffnung {}, mit Furcht {}, " +
      "Misserfolg mit\n      Hoffnung {}, mit Furcht {}; Erfolg {}.",
    chances: [...dualityFive(dualityAdvantage), outcomeOf(dualityAdvantage, "roll", "success")],
  },
  {
    text:
      "Fertigkeit 50 bei regulärer Schwierigkeit gelingt in {} der\n      Fälle, " +
      "mit einem Bonuswürfel in {}, mit einem Strafwürfel in {}; " +
      "ein kritischer Erfolg kommt in {},\n      {} und {} der Fälle " +
      "(zwei getrennte d100 ergäben mit dem Bonuswürfel {})",
    chances: [...coc7Success, ...coc7Critical, twoD100Critical],
  },
  {
    text: "zeigt {} mit Vorteil, {} normal\n      und {} mit Nachteil; einen kritischen Erfolg {}, {} und {}.",
    chances: [...shadowdarkRadios("success"), ...shadowdarkRadios("criticalSuccess")],
  },
];

/** Decimal percentages that are no chance of a roll: how the page words a tiny one. */
const README_WORDING = [
  'reads at least "<0.1%", never "0.0%"',
  "so the outcomes add up to 100% alone",
  "a certain one reads 100%",
  '"at least 8") add up to 100%',
  // An example of the luck line's words, not a chance of a roll named.
  '"Luckier than 87% of such rolls"',
  "both readings tend to 50%",
  "p.formula=1d20%2B5",
  "the 95 % line",
];

const DOCUMENTS = [
  // The README's whole percentages too: each is a claim or wording.
  { file: "README.md", language: "en", claims: README, wording: README_WORDING, figure: /\d+(?:\.\d+)? ?%/g },
  { file: "packs/_source/manual/manual-en.yml", language: "en", claims: MANUAL_EN, wording: [], figure: null },
  { file: "packs/_source/manual/manual-de.yml", language: "de", claims: MANUAL_DE, wording: [], figure: null },
] as const satisfies readonly {
  file: string;
  language: Language;
  claims: readonly Claim[];
  wording: readonly string[];
  /** The figures to find unclaimed, where not the language's decimals. */
  figure: RegExp | null;
}[];

/** A decimal percentage as a document writes it. */
const FIGURE = { en: /\d+\.\d+%/g, de: /\d+,\d+ %/g } as const;

describe.each(DOCUMENTS)("the chances $file states", ({ file, language, claims, wording, figure }) => {
  const text = readFileSync(file, "utf8");

  it.each(claims.map((claim) => [claim.text.replace(/\s+/g, " "), claim] as const))(
    "%s: the engine's figures",
    (_, claim) => {
      expect(text).toContain(claimText(claim, language));
      if (!claim.hands) return;
      expect(claim.hands).toHaveLength(claim.chances.length);
      for (const [index, hand] of claim.hands.entries())
        if (hand !== null)
          expect(claim.chances[index], `figure ${index + 1} against its hand count`).toBeCloseTo(hand, 12);
    },
  );

  it("states no other decimal chance", () => {
    let rest = text;
    for (const claim of claims) rest = rest.replace(claimText(claim, language), "");
    for (const words of wording) {
      expect(rest).toContain(words);
      rest = rest.replace(words, "");
    }
    expect(rest.match(figure ?? FIGURE[language]) ?? []).toEqual([]);
  });
});
