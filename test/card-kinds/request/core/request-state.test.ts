/**
 * A roll request's state: started with its rows, question and mode (every bad input refused by name, nothing
 * made), a row's roll recorded once, a row skipped by the GM, the card closed — and a closed card, a skipped row or
 * a rolled row refusing a roll; read back through its schema; the rows as the group question sees them.
 */
import { describe, expect, it } from "vitest";
import { groupChance } from "../../../../src/card-kinds/request/core/group-question";
import {
  allRowsDone,
  changesFixed,
  requestRollMode,
  rollerFixed,
  closeRequest,
  questionRows,
  recordRequestRoll,
  skipRow,
  startRequest,
  type RequestRowInput,
} from "../../../../src/card-kinds/request/core/request-state";
import { REQUEST_LIMITS } from "../../../../src/card-kinds/request/core/request-limits";
import { REQUEST_STATE_SCHEMA } from "../../../../src/card-kinds/request/core/request-schema";
import { readVersioned } from "../../../../src/core/schema";
import { asSentByAnyClient } from "../../../sent-by-any-client";
import { indieError, must } from "../../../kit";

const ROWS: RequestRowInput[] = [
  { id: "a", actorUuid: "Actor.a", tokenUuid: "Scene.s.Token.a", name: "Brunhild" },
  { id: "b", actorUuid: "Actor.b", name: "Sigurd", spec: { bonus: 4 } },
  { id: "c", actorUuid: null, name: "Fafnir" },
];

function start() {
  return startRequest({
    ruleSet: "kaiser",
    spec: { kind: "resistance", difficulty: 11 },
    question: "everyone",
    rows: ROWS,
  });
}

const refusal = indieError;

