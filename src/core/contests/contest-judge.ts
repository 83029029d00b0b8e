import {
  judgeOpposed as judgeKaiserOpposed,
  opposedSide,
  opposedSidesNeedRollOff,
  type KaiserOpposedResult,
  type OpposedOptions,
} from "../../rule-sets/kaiser/core/mechanics";
import { decideOpposed, type OpposedDecision, type OpposedRole } from "../../rule-sets/kingdoms/core/mechanics";
import { contestNeedsCoin, judgeKleptoContest, type ContestResult as KleptoContestResult } from "../../rule-sets/klepto/core/mechanics";
import { decideWithoutRollOff, judgeOpposed as judgeOgsOpposed, type OpposedResult as OgsOpposedResult } from "../../rule-sets/ogs/core/mechanics";
import { judgeOldeContest, type OldeContestResult } from "../../rule-sets/olde/core/mechanics";
import { contestError } from "./contest-errors";
import { defenderOf, findParticipant, rollOf } from "./contest-participants";
import { judgePairedRollOff, type PairedRollOff } from "./contest-roll-off";
import { OLDE_ROLL_OFF_DIE } from "./contest-tie-break";
import type {
  ContestRollTypes,
  ContestRolls,
  ContestRuleSet,
  ContestSide,
  ContestState,
  KaiserContestRoll,
  PairingOutcome,
  PairingStep,
  PairingWinner,
  TieBreakDice,
  TieBreakKind,
} from "./contest-types";

/**
 * One pairing — an attacker against the defender — judged from the two judged rolls and the tie-break dice, with
 * each rule set's tie rules (docs/rulings.md). The same inputs give the same verdict on every client.
 */

/** The core's own account of a decided pairing, for the card's step-by-step lines. */
export type PairingDetail =
  | { readonly ruleSet: "kaiser"; readonly result: KaiserOpposedResult }
  | { readonly ruleSet: "ogs"; readonly result: OgsOpposedResult }
  | { readonly ruleSet: "kingdoms"; readonly result: OpposedDecision & { readonly role: OpposedRole } }
  | { readonly ruleSet: "klepto"; readonly result: KleptoContestResult }
  | { readonly ruleSet: "olde"; readonly result: OldeContestResult; readonly rollOff: PairedRollOff | null };

export interface TieBreakNeed {
  readonly attackerId: string;
  readonly kind: TieBreakKind;
}

export type PairingJudgement =
  | { readonly status: "awaitingRolls" }
  | { readonly status: "awaitingTieBreak"; readonly need: TieBreakNeed }
  | { readonly status: "decided"; readonly outcome: PairingOutcome; readonly detail: PairingDetail };

type Verdict = Omit<PairingOutcome, "attackerId" | "defenderId"> & { readonly detail: PairingDetail };

interface PairingRule<R extends ContestRuleSet> {
  tieBreak(state: ContestState, attacker: ContestRollTypes[R], defender: ContestRollTypes[R]): TieBreakKind | null;
  decide(state: ContestState, attacker: ContestRollTypes[R], defender: ContestRollTypes[R], dice: TieBreakDice | null): Verdict;
}

const FROM_AB: Readonly<Record<"a" | "b", ContestSide>> = { a: "attacker", b: "defender" };

function verdict(winner: PairingWinner, decidedBy: PairingStep, detail: PairingDetail, extra: Partial<Verdict> = {}): Verdict {
  return { winner, decidedBy, counterAllowed: null, rollOffWinner: null, detail, ...extra };
}

/*
 * Kaiser: a lone Fumble loses (unless the card's rules compare its reduced total); otherwise the higher total;
 * a tie goes to the defender or a d6 roll-off; an Attack that ties fails.
 */

function kaiserSide(state: ContestState, roll: KaiserContestRoll) {
  return opposedSide(roll.check, roll.penaltyFaces, state.rules.kaiserFumblePenalty);
}

/** The card's rules as the mechanic takes them; a card without a Fumble reading gets the mechanic's default. */
function kaiserOptions(state: ContestState): OpposedOptions {
  const { kaiserTieRule, kaiserFumblePenalty, kaiserOpposedFumble } = state.rules;
  return { tieRule: kaiserTieRule, attack: state.attack, fumblePenalty: kaiserFumblePenalty, fumbleRule: kaiserOpposedFumble };
}

const KAISER: PairingRule<"kaiser"> = {
  tieBreak: (state, attacker, defender) =>
    opposedSidesNeedRollOff(kaiserSide(state, attacker), kaiserSide(state, defender), kaiserOptions(state)) ? "kaiserRollOff" : null,
  decide: (state, attacker, defender, dice) => {
    const faces = { attackerPenalty: attacker.penaltyFaces, defenderPenalty: defender.penaltyFaces, rollOff: dice?.kind === "kaiserRollOff" ? dice.faces : [] };
    const result = judgeKaiserOpposed(attacker.check, defender.check, kaiserOptions(state), faces);
    const step: PairingStep =
      result.lostToFumble !== null ? "fumble" : !result.tie ? "total" : result.attack ? "attackTie" : result.rollOff ? "rollOff" : "defenderTakesTie";
    return verdict(result.winner, step, { ruleSet: "kaiser", result }, { counterAllowed: state.attack ? result.counterAllowed : null });
  },
};

