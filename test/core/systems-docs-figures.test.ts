import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formulaChance, formulaDistribution } from "../../src/core/formula/formula-distribution";
import { ADVANTAGE_SET_DICE, FOUNDRY_DICE, useWorldDice } from "../../src/core/formula/dice-dialect";
import { factIf, type SystemOdds } from "../../src/core/systems/system-odds-types";
import { formatPercent, formatShares } from "../../src/ui/percent";
import { d20Odds } from "../../src/systems/dnd5e/core/d20-odds";
import { afterRollChance, type AfterRollOption } from "../../src/systems/dnd5e/core/after-roll";
import { DND5E_ENGINE } from "../../src/systems/dnd5e/ui/calculator-engine";
import { degreesOdds } from "../../src/systems/pf2e/core/degrees";
import { checkRerollChoice, type RerollKeep } from "../../src/systems/pf2e/core/reroll";
import { dualityOdds } from "../../src/systems/daggerheart/core/duality-odds";
import { DAGGERHEART_ENGINE } from "../../src/systems/daggerheart/ui/calculator-engine";
import { coc7Odds, POOL_CHOICES } from "../../src/systems/coc7/core/coc7-odds";
import { dragonbaneOdds } from "../../src/systems/dragonbane/core/dragonbane-odds";
import { pushOdds } from "../../src/systems/dragonbane/core/dragonbane-push";
import { alienOdds } from "../../src/systems/alienrpg/core/pool-odds";
import { alienPushChoice } from "../../src/systems/alienrpg/core/push-odds";
import { wodOdds } from "../../src/systems/wod5e/core/wod5e-odds";
import { bestWillpowerReroll, rouseHungerStays, willpowerRerollOf } from "../../src/systems/wod5e/core/wod5e-reroll";
import { burnNowOutcomes, ironOdds, plainRoll } from "../../src/systems/ironsworn/core/ironsworn-odds";
import { wfrp4eOdds, type Wfrp4eQuestion } from "../../src/systems/wfrp4e/core/wfrp4e-odds";
import { wfrp4eSpellOdds, type Wfrp4eMagic } from "../../src/systems/wfrp4e/core/wfrp4e-spells";
import { wfrp4eDefenceChance, wfrp4eOpposedChance } from "../../src/systems/wfrp4e/core/wfrp4e-opposed";
import { wfrp4eOddsWithSl } from "../../src/systems/wfrp4e/core/wfrp4e-sl";
import { WFRP4E_FORTUNE, withFortuneReroll } from "../../src/systems/wfrp4e/core/wfrp4e-fortune";
import { lancerAtLeast } from "../../src/systems/lancer/core/lancer-odds";
import { twodsixOdds, type TwodsixRollType } from "../../src/systems/twodsix/core/twodsix-odds";
import { effectThresholdOf, twodsixPreset, TWODSIX_DIFFICULTIES } from "../../src/systems/twodsix/core/twodsix-presets";
import { sfrpgOdds } from "../../src/systems/sfrpg/core/sfrpg-odds";
import { naturalAtLeast, naturalAtMost, naturalChance, naturalRollOdds } from "../../src/core/systems/natural-roll";
import { roundTotals } from "../../src/core/systems/round-totals";
import { cpredCheckOdds } from "../../src/systems/cyberpunk-red-core/core/cpred-odds";
import { bladesOdds, type BladesQuestion } from "../../src/systems/blades-in-the-dark/core/blades-odds";
import { at, must } from "../kit";
import { dccChance, dccOdds, type DccRoll } from "../../src/systems/dcc/core/dcc-odds";
import { PLAIN_CAST } from "../systems/wfrp4e/core/plain-cast";
import { chance, d100, d20Hand, isDouble, max, min, wfrpFails as fails } from "./support/hand-count";
import { moshCheckOdds } from "../../src/systems/mothership/core/mosh-odds";
import { shadowdarkAtDc12 } from "./support/shadowdark-at-dc12";
import { luckRerollOf, shadowdarkRollOdds } from "../../src/systems/shadowdark/core/roll-dialog-odds";
import { PF2E_ENGINE } from "../../src/systems/pf2e/ui/calculator-engine";
import { SHADOWDARK_ENGINE } from "../../src/systems/shadowdark/ui/calculator-engine";

/**
 * Every figure docs/systems.md and docs/systems-<id>.md quote is checked twice: worked out by the system's adapter core
 * and the engine, as its dialog shows it, and counted again here by hand — every face of the dice enumerated from the
 * rules as each page states them (test/core/readme-odds.test.ts does the README's, with the same hand counts). Each
 * quotation is the page's text with `{}` where a figure stands, written as the page writes it: a lone figure's rounded
 * tenth ("84.0%"), a figure of a dialog's or a message's line as that line shows it (`shownIn`: a roll's outcomes
 * rounded together), an exact percentage ("9.75%", "60%"), a fraction ("99/120") or a count of outcomes ("39"). A
 * percentage on those pages that no quotation holds fails the test: a new figure needs its two computations here
 * before it ships.
 */

/** How a page writes a figure. */
type Form = (probability: number) => string;
/** As a dialog shows it (src/ui/percent.ts): one decimal. */
const tenth: Form = (p) => formatPercent(p, { lang: "en" });
/**
 * As a system's dialog and its message's line show one outcome of a choice (src/ui/systems/system-odds-view.ts): the
 * outcomes that share out the whole rounded together to add up to 100.0% (formatShares: pf2e's fortune 0.25% reads
 * 0.2% there), a fact (a critical, a Dragon, a panic) on its own (0.25% reads 0.3%). The engine's figure is the
 * outcome's own; the form finds the whole it is shown in.
 */
const shownIn =
  (odds: SystemOdds, choice: string, key: string): Form =>
  () => {
    const outcomes = must(odds.choices.find((each) => each.id === choice)).outcomes;
    const outcome = must(outcomes.find((each) => each.key === key));
    if (outcome.fact === true) return tenth(outcome.probability);
    const whole = outcomes.filter((each) => each.fact !== true && each.probability > 0);
    const shares = formatShares(
      whole.map((each) => each.probability),
      { lang: "en" },
    );
    return shares?.[whole.indexOf(outcome)] ?? tenth(outcome.probability);
  };
/** A signed change, as beside a dialog's option. */
const signed: Form = (p) => `+${tenth(p)}`;
/** Exact, as many decimals as it takes ("9.75%", "60%"). */
const exact: Form = (p) => `${Number((p * 100).toFixed(6))}%`;
/** A whole count over `total`: "99/120", or the count alone. */
const whole = (p: number, total: number): number => {
  const count = Math.round(p * total);
  expect(p * total).toBeCloseTo(count, 9);
  return count;
};
const over =
  (total: number): Form =>
  (p) =>
    `${whole(p, total)}/${total}`;
const count =
  (total: number): Form =>
  (p) =>
    String(whole(p, total));

/** A figure: the engine's chance, the hand count's, and how the page writes it. */
interface Figure {
  readonly engine: number;
  readonly hand: number;
  readonly form: Form;
}
const figure = (engine: number, hand: number, form: Form): Figure => ({ engine, hand, form });

interface Quote {
  readonly file: string;
  readonly text: string;
  readonly figures: readonly Figure[];
}

// ─── Counting by hand ────────────────────────────────────────────────────────────────────────────────────────────

// test/core/support/hand-count.ts: `chance` enumerates every face of the dice, `d20Hand` and `d100` a radio's d20 and
// a d100.

/** The engine's chance of one outcome in one choice. */
const outcomeOf = (odds: SystemOdds, choice: string, key: string): number =>
  must(must(odds.choices.find((each) => each.id === choice)).outcomes.find((outcome) => outcome.key === key))
    .probability;

/** An Alien RPG push's figure, for `base` base dice showing `sixes` sixes and `stress` stress dice showing none. */
const alienPushed = (base: number, sixes: number, stress: number, key: string): number =>
  must(
    must(alienPushChoice({ base, baseSixes: sixes, stress, stressSixes: 0, stressOnes: 0 })).outcomes.find(
      (outcome) => outcome.key === key,
    ),
  ).probability;

// ─── D&D 5e after the roll: Stealth +5 against DC 15, the d20 a 6, a halfling ────────────────────────────────────

const stealthAfter = (option: AfterRollOption): number =>
  must(
    afterRollChance(
      {
        kind: "test",
        natural: 6,
        others: [],
        total: 11,
        target: 15,
        critical: 20,
        fumble: 1,
        rerollOnes: true,
        minimum: null,
        mode: "normal",
      },
      option,
      true,
    ),
  );

// ─── Pathfinder 2e after the roll: +10 against DC 20, a 7 rolled (17, a failure) ───────────────────────────────

const PF2E_DEGREES = ["criticalSuccess", "success", "failure", "criticalFailure"] as const;
const valerosReroll = (keep: RerollKeep, key: (typeof PF2E_DEGREES)[number]): number =>
  must(
    checkRerollChoice("reroll", { modifier: 10, dc: 20, total: 17, degree: "failure", record: {} }, keep).outcomes.find(
      (outcome) => outcome.key === key,
    ),
  ).probability;
