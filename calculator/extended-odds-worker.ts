/**
 * The web calculator's worker for the K&R extended test's chance: at the limits (a pool of 200, ten rounds, a
 * target of +200) the exact programme takes tens of milliseconds, longer than a page may stall on a keystroke.
 * It answers each question with the same `extendedTestOdds` the card uses (src/rule-sets/calculator-worker.ts).
 */
import { extendedEntryReach, type ExtendedEntryInput } from "../src/rule-sets/calculator-worker";

export interface ExtendedOddsAsk {
  readonly id: number;
  readonly question: ExtendedEntryInput;
}

export interface ExtendedOddsAnswer {
  readonly id: number;
  readonly reach: number | null;
}

self.addEventListener("message", (event: MessageEvent<ExtendedOddsAsk>) => {
  const { id, question } = event.data;
  let reach: number | null = null;
  try {
    reach = extendedEntryReach(question);
  } catch {
    // A question the engine refuses was refused on the page first; null keeps the protocol total.
  }
  const answer: ExtendedOddsAnswer = { id, reach };
  self.postMessage(answer);
});