/* OGS: total, then values, then sizes, then d12 roll-offs; flat bonuses only ever count in the total. */

const OGS: PairingRule<"ogs"> = {
  tieBreak: (_state, attacker, defender) => (decideWithoutRollOff(attacker, defender) === null ? "ogsRollOff" : null),
  decide: (_state, attacker, defender, dice) => {
    const result = judgeOgsOpposed(attacker, defender, dice?.kind === "ogsRollOff" ? dice.pairs : []);
    const winner = result.winner === null ? "neither" : FROM_AB[result.winner];
    return verdict(winner, result.decidedBy === "rolloff" ? "rollOff" : result.decidedBy, { ruleSet: "ogs", result });
  },
};

/* K&R: higher margin; the active side needs a margin of 0 or more; equal margins are a stalemate. */

const ROLES: Readonly<Record<ContestState["rules"]["kingdomsActive"], OpposedRole>> = {
  attacker: "aActive",
  defender: "bActive",
  neither: "bothEqual",
};

const KINGDOMS_STEPS = { higherMargin: "margin", activeBelowZero: "activeBelowZero", equalMargins: "equalMargins" } as const;

const KINGDOMS: PairingRule<"kingdoms"> = {
  tieBreak: () => null,
  decide: (state, attacker, defender) => {
    const role = ROLES[state.rules.kingdomsActive];
    const decision = decideOpposed(attacker.margin, defender.margin, role);
    const winner = decision.winner === "stalemate" ? "neither" : FROM_AB[decision.winner];
    return verdict(winner, KINGDOMS_STEPS[decision.reason], { ruleSet: "kingdoms", result: { ...decision, role } });
  },
};

/* Kleptonomicon: crits first, then the higher Score; a tie is settled by a coin (heads: the attacker). */

const KLEPTO: PairingRule<"klepto"> = {
  tieBreak: (_state, attacker, defender) => (contestNeedsCoin(attacker, defender) ? "kleptoCoin" : null),
  decide: (_state, attacker, defender, dice) => {
    const result = judgeKleptoContest(attacker, defender, dice?.kind === "kleptoCoin" ? dice.coin : null);
    const step: PairingStep = result.tieCoin !== null ? "coin" : attacker.crit !== defender.crit ? "critical" : "total";
    return verdict(FROM_AB[result.winner], step, { ruleSet: "klepto", result });
  },
};

/* Dungeons of Olde: higher total; a tie is a stalemate, with a roll-off saying who comes out ahead. */

const OLDE: PairingRule<"olde"> = {
  tieBreak: (_state, attacker, defender) => (attacker.total === defender.total ? "oldeRollOff" : null),
  decide: (_state, attacker, defender, dice) => {
    const result = judgeOldeContest(attacker, defender);
    if (result.winner !== "tie") return verdict(result.winner === "first" ? "attacker" : "defender", "total", { ruleSet: "olde", result, rollOff: null });
    const rollOff = judgePairedRollOff(dice?.kind === "oldeRollOff" ? dice.pairs : [], OLDE_ROLL_OFF_DIE);
    return verdict("neither", "stalemate", { ruleSet: "olde", result, rollOff }, { rollOffWinner: rollOff.winner });
  },
};

const RULES: { readonly [R in ContestRuleSet]: PairingRule<R> } = { kaiser: KAISER, ogs: OGS, kingdoms: KINGDOMS, klepto: KLEPTO, olde: OLDE };

/** The rules of the state's rule set: `rollOf` hands them only rolls that match the state's own specs. */
function ruleOf<R extends ContestRuleSet>(state: ContestState<R>): PairingRule<R> {
  return RULES[state.ruleSet];
}

export function tieBreakOf(state: ContestState, attackerId: string): TieBreakDice | null {
  return state.tieBreaks.find((tieBreak) => tieBreak.attackerId === attackerId)?.dice ?? null;
}

function requireAttacker(state: ContestState, attackerId: string): void {
  const participant = findParticipant(state, attackerId);
  if (participant.side !== "attacker") throw contestError("NotAttacker", { name: participant.name });
}

/**
 * Judges the pairing of `attackerId` against the defender: still waiting for a roll, waiting for its tie-break
 * dice (and which), or decided. Tie-break dice the rolls do not call for, or of the wrong kind, are refused.
 */
export function judgePairing(state: ContestState, rolls: ContestRolls, attackerId: string): PairingJudgement {
  requireAttacker(state, attackerId);
  const defenderId = defenderOf(state).id;
  const attacker = rollOf(state, rolls, attackerId);
  const defender = rollOf(state, rolls, defenderId);
  if (attacker === null || defender === null) return { status: "awaitingRolls" };
  const rule = ruleOf(state);
  const kind = rule.tieBreak(state, attacker, defender);
  const dice = tieBreakOf(state, attackerId);
  if (kind === null && dice !== null) throw contestError("TieBreakUnneeded", { name: findParticipant(state, attackerId).name });
  if (kind !== null && dice === null) return { status: "awaitingTieBreak", need: { attackerId, kind } };
  if (dice !== null && dice.kind !== kind) throw contestError("TieBreakKind", { value: dice.kind });
  const { detail, ...outcome } = rule.decide(state, attacker, defender, dice);
  return { status: "decided", outcome: { attackerId, defenderId, ...outcome }, detail };
}
