/**
 * The engine against the tests' own model of Foundry (foundry-term-simulator.ts, written from v13's `dice.mjs` and
 * `die.mjs`), family by family, on small terms: the model walks every sequence of faces a term can draw, and the
 * engine's exact table must equal that walk's — to 1e-12 where the walk is finite (no rerolls or explosions can
 * go on without end), and within the mass the walk had to leave out where it is not. Keep and drop are also
 * checked exhaustively at their edges: counts left out, 0, 1, the pool, more than the pool, and chains. A term
 * the engine refuses is never compared: the engine promises exact or refused (docs/formula-odds.md), and each
 * property states which refusals it allows and how many of its terms must be answered.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { IndieDiceError } from "../../../src/core/errors";
import { formulaDistribution } from "../../../src/core/formula/formula-distribution";
import { enumerateTerm, rollTerm } from "./foundry-term-simulator";
import { agreeWithWalk } from "./walk-agreement";
import { indieErrorIn, must } from "../../kit";

/* ------------------------------------------------------------------------------------------------------------ */
/*  Engine against model                                                                                         */
/* ------------------------------------------------------------------------------------------------------------ */

/**
 * Where rerolls or explosions may go on without end, the walk leaves out each sequence of faces whose chance falls
 * below this before the term is done; with the rare conditions below, under 1e-4 in all (checked in `agree`).
 */
const ENDLESS_CUT = 1e-8;

/** The engine's table of `formula` equals the model's walk; returns the engine's refusal instead, if it refuses. */
function agree(formula: string, cutBelow = ENDLESS_CUT): IndieDiceError | null {
  return agreeWithWalk(formula, () => enumerateTerm(formula, cutBelow));
}

/** Which refusals a property allows, and the share of its terms the engine must answer. */
interface Expectation {
  readonly refusals: readonly string[];
  readonly answered: number;
}

/** Every term the engine answers agrees with the model; at least `answered` of them are answered. */
function checkAll(terms: fc.Arbitrary<string>, expectation: Expectation, numRuns: number): void {
  let answered = 0;
  fc.assert(
    fc.property(terms, (formula) => {
      const refusal = agree(formula);
      if (refusal === null) answered++;
      else
        expect(
          expectation.refusals.map((key) => `INDIE_DICE.Error.Formula.${key}`),
          `${formula} refused`,
        ).toContain(refusal.key);
    }),
    { numRuns },
  );
  expect(answered).toBeGreaterThanOrEqual(expectation.answered * numRuns);
}

/* ------------------------------------------------------------------------------------------------------------ */
/*  Terms as written                                                                                             */
/* ------------------------------------------------------------------------------------------------------------ */

const COMPARISONS = ["=", "<", "<=", ">", ">="] as const;

const faceList = (faces: number) => Array.from({ length: faces }, (_, i) => i + 1);

function matches(face: number, comparison: string, target: number): boolean {
  if (comparison === "=") return face === target;
  if (comparison === "<") return face < target;
  if (comparison === "<=") return face <= target;
  if (comparison === ">") return face > target;
  return face >= target;
}

/** A comparison and target, written `<3`, `>=2` or as a lone target `4`, between 0 and faces + 1. */
function condition(faces: number): fc.Arbitrary<{ text: string; hits: number }> {
  return fc
    .record({ comparison: fc.constantFrom("", ...COMPARISONS), target: fc.integer({ min: 0, max: faces + 1 }) })
    .map(({ comparison, target }) => ({
      text: `${comparison}${target}`,
      hits: faceList(faces).filter((face) => matches(face, comparison || "=", target)).length,
    }));
}

/**
 * A condition that holds for one face in four or fewer (at least one), so that a walk through every sequence of
 * faces of `rr` or `x` leaves out less than 1e-4 of their chance (AGAINST_ENDLESS).
 */
function rare(faces: number): fc.Arbitrary<string> {
  if (faces < 4) throw new Error("no condition holds for one face in four of fewer than four faces");
  return condition(faces)
    .filter(({ hits }) => hits > 0 && hits * 4 <= faces)
    .map(({ text }) => text);
}

/** `r` with any condition (or none: the 1s), `rr` with a rare one (or none); for dice of four faces or more. */
function reroll(faces: number): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom("r", "rr") },
    { weight: 2, arbitrary: condition(faces).map(({ text }) => `r${text}`) },
    { weight: 2, arbitrary: rare(faces).map((text) => `rr${text}`) },
  );
}

