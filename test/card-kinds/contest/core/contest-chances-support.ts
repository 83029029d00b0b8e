/**
 * The contests that test/card-kinds/contest/core/contest-chances*.test.ts check the chances given the recorded rolls
 * on: one or more a rule set, each with the rules it plays by, and the cards and rolls the tests build from them.
 */
import type { ContestRoll, ContestRules, ContestState } from "../../../../src/card-kinds/contest/core/contest-types";
import { KAISER_SKILL, KINGDOMS_SPEC, KLEPTO_SPEC, OGS_SPEC, OLDE_SPEC } from "./contest-fixtures";
import { enumerateRolls, rollerFor, rolledState, type JointCase } from "./joint-contest-support";

export const DEFAULT_RULES = {
  kaiserTieRule: "defender",
  kaiserFumblePenalty: { number: 1, faces: 6, bonus: 0 },
  kaiserOpposedFumble: "loses",
  kaiserAttack: false,
  kingdomsActive: "attacker",
  formulaTies: "defender",
} as const;

export const CHARACTERISTIC = (bonus: number) => ({
  kind: "characteristic" as const,
  bonus,
  advantage: 0,
  method: "pool" as const,
});

export const CASES: readonly JointCase[] = [
  {
    name: "Kaiser: the defender takes ties, a lone Fumble loses",
    ruleSet: "kaiser",
    attackers: [KAISER_SKILL(4), CHARACTERISTIC(9)],
    defender: KAISER_SKILL(5),
  },
  {
    name: "Kaiser: d6 roll-offs, a Fumble's reduced total compared",
    ruleSet: "kaiser",
    attackers: [CHARACTERISTIC(6), CHARACTERISTIC(3)],
    defender: KAISER_SKILL(2),
    rules: { kaiserTieRule: "roll-off", kaiserOpposedFumble: "compared" },
  },
  {
    name: "Kaiser: an Attack, whose ties nobody wins",
    ruleSet: "kaiser",
    attackers: [CHARACTERISTIC(8), CHARACTERISTIC(10), CHARACTERISTIC(5)],
    defender: KAISER_SKILL(6),
    rules: { kaiserAttack: true },
  },
  {
    name: "OGS: totals, values, sizes, roll-offs",
    ruleSet: "ogs",
    attackers: [OGS_SPEC(4, 4, 0, 6), OGS_SPEC(4, 4, 1, 4)],
    defender: OGS_SPEC(4, 4, 1, 4),
  },
  {
    name: "OGS: Die Increases on both sides",
    ruleSet: "ogs",
    attackers: [{ ...OGS_SPEC(4, 4, 0, 4), stages: 2 }, OGS_SPEC(6, 4, 2, 4)],
    defender: { ...OGS_SPEC(4, 4, 0, 6), stages: 1 },
  },
  {
    name: "Kaiser: an Advantage and a Disadvantage, Open Rolls on both sides",
    ruleSet: "kaiser",
    attackers: [KAISER_SKILL(3, 1), KAISER_SKILL(6, -1)],
    defender: KAISER_SKILL(4),
  },
  ...(["attacker", "defender", "neither"] as const).map((active): JointCase => ({
    name: `K&R: the ${active} acting, equal margins a stalemate`,
    ruleSet: "kingdoms",
    attackers: [KINGDOMS_SPEC(1, 6), KINGDOMS_SPEC(2, 3), KINGDOMS_SPEC(1, 9)],
    defender: KINGDOMS_SPEC(2, 7),
    rules: { kingdomsActive: active },
  })),
  {
    name: "Kleptonomicon: crits, the coin on ties, an Advantage",
    ruleSet: "klepto",
    attackers: [KLEPTO_SPEC(0), { ...KLEPTO_SPEC(2), advantages: 1 }, KLEPTO_SPEC(3)],
    defender: KLEPTO_SPEC(1),
  },
  {
    name: "Dungeons of Olde: stalemates, unlimited dice",
    ruleSet: "olde",
    attackers: [OLDE_SPEC(1, 4, 1, true), OLDE_SPEC(1, 6), OLDE_SPEC(2, 3, -1)],
    defender: OLDE_SPEC(1, 6, 0, true),
  },
];

export function withRules(jointCase: JointCase): JointCase {
  return { ...jointCase, rules: { ...DEFAULT_RULES, ...jointCase.rules } as Partial<ContestRules> };
}

/** A card of this case on which exactly the `given` sides have rolled. */
export function cardWith(jointCase: JointCase, given: Readonly<Record<string, ContestRoll>>): ContestState {
  const state = rolledState(jointCase);
  return {
    ...state,
    participants: state.participants.map((p) => ({ ...p, messageId: p.id in given ? `m-${p.id}` : null })),
  };
}

/** A few rolls of a side, spread over every roll its dice can make (each a real roll of its spec). */
export function someRolls(state: ContestState, spec: JointCase["defender"], count: number): ContestRoll[] {
  const outcomes = enumerateRolls(rollerFor(state, spec), 1e-9).outcomes;
  const step = Math.max(1, Math.floor(outcomes.length / count));
  return outcomes
    .filter((_, index) => index % step === 0 || index === outcomes.length - 1)
    .map((outcome) => outcome.value);
}