/** pf2e's degree of a new d20 + 10 against DC 20 (bands of ten, then the natural 20 / 1 step), or the failure kept. */
const valerosHand = (keep: RerollKeep, key: (typeof PF2E_DEGREES)[number]): number =>
  chance([20], ([face = 0]) => {
    const total = face + 10;
    if ((keep === "higher" && 17 > total) || (keep === "lower" && 17 < total)) return key === "failure";
    let step = total >= 30 ? 0 : total >= 20 ? 1 : total > 10 ? 2 : 3;
    if (face === 20) step = Math.max(0, step - 1);
    if (face === 1) step = Math.min(3, step + 1);
    return PF2E_DEGREES[step] === key;
  });
const valeros = (keep: RerollKeep): Figure[] =>
  PF2E_DEGREES.map((key) => figure(valerosReroll(keep, key), valerosHand(keep, key), exact));

// ─── Call of Cthulhu 7e: skill 50 at Regular ─────────────────────────────────────────────────────────────────────

/** A units d10 (0–9) and `tens` tens d10s (0–9), the lowest (bonus) or highest (penalty) kept; 00 + 0 is 100. */
function coc7Hand(tens: number, keep: "low" | "high", hit: (result: number) => boolean): number {
  return chance([10, ...Array<number>(tens).fill(10)], ([units = 1, ...rest]) => {
    const results = rest.map((ten) => (ten - 1) * 10 + (units - 1) || 100);
    return hit(keep === "low" ? min(results) : max(results));
  });
}
const coc7 = coc7Odds({ value: 50, difficulty: "regular", flatDiceModifier: 0 });
/** The push's success and fumble at skill 50, Regular, no bonus die (the pool rolled again as it stands). */
const coc7Push = [
  figure(
    outcomeOf(coc7, POOL_CHOICES[0], "success"),
    coc7Hand(1, "low", (r) => r <= 50),
    tenth,
  ),
  figure(
    outcomeOf(coc7, POOL_CHOICES[0], "fumble"),
    coc7Hand(1, "low", (r) => r === 100),
    tenth,
  ),
];

// ─── Daggerheart: Hope d12 + Fear d12 + 2 against 12 ─────────────────────────────────────────────────────────────

const duality = dualityOdds(DAGGERHEART_ENGINE, {
  roll: { hope: 12, fear: 12, rest: "+ 2" },
  targets: [{ id: "roll", difficulty: 12, hidden: false }],
  experiences: [{ id: "plus2", value: 2, selected: false }],
});
/** Success: doubles (a critical, whatever the total) or a total of 12 or more. */
const dualityHand = (bonus: number) =>
  chance([12, 12], ([hope = 0, fear = 0]) => hope === fear || hope + fear + bonus >= 12);

// ─── Dragonbane: roll under 12 on a d20, a boon the lower of two, a bane the higher ──────────────────────────────

const dragonbaneAt = (boons: number, banes: number, target: number, extraDragons = 0) =>
  dragonbaneOdds({ boons, banes, extraDragons, target });
const dragonbane = (boons: number, banes: number, key: string, extraDragons = 0) =>
  outcomeOf(dragonbaneAt(boons, banes, 12, extraDragons), "roll", key);
/** The d20 a net count of boons (+) or banes (−) keeps. */
const dragonbaneHand = (net: number, hit: (d20: number) => boolean) =>
  chance(Array<number>(1 + Math.abs(net)).fill(20), (faces) => hit(net >= 0 ? min(faces) : max(faces)));

// ─── Lancer: 1d20 + grit ± the highest of the accuracy or difficulty d6s ─────────────────────────────────────────

const lancer = (
  bonus: number,
  accuracy: number,
  target: number,
  more: { invisible?: boolean; spotter?: boolean } = {},
) => lancerAtLeast({ bonus, accuracy, spotter: more.spotter ?? false, invisible: more.invisible ?? false }, target);
const lancerHand = (bonus: number, accuracy: number, target: number) =>
  chance([20, ...Array<number>(Math.abs(accuracy)).fill(6)], ([d20 = 0, ...d6]) => {
    const extra = d6.length === 0 ? 0 : Math.sign(accuracy) * max(d6);
    return d20 + bonus + extra >= target;
  });

// ─── Alien RPG, Ironsworn and WoD 5e: the playground's rolls (playground/table/systems/<id>.ts) ─────────────────

const alien = (base: number, stress: number) => alienOdds({ base, stress });
/** A progress roll: the score against each of two d10s, beating both a strong hit, one a weak hit. */
const progress = (score: number) => ironOdds({ factIf }, new Map([["roll", plainRoll("progress", score)]]));
const progressHand = (score: number, beaten: number) =>
  chance([10, 10], ([a = 0, b = 0]) => (score > a ? 1 : 0) + (score > b ? 1 : 0) === beaten);
/** A vampire's pool with no difficulty set: `basic` basic d10s then `hunger` hunger d10s. */
const vampire = (basic: number, hunger: number) =>
  wodOdds({ splat: "vampire", basic, advanced: hunger, difficulty: 0 });

// ─── Pathfinder 2e: +10 against DC 20 ────────────────────────────────────────────────────────────────────────────

const DEGREES = ["criticalSuccess", "success", "failure", "criticalFailure"] as const;
const pf2eOdds = (kind: "d20" | "fortune" | "misfortune") =>
  degreesOdds(PF2E_ENGINE, {
    choices: [{ id: kind, roll: { die: { kind }, modifier: 10, adjustments: [] } }],
    selected: kind,
    dc: 20,
  });
const pf2e = (kind: "d20" | "fortune" | "misfortune", degree: (typeof DEGREES)[number]) =>
  outcomeOf(pf2eOdds(kind), kind, degree);
/** The degree of a d20: 10 over the DC or more critical, the DC a success, 10 under or less critical failure; a
 * natural 20 one step better, a natural 1 one step worse. Index into DEGREES. */
function pf2eDegree(d20: number): number {
  const total = d20 + 10;
  const base = total >= 30 ? 0 : total >= 20 ? 1 : total <= 10 ? 3 : 2;
  return Math.min(3, Math.max(0, base + (d20 === 20 ? -1 : d20 === 1 ? 1 : 0)));
}
const pf2eHand = (dice: 1 | 2, keep: "high" | "low", degree: number) =>
  chance(Array<number>(dice).fill(20), (faces) => pf2eDegree(keep === "high" ? max(faces) : min(faces)) === degree);

// ─── Shadowdark and D&D 5e: d20 + bonus against a DC ─────────────────────────────────────────────────────────────

const shadowdark = shadowdarkAtDc12;
/** D&D 5e's attack at +5 against AC 15, with advantage: the hit and the critical, as its dialog's first button. */
function dnd5eAdvantage(): readonly number[] {
  useWorldDice(ADVANTAGE_SET_DICE);
  try {
    const rolls = {
      advantage: { natural: "1d20adv", rest: "+ 5" },
      normal: { natural: "1d20", rest: "+ 5" },
      disadvantage: { natural: "1d20dis", rest: "+ 5" },
    };
    const choice = must(
      d20Odds(DND5E_ENGINE, { kind: "attack", rolls, target: 15, critical: 20, fumble: 1 }).choices[0],
    );
    return choice.outcomes.map((outcome) => outcome.probability);
  } finally {
    useWorldDice(FOUNDRY_DICE);
  }
}
const [dnd5eHit = 0, dnd5eCritical = 0] = dnd5eAdvantage();

/** The luck token's reroll of a failed `d20 + 3` against DC 12: the same roll afresh, its three figures by hand. */
const LUCK_REROLL_HANDS = [
  ["success", (d: number) => d + 3 >= 12],
  ["criticalSuccess", (d: number) => d === 20],
  ["criticalFailure", (d: number) => d === 1],
] as const;
/** The playground's Fascinate (Charisma +3 against its DC 12) as its failed message keeps it, the reroll offered. */
const failedFascinate = shadowdarkRollOdds(
  SHADOWDARK_ENGINE,
  {
    choice: "normal",
    roll: { natural: "1d20", rest: "+ 3" },
    dc: 12,
    criticals: { success: 20, failure: 1 },
  },
  true,
);
/** The calculator's reroll column: the radio's own outcomes again (luckRerollOf). */
const luckRerollOutcome = (radio: string, key: string): number =>
  must(luckRerollOf(must(shadowdark.choices.find((each) => each.id === radio))).outcomes.find((o) => o.key === key))
    .probability;

// ─── WFRP 4e: a d100 against a target, the default settings (automatic success 5, failure 96) ────────────────────

const wfrpQuestion = (target: number, more: Partial<Wfrp4eQuestion> = {}): Wfrp4eQuestion => ({
  target,
  automaticSuccess: 5,
  automaticFailure: 96,
  criticals: true,
  ...more,
});
const wfrp = (target: number, key: string, more: Partial<Wfrp4eQuestion> = {}) =>
  outcomeOf(wfrp4eOdds(wfrpQuestion(target, more)), "roll", key);

const spell = (target: number, key: string, more: Partial<Wfrp4eMagic> = {}) =>
  outcomeOf(
    wfrp4eSpellOdds({
      ...wfrpQuestion(target, { criticals: false }),
      sl: { slMethod: "default", testAbove100: false, slBonus: 0, successBonus: 0 },
      magic: { ...PLAIN_CAST, ...more },
    }),
    "roll",
    key,
  );
