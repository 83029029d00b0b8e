// @vitest-environment happy-dom
/**
 * The contest card's model (issue 27): a K&R many-against-one contest — Brunhild (Ann's) and Sigurd (Bo's) against
 * Fafnir (an NPC) — driven by random sequences of rolls, forged and replayed queries, deletes, edits, reveals,
 * tie-break presses, GMs leaving and arriving and reloads, with every card invariant checked after each step.
 */
import { describe, it } from "vitest";
import { runCardModel, MODEL_TIMEOUT } from "./card-model";
import { contestDriver } from "./contest-driver";

describe("the contest card's model", () => {
  it(
    "keeps every invariant through random sequences of a table's events",
    async () => {
      await runCardModel(contestDriver);
    },
    MODEL_TIMEOUT,
  );
});
