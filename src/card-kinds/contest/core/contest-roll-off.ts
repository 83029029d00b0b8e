import { CHAIN_LIMIT } from "../../../core/chain-limit";
import type { RandomSource } from "../../../core/random";
import type { TieBreakRule } from "./contest-rule";
import type { ContestSide, TieBreakDice } from "./contest-types";
import { cardError } from "../../../core/card-errors";

/**
 * Opposed roll-off rounds [attacker, defender], repeated while they tie — Dungeons of Olde's roll-off after a
 * stalemate (the text has none of its own, so both sides roll a plain d6, the game's base die). Capped at
 * CHAIN_LIMIT rounds like every repeating chain; a roll-off tied to the cap names no winner.
 */
export type RollOffRound = readonly [number, number];

export interface PairedRollOff {
  readonly rounds: readonly RollOffRound[];
  readonly winner: ContestSide | null;
  readonly capped: boolean;
}

/** Step predicate for rolling with real dice: another round is due while every round so far tied. */
export function pairedRollOffContinues(rounds: readonly RollOffRound[]): boolean {
  return rounds.length < CHAIN_LIMIT && rounds.every(([attacker, defender]) => attacker === defender);
}

function checkFace(face: unknown, dieFaces: number): void {
  if (typeof face !== "number" || !Number.isInteger(face) || face < 1 || face > dieFaces) {
    throw cardError("RollOffFace", { value: String(face), faces: dieFaces });
  }
}

/** Judges rounds rolled elsewhere: faces on the die, and exactly the rounds until the first that differs. */
export function judgePairedRollOff(rounds: readonly RollOffRound[], dieFaces: number): PairedRollOff {
  const checked: RollOffRound[] = [];
  for (const round of rounds) {
    if (!Array.isArray(round) || round.length !== 2 || !pairedRollOffContinues(checked)) {
      throw cardError("RollOffRounds", { given: rounds.length });
    }
    round.forEach((face) => checkFace(face, dieFaces));
    checked.push([round[0], round[1]]);
  }
  if (checked.length === 0 || pairedRollOffContinues(checked))
    throw cardError("RollOffRounds", { given: rounds.length });
  const [attacker, defender] = checked[checked.length - 1]!;
  if (attacker === defender) return { rounds: checked, winner: null, capped: true };
  return { rounds: checked, winner: attacker > defender ? "attacker" : "defender", capped: false };
}

export function rollPairedRollOff(source: RandomSource, dieFaces: number): RollOffRound[] {
  const rounds: RollOffRound[] = [];
  while (pairedRollOffContinues(rounds)) rounds.push([source.die(dieFaces), source.die(dieFaces)]);
  return rounds;
}

/** The tie-break kinds rolled as rounds of one die a side, whichever rule sets declare them. */
export type PairedTieBreakKind = Extract<TieBreakDice, { readonly pairs: readonly RollOffRound[] }>["kind"];

function pairsOf(dice: TieBreakDice, kind: PairedTieBreakKind): readonly RollOffRound[] {
  if (dice?.kind !== kind || !("pairs" in dice)) throw cardError("TieBreakKind", { value: String(dice?.kind) });
  return dice.pairs;
}

/** The tie-break rule of a roll-off in rounds of one die a side, until a round differs: `kind` names its dice. */
export function pairedRollOffRule(kind: PairedTieBreakKind, dieFaces: number): TieBreakRule {
  return {
    kind,
    die: dieFaces,
    roll: (source) => ({ kind, pairs: rollPairedRollOff(source, dieFaces) }),
    continues: (dice) => pairedRollOffContinues(pairsOf(dice, kind)),
    check: (dice) => ({ kind, pairs: judgePairedRollOff(pairsOf(dice, kind), dieFaces).rounds }),
  };
}
