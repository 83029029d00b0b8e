import type { DieId } from "../die-model";
import type { FitTest } from "./fit-tests";
import type { ExtractionTally } from "./roll-results";

/**
 * The fairness report as data (FairnessTally#result): per group of results — one user's (or every user's) results
 * of one die, rolled digitally or entered by hand — the counts per face against the expected counts, and the
 * test's p-value with its sample size. Plain JSON: the view model (src/ui/fairness), the CSV export and the API
 * all read this one shape.
 */

/** How a group's dice were rolled: by Foundry's random generator, or entered by hand / from physical dice. */
export type ResultSource = "digital" | "entered";

export interface FaceCount {
  /** The value the face shows (1…N; 0 tails and 1 heads on a coin; 0…10 on the d10ish die). */
  readonly value: number;
  readonly observed: number;
  /** n × probability. */
  readonly expected: number;
  /** The face's exact chance on a fair die. */
  readonly probability: number;
}

export interface FairnessGroup {
  /**
   * Whose results: the messages' author (a user id; "" for messages that name none), or null for every user's
   * results together (given only when at least two users rolled that die).
   */
  readonly userId: string | null;
  readonly die: DieId;
  readonly source: ResultSource;
  /** The sample size: how many results. */
  readonly n: number;
  readonly faces: readonly FaceCount[];
  readonly test: FitTest;
}

/** What the tally read, and what it left out and why. */
export interface FairnessCounts extends ExtractionTally {
  /** Messages read. */
  messages: number;
  /** Messages left out by the privacy rule (private or blind, in a report that is not a Gamemaster's). */
  hiddenMessages: number;
}

export interface FairnessReport {
  /** Every user first (null), then each user by id; within a user, dice by size, digital before entered. */
  readonly groups: readonly FairnessGroup[];
  readonly counts: Readonly<FairnessCounts>;
}