/** The SL as every test counts it: the target's tens less the roll's; a pass on 1–5 at least +1, a 96+ at most −1. */
function sl(roll: number, target: number): number {
  const raw = Math.floor(target / 10) - Math.floor(roll / 10);
  if (!fails(roll, target)) return roll <= 5 ? Math.max(1, raw) : raw;
  return roll >= 96 ? Math.min(-1, raw) : raw;
}
/** An opposed test's side at T, default SL (core/wfrp4e-opposed.ts). */
const side = (target: number) => ({
  ...wfrpQuestion(target, { criticals: false }),
  target,
  sl: { slMethod: "default", testAbove100: false, slBonus: 0, successBonus: 0 },
  sizeModifier: 0,
});
const opposed = (attacker: number, defender: number) => wfrp4eOpposedChance(side(attacker), side(defender), false);
const defence = (attackerSl: number, attacker: number, defender: number) =>
  wfrp4eDefenceChance({ sl: attackerSl, target: attacker }, side(defender));
/** opposed-test.js:172: the attacker wins on a higher SL, or the same SL and a higher target. */
const attackerWins = (a: number, attacker: number, d: number, defender: number): boolean =>
  a > d || (a === d && attacker > defender);
/** The attacker's wins among the 10,000 pairs of d100s. */
function opposedHand(attacker: number, defender: number): number {
  let wins = 0;
  for (let a = 1; a <= 100; a += 1)
    for (let d = 1; d <= 100; d += 1) if (attackerWins(sl(a, attacker), attacker, sl(d, defender), defender)) wins += 1;
  return wins / 10_000;
}
/** The defender's faces that beat the attacker's SL as rolled. */
const defenceHand = (attackerSl: number, attacker: number, defender: number): number =>
  d100((d) => !attackerWins(attackerSl, attacker, sl(d, defender), defender));
/**
 * A pass's SL at T 45 by the world's SLMethod, as docs/systems-wfrp4e.md "Success Levels" states it: default the tens'
 * difference, dos |T − r| ÷ 10 down, fast the roll's tens; 1–5 at least +1.
 */
function passSl(roll: number, method: "default" | "dos" | "fast"): number {
  const raw =
    method === "dos"
      ? Math.floor((45 - roll) / 10)
      : method === "fast"
        ? roll >= 10
          ? Math.floor(roll / 10)
          : 0
        : Math.floor(45 / 10) - Math.floor(roll / 10);
  return roll <= 5 ? Math.max(1, raw) : raw;
}
/** The chance of a pass at T 45 with SL `band` or more, by hand. */
const bandHand = (band: number, method: "default" | "dos" | "fast") =>
  d100((r) => !fails(r, 45) && passSl(r, method) >= band);
/** The engine's SL band at T 45 (no criticals named), and the Fortune reroll's column of a failed test. */
const wfrpSl = (method: string, key: string, choice = "roll") => {
  const question = {
    ...wfrpQuestion(45, { criticals: false }),
    sl: { slMethod: method, testAbove100: false, slBonus: 0, successBonus: 0 },
  };
  const odds = wfrp4eOddsWithSl(question);
  return outcomeOf(withFortuneReroll(odds, odds, "Fortune"), choice, key);
};
/** A cast at T 45, CN 2 with `channelled` SL (reaching the CN makes it 0): what each roll does. */
function castHand(channelled: number, what: "cast" | "critical" | "totalPower" | "overcast" | "minor" | "major") {
  const cn = channelled >= 2 ? 0 : 2;
  return d100((roll) => {
    const pass = !fails(roll, 45);
    const level = sl(roll, 45);
    const miscasts =
      (!pass && channelled > 0 ? 1 : 0) +
      (!pass && (isDouble(roll) || roll === 100) ? 1 : 0) +
      (pass && isDouble(roll) ? 1 : 0);
    const judged = {
      cast: pass && (level >= cn || isDouble(roll)),
      critical: pass && isDouble(roll) && level >= cn,
      totalPower: pass && isDouble(roll) && level < cn,
      overcast: pass && level >= cn && Math.floor((level - cn) / 2) >= 1,
      minor: miscasts === 1,
      major: miscasts >= 2,
    };
    return judged[what];
  });
}
/**
 * A channel at T 40 of CN 6 with SL 4 channelled: reached, its critical, and a failed double, ten or 100's two
 * miscasts.
 */
function channelHand(what: "ready" | "critical" | "major") {
  return d100((roll) => {
    const pass = !fails(roll, 40);
    if (what === "critical") return pass && isDouble(roll);
    if (what === "ready") return pass && (isDouble(roll) || 4 + sl(roll, 40) >= 6);
    return !pass && (isDouble(roll) || roll % 10 === 0);
  });
}

// ─── Twodsix: 2d6 (a boon 3d6 keeping the best two) + DMs against a difficulty of the preset's list ──────────────

function twodsix(preset: string, difficulty: string, dm: number, rollType: TwodsixRollType, key: string): number {
  const rules = must(twodsixPreset(preset));
  const measured = must(
    effectThresholdOf(
      must(TWODSIX_DIFFICULTIES[rules.difficultyListUsed]?.[difficulty]),
      rules.difficultyListUsed,
      rules.difficultiesAsTargetNumber,
    ),
  );
  const odds = twodsixOdds(
    { modifier: measured.modifier + dm, threshold: measured.threshold, rollType, degrees: true },
    rules,
  );
  return outcomeOf(odds, rollType, key);
}
/** Mongoose 2e's Effect with a boon at Difficult (10+), skill 0: the best two of 3d6 less 10. */
const boonEffect = (hit: (effect: number) => boolean) =>
  chance([6, 6, 6], (faces) =>
    hit(
      [...faces]
        .sort((a, b) => b - a)
        .slice(0, 2)
        .reduce((a, b) => a + b) - 10,
    ),
  );
const MGT2E_DEGREES: readonly [string, (effect: number) => boolean][] = [
  ["degreeExceptionalFailure", (e) => e <= -6],
  ["degreeAverageFailure", (e) => e >= -5 && e <= -2],
  ["degreeMarginalFailure", (e) => e === -1],
  ["degreeMarginalSuccess", (e) => e === 0],
  ["degreeAverageSuccess", (e) => e >= 1 && e <= 5],
  ["degreeExceptionalSuccess", (e) => e >= 6],
];

// ─── The quotations ──────────────────────────────────────────────────────────────────────────────────────────────

// ─── WoD 5e after the roll: the best Willpower reroll, a Rouse check ──────────────────────────────────────────────

/** `WOD5eRoll`'s total: each 6+ one, each pair of 10s two more. */
const wodTotal = (faces: readonly number[]) =>
  faces.filter((f) => f >= 6).length + 2 * Math.floor(faces.filter((f) => f === 10).length / 2);
/** A vampire's basic and hunger faces lying at a difficulty. */
const wodLying = (basic: number[], hunger: number[], difficulty: number) => ({
  splat: "vampire" as const,
  difficulty,
  dice: [
    ...basic.map((face, index) => ({ kind: "basic" as const, index, face })),
    ...hunger.map((face, index) => ({ kind: "advanced" as const, index, face })),
  ],
});
/** The best reroll of a vampire's basic and hunger faces at a difficulty (the engine's figures). */
const wodBest = (basic: number[], hunger: number[], difficulty: number) =>
  must(bestWillpowerReroll(wodLying(basic, hunger, difficulty)));
/** Every face of `n` hunger dice, the highest `kept` kept: none under 6. */
const rouseHand = (n: number, kept: number) =>
  chance(Array<number>(n).fill(10), (f) =>
    [...f]
      .sort((a, b) => b - a)
      .slice(0, kept)
      .every((d) => d >= 6),
  );

function wodAfterTheRoll(): Quote[] {
  const nadia = wodBest([2, 7, 4], [6], 3);
  const nadiaLying = wodLying([2, 7, 4], [6], 3);
  const ilsa = wodBest([5, 10], [5], 3);
  const file = "docs/systems-wod5e.md";
  return [
    {
      // Her 7 and hunger 6 stand; the 2 and 4 rolled again.
      file,
      text: "rerolls her 2 and 4, which need one 6+ of two: **{}**, and a critical (both 10s) **{}**",
      figures: [
        figure(
          nadia.success,
          chance([10, 10], (f) => wodTotal([7, 6, ...f]) >= 3),
          tenth,
        ),
        figure(
          nadia.critical,
          chance([10, 10], (f) => f.every((d) => d === 10)),
          tenth,
        ),
      ],
    },
    {
      // Her 10 and hunger 5 stand; the 5 rolled again.
      file,
      text: "only a 10 pairs her 10 and reaches 3 (1 + 1 + 2): **{}**, a critical **{}**",
      figures: [
        figure(
          ilsa.success,
          chance([10], (f) => wodTotal([10, 5, ...f]) >= 3),
          tenth,
        ),
        figure(
          ilsa.critical,
          chance([10], (f) => f.includes(10)),
          tenth,
        ),
      ],
    },
    {
      // The die-picking dialog: her 2 alone (the 4, 7 and hunger 6 stand), then the 7 with it (the 4 and 6 stand).
      file,
      text: "Her 2\n  selected: one 6+ of one die, **{}** and no critical. Her 7 too: two 6+ of three, **{}**",
      figures: [
        figure(
          must(willpowerRerollOf(nadiaLying, [at(nadiaLying.dice, 0)])).success,
          chance([10], (f) => wodTotal([7, 4, 6, ...f]) >= 3),
          tenth,
        ),
        figure(
          must(willpowerRerollOf(nadiaLying, nadiaLying.dice.slice(0, 3))).success,
          chance([10, 10, 10], (f) => wodTotal([6, ...f]) >= 3),
          tenth,
        ),
      ],
    },
    {
      file,
      text: "nothing selected, her 2 and 4 as the best choice, **{}**",
      figures: [
        figure(
          nadia.success,
          chance([10, 10], (f) => wodTotal([7, 6, ...f]) >= 3),
          tenth,
        ),
      ],
    },
    {
      file,
      text: "The best choice is her 5,\n  **{}**",
      figures: [
        figure(
          ilsa.success,
          chance([10], (f) => wodTotal([10, 5, ...f]) >= 3),
          tenth,
        ),
      ],
    },
    {
      file,
      text: "1 die **{}**, with the re-roll **{}**; 2 dice **{}**, with\nthe re-roll **{}**",
      figures: [
        figure(rouseHungerStays(1, false), rouseHand(1, 1), exact),
        figure(rouseHungerStays(1, true), rouseHand(2, 1), exact),
        figure(rouseHungerStays(2, false), rouseHand(2, 2), exact),
        figure(rouseHungerStays(2, true), rouseHand(4, 2), exact),
      ],
    },
  ];
}

