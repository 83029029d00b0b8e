import { attackersOf, defenderOf, findParticipant } from "../core/contest-participants";
import { contestPairingOdds, expectedSpec } from "../core/contest-odds";
import { startContest, type ContestEntrant } from "../core/contest-setup";
import {
  type ContestRoll,
  type ContestRolls,
  type ContestKindId,
  type ContestSpec,
  type ContestState,
} from "../core/contest-types";
import { contestAsSeen, contestChances } from "../core/contest-chances";
import type { PairingShares } from "../core/contest-rule";
import { oddsRow, type OddsRow } from "../../../ui/odds/odds-view";
import { formatWith, type Translator } from "../../../ui/translator";
import type { CardChanceView } from "../../../ui/dialogs/card-chances";
import type { DialogContest } from "./dialog-contest";
import { errorText } from "../../../ui/dialogs/error-text";

/**
 * "Your chance to beat X", live in the roll dialog of a contest's side (a rule set's dialog, or the *Any formula*
 * dialog of a formula contest's side): the roll as the dialog's fields stand
 * against each opponent's roll, under the card's rules, worked out by the core's contest odds
 * (src/card-kinds/contest/core/contest-odds.ts) — the same figures the card shows before the rolls — or, once an
 * opponent's roll the roller may see is recorded, given that roll (src/card-kinds/contest/core/contest-chances.ts), as
 * the card shows it.
 */

/** A contest side's chances. */
type ContestChanceView = CardChanceView;

/**
 * The contest a card's participant meets, from the card's state: its opponents' rolls as the card knows them, and
 * each opponent's recorded roll (judged, `rolls`) that the roller may see (`seen`: in Foundry, the roll message's
 * visibility to the roller). A roll the roller may not see is left out, so the chance cannot move because of it.
 */
export function dialogContestFor(
  state: ContestState,
  participantId: string,
  rolls: ContestRolls = {},
  seen: (participantId: string) => boolean = () => false,
): DialogContest {
  const participant = findParticipant(state, participantId);
  const opponents = participant.side === "attacker" ? [defenderOf(state)] : attackersOf(state);
  const known = contestAsSeen(state, rolls, seen).rolls;
  return {
    side: participant.side,
    rules: state.rules,
    opponents: opponents.map((opponent) => {
      const spec = expectedSpec(opponent);
      const roll = known[opponent.id];
      return {
        name: opponent.name,
        spec,
        proposed: opponent.spec === null && spec !== null,
        ...(roll === undefined ? {} : { roll }),
      };
    }),
  };
}

/** The dialog's own contest with the opponents' seen rolls recorded on it, as contestChances reads a card. */
function withOpponentRolls(state: ContestState, contest: DialogContest): { state: ContestState; rolls: ContestRolls } {
  const rolls: Record<string, ContestRoll> = {};
  contest.opponents.forEach((opponent, index) => {
    if (opponent.roll != null) rolls[`opponent-${index}`] = opponent.roll;
  });
  const participants = state.participants.map((participant) =>
    participant.id in rolls ? { ...participant, messageId: participant.id } : participant,
  );
  return { state: { ...state, participants }, rolls };
}

/** Each pairing's chances: given the opponents' seen rolls once any is known, else before the rolls. */
function dialogPairings(
  state: ContestState,
  contest: DialogContest,
): readonly { attackerId: string; defenderId: string; odds: PairingShares | null }[] {
  if (!contest.opponents.some((opponent) => opponent.roll != null)) return contestPairingOdds(state);
  const recorded = withOpponentRolls(state, contest);
  return contestChances(recorded.state, recorded.rolls).pairings;
}

const SELF = "self";

/**
 * The chance to beat each opponent with the roll the dialog's fields make now; null while a field is wrong (the
 * odds part then says so). A contest the core refuses (a spec that no longer fits) is a note, never a throw.
 */
export function contestChanceView(
  i18n: Translator,
  ruleSet: ContestKindId,
  contest: DialogContest,
  request: ContestSpec | null,
): ContestChanceView | null {
  if (request === null) return null;
  const heading = i18n.localize("INDIE_DICE.Dialog.Contest.Heading");
  const own: ContestEntrant = { id: SELF, name: "", spec: request };
  const others: ContestEntrant[] = contest.opponents.map((opponent, index) => ({
    id: `opponent-${index}`,
    name: opponent.name,
    spec: opponent.proposed ? null : opponent.spec,
    proposal: opponent.proposed ? opponent.spec : null,
  }));
  let state: ContestState;
  try {
    state = startContest({
      ruleSet,
      rules: contest.rules,
      attackers: contest.side === "attacker" ? [own] : others,
      defenders: contest.side === "attacker" ? others : [own],
    });
  } catch (error) {
    return { heading, rows: [], notes: [errorText(i18n, error)] };
  }
  const rows: OddsRow[] = [];
  const notes: string[] = [];
  let pairings: ReturnType<typeof dialogPairings>;
  try {
    pairings = dialogPairings(state, contest);
  } catch (error) {
    return { heading, rows: [], notes: [errorText(i18n, error)] };
  }
  for (const entry of pairings) {
    const opponentId = contest.side === "attacker" ? entry.defenderId : entry.attackerId;
    const index = Number(opponentId.slice("opponent-".length));
    const opponent = contest.opponents[index]!;
    if (entry.odds === null) {
      notes.push(formatWith(i18n, "INDIE_DICE.Dialog.Contest.Unknown", { name: opponent.name }));
      continue;
    }
    const chance = contest.side === "attacker" ? entry.odds.attackerWins : entry.odds.defenderWins;
    rows.push(
      oddsRow(
        i18n,
        `beat-${index}`,
        formatWith(i18n, "INDIE_DICE.Dialog.Contest.Beat", { name: opponent.name }),
        chance,
      ),
    );
    if (opponent.proposed) notes.push(formatWith(i18n, "INDIE_DICE.Dialog.Contest.Proposed", { name: opponent.name }));
    if (opponent.roll != null) notes.push(formatWith(i18n, "INDIE_DICE.Dialog.Contest.Given", { name: opponent.name }));
  }
  return { heading, rows, notes };
}
