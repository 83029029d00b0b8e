/**
 * The tie-breaks the GM's client rolls on a contest card, as real Foundry rolls in their own message (Dice So
 * Nice throws them; tie-break-rolls.ts). A tie-break tells of both rolls it settles (that they tied), so it is
 * seen only by those who may see both: the most private of the two rolls' modes.
 */
import { defenderOf, findParticipant } from "../core/contest-participants";
import type { TieBreakNeed } from "../core/contest";
import { expectedSpec } from "../core/contest-odds";
import type { TieBreakPairing } from "../core/contest-rule";
import { type ContestState, type ContestTieBreak } from "../core/contest-types";
import type { MessageMode } from "../../../foundry/types/message-mode";
import { modeOfRecorded, mostPrivateMode } from "../../../foundry/cards/roll-copies";
import { rollTieBreakInFoundry } from "./tie-break-rolls";
import { cardError } from "../../../core/card-errors";

function tieBreakMode(state: ContestState, attackerId: string): MessageMode {
  return mostPrivateMode([modeOfRecorded(findParticipant(state, attackerId)), modeOfRecorded(defenderOf(state))]);
}

/** The pairing's two specs, once both rolls are in (a recorded roll keeps the spec it was rolled with). */
function pairingSpecs(state: ContestState, attackerId: string): TieBreakPairing {
  const [attacker, defender] = [findParticipant(state, attackerId), defenderOf(state)].map((side) =>
    expectedSpec(side),
  );
  if (!attacker || !defender) throw cardError("NoTieBreakDue", { name: findParticipant(state, attackerId).name });
  return { attacker, defender };
}

/** Rolls each due tie-break in turn (one message each, in the pairings' order). */
export async function rollContestTieBreaks(
  state: ContestState,
  cardId: string,
  due: readonly TieBreakNeed[],
): Promise<ContestTieBreak[]> {
  const rolled: ContestTieBreak[] = [];
  for (const need of due) {
    const { dice } = await rollTieBreakInFoundry(need.kind, {
      cardId,
      attackerId: need.attackerId,
      attacker: findParticipant(state, need.attackerId).name,
      defender: defenderOf(state).name,
      sides: pairingSpecs(state, need.attackerId),
      mode: tieBreakMode(state, need.attackerId),
    });
    rolled.push({ attackerId: need.attackerId, dice });
  }
  return rolled;
}
