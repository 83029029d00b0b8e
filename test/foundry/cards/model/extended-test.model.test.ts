// @vitest-environment happy-dom
/**
 * The K&R extended test card's model (issue 27): Brunhild (Ann's) rolls round after round against DT 7, her pool
 * shrinking and replenishing, until the target, the last round, an empty pool or the GM's end — amid forged and
 * replayed queries, deletes, edits, reveals, GMs leaving and arriving and reloads, with every card invariant
 * checked after each step.
 */
import { describe, it } from "vitest";
import { runCardModel, MODEL_TIMEOUT } from "./card-model";
import { extendedTestDriver } from "./extended-test-driver";

describe("the extended test card's model", () => {
  it(
    "keeps every invariant through random sequences of a table's events",
    async () => {
      await runCardModel(extendedTestDriver);
    },
    MODEL_TIMEOUT,
  );
});
