import type { SystemChoice, SystemOdds, SystemOutcome } from "../../../core/systems/system-odds-types";

/**
 * The figures of a Twodsix throw (docs/systems-twodsix.md "The rules"), as `TwodsixDiceRoll` judges it
 * (src/module/utils/TwodsixDiceRoll.js at 7.5.2, bddb68ea):
 * - the dice: 2d6, a boon's 3d6kh2, a bane's 3d6kl2 (config.js ROLLTYPES), plus every DM (`createRoll`); in the
 *   xd6 style (setting `xd6RollStyle`) no DM is added: (2 + |M|)d6 keeping the highest two (M ≥ 0) or the lowest;
 * - the natural roll: the kept dice of the first term (`evaluateRoll`);
 * - Effect: the total less the difficulty's target number, or less the list's Average target when difficulties are
 *   DMs (`calculateEffect`); with `criticalNaturalAffectsEffect`, a natural 12 lifts a negative Effect to 0 and a
 *   natural 2 drops one of 0 or more to −1;
 * - success: Effect ≥ 0 (`isSuccess`); the card's critical (`getCrit`): a natural 12, else a natural 2, else Effect at
 *   or past ±`absoluteCriticalEffectValue`;
 * - degrees (`getDegreeKey`) where `useDegreesOfSuccess` is `CE` or `other` and the roll class has them: bands of
 *   Effect, a natural 2 or 12 first under `overrideSuccessWithNaturalCrit`.
 * Exact by summing over the natural roll's eleven totals: the dice are at most a few dozen and the kept pair is found
 * by a walk over the highest two faces.
 */

/** The dice a throw's `rollType` rolls (TWODSIX.ROLLTYPES): Normal 2d6, Advantage 3d6kh2, Disadvantage 3d6kl2. */
export type TwodsixRollType = "Advantage" | "Normal" | "Disadvantage";

export const TWODSIX_ROLL_TYPES: readonly TwodsixRollType[] = ["Advantage", "Normal", "Disadvantage"];

/** The one choice of the xd6 style, which ignores the roll type: (2 + |DM|)d6 keeping two. */
export const TWODSIX_XD6 = "xd6";

/** The settings a throw's judgement reads (each a Twodsix world setting of that name). */
export interface TwodsixRules {
  readonly criticalNaturalAffectsEffect: boolean;
  readonly absoluteCriticalEffectValue: number;
  /** `none`, `CE` or `other`. */
  readonly useDegreesOfSuccess: string;
  readonly overrideSuccessWithNaturalCrit: boolean;
  readonly xd6RollStyle: boolean;
}

/** One throw as the dialog would make it now. */
export interface TwodsixThrow {
  /** Every DM the formula adds: the difficulty's in DM mode, the skill, the characteristic and the rest. */
  readonly modifier: number;
  /** What Effect is measured from: the difficulty's target number, or the list's Average target in DM mode. */
  readonly threshold: number;
  /** The dice the dialog's `rollType` picks now (marked among the choices). */
  readonly rollType: TwodsixRollType;
  /** Whether the roll's class is given degrees (not Attack, ShipWeapon or Unknown: TwodsixDiceRoll.js:508). */
  readonly degrees: boolean;
}

/** The most dice the xd6 style is worked out for: 2 + |M|; a DM past 30 is no sheet's. */
export const TWODSIX_MAX_MODIFIER = 30;

const FACES = 6;

/** The chance of each kept natural total 2..12 (index = total), keeping `keep` ("high"/"low") two of `dice` d6. */
export function keptPairDistribution(dice: number, keep: "high" | "low"): number[] {
  // States: the best two faces so far (first ≥ second for "high", ≤ for "low"), as a 7×7 table of chances.
  let states = new Map<number, number>([[0, 1]]);
  const better = keep === "high" ? (a: number, b: number) => a > b : (a: number, b: number) => a < b;
  for (let die = 0; die < dice; die += 1) {
    const next = new Map<number, number>();
    for (const [state, chance] of states) {
      const first = Math.floor(state / 7);
      const second = state % 7;
      for (let face = 1; face <= FACES; face += 1) {
        let [a, b] = [first, second];
        if (a === 0 || better(face, a)) [a, b] = [face, a];
        else if (b === 0 || better(face, b)) b = face;
        const key = a * 7 + b;
        next.set(key, (next.get(key) ?? 0) + chance / FACES);
      }
    }
    states = next;
  }
  const totals = new Array<number>(13).fill(0);
  for (const [state, chance] of states) totals[Math.floor(state / 7) + (state % 7)]! += chance;
  return totals;
}

const distributions = new Map<string, number[]>();

/** The natural total's chances for a roll type (or the xd6 style's pool), remembered: a dialog asks on each change. */
function naturalDistribution(rollType: TwodsixRollType, rules: TwodsixRules, modifier: number): number[] {
  const [dice, keep]: [number, "high" | "low"] = rules.xd6RollStyle
    ? [2 + Math.abs(modifier), modifier < 0 ? "low" : "high"]
    : rollType === "Advantage"
      ? [3, "high"]
      : rollType === "Disadvantage"
        ? [3, "low"]
        : [2, "high"];
  const key = `${dice}${keep}`;
  let found = distributions.get(key);
  if (!found) distributions.set(key, (found = keptPairDistribution(dice, keep)));
  return found;
}

