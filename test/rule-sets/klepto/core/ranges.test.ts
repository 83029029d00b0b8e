import { describe, expect, it } from "vitest";
import type { Score } from "../../../../src/rule-sets/klepto/core/mechanics/score";
import { formatRanges, rangeBracket } from "../../../../src/rule-sets/klepto/core/ranges/format-ranges";
import { matchRanges, numericRangeFor } from "../../../../src/rule-sets/klepto/core/ranges/match-ranges";
import { parseBracket } from "../../../../src/rule-sets/klepto/core/ranges/parse-bracket";
import { parseRanges } from "../../../../src/rule-sets/klepto/core/ranges/parse-ranges";
import { PASS_FAIL_RANGES, STANDARD_RANGES } from "../../../../src/rule-sets/klepto/core/ranges/standard-ranges";
import { expectIndieError, ranges as rangesKey } from "./expect-error";
import { must } from "../../../kit";

const plain = (total: number): Score => ({ total, crit: null });
const MAGIC_MISSILE = "[..6] 1 Missile, [7..9] 2 Missiles, [10..] 3 Missiles";

describe("rules text: Magic Missile", () => {
  it("a Score of 8 matches [7..9], so Alice gets 2 Missiles", () => {
    const parsed = parseRanges(MAGIC_MISSILE);
    const matches = matchRanges(parsed, plain(8));
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({ kind: "range", low: 7, high: 9, bracket: "[7..9]", effect: "2 Missiles" });
  });

  it("reads the shorthand as the rules text prints it, in backticks", () => {
    const parsed = parseRanges("`[..6]` 1 Missile, `[7..9]` 2 Missiles, `[10..]` 3 Missiles.");
    expect(parsed.ranges.map((r) => [r.low, r.high, r.effect])).toEqual([
      [null, 6, "1 Missile"],
      [7, 9, "2 Missiles"],
      [10, null, "3 Missiles."],
    ]);
  });
});

describe("parsing", () => {
  it("records each bracket as typed and where it stands", () => {
    const parsed = parseRanges(MAGIC_MISSILE);
    expect(parsed.ranges.map((r) => [r.bracket, r.position])).toEqual([
      ["[..6]", 0],
      ["[7..9]", MAGIC_MISSILE.indexOf("[7..9]")],
      ["[10..]", MAGIC_MISSILE.indexOf("[10..]")],
    ]);
    expect(parsed).toMatchObject({ critSuccess: null, critFailure: null, win: null, lose: null });
  });

  it("reads crit and Contest entries, escaped or not, in any case", () => {
    const parsed = parseRanges(
      "[..6] hurt, [7..] fine; \\[0!] badly hurt\n[10!] a boon [ WIN ] take it, [lose] drop it",
    );
    expect(parsed.critFailure).toMatchObject({ kind: "critFailure", effect: "badly hurt", bracket: "[0!]" });
    expect(parsed.critSuccess).toMatchObject({ kind: "critSuccess", effect: "a boon" });
    expect(parsed.win).toMatchObject({ kind: "win", effect: "take it", bracket: "[ WIN ]" });
    expect(parsed.lose).toMatchObject({ kind: "lose", effect: "drop it" });
    expect(parsed.ranges.map((r) => r.effect)).toEqual(["hurt", "fine"]);
  });

  it("reads the Markdown-escaped brackets of the rules text's Group Test list", () => {
    const parsed = parseRanges("\\[..6\\] nothing, \\[7..9\\] give one, \\[10..\\] give two");
    expect(parsed.ranges.map((r) => [r.low, r.high, r.effect])).toEqual([
      [null, 6, "nothing"],
      [7, 9, "give one"],
      [10, null, "give two"],
    ]);
  });

  it("keeps commas inside effect text and collapses runs of spaces", () => {
    const parsed = parseRanges("[..9]  You fail,   and  lose 1 gold, [10..] You win, no cost,");
    expect(parsed.ranges.map((r) => r.effect)).toEqual(["You fail, and lose 1 gold", "You win, no cost"]);
  });

  it(
    "takes the full-width comma, " +
      "semicolon and enumeration comma of a CJK keyboard as separators, as their ASCII kin",
    () => {
      const parsed = parseRanges("[..6] 未命中，[7..9] 一枚、[10..] 三枚；");
      expect(parsed.ranges.map((r) => r.effect)).toEqual(["未命中", "一枚", "三枚"]);
      expect(parsed.ranges.map((r) => r.effect)).toEqual(
        parseRanges("[..6] 未命中, [7..9] 一枚, [10..] 三枚;").ranges.map((r) => r.effect),
      );
      // Inside an effect, as an ASCII comma there, it stays text.
      expect(must(parseRanges("[..] 失败，并失去一枚金币").ranges[0]).effect).toBe("失败，并失去一枚金币");
    },
  );

  it("keeps markup as plain text, never interpreting it", () => {
    const parsed = parseRanges("[..] <b>bold</b> & co");
    expect(must(parsed.ranges[0]).effect).toBe("<b>bold</b> & co");
  });

  it("accepts ranges in any order, negative bounds and entries without effect text", () => {
    const parsed = parseRanges("[3..] up [-2..2] middle [..-3]");
    expect(parsed.ranges.map((r) => rangeBracket(r))).toEqual(["[..-3]", "[-2..2]", "[3..]"]);
    expect(must(parsed.ranges[0]).effect).toBe("");
  });

  it("allows bounded outer ends and crit-only lists", () => {
    expect(parseRanges("[1..5] low, [6..10] high").ranges).toHaveLength(2);
    expect(parseRanges("[10!] a gift").ranges).toEqual([]);
  });

  it("reads single brackets", () => {
    expect(parseBracket(" 7 .. 9 ")).toEqual({ kind: "range", low: 7, high: 9 });
    expect(parseBracket("..")).toEqual({ kind: "range", low: null, high: null });
    expect(parseBracket("+3..")).toEqual({ kind: "range", low: 3, high: null });
    expect(parseBracket("9..7")).toEqual({ kind: "reversed", low: 9, high: 7 });
    for (const bad of ["7", "10", "a..b", "7...9", "5!", "1.5..3", "constructor", "99999999999999999..", ""]) {
      expect(parseBracket(bad)).toEqual({ kind: "malformed" });
    }
  });
});