/** `x`/`xo` with a rare condition, or none (the largest face). */
function explosion(faces: number): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom("x", "xo") },
    { weight: 3, arbitrary: fc.tuple(fc.constantFrom("x", "xo"), rare(faces)).map(([name, text]) => `${name}${text}`) },
  );
}

/** Every name of keep and drop, with no count, 0, or 1 up to two past the pool. */
function selection(pool: number): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom("k", "kh", "kl", "d", "dh", "dl"),
      fc.oneof(
        { weight: 1, arbitrary: fc.constant("") },
        { weight: 3, arbitrary: fc.integer({ min: 0, max: pool + 2 }).map(String) },
      ),
    )
    .map(([name, count]) => `${name}${count}`);
}

/** `min`, `max`, `cs`, `cf`, `df`, `sf` (with a condition or without), `even`, `odd`. */
function counting(faces: number): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom("min", "max"), fc.integer({ min: 0, max: faces + 1 }))
        .map(([name, n]) => `${name}${n}`),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom("cs", "cf", "df", "sf"), condition(faces))
        .map(([name, { text }]) => `${name}${text}`),
    },
    { weight: 1, arbitrary: fc.constantFrom("df", "sf", "even", "odd") },
  );
}

/** `ms` with every comparison Foundry reads (or none), the target 0 included. */
const marginPiece: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom("", "=", ">", ">=", "<", "<="), fc.integer({ min: 0, max: 12 }))
  .map(([comparison, target]) => `ms${comparison}${target}`);

/** `NdX` followed by the pieces, joined as written (a bare name before letters makes a compound, as in Foundry). */
function written(count: number, faces: number | "F", pieces: readonly string[]): string {
  return `${count}d${faces}${pieces.join("")}`;
}

/** A pool and die size, and pieces drawn for them. */
function term(
  pools: { count: [number, number]; faces: [number, number] },
  pieces: (count: number, faces: number) => fc.Arbitrary<string[]>,
): fc.Arbitrary<string> {
  return fc
    .record({
      count: fc.integer({ min: pools.count[0], max: pools.count[1] }),
      faces: fc.integer({ min: pools.faces[0], max: pools.faces[1] }),
    })
    .chain(({ count, faces }) => pieces(count, faces).map((list) => written(count, faces, list)));
}

/**
 * A bare name runs into the next piece's letters and makes a compound, which Foundry splits its own way: `evenkh2`
 * is `even` then `kh` without its 2 (the engine refuses it: Unsupported), `xodd` is `xo`, `d`, `d` (two drops after
 * an explosion: Selection).
 */
const COMPOUND = ["Unsupported", "Order", "Selection"];

/* ------------------------------------------------------------------------------------------------------------ */
/*  Properties, one family at a time                                                                             */
/* ------------------------------------------------------------------------------------------------------------ */

