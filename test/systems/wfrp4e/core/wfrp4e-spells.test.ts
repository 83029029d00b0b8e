/**
 * WFRP 4e's spell tests (src/systems/wfrp4e/core/wfrp4e-spells.ts), each figure counted by hand here from the system's
 * code (docs/systems-wfrp4e.md "Spells"): SL = the target's tens less the roll's; a cast needs SL ≥ CN (0 once the
 * channelled SL reaches it), a passed double below it is Total Power; miscasts counted and named by _handleMiscasts.
 */
import { describe, expect, it } from "vitest";
import { wfrp4eSl } from "../../../../src/systems/wfrp4e/core/wfrp4e-sl";
import {
  wfrp4eSpellOdds,
  type Wfrp4eMagic,
  type Wfrp4eSpellQuestion,
} from "../../../../src/systems/wfrp4e/core/wfrp4e-spells";
import { must } from "../../../kit";
import { PLAIN_CAST } from "./plain-cast";

const sl = { slMethod: "default", testAbove100: false, slBonus: 0, successBonus: 0 };
const question = (
  target: number,
  more: Partial<Wfrp4eMagic> = {},
  rules: Partial<typeof sl> = {},
): Wfrp4eSpellQuestion & { readonly target: number } => ({
  target,
  automaticSuccess: 5,
  automaticFailure: 96,
  criticals: false,
  sl: { ...sl, ...rules },
  magic: { ...PLAIN_CAST, ...more },
});

function figures(spell: Wfrp4eSpellQuestion): Record<string, number> {
  const choice = must(wfrp4eSpellOdds(spell).choices[0]);
  return Object.fromEntries(choice.outcomes.map((outcome) => [outcome.key, Math.round(outcome.probability * 100)]));
}

describe("WFRP 4e's SL", () => {
  it("default: 45 against 38 is +1; Degrees of Success 0; Fast SL the roll's tens, 3", () => {
    expect(wfrp4eSl(38, question(45))).toBe(1);
    expect(wfrp4eSl(38, question(45, {}, { slMethod: "dos" }))).toBe(0);
    expect(wfrp4eSl(38, question(45, {}, { slMethod: "fast" }))).toBe(3);
  });

  it(
    "a 96 fails at −1 whatever the SL bonus (+10: " +
      "4 − 9 + 10 = 5, forced to −1); a 97 with +3 stays 4 − 9 + 3 = −2",
    () => {
      expect(wfrp4eSl(96, question(45, {}, { slBonus: 10 }))).toBe(-1);
      expect(wfrp4eSl(97, question(45, {}, { slBonus: 3 }))).toBe(-2);
    },
  );
});

describe("WFRP 4e's cast test", () => {
  it(
    "T 45, CN 2: cast on 1–29 and by Total Power on 33, 44 (31); critical 11, 22; " +
      "overcast SL ≥ 4, 1–9; minor miscasts 11–44's doubles and 55–99's, 100",
    () => {
      expect(figures(question(45))).toEqual({
        cast: 31,
        notCast: 69,
        criticalCast: 2,
        totalPower: 2,
        overcast: 9,
        minorMiscast: 10,
        majorMiscast: 0,
      });
    },
  );

  it("T 45, CN 5: SL is 4 at most, so only the doubles 11–44 cast, by Total Power", () => {
    expect(figures(question(45, { cn: 5 }))).toEqual({
      cast: 4,
      notCast: 96,
      criticalCast: 0,
      totalPower: 4,
      overcast: 0,
      minorMiscast: 10,
      majorMiscast: 0,
    });
  });

  it(
    "channelled SL 2 reaches CN 2: every pass casts; " +
      "a failure miscasts (minor 49), a failed double or 100 twice (major 6); critical casts minor (4)",
    () => {
      expect(figures(question(45, { channelled: 2 }))).toEqual({
        cast: 45,
        notCast: 55,
        criticalCast: 4,
        totalPower: 0,
        overcast: 29,
        minorMiscast: 53,
        majorMiscast: 0 + 6,
      });
    },
  );

  it("…with an ingredient each miscast is one step less: the 6 majors minor, the rest none", () => {
    expect(figures(question(45, { channelled: 2, ingredient: true }))).toMatchObject({
      minorMiscast: 6,
      majorMiscast: 0,
    });
  });

  it("partial channelling: SL 1 channelled of CN 2 leaves CN 1, cast on 1–39 (39) and 44", () => {
    expect(figures(question(45, { channelled: 1, partialChannelling: true }))).toMatchObject({
      cast: 40,
      criticalCast: 3,
      totalPower: 1,
    });
  });

  it("a malignant influence: an 8 in the units miscasts too; the failed 88 twice, a major", () => {
    // minor: 11–77's doubles, 99, 100 (9) and 8, 18 … 78, 98 (9): 18; major: 88 (its double and its 8).
    expect(figures(question(45, { malignantInfluence: true }))).toMatchObject({ minorMiscast: 18, majorMiscast: 1 });
  });

  it(
    "the homebrew catastrophic miscasts: " +
      "witchcraft, a channelled failure and a failed double or 100 count 3 or more: " +
      "catastrophic (55–99's doubles, 100: 6)",
    () => {
      expect(figures(question(45, { channelled: 1, witchcraft: true, catastrophicMiscasts: true }))).toMatchObject({
        catastrophicMiscast: 6,
      });
    },
  );

  it("a spell with damage (a hit location) names a Fumble too: 55–88, 99, 100 (6)", () => {
    expect(figures(question(45, { hitLocation: true }))).toMatchObject({ fumble: 6, minorMiscast: 10 });
  });

  it("no miscast row where the ingredient is not known", () => {
    expect(Object.keys(figures(question(45, { ingredient: null })))).toEqual([
      "cast",
      "notCast",
      "criticalCast",
      "totalPower",
      "overcast",
    ]);
  });
});

describe("WFRP 4e's channel test", () => {
  const channel = (more: Partial<Wfrp4eMagic> = {}): Wfrp4eSpellQuestion =>
    question(40, { kind: "channel", cn: 6, channelCap: 6, channelled: 4, ...more });

  it(
    "T 40, CN 6, SL 4 channelled: ready on SL ≥ 2 (1–29) and the critical 33 (30); " +
      "a failed double or ten is a major miscast (12), a critical minor (3)",
    () => {
      expect(figures(channel())).toEqual({
        success: 40,
        failure: 60,
        criticalChannel: 3,
        ready: 30,
        minorMiscast: 3,
        majorMiscast: 12,
      });
    },
  );

  it(
    "Winds of Magic channelling: a failed ten miscasts no more and a fumble only once (minor: " +
      "44–99's doubles, 100 and 11–33: 10)",
    () => {
      expect(figures(channel({ womChannelling: true, partialChannelling: true }))).toMatchObject({
        minorMiscast: 10,
        majorMiscast: 0,
      });
    },
  );

  it("no ready row where the channelled SL before the test is not known", () => {
    expect(figures(channel({ channelled: null }))).not.toHaveProperty("ready");
  });
});
