import { requireList } from "../../lists";
import type { RandomSource } from "../../random";
import { rollCheck } from "./check";
import { DEFAULT_FUMBLE_PENALTY } from "./constants";
import { opposedFumbleTotal, penaltyFrom } from "./fumble";
import { judgeRollOff, opposedNeedsRollOff, rollRollOff } from "./roll-off";
import type {
  FumblePenaltySpec,
  KaiserCheckRoll,
  KaiserCheckSpec,
  KaiserOpposedResult,
  OpposedExtraFaces,
  OpposedOptions,
  OpposedSide,
  OpposedTieRule,
  OpposedWinner,
  RollOffResult,
} from "./types";
import { assertPenaltySpec, assertTieRule, normalizeCheckSpec, wrongDiceCount } from "./validate";

/** The options of an opposed check with their defaults filled in and checked. */
interface SettledOptions {
  readonly tieRule: OpposedTieRule;
  readonly attack: boolean;
  readonly fumblePenalty: FumblePenaltySpec;
}

function settleOptions(options: OpposedOptions): SettledOptions {
  const settled = {
    tieRule: options.tieRule ?? "defender",
    attack: options.attack ?? false,
    fumblePenalty: options.fumblePenalty ?? DEFAULT_FUMBLE_PENALTY,
  };
  assertTieRule(settled.tieRule);
  assertPenaltySpec(settled.fumblePenalty);
  return settled;
}

/**
 * One side's compared total. A side that fumbled does not fail outright in an opposed check: it compares
 * max(0, skill − penalty) instead, so it needs its penalty faces; a side that did not fumble takes none.
 */
export function opposedSide(
  check: KaiserCheckRoll,
  penaltyFaces: readonly number[] = [],
  penaltySpec: FumblePenaltySpec = DEFAULT_FUMBLE_PENALTY,
): OpposedSide {
  requireList(penaltyFaces, "penalty faces");
  if (!check.fumble) {
    if (penaltyFaces.length > 0) throw wrongDiceCount("Penalty", 0, penaltyFaces);
    return { check, penaltyFaces: [], penalty: null, total: check.total };
  }
  const penalty = penaltyFrom(penaltySpec, penaltyFaces);
  return { check, penaltyFaces: [...penaltyFaces], penalty, total: opposedFumbleTotal(check.bonus, penalty) };
}

/**
 * Settles an opposed check from both judged checks and the dice rolled after them: each fumbling side's
 * penalty, and the roll-off when `opposedNeedsRollOff` says the tie goes to one.
 */
export function judgeOpposed(
  attackerCheck: KaiserCheckRoll,
  defenderCheck: KaiserCheckRoll,
  options: OpposedOptions = {},
  extra: OpposedExtraFaces = {},
): KaiserOpposedResult {
  const settled = settleOptions(options);
  const attacker = opposedSide(attackerCheck, extra.attackerPenalty, settled.fumblePenalty);
  const defender = opposedSide(defenderCheck, extra.defenderPenalty, settled.fumblePenalty);
  const rollOffFaces = extra.rollOff ?? [];
  const needsRollOff = opposedNeedsRollOff(attacker.total, defender.total, settled.tieRule, settled.attack);
  if (!needsRollOff && rollOffFaces.length > 0) throw wrongDiceCount("RollOff", 0, rollOffFaces);
  const rollOff = needsRollOff ? judgeRollOff(rollOffFaces) : null;

  const winner = decideWinner(attacker.total, defender.total, settled.attack, rollOff);
  const margin = Math.abs(attacker.total - defender.total);
  return {
    attacker,
    defender,
    tieRule: settled.tieRule,
    attack: settled.attack,
    tie: attacker.total === defender.total,
    rollOff,
    winner,
    counterAllowed: settled.attack && winner === "defender",
    margin,
    // A tie taken by rule counts one degree, as a tie at a set difficulty does.
    dod: winner === "neither" ? 0 : Math.max(1, margin),
  };
}

/** Higher total wins; a tie fails an Attack (nobody wins), else goes to the roll-off or the defender. */
function decideWinner(
  attackerTotal: number,
  defenderTotal: number,
  attack: boolean,
  rollOff: RollOffResult | null,
): OpposedWinner {
  if (attackerTotal > defenderTotal) return "attacker";
  if (attackerTotal < defenderTotal) return "defender";
  if (attack) return "neither";
  return rollOff?.winner ?? "defender";
}

/** Rolls both checks (attacker first), any Fumble penalties, then the roll-off if one is due. */
export function rollOpposedCheck(
  source: RandomSource,
  attackerSpec: KaiserCheckSpec,
  defenderSpec: KaiserCheckSpec,
  options: OpposedOptions = {},
): KaiserOpposedResult {
  const settled = settleOptions(options);
  // Both sides are checked before the attacker's dice are drawn.
  normalizeCheckSpec(attackerSpec);
  normalizeCheckSpec(defenderSpec);
  const attackerCheck = rollCheck(source, attackerSpec);
  const defenderCheck = rollCheck(source, defenderSpec);
  const attackerPenalty = attackerCheck.fumble ? rollPenalty(source, settled.fumblePenalty) : [];
  const defenderPenalty = defenderCheck.fumble ? rollPenalty(source, settled.fumblePenalty) : [];
  const attacker = opposedSide(attackerCheck, attackerPenalty, settled.fumblePenalty);
  const defender = opposedSide(defenderCheck, defenderPenalty, settled.fumblePenalty);
  const rollOff = opposedNeedsRollOff(attacker.total, defender.total, settled.tieRule, settled.attack)
    ? rollRollOff(source).faces
    : [];
  return judgeOpposed(attackerCheck, defenderCheck, settled, { attackerPenalty, defenderPenalty, rollOff });
}

function rollPenalty(source: RandomSource, spec: FumblePenaltySpec): number[] {
  return Array.from({ length: spec.number }, () => source.die(spec.faces));
}
