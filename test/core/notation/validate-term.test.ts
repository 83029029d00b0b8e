import { describe, expect, it } from "vitest";
import { englishMessage } from "../../../src/core/english-errors";
import { NOTATION_ERROR_PREFIX } from "../../../src/core/notation/notation-errors";
import { notationProblems } from "../../../src/core/notation/registered-notations";
import { validateDiceTerm } from "../../../src/core/notation/validate-term";
import type { NotationProblem } from "../../../src/core/notation/notation-errors";
import { expectNotationError, indieTerm, stepOf, termAsFoundryHoldsIt, thrownBy } from "./notation-test-kit";

/** Validates a written term the way the adapter will see it once Foundry has parsed it. */
function validateWritten(written: string) {
  return validateDiceTerm(termAsFoundryHoldsIt(written));
}

function expectWrittenError(written: string, problem: NotationProblem, mentions: readonly string[] = []): void {
  expectNotationError(
    thrownBy(() => validateWritten(written)),
    problem,
    [written, ...mentions],
  );
}

describe("every notation problem has its own English message", () => {
  it.each(notationProblems().map((problem) => [problem]))("%s", (problem) => {
    const text = englishMessage(`${NOTATION_ERROR_PREFIX}.${problem}`);
    expect(text).toBeDefined();
    expect(text).toContain("{term}");
  });
});

describe("docs/notation.md's modifier table: the good rows", () => {
  it("2d6ko — Kaiser skill check dice with the open roll", () => {
    expect(validateWritten("2d6ko")).toEqual(
      indieTerm({ ruleSet: "kaiser", number: 2, faces: 6, openRoll: true, steps: [stepOf("ko")] }),
    );
  });

  it("3d6kh2ko — Advantage 1: Foundry keeps the best two, then ko", () => {
    expect(validateWritten("3d6kh2ko")).toEqual(
      indieTerm({
        ruleSet: "kaiser",
        number: 3,
        faces: 6,
        openRoll: true,
        keep: { which: "highest", count: 2, modifier: "kh2" },
        advantage: 1,
        steps: [stepOf("kh", "2"), stepOf("ko")],
      }),
    );
  });

  it("4d6kl2ko — Disadvantage 2: Foundry keeps the worst two, then ko", () => {
    expect(validateWritten("4d6kl2ko")).toEqual(
      indieTerm({
        ruleSet: "kaiser",
        number: 4,
        faces: 6,
        openRoll: true,
        keep: { which: "lowest", count: 2, modifier: "kl2" },
        advantage: -2,
        steps: [stepOf("kl", "2"), stepOf("ko")],
      }),
    );
  });

  it.each([
    ["1d10p2", 1, 10, 2],
    ["1d12p1", 1, 12, 1],
    ["1d12p5", 1, 12, 5],
    ["10d6p2", 10, 6, 2],
  ])("%s — OGS Die Increase (the ladder itself is the OGS mechanic's)", (written, number, faces, stages) => {
    expect(validateWritten(written)).toEqual(
      indieTerm({ ruleSet: "ogs", number, faces, dieIncreaseStages: stages, steps: [stepOf("p", String(stages))] }),
    );
  });

  it("6d12kr7 — K&R pool against Difficulty Threshold 7", () => {
    expect(validateWritten("6d12kr7")).toEqual(
      indieTerm({ ruleSet: "kingdoms", number: 6, faces: 12, difficultyThreshold: 7, steps: [stepOf("kr", "7")] }),
    );
  });

  it("1d10kc — Kleptonomicon Critical Roll by coin", () => {
    expect(validateWritten("1d10kc")).toEqual(
      indieTerm({ ruleSet: "klepto", number: 1, faces: 10, critByCoin: true, steps: [stepOf("kc")] }),
    );
  });

  it("1di — the d10ish die", () => {
    expect(validateWritten("1di")).toEqual(
      indieTerm({ ruleSet: "klepto", number: 1, faces: "i", d10ish: true, steps: [] }),
    );
  });

  it("3d10kckh — Advantage 2: crits resolved, then the high die kept", () => {
    expect(validateWritten("3d10kckh")).toEqual(
      indieTerm({
        ruleSet: "klepto",
        number: 3,
        faces: 10,
        critByCoin: true,
        keep: { which: "highest", count: 1, modifier: "kh" },
        advantage: 2,
        steps: [stepOf("kc"), stepOf("kh")],
      }),
    );
  });

  it("4dikl — Disadvantage 3 on the d10ish die", () => {
    expect(validateWritten("4dikl")).toEqual(
      indieTerm({
        ruleSet: "klepto",
        number: 4,
        faces: "i",
        d10ish: true,
        keep: { which: "lowest", count: 1, modifier: "kl" },
        advantage: -3,
        steps: [stepOf("kl")],
      }),
    );
  });

  it("2d4x — Dungeons of Olde's unlimited dice are Foundry's own x: not ours", () => {
    expect(validateWritten("2d4x")).toEqual({ ours: false, steps: [stepOf("x")], ignored: [] });
  });
});

