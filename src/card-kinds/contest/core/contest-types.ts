import type { RuleSetId, RuleSetType } from "../../../core/rule-set-types";
import type { RollPrivacy } from "../../../core/roll-privacy";

/**
 * A contest card's state, as plain JSON: the Foundry layer stores it in the card message's
 * `flags["indie-dice"].contest`. It holds who takes part, what each was asked to roll, the message of each roll
 * once recorded, and the raw tie-break dice rolled on the card — never a judged total or a verdict. Any client
 * derives every pairing again from (state, the judged rolls, the tie-break dice); `outcome` is only written once,
 * by `Contest.resolve` (contest.ts), so hooks and later readers see what was decided.
 */

/**
 * The kinds of contest that are no rule set's (the formula contest, docs/formula-contest.md), each adding its id and
 * the types of its specs, rolls, pairing account and tie-break dice by declaration merging, as a rule set adds its own
 * to `RuleSetTypes`; registered with the contest kinds (contest-kinds.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each kind's declaration merging
export interface ContestKindTypes {}

/** What a contest kind's entry names (the contest fields of a rule set's `RuleSetTypes` entry). */
type ContestTypeField = "contestSpec" | "judgedRoll" | "pairingDetail" | "tieBreakDice";

/**
 * Every kind of contest: each rule set's (src/core/rule-sets.ts), then the kinds that are no rule set's. A card's
 * `ruleSet` holds one; the contest code looks it up in the contest kinds (contest-kinds.ts), never by name.
 */
export type ContestKindId = RuleSetId | keyof ContestKindTypes;

/**
 * One of the contest types a kind names: a rule set's from `RuleSetTypes`, any other kind's from `ContestKindTypes`.
 */
export type ContestType<R extends ContestKindId, K extends ContestTypeField> = R extends RuleSetId
  ? RuleSetType<R, K>
  : ContestKindTypes[R & keyof ContestKindTypes][K & keyof ContestKindTypes[R & keyof ContestKindTypes]];

/**
 * The shape of the state this code writes; each older shape a stored card may have has its migration. 2: the rules
 * name the opposed Kaiser Fumble reading; a version 1 card (0.1.0) names none and compares the reduced total. 3: a
 * choice the starter made is its rule set's field of `rules` (Kaiser's Attack; before version 3 the card's own
 * `attack`). 4: a card keeps only its own kind's rules and its own kind's part of each pairing's outcome.
 */
export type ContestStateVersion = 4;

export type ContestSide = "attacker" | "defender";

type ContestStatus = "open" | "resolved";

/*
 * What each side rolls: structurally the dialogs' roll specs (`RollSpecs` in dialog-types.ts), so the card and
 * the dialog hand them to each other unchanged. Fields that only shape a lone roll's odds (a Kaiser difficulty
 * or opponent, an OGS difficulty, an Olde target) are dropped when the contest stores the spec. Each rule set
 * declares its own (src/rule-sets/<id>/core/rule-set-types.ts).
 */
export type ContestSpecs = { [R in ContestKindId]: ContestType<R, "contestSpec"> };

export type ContestSpec = ContestSpecs[ContestKindId];

/** A participant's judged roll, re-judged by the GM's client from the roll message's dice (each rule set's own). */
export type ContestRollTypes = { [R in ContestKindId]: ContestType<R, "judgedRoll"> };

export type ContestRoll = ContestRollTypes[ContestKindId];

/** The judged roll of every participant who rolled, by participant id. */
export type ContestRolls = Readonly<Record<string, ContestRoll>>;

/**
 * The rules in force when the contest started — the world's settings then, and what its starter chose (Kaiser's
 * Attack, K&R's acting side) — kept on the card so that a setting changed later does not change how an open card
 * resolves: each contest kind's own, under its id (`kaiser: { kaiserTieRule, … }`), and a card keeps only its own
 * kind's (`ContestRulesOf`). Filled by declaration merging: a kind whose contests read a world setting or take a
 * choice adds its entry in its folder's `core/rule-set-types.ts` and normalizes it (its contest rule's `worldRules`,
 * contest-rule.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the kinds' declaration merging
export interface ContestRulesOfKinds {}

/** A kind whose contests keep no rules of their own keeps an empty object. */
type NoContestRules = Readonly<Record<never, never>>;

