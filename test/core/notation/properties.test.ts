import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findNotationProblems } from "../../../src/core/notation/find-problems";
import { validateDiceTerm } from "../../../src/core/notation/validate-term";
import { splitModifierString } from "../../../src/core/notation/modifier-tokenizer";
import type { DiceTermInput, IndieTermCheck, KeepSpec } from "../../../src/core/notation/term-types";
import { KLEPTO_LIMITS } from "../../../src/rule-sets/klepto/core/limits";
import { OGS_LIMITS } from "../../../src/rule-sets/ogs/core/limits";
import { increaseDie } from "../../../src/rule-sets/ogs/core/mechanics/die-increase";
import { expectWellFormedError, NOTHING, termAsFoundryHoldsIt, thrownBy } from "./notation-test-kit";

/** A valid notation: its term as written and what validateDiceTerm must read from it. */
interface Valid {
  readonly number: number;
  readonly faces: number | "i";
  readonly modifierText: string;
  readonly expected: Omit<IndieTermCheck, "steps" | "number" | "faces" | "ours">;
}

function keepOf(which: KeepSpec["which"], count: number, modifier: string): KeepSpec {
  return { which, count, modifier };
}

/** The ways to leave the best or worst `kept` of `number` dice: keep them, or drop the others. */
function keepWritings(which: KeepSpec["which"], number: number, kept: number): string[] {
  const dropped = number - kept;
  const keeps = which === "highest" ? [`kh${kept}`, `k${kept}`] : [`kl${kept}`];
  if (kept === 1) keeps.push(which === "highest" ? "kh" : "kl");
  if (dropped === 0) return keeps;
  const drops = which === "highest" ? [`dl${dropped}`, `d${dropped}`] : [`dh${dropped}`];
  if (dropped === 1) drops.push(which === "highest" ? "dl" : "dh");
  return [...keeps, ...drops];
}

function signed(which: KeepSpec["which"], discarded: number): number {
  if (discarded === 0) return 0;
  return which === "highest" ? discarded : -discarded;
}

const direction = fc.constantFrom<KeepSpec["which"]>("highest", "lowest");

const kaiser: fc.Arbitrary<Valid> = fc
  .record({ number: fc.integer({ min: 2, max: 8 }), which: direction, pick: fc.nat() })
  .chain(({ number, which, pick }) => {
    const writings = keepWritings(which, number, 2);
    const bare = number === 2 ? [null] : [];
    return fc.constantFrom(...bare, writings[pick % writings.length] ?? null).map((keepText) => ({
      number,
      faces: 6 as const,
      modifierText: `${keepText ?? ""}ko`,
      expected: {
        ...NOTHING,
        ruleSet: "kaiser" as const,
        openRoll: true,
        keep: keepText === null ? null : keepOf(which, 2, keepText),
        advantage: keepText === null ? 0 : signed(which, number - 2),
      },
    }));
  });

const kingdoms: fc.Arbitrary<Valid> = fc
  .record({ number: fc.integer({ min: 1, max: 40 }), threshold: fc.integer({ min: 0, max: 30 }) })
  .map(({ number, threshold }) => ({
    number,
    faces: 12,
    modifierText: `kr${threshold}`,
    expected: { ...NOTHING, ruleSet: "kingdoms" as const, difficultyThreshold: threshold },
  }));

/** Within LIMITS: at most 15 real dice once increased, so a d12 up 12 stages (4 real dice) comes at most 3 times. */
const ogs: fc.Arbitrary<Valid> = fc
  .record({ faces: fc.constantFrom(4, 6, 8, 10, 12), stages: fc.integer({ min: 0, max: OGS_LIMITS.ogsStages.max }) })
  .chain(({ faces, stages }) => {
    const perDie = increaseDie(faces, stages).length;
    const most = Math.min(OGS_LIMITS.ogsTermDice.max, Math.floor(OGS_LIMITS.ogsRealDice.max / perDie));
    return fc.record({
      number: fc.integer({ min: 1, max: most }),
      faces: fc.constant(faces),
      stages: fc.constant(stages),
    });
  })
  .map(({ number, faces, stages }) => ({
    number,
    faces,
    modifierText: `p${stages}`,
    expected: { ...NOTHING, ruleSet: "ogs" as const, dieIncreaseStages: stages },
  }));

/** At most 4 dice: Advantages and Disadvantages cap at 3. */
const kleptoDice = fc.integer({ min: 1, max: KLEPTO_LIMITS.kleptoTermDice.max });

/** kc then kh/kl is written as one run, so its keep is always bare; a single die may go without a keep. */
const critByCoin: fc.Arbitrary<Valid> = fc
  .record({ number: kleptoDice, which: direction, bare: fc.boolean() })
  .map(({ number, which, bare }) => {
    const keepText = number === 1 && bare ? null : which === "highest" ? "kh" : "kl";
    return {
      number,
      faces: 10,
      modifierText: `kc${keepText ?? ""}`,
      expected: {
        ...NOTHING,
        ruleSet: "klepto" as const,
        critByCoin: true,
        keep: keepText === null ? null : keepOf(which, 1, keepText),
        advantage: keepText === null ? 0 : signed(which, number - 1),
      },
    };
  });

