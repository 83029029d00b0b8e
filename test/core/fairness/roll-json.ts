/**
 * Roll JSON built from the core's own rolls, in the shape Indie Dice's Foundry classes save (checked against real
 * roll JSON in roll-results.test.ts): a Kaiser check, a K&R pool, a Kleptonomicon Test, a Dungeons of Olde roll and
 * plain dice, each as the string `ChatMessage._source.rolls[i]` holds. Used by the tests and by
 * bench/fairness.bench.ts to make chat logs of any size from seeded dice.
 */
import { kaiserFormula } from "../../../src/rule-sets/kaiser/core/formula";
import { kingdomsFormula } from "../../../src/rule-sets/kingdoms/core/formula";
import { kleptoFormula } from "../../../src/rule-sets/klepto/core/formula";
import { oldeFoundryFormula } from "../../../src/rule-sets/olde/core/mechanics/dice-code";
import type { KaiserCheckRoll } from "../../../src/rule-sets/kaiser/core/mechanics/types";
import type { KleptoTestResult } from "../../../src/rule-sets/klepto/core/mechanics/roll-test";
import type { OldeRollResult } from "../../../src/rule-sets/olde/core/mechanics/roll";
import { classifyDie, dieWeight } from "../../../src/rule-sets/kingdoms/core/mechanics/die";
import { D10ISH_FACE_VALUES } from "../../../src/rule-sets/klepto/core/mechanics/critical-dice";
import { must } from "../../kit";

export interface ResultJson {
  result: number;
  active: boolean;
  discarded?: boolean;
  rerolled?: boolean;
  exploded?: boolean;
  count?: number;
  success?: boolean;
  failure?: boolean;
  indie?: string;
}

export interface TermJson {
  class: string;
  options: Record<string, unknown>;
  evaluated: true;
  number: number;
  faces: number;
  modifiers: string[];
  results: ResultJson[];
  method?: string;
}

export function dieTerm(
  faces: number,
  results: ResultJson[],
  modifiers: string[] = [],
  extra: Partial<TermJson> = {},
): TermJson {
  return {
    class: "IndieDie",
    options: { flavor: null },
    evaluated: true,
    number: results.length,
    faces,
    modifiers,
    results,
    ...extra,
  };
}

/** Plain active results, one per face. */
export function plainResults(faces: readonly number[]): ResultJson[] {
  return faces.map((result) => ({ result, active: true }));
}

export function coinTerm(heads: boolean, flavor = "Critical Roll coin"): TermJson {
  return {
    class: "Coin",
    options: { flavor, rollOrder: 1 },
    evaluated: true,
    number: 1,
    faces: 2,
    modifiers: [],
    results: [{ result: heads ? 1 : 0, active: true }],
  };
}

/** A whole roll's JSON string: terms joined by "+" operators, then a flat bonus when not 0. */
export function rollJson(
  cls: string,
  formula: string,
  dice: readonly TermJson[],
  options: Record<string, unknown> = {},
  sideDice: readonly TermJson[] = [],
  bonus = 0,
): string {
  const terms: unknown[] = [];
  dice.forEach((die, i) => {
    if (i > 0) terms.push({ class: "OperatorTerm", options: {}, evaluated: true, operator: "+" });
    terms.push(die);
  });
  if (bonus !== 0) {
    terms.push({ class: "OperatorTerm", options: {}, evaluated: true, operator: bonus < 0 ? "-" : "+" });
    terms.push({ class: "NumericTerm", options: { flavor: null }, evaluated: true, number: Math.abs(bonus) });
  }
  return JSON.stringify({ class: cls, options, dice: sideDice, formula, terms, total: 0, evaluated: true });
}

/**
 * A Kaiser check as KaiserRoll saves it: the pool (dropped dice `discarded`) or the pair and its rerolls (rerolled
 * away `rerolled`), then the Open Roll chain (`exploded` on the die that opened it and on each die that goes on);
 * a Fumble's pair marked. Fumble Level or penalty dice go to the side dice.
 */