describe("a roll request's state", () => {
  it(
    "starts open with its rows, the spec, the question, the mode and the card's options " +
      "(defaults: each, public, difficulty shown)",
    () => {
      const state = start();
      expect(state).toMatchObject({
        version: 1,
        status: "open",
        ruleSet: "kaiser",
        question: "everyone",
        mode: "public",
        showDifficulty: true,
        resultsWhenAllRolled: false,
        hideNames: false,
      });
      expect(state.participants.map((row) => [row.id, row.name, row.messageId, row.skipped])).toEqual([
        ["a", "Brunhild", null, false],
        ["b", "Sigurd", null, false],
        ["c", "Fafnir", null, false],
      ]);
      expect(must(state.participants[1]).spec).toEqual({ bonus: 4 });
      expect(startRequest({ ruleSet: "olde", rows: ROWS })).toMatchObject({
        question: "each",
        mode: "public",
        spec: {},
      });
      expect(readVersioned(REQUEST_STATE_SCHEMA, JSON.parse(JSON.stringify(state)))).toEqual(state);
    },
  );

  it(
    "refuses, by name, a request without rows, with too many, " +
      "with a row id twice, an unknown rule set, question or mode",
    () => {
      expect(refusal(() => startRequest({ ruleSet: "kaiser", rows: [] })).key).toBe("INDIE_DICE.Request.Error.NoRows");
      const many = Array.from({ length: REQUEST_LIMITS.rows + 1 }, (_, i) => ({
        id: `r${i}`,
        actorUuid: null,
        name: `Row ${i}`,
      }));
      expect(refusal(() => startRequest({ ruleSet: "kaiser", rows: many })).data).toEqual({ count: 51, max: 50 });
      expect(startRequest({ ruleSet: "kaiser", rows: many.slice(0, 50) }).participants).toHaveLength(50);
      expect(refusal(() => startRequest({ ruleSet: "kaiser", rows: [must(ROWS[0]), must(ROWS[0])] })).key).toBe(
        "INDIE_DICE.Request.Error.RowId",
      );
      expect(refusal(() => startRequest({ ruleSet: "poker", rows: ROWS })).key).toBe(
        "INDIE_DICE.Request.Error.RuleSet",
      );
      expect(refusal(() => startRequest({ ruleSet: "kaiser", question: "all", rows: ROWS })).key).toBe(
        "INDIE_DICE.Request.Error.Question",
      );
      // At least N of the three rows asked: 4 could never be answered yes, and nothing is made.
      expect(refusal(() => startRequest({ ruleSet: "kaiser", question: { atLeast: 4 }, rows: ROWS })).data).toEqual({
        value: "4",
        rows: 3,
      });
      expect(startRequest({ ruleSet: "kaiser", question: "atLeast3", rows: ROWS }).question).toEqual({ atLeast: 3 });
      expect(refusal(() => startRequest({ ruleSet: "kaiser", mode: "gmroll", rows: ROWS })).key).toBe(
        "INDIE_DICE.Request.Error.Mode",
      );
      expect(refusal(() => startRequest({ ruleSet: "kaiser", rows: asSentByAnyClient("a") })).key).toBe(
        "INDIE_DICE.Error.NotAList",
      );
    },
  );

  it(
    "records a row's roll once; a skipped row, a rolled row and a closed card refuse one; " +
      "the old state is left as it was",
    () => {
      const state = start();
      const rolled = recordRequestRoll(state, "a", "m1");
      expect(must(state.participants[0]).messageId).toBeNull();
      expect(must(rolled.participants[0]).messageId).toBe("m1");
      expect(refusal(() => recordRequestRoll(rolled, "a", "m2")).key).toBe("INDIE_DICE.Request.Error.AlreadyRolled");
      const skipped = skipRow(rolled, "c");
      expect(refusal(() => recordRequestRoll(skipped, "c", "m3")).data).toEqual({ name: "Fafnir" });
      expect(refusal(() => skipRow(skipped, "a")).key).toBe("INDIE_DICE.Request.Error.AlreadyRolled");
      expect(refusal(() => recordRequestRoll(skipped, "zz", "m4")).key).toBe("INDIE_DICE.Request.Error.NoRow");
      expect(allRowsDone(skipped)).toBe(false);
      const closed = closeRequest(recordRequestRoll(skipped, "b", "m5"));
      expect(allRowsDone(closed)).toBe(true);
      expect(refusal(() => closeRequest(closed)).key).toBe("INDIE_DICE.Request.Error.Closed");
      expect(refusal(() => recordRequestRoll(closeRequest(start()), "a", "m6")).key).toBe(
        "INDIE_DICE.Request.Error.Closed",
      );
    },
  );

  it(
    "gives the group question its rows: " + "rolled by their judged pass, still to roll by their chance, skipped apart",
    () => {
      const state = skipRow(recordRequestRoll(start(), "a", "m1"), "c");
      const rows = questionRows(
        state,
        () => true,
        (row) => (row.id === "b" ? 0.25 : null),
      );
      expect(rows).toEqual([
        { state: "rolled", passed: true },
        { state: "pending", chance: 0.25 },
        { state: "skipped" },
      ]);
      expect(groupChance(state.question, rows)).toBe(0.25);
      // A recorded roll that cannot be read counts as not rolled yet.
      expect(
        questionRows(
          state,
          () => null,
          () => 0.5,
        )[0],
      ).toEqual({ state: "pending", chance: 0.5 });
    },
  );

  it("reads back only a well-formed state", () => {
    const stored = JSON.parse(JSON.stringify(start()));
    stored.question = "all";
    expect(() => readVersioned(REQUEST_STATE_SCHEMA, stored)).toThrow();
    for (const bad of [{ atLeast: 0 }, { atLeast: 51 }, { atLeast: 1.5 }, { atLeast: 2, extra: true }, "atLeast2"]) {
      expect(() => readVersioned(REQUEST_STATE_SCHEMA, { ...stored, question: bad }), JSON.stringify(bad)).toThrow();
    }
    expect(readVersioned(REQUEST_STATE_SCHEMA, { ...stored, question: "atLeastHalf" }).question).toBe("atLeastHalf");
    expect(readVersioned(REQUEST_STATE_SCHEMA, { ...stored, question: { atLeast: 2 } }).question).toEqual({
      atLeast: 2,
    });
  });

  it(
    "gives the roller what the request fixed, but a hidden difficulty; " +
      "refuses a roll changing it; waits its results in the GM's mode",
    () => {
      const shown = start();
      expect(rollerFixed(shown)).toEqual({ kind: "resistance", difficulty: 11 });
      expect(changesFixed(shown, { kind: "resistance", difficulty: 11, bonus: 9 })).toBe(false);
      expect(changesFixed(shown, { kind: "resistance", difficulty: 3 })).toBe(true);
      const hidden = startRequest({
        ruleSet: "kaiser",
        spec: { kind: "resistance", difficulty: 11 },
        showDifficulty: false,
        rows: ROWS,
      });
      expect(rollerFixed(hidden)).toEqual({ kind: "resistance" });
      expect(changesFixed(hidden, { kind: "resistance", bonus: 4 })).toBe(false);
      expect(changesFixed(hidden, { kind: "resistance", bonus: 4, difficulty: 11 })).toBe(true);
      expect(requestRollMode(shown)).toBe("public");
      expect(requestRollMode(startRequest({ ruleSet: "kaiser", resultsWhenAllRolled: true, rows: ROWS }))).toBe("gm");
      expect(
        requestRollMode(startRequest({ ruleSet: "kaiser", resultsWhenAllRolled: true, mode: "blind", rows: ROWS })),
      ).toBe("blind");
    },
  );
});
