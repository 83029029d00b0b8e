import { contestKindOf } from "./contest-kinds";
import { IndieDiceError } from "../../../core/errors";
import { certainWhereSettled, contestPairingOdds, expectedSpec, type PairingOddsEntry } from "./contest-odds";
import { attackersOf, defenderOf, rollOf } from "./contest-participants";
import type { JointSide, PairingRule, PairingShares } from "./contest-rule";
import { Contest } from "./contest";
import { tieBreakContinues } from "./contest-tie-break";
import { jointContestOdds, mixedPlan, WinCountMixture, type JointContestEntry } from "./joint-contest-odds";
import type {
  ContestParticipant,
  ContestRoll,
  ContestRolls,
  ContestKindId,
  ContestState,
  PairingWinner,
} from "./contest-types";

/**
 * A contest's chances given the rolls a viewer may see (docs/odds.md "Given the rolls"). Before any such roll they
 * are the chances before the rolls, figure for figure. Once one is recorded, every figure is exact given it:
 *
 * - a side's recorded roll is that side's only outcome in its rule set's joint plan (contest-rule.ts `JointSide`),
 *   so a pairing with one side rolled is the plan of that one pairing, the other side's spec against the roll;
 * - both sides rolled: the pairing is decided (its judge's verdict, certain), or its tie-break is under way and
 *   the rule set says what the rest of it gives (`PairingRule.pendingTieBreak`);
 * - many against one: with the defender's roll seen, the attackers are independent given it, so the number who
 *   win is the Poisson-binomial of their pairings' chances; with it unseen, the joint plan mixes over the
 *   defender's outcomes, each seen attacker's roll fixed.
 *
 * A roll the viewer may not see is treated as still to come (with its pairing's tie-break dice, which would tell a
 * tie), so no figure a viewer is shown moves because of it. Once the card is resolved, though, its outcome is the
 * table's (every viewer is shown who won each pairing, docs/cards.md "Contests"): every pairing is then decided,
 * even one resting on a roll the viewer may not see, and no figure contradicts the outcome shown beside it.
 */

export interface PairingChances {
  readonly attackerId: string;
  readonly defenderId: string;
  /** null while either side's spec is still to be chosen. */
  readonly odds: PairingShares | null;
  /** The figures rest on a side's proposed roll, which its roller may still change. */
  readonly proposed: boolean;
  /** A side of this pairing has a roll the figures rest on: they are no longer its chances before the rolls. */
  readonly given: boolean;
  /** Both rolls (and any tie-break) decide the pairing, or the resolved card's verdict does: its outcome, certain. */
  readonly decided: boolean;
}

export interface ContestChances {
  /** The figures rest on at least one recorded roll: they are no longer the chances before the rolls. */
  readonly given: boolean;
  /** Each pairing's chances, in the order the attackers are listed. */
  readonly pairings: readonly PairingChances[];
  /** Many against one, given the same rolls. */
  readonly joint: JointContestEntry;
  /** The chances before anyone rolled, from the specs alone. */
  readonly before: { readonly pairings: readonly PairingOddsEntry[]; readonly joint: JointContestEntry };
}

/** Who may see a participant's recorded roll; by default, everyone. */
type Seen = (participantId: string) => boolean;

const EVERYONE: Seen = () => true;

/** A participant's roll as the chances may use it: recorded, seen and readable; otherwise none. */
function usableRoll(
  state: ContestState,
  rolls: ContestRolls,
  participant: ContestParticipant,
  seen: Seen,
): ContestRoll | null {
  if (participant.messageId === null || !seen(participant.id)) return null;
  try {
    return rollOf(state, rolls, participant.id);
  } catch (error) {
    // A roll the card cannot read shows as a problem on its pairing: the chances go on without it.
    if (error instanceof IndieDiceError) return null;
    throw error;
  }
}

/**
 * The contest as one viewer may know it, reduced to what its chances depend on: rolls the viewer may not see (or
 * that cannot be read) are taken off as if still to come, with the tie-break dice of their pairings; the copies of
 * the roll messages and the privacy are dropped, and so are the status and outcome of a card still open (a resolved
 * card's outcome is shown to every viewer, so it stays). Equal for two viewers who know the same.
 */
export function contestAsSeen(
  state: ContestState,
  rolls: ContestRolls,
  seen: Seen = EVERYONE,
): { state: ContestState; rolls: ContestRolls } {
  const known: Record<string, ContestRoll> = {};
  const participants = state.participants.map((participant) => {
    const { id, actorUuid, name, side, spec, proposal } = participant;
    const roll = usableRoll(state, rolls, participant, seen);
    if (roll !== null) known[id] = roll;
    return { id, actorUuid, name, side, spec, proposal: proposal ?? null, messageId: roll === null ? null : id };
  });
  const defenderId = defenderOf(state).id;
  const tieBreaks = defenderId in known ? state.tieBreaks.filter((tieBreak) => tieBreak.attackerId in known) : [];
  const settled = state.status === "resolved" && state.outcome !== null;
  const ending = settled
    ? { status: state.status, outcome: state.outcome }
    : { status: "open" as const, outcome: null };
  return { state: { ...state, ...ending, participants, tieBreaks }, rolls: known };
}