/** The rules a card of kind `R` keeps (its own entry of `ContestRulesOfKinds`). */
export type ContestRulesOf<R extends ContestKindId> = R extends keyof ContestRulesOfKinds
  ? ContestRulesOfKinds[R]
  : NoContestRules;

type IntersectionOf<U> = (U extends unknown ? (part: U) => void : never) extends (whole: infer I) => void ? I : never;

/**
 * Every kind's rule fields side by side: what a start's inputs (the world's settings, a starter's choices) may name
 * before the card's kind takes its own part of them (`startContest`).
 */
export type ContestRules = IntersectionOf<ContestRulesOfKinds[keyof ContestRulesOfKinds]>;

export interface ContestParticipant<R extends ContestKindId = ContestKindId> {
  /** Unique on the card: what buttons and queries name. */
  readonly id: string;
  readonly actorUuid: string | null;
  /** As the user typed it: plain text, escaped wherever it is shown. */
  readonly name: string;
  readonly side: ContestSide;
  /** Fixed in advance, or null until the roller fills the dialog (then the spec they rolled is kept). */
  readonly spec: ContestSpecs[R] | null;
  /**
   * A roll suggested when the contest began by someone who may not fix it (a player naming another's side): the
   * card's odds use it until the side rolls, and the roller's dialog opens with it, but it binds nobody.
   */
  readonly proposal?: ContestSpecs[R] | null;
  /** The participant's own roll message, once the GM's client recorded it. */
  readonly messageId: string | null;
  /**
   * The roll as the GM's client read it when recording. Opaque to the core: the Foundry layer judges this copy
   * instead of the message, so a roll its author edits or deletes afterwards changes nothing on the card.
   */
  readonly rollCopy?: string;
  /** Who may see that roll, as its message said when it was recorded; absent for a public roll. */
  readonly rollPrivacy?: RollPrivacy;
}

/** Tie-break dice rolled on the card: raw faces, judged again whenever the card is read (each rule set's own kind). */
export type TieBreakDice = { [R in ContestKindId]: ContestType<R, "tieBreakDice"> }[ContestKindId];

export type TieBreakKind = TieBreakDice["kind"];

/** The tie-break dice of one pairing (named by its attacker: every pairing has the one defender). */
export interface ContestTieBreak {
  readonly attackerId: string;
  readonly dice: TieBreakDice;
}

export type PairingWinner = ContestSide | "neither";

/**
 * The steps of each rule set's own that may decide a pairing, by rule-set id (`kaiser: "defenderTakesTie" | …`),
 * added by its folder by declaration merging (`core/rule-set-types.ts`), each said there.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each rule set's declaration merging
export interface RuleSetPairingSteps {}

/**
 * What decided a pairing, for the card's words and the hook: `total`, the higher total (or Score), `rollOff`, a
 * roll-off in pairs (`pairedRollOffRule`), or one of a rule set's own steps.
 */
export type PairingStep = "total" | "rollOff" | RuleSetPairingSteps[keyof RuleSetPairingSteps];

/**
 * A rule set's own part of a pairing's outcome, beside who won and what decided it: filled by declaration merging
 * in its folder's `core/rule-set-types.ts`, produced by its pairing rule's verdict and checked where a card is read
 * (its contest rule's `outcomePart`, contest-rule.ts). A pairing keeps only its own card's kind's part (absent on
 * any other kind's card: `PairingOutcome` holds it partly).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the rule sets' declaration merging
export interface PairingOutcomeParts {}

export interface PairingOutcome extends Partial<PairingOutcomeParts> {
  readonly attackerId: string;
  readonly defenderId: string;
  readonly winner: PairingWinner;
  readonly decidedBy: PairingStep;
}

export interface ContestOutcome {
  /** One per attacker, in the order the attackers are listed. */
  readonly pairings: readonly PairingOutcome[];
}

export interface ContestState<R extends ContestKindId = ContestKindId> {
  readonly version: ContestStateVersion;
  readonly ruleSet: R;
  readonly status: ContestStatus;
  /** Its own kind's rules only. */
  readonly rules: ContestRulesOf<R>;
  /** The attackers in order, then the one defender. */
  readonly participants: readonly ContestParticipant<R>[];
  readonly tieBreaks: readonly ContestTieBreak[];
  /** Set once, by `Contest.resolve`. */
  readonly outcome: ContestOutcome | null;
}
