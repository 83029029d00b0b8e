// @vitest-environment happy-dom
/**
 * The Kleptonomicon group test card's model (issue 27): Brunhild (Ann's), Sigurd (Bo's) and Fafnir (an NPC) roll,
 * give one another Advantages and are closed by a GM, amid forged and replayed queries, deletes, edits, reveals,
 * GMs leaving and arriving and reloads, with every card invariant checked after each step.
 */
import { describe, it } from "vitest";
import { runCardModel, MODEL_TIMEOUT } from "./card-model";
import { groupTestDriver } from "./group-test-driver";

describe("the group test card's model", () => {
  it(
    "keeps every invariant through random sequences of a table's events",
    async () => {
      await runCardModel(groupTestDriver);
    },
    MODEL_TIMEOUT,
  );
});
