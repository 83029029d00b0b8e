/** The three kinds of check; they differ in dice count, advantage, Open Rolls and Fumbles. */
export type KaiserCheckKind = "characteristic" | "skill" | "resistance";

/**
 * How advantage levels are rolled: `pool` rolls 2 + |net| dice at once and keeps the best or worst two;
 * `sequential` rolls 2d6 and rerolls the lowest (or highest) die once per level.
 */
export type AdvantageMethod = "pool" | "sequential";

/** Who takes an opposed tie: the defender (the default), or a d6 roll-off repeated until it differs. */
export type OpposedTieRule = "defender" | "roll-off";

/**
 * How a Fumble settles an opposed check (docs/rulings.md "Kaiser"). `loses`, the default: a Fumble is "an
 * immediate failure", so the side that fumbled loses, and its total max(0, skill − penalty) only sets the
 * winner's degrees; when both sides fumble, those totals are compared as usual. `compared`, the other reading:
 * the reduced total is compared like any other and may still win.
 */
export type OpposedFumbleRule = "loses" | "compared";

/** The winner of an opposed check; `neither` only for an Attack that ties. */
export type OpposedWinner = "attacker" | "defender" | "neither";

/** One check: what is rolled and what is added to the dice. */
export interface KaiserCheckSpec {
  readonly kind: KaiserCheckKind;
  /** The characteristic, skill or resistance value added to the dice. */
  readonly bonus: number;
  /** Net advantage level A − D: positive is advantage, negative disadvantage. Defaults to 0. */
  readonly advantage?: number;
  /** Defaults to `pool`. */
  readonly method?: AdvantageMethod;
}

/** A simple dice formula `number`d`faces` + `bonus`, e.g. the opposed Fumble penalty (default 2d6). */
export interface FumblePenaltySpec {
  readonly number: number;
  readonly faces: number;
  readonly bonus: number;
}

/** The dice of one check, judged. Plain data: it is stored in Foundry roll options. */
export interface KaiserCheckRoll {
  readonly kind: KaiserCheckKind;
  readonly bonus: number;
  readonly advantage: number;
  readonly method: AdvantageMethod;
  /** Every face in the order drawn: the advantage dice, then the Open Roll chain. */
  readonly faces: number[];
  /** The advantage dice in draw order (the pool, or the first pair followed by the rerolls). */
  readonly dice: number[];
  /** Indices into `dice` of the dice that count, in draw order. */
  readonly keptIndices: number[];
  /** The faces that count (one for a characteristic check, the final pair otherwise). */
  readonly kept: number[];
  /** The faces dropped from the pool or rerolled away, in draw order. */
  readonly dropped: number[];
  /** True when the kept pair of a skill check is double six. */
  readonly openRoll: boolean;
  /** The extra dice of the Open Roll, in draw order. */
  readonly openRollDice: number[];
  /** True when the Open Roll was still going when it hit the chain limit. */
  readonly capped: boolean;
  /** True when the kept pair of a skill check is double one. */
  readonly fumble: boolean;
  /** Kept dice plus the Open Roll dice. */
  readonly diceTotal: number;
  /** `diceTotal` + `bonus`. */
  readonly total: number;
}

/** A check against a set difficulty. */
export interface KaiserDifficultyResult {
  readonly check: KaiserCheckRoll;
  readonly difficulty: number;
  readonly success: boolean;
  /** Degrees of Success: max(1, total − difficulty) on a success, else 0. */
  readonly dos: number;
  /** Degrees of Failure: difficulty − total (at least 1) on a failure, else 0. */
  readonly dof: number;
  /** Degree of Difference: |DoS or DoF|. */
  readonly dod: number;
  /** The 2d6 faces for the Fumble Level, only when the check fumbled. */
  readonly fumbleLevelFaces: number[];
  /** Their sum, or null without a Fumble. The level table itself lives in the world (a RollTable). */
  readonly fumbleLevel: number | null;
}

/** One side of an opposed check, with its Fumble penalty applied. */
export interface OpposedSide {
  readonly check: KaiserCheckRoll;
  /** The faces of the Fumble penalty roll, only when this side fumbled. */
  readonly penaltyFaces: number[];
  /** The penalty subtracted from the skill, or null without a Fumble. */
  readonly penalty: number | null;
  /**
   * The side's total: the check total, or max(0, skill − penalty) after a Fumble — compared, or only setting the
   * winner's degrees when this side alone fumbled under the `loses` rule.
   */
  readonly total: number;
}

/** A d6 roll-off between tied sides: faces alternate attacker, defender, attacker, defender, … */
export interface RollOffResult {
  readonly faces: number[];
  readonly rounds: number;
  readonly winner: "attacker" | "defender";
  /** True when every round tied up to the limit; the defender then takes the tie. */
  readonly capped: boolean;
}

/** How an opposed check is settled. */
export interface OpposedOptions {
  /** Defaults to `defender`. */
  readonly tieRule?: OpposedTieRule;
  /** An Attack that ties fails, and the defender may not Counter. */
  readonly attack?: boolean;
  /** The opposed Fumble penalty; defaults to 2d6. */
  readonly fumblePenalty?: FumblePenaltySpec;
  /** Defaults to `loses`. */
  readonly fumbleRule?: OpposedFumbleRule;
}

/** The dice rolled after the two checks: Fumble penalties and the roll-off. */
export interface OpposedExtraFaces {
  readonly attackerPenalty?: readonly number[];
  readonly defenderPenalty?: readonly number[];
  readonly rollOff?: readonly number[];
}

export interface KaiserOpposedResult {
  readonly attacker: OpposedSide;
  readonly defender: OpposedSide;
  readonly tieRule: OpposedTieRule;
  readonly attack: boolean;
  readonly fumbleRule: OpposedFumbleRule;
  /** The side that fumbled when the other did not, and so lost under the `loses` rule; null otherwise. */
  readonly lostToFumble: "attacker" | "defender" | null;
  /** The totals were compared and equal (never when a lone Fumble decided). */
  readonly tie: boolean;
  readonly rollOff: RollOffResult | null;
  readonly winner: OpposedWinner;
  /** Only for an Attack the defender won outright: a tied Attack forbids the Counter. */
  readonly counterAllowed: boolean;
  /** |attacker total − defender total|. */
  readonly margin: number;
  /**
   * Degree of Difference for the winner: max(1, its total − the loser's); 0 when neither side won. A side that
   * lost to its own Fumble may keep a reduced total above the winner's, and then the winner has 1.
   */
  readonly dod: number;
}