/** Starfinder's worked examples (docs/systems-sfrpg.md): dice.js's rule, natural 20 a success, natural 1 a failure. */
const SFRPG_ENGINE = { naturalRollOdds, naturalChance, naturalAtLeast, naturalAtMost, roundTotals };
const SFRPG_BUTTONS = ["normal", "advantage", "disadvantage"] as const;
const sfrpg = (rest: string, target: number) =>
  sfrpgOdds(SFRPG_ENGINE, { choices: ["disadvantage", "normal", "advantage"], rest, target });
const sfrpgJudged = (bonus: number, value: number) => (d: number) => d === 20 || (d !== 1 && d + bonus >= value);
const hundredth: Form = (p) => `${(p * 100).toFixed(2)}%`;
function sfrpgRow(label: string, key: string, hit: (d: number) => boolean, buttons = SFRPG_BUTTONS): Quote {
  const odds = sfrpg("+ 8", 18);
  return {
    file: "docs/systems-sfrpg.md",
    text: `| ${label} | ${buttons.map(() => "{}").join(" | ")} |`,
    figures: buttons.map((button) => figure(outcomeOf(odds, button, key), d20Hand(button, hit), hundredth)),
  };
}
const SFRPG_QUOTES: readonly Quote[] = [
  {
    file: "docs/systems-sfrpg.md",
    text: "| skill +25 against DC 20, success | {} | | |",
    figures: [
      figure(outcomeOf(sfrpg("+ 25", 20), "normal", "success"), d20Hand("normal", sfrpgJudged(25, 20)), hundredth),
    ],
  },
  {
    file: "docs/systems-sfrpg.md",
    text: "| skill +0 against DC 25, success | {} | | |",
    figures: [figure(outcomeOf(sfrpg("", 25), "normal", "success"), d20Hand("normal", sfrpgJudged(0, 25)), hundredth)],
  },
  sfrpgRow("attack +8 against KAC 18, hit", "success", sfrpgJudged(8, 18)),
  sfrpgRow("the same, critical (natural 20)", "critical", (d) => d === 20),
  sfrpgRow("the same, fumble (natural 1)", "fumble", (d) => d === 1),
];

/** Cyberpunk RED's total by hand (cpr-rolls.js:166-222): a first 10 adds the second d10, a first 1 takes it away. */
const cpredTotal = (base: number, [first = 0, second = 0]: readonly number[]) =>
  base + first + (first === 10 ? second : first === 1 ? -second : 0);
function cpredQuote(label: string, base: number, dv: number): Quote {
  const odds = cpredCheckOdds({ base, critical: true }, dv);
  return {
    file: "docs/systems-cyberpunk-red-core.md",
    text: `| ${label} | {} | {} |`,
    figures: [
      figure(
        outcomeOf(odds, "check", "beat"),
        chance([10, 10], (f) => cpredTotal(base, f) > dv),
        hundredth,
      ),
      figure(
        outcomeOf(odds, "check", "beat") + outcomeOf(odds, "check", "tie"),
        chance([10, 10], (f) => cpredTotal(base, f) >= dv),
        hundredth,
      ),
    ],
  };
}
function cpredQuotes(): Quote[] {
  const odds = cpredCheckOdds({ base: 12, critical: true }, 15);
  return [
    cpredQuote("REF 6 + Handgun 6 (base 12) against DV 15", 12, 15),
    cpredQuote("base 12 against DV 24 (only a critical success reaches it)", 12, 24),
    cpredQuote("an aimed shot, base 14 with −8 (6), against DV 13", 6, 13),
    {
      file: "docs/systems-cyberpunk-red-core.md",
      text: "type DV 15 in the dialog's DV field for {}",
      figures: [
        figure(
          outcomeOf(odds, "check", "beat"),
          chance([10, 10], (f) => cpredTotal(12, f) > 15),
          tenth,
        ),
      ],
    },
    {
      file: "docs/systems-cyberpunk-red-core.md",
      text: "V's Handgun (base 12) against a DV of 18 the GM sets:\n{}",
      figures: [
        figure(
          outcomeOf(cpredCheckOdds({ base: 12, critical: true }, 18), "check", "beat"),
          chance([10, 10], (f) => cpredTotal(12, f) > 18),
          tenth,
        ),
      ],
    },
    {
      file: "docs/systems-cyberpunk-red-core.md",
      text: "A critical success is {}, a critical failure {}.",
      figures: [
        figure(
          outcomeOf(odds, "check", "criticalSuccess"),
          chance([10], ([f]) => f === 10),
          hundredth,
        ),
        figure(
          outcomeOf(odds, "check", "criticalFailure"),
          chance([10], ([f]) => f === 1),
          hundredth,
        ),
      ],
    },
  ];
}
// ─── Blades in the Dark: the highest d6, two 6s a critical; zero dice the lower of two, 66 a full success ─────────

const blades = (kind: BladesQuestion["kind"], dice: number, more: Partial<BladesQuestion> = {}) =>
  bladesOdds({ kind, dice, extraThreats: 0, desperate: false, stress: 0, ...more });
/** The card's status by hand: the die read, and the critical's second six. */
const bladesStatus = (faces: readonly number[], zero: boolean): string => {
  const sorted = [...faces].sort((a, b) => a - b);
  const read = must(zero ? sorted[0] : sorted.at(-1));
  if (read === 6) return !zero && sorted.at(-2) === 6 ? "critical" : "success";
  return read >= 4 ? "partial" : "failure";
};
const BLADES_KEYS = ["critical", "success", "partial", "failure"] as const;

const BLADES_QUOTES: Quote[] = [
  {
    file: "docs/systems-blades-in-the-dark.md",
    text: "Two dice: critical {}, full success {}, partial {}, bad outcome {}.",
    figures: BLADES_KEYS.map((key) =>
      figure(
        outcomeOf(blades("actionRoll", 2), "actionRoll", key),
        chance([6, 6], (f) => bladesStatus(f, false) === key),
        hundredth,
      ),
    ),
  },
  {
    file: "docs/systems-blades-in-the-dark.md",
    text: "Zero dice: full success {} (a double six), partial {}, bad outcome {}.",
    figures: BLADES_KEYS.slice(1).map((key) =>
      figure(
        outcomeOf(blades("actionRoll", 0), "actionRoll", key),
        chance([6, 6], (f) => bladesStatus(f, true) === key),
        hundredth,
      ),
    ),
  },
  {
    file: "docs/systems-blades-in-the-dark.md",
    text: "Nyx's Skirmish 2 reads {} / {} / {} / {} in the dialog; with −2d, zero dice, a bad\noutcome {}.",
    figures: [
      ...BLADES_KEYS.map((key) =>
        figure(
          outcomeOf(blades("actionRoll", 2), "actionRoll", key),
          chance([6, 6], (f) => bladesStatus(f, false) === key),
          shownIn(blades("actionRoll", 2), "actionRoll", key),
        ),
      ),
      figure(
        outcomeOf(blades("actionRoll", 0), "actionRoll", "failure"),
        chance([6, 6], (f) => bladesStatus(f, true) === "failure"),
        shownIn(blades("actionRoll", 0), "actionRoll", "failure"),
      ),
    ],
  },
  {
    // Two dice, desperate: the first threat the higher die, the second the other; a 6 a full success.
    file: "docs/systems-blades-in-the-dark.md",
    text: "reads a full success {} for the first\nthreat and {} for the second",
    figures: [1, 2].map((threat) =>
      figure(
        outcomeOf(blades("threatRoll", 1, { extraThreats: 1, desperate: true }), `threat${threat}`, "success"),
        chance([6, 6], (f) => [...f].sort((a, b) => b - a)[threat - 1] === 6),
        tenth,
      ),
    ),
  },
  {
    file: "docs/systems-blades-in-the-dark.md",
    text: "at stress 4 overindulges with\n{}.",
    figures: [
      figure(
        outcomeOf(blades("indulgeVice", 0, { stress: 4 }), "indulgeVice", "overindulge"),
        chance([6, 6], (f) => Math.min(...f) > 4),
        tenth,
      ),
    ],
  },
];