describe("parse errors point at the offending bracket", () => {
  it("refuses an empty shorthand", () => {
    expectIndieError(() => parseRanges(" , "), rangesKey("Empty"));
  });

  it("refuses text before the first bracket", () => {
    const error = expectIndieError(() => parseRanges("1 Missile [..6]"), rangesKey("TextBeforeBracket"));
    expect(error.data).toMatchObject({ bracket: "1 Missile", position: 0 });
    expectIndieError(() => parseRanges("no brackets"), rangesKey("TextBeforeBracket"));
  });

  it("refuses an unclosed bracket", () => {
    const error = expectIndieError(() => parseRanges("[..6] a, [7.."), rangesKey("Unclosed"));
    expect(error.data).toMatchObject({ bracket: "[7..", position: 9, column: 10, entry: 2 });
    const nested = expectIndieError(() => parseRanges("[..6] a, `[7..9 `[10..]` c"), rangesKey("Unclosed"));
    expect(nested.data).toMatchObject({ bracket: "[7..9", entry: 2 });
  });

  it("refuses a malformed bracket", () => {
    const error = expectIndieError(() => parseRanges("[..6] a, [a..b] b"), rangesKey("Malformed"));
    expect(error.data).toMatchObject({ bracket: "[a..b]", position: 9, entry: 2 });
    expect(error.message).toContain("[a..b]");
    expectIndieError(() => parseRanges("[7] seven"), rangesKey("Malformed"));
  });

  it("refuses a range that runs backwards", () => {
    const error = expectIndieError(() => parseRanges("[9..7] odd"), rangesKey("Reversed"));
    expect(error.data).toMatchObject({ bracket: "[9..7]", low: 9, high: 7, entry: 1 });
  });

  it("refuses a gap between ranges and names the missing Scores", () => {
    const error = expectIndieError(() => parseRanges("[..6] a, [9..] b"), rangesKey("Gap"));
    expect(error.data).toMatchObject({ bracket: "[9..]", other: "[..6]", from: 7, to: 8, entry: 2 });
    expect(error.message).toBe(
      "Score Ranges: no range covers the Scores 7 to 8, between [..6] and [9..] at character 10 (entry 2).",
    );
  });

  it("names a single missing Score as one Score, not as a range from 7 to 7", () => {
    const error = expectIndieError(() => parseRanges("[..6] a, [8..] b"), rangesKey("GapOne"));
    expect(error.data).toMatchObject({ bracket: "[8..]", other: "[..6]", from: 7, to: 7, entry: 2 });
    expect(error.message).toBe(
      "Score Ranges: no range covers the Score 7, between [..6] and [8..] at character 10 (entry 2).",
    );
  });

  it("refuses overlapping ranges", () => {
    const error = expectIndieError(() => parseRanges("[..7] a, [7..9] b, [10..] c"), rangesKey("Overlap"));
    expect(error.data).toMatchObject({ bracket: "[7..9]", other: "[..7]", position: 9 });
  });

  it("refuses an open end that is not at an end", () => {
    const high = expectIndieError(() => parseRanges("[..6] a, [7..] b, [10..] c"), rangesKey("UnboundedHigh"));
    expect(high.data).toMatchObject({ bracket: "[7..]", other: "[10..]", entry: 2 });
    const low = expectIndieError(() => parseRanges("[..9] a, [..6] b"), rangesKey("UnboundedLow"));
    expect(low.data).toMatchObject({ bracket: "[..9]", other: "[..6]", entry: 1 });
    expectIndieError(() => parseRanges("[..] all, [7..9] b"), rangesKey("UnboundedHigh"));
  });

  it("refuses a repeated crit or Contest entry", () => {
    const error = expectIndieError(() => parseRanges("[10!] a, [..] b, [10!] c"), rangesKey("Duplicate"));
    expect(error.data).toMatchObject({ bracket: "[10!]", other: "[10!]", position: 17, entry: 3 });
    expectIndieError(() => parseRanges("[Win] a [win] b"), rangesKey("Duplicate"));
  });
});

