/**
 * The formula contest as a contest kind (docs/formula-contest.md): each side a formula in Foundry's notation with its
 * character's numbers in place of its `@` paths, the higher total winning, equal totals settled by the tie rule the
 * starter chose (`formulaTies`, kept on the card with the other kinds' rules). Registered with the contest kinds
 * (src/card-kinds/contest/core/contest-kinds.ts) beside the rule sets, so every contest card, query and odds figure
 * takes it through the same seams; its arithmetic is formula-contest.ts.
 */
import type { ContestKind } from "./contest-kinds";
import type { ContestRulesPart, JointSide, PairingRule, TieBreakRule } from "./contest-rule";
import type { ContestSpec, TieBreakDice } from "./contest-types";
import { isOneOf } from "../../../core/lists";
import { verdict } from "./contest";
import { literal } from "../../../core/schema";
import type { RandomSource } from "../../../core/random";
import { formulaRollLuck, rememberedFormulaDistribution } from "../../../core/formula/formula-luck";
import { cardError } from "../../../core/card-errors";
import {
  AGAIN_ROUNDS,
  againContinues,
  againShares,
  checkAgainRounds,
  decideFormulaPairing,
  drawAgainRounds,
  formulaJointPlan,
  formulaPairingOdds,
  type AgainRound,
  type FormulaTieStep,
} from "./formula-contest";
import { FORMULA_TIE_RULES, type FormulaTieRule } from "../../../core/formula/formula-ties";

/** What a side rolls: its formula with its character's numbers in place of its `@` paths (`1d20 + 5`). */
export interface FormulaContestSpec {
  readonly formula: string;
}

/** A side's roll as the contest reads it: the formula it rolled and its total. */
interface FormulaContestRoll {
  readonly formula: string;
  readonly total: number;
}

/** Rolling again after equal totals: [the attacker's total, the defender's] a round, until they differ. */
interface FormulaAgainDice {
  readonly kind: "formulaAgain";
  readonly rounds: readonly AgainRound[];
}

/** The core's account of a decided pairing: the totals, the tie rule, and the rounds rolled again. */
interface FormulaPairingDetail {
  readonly attackerTotal: number;
  readonly defenderTotal: number;
  readonly ties: FormulaTieRule;
  readonly rounds: readonly AgainRound[];
}

declare module "./contest-types" {
  interface ContestKindTypes {
    formula: {
      readonly contestSpec: FormulaContestSpec;
      readonly judgedRoll: FormulaContestRoll;
      readonly pairingDetail: FormulaPairingDetail;
      readonly tieBreakDice: FormulaAgainDice;
    };
  }

  interface ContestRulesOfKinds {
    formula: {
      /** How a formula contest settles equal totals (`defender` elsewhere, where it is never read). */
      readonly formulaTies: FormulaTieRule;
    };
  }

  interface RuleSetPairingSteps {
    /** A tie given to the defender or the attacker, a tie that stands, or the rounds rolled again. */
    formula: FormulaTieStep;
  }
}

const KIND = "formula";

/** The tie rule a card takes when its starter names none: the one who acts must beat the other. */
const DEFAULT_TIES: FormulaTieRule = "defender";

/** A resolved formula's distribution, remembered (a card asks for each side's once per pairing and per draw). */
function distributionOf(formula: string) {
  return rememberedFormulaDistribution(formula);
}

function roundsOf(dice: TieBreakDice | null): readonly AgainRound[] {
  return dice?.kind === "formulaAgain" ? dice.rounds : [];
}

const pairing: PairingRule<typeof KIND> = {
  // Rolling again only where a round can differ: two formulas that can only tie (`5` against `2 + 3`) roll nothing,
  // and nobody wins (their rounds would tie to the cap).
  tieBreak: (state, attacker, defender) =>
    attacker.total === defender.total &&
    state.rules.formulaTies === "again" &&
    againShares(distributionOf(attacker.formula), distributionOf(defender.formula)).neither < 1
      ? "formulaAgain"
      : null,
  decide: (state, attacker, defender, dice) => {
    const ties = state.rules.formulaTies;
    const rounds = roundsOf(dice);
    // Asked only once the rounds are complete (`Contest.judge`, contest.ts, waits for them), so a verdict is always
    // there.
    const decided = decideFormulaPairing(attacker.total, defender.total, ties, rounds) ?? {
      winner: "neither",
      decidedBy: "rolledAgain",
    };
    return verdict(decided.winner, decided.decidedBy, {
      ruleSet: KIND,
      attackerTotal: attacker.total,
      defenderTotal: defender.total,
      ties,
      rounds,
    });
  },
  // Rolling again draws both formulas afresh: what the rounds still allowed give each side.
  pendingTieBreak: (_state, attacker, defender, dice) =>
    againShares(
      distributionOf(attacker.formula),
      distributionOf(defender.formula),
      AGAIN_ROUNDS - roundsOf(dice).length,
    ),
};