/**
 * docs/systems-mothership.md "Rules as coded", by hand: the d100 read from zero (100 is 00), a success under the
 * target and under 90, a double (00 … 99) critical; of two dice [+] keeps the lower, [-] the higher, but where both
 * succeed or both fail and one alone is a double, [+] takes it on a success and leaves it on a failure, [-] the
 * reverse.
 */
function moshHand(choice: "advantage" | "normal" | "disadvantage", target: number, key: string): number {
  const succeeds = (roll: number) => roll < target && roll < 90;
  const doubled = (roll: number) => roll % 11 === 0;
  const pick = ([a, b]: readonly number[]): number => {
    if (a === undefined || b === undefined) return a ?? 0;
    const plus = choice === "advantage";
    if (succeeds(a) === succeeds(b) && doubled(a) !== doubled(b)) return doubled(a) === (succeeds(a) === plus) ? a : b;
    return plus ? Math.min(a, b) : Math.max(a, b);
  };
  const judged = (roll: number) =>
    key === "success" ? succeeds(roll) : doubled(roll) && succeeds(roll) === (key === "criticalSuccess");
  return chance(choice === "normal" ? [100] : [100, 100], (faces) => judged(pick(faces.map((face) => face % 100))));
}

const moshFigure = (choice: "advantage" | "normal" | "disadvantage", target: number, key: string): Figure =>
  figure(outcomeOf(moshCheckOdds(target), choice, key), moshHand(choice, target, key), exact);