/** Effect of a natural total n (TwodsixDiceRoll#calculateEffect). */
export function effectOf(natural: number, roll: TwodsixThrow, rules: TwodsixRules): number {
  const total = rules.xd6RollStyle ? natural : natural + roll.modifier;
  const effect = total - roll.threshold;
  if (rules.criticalNaturalAffectsEffect && natural === 12 && effect < 0) return 0;
  if (rules.criticalNaturalAffectsEffect && natural === 2 && effect >= 0) return -1;
  return effect;
}

/** The card's critical (TwodsixDiceRoll#getCrit): `success`, `fail` or null. */
function critOf(natural: number, effect: number, rules: TwodsixRules): "critSuccess" | "critFail" | null {
  if (natural === 12) return "critSuccess";
  if (natural === 2) return "critFail";
  if (effect >= rules.absoluteCriticalEffectValue) return "critSuccess";
  if (effect <= -rules.absoluteCriticalEffectValue) return "critFail";
  return null;
}

/** The degrees a setting names, best first (outcome keys `degree<Key>`); none for `none` or any other value. */
export function degreeKeysOf(useDegreesOfSuccess: string): readonly string[] {
  if (useDegreesOfSuccess === "CE") return ["ExceptionalSuccess", "Success", "Failure", "ExceptionalFailure"];
  if (useDegreesOfSuccess === "other") {
    return [
      "ExceptionalSuccess",
      "AverageSuccess",
      "MarginalSuccess",
      "MarginalFailure",
      "AverageFailure",
      "ExceptionalFailure",
    ];
  }
  return [];
}

/** TwodsixDiceRoll#getDegreeKey. */
function twodsixDegreeOf(natural: number, effect: number, rules: TwodsixRules): string {
  if (rules.overrideSuccessWithNaturalCrit && natural === 2) return "ExceptionalFailure";
  if (rules.overrideSuccessWithNaturalCrit && natural === 12) return "ExceptionalSuccess";
  if (rules.useDegreesOfSuccess === "CE") {
    return effect <= -6
      ? "ExceptionalFailure"
      : effect <= -1
        ? "Failure"
        : effect <= 5
          ? "Success"
          : "ExceptionalSuccess";
  }
  if (effect <= -6) return "ExceptionalFailure";
  if (effect <= -2) return "AverageFailure";
  if (effect === -1) return "MarginalFailure";
  if (effect === 0) return "MarginalSuccess";
  return effect <= 5 ? "AverageSuccess" : "ExceptionalSuccess";
}

/** The card's criticals: facts about the throw, apart from its success and degrees. */
const CRITS = new Set(["critSuccess", "critFail"]);

/** Every outcome of one roll type: success first, then the degrees (best first), then the card's criticals. */
function outcomesOf(rollType: TwodsixRollType, roll: TwodsixThrow, rules: TwodsixRules): SystemOutcome[] {
  const degrees = roll.degrees ? degreeKeysOf(rules.useDegreesOfSuccess) : [];
  const chances = new Map<string, number>([
    ["success", 0],
    ...degrees.map((key): [string, number] => [`degree${key}`, 0]),
    ["critSuccess", 0],
    ["critFail", 0],
  ]);
  const add = (key: string, chance: number) => chances.set(key, (chances.get(key) ?? 0) + chance);
  naturalDistribution(rollType, rules, roll.modifier).forEach((chance, natural) => {
    if (chance === 0) return;
    const effect = effectOf(natural, roll, rules);
    if (effect >= 0) add("success", chance);
    if (degrees.length > 0) add(`degree${twodsixDegreeOf(natural, effect, rules)}`, chance);
    const crit = critOf(natural, effect, rules);
    if (crit) add(crit, chance);
  });
  // Effect reads the target; a natural 12's or 2's critical does not, but the card's critical is one flag of both.
  return [...chances].map(([key, probability]) => ({
    key,
    probability,
    fromTarget: true,
    ...(CRITS.has(key) ? { fact: true } : {}),
  }));
}

/** Whether a throw is one the figures are worked out for: whole numbers, the xd6 pool within its bound. */
export function countableThrow(roll: TwodsixThrow): boolean {
  return (
    Number.isInteger(roll.modifier) &&
    Number.isInteger(roll.threshold) &&
    Math.abs(roll.modifier) <= TWODSIX_MAX_MODIFIER
  );
}

/**
 * Every figure of a throw: a choice for each roll type the dialog's select offers, the one it rolls now marked; in
 * the xd6 style, which ignores the roll type, the one roll alone (`TWODSIX_XD6`).
 */
export function twodsixOdds(roll: TwodsixThrow, rules: TwodsixRules): SystemOdds {
  if (rules.xd6RollStyle)
    return {
      target: roll.threshold,
      choices: [{ id: TWODSIX_XD6, outcomes: outcomesOf(roll.rollType, roll, rules) }],
      totals: [],
      chosen: TWODSIX_XD6,
    };
  const choices: SystemChoice[] = TWODSIX_ROLL_TYPES.map((rollType) => ({
    id: rollType,
    outcomes: outcomesOf(rollType, roll, rules),
  }));
  return { target: roll.threshold, choices, totals: [], chosen: roll.rollType };
}

/** The figures of the roll type a throw made alone (a message's: its roll rolled one, the chance line names it). */
export function twodsixRolledOdds(roll: TwodsixThrow, rules: TwodsixRules): SystemOdds {
  const odds = twodsixOdds(roll, rules);
  return { ...odds, choices: odds.choices.filter((choice) => choice.id === odds.chosen) };
}
