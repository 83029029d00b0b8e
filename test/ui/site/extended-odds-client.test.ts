/**
 * The web calculator's extended-test chance off the page's thread (calculator/extended-odds-client.ts): the
 * worker's answer is the card's own figure, a newer question supersedes an older answer, an answer comes from the
 * memo the second time, and without a worker the chance is worked out at once.
 */
import { describe, expect, it } from "vitest";
import {
  extendedTestOdds,
  type ExtendedOddsInput,
} from "../../../src/rule-sets/kingdoms/core/extended-test/extended-test-odds";
import { extendedTargetReachable } from "../../../src/rule-sets/kingdoms/core/extended-test/extended-test-state";
import { reachOddsLine } from "../../../src/rule-sets/kingdoms/ui/extended-test/extended-test-card-model";
import { createTranslator } from "../../../src/ui/translator";
import english from "../../../lang/en.json";
import { ExtendedOddsClient, startingOddsInput, type OddsWorker } from "../../../calculator/extended-odds-client";
import { ExtendedTestEntry } from "../../../src/rule-sets/calculator";
import type { ExtendedOddsAnswer, ExtendedOddsAsk } from "../../../calculator/extended-odds-worker";
import { must } from "../../kit";

const EN = createTranslator("en", english, english);
const reachOf = (question: ExtendedOddsInput) => extendedTestOdds(question).reach;

/** A worker whose answers the test hands back when it chooses, worked out by the real engine. */
class HeldWorker implements OddsWorker {
  readonly asked: ExtendedOddsAsk[] = [];
  #listener: ((event: { data: ExtendedOddsAnswer }) => void) | null = null;
  postMessage(ask: ExtendedOddsAsk): void {
    this.asked.push(ask);
  }
  addEventListener(_type: "message", listener: (event: { data: ExtendedOddsAnswer }) => void): void {
    this.#listener = listener;
  }
  answer(index: number): void {
    const { id, question } = must(this.asked[index]);
    this.#listener?.({ data: { id, reach: reachOf(question) } });
  }
}

const SETUPS = [
  { dt: 7, pool: 6, replenish: 1, targetMargin: 5, rounds: 4 },
  { dt: 4, pool: 20, replenish: 3, targetMargin: 12, rounds: 9 },
  { dt: 11, pool: 2, replenish: 0, targetMargin: 1, rounds: 1 },
];

describe("the calculator's extended-test chance", () => {
  it.each(SETUPS)("is the card's own figure before the first roll (%o)", (setup) => {
    const entry = ExtendedTestEntry.start({ roller: { actorUuid: null, name: "" }, ...setup });
    const card = must(entry.view(EN).odds);
    const question = startingOddsInput(entry.state);
    const shown = reachOddsLine(
      EN,
      entry.state,
      reachOf(question),
      entry.state.maxRounds,
      extendedTargetReachable(question),
    );
    expect(shown).toEqual(card);
  });

  it("comes from the worker; a newer question supersedes the older answer; the memo answers again at once", () => {
    const worker = new HeldWorker();
    const client = new ExtendedOddsClient(
      () => worker,
      () => {
        throw new Error("worked out on the page");
      },
    );
    const first = { pool: 6, dt: 7, replenish: 1, margin: 0, targetMargin: 5, roundsLeft: 4 };
    const second = { ...first, targetMargin: 6 };
    const told: (number | null)[] = [];
    expect(client.ask(first, (reach) => told.push(reach))).toBeUndefined();
    expect(client.ask(second, (reach) => told.push(reach))).toBeUndefined();
    worker.answer(0);
    expect(told).toEqual([]);
    worker.answer(1);
    expect(told).toEqual([reachOf(second)]);
    // Both answers are remembered: going back to either needs no worker.
    expect(client.ask(first, () => told.push(-1))).toBe(reachOf(first));
    expect(client.ask(second, () => told.push(-1))).toBe(reachOf(second));
    expect(worker.asked).toHaveLength(2);
  });

  it("is worked out at once where no worker can start", () => {
    const client = new ExtendedOddsClient(() => {
      throw new Error("no workers here");
    }, reachOf);
    const question = { pool: 6, dt: 7, replenish: 1, margin: 0, targetMargin: 5, roundsLeft: 4 };
    expect(client.ask(question, () => undefined)).toBe(reachOf(question));
  });
});