const QUOTES: readonly Quote[] = [
  {
    file: "docs/systems.md",
    text: 'drawn as a signed figure ("{}") beside',
    figures: [figure(must(must(duality.extras)[0]).change, dualityHand(4) - dualityHand(2), signed)],
  },
  {
    file: "docs/systems.md",
    text: '"Before the roll (Advantage): Hit: {}, Critical: {}"',
    figures: [
      figure(
        dnd5eHit,
        d20Hand("advantage", (d20) => d20 + 5 >= 15 || d20 === 20),
        tenth,
      ),
      figure(
        dnd5eCritical,
        d20Hand("advantage", (d20) => d20 === 20),
        tenth,
      ),
    ],
  },
  {
    file: "docs/systems.md",
    text: "With a bonus of 2 against DC 15 the Roll button reads {} (a 13 or more",
    figures: [
      figure(
        formulaChance(formulaDistribution("1d20 + 2"), 15, "atLeast"),
        chance([20], ([d = 0]) => d >= 13),
        tenth,
      ),
    ],
  },
  {
    file: "docs/systems-alienrpg.md",
    text: "3db+2ds, {})",
    figures: [
      figure(
        outcomeOf(alienOdds({ base: 3, stress: 2 }), "roll", "success"),
        chance([6, 6, 6, 6, 6], (f) => f.includes(6)),
        tenth,
      ),
    ],
  },
  {
    file: "docs/systems-coc7.md",
    text: "1/10 × (1 − (9/10)²) = {} with one bonus\ndie, where two independent d100s would give {}.",
    figures: [
      figure(
        outcomeOf(coc7, must(POOL_CHOICES[1]), "critical"),
        coc7Hand(2, "low", (r) => r === 1),
        tenth,
      ),
      figure(
        formulaChance(formulaDistribution("2d100kl"), 1, "atMost"),
        chance([100, 100], (f) => f.includes(1)),
        exact,
      ),
    ],
  },
  {
    file: "docs/systems-coc7.md",
    text: '"Before the roll (1 bonus die): Success at Regular: {}, Critical success: {}, …"',
    figures: [
      figure(
        outcomeOf(coc7, must(POOL_CHOICES[1]), "success"),
        coc7Hand(2, "low", (r) => r <= 50),
        tenth,
      ),
      figure(
        outcomeOf(coc7, must(POOL_CHOICES[1]), "critical"),
        coc7Hand(2, "low", (r) => r === 1),
        tenth,
      ),
    ],
  },
  {
    file: "docs/systems-coc7.md",
    text: "at Regular with one bonus die ({}) and one penalty die ({})",
    figures: [
      figure(
        outcomeOf(coc7, must(POOL_CHOICES[1]), "success"),
        coc7Hand(2, "low", (r) => r <= 50),
        over(1000),
      ),
      figure(
        outcomeOf(coc7, must(POOL_CHOICES[-1]), "success"),
        coc7Hand(2, "high", (r) => r <= 50),
        over(1000),
      ),
    ],
  },
  {
    file: "docs/systems-coc7.md",
    text: "*This roll pushed*: success {}\n(01–50), fumble {} (a 100 only",
    figures: coc7Push,
  },
  {
    file: "docs/systems-coc7.md",
    text: "With one bonus die the push\nsucceeds {} of the time",
    figures: [
      figure(
        outcomeOf(coc7, POOL_CHOICES[1], "success"),
        coc7Hand(2, "low", (r) => r <= 50),
        tenth,
      ),
    ],
  },
  {
    file: "docs/systems-coc7.md",
    text: "Ann reads the push, {} (fumble {})",
    figures: coc7Push,
  },
  {
    file: "docs/systems-coc7.md",
    text: "Push (Success at Regular: {}, Fumble: {})",
    figures: coc7Push,
  },
  {
    file: "docs/systems-dnd5e.md",
    text: "the d20 a 6 (11): a Bardic d8 {} (4 to 8), Guidance {} (a 4), Lucky {} (another d20 of 10 or more",
    figures: [
      figure(
        stealthAfter({ id: "bardic", faces: 8 }),
        chance([8], ([d = 0]) => 11 + d >= 15),
        tenth,
      ),
      figure(
        stealthAfter({ id: "guidance" }),
        chance([4], ([d = 0]) => 11 + d >= 15),
        tenth,
      ),
      // Another d20 (a 1 rolled again once, as the halfling's roll does), chosen over the 6: 10 or more.
      figure(
        stealthAfter({ id: "lucky", rules: "2014" }),
        chance([20, 20], ([d = 0, again = 0]) => (d === 1 ? again : d) + 5 >= 15),
        tenth,
      ),
    ],
  },
  {
    file: "docs/systems-pf2e.md",
    text:
      "a Hero Point's reroll **{}, {}, {}, {}**; keep higher **{}, {}, {}, {}** (faces\n1–6 keep the failure); " +
      "keep lower **{}, {}, {}, {}**",
    figures: [...valeros("new"), ...valeros("higher"), ...valeros("lower")],
  },
  {
    file: "docs/systems-ironsworn.md",
    text: "roll (Burning momentum now, at 5): Strong hit: {}, Strong hit with a match: {}",
    figures: ["strongHit", "strongHitMatch"].map((key) =>
      figure(
        must(burnNowOutcomes({ factIf }, 5, [4, 4]).find((outcome) => outcome.key === key)).probability,
        // Momentum 5 beats both 4s: a strong hit, the two challenge dice matching.
        chance([1], () => 5 > 4),
        tenth,
      ),
    ),
  },
  {
    file: "docs/systems-daggerheart.md",
    text: 'Drawn as a signed change ("{}")',
    figures: [figure(must(must(duality.extras)[0]).change, dualityHand(4) - dualityHand(2), signed)],
  },
  {
    file: "docs/systems-daggerheart.md",
    text: '"Before the roll (Roll):\nSuccess: {}, Critical success: {}, …"',
    figures: [
      figure(outcomeOf(duality, "roll", "success"), dualityHand(2), tenth),
      figure(
        outcomeOf(duality, "roll", "critical"),
        chance([12, 12], ([h, f]) => h === f),
        tenth,
      ),
    ],
  },
  {
    file: "docs/systems-dragonbane.md",
    text: 'its change to the chance of success ("{}":',
    figures: [
      figure(
        dragonbane(1, 0, "success") - dragonbane(0, 0, "success"),
        dragonbaneHand(1, (d) => d <= 12) - dragonbaneHand(0, (d) => d <= 12),
        signed,
      ),
    ],
  },
  {
    file: "docs/systems-dragonbane.md",
    text:
      "skill 12, nothing: {} / Dragon {} / Demon {}; one boon:\n{} / {} / {}; " +
      "two banes and an extra boon: {} / {} / {}; a weapon enchanted 2: Dragon {}.",
    figures: [
      ...([0, 1, -1] as const).flatMap((net) => [
        figure(
          dragonbane(Math.max(0, net), Math.max(0, -net), "success"),
          dragonbaneHand(net, (d) => d <= 12),
          exact,
        ),
        figure(
          dragonbane(Math.max(0, net), Math.max(0, -net), "dragon"),
          dragonbaneHand(net, (d) => d === 1),
          exact,
        ),
        figure(
          dragonbane(Math.max(0, net), Math.max(0, -net), "demon"),
          dragonbaneHand(net, (d) => d === 20),
          exact,
        ),
      ]),
      figure(
        dragonbane(0, 0, "dragon", 2),
        dragonbaneHand(0, (d) => d <= 3),
        exact,
      ),
    ],
  },
  {
    file: "docs/systems-dragonbane.md",
    // The message's line names the boons and banes rolled (src/systems/dragonbane/foundry/roll-messages.ts).
    text: '"Before the\nroll (Boons: 1, banes: 2): Success: {}, Failure: {}, Dragon: {}, Demon: {}"',
    figures: (
      [
        ["success", (d: number) => d <= 12],
        ["failure", (d: number) => d > 12],
        ["dragon", (d: number) => d === 1],
        ["demon", (d: number) => d === 20],
      ] as const
    ).map(([key, hit]) =>
      figure(dragonbane(1, 2, key), dragonbaneHand(-1, hit), shownIn(dragonbaneAt(1, 2, 12), "roll", key)),
    ),
  },
  ...(["(Shift: one d20), none of her conditions taken:", "Shift-clicked rolls a 14, and her card reads"] as const).map(
    (before) => ({
      // A failed roll pushed (src/systems/dragonbane/core/dragonbane-push.ts): the same d20 against 12 again.
      file: "docs/systems-dragonbane.md",
      text:
        `${before} "After the roll (Pushed, taking one condition — Exhausted, Sickly, Dazed, Angry, Scared, or ` +
        'Disheartened): Success: {}, Failure: {}, Dragon: {}, Demon: {}"',
      figures: (
        [
          ["success", (d: number) => d <= 12],
          ["failure", (d: number) => d > 12],
          ["dragon", (d: number) => d === 1],
          ["demon", (d: number) => d === 20],
        ] as const
      ).map(([key, hit]) => {
        const pushed = pushOdds(dragonbaneAt(0, 0, 12), { boons: 0, banes: 0, extraDragons: 0 }, 12);
        return figure(outcomeOf(pushed, "push", key), dragonbaneHand(0, hit), shownIn(pushed, "push", key));
      }),
    }),
  ),
  {
    file: "docs/systems-dragonbane.md",
    text:
      "the prompt's *Push roll* button reads {}. Her long spear (enchanted 2) rolled with the dialog's enchantment " +
      "set to none: the roll's Dragon {}, the push's {}.",
    figures: [
      figure(
        outcomeOf(pushOdds(dragonbaneAt(0, 0, 12), { boons: 0, banes: 0, extraDragons: 0 }, 12), "push", "success"),
        dragonbaneHand(0, (d) => d <= 12),
        tenth,
      ),
      figure(
        dragonbane(0, 0, "dragon"),
        dragonbaneHand(0, (d) => d === 1),
        tenth,
      ),
      figure(
        outcomeOf(pushOdds(dragonbaneAt(0, 0, 12), { boons: 0, banes: 0, extraDragons: 2 }, 12), "push", "dragon"),
        dragonbaneHand(0, (d) => d <= 3),
        tenth,
      ),
    ],
  },
  {
    file: "docs/systems-dragonbane.md",
    text: "opens the system's prompt, whose button reads {}",
    figures: [
      figure(
        dragonbane(0, 0, "success"),
        dragonbaneHand(0, (d) => d <= 12),
        tenth,
      ),
    ],
  },
  {
    // The playground: Ilsa's Awareness 12 with her charm's boon; the GM's monster's Awareness 15, no boon or bane.
    file: "docs/systems-dragonbane.md",
    text: "charm's boon ({})",
    figures: [
      figure(
        dragonbane(1, 0, "success"),
        dragonbaneHand(1, (d) => d <= 12),
        tenth,
      ),
    ],
  },
  {
    file: "docs/systems-dragonbane.md",
    text:
      "the GM reads Success {}, Dragon {}, Demon {}, in the dialog and on the message; Ann's copy of that\n" +
      'message shows only "Dragon: {}, Demon: {}"',
    figures: (["success", "dragon", "demon", "dragon", "demon"] as const).map((key) =>
      figure(
        outcomeOf(dragonbaneAt(0, 0, 15), "roll", key),
        dragonbaneHand(0, (d) => ({ success: d <= 15, dragon: d === 1, demon: d === 20 })[key]),
        shownIn(dragonbaneAt(0, 0, 15), "roll", key),
      ),
    ),
  },
  {
    file: "docs/systems-lancer.md",
    text: "rifle shows the worked example, {} to hit;",
    figures: [figure(lancer(2, 1, 10), lancerHand(2, 1, 10), tenth)],
  },
  {
    // The GM's Warden (tier 2: +2, one accuracy) at Ilsa's Evasion 8 and Mira's 5; a crit is a total of 20 or more.
    file: "docs/systems-lancer.md",
    text: "reads hit {} and {}, crit {} each",
    figures: [8, 5, 20].map((target) => figure(lancer(2, 1, target), lancerHand(2, 1, target), tenth)),
  },
  {
    file: "docs/systems-lancer.md",
    text:
      "hits {} and crits {},\n{} against an invisible target, {} with Spotter; " +
      "a tech attack at +1 with 2 difficulty against E-Defense 10\nhits {}; " +
      "a skill trigger at rank 2 with 1 difficulty succeeds {}.",
    figures: [
      figure(lancer(2, 1, 10), lancerHand(2, 1, 10), over(120)),
      figure(lancer(2, 1, 20), lancerHand(2, 1, 20), over(120)),
      // Invisible: a coin makes half the totals 0; Spotter: the better of two whole rolls.
      figure(lancer(2, 1, 10, { invisible: true }), lancerHand(2, 1, 10) / 2, over(80)),
      figure(lancer(2, 1, 10, { spotter: true }), 1 - (1 - lancerHand(2, 1, 10)) ** 2, over(1600)),
      figure(lancer(1, -2, 10), lancerHand(1, -2, 10), over(720)),
      figure(lancer(4, -1, 10), lancerHand(4, -1, 10), over(120)),
    ],
  },
  {
    file: "docs/systems-pf2e.md",
    text: "a failure lowered to a critical failure: **{}, {}, {}, {}**.",
    figures: DEGREES.map((degree, index) => figure(pf2e("d20", degree), pf2eHand(1, "high", index), exact)),
  },
  {
    file: "docs/systems-pf2e.md",
    text:
      "{} critical successes, {} successes, {} failures, {} critical failure ({}, {},\n{}, {}); " +
      "with misfortune {}, {}, {}, {}.",
    figures: [
      ...DEGREES.map((degree, index) => figure(pf2e("fortune", degree), pf2eHand(2, "high", index), count(400))),
      ...DEGREES.map((degree, index) => figure(pf2e("fortune", degree), pf2eHand(2, "high", index), exact)),
      ...DEGREES.map((degree, index) => figure(pf2e("misfortune", degree), pf2eHand(2, "low", index), count(400))),
    ],
  },
  {
    file: "docs/systems-pf2e.md",
    text: '"Before the roll (Fortune): Critical success: {}, Success: {}, Failure: {}, Critical failure: {}"',
    figures: DEGREES.map((degree, index) =>
      figure(pf2e("fortune", degree), pf2eHand(2, "high", index), shownIn(pf2eOdds("fortune"), "fortune", degree)),
    ),
  },
  {
    file: "docs/systems-shadowdark.md",
    text:
      "12/20 = {} on one d20, 1 − (8/20)² = {} on the better of two, (12/20)² = {} on the worse; " +
      "a critical success is\n1 − (19/20)² = {}, {} and {}.",
    figures: [
      ...(["normal", "advantage", "disadvantage"] as const).map((radio) =>
        figure(
          outcomeOf(shadowdark, radio, "success"),
          d20Hand(radio, (d) => d + 3 >= 12),
          exact,
        ),
      ),
      ...(["advantage", "normal", "disadvantage"] as const).map((radio) =>
        figure(
          outcomeOf(shadowdark, radio, "criticalSuccess"),
          d20Hand(radio, (d) => d === 20),
          exact,
        ),
      ),
    ],
  },
  {
    file: "docs/systems-shadowdark.md",
    text: '"Before the roll (Advantage): Success: {}, Critical\nsuccess: {}, Critical failure: {}"',
    figures: (
      [
        ["success", (d: number) => d + 3 >= 12],
        ["criticalSuccess", (d: number) => d === 20],
        ["criticalFailure", (d: number) => d === 1],
      ] as const
    ).map(([key, hit]) =>
      figure(outcomeOf(shadowdark, "advantage", key), d20Hand("advantage", hit), shownIn(shadowdark, "advantage", key)),
    ),
  },
  {
    file: "docs/systems-shadowdark.md",
    text: "worked example above is its first question: {}, {}, {}.",
    figures: (["advantage", "normal", "disadvantage"] as const).map((radio) =>
      figure(
        outcomeOf(shadowdark, radio, "success"),
        d20Hand(radio, (d) => d + 3 >= 12),
        exact,
      ),
    ),
  },
  {
    file: "docs/systems-shadowdark.md",
    text:
      'its card reads "After the roll (Luck token reroll): ' +
      'Success: {}, Critical success: {}, Critical failure: {}"',
    figures: LUCK_REROLL_HANDS.map(([key, hit]) =>
      figure(
        outcomeOf(failedFascinate, "luckReroll", key),
        d20Hand("normal", hit),
        shownIn(failedFascinate, "luckReroll", key),
      ),
    ),
  },
  {
    file: "docs/systems-shadowdark.md",
    text: "+3 against DC 12 with an 8 kept (11): {}, {} and {} on Normal, {} with Advantage",
    figures: [
      ...LUCK_REROLL_HANDS.map(([key, hit]) => figure(luckRerollOutcome("normal", key), d20Hand("normal", hit), exact)),
      figure(
        luckRerollOutcome("advantage", "success"),
        d20Hand("advantage", (d) => d + 3 >= 12),
        exact,
      ),
    ],
  },
  {
    file: "docs/systems-twodsix.md",
    text:
      "Cepheus Engine, Pilot 1 and DEX 9 at Average: {}; Mongoose 2e,\n" +
      "skill 0 at Difficult (10+) with a boon: {}, degrees {}/{}/{}/{}/{}/{} of 216; " +
      "Cepheus Light, untrained −3, INT 5,\nOther −1 at Difficult (8+): " +
      "only a natural 12, lifted to Effect 0, succeeds — {}.",
    figures: [
      // Average is 8+; Pilot 1 and DEX 9's +1 make 2d6 + 2 ≥ 8.
      figure(
        twodsix("CE", "Average", 2, "Normal", "success"),
        chance([6, 6], ([a = 0, b = 0]) => a + b + 2 >= 8),
        over(36),
      ),
      figure(
        twodsix("MGT2E", "Difficult", 0, "Advantage", "success"),
        boonEffect((e) => e >= 0),
        over(216),
      ),
      ...MGT2E_DEGREES.map(([key, band]) =>
        figure(twodsix("MGT2E", "Difficult", 0, "Advantage", key), boonEffect(band), count(216)),
      ),
      // −3 −1 −1 = −5: 2d6 − 5 ≥ 8 never; a natural 12 lifted to Effect 0.
      figure(
        twodsix("CEL", "Difficult", -5, "Normal", "success"),
        chance([6, 6], ([a, b]) => a === 6 && b === 6),
        over(36),
      ),
    ],
  },
  {
    file: "docs/systems-wfrp4e.md",
    text:
      "T 45 gives success {} ({} critical and {} fumble with a hit location). T 8 gives {}. T 90 gives {}, with {}\n" +
      "critical and {} fumble. T 110 is capped at {}. An attack at T 50 with Impale criticals {} (11–44 and 10–50); " +
      "with\nDangerous it fumbles {} (59, 69, 79, 89, 90–99, 55–88, 100). " +
      "A prayer at T 45 with Sin 2 brings the Wrath {} (20",
    figures: [
      figure(
        wfrp(45, "success"),
        d100((r) => !fails(r, 45)),
        exact,
      ),
      figure(
        wfrp(45, "critical"),
        d100((r) => isDouble(r) && r <= 45),
        exact,
      ),
      figure(
        wfrp(45, "fumble"),
        d100((r) => (isDouble(r) && r > 45) || r >= 99),
        exact,
      ),
      figure(
        wfrp(8, "success"),
        d100((r) => !fails(r, 8)),
        exact,
      ),
      figure(
        wfrp(90, "success"),
        d100((r) => !fails(r, 90)),
        exact,
      ),
      figure(
        wfrp(90, "critical"),
        d100((r) => isDouble(r) && r <= 90),
        exact,
      ),
      figure(
        wfrp(90, "fumble"),
        d100((r) => (isDouble(r) && r > 90) || r >= 99),
        exact,
      ),
      figure(
        wfrp(110, "success"),
        d100((r) => !fails(r, 110)),
        exact,
      ),
      figure(
        wfrp(50, "critical", { attack: { impale: true, dangerous: false } }),
        d100((r) => !fails(r, 50) && (isDouble(r) || r % 10 === 0)),
        exact,
      ),
      figure(
        wfrp(50, "fumble", { attack: { impale: false, dangerous: true } }),
        d100((r) => fails(r, 50) && (isDouble(r) || r === 100 || String(r).includes("9"))),
        exact,
      ),
      figure(
        wfrp(45, "wrath", { criticals: false, sin: 2 }),
        d100((r) => (r % 10 || 10) <= 2 || (fails(r, 45) && isDouble(r))),
        exact,
      ),
    ],
  },
  {
    file: "docs/systems-wfrp4e.md",
    text:
      "(Magick) 45 and CN 2: cast {} (1–29, and 33 and 44 by Total Power), " +
      "Critical Cast {}, Total Power {}, overcast {},\n" +
      "  minor miscast {}. With SL 2 channelled the CN is 0: cast {}, overcast {}, minor {}, major {}. " +
      "Channelling (Aqshy)\n  40, CN 6, SL 4 already channelled: CN reached {}, Critical Channel {}, major miscast {}",
    figures: [
      figure(spell(45, "cast"), castHand(0, "cast"), exact),
      figure(spell(45, "criticalCast"), castHand(0, "critical"), exact),
      figure(spell(45, "totalPower"), castHand(0, "totalPower"), exact),
      figure(spell(45, "overcast"), castHand(0, "overcast"), exact),
      figure(spell(45, "minorMiscast"), castHand(0, "minor"), exact),
      figure(spell(45, "cast", { channelled: 2 }), castHand(2, "cast"), exact),
      figure(spell(45, "overcast", { channelled: 2 }), castHand(2, "overcast"), exact),
      figure(spell(45, "minorMiscast", { channelled: 2 }), castHand(2, "minor"), exact),
      figure(spell(45, "majorMiscast", { channelled: 2 }), castHand(2, "major"), exact),
      ...(
        [
          ["ready", "ready"],
          ["criticalChannel", "critical"],
          ["majorMiscast", "major"],
        ] as const
      ).map(([key, what]) =>
        figure(spell(40, key, { kind: "channel", cn: 6, channelCap: 6, channelled: 4 }), channelHand(what), exact),
      ),
    ],
  },
  {
    file: "docs/systems-wfrp4e.md",
    text:
      "WS 45 attacking WS 35, default SL, wins {}\n(6,391 of the 10,000 pairs). At 40 against 40 the attacker wins " +
      "only {}: the equal SLs are all the defender's.\nThe GM's orc bites (WS 41) and rolls 23, SL +2: the hero " +
      "parrying with Melee (Basic) 50 wins on 1–39, {}, since a\ntie of SL is hers (41 is not over 50). A WS 45 " +
      "attack rolled 23 (SL +2) against a defender at 35: she wins on 1–9\nonly, {}",
    figures: [
      figure(opposed(45, 35), opposedHand(45, 35), exact),
      figure(opposed(40, 40), opposedHand(40, 40), exact),
      figure(defence(sl(23, 41), 41, 50), defenceHand(sl(23, 41), 41, 50), exact),
      figure(defence(sl(23, 45), 45, 35), defenceHand(sl(23, 45), 45, 35), exact),
    ],
  },
  {
    file: "docs/systems-wfrp4e.md",
    text: '("Opposed tests"; T 45 opposed by 35: {})',
    figures: [figure(opposed(45, 35), opposedHand(45, 35), exact)],
  },
  {
    file: "docs/systems-wfrp4e.md",
    text:
      "with the default method gives SL +1 or more {} (1–39), +2 or more {}, +3 or more {}, +4 or more {} (1–9); " +
      "with\nDegrees of Success {}, {}, {} and {} (1–5); with Fast SL {} (1–5 raised to +1, and 10–45), {}, {} and {}",
    figures: (["default", "dos", "fast"] as const).flatMap((method) =>
      [1, 2, 3, 4].map((band) => figure(wfrpSl(method, `slAtLeast${band}`), bandHand(band, method), exact)),
    ),
  },
  {
    file: "docs/systems-wfrp4e.md",
    text:
      "the Sin to 1, so its line keeps the Wrath {} and the reroll's reads {} (units 1, and the failed 44 to 99 " +
      "doubles)",
    figures: [2, 1].map((sin) =>
      figure(
        wfrp(40, "wrath", { criticals: false, sin }),
        d100((r) => (r % 10 || 10) <= sin || (fails(r, 40) && isDouble(r))),
        exact,
      ),
    ),
  },
  {
    file: "docs/systems-wfrp4e.md",
    text: 'reroll, Fortune points: 2): Success: {}, …" for Perception 45 failed with a 66',
    figures: [
      figure(
        wfrpSl("default", "success", WFRP4E_FORTUNE),
        d100((r) => !fails(r, 45)),
        tenth,
      ),
    ],
  },
  // ─── The GM's NPC and the player's own roll in each playground (playground/table/systems/<id>.ts) ───
  {
    // Ilsa's Comtech with its prompt: 4 base and 2 stress dice; the Grave Warden's Observation 5, base dice alone.
    file: "docs/systems-alienrpg.md",
    text: "(4 base and 2 stress dice: {}, panic {})",
    figures: [
      figure(
        outcomeOf(alien(4, 2), "roll", "success"),
        chance([6, 6, 6, 6, 6, 6], (f) => f.includes(6)),
        shownIn(alien(4, 2), "roll", "success"),
      ),
      figure(
        outcomeOf(alien(4, 2), "roll", "panic"),
        chance([6, 6], (f) => f.includes(1)),
        shownIn(alien(4, 2), "roll", "panic"),
      ),
    ],
  },
  {
    // After the roll: 4db+2ds showing no six and no one pushes 4 base and 3 stress dice (docs "After the roll").
    file: "docs/systems-alienrpg.md",
    text: '"Push (Success: {}, Panic: {})": 1 − (5/6)^7',
    figures: [
      figure(
        alienPushed(4, 0, 2, "pushSuccess"),
        chance(Array<number>(7).fill(6), (f) => f.includes(6)),
        tenth,
      ),
      figure(
        alienPushed(4, 0, 2, "pushPanic"),
        chance([6, 6, 6], (f) => f.includes(1)),
        tenth,
      ),
    ],
  },
  {
    // Ann's Comtech at seed 4, one base six: 3 base and 3 stress dice again, the six kept.
    file: "docs/systems-alienrpg.md",
    text: '(Success: {}, Another six: {}, Panic: {})", the line',
    figures: [
      figure(alienPushed(4, 1, 2, "pushSuccess"), 1, tenth),
      figure(
        alienPushed(4, 1, 2, "pushMoreSixes"),
        chance(Array<number>(6).fill(6), (f) => f.includes(6)),
        tenth,
      ),
      figure(
        alienPushed(4, 1, 2, "pushPanic"),
        chance([6, 6, 6], (f) => f.includes(1)),
        tenth,
      ),
    ],
  },
  {
    file: "docs/systems-alienrpg.md",
    text: "The GM reads {} (a six on five dice)",
    figures: [
      figure(
        outcomeOf(alien(5, 0), "roll", "success"),
        chance([6, 6, 6, 6, 6], (f) => f.includes(6)),
        shownIn(alien(5, 0), "roll", "success"),
      ),
    ],
  },
  {
    // The foe's formidable track at 7 marks: a progress score of 7.
    file: "docs/systems-ironsworn.md",
    text: "GM reads {} / {} / {} (a d10 under 7 is 6 of 10)",
    figures: (["strongHit", "weakHit", "miss"] as const).map((key, index) =>
      figure(outcomeOf(progress(7), "roll", key), progressHand(7, 2 - index), shownIn(progress(7), "roll", key)),
    ),
  },
  {
    // The Warden, a traveller: Gunnery 1, DEX 8 (DM +0), at Average (8+) under the table's CE rules.
    file: "docs/systems-twodsix.md",
    text: "its Gunnery 1 with DEX 8 at Average reads {} to the GM",
    figures: [
      figure(
        twodsix("CE", "Average", 1, "Normal", "success"),
        chance([6, 6], ([a = 0, b = 0]) => a + b + 1 >= 8),
        tenth,
      ),
    ],
  },
  {
    // The beastman's Perception: Int 25 + 10 advances; Ilsa's: Int 38 + 7.
    file: "docs/systems-wfrp4e.md",
    text:
      "the GM reads Perception's {} in the\ndialog and on the card; Ann's copy of the card the GM rolled shows no " +
      "figure, her own Perception its {} in full",
    figures: [35, 45].map((target) =>
      figure(
        wfrp(target, "success"),
        d100((r) => !fails(r, target)),
        shownIn(wfrp4eOdds(wfrpQuestion(target)), "roll", "success"),
      ),
    ),
  },
  {
    // The Storyteller character's Mental 6 with Hunger 2: 4 basic and 2 hunger dice, no difficulty set. A Messy
    // Critical is two or more 10s with a 10 on a hunger die.
    file: "docs/systems-wod5e.md",
    text: "a possible Messy\nCritical {} in the dialog",
    figures: [
      figure(
        outcomeOf(vampire(4, 2), "roll", "possibleMessyCritical"),
        chance(Array<number>(6).fill(10), (f) => f.filter((d) => d === 10).length >= 2 && f.slice(4).includes(10)),
        shownIn(vampire(4, 2), "roll", "possibleMessyCritical"),
      ),
    ],
  },
  {
    file: "docs/systems-mothership.md",
    text:
      "at target 45, success {}, a critical success {}, a critical failure {}; with Advantage [+] {} (a critical " +
      "success {}, a critical failure {}); with Disadvantage [-] {} (a critical success {}, a critical failure {}). " +
      "A target of 95 still succeeds at most {} of the time",
    figures: [
      ...(["normal", "advantage", "disadvantage"] as const).flatMap((choice) =>
        ["success", "criticalSuccess", "criticalFailure"].map((key) => moshFigure(choice, 45, key)),
      ),
      moshFigure("normal", 95, "success"),
    ],
  },
  ...wodAfterTheRoll(),
  ...BLADES_QUOTES,
  ...SFRPG_QUOTES,
  ...dccQuotes(),
  ...cpredQuotes(),
];

