import type { CritMethod } from "../mechanics/critical-dice";
import type { DrawnDice, KleptoTestResult } from "../mechanics/roll-test";
import type { RollPrivacy } from "../../../../core/roll-privacy";

/**
 * The shapes of a Kleptonomicon Group Test card's state (src/rule-sets/klepto/core/group-test/group-test-state.ts
 * changes it).
 */

/**
 * How a gift is read (docs/rulings.md "The Kleptonomicon"). `dice` (default): a gift rolls one more d10 for the
 * receiver, who keeps the best; a receiver who rolled at net Disadvantage has one Disadvantage cancelled instead.
 * `plusOne`: the text's own example, where each gift adds 1 to the receiver's Score.
 */
export type GiftReading = "dice" | "plusOne";

type GroupTestStatus = "open" | "closed";

/**
 * What a participant rolls: the same shape as the Kleptonomicon dialog's roll spec (`KleptoDialogSpec` in
 * src/rule-sets/klepto/ui/types.ts), so the card and the dialog hand it to each other unchanged.
 */
export interface GroupRollSpec {
  readonly modifier: number;
  readonly advantages: number;
  readonly disadvantages: number;
  readonly method: CritMethod;
  /** Custom Score Ranges in the shorthand; left out for the standard Low / Mixed / High. */
  readonly ranges?: string;
}

export interface GroupParticipant {
  /** Unique on the card: what buttons and queries name. */
  readonly id: string;
  readonly actorUuid: string | null;
  /** As the user typed it: plain text, escaped wherever it is shown. */
  readonly name: string;
  readonly request: GroupRollSpec;
  /** The participant's own roll message, once the GM's client recorded it. */
  readonly messageId: string | null;
  /** The roll as recorded (see ContestParticipant.rollCopy); opaque to the core. */
  readonly rollCopy?: string;
  /** Who may see that roll (see ContestParticipant.rollPrivacy); absent for a public roll. */
  readonly rollPrivacy?: RollPrivacy;
}

/** One Advantage given: always one, so a giver with a High Score gives twice. */
export interface GroupGift {
  readonly giver: string;
  readonly receiver: string;
  /**
   * The faces the gift's extra die showed, and the coin flipped for a 10 by coin: raw results, never verdicts.
   * Empty when the reading rolls no die for this gift (a cancelled Disadvantage, the +1 reading).
   */
  readonly dice: DrawnDice;
  /** The message the extra die was rolled in, when it was rolled as one. */
  readonly messageId: string | null;
}

export interface GroupTestState {
  readonly version: 1;
  readonly status: GroupTestStatus;
  readonly reading: GiftReading;
  /** The group's custom Score Ranges; null: the lowest participant's own ranges, else Low / Mixed / High. */
  readonly ranges: string | null;
  readonly participants: readonly GroupParticipant[];
  readonly gifts: readonly GroupGift[];
}

/** The judged first roll of every participant who rolled, by participant id (re-judged from each message). */
export type GroupRolls = Readonly<Record<string, KleptoTestResult>>;