describe("docs/notation.md's bad notation", () => {
  it("2d6p — a die increase with no stages", () => {
    expectWrittenError("2d6p", "DieIncreaseWithoutStages", ["1d10p2"]);
  });

  it("6d12kr — a pool with no Difficulty Threshold", () => {
    expectWrittenError("6d12kr", "DifficultyThresholdMissing", ["Difficulty Threshold"]);
  });

  it("1d6kc — kc needs a d10", () => {
    expectWrittenError("1d6kc", "CritNeedsD10", ["d6", "d10"]);
  });

  it("0d6ko — ko needs two kept dice", () => {
    expectWrittenError("0d6ko", "OpenRollNeedsTwoDice", ["two kept dice", "but 0 stay"]);
  });

  it("1d10p-1 — by the time Foundry holds the term, the sign is gone: p has no stages", () => {
    // Foundry hands the term over as 1d10p followed by "- 1"; findNotationProblems names the negative stages.
    expectNotationError(
      thrownBy(() => validateDiceTerm({ number: 1, faces: 10, modifiers: ["p"] })),
      "DieIncreaseWithoutStages",
    );
  });
});

describe("Kaiser: [keep] ko", () => {
  it.each([
    ["3d6dlko", "highest", 1],
    ["4d6dh2ko", "lowest", -2],
    ["2d6kh2ko", "highest", 0],
    ["2d6KO", null, 0],
  ] as const)("%s is a pair kept by a drop or keep", (written, which, advantage) => {
    const result = validateWritten(written);
    expect(result).toMatchObject({ ours: true, ruleSet: "kaiser", openRoll: true, advantage });
    if (result.ours) expect(result.keep?.which ?? null).toBe(which);
  });

  it.each([
    ["1d6ko", "1 stay"],
    ["3d6ko", "3 stay"],
    ["3d6khko", "1 stay"],
    ["3d6kh3ko", "3 stay"],
    ["4d6dlko", "3 stay"],
  ])("%s does not leave exactly two dice", (written, stay) => {
    expectWrittenError(written, "OpenRollNeedsTwoDice", [stay, "3d6kh2ko"]);
  });

  it("2d8ko — Kaiser's dice are d6", () => {
    expectWrittenError("2d8ko", "OpenRollNeedsD6", ["d8"]);
  });

  it.each(["2d6kokh", "2d6kodl", "3d6kokl"])("%s keeps after the open roll", (written) => {
    expectWrittenError(written, "KeepAfterOpenRoll", ["after the open roll"]);
  });

  it.each([
    ["2d6xko", "x"],
    ["2d6kox", "x"],
    ["2d6r1ko", "r1"],
    ["2d6min2ko", "min2"],
  ])("%s combines ko with Foundry's %s", (written, modifier) => {
    expectWrittenError(written, "ForeignModifier", [modifier, "ko"]);
  });

  it("2d6ko2 — ko takes no value", () => {
    expectWrittenError("2d6ko2", "UnexpectedArgument", ['"2"']);
  });

  it("4d6kh3kh2ko — one keep only", () => {
    expectWrittenError("4d6kh3kh2ko", "SeveralKeeps", ["kh3", "kh2"]);
  });

  it.each([
    ["3d6kh0ko", '"0"'],
    ["3d6kh2.5ko", '"2.5"'],
    ["3d6kh>2ko", '">2"'],
  ])("%s — Foundry would quietly keep something else", (written, argument) => {
    expectWrittenError(written, "BadKeepCount", [argument]);
  });

  it("a keep count too large to be a number", () => {
    expectWrittenError("3d6kh99999999999999999999ko", "NumberTooLarge", ["99999999999999999999"]);
  });

  it("2d6koko — ko twice", () => {
    expectWrittenError("2d6koko", "RepeatedModifier", ["ko"]);
  });
});

describe("K&R: krN", () => {
  it.each([
    ["1d12kr0", 1, 0],
    ["3d12kr15", 3, 15],
    ["2d12KR06", 2, 6],
  ])("%s — any whole DT is the GM's call", (written, number, threshold) => {
    expect(validateWritten(written)).toMatchObject({
      ours: true,
      ruleSet: "kingdoms",
      number,
      difficultyThreshold: threshold,
    });
  });

  it("6d10kr7 — kr is for d12 pools", () => {
    expectWrittenError("6d10kr7", "PoolNotD12", ["d10", "d12"]);
  });

  it("0d12kr7 — no dice", () => {
    expectWrittenError("0d12kr7", "NoDice", ["not 0"]);
  });

  it.each([
    ["6d12kr7.5", '"7.5"'],
    ["6d12kr>7", '">7"'],
  ])("%s — the DT must be whole", (written, argument) => {
    expectWrittenError(written, "DifficultyThresholdNotWhole", [argument]);
  });

  it("6d12kr99999999999999999999 — too large", () => {
    expectWrittenError("6d12kr99999999999999999999", "NumberTooLarge", ["99999999999999999999"]);
  });

  it("6d12kr7x — nothing else on a K&R pool", () => {
    expectWrittenError("6d12kr7x", "ForeignModifier", ["x", "kr7"]);
  });

  it("6d12kr7kr8 — one DT", () => {
    expectWrittenError("6d12kr7kr8", "RepeatedModifier", ["kr"]);
  });
});

