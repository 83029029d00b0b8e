import { contestKindOf } from "./contest-kinds";
import { attackersOf, defenderOf, findParticipant, hasRolled, rollOf } from "./contest-participants";
import { normalizeContestSpec, rollMatchesSpec, sameSpec } from "./contest-specs";
import { checkTieBreakDice, tieBreakWaitsForButton } from "./contest-tie-break";
import type { PairingDetail, PairingRule, Verdict } from "./contest-rule";
import { cardError } from "../../../core/card-errors";
import type {
  ContestOutcome,
  ContestRoll,
  ContestRolls,
  ContestKindId,
  ContestSide,
  ContestSpecs,
  ContestState,
  ContestTieBreak,
  PairingOutcome,
  PairingOutcomeParts,
  PairingStep,
  PairingWinner,
  TieBreakDice,
  TieBreakKind,
} from "./contest-types";

/**
 * The contest as one state machine around its state (docs/cards.md "Contests": its states and the events between
 * them). A `Contest` wraps an immutable `ContestState` — plain JSON, kept in the card's flags (docs/card-state.md) —
 * and offers its transitions, each returning the next state and refusing, with the card's localized error, one the
 * current state does not allow (recording a roll, recording a pairing's tie-break dice, settling, resolving), and its
 * readings (where it stands, a pairing judged, the tie-breaks due, the winners and losers). The judged rolls it reads
 * are the caller's: each client re-judges a side's roll from its recorded copy (src/card-kinds/contest/foundry), the
 * playground and the tests from their own dice. The same inputs give the same verdict on every client.
 */

/** What the GM's client read from a participant's roll message. */
export interface RecordedRoll<R extends ContestKindId = ContestKindId> {
  readonly participantId: string;
  readonly messageId: string;
  /** The spec the roll was made with (from the roll's options). */
  readonly spec: ContestSpecs[R];
  /** The roll judged again from the message's dice. */
  readonly roll: ContestRoll;
}

/** A pairing's tie-break dice that are wanted: the pairing (by its attacker) and the kind of dice. */
export interface TieBreakNeed {
  readonly attackerId: string;
  readonly kind: TieBreakKind;
}

/** One pairing — an attacker against the defender — as the machine judges it. */
export type PairingJudgement =
  | { readonly status: "awaitingRolls" }
  | { readonly status: "awaitingTieBreak"; readonly need: TieBreakNeed }
  | { readonly status: "decided"; readonly outcome: PairingOutcome; readonly detail: PairingDetail };

/**
 * Where a card stands: waiting for rolls, waiting for tie-break dice (due now, or a roll-off that waits for its
 * button), every pairing decided but not yet written (`ready`, which settling resolves at once), or resolved.
 */
export type ContestProgress =
  | { readonly stage: "rolling"; readonly waitingFor: readonly string[] }
  | { readonly stage: "tieBreaks"; readonly needs: readonly TieBreakNeed[] }
  | { readonly stage: "ready" }
  | { readonly stage: "resolved" };

/** A pairing's verdict, with the rule set's own part of the outcome it sets (`own`); the rest keeps its defaults. */
export function verdict(
  winner: PairingWinner,
  decidedBy: PairingStep,
  detail: PairingDetail,
  own: Partial<PairingOutcomeParts> = {},
): Verdict {
  return { winner, decidedBy, ...own, detail };
}

/** The side of a mechanic's "a" (the first roll: the attacker's) or "b" (the defender's). */
export const SIDE_OF: Readonly<Record<"a" | "b", ContestSide>> = { a: "attacker", b: "defender" };

export class Contest<S extends ContestState = ContestState> {
  constructor(readonly state: S) {}

  /* The readings. */

  /** Where the card stands given the judged rolls (see `ContestProgress`). */
  progress(rolls: ContestRolls): ContestProgress {
    const { state } = this;
    if (state.status === "resolved") return { stage: "resolved" };
    const waitingFor = state.participants
      .filter((participant) => !hasRolled(participant))
      .map((participant) => participant.id);
    if (waitingFor.length > 0) return { stage: "rolling", waitingFor };
    const needs = this.judgeAll(rolls).flatMap(({ judgement }) =>
      judgement.status === "awaitingTieBreak" ? [judgement.need] : [],
    );
    return needs.length > 0 ? { stage: "tieBreaks", needs } : { stage: "ready" };
  }

  /** The tie-break dice recorded for a pairing, or null. */
  tieBreakOf(attackerId: string): TieBreakDice | null {
    return this.state.tieBreaks.find((tieBreak) => tieBreak.attackerId === attackerId)?.dice ?? null;
  }