describe("the engine's exact table equals the model of Foundry over every sequence of faces", () => {
  it("rerolls: r and rr with every comparison, one or two in a row", () => {
    const terms = fc.oneof(
      term({ count: [1, 3], faces: [4, 4] }, (_, faces) => reroll(faces).map((piece) => [piece])),
      term({ count: [1, 2], faces: [4, 6] }, (_, faces) => fc.array(reroll(faces), { minLength: 1, maxLength: 2 })),
    );
    checkAll(terms, { refusals: COMPOUND, answered: 0.9 }, 200);
  });

  it("explosions: x and xo with every comparison, after a reroll or not, counted or not", () => {
    const terms = term({ count: [1, 2], faces: [4, 6] }, (_, faces) =>
      fc
        .tuple(
          fc.option(reroll(faces), { nil: undefined }),
          explosion(faces),
          fc.option(counting(faces), { nil: undefined }),
        )
        .map((pieces) => pieces.filter((piece): piece is string => piece !== undefined)),
    );
    checkAll(terms, { refusals: COMPOUND, answered: 0.55 }, 200);
  });

  it("keep and drop: every name, counts left out, 0, 1, the pool and past it, chains of up to three", () => {
    const terms = fc.oneof(
      term({ count: [1, 4], faces: [2, 6] }, (count) => fc.array(selection(count), { minLength: 1, maxLength: 3 })),
      // After a reroll, the rerolled results are inactive and out of every count.
      term({ count: [1, 3], faces: [4, 4] }, (count, faces) =>
        fc
          .tuple(reroll(faces), fc.array(selection(count), { minLength: 1, maxLength: 2 }))
          .map(([first, rest]) => [first, ...rest]),
      ),
      fc
        .integer({ min: 1, max: 4 })
        .chain((count) =>
          fc.array(selection(count), { minLength: 1, maxLength: 3 }).map((pieces) => written(count, "F", pieces)),
        ),
    );
    checkAll(terms, { refusals: COMPOUND, answered: 0.75 }, 500);
  });

  it(
    "keep and drop after an explosion: " +
      "every name and count over the results exploded ones included, counted or not",
    () => {
      const optional = (piece: fc.Arbitrary<string>) =>
        fc.option(piece, { nil: undefined }).map((p) => (p === undefined ? [] : [p]));
      const terms = fc.oneof(
        term({ count: [1, 3], faces: [4, 6] }, (count, faces) =>
          fc
            .tuple(explosion(faces), selection(count), optional(counting(faces)))
            .map(([x, k, rest]) => [x, k, ...rest]),
        ),
        // Rerolls first: with three dice the walk would leave out too much of `rr` and `x` together.
        term({ count: [1, 2], faces: [4, 6] }, (count, faces) =>
          fc.tuple(reroll(faces), explosion(faces), selection(count)).map((pieces) => [...pieces]),
        ),
      );
      // The thresholds' sizing is an upper bound: a keep of many results with counted faces can pass the budget.
      checkAll(terms, { refusals: [...COMPOUND, "TooManyExplodingDice", "TooManyFaces"], answered: 0.35 }, 200);
    },
  );

  it("counting: min, max, cs, cf, df, sf, even and odd, alone, chained and around keeps and drops", () => {
    const terms = term({ count: [1, 3], faces: [2, 6] }, (count, faces) =>
      fc.array(fc.oneof({ weight: 3, arbitrary: counting(faces) }, { weight: 1, arbitrary: selection(count) }), {
        minLength: 1,
        maxLength: 3,
      }),
    );
    checkAll(terms, { refusals: COMPOUND, answered: 0.75 }, 400);
  });

  it("margins: ms with every comparison and target, anywhere in the term", () => {
    const terms = term({ count: [1, 3], faces: [2, 6] }, (count, faces) =>
      fc
        .tuple(fc.array(fc.oneof(counting(faces), selection(count)), { maxLength: 2 }), marginPiece, fc.nat())
        .map(([pieces, ms, at]) => pieces.toSpliced(at % (pieces.length + 1), 0, ms)),
    );
    checkAll(terms, { refusals: COMPOUND, answered: 0.75 }, 300);
  });

  it("capped rerolls and explosions: one counter for the term's dice, with every comparison and cap", () => {
    // A cap of 0 up to past the dice; the counter ends every walk, so even a condition on every face is finite.
    const capped = (faces: number) =>
      fc
        .tuple(
          fc.constantFrom("r", "rr", "x", "xo"),
          fc.integer({ min: 0, max: 3 }),
          condition(faces).filter(({ text }) => /^\D/.test(text)),
        )
        .map(([name, cap, { text }]) => `${name}${cap}${text}`);
    const terms = term({ count: [1, 3], faces: [3, 4] }, (_, faces) =>
      fc
        .tuple(
          fc.option(fc.constantFrom("r<2", "r3"), { nil: undefined }),
          capped(faces),
          fc.option(counting(faces), { nil: undefined }),
          fc.option(marginPiece, { nil: undefined }),
        )
        .map((pieces) => pieces.filter((piece): piece is string => piece !== undefined)),
    );
    // A capped reroll after another reroll is refused (Capped), as is a compound; everything else is answered.
    checkAll(terms, { refusals: [...COMPOUND, "Capped"], answered: 0.45 }, 300);
  });

  it("any order: the engine answers the orders it can and refuses the others by name, never a wrong table", () => {
    const terms = term({ count: [1, 2], faces: [4, 5] }, (count, faces) =>
      fc.array(fc.oneof(reroll(faces), explosion(faces), selection(count), counting(faces), marginPiece), {
        minLength: 2,
        maxLength: 3,
      }),
    );
    checkAll(terms, { refusals: COMPOUND, answered: 0.3 }, 300);
  });
});

/* ------------------------------------------------------------------------------------------------------------ */
/*  Keep and drop at every edge, exhaustively                                                                   */
/* ------------------------------------------------------------------------------------------------------------ */

const NAMES = ["k", "kh", "kl", "d", "dh", "dl"];

