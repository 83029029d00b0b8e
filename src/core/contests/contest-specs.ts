import { judgeCheck, normalizeCheckSpec } from "../../rule-sets/kaiser/core/mechanics";
import { opposedSide } from "../../rule-sets/kaiser/core/mechanics/opposed";
import { assertDiceCount, assertPoolSize, assertThreshold, judgeMargin } from "../../rule-sets/kingdoms/core/mechanics";
import { checkTestOptions } from "../../rule-sets/klepto/core/mechanics";
import { judgeActionDice, normalizeOgsCheckSpec, ogsActionDice } from "../../rule-sets/ogs/core/mechanics";
import { checkOldeSpec, judgeOlde } from "../../rule-sets/olde/core/mechanics";
import { parseRanges } from "../ranges";
import { contestError } from "./contest-errors";
import type { ContestRoll, ContestRollTypes, ContestRuleSet, ContestRules, ContestSpec, ContestSpecs } from "./contest-types";

/**
 * Each rule set's roll spec for a contest: checked against the rules and the limits (each mechanic's own
 * validation throws the localized error naming the bad value), reduced to the fields a contest reads, with every
 * default filled in — so two specs that roll the same dice compare equal as JSON.
 */

type Normalizers = { readonly [R in ContestRuleSet]: (spec: ContestSpecs[R]) => ContestSpecs[R] };

const NORMALIZERS: Normalizers = {
  kaiser: (spec) => normalizeCheckSpec(spec),
  ogs: (spec) => {
    const { stat, skill, modifier, stages, increaseTarget, flatBonus } = normalizeOgsCheckSpec(spec);
    return { stat, skill, modifier, stages, increaseTarget, flatBonus };
  },
  kingdoms: (spec) => {
    assertPoolSize(spec.pool);
    assertDiceCount(spec.dice, spec.pool);
    assertThreshold(spec.dt);
    return { pool: spec.pool, dice: spec.dice, dt: spec.dt };
  },
  klepto: (spec) => {
    const { modifier, advantages, disadvantages, method } = checkTestOptions(spec);
    // parseRanges throws its own localized error naming the problem in the shorthand.
    if (spec.ranges !== undefined) parseRanges(spec.ranges);
    return { modifier, advantages, disadvantages, method, ...(spec.ranges === undefined ? {} : { ranges: spec.ranges }) };
  },
  olde: (spec) => checkOldeSpec(spec),
};

export function normalizeContestSpec<R extends ContestRuleSet>(ruleSet: R, spec: ContestSpecs[R]): ContestSpecs[R] {
  if (spec === null || typeof spec !== "object") throw contestError("BadSpec", { value: String(spec) });
  return NORMALIZERS[ruleSet](spec);
}

/** Two normalized specs roll the same dice (and, for the Kleptonomicon, read the same ranges). */
export function sameSpec(a: ContestSpec, b: ContestSpec): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

type RollCheckers = {
  readonly [R in ContestRuleSet]: (spec: ContestSpecs[R], roll: ContestRollTypes[R], rules: ContestRules) => boolean;
};

/*
 * A judged roll matches its spec when judging its own faces again under that spec gives the same total: the
 * dice are the ones the spec rolls (each mechanic's judge refuses a face or a count that does not fit) and
 * nothing judged was edited on the way. A Kaiser Fumble must come with exactly its penalty dice.
 */
const ROLL_CHECKERS: RollCheckers = {
  kaiser: (spec, roll, rules) => {
    const { check } = roll;
    const sameSpec = check.kind === spec.kind && check.bonus === spec.bonus && check.advantage === spec.advantage;
    if (!sameSpec || check.method !== spec.method || judgeCheck(spec, check.faces).total !== check.total) return false;
    opposedSide(check, roll.penaltyFaces, rules.kaiserFumblePenalty);
    return true;
  },
  ogs: (spec, roll) => {
    const faces = roll.dice.map((die) => die.value);
    const rejudged = judgeActionDice(ogsActionDice(spec), faces);
    const sizes = (dice: readonly { faces: number }[]) => dice.map((die) => die.faces).join(",");
    return sizes(rejudged.dice) === sizes(roll.dice) && rejudged.total === roll.total && rejudged.flatBonus === roll.flatBonus;
  },
  kingdoms: (spec, roll) => {
    const faces = roll.dice.map((die) => die.face);
    return roll.dt === spec.dt && faces.length === spec.dice && judgeMargin(faces, spec.dt).margin === roll.margin;
  },
  klepto: (spec, roll) => {
    const { level } = checkTestOptions(spec);
    return roll.modifier === spec.modifier && roll.method === spec.method && roll.level === level;
  },
  olde: (spec, roll) => judgeOlde(spec, roll.dice.map((die) => die.throws)).total === roll.total,
};

/** Does this judged roll belong to this spec? A roll whose dice a judge refuses outright does not. */
export function rollMatchesSpec(ruleSet: ContestRuleSet, spec: ContestSpec, roll: ContestRoll, rules: ContestRules): boolean {
  const check = ROLL_CHECKERS[ruleSet] as (spec: ContestSpec, roll: ContestRoll, rules: ContestRules) => boolean;
  try {
    return check(spec, roll, rules);
  } catch {
    return false;
  }
}