export function kaiserRollJson(check: KaiserCheckRoll, sideFaces: readonly number[] = []): string {
  const sequential = check.method === "sequential" && check.advantage !== 0 && check.kind !== "characteristic";
  const kept = new Set(check.keptIndices);
  const results: ResultJson[] = check.dice.map((result, i) => {
    if (kept.has(i)) return { result, active: true };
    return sequential ? { result, active: false, rerolled: true } : { result, active: false, discarded: true };
  });
  if (check.fumble)
    for (const i of check.keptIndices) Object.assign(must(results[i]), { indie: "fumble", failure: true });
  if (check.openRoll) {
    must(results[must(check.keptIndices[check.keptIndices.length - 1])]).exploded = true;
    check.openRollDice.forEach((result, i) => {
      const last = i === check.openRollDice.length - 1;
      results.push(
        last && !check.capped
          ? { result, active: true, indie: "open-roll" }
          : { result, active: true, indie: "open-roll", exploded: true },
      );
    });
  }
  const modifiers = check.kind === "characteristic" ? [] : [...keepModifier(check, sequential), "ko"].filter(Boolean);
  const die = dieTerm(6, results, modifiers, { number: sequential ? 2 : check.dice.length });
  const side =
    sideFaces.length > 0
      ? [dieTerm(6, plainResults(sideFaces), [], { options: { indieFumbleLevel: true, flavor: "Fumble Level" } })]
      : [];
  const spec = { kind: check.kind, bonus: check.bonus, advantage: check.advantage, method: check.method };
  return rollJson("KaiserRoll", kaiserFormula(spec), [die], spec, side, check.bonus);
}

function keepModifier(check: KaiserCheckRoll, sequential: boolean): string[] {
  if (sequential || check.advantage === 0 || check.kind === "characteristic") return [];
  return [check.advantage > 0 ? "kh2" : "kl2"];
}

/** A K&R pool as KingdomsRoll saves it: `count` the weight, `result` the face. */
export function kingdomsRollJson(faces: readonly number[], dt: number): string {
  const results = faces.map((result): ResultJson => {
    const count = dieWeight(result, dt);
    const kind = classifyDie(result, dt);
    const indie = kind === "criticalSuccess" ? "crit-success" : kind === "criticalFailure" ? "crit-failure" : undefined;
    return { result, active: true, count, success: count > 0, failure: count < 0, ...(indie ? { indie } : {}) };
  });
  return rollJson("KingdomsRoll", kingdomsFormula({ dice: faces.length, dt }), [dieTerm(12, results, [`kr${dt}`])], {
    dice: faces.length,
    dt,
    rule: "zeroOrMore",
  });
}

/**
 * A Kleptonomicon Test as KleptoRoll saves it: the coin method's 10s with their coins as side dice, or d10ish values.
 */
export function kleptoRollJson(test: KleptoTestResult): string {
  const d10ish = test.method === "d10ish";
  const keep = test.level === 0 ? [] : [test.keep === "highest" ? "kh" : "kl"];
  const results = test.dice.map((die, i): ResultJson => {
    const result: ResultJson = {
      result: d10ish ? must(D10ISH_FACE_VALUES[die.face - 1]) : die.face,
      active: i === test.keptIndex,
    };
    if (i !== test.keptIndex) result.discarded = true;
    if (die.crit === "success") result.indie = "crit-success";
    if (die.crit === "failure") {
      result.indie = "crit-failure";
      if (!d10ish) result.count = 0;
    }
    return result;
  });
  const die = d10ish ? { ...dieTerm(20, results, keep), class: "D10ishDie" } : dieTerm(10, results, ["kc", ...keep]);
  const coins = test.dice.filter((d) => d.coin !== null).map((d) => coinTerm(d.coin === "heads"));
  const options = {
    modifier: test.modifier,
    advantages: test.advantages,
    disadvantages: test.disadvantages,
    method: test.method,
  };
  return rollJson("KleptoRoll", kleptoFormula(options), [die], options, coins, test.modifier);
}

/**
 * A Dungeons of Olde roll as OldeRoll saves it: Foundry's flat throw order (each die, then the explosions as scanned).
 */
export function oldeRollJson(roll: OldeRollResult): string {
  const order: ResultJson[] = [];
  const queue: { die: number; step: number }[] = roll.dice.map((_, die) => ({ die, step: 0 }));
  while (queue.length > 0) {
    const { die, step } = must(queue.shift());
    const chain = must(roll.dice[die]).throws;
    const more = step < chain.length - 1;
    order.push(
      more ? { result: must(chain[step]), active: true, exploded: true } : { result: must(chain[step]), active: true },
    );
    if (more) queue.push({ die, step: step + 1 });
  }
  const spec = { count: roll.count, faces: roll.faces, adjustment: roll.adjustment, unlimited: roll.unlimited };
  return rollJson(
    "OldeRoll",
    oldeFoundryFormula(spec),
    [dieTerm(roll.faces, order, roll.unlimited ? ["x"] : [], { number: roll.count })],
    spec,
    [],
    roll.adjustment,
  );
}

/** A stock Foundry roll of plain dice: each entry one term `NdX` with its faces. */
export function plainRollJson(terms: readonly { faces: number; results: readonly number[] }[], bonus = 0): string {
  const formula = terms.map((t) => `${t.results.length}d${t.faces}`).join(" + ");
  return rollJson(
    "Roll",
    formula,
    terms.map((t) => dieTerm(t.faces, plainResults(t.results))),
    {},
    [],
    bonus,
  );
}