/**
 * Dungeon Crawl Classics (docs/systems-dcc.md): one action die, its natural a face; an attack hits unless a 1, on
 * the top faces its threat range names (faces − (20 − range)) or a total at least the AC; a spell check's 1 counts 1.
 */
function dccQuotes(): Quote[] {
  const file = "docs/systems-dcc.md";
  const roll = (faces: number, bonus: number, critRange: number, kind: DccRoll["kind"] = "attack"): DccRoll => ({
    kind,
    action: { count: 1, faces, sign: 1 },
    extra: [],
    bonus,
    spellburn: 0,
    critRange,
  });
  const fact = (r: DccRoll, key: string) =>
    must(must(dccOdds(r).choices[0]).outcomes.find((o) => o.key === key)).probability;
  const attack = (faces: number, bonus: number, range: number, ac: number): Figure[] => {
    const r = roll(faces, bonus, range);
    const top = faces - (20 - range);
    return [
      figure(
        dccChance(r, ac),
        chance([faces], ([n = 0]) => n !== 1 && (n >= top || n + bonus >= ac)),
        tenth,
      ),
      figure(
        fact(r, "critical"),
        chance([faces], ([n = 0]) => n !== 1 && n >= top),
        tenth,
      ),
      figure(
        fact(r, "fumble"),
        chance([faces], ([n = 0]) => n === 1),
        tenth,
      ),
    ];
  };
  const spell = (bonus: number) =>
    figure(
      dccChance(roll(20, bonus, 20, "spell"), 15),
      chance([20], ([n = 0]) => n !== 1 && n + bonus >= 15),
      tenth,
    );
  return [
    { file, text: "1d20 +3 against AC 14: {} to hit, critical {}, fumble {}.", figures: attack(20, 3, 20, 14) },
    { file, text: "against AC 16: {} to hit, critical {}, fumble {};", figures: attack(24, 2, 19, 16) },
    { file, text: "moved down to the d16: {} to hit, critical {}, fumble {}.", figures: attack(16, 2, 19, 16) },
    { file, text: "against DC 15: {}; without the burn {}.", figures: [spell(7), spell(4)] },
    {
      file,
      text: '("15+: {}" for an Agility check +1 on the d24)',
      figures: [
        figure(
          dccChance(roll(24, 1, 20, "check"), 15),
          chance([24], ([n = 0]) => n + 1 >= 15),
          tenth,
        ),
      ],
    },
  ];
}