describe("matching", () => {
  const parsed = parseRanges(`${MAGIC_MISSILE}, [0!] fizzle, [10!] a fourth missile, [Win] x, [Lose] y`);

  it("gives a Critical Success the top range and [10!], whatever its total", () => {
    const matches = matchRanges(parsed, { total: 4, crit: "success" });
    expect(matches.map((m) => m.effect)).toEqual(["3 Missiles", "a fourth missile"]);
  });

  it("gives a Critical Failure the bottom range and [0!], whatever its total", () => {
    const matches = matchRanges(parsed, { total: 12, crit: "failure" });
    expect(matches.map((m) => m.effect)).toEqual(["1 Missile", "fizzle"]);
  });

  it("adds [Win] or [Lose] for a Contest", () => {
    expect(matchRanges(parsed, plain(11), "win").map((m) => m.effect)).toEqual(["3 Missiles", "x"]);
    expect(matchRanges(parsed, plain(3), "lose").map((m) => m.effect)).toEqual(["1 Missile", "y"]);
  });

  it("finds no numeric range outside bounded ranges, and none at all without numeric ranges", () => {
    const bounded = parseRanges("[1..5] low, [6..10] high");
    expect(numericRangeFor(bounded, plain(11))).toBeNull();
    expect(numericRangeFor(bounded, { total: 30, crit: "success" })).toMatchObject({ low: 6 });
    expect(matchRanges(parseRanges("[Win] x"), { total: 3, crit: "failure" }, "lose")).toEqual([]);
  });
});

describe("standard ranges", () => {
  it("are Low [..6], Mixed [7..9], High [10..] and Fail [..6], Pass [7..]", () => {
    expect(formatRanges(STANDARD_RANGES)).toBe("[..6] Low Score, [7..9] Mixed Score, [10..] High Score");
    expect(formatRanges(PASS_FAIL_RANGES)).toBe("[..6] Failing Score, [7..] Passing Score");
    expect(must(matchRanges(PASS_FAIL_RANGES, plain(7))[0]).effect).toBe("Passing Score");
  });

  it("cannot be changed by whoever reads them", () => {
    expect(Object.isFrozen(STANDARD_RANGES.ranges[0])).toBe(true);
    expect(() => STANDARD_RANGES.ranges.push(must(STANDARD_RANGES.ranges[0]))).toThrow(TypeError);
  });
});

describe("formatting", () => {
  it("writes canonical brackets, ranges first, and parses back the same", () => {
    const parsed = parseRanges("[win] w, [ 10 .. ] high [..9] low, [10!]");
    const text = formatRanges(parsed);
    expect(text).toBe("[..9] low, [10..] high, [10!], [Win] w");
    expect(formatRanges(parseRanges(text))).toBe(text);
  });
});
