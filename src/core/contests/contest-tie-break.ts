import { rollOffContinues as kaiserRollOffContinues, rollRollOff as rollKaiserRollOff, judgeRollOff as judgeKaiserRollOff } from "../../rule-sets/kaiser/core/mechanics";
import { judgeRollOff as judgeOgsRollOff, rollOffContinues as ogsRollOffContinues, rollRollOff as rollOgsRollOff, ROLL_OFF_DIE } from "../../rule-sets/ogs/core/mechanics";
import { flipCoin, type RandomSource } from "../random";
import { contestError } from "./contest-errors";
import { judgePairedRollOff, pairedRollOffContinues, rollPairedRollOff } from "./contest-roll-off";
import type { TieBreakDice, TieBreakKind } from "./contest-types";

/**
 * The tie-break dice rolled on a card, as dice only: rolling them, the step predicate for rolling them one die
 * (or round) at a time with real dice, and checking dice that arrive from elsewhere. Who they favour is decided
 * by the pairing's judge (contest-judge.ts), from the same dice, on every client.
 */

/** Dungeons of Olde rolls off with its base die. */
export const OLDE_ROLL_OFF_DIE = 6;

/** Kaiser and Olde roll d6s, OGS d12s, the Kleptonomicon tosses a coin. */
export const TIE_BREAK_DIE: Readonly<Record<TieBreakKind, number | "coin">> = {
  kaiserRollOff: 6,
  ogsRollOff: ROLL_OFF_DIE,
  kleptoCoin: "coin",
  oldeRollOff: OLDE_ROLL_OFF_DIE,
};

/** Rolls a whole tie-break with the core's own step rules. */
export function rollTieBreak(kind: TieBreakKind, source: RandomSource): TieBreakDice {
  switch (kind) {
    case "kaiserRollOff":
      return { kind, faces: rollKaiserRollOff(source).faces };
    case "ogsRollOff":
      return { kind, pairs: rollOgsRollOff(source).pairs };
    case "kleptoCoin":
      return { kind, coin: flipCoin(source) };
    case "oldeRollOff":
      return { kind, pairs: rollPairedRollOff(source, OLDE_ROLL_OFF_DIE) };
  }
}

/**
 * Step predicate for the Foundry layer, which may roll a tie-break die by die (Dice So Nice shows each): is
 * another die (Kaiser: faces alternate attacker, defender) or round (OGS, Olde) due after these? A coin is one toss.
 */
export function tieBreakContinues(dice: TieBreakDice): boolean {
  switch (dice.kind) {
    case "kaiserRollOff":
      return kaiserRollOffContinues(dice.faces);
    case "ogsRollOff":
      return ogsRollOffContinues(dice.pairs);
    case "kleptoCoin":
      return false;
    case "oldeRollOff":
      return pairedRollOffContinues(dice.pairs);
  }
}

/** A fresh, plain copy of tie-break dice after each rule's judge accepted them; anything else is refused. */
export function checkTieBreakDice(dice: TieBreakDice): TieBreakDice {
  switch (dice?.kind) {
    case "kaiserRollOff":
      return { kind: dice.kind, faces: judgeKaiserRollOff(dice.faces).faces };
    case "ogsRollOff":
      return { kind: dice.kind, pairs: judgeOgsRollOff(dice.pairs).pairs };
    case "kleptoCoin":
      if (dice.coin !== "heads" && dice.coin !== "tails") throw contestError("Coin", { value: String(dice.coin) });
      return { kind: dice.kind, coin: dice.coin };
    case "oldeRollOff":
      return { kind: dice.kind, pairs: judgePairedRollOff(dice.pairs, OLDE_ROLL_OFF_DIE).rounds };
    default:
      throw contestError("TieBreakKind", { value: String((dice as { kind?: unknown } | null)?.kind) });
  }
}
