/** The tests' kit (test/kit.ts): each helper passes what it is for and fails, in words, on what it is not. */
import { describe, expect, it } from "vitest";
import { IndieDiceError } from "../src/core/errors";
import {
  at,
  expectIndieError,
  expectRefusal,
  indieError,
  indieErrorIn,
  indieErrorOf,
  must,
  record,
  renderedElement,
} from "./kit";

// A key lang/en.json has, with a placeholder (test/setup/english-errors.ts reads the English errors).
const KEY = "INDIE_DICE.Error.Limit.FormulaDiceTerms";

describe("the test kit", () => {
  it("must: the value, 0 and '' included; null and undefined fail naming what was missing", () => {
    expect(must(0)).toBe(0);
    expect(must("")).toBe("");
    expect(() => must(undefined, "the card")).toThrow("expected the card, got undefined");
    expect(() => must(null)).toThrow("expected a value, got null");
  });

  it("at: an item by index, negative from the end; none there fails", () => {
    expect(at(["a", "b", "c"], 0)).toBe("a");
    expect(at(["a", "b", "c"], -1)).toBe("c");
    expect(() => at(["a"], 1)).toThrow("expected an item at 1 of 1");
  });

  it(
    "indieError and indieErrorOf: the IndieDiceError thrown; " + "another error thrown again; nothing thrown fails",
    async () => {
      const refused = new IndieDiceError(KEY, { max: 2, value: 3 });
      expect(
        indieError(() => {
          throw refused;
        }),
      ).toBe(refused);
      expect(() =>
        indieError(() => {
          throw new RangeError("other");
        }),
      ).toThrow(RangeError);
      expect(() => indieError(() => 1)).toThrow("nothing was thrown");
      expect(await indieErrorOf(() => Promise.reject(refused))).toBe(refused);
      await expect(indieErrorOf(() => Promise.resolve(1))).rejects.toThrow("the promise resolved");
      expect(indieErrorIn(refused)).toBe(refused);
      expect(() => indieErrorIn("no")).toThrow();
    },
  );

  it("expectIndieError: the key, and a message in words with every placeholder filled", () => {
    const text = new IndieDiceError(KEY, { max: 2, value: 3 }).message;
    expect(text).not.toBe(KEY);
    expect(
      expectIndieError(() => {
        throw new IndieDiceError(KEY, { max: 2, value: 3 });
      }, KEY).data,
    ).toEqual({ max: 2, value: 3 });
    expect(() =>
      expectIndieError(() => {
        throw new IndieDiceError(KEY, { max: 2, value: 3 });
      }, "INDIE_DICE.Error.Other"),
    ).toThrow();
    // A placeholder left unfilled, and a key with no text, both fail.
    expect(() =>
      expectIndieError(() => {
        throw new IndieDiceError(KEY);
      }, KEY),
    ).toThrow();
    expect(() =>
      expectIndieError(() => {
        throw new IndieDiceError("INDIE_DICE.NoSuchKey");
      }, "INDIE_DICE.NoSuchKey"),
    ).toThrow();
  });

  it("expectRefusal, record and renderedElement", () => {
    expectRefusal({ ok: false, key: KEY, extra: 1 }, KEY);
    expect(() => expectRefusal({ ok: true }, KEY)).toThrow();
    const answer = { ok: false };
    expect(record(answer)).toBe(answer);
    expect(() => record("text", "an answer")).toThrow("expected an answer, got string");
    expect(() => record(null)).toThrow("got null");
    expect(() => renderedElement("<li></li>")).toThrow("got a string");
  });
});
