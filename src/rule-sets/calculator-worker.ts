/**
 * What the web calculator's worker works out (calculator/extended-odds-worker.ts): K&R's extended test chance, the
 * card's own. A registration file of its own, apart from src/rule-sets/calculator.ts, so the worker's bundle —
 * inlined in the page's first load — holds this programme only.
 */
import { extendedTestOdds, type ExtendedOddsInput } from "./kingdoms/core/extended-test/extended-test-odds";

/** Where an extended test stands before a round: what its chance is worked out from. */
export type ExtendedEntryInput = ExtendedOddsInput;

/** The chance of reaching the target from where the test stands: the card's own `extendedTestOdds`. */
export function extendedEntryReach(question: ExtendedOddsInput): number {
  return extendedTestOdds(question).reach;
}