/** A side of the joint plan: its formula's totals, or its recorded total alone. */
function jointSide({ spec, roll }: JointSide<typeof KIND>) {
  return { distribution: distributionOf(spec.formula), total: roll?.total ?? null };
}

/** A side's formula, from a spec handed over as any kind's (a tie-break's pairing, Foundry's side of a card). */
export function formulaOf(spec: ContestSpec): string {
  const formula: unknown = Reflect.get(spec, "formula");
  if (typeof formula !== "string") throw cardError("BadSpec", { value: "formula" });
  return formula;
}

function checkedRounds(dice: TieBreakDice): readonly AgainRound[] {
  if (dice?.kind !== "formulaAgain") throw cardError("TieBreakKind", { value: String(dice?.kind) });
  return dice.rounds;
}

/**
 * Rolling again: the Foundry layer rolls both formulas as real rolls, round by round (tie-break-rolls.ts); the
 * core's own `roll` draws the totals from the two distributions, for tests and the table's double.
 */
const tieBreak: TieBreakRule = {
  kind: "formulaAgain",
  die: "rolls",
  roll: (source: RandomSource, sides) => {
    if (sides === undefined) throw cardError("TieBreakKind", { value: "formulaAgain" });
    return {
      kind: "formulaAgain",
      rounds: drawAgainRounds(
        source,
        distributionOf(formulaOf(sides.attacker)),
        distributionOf(formulaOf(sides.defender)),
      ),
    };
  },
  continues: (dice) => againContinues(checkedRounds(dice)),
  check: (dice) => ({ kind: "formulaAgain", rounds: checkAgainRounds(checkedRounds(dice)) }),
};

/** Its part of a card's rules: the starter's tie rule. A card stored before it existed reads the default. */
const worldRules: ContestRulesPart<"formula"> = {
  defaults: { formulaTies: DEFAULT_TIES },
  normalize: (rules) => {
    // A choice sent by a query arrives unchecked: anything but a tie rule is refused by name.
    const ties: unknown = rules.formulaTies ?? DEFAULT_TIES;
    if (!isOneOf(FORMULA_TIE_RULES, ties))
      throw cardError("FormulaTies", { value: String(ties).slice(0, 40), rules: FORMULA_TIE_RULES.join(", ") });
    return { formulaTies: ties };
  },
  schema: (value, path) => {
    const stored: unknown = typeof value === "object" && value !== null ? Reflect.get(value, "formulaTies") : undefined;
    return { formulaTies: literal(...FORMULA_TIE_RULES)(stored ?? DEFAULT_TIES, `${path}.formulaTies`) };
  },
};

export const formulaContestKind: ContestKind<typeof KIND> = {
  id: KIND,
  labelKey: "INDIE_DICE.Contest.Formula.Name",
  contestRollLuck: (roll) => formulaRollLuck(roll.formula, roll.total) ?? 0.5,
  contestRule: {
    normalize: (spec) => {
      const formula = typeof spec?.formula === "string" ? spec.formula.trim() : "";
      // The engine refuses what it cannot answer by name: an empty or overlong formula, a path left unread.
      distributionOf(formula);
      return { formula };
    },
    rollMatches: (spec, roll) => roll.formula === spec.formula,
    pairing,
    odds: (state, attacker, defender) =>
      formulaPairingOdds(distributionOf(attacker.formula), distributionOf(defender.formula), state.rules.formulaTies),
    joint: (attackers, defender, rules) =>
      formulaJointPlan(attackers.map(jointSide), jointSide(defender), rules.formulaTies),
    tieBreak,
    worldRules,
  },
};
