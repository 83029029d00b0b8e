// @vitest-environment happy-dom
/**
 * The roll request card's model (issue 27): a GM asks Brunhild (Ann's), Sigurd (Bo's) and Fafnir (an NPC) for a
 * Kaiser resistance check — public with results when all have rolled, blind with a hidden difficulty, or for the
 * GM's eyes with hidden names — and rows are rolled, skipped and the request closed, amid forged and replayed
 * queries, deletes, edits, reveals, GMs leaving and arriving and reloads, with every card invariant checked after
 * each step.
 */
import { describe, it } from "vitest";
import { runCardModel, MODEL_TIMEOUT } from "./card-model";
import { requestDriver } from "./request-driver";

describe("the roll request card's model", () => {
  it(
    "keeps every invariant through random sequences of a table's events",
    async () => {
      await runCardModel(requestDriver);
    },
    MODEL_TIMEOUT,
  );
});
