/**
 * What a rule set brings to contests (its descriptor's `contest`, src/core/rule-set.ts): checking a spec, telling
 * a roll of that spec, judging a pairing with its tie rules, the pairing's exact odds and the joint odds' plan,
 * and its tie-break dice. The shared code (contest.ts, contest-odds.ts, joint-contest-odds.ts,
 * contest-tie-break.ts) looks the rule set up in the registry and hands it the state.
 */
import type { RandomSource } from "../../../core/random";
import type { Check } from "../../../core/schema";
import type { RuleSetId } from "../../../core/rule-set-types";
import type {
  ContestRollTypes,
  ContestKindId,
  ContestType,
  ContestRulesOf,
  ContestSpec,
  ContestSide,
  ContestSpecs,
  ContestState,
  PairingOutcome,
  PairingOutcomeParts,
  TieBreakDice,
  TieBreakKind,
} from "./contest-types";

/** The core's own account of a decided pairing, for the card's step-by-step lines. */
export type PairingDetail = {
  [R in ContestKindId]: { readonly ruleSet: R } & ContestType<R, "pairingDetail">;
}[ContestKindId];

/** A pairing's outcome as its rule set decides it, its own part of the outcome among it, with its own account. */
export type Verdict = Pick<PairingOutcome, "winner" | "decidedBy"> &
  Partial<PairingOutcomeParts> & { readonly detail: PairingDetail };

/** One pairing — an attacker against the defender — judged by a rule set's tie rules (docs/rulings.md). */
export interface PairingRule<R extends ContestKindId> {
  /** The tie-break dice these two rolls call for, or null when they need none. */
  tieBreak(state: ContestState<R>, attacker: ContestRollTypes[R], defender: ContestRollTypes[R]): TieBreakKind | null;
  decide(
    state: ContestState<R>,
    attacker: ContestRollTypes[R],
    defender: ContestRollTypes[R],
    dice: TieBreakDice | null,
  ): Verdict;
  /**
   * The chances of a pairing whose rolls call for tie-break dice not yet all rolled (`dice`: those rolled so far,
   * null before the first): what the rest of the tie-break gives each side (docs/odds.md "Given the rolls").
   * Never asked of a rule set whose ties need no dice.
   */
  pendingTieBreak(
    state: ContestState<R>,
    attacker: ContestRollTypes[R],
    defender: ContestRollTypes[R],
    dice: TieBreakDice | null,
  ): PairingShares;
}

/**
 * How a pairing's whole chance is shared out: the attacker wins, the defender wins, or nobody does (`neither`: a
 * Kaiser Attack that ties, a K&R or Dungeons of Olde stalemate).
 */
export interface PairingShares {
  readonly attackerWins: number;
  readonly defenderWins: number;
  readonly neither: number;
}

/**
 * The exact chances of a pairing before anyone rolls. Each pairing is worked out on its own: every attacker meets
 * the same defender roll, so the pairings are not independent of one another, but each one's own chances are exact.
 */
export interface PairingOdds extends PairingShares {
  /**
   * The rolls tie before any tie rule (equal totals, margins or Scores), however the tie is then settled. A Kaiser
   * side that alone fumbled loses without its total being compared, so that is no tie here.
   */
  readonly tiedRolls: number;
}

export type PairingOddsRule<R extends ContestKindId> = (
  state: ContestState<R>,
  attacker: ContestSpecs[R],
  defender: ContestSpecs[R],
) => PairingOdds;

/**
 * Hands every outcome of the defender's roll, with its chance and each attacker's chance against it, to `add`:
 * `wins[i]` that attacker i wins, `neither[i]` that nobody wins their pairing (a Kaiser Attack's tie, a stalemate).
 */
type DefenderOutcomes = (add: (weight: number, wins: Float64Array, neither: Float64Array) => void) => void;

/**
 * A side as the joint plan takes it: its spec, and its judged roll once recorded and seen by the viewer the figures
 * are for — then that roll is its only outcome (docs/odds.md "Given the rolls").
 */
export interface JointSide<R extends ContestKindId> {
  readonly spec: ContestSpecs[R];
  readonly roll: ContestRollTypes[R] | null;
}

/** How a rule set works out many against one jointly (docs/odds.md "Many against one, jointly"). */
export interface JointPlan {
  readonly outcomes: DefenderOutcomes;
  /** At most this much probability left out by the engine's cut tails. */
  readonly cutMass: number;
}

type JointPlanRule<R extends ContestKindId> = (
  attackers: readonly JointSide<R>[],
  defender: JointSide<R>,
  rules: ContestRulesOf<R>,
) => JointPlan;

/**
 * A rule set's tie-break dice, as dice only: rolling them, the step predicate for rolling them one die (or round)
 * at a time with real dice, and checking dice that arrive from elsewhere. Who they favour is the pairing rule's.
 */
/** The two sides' specs of the pairing a tie-break settles, for a kind whose dice are the sides' own rolls. */
export interface TieBreakPairing {
  readonly attacker: ContestSpec;
  readonly defender: ContestSpec;
}