describe("OGS: pN", () => {
  it.each([
    ["1d4p0", 4, 0],
    ["2d8p3", 8, 3],
  ])("%s", (written, faces, stages) => {
    expect(validateWritten(written)).toMatchObject({ ours: true, ruleSet: "ogs", faces, dieIncreaseStages: stages });
  });

  it.each(["1d20p1", "1d3p1", "1d100p1"])("%s — only d4–d12 can be increased", (written) => {
    expectWrittenError(written, "DieIncreaseSize", ["d4, d6, d8, d10 and d12"]);
  });

  it("1d10p2.5 — whole stages only", () => {
    expectWrittenError("1d10p2.5", "DieIncreaseNotWhole", ['"2.5"']);
  });

  it("0d6p1 — no dice", () => {
    expectWrittenError("0d6p1", "NoDice");
  });

  it("1d10p1x — nothing else on an OGS term", () => {
    expectWrittenError("1d10p1x", "ForeignModifier", ["x", "p1"]);
  });

  it("1d10p1p2 — one increase", () => {
    expectWrittenError("1d10p1p2", "RepeatedModifier", ["p"]);
  });

  it("1d10xp2 — Foundry cuts xp into x and p and loses the 2", () => {
    expectWrittenError("1d10xp2", "IgnoredArgument", ['"xp2"', '"2"']);
  });
});

describe("Kleptonomicon: kc [keep], and the d10ish die", () => {
  it.each([
    ["2d10kckl", "lowest", -1],
    ["1d10kckh", "highest", 0],
    ["2didl", "highest", 1],
    ["3dikh", "highest", 2],
    ["1dikh", "highest", 0],
  ] as const)("%s keeps one die", (written, which, advantage) => {
    expect(validateWritten(written)).toMatchObject({
      ours: true,
      ruleSet: "klepto",
      keep: { which, count: 1 },
      advantage,
    });
  });

  it("1dikc — the d10ish die already has its crits", () => {
    expectWrittenError("1dikc", "CritOnD10ish", ["[0!]", "[10!]"]);
  });

  it("3d10khkc — crits must be resolved before keeping", () => {
    expectWrittenError("3d10khkc", "KeepBeforeCrit", ["kc before kh", "3d10kckh"]);
  });

  it.each([
    ["0d10kc", "0d10kc"],
    ["0di", "0di"],
  ])("%s — no dice", (written) => {
    expectWrittenError(written, "NoDice", ["not 0"]);
  });

  it.each([
    ["2d10kc", "2 of 2"],
    ["2di", "2 of 2"],
    ["4dikh2", "2 of 4"],
  ])("%s does not keep one die", (written, stay) => {
    expectWrittenError(written, "KeepOneDie", [stay, "kh", "kl"]);
  });

  it("3d10kckh2 — Foundry cuts kckh and loses the 2", () => {
    expectWrittenError("3d10kckh2", "IgnoredArgument", ['"kckh2"', '"2"']);
  });

  it("kc then kh2 as separate requests (built by hand) keeps two dice", () => {
    const error = thrownBy(() => validateDiceTerm({ number: 3, faces: 10, modifiers: ["kc", "kh2"] }));
    expectNotationError(error, "KeepOneDie", ["2 of 3"]);
  });

  it("1d10kc3 — kc takes no value", () => {
    expectWrittenError("1d10kc3", "UnexpectedArgument", ["kc", '"3"']);
  });

  it("1d10kcx — nothing but a keep after kc", () => {
    expectWrittenError("1d10kcx", "ForeignModifier", ["x", "kc"]);
  });

  it("1dikhkl — one keep only", () => {
    expectWrittenError("1dikhkl", "SeveralKeeps", ["kh", "kl"]);
  });

  it.each([
    ["1diko", "ko"],
    ["1dikr7", "kr7"],
    ["1dip1", "p1"],
    ["1dix", "x"],
    ["1dimin3", "min3"],
  ])("%s — the d10ish die takes nothing but a keep", (written, modifier) => {
    expectWrittenError(written, "D10ishModifier", [modifier]);
  });

  it("1di with unknown text", () => {
    expectNotationError(
      thrownBy(() => validateDiceTerm({ number: 1, faces: "i", modifiers: ["q"] })),
      "UnknownModifier",
      ['"q"'],
    );
  });
});

describe("two rule sets on one term", () => {
  it.each([
    ["6d12kr7ko", "kr7", "ko"],
    ["2d6kokr7", "ko", "kr"],
    ["1d10kcp1", "kc", "p"],
  ])("%s", (written, first, second) => {
    expectWrittenError(written, "MixedRuleSets", [first, second]);
  });
});
