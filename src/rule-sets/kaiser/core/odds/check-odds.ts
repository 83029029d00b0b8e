import { IntDistribution } from "../../../../core/odds/int-distribution";
import { FUMBLE_FACE, KAISER_DIE_FACES, OPEN_ROLL_FACE } from "../mechanics/constants";
import type { KaiserCheckSpec } from "../mechanics/types";
import { normalizeCheckSpec, type NormalizedCheckSpec } from "../mechanics/validate";
import { keptPairTable, pairIndex } from "./kept-pair";
import { kaiserOpenRollChain } from "./open-roll-chain";

/** The exact odds of one check's total, before it meets a difficulty or an opponent. */
interface KaiserCheckOdds {
  readonly spec: NormalizedCheckSpec;
  /** Totals of the checks that did not fumble (Open Roll tails included); its mass is 1 − pFumble − cutMass. */
  readonly totals: IntDistribution;
  readonly pFumble: number;
  readonly pOpenRoll: number;
  /** The total a fumbled check shows (double one + bonus), or null when this check cannot fumble. */
  readonly fumbleTotal: number | null;
  /** Open Roll tail mass too small to list (below 1e-12 in all). */
  readonly cutMass: number;
}

/** The bonus-free part of a check's odds, shared by every bonus. */
interface DiceOdds {
  readonly totals: IntDistribution;
  readonly pFumble: number;
  readonly pOpenRoll: number;
}

const FUMBLE_DICE_TOTAL = 2 * FUMBLE_FACE;
const OPEN_ROLL_DICE_TOTAL = 2 * OPEN_ROLL_FACE;

const diceCache = new Map<string, DiceOdds>();

/** Exact odds of a check: the distribution of its total, P(Fumble) and P(Open Roll). */
export function kaiserCheckOdds(spec: KaiserCheckSpec): KaiserCheckOdds {
  const normalized = normalizeCheckSpec(spec);
  const dice = diceOdds(normalized);
  return {
    spec: normalized,
    totals: dice.totals.shift(normalized.bonus),
    pFumble: dice.pFumble,
    pOpenRoll: dice.pOpenRoll,
    fumbleTotal: normalized.kind === "skill" ? FUMBLE_DICE_TOTAL + normalized.bonus : null,
    cutMass: dice.totals.cutMass,
  };
}

function diceOdds(spec: NormalizedCheckSpec): DiceOdds {
  const key = `${spec.kind}:${spec.method}:${spec.advantage}`;
  let odds = diceCache.get(key);
  if (odds === undefined) {
    odds = spec.kind === "characteristic" ? characteristicDice() : pairDice(spec);
    diceCache.set(key, odds);
  }
  return odds;
}

function characteristicDice(): DiceOdds {
  return { totals: IntDistribution.die(KAISER_DIE_FACES), pFumble: 0, pOpenRoll: 0 };
}

/**
 * Sums the kept-pair table. On a skill check the double one leaves the totals (it is a Fumble, reported on
 * its own) and the double six carries on into 12 + the Open Roll chain.
 */
function pairDice(spec: NormalizedCheckSpec): DiceOdds {
  const table = keptPairTable(spec.advantage, spec.method);
  const skill = spec.kind === "skill";
  const chain = kaiserOpenRollChain();
  const pFumble = skill ? table[pairIndex(FUMBLE_FACE, FUMBLE_FACE)]! : 0;
  const pOpenRoll = skill ? table[pairIndex(OPEN_ROLL_FACE, OPEN_ROLL_FACE)]! : 0;
  // Dense from a total of 2 up to the longest Open Roll listed.
  const probs = new Float64Array(OPEN_ROLL_DICE_TOTAL + chain.max - FUMBLE_DICE_TOTAL + 1);
  for (let low = 1; low <= KAISER_DIE_FACES; low++) {
    for (let high = low; high <= KAISER_DIE_FACES; high++) {
      const special = skill && low === high && (low === FUMBLE_FACE || low === OPEN_ROLL_FACE);
      if (!special) probs[low + high - FUMBLE_DICE_TOTAL]! += table[pairIndex(low, high)]!;
    }
  }
  if (pOpenRoll > 0) {
    for (let i = 0; i < chain.probs.length; i++) {
      probs[OPEN_ROLL_DICE_TOTAL + chain.min + i - FUMBLE_DICE_TOTAL]! += pOpenRoll * chain.probs[i]!;
    }
  }
  const totals = new IntDistribution(FUMBLE_DICE_TOTAL, probs, pOpenRoll * chain.cutMass);
  return { totals, pFumble, pOpenRoll };
}