export interface TieBreakRule {
  readonly kind: TieBreakKind;
  /**
   * The die it rolls: its faces, a coin, or the sides' own rolls again (a formula contest's; `roll` then needs the
   * pairing). The card's button shows coins for a coin, dice otherwise.
   */
  readonly die: number | "coin" | "rolls";
  /**
   * Rolled only when a side presses its pairing's button, not as soon as the tie is known (a Dungeons of Olde
   * stalemate, docs/rulings.md "Dungeons of Olde"). Absent: rolled at once.
   */
  readonly waitsForButton?: boolean;
  roll(source: RandomSource, pairing?: TieBreakPairing): TieBreakDice;
  /** Is another die (or round) due after these? */
  continues(dice: TieBreakDice): boolean;
  /** A fresh, plain copy of the dice once the rule's judge accepted them; anything else throws. */
  check(dice: TieBreakDice): TieBreakDice;
}

/**
 * A contest kind's rules as its cards keep them (`ContestRulesOf<R>`, its entry of `ContestRulesOfKinds`, which it
 * fills by declaration merging in its folder's `core/rule-set-types.ts`): its world settings and its starter's
 * choices, kept on the card when it starts, so a setting changed later does not change how an open card resolves.
 */
export interface ContestRulesPart<R extends ContestKindId> {
  /** Its fields as a card takes them when the caller names none. */
  readonly defaults: ContestRulesOf<R>;
  /**
   * Its fields of `rules` (the defaults under what the caller named) checked and copied plain when a card starts, as a
   * side's spec is normalized (`ContestRule.normalize`); throws its own error.
   */
  normalize(rules: ContestRulesOf<R>): ContestRulesOf<R>;
  /** The check of its fields in a stored card (contest-schema.ts): a copy of them alone. */
  readonly schema: Check<ContestRulesOf<R>>;
  /**
   * Its migrations of a stored card's rules, by the card's version they migrate from (`1`: a card of 0.1.0 to
   * version 2), each given the card's rules and the whole stored card (unchecked: a field of its own that moves into
   * the rules), returning the rules as the next version reads them. Absent: none.
   */
  readonly migrations?: Readonly<
    Record<
      number,
      (rules: Readonly<Record<string, unknown>>, card: Readonly<Record<string, unknown>>) => Record<string, unknown>
    >
  >;
}

/**
 * A rule set's own part of a pairing's outcome (`PairingOutcomeParts`, which it fills by declaration merging in its
 * folder's `core/rule-set-types.ts`; its pairing rule's verdicts set it): Kaiser's Counter after an Attack, Dungeons
 * of Olde's roll-off winner of a stalemate. A pairing keeps only its card's own kind's part, as a card keeps only its
 * own kind's rules (`ContestRulesOf`).
 */
export interface PairingOutcomePart {
  /** Its fields on a pairing of its own card that its verdict did not set. */
  readonly defaults: Partial<PairingOutcomeParts>;
  /**
   * The check of its fields in a stored pairing (contest-schema.ts): a copy of them alone. A field a stored pairing
   * lacks (a card written before the rule set was registered) reaches it as its default.
   */
  readonly schema: Check<Partial<PairingOutcomeParts>>;
  /**
   * The side a pairing nobody won counts for among the contest's winners and losers (`Contest.winnersAndLosers`,
   * contest.ts), asked of the card's own rule set: a Dungeons of Olde stalemate's roll-off winner. Absent: neither
   * side.
   */
  readonly ahead?: (outcome: PairingOutcome) => ContestSide | null;
}

export interface ContestRule<R extends ContestKindId> {
  /**
   * A side's spec checked against the rules and the limits (the mechanic's validation throws the localized error
   * naming the bad value), reduced to the fields a contest reads, every default filled in — so two specs that roll
   * the same dice compare equal as JSON.
   */
  normalize(spec: ContestSpecs[R]): ContestSpecs[R];
  /** Does this judged roll belong to this spec? May throw when a judge refuses the dice outright. */
  rollMatches(spec: ContestSpecs[R], roll: ContestRollTypes[R], rules: ContestRulesOf<R>): boolean;
  readonly pairing: PairingRule<R>;
  readonly odds: PairingOddsRule<R>;
  readonly joint: JointPlanRule<R>;
  /** Its tie-break dice; null when its ties are settled without dice. */
  readonly tieBreak: TieBreakRule | null;
  /** Its part of the world's contest rules. Absent: it reads none. */
  readonly worldRules?: ContestRulesPart<R>;
  /** Its own part of a pairing's outcome. Absent: it has none. */
  readonly outcomePart?: PairingOutcomePart;
}

declare module "../../../core/rule-set" {
  /** What the contests ask of a rule set (src/core/rule-set.ts). */
  interface CoreRuleSet<R extends RuleSetId> {
    /** Luck of a contest side's judged roll. */
    readonly contestRollLuck: (roll: ContestRollTypes[R]) => number;
    readonly contestRule: ContestRule<R>;
  }
}