describe("keep and drop at their edges, every case", () => {
  it("one keep or drop of every name and count on pools of 1 to 4 (d4 and Fate dice)", () => {
    for (const faces of [4, "F"] as const) {
      for (let pool = 1; pool <= 4; pool++) {
        for (const name of NAMES) {
          for (const count of ["", "0", "1", String(pool - 1), String(pool), String(pool + 1), "99"]) {
            expect(agree(written(pool, faces, [`${name}${count}`]))).toBeNull();
          }
        }
      }
    }
  });

  it("one keep or drop of every name and count after x, x>=3 and xo on pools of 1 to 3 d4", () => {
    for (const explode of ["x4", "x>=4", "xo>=3", "x=1"]) {
      for (let pool = 1; pool <= 3; pool++) {
        for (const name of NAMES) {
          for (const count of ["", "1", "2", "3", "4"]) {
            const formula = written(pool, 4, [explode, `${name}${count}`]);
            const refusal = agree(formula);
            // A drop of as many results as the term rolls dice, or more, is refused: Foundry drops none when no die
            // explodes.
            if (name.startsWith("d") && (Number(count) || 1) >= pool)
              expect(refusal?.key, formula).toBe("INDIE_DICE.Error.Formula.Selection");
            else expect(refusal, formula).toBeNull();
          }
        }
      }
    }
  });

  it("two in a row, each on the results the first left active (d3, pools of 1 to 4)", () => {
    for (let pool = 1; pool <= 4; pool++) {
      const counts = [...new Set(["1", String(Math.max(1, pool - 1)), String(pool), String(pool + 1)])];
      for (const first of NAMES) {
        for (const second of NAMES) {
          for (const a of counts)
            for (const b of counts) expect(agree(written(pool, 3, [`${first}${a}`, `${second}${b}`]))).toBeNull();
        }
      }
    }
  });
});

describe("the model follows Foundry's code where the edges are", () => {
  const sumTable = (formula: string) => enumerateTerm(formula).outcomes;

  it("a drop of as many as are active, or more, drops none; a keep of as many or more keeps all", () => {
    expect(sumTable("2d6dl2")).toEqual(sumTable("2d6"));
    expect(sumTable("3d4dh7")).toEqual(sumTable("3d4"));
    expect(sumTable("3d4kl3")).toEqual(sumTable("3d4"));
    expect(sumTable("4d4kh2dl2")).toEqual(sumTable("4d4kh2"));
    expect(sumTable("4d4kh2dl1")).toEqual(sumTable("4d4kh1"));
  });

  it("a count of 0 or none is 1; `d` drops the lowest and `k` keeps the highest", () => {
    expect(sumTable("3d4kh0")).toEqual(sumTable("3d4kh1"));
    expect(sumTable("3d4k")).toEqual(sumTable("3d4kh1"));
    expect(sumTable("3d4d0")).toEqual(sumTable("3d4dl1"));
    expect(sumTable("3d4d")).toEqual(sumTable("3d4kh2"));
  });

  it("ties at the cut: only as many go as the count asks", () => {
    const faces = [3, 3, 3, 1];
    let next = 0;
    expect(rollTerm("4d6kh2", () => must(faces[next++]))).toBe(6);
  });

  it("rerolled results are inactive and out of the count, so `2d6r<3dl2` drops none", () => {
    const faces = [1, 5, 4];
    let next = 0;
    // 1 is rerolled into 4: the active results are 5 and 4, and a drop of 2 reaches both.
    expect(rollTerm("2d6r<3dl2", () => must(faces[next++]))).toBe(9);
  });

  it("a compound runs each name without its number, as Foundry splits it", () => {
    expect(sumTable("2d20khodd")).toEqual(sumTable("2d20kh1odd"));
    const faces = [2, 5, 6];
    let next = 0;
    // `evenkh2` is `even` then `kh` (one die): the 6 counts 1.
    expect(rollTerm("3d6evenkh2", () => must(faces[next++]))).toBe(1);
  });
});

describe("what the engine refuses", () => {
  it("a compound whose number Foundry would drop, and letters Foundry would ignore", () => {
    expect(formulaDistribution("2d20khodd").outcomes).toEqual(formulaDistribution("2d20kh1odd").outcomes);
    expect(() => formulaDistribution("2d20khmin5")).toThrow("“khmin5”");
    expect(() => formulaDistribution("2d20khz")).toThrow("“khz”");
  });

  it("a reroll or explosion that matches every face, as Foundry would never stop", () => {
    for (const formula of ["2d4rr<=4", "1d6x>=1"]) {
      let refusal: unknown;
      try {
        formulaDistribution(formula);
      } catch (error) {
        refusal = error;
      }
      expect(indieErrorIn(refusal).key).toBe("INDIE_DICE.Error.Formula.Endless");
    }
  });
});