const d10ish: fc.Arbitrary<Valid> = fc
  .record({ number: kleptoDice, which: direction, pick: fc.nat(), bare: fc.boolean() })
  .map(({ number, which, pick, bare }) => {
    const writings = keepWritings(which, number, 1);
    const keepText = number === 1 && bare ? null : (writings[pick % writings.length] ?? null);
    return {
      number,
      faces: "i" as const,
      modifierText: keepText ?? "",
      expected: {
        ...NOTHING,
        ruleSet: "klepto" as const,
        d10ish: true,
        keep: keepText === null ? null : keepOf(which, 1, keepText),
        advantage: keepText === null ? 0 : signed(which, number - 1),
      },
    };
  });

const validNotation = fc.oneof(kaiser, kingdoms, ogs, critByCoin, d10ish);

/** Foundry lower-cases commands, so any casing of the modifiers must read the same. */
function recase(text: string, upper: readonly boolean[]): string {
  return Array.from(text, (char, index) => (upper[index % Math.max(1, upper.length)] ? char.toUpperCase() : char)).join(
    "",
  );
}

describe("any valid notation validates", () => {
  it("as Foundry holds the term, with the structured result it asks for", () => {
    fc.assert(
      fc.property(validNotation, fc.array(fc.boolean(), { maxLength: 6 }), (valid, upper) => {
        const term: DiceTermInput = {
          number: valid.number,
          faces: valid.faces,
          modifiers: splitModifierString(recase(valid.modifierText, upper)),
        };
        expect(validateDiceTerm(term)).toMatchObject({
          ours: true,
          number: valid.number,
          faces: valid.faces,
          ...valid.expected,
        });
      }),
    );
  });

  it("and as written in a formula, with flavor and arithmetic around it", () => {
    fc.assert(
      fc.property(validNotation, fc.constantFrom("", " + 3", "[roll] - 1", " # flavor 1d10p-1"), (valid, tail) => {
        const formula = `${valid.number}d${valid.faces}${valid.modifierText}${tail}`;
        expect(findNotationProblems(formula)).toBeNull();
      }),
    );
  });
});

/** Junk built mostly from the characters that matter, so it often comes close to real notation. */
const junkChar = fc.constantFrom(..."dDiIkKoOrRcCpPhHlLxXmnaevsf0123456789.,>=<_^!@#$% +-*/(){}[]".split(""));
const junkText = fc.oneof(fc.string({ unit: junkChar, maxLength: 30 }), fc.string({ maxLength: 30 }));
const modifierJunk = fc.string({
  unit: fc.constantFrom(..."kKoOrRcCpPhHlLdDxXmin0123456789.>=_".split("")),
  maxLength: 10,
});

describe("junk never throws anything but an IndieDiceError", () => {
  it("validateDiceTerm", () => {
    const number = fc.oneof(fc.integer({ min: -2, max: 12 }), fc.double(), fc.constant(Number.NaN));
    const faces = fc.oneof(fc.integer({ min: -1, max: 30 }), fc.constant<"i">("i"), fc.double());
    fc.assert(
      fc.property(number, faces, fc.array(fc.oneof(modifierJunk, junkText), { maxLength: 4 }), (n, f, modifiers) => {
        const error = thrownBy(() => validateDiceTerm({ number: n, faces: f, modifiers }));
        if (error !== undefined) expectWellFormedError(error);
      }),
    );
  });

  it("a message may quote what the user typed, braces and all (found by the property above)", () => {
    const error = thrownBy(() => validateDiceTerm({ number: Number.NaN, faces: 0, modifiers: ["kO", "{d}"] }));
    expectWellFormedError(error);
  });

  it("findNotationProblems returns a problem or null, and never throws", () => {
    fc.assert(
      fc.property(junkText, (formula) => {
        const problem = findNotationProblems(formula);
        if (problem !== null) expectWellFormedError(problem);
      }),
    );
  });
});

describe("the formula check and the term check agree", () => {
  it("a term the evaluation-time check refuses is never passed by the formula check", () => {
    const written = fc
      .record({
        number: fc.integer({ min: 0, max: 5 }),
        faces: fc.constantFrom<number | "i">(4, 6, 8, 10, 12, 20, "i"),
        modifiers: modifierJunk,
      })
      .map(({ number, faces, modifiers }) => `${number}d${faces}${modifiers}`);
    fc.assert(
      fc.property(written, (text) => {
        const termError = thrownBy(() => validateDiceTerm(termAsFoundryHoldsIt(text)));
        const formulaProblem = findNotationProblems(text);
        if (termError !== undefined) expect(formulaProblem).not.toBeNull();
        if (formulaProblem === null) expect(termError).toBeUndefined();
      }),
    );
  });
});
