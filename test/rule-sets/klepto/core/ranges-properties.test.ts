import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IndieDiceError } from "../../../../src/core/errors";
import type { NumericRange, ParsedRanges } from "../../../../src/rule-sets/klepto/core/ranges/types";
import { formatRanges, rangeBracket } from "../../../../src/rule-sets/klepto/core/ranges/format-ranges";
import { matchRanges } from "../../../../src/rule-sets/klepto/core/ranges/match-ranges";
import { parseRanges } from "../../../../src/rule-sets/klepto/core/ranges/parse-ranges";
import { indieErrorIn, must } from "../../../kit";

/** Effect text without brackets (a `[` always starts the next entry) and without edge separators. */
const effect = fc
  .stringMatching(/^[A-Za-z0-9 ,.!<>&'"-]{0,20}$/)
  .map((text) => text.replace(/\s+/g, " ").replace(/^[\s,;]+|[\s,;]+$/g, ""));

/** Cut points c1 < c2 < … give [..c1], [c1+1..c2], …, [ck+1..]: ranges that cover every integer. */
const coveringRanges = fc
  .uniqueArray(fc.integer({ min: -30, max: 40 }), { maxLength: 6 })
  .map((cuts) => [...cuts].sort((a, b) => a - b))
  .chain((cuts) =>
    fc.tuple(fc.constant(cuts), fc.array(effect, { minLength: cuts.length + 1, maxLength: cuts.length + 1 })),
  )
  .map(([cuts, effects]) =>
    effects.map((text, i) => ({
      low: i === 0 ? null : must(cuts[i - 1]) + 1,
      high: i === cuts.length ? null : must(cuts[i]),
      effect: text,
    })),
  );

function shorthand(ranges: ReadonlyArray<Pick<NumericRange, "low" | "high" | "effect">>): string {
  return ranges.map((r) => `${rangeBracket(r)} ${r.effect}`).join(", ");
}

/** What a parse means, without where it was typed. */
function meaning(parsed: ParsedRanges) {
  const strip = (entry: { kind: string; effect: string } | null) => entry && { kind: entry.kind, effect: entry.effect };
  return {
    ranges: parsed.ranges.map((r) => ({ low: r.low, high: r.high, effect: r.effect })),
    critSuccess: strip(parsed.critSuccess),
    critFailure: strip(parsed.critFailure),
    win: strip(parsed.win),
    lose: strip(parsed.lose),
  };
}

describe("the range matcher (property)", () => {
  it("finds exactly one numeric range for any Score when the ranges cover all integers, in any written order", () => {
    fc.assert(
      fc.property(
        coveringRanges.chain((ranges) => fc.shuffledSubarray(ranges, { minLength: ranges.length })),
        fc.integer({ min: -100, max: 100 }),
        (ranges, total) => {
          const parsed = parseRanges(shorthand(ranges));
          const matches = matchRanges(parsed, { total, crit: null }).filter((m) => m.kind === "range");
          expect(matches).toHaveLength(1);
          const { low, high } = must((matches as NumericRange[])[0]);
          expect(low === null || low <= total).toBe(true);
          expect(high === null || total <= high).toBe(true);
        },
      ),
    );
  });

  it("sends a Critical Success to the top range and a Critical Failure to the bottom one", () => {
    fc.assert(
      fc.property(coveringRanges, fc.integer({ min: -100, max: 100 }), (ranges, total) => {
        const parsed = parseRanges(`${shorthand(ranges)}, [0!] worst, [10!] best`);
        const success = matchRanges(parsed, { total, crit: "success" });
        const failure = matchRanges(parsed, { total, crit: "failure" });
        expect(success.map((m) => m.kind)).toEqual(["range", "critSuccess"]);
        expect((success[0] as NumericRange).high).toBeNull();
        expect(failure.map((m) => m.kind)).toEqual(["range", "critFailure"]);
        expect((failure[0] as NumericRange).low).toBeNull();
      }),
    );
  });
});

describe("the parser (property)", () => {
  it("reads back what formatRanges writes", () => {
    const specials = fc.record({
      critSuccess: fc.option(effect),
      critFailure: fc.option(effect),
      win: fc.option(effect),
      lose: fc.option(effect),
    });
    fc.assert(
      fc.property(coveringRanges, specials, (ranges, extra) => {
        const brackets = { critSuccess: "[10!]", critFailure: "[0!]", win: "[Win]", lose: "[Lose]" } as const;
        const tail = (Object.keys(brackets) as Array<keyof typeof brackets>)
          .filter((kind) => extra[kind] !== null)
          .map((kind) => `${brackets[kind]} ${extra[kind]}`);
        const parsed = parseRanges([shorthand(ranges), ...tail].join(", "));
        expect(meaning(parseRanges(formatRanges(parsed)))).toEqual(meaning(parsed));
        expect(parsed.ranges.map((r) => r.effect)).toEqual(ranges.map((r) => r.effect));
      }),
    );
  });

  it("reports a gap when a range is moved up, naming the missing Scores", () => {
    fc.assert(
      fc.property(
        coveringRanges.filter((r) => r.length >= 2),
        fc.integer({ min: 1, max: 5 }),
        (ranges, shift) => {
          // Everything above the lowest range moves up together, so the only fault is the gap above it.
          const broken = ranges.map((r, i) =>
            i === 0 ? r : { ...r, low: must(r.low) + shift, high: r.high === null ? null : r.high + shift },
          );
          try {
            parseRanges(shorthand(broken));
            expect.unreachable("a gap must be refused");
          } catch (error) {
            // One missing Score reads "the Score 7", several "the Scores 7 to 9".
            expect(indieErrorIn(error).key).toBe(
              shift === 1 ? "INDIE_DICE.Error.Ranges.GapOne" : "INDIE_DICE.Error.Ranges.Gap",
            );
            const top = must(must(ranges[0]).high);
            expect(indieErrorIn(error).data).toMatchObject({ from: top + 1, to: top + shift });
          }
        },
      ),
    );
  });

  it("either parses or throws an IndieDiceError, whatever it is given", () => {
    const noise = fc.stringMatching(/^[[\]\s.,;0-9!a-zA-Z`\\+-]{0,30}$/);
    fc.assert(
      fc.property(noise, (text) => {
        try {
          parseRanges(text);
        } catch (error) {
          expect(error).toBeInstanceOf(IndieDiceError);
        }
      }),
    );
  });
});
