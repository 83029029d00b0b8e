/**
 * What the reader counts of one roll, in a shape a test compares: per die (and "entered:" dice apart), the values in
 * reading order.
 */
import {
  emptyExtractionTally,
  RollResultReader,
  type ExtractionOptions,
  type ExtractionTally,
} from "../../../src/core/fairness/roll-results";
import { must } from "../../kit";

export interface Extracted {
  readonly values: Record<string, number[]>;
  readonly tally: ExtractionTally;
}

export function extract(roll: unknown, ours = false, options: ExtractionOptions = {}): Extracted {
  const values: Record<string, number[]> = {};
  const tally = emptyExtractionTally();
  new RollResultReader(options).read(
    roll,
    ours,
    (die, index, entered) => {
      const key = entered ? `entered:${die.id}` : die.id;
      (values[key] ??= []).push(must(die.values[index]));
    },
    tally,
  );
  return { values, tally };
}

/** The same values with each die's list sorted, for comparing multisets. */
export function sortedValues(extracted: Extracted): Record<string, number[]> {
  return Object.fromEntries(
    Object.entries(extracted.values).map(([die, list]) => [die, [...list].sort((a, b) => a - b)]),
  );
}
