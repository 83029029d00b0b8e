/**
 * `api.contests`, as types only (made in contests-api.ts), declared into the shared kinds' APIs (`SharedCardApis`) here
 * by declaration merging, so that the framework's types name no kind (docs/architecture.md "Shape rules" 3).
 */
import type { ContestKindId, ContestSpec } from "../core/contest-types";
import type { JointContestOdds } from "../core/joint-contest-odds";
import type { ContestChoices } from "../ui/rule-set-contest";
import type { ChatMessageView } from "../../../foundry/types/chat-message";
import type { ContestSideInput } from "../../../foundry/types/sides";

/**
 * A contest to start. Besides its sides and rolls, each rule set's own choices by name (`ContestChoices`, declared in
 * the rule set's folder: Kaiser's `attack`, K&R's `kingdomsActive`), each one left out at its default.
 */
export interface StartContestOptions extends Partial<ContestChoices> {
  readonly ruleSet: ContestKindId;
  /** Default: the user's controlled tokens. */
  readonly attackers?: readonly ContestSideInput[] | null;
  /** Default: the user's single targeted token. */
  readonly defender?: ContestSideInput | null;
  /**
   * Rolls chosen in advance: one spec for every attacker (or one each), one for the defender. A GM's fix the rolls;
   * a player's are proposals, which the card's odds use but each side's roller may change.
   */
  readonly specs?: {
    readonly attackers?: ContestSpec | readonly ContestSpec[] | null;
    readonly defender?: ContestSpec | null;
  } | null;
}

export interface ContestRollOptions {
  /**
   * The roll's settings when the card fixed none (ignored when it did: the card's spec is rolled); before a proposal.
   */
  readonly spec?: ContestSpec | null;
  /** Roll without the dialog (Shift-click on the card); a roll the card only proposes always opens it. */
  readonly fastForward?: boolean;
}

/** How one pairing's whole chance is shared out, each a probability from 0 to 1. */
interface ContestShares {
  readonly attackerWins: number;
  readonly defenderWins: number;
  /** Nobody wins: a Kaiser Attack that ties, a K&R or Dungeons of Olde stalemate. */
  readonly neither: number;
}

/** One pairing's chances: an attacker against the defender. */
interface ContestPairingChances {
  readonly attackerId: string;
  readonly defenderId: string;
  /** null while either side's roll is still to be chosen. */
  readonly odds: ContestShares | null;
  /** They rest on a side's proposed roll, which its roller may still change. */
  readonly proposed: boolean;
}

/** Many against one: the defender rolls once against every attacker (docs/odds.md "Many against one, jointly"). */
interface ContestJointChances {
  /** null while a side's roll is still to be chosen. */
  readonly odds: JointContestOdds | null;
  readonly proposed: boolean;
}

/**
 * A contest card's chances as the calling user may see them (docs/odds.md "Given the rolls"): given every recorded
 * roll that user may see — a blind or private roll they may not see counts as still to come — and the chances
 * before the rolls beside them.
 */
export interface ContestChancesView {
  /** The figures rest on at least one recorded roll the user may see; false: they are the chances before the rolls. */
  readonly given: boolean;
  readonly pairings: readonly (ContestPairingChances & {
    /** A side of this pairing has a roll the figures rest on. */
    readonly given: boolean;
    /**
     * Both rolls (and any tie-break) decided it, or the resolved card's verdict did: the figures are its outcome, 1 and
     * 0s.
     */
    readonly decided: boolean;
  })[];
  readonly joint: ContestJointChances;
  readonly before: { readonly pairings: readonly ContestPairingChances[]; readonly joint: ContestJointChances };
}

export interface ContestsApi {
  /**
   * Starts a contest card: the controlled tokens (or `attackers`) against the single target (or `defender`),
   * tokens or actors. `specs` fixes the rolls in advance; without it each roller fills the rule set's dialog.
   * Resolves with the card's ChatMessage; a refusal is shown (localized) and thrown.
   */
  start(options: StartContestOptions): Promise<ChatMessageView>;
  /**
   * The "Start contest" tool's flow: the Start contest dialog for the controlled tokens against the one target
   * (the rule set and each side's roll, with every pairing's chances), then the card. Resolves with the card, or
   * null when the dialog was closed or the start refused (the user is told why).
   */
  startWithDialog(): Promise<ChatMessageView | null>;
  /**
   * Rolls for a participant (its owners or a GM only), posts the roll as the user's own message and asks the
   * active GM to record it. Resolves with that message, or null when nothing was rolled.
   */
  roll(
    card: ChatMessageView | string,
    participantId: string,
    options?: ContestRollOptions,
  ): Promise<ChatMessageView | null>;
  /**
   * A contest card's chances for the calling user: each pairing's and the many-against-one figures, given the
   * recorded rolls this user may see, with the chances before the rolls. Resolves with null (with a warning) for a
   * message that is no contest card.
   */
  chances(card: ChatMessageView | string): Promise<ContestChancesView | null>;
}

declare module "../../../foundry/types/indie-dice-api" {
  interface SharedCardApis {
    /** Contests between tokens: cards several users roll on, written by the GM's client only. */
    readonly contests: ContestsApi;
  }
}