/** Percentages on these pages that are no chance of a roll. */
const WORDING: Readonly<Record<string, readonly string[]>> = {
  // The words a player may be shown instead of figures (src/ui/systems/system-odds-view.ts's thresholds).
  "docs/systems.md": [
    "*likely* from 70%,\n*risky* from 35%",
    // The whole a roll's outcomes add up to, and the row of an impossible outcome the panel no longer draws: the sum
    // the figures are rounded to and a figure the product leaves out, no roll's chance (system-odds-view.ts's rowsOf).
    "add up to 100.0%",
    "adding up to more than 100%",
    '("0.0%" there is noise',
  ],
};

const FILES = [
  "docs/systems.md",
  ...[
    "alienrpg",
    "blades-in-the-dark",
    "coc7",
    "cyberpunk-red-core",
    "daggerheart",
    "dcc",
    "dnd5e",
    "dragonbane",
    "ironsworn",
    "lancer",
    "mothership",
    "pf2e",
    "shadowdark",
    "sfrpg",
    "shadowrun5e",
    "twodsix",
    "wfrp4e",
    "wod5e",
  ].map((id) => `docs/systems-${id}.md`),
];

const quoted = (quote: Quote): string => {
  let index = 0;
  return quote.text.replace(/\{\}/g, () => {
    const each = must(quote.figures[index++]);
    return each.form(each.engine);
  });
};
/** Lines wrap where the page's width says: compared with every run of white space as one space. */
const flat = (text: string) => text.replace(/\s+/g, " ");

describe("the figures docs/systems*.md quote", () => {
  it.each(QUOTES.map((quote) => [`${quote.file}: ${flat(quote.text)}`, quote] as const))(
    "%s — the engine's, counted again by hand, as the page writes them",
    (_, quote) => {
      expect(quote.text.match(/\{\}/g)?.length).toBe(quote.figures.length);
      for (const [index, each] of quote.figures.entries())
        expect(each.engine, `figure ${index + 1}: the engine against the hand count`).toBeCloseTo(each.hand, 12);
      expect(flat(readFileSync(quote.file, "utf8"))).toContain(flat(quoted(quote)));
    },
  );

  it.each(FILES)("%s states no percentage that no quotation checks", (file) => {
    let rest = flat(readFileSync(file, "utf8"));
    for (const quote of QUOTES.filter((each) => each.file === file)) rest = rest.replace(flat(quoted(quote)), "");
    for (const words of WORDING[file] ?? []) {
      expect(rest).toContain(flat(words));
      rest = rest.replace(flat(words), "");
    }
    expect(rest.match(/\d+(?:\.\d+)?\s?%/g) ?? []).toEqual([]);
  });
});
