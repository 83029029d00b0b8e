import { describe, expect, it } from "vitest";
import english from "../../../../lang/en.json";
import polish from "../../../../lang/pl.json";
import { startRequest } from "../../../../src/card-kinds/request/core/request-state";
import { requestCardModel, type RequestRowFacts } from "../../../../src/card-kinds/request/ui/request-card-model";
import { createTranslator } from "../../../../src/ui/translator";
import { groupQuestionText } from "../../../../src/card-kinds/request/ui/group-question-text";
import type { GroupQuestion } from "../../../../src/card-kinds/request/core/request-types";
import { WORLD_DEFAULTS } from "../../../ui/dialogs/fixtures";
import { must } from "../../../kit";

const en = createTranslator("en", english);

const pending = (chance: number): RequestRowFacts => ({
  judgment: null,
  chance,
  mayView: true,
  mayRoll: true,
  owns: false,
  seesNumbers: false,
});

function card(question: GroupQuestion, chances: number[]) {
  const state = startRequest({
    ruleSet: "olde",
    spec: { target: 2 },
    question,
    rows: chances.map((_, i) => ({ id: `row-${i + 1}`, actorUuid: null, name: `Row ${i + 1}` })),
  });
  const facts = Object.fromEntries(chances.map((chance, i) => [`row-${i + 1}`, pending(chance)]));
  return requestCardModel({ state, settings: WORLD_DEFAULTS, facts, viewerIsGM: true }, en);
}

describe("a request's chances that are certain (issue 34)", () => {
  it("states a row certain to pass, or unable to, as such, never as 100.0% or 0.0%", () => {
    const view = card("everyone", [1, 0, 0.25]);
    expect(view.rows.map((row) => row.chance)).toEqual([
      { text: "certain to pass", probability: 1 },
      { text: "cannot pass", probability: 0 },
      { text: "25.0%", probability: 0.25 },
    ]);
  });

  it("states the group's outcome as certain where the rows' chances make it so, and as a chance otherwise", () => {
    expect(card("everyone", [1, 0, 0.25]).groupChance).toEqual({
      text: "The group can no longer succeed",
      probability: 0,
    });
    expect(card("atLeastOne", [1, 0.5]).groupChance).toEqual({
      text: "The group succeeds whatever the rest roll",
      probability: 1,
    });
    expect(card("everyone", [0.5, 0.5]).groupChance).toEqual({
      text: "Chance the group succeeds: 25.0%",
      probability: 0.25,
    });
    expect(JSON.stringify(card("atLeastOne", [1, 0]))).not.toMatch(/100\.0%|\b0\.0%/);
  });

  it("makes a certain group chance exactly 1 from the rows, where the sum falls a rounding short (issue 43)", () => {
    expect(card("atLeastOne", [0.3, 0.9, 1]).groupChance).toEqual({
      text: "The group succeeds whatever the rest roll",
      probability: 1,
    });
  });

  it("never calls a chance that can fail certain, however near 1 (no rounding margin: issue 43)", () => {
    const view = card("everyone", [1 - 1e-15, 1]);
    expect(must(view.rows[0]).chance).toEqual({ text: ">99.9%", probability: 1 - 1e-15 });
    expect(must(view.groupChance).text).toBe("Chance the group succeeds: >99.9%");
  });
});

describe("the card's question line", () => {
  it("names at least half and at least N, N in the plural form its language gives that number", () => {
    expect(card("atLeastHalf", [0.5, 0.5, 0.5]).question).toBe("At least half must pass");
    expect(card({ atLeast: 2 }, [0.5, 0.5, 0.5]).question).toBe("At least 2 must pass");
    // Polish: a plural verb after 2–4 (and 22), the singular form after 5 and 12.
    const pl = createTranslator("pl", polish);
    expect([1, 3, 5, 12, 22].map((n) => groupQuestionText(pl, { atLeast: n }))).toEqual([
      "Co najmniej 1 musi zdać",
      "Co najmniej 3 muszą zdać",
      "Co najmniej 5 musi zdać",
      "Co najmniej 12 musi zdać",
      "Co najmniej 22 muszą zdać",
    ]);
  });
});
