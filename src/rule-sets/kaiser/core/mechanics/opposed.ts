import { requireList } from "../../../../core/lists";
import type { RandomSource } from "../../../../core/random";
import { rollCheck } from "./check";
import { DEFAULT_FUMBLE_PENALTY, DEFAULT_OPPOSED_FUMBLE_RULE } from "./constants";
import { opposedFumbleTotal, penaltyFrom } from "./fumble";
import { judgeRollOff, opposedNeedsRollOff, rollRollOff } from "./roll-off";
import type {
  FumblePenaltySpec,
  KaiserCheckRoll,
  KaiserCheckSpec,
  KaiserOpposedResult,
  OpposedExtraFaces,
  OpposedFumbleRule,
  OpposedOptions,
  OpposedSide,
  OpposedTieRule,
  OpposedWinner,
  RollOffResult,
} from "./types";
import { assertFumbleRule, assertPenaltySpec, assertTieRule, normalizeCheckSpec, wrongDiceCount } from "./validate";

/** The options of an opposed check with their defaults filled in and checked. */
interface SettledOptions {
  readonly tieRule: OpposedTieRule;
  readonly attack: boolean;
  readonly fumblePenalty: FumblePenaltySpec;
  readonly fumbleRule: OpposedFumbleRule;
}

function settleOptions(options: OpposedOptions): SettledOptions {
  const settled = {
    tieRule: options.tieRule ?? "defender",
    attack: options.attack ?? false,
    fumblePenalty: options.fumblePenalty ?? DEFAULT_FUMBLE_PENALTY,
    fumbleRule: options.fumbleRule ?? DEFAULT_OPPOSED_FUMBLE_RULE,
  };
  assertTieRule(settled.tieRule);
  assertPenaltySpec(settled.fumblePenalty);
  assertFumbleRule(settled.fumbleRule);
  return settled;
}

/**
 * One side's total after its Fumble penalty. A side that fumbled has max(0, skill − penalty) instead of its
 * check total, so it needs its penalty faces; a side that did not fumble takes none. Whether that total is
 * compared or only sets the winner's degrees is the opposed check's rule (`lostToFumble`).
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
 * The side that lost to its own Fumble: under the `loses` rule, the one that fumbled when the other did not.
 * Null when the totals decide — nobody fumbled, both did, or the world compares a Fumble's reduced total.
 */
export function fumbleLoser(
  attackerFumbled: boolean,
  defenderFumbled: boolean,
  rule: OpposedFumbleRule = DEFAULT_OPPOSED_FUMBLE_RULE,
): "attacker" | "defender" | null {
  assertFumbleRule(rule);
  if (rule === "compared" || attackerFumbled === defenderFumbled) return null;
  return attackerFumbled ? "attacker" : "defender";
}

/**
 * Whether both sides, their penalties applied, call for a roll-off: a tie the totals must settle, under the
 * roll-off tie rule, in no Attack. A lone Fumble under the `loses` rule settles it without one, whatever the totals.
 */
export function opposedSidesNeedRollOff(
  attacker: OpposedSide,
  defender: OpposedSide,
  options: OpposedOptions = {},
): boolean {
  const settled = settleOptions(options);
  if (fumbleLoser(attacker.check.fumble, defender.check.fumble, settled.fumbleRule) !== null) return false;
  return opposedNeedsRollOff(attacker.total, defender.total, settled.tieRule, settled.attack);
}

/**
 * Settles an opposed check from both judged checks and the dice rolled after them: each fumbling side's
 * penalty, and the roll-off when `opposedSidesNeedRollOff` says the tie goes to one.
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
  const rollOffFaces = requireList(extra.rollOff ?? [], "roll-off faces");
  const needsRollOff = opposedSidesNeedRollOff(attacker, defender, settled);
  if (!needsRollOff && rollOffFaces.length > 0) throw wrongDiceCount("RollOff", 0, rollOffFaces);
  const rollOff = needsRollOff ? judgeRollOff(rollOffFaces) : null;

  const lostToFumble = fumbleLoser(attackerCheck.fumble, defenderCheck.fumble, settled.fumbleRule);
  const winner =
    lostToFumble === null
      ? decideWinner(attacker.total, defender.total, settled.attack, rollOff)
      : OTHER_SIDE[lostToFumble];
  return {
    attacker,
    defender,
    tieRule: settled.tieRule,
    attack: settled.attack,
    fumbleRule: settled.fumbleRule,
    lostToFumble,
    tie: lostToFumble === null && attacker.total === defender.total,
    rollOff,
    winner,
    counterAllowed: settled.attack && winner === "defender",
    margin: Math.abs(attacker.total - defender.total),
    dod: degreesOfDifference(winner, attacker.total, defender.total),
  };
}

const OTHER_SIDE = { attacker: "defender", defender: "attacker" } as const;

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

/**
 * The winner's degrees, DoS = max(1, its total − the other's): a tie taken by rule counts one degree, as a tie at
 * a set difficulty does, and so does a win by the loser's Fumble when its reduced total is still the higher.
 */
function degreesOfDifference(winner: OpposedWinner, attackerTotal: number, defenderTotal: number): number {
  if (winner === "neither") return 0;
  const [winning, losing] = winner === "attacker" ? [attackerTotal, defenderTotal] : [defenderTotal, attackerTotal];
  return Math.max(1, winning - losing);
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
  const rollOff = opposedSidesNeedRollOff(attacker, defender, settled) ? rollRollOff(source).faces : [];
  return judgeOpposed(attackerCheck, defenderCheck, settled, { attackerPenalty, defenderPenalty, rollOff });
}

function rollPenalty(source: RandomSource, spec: FumblePenaltySpec): number[] {
  return Array.from({ length: spec.number }, () => source.die(spec.faces));
}
