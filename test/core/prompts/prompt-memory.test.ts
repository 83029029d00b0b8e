import { describe, expect, it } from "vitest";
import { doneKeys, isDone, promptKey, withDone } from "../../../src/core/prompts/prompt-memory";

describe("which prompts a user is done with", () => {
  it("keeps each user's keys apart, the most recent last, and forgets the oldest past the limit", () => {
    let record = withDone({}, "ann", promptKey("card1", "row1"));
    record = withDone(record, "bo", promptKey("card1", "row2"));
    record = withDone(record, "ann", promptKey("card2", "row1"), 2);
    expect(isDone(record, "ann", "card1.row1")).toBe(true);
    expect(isDone(record, "bo", "card1.row1")).toBe(false);
    record = withDone(record, "ann", "card3.row1", 2);
    expect(doneKeys(record, "ann")).toEqual(["card2.row1", "card3.row1"]);
    expect(doneKeys(record, "bo")).toEqual(["card1.row2"]);
    // Done again: moved last, never listed twice.
    expect(doneKeys(withDone(record, "ann", "card2.row1"), "ann")).toEqual(["card3.row1", "card2.row1"]);
  });

  it("reads whatever is stored defensively: no record, a list, or keys that are not strings", () => {
    expect(doneKeys(null, "ann")).toEqual([]);
    expect(doneKeys(["card1.row1"], "ann")).toEqual([]);
    expect(doneKeys({ ann: ["a", 3, null, "b"] }, "ann")).toEqual(["a", "b"]);
    expect(doneKeys({ ann: "a" }, "ann")).toEqual([]);
    expect(withDone("junk", "ann", "k")).toEqual({ ann: ["k"] });
  });
});