const CERTAIN: Readonly<Record<PairingWinner, PairingShares>> = {
  attacker: { attackerWins: 1, defenderWins: 0, neither: 0 },
  defender: { attackerWins: 0, defenderWins: 1, neither: 0 },
  neither: { attackerWins: 0, defenderWins: 0, neither: 1 },
};

/** Both sides rolled: the judge's verdict once the tie-break (if any) is done, else what the rest of it gives. */
function bothRolled(
  state: ContestState,
  attackerId: string,
  attacker: ContestRoll,
  defender: ContestRoll,
): { shares: PairingShares; decided: boolean } {
  const rule: PairingRule<ContestKindId> = contestKindOf(state.ruleSet).contestRule.pairing;
  const dice = new Contest(state).tieBreakOf(attackerId);
  const needsDice = rule.tieBreak(state, attacker, defender) !== null;
  if (!needsDice || (dice !== null && !tieBreakContinues(dice))) {
    return { shares: CERTAIN[rule.decide(state, attacker, defender, needsDice ? dice : null).winner], decided: true };
  }
  return { shares: rule.pendingTieBreak(state, attacker, defender, dice), decided: false };
}

/** One pairing with at most one side rolled: the plan of that pairing alone, the roll its side's only outcome. */
function onePairing<R extends ContestKindId>(
  state: ContestState<R>,
  attacker: JointSide<R>,
  defender: JointSide<R>,
): PairingShares {
  const mixed = mixedPlan(state.ruleSet, [attacker], defender, { rules: state.rules });
  const attackerWins = mixed.result.attackerWins[0]!;
  const neither = mixed.neither[0]!;
  // Whatever an engine's cut tail left out is counted as the defender's, as a whole must share out.
  return certainWhereSettled({ attackerWins, neither, defenderWins: Math.max(0, 1 - attackerWins - neither) });
}

/** The contest's chances given the rolls `seen` lets the viewer see (all of them by default). */
export function contestChances(whole: ContestState, allRolls: ContestRolls, seen: Seen = EVERYONE): ContestChances {
  const { state, rolls } = contestAsSeen(whole, allRolls, seen);
  const before = { pairings: contestPairingOdds(state), joint: jointContestOdds(state) };
  const outcome = state.outcome?.pairings ?? [];
  if (Object.keys(rolls).length === 0 && outcome.length === 0) {
    const pairings = before.pairings.map(({ attackerId, defenderId, odds, proposed }) => ({
      attackerId,
      defenderId,
      odds,
      proposed,
      given: false,
      decided: false,
    }));
    return { given: false, pairings, joint: before.joint, before };
  }
  const sideOf = (participant: ContestParticipant): JointSide<ContestKindId> | null => {
    const spec = expectedSpec(participant);
    return spec === null ? null : { spec, roll: rolls[participant.id] ?? null };
  };
  const defender = defenderOf(state);
  const defenderSide = sideOf(defender);
  const attackers = attackersOf(state);
  const attackerSides = attackers.map(sideOf);
  const pairings = attackers.map((attacker, i): PairingChances => {
    const side = attackerSides[i]!;
    const proposed = before.pairings[i]!.proposed;
    const given = attacker.id in rolls || defender.id in rolls;
    const base = { attackerId: attacker.id, defenderId: defender.id, proposed, given };
    // A resolved card's verdict, shown to every viewer: certain, whatever rolls this viewer may see.
    const verdict = outcome.find((pairing) => pairing.attackerId === attacker.id);
    if (verdict !== undefined) return { ...base, given: true, odds: CERTAIN[verdict.winner], decided: true };
    if (side === null || defenderSide === null) return { ...base, odds: null, decided: false };
    if (side.roll !== null && defenderSide.roll !== null) {
      const { shares, decided } = bothRolled(state, attacker.id, side.roll, defenderSide.roll);
      return { ...base, odds: shares, decided };
    }
    // Neither side of this pairing rolled: its chances before the rolls, figure for figure.
    if (!given) return { ...base, odds: before.pairings[i]!.odds, decided: false };
    return { ...base, odds: onePairing(state, side, defenderSide), decided: false };
  });
  return {
    given: true,
    pairings,
    joint: givenJoint(state, pairings, attackerSides, defenderSide, before.joint.proposed),
    before,
  };
}

/**
 * Many against one given the rolls: independent pairings once the defender's roll is known (or all are decided), else
 * the plan mixed.
 */
function givenJoint<R extends ContestKindId>(
  state: ContestState<R>,
  pairings: readonly PairingChances[],
  attackers: readonly (JointSide<R> | null)[],
  defender: JointSide<R> | null,
  proposed: boolean,
): JointContestEntry {
  // Every pairing decided (a resolved card's verdict among them) needs no plan: its figures are certain.
  if (!pairings.every((pairing) => pairing.decided)) {
    const known = attackers.filter((side) => side !== null);
    if (defender === null || known.length < attackers.length) return { odds: null, proposed };
    if (defender.roll === null)
      return { odds: mixedPlan(state.ruleSet, known, defender, { rules: state.rules }).result, proposed };
  }
  const mixture = new WinCountMixture(pairings.length);
  const wins = Float64Array.from(pairings, (pairing) => pairing.odds!.attackerWins);
  const neither = Float64Array.from(pairings, (pairing) => pairing.odds!.neither);
  mixture.add(1, wins, neither);
  return { odds: mixture.result(0), proposed };
}