  /**
   * Judges the pairing of `attackerId` against the defender with its rule set's tie rules (docs/rulings.md): still
   * waiting for a roll, waiting for its tie-break dice (and which), or decided. Tie-break dice the rolls do not call
   * for, or of the wrong kind, are refused.
   */
  judge(rolls: ContestRolls, attackerId: string): PairingJudgement {
    const { state } = this;
    requireAttacker(state, attackerId);
    const defenderId = defenderOf(state).id;
    const attacker = rollOf(state, rolls, attackerId);
    const defender = rollOf(state, rolls, defenderId);
    if (attacker === null || defender === null) return { status: "awaitingRolls" };
    const rule = pairingRuleOf(state);
    const kind = rule.tieBreak(state, attacker, defender);
    const dice = this.tieBreakOf(attackerId);
    if (kind === null && dice !== null)
      throw cardError("TieBreakUnneeded", { name: findParticipant(state, attackerId).name });
    if (kind !== null && dice === null) return { status: "awaitingTieBreak", need: { attackerId, kind } };
    if (dice !== null && dice.kind !== kind) throw cardError("TieBreakKind", { value: dice.kind });
    const { detail, winner, decidedBy, ...own } = rule.decide(state, attacker, defender, dice);
    // The shared fields, then the card's own kind's part as its verdict set it; no other kind's.
    return {
      status: "decided",
      outcome: { attackerId, defenderId, winner, decidedBy, ...defaultOutcomePart(state.ruleSet), ...own },
      detail,
    };
  }

  /**
   * The tie-breaks to roll now: those the pairings wait for, but one that waits for its button (its rule's
   * `waitsForButton`: a Dungeons of Olde stalemate) only when that pairing's button was pressed (`pressed`: the
   * pairing's attacker id) — each stalemate is its own pairing's. Rolling them is the caller's (real Foundry dice on
   * the GM's client, a seeded source in the playground); `settle` records what they rolled.
   */
  dueTieBreaks(rolls: ContestRolls, pressed: string | null = null): TieBreakNeed[] {
    const progress = this.progress(rolls);
    if (progress.stage !== "tieBreaks") return [];
    return progress.needs.filter((need) => !tieBreakWaitsForButton(need.kind) || need.attackerId === pressed);
  }

  /**
   * A resolved contest's winners and losers, participant by participant (docs/cards.md "The card's menu"): an attacker
   * by its own pairing, the defender only when every pairing went the same way (against several attackers it may win
   * one and lose another, and is then neither). A pairing nobody won counts for the side its rule set puts ahead (a
   * Dungeons of Olde stalemate: its roll-off's winner, if it had one; `PairingOutcomePart.ahead`). Empty while open.
   */
  winnersAndLosers(): { readonly winners: readonly string[]; readonly losers: readonly string[] } {
    const { state } = this;
    if (state.status !== "resolved" || !state.outcome) return { winners: [], losers: [] };
    const winners: string[] = [];
    const losers: string[] = [];
    const defenderResults = new Set<ContestSide | "neither">();
    const ahead = contestKindOf(state.ruleSet).contestRule.outcomePart?.ahead;
    for (const pairing of state.outcome.pairings) {
      const winner = pairing.winner === "neither" ? (ahead?.(pairing) ?? "neither") : pairing.winner;
      defenderResults.add(winner);
      if (winner === "attacker") winners.push(pairing.attackerId);
      if (winner === "defender") losers.push(pairing.attackerId);
    }
    const defender = state.participants.find((participant) => participant.side === "defender");
    if (defender && defenderResults.size === 1) {
      if (defenderResults.has("defender")) winners.push(defender.id);
      if (defenderResults.has("attacker")) losers.push(defender.id);
    }
    return { winners, losers };
  }

  /* The transitions: each returns the next state, this one unchanged. */

  /**
   * Records a participant's roll. Refused when the card is resolved, the participant unknown or already rolled,
   * the message already recorded, the spec not the one the card fixed, or the roll not that spec's dice. A
   * participant without a fixed spec keeps the spec it rolled, so every client can judge it again.
   */
  recordRoll(recorded: RecordedRoll<S["ruleSet"]>): S {
    const { state } = this;
    requireOpen(state);
    const participant = findParticipant(state, recorded.participantId);
    if (participant.messageId !== null) throw cardError("AlreadyRolled", { name: participant.name });
    checkMessageId(state, recorded.messageId);
    const spec = normalizeContestSpec(state.ruleSet, recorded.spec);
    if (participant.spec !== null && !sameSpec(participant.spec, spec))
      throw cardError("SpecMismatch", { name: participant.name });
    if (!rollMatchesSpec(state.ruleSet, spec, recorded.roll, state.rules))
      throw cardError("WrongRoll", { name: participant.name });
    return {
      ...state,
      participants: state.participants.map((p) =>
        p.id === participant.id ? { ...p, spec, messageId: recorded.messageId } : p,
      ),
    };
  }

  /**
   * Records the tie-break dice of one pairing. Refused on a resolved card, before both rolls are in, when the
   * pairing needs no tie-break or already has its dice, and when the dice are not a finished tie-break of the
   * kind it needs.
   */
  recordTieBreak(rolls: ContestRolls, attackerId: string, dice: TieBreakDice): S {
    const { state } = this;
    requireOpen(state);
    const name = findParticipant(state, attackerId).name;
    if (this.tieBreakOf(attackerId) !== null) throw cardError("TieBreakRecorded", { name });
    const judgement = this.judge(rolls, attackerId);
    if (judgement.status === "awaitingRolls") throw cardError("TieBreakEarly", { name });
    if (judgement.status === "decided") throw cardError("TieBreakUnneeded", { name });
    if (dice?.kind !== judgement.need.kind) throw cardError("TieBreakKind", { value: String(dice?.kind) });
    return { ...state, tieBreaks: [...state.tieBreaks, { attackerId, dice: checkTieBreakDice(dice) }] };
  }

  /**
   * Settles the contest once its rolls are in — the one step the GM's client and the playground both take after each
   * write: records the tie-breaks rolled for `dueTieBreaks`, then resolves the card if every pairing is now decided.
   */
  settle(rolls: ContestRolls, rolled: readonly ContestTieBreak[]): S {
    let next = this.state;
    for (const { attackerId, dice } of rolled) next = new Contest(next).recordTieBreak(rolls, attackerId, dice);
    const contest = new Contest(next);
    return contest.progress(rolls).stage === "ready" ? contest.resolve(rolls) : next;
  }

  /** Resolves every pairing at once; refused while a roll or a tie-break is missing, and on a resolved card. */
  resolve(rolls: ContestRolls): S {
    const { state } = this;
    requireOpen(state);
    const outcome: ContestOutcome = { pairings: this.judgeAll(rolls).map((judged) => decidedOutcome(state, judged)) };
    return { ...state, status: "resolved", outcome };
  }

  /** Every pairing judged, in the order the attackers are listed. */
  private judgeAll(rolls: ContestRolls): JudgedPairing[] {
    return attackersOf(this.state).map((attacker) => ({
      attackerId: attacker.id,
      judgement: this.judge(rolls, attacker.id),
    }));
  }
}

interface JudgedPairing {
  readonly attackerId: string;
  readonly judgement: PairingJudgement;
}

function requireOpen(state: ContestState): void {
  if (state.status !== "open") throw cardError("Resolved");
}

function checkMessageId(state: ContestState, messageId: string): void {
  if (typeof messageId !== "string" || messageId === "") throw cardError("BadMessage", { id: String(messageId) });
  if (state.participants.some((participant) => participant.messageId === messageId)) {
    throw cardError("MessageUsed", { id: messageId });
  }
}

function requireAttacker(state: ContestState, attackerId: string): void {
  const participant = findParticipant(state, attackerId);
  if (participant.side !== "attacker") throw cardError("NotAttacker", { name: participant.name });
}

/** The rules of the state's rule set: `rollOf` hands them only rolls that match the state's own specs. */
function pairingRuleOf<R extends ContestKindId>(state: ContestState<R>): PairingRule<R> {
  return contestKindOf(state.ruleSet).contestRule.pairing;
}

/**
 * A kind's own part of a pairing's outcome at its default: what its verdict leaves unset (none when it has no part).
 */
function defaultOutcomePart(kind: ContestKindId): Partial<PairingOutcomeParts> {
  return contestKindOf(kind).contestRule.outcomePart?.defaults ?? {};
}

function decidedOutcome(state: ContestState, judged: JudgedPairing): PairingOutcome {
  const { judgement } = judged;
  if (judgement.status === "decided") return judgement.outcome;
  const name = findParticipant(state, judged.attackerId).name;
  throw cardError(judgement.status === "awaitingRolls" ? "NotAllRolled" : "TieBreakMissing", { name });
}
