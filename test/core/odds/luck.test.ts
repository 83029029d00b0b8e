import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkNeedsAnotherDie, judgeCheck, rollCheck } from "../../../src/rule-sets/kaiser/core/mechanics/check";
import { type KaiserCheckRoll, type KaiserCheckSpec } from "../../../src/rule-sets/kaiser/core/mechanics/types";
import { judgeMargin, rollFaces } from "../../../src/rule-sets/kingdoms/core/mechanics/margin";
import { compareScores } from "../../../src/rule-sets/klepto/core/mechanics/score";
import {
  judgeTest,
  rollTest,
  type KleptoTestResult,
  type TestOptions,
} from "../../../src/rule-sets/klepto/core/mechanics/roll-test";
import { type CritMethod } from "../../../src/rule-sets/klepto/core/mechanics/critical-dice";
import {
  actionCheckSlots,
  judgeActionDice,
  rollActionDice,
  type ActionDiceSpec,
} from "../../../src/rule-sets/ogs/core/mechanics/action-check";
import {
  judgeOpenRoll,
  openRollSlots,
  rollOpenRoll,
  type OpenRollSpec,
} from "../../../src/rule-sets/ogs/core/mechanics/open-roll";
import { judgeOlde, rollOlde } from "../../../src/rule-sets/olde/core/mechanics/roll";
import { type OldeRollSpec } from "../../../src/rule-sets/olde/core/mechanics/rules";
import { seededSource, type CoinSide } from "../../../src/core/random";
import { IntDistribution } from "../../../src/core/odds/int-distribution";
import { kaiserCheckOdds } from "../../../src/rule-sets/kaiser/core/odds/check-odds";
import { kaiserLuck, kaiserLuckMeasure } from "../../../src/rule-sets/kaiser/core/luck";
import { keptPairTable, pairIndex } from "../../../src/rule-sets/kaiser/core/odds/kept-pair";
import { kingdomsLuck, kingdomsLuckMeasure } from "../../../src/rule-sets/kingdoms/core/luck";
import { kleptoLuck, kleptoLuckMeasure } from "../../../src/rule-sets/klepto/core/luck";
import { luckIn } from "../../../src/core/odds/luck";
import { luckOf, luckOfRoll } from "../../../src/core/odds/luck-of";
import { ogsLuck, ogsLuckMeasure } from "../../../src/rule-sets/ogs/core/luck";
import { oldeLuck, oldeLuckMeasure } from "../../../src/rule-sets/olde/core/luck";
import { testScoreOdds } from "../../../src/rule-sets/klepto/core/odds/score-odds";
import { enumerateFaces } from "../../rule-sets/kaiser/core/enumerate";
import { must } from "../../kit";
import { cases, rowsTaken } from "../../quick";

const EXACT = 1e-12;

/** One finished roll of a brute-force walk and its exact probability. */
interface Leaf<T> {
  readonly result: T;
  readonly p: number;
}

/**
 * Luck by its definition, from every roll listed: the mass of the rolls `compare` puts below `result`, plus half of
 * the mass it ties with. Independent of the engine: it only uses the mechanic's own judgment and ordering.
 */
function bruteLuck<T>(leaves: readonly Leaf<T>[], result: T, compare: (a: T, b: T) => number): number {
  let below = 0;
  let equal = 0;
  for (const leaf of leaves) {
    const order = compare(leaf.result, result);
    if (order < 0) below += leaf.p;
    else if (order === 0) equal += leaf.p;
  }
  return below + equal / 2;
}

/** Every list of faces of the given die sizes, with probability 1/Π sizes each. */
function everyFaceList(sizes: readonly number[]): Array<Leaf<number[]>> {
  const outcomes = sizes.reduce((product, faces) => product * faces, 1);
  const lists: number[][] = [[]];
  for (const faces of sizes) {
    const next: number[][] = [];
    for (const list of lists) for (let face = 1; face <= faces; face++) next.push([...list, face]);
    lists.splice(0, lists.length, ...next);
  }
  return lists.map((result) => ({ result, p: 1 / outcomes }));
}

/**
 * The walk's rolls merged by what `key` says tells them apart (their rule set's measure), probabilities added: the
 * same brute force, asked once per distinct result instead of once per roll.
 */
function collapse<T>(leaves: readonly Leaf<T>[], key: (result: T) => string): Array<Leaf<T>> {
  const merged = new Map<string, { result: T; p: number }>();
  for (const leaf of leaves) {
    const id = key(leaf.result);
    const known = merged.get(id);
    if (known) known.p += leaf.p;
    else merged.set(id, { result: leaf.result, p: leaf.p });
  }
  return [...merged.values()];
}

/* -------------------------------------------- */
/*  The rule itself                             */
/* -------------------------------------------- */

describe("luckIn: P(X < x) + ½·P(X = x)", () => {
  it("splits ties in half: a plain d6 shows k with luck (k − 1)/6 + 1/12", () => {
    const d6 = IntDistribution.die(6);
    for (let k = 1; k <= 6; k++) expect(luckIn(d6, k)).toBeCloseTo((k - 1) / 6 + 1 / 12, 15);
    expect(luckOf.ogs([6], 0, 4)).toBeCloseTo(3 / 6 + 1 / 12, 15);
  });

  it("a result every roll shares is exactly in the middle", () => {
    expect(luckIn(IntDistribution.constant(7), 7)).toBe(0.5);
  });

  it("outside the listed values: nothing below the lowest, everything listed below one past the highest", () => {
    const d4 = IntDistribution.die(4);
    expect(luckIn(d4, 0)).toBe(0);
    expect(luckIn(d4, 5)).toBeCloseTo(1, 15);
  });

  it("refuses a result that is not a whole number", () => {
    expect(() => luckIn(IntDistribution.die(6), 2.5)).toThrow(RangeError);
    expect(() => luckOf.olde({ count: 1, faces: 6, unlimited: false }, Number.NaN)).toThrow(RangeError);
  });
});

/* -------------------------------------------- */
/*  Brute force, rule set by rule set           */
/* -------------------------------------------- */

/** Kaiser's order: a Fumble below every other check (two Fumbles tie), otherwise by total. */
function compareKaiser(a: KaiserCheckRoll, b: KaiserCheckRoll): number {
  if (a.fumble !== b.fumble) return a.fumble ? -1 : 1;
  return a.total - b.total;
}

describe("Kaiser luck against every check (every pool, Open Rolls followed 3 dice deep)", () => {
  const cases: KaiserCheckSpec[] = [
    { kind: "characteristic", bonus: 2 },
    ...[-2, -1, 0, 1, 2].flatMap((advantage) =>
      (["pool", "sequential"] as const).flatMap((method) => [
        { kind: "skill" as const, bonus: 3, advantage, method },
        { kind: "resistance" as const, bonus: -1, advantage, method },
      ]),
    ),
  ];

  it.each(cases)("%j", (spec) => {
    const depth = 3;
    const leaves: Array<Leaf<KaiserCheckRoll>> = [];
    const advantageDice = 2 + Math.abs(spec.advantage ?? 0);
    const unfinished = enumerateFaces(
      (faces) => checkNeedsAnotherDie(spec, faces),
      advantageDice + depth,
      (faces, p) => leaves.push({ result: judgeCheck(spec, faces), p }),
    );
    // A chain still going after `depth` dice has shown only sixes: it ends above every total checked here.
    const reach = spec.bonus + 12 + 6 * depth;
    const merged = collapse(leaves, (check) => `${check.fumble}:${check.total}`);
    const checked = merged.map((leaf) => leaf.result).filter((check) => check.total <= reach);
    expect(checked.length).toBeGreaterThan(3);
    for (const check of checked) {
      expect(Math.abs(luckOfRoll.kaiser(check) - bruteLuck(merged, check, compareKaiser))).toBeLessThan(EXACT);
    }
    // Above `reach` (rolls the walk did not finish, or finished past it) the measure holds the same mass, cut tail
    // included.
    const measure = kaiserLuckMeasure(spec);
    const beyond = merged.filter((leaf) => leaf.result.total > reach).reduce((sum, leaf) => sum + leaf.p, unfinished);
    expect(Math.abs(measure.greaterThan(reach) + (1 - measure.mass) - beyond)).toBeLessThan(EXACT);
  });
});

describe("OGS luck against every face of small pools", () => {
  const checks: ActionDiceSpec[] = [
    { stat: 4, skill: 6, modifier: 8, flatBonus: 2 },
    { stat: 6, skill: 10, flatBonus: -3 },
    // A promoted modifier die: d12 one stage up is d8 + d6.
    { stat: 6, skill: 4, modifier: 12, increases: [{ stages: 1 }], flatBonus: 1 },
  ];
  it.each(checks)("Action Check %j", (spec) => {
    const sizes = actionCheckSlots(spec).map((slot) => slot.faces);
    const leaves = collapse(
      everyFaceList(sizes).map(({ result, p }) => ({ result: judgeActionDice(spec, result), p })),
      (r) => String(r.total),
    );
    for (const { result: rolled } of leaves) {
      expect(Math.abs(luckOfRoll.ogs(rolled) - bruteLuck(leaves, rolled, (a, b) => a.total - b.total))).toBeLessThan(
        EXACT,
      );
    }
  });

  const openRolls: OpenRollSpec[] = [
    { dice: [4, 4, 4], flatBonus: 5 },
    { dice: [6, 8], increase: 1 },
  ];
  it.each(openRolls)("open roll %j", (spec) => {
    const sizes = openRollSlots(spec).map((slot) => slot.faces);
    const leaves = collapse(
      everyFaceList(sizes).map(({ result, p }) => ({ result: judgeOpenRoll(spec, result), p })),
      (r) => String(r.total),
    );
    for (const { result: rolled } of leaves) {
      expect(Math.abs(luckOfRoll.ogs(rolled) - bruteLuck(leaves, rolled, (a, b) => a.total - b.total))).toBeLessThan(
        EXACT,
      );
    }
  });
});

describe("K&R luck against every face of pools up to 4 dice", () => {
  // Every kind of DT for up to 3 dice (at 0 and 1 only a 1 fails, from 11 on only a 12 succeeds); 4 dice at two.
  const cases = [
    ...[1, 2, 3].flatMap((dice) => [0, 1, 6, 7, 11, 12].map((dt) => ({ dice, dt }))),
    { dice: 4, dt: 7 },
    { dice: 4, dt: 12 },
  ];
  it.each(cases)("$dice dice against DT $dt", ({ dice, dt }) => {
    const leaves = collapse(
      everyFaceList(new Array<number>(dice).fill(12)).map(({ result, p }) => ({ result: judgeMargin(result, dt), p })),
      (r) => String(r.margin),
    );
    for (const { result: judged } of leaves) {
      expect(
        Math.abs(luckOfRoll.kingdoms(judged) - bruteLuck(leaves, judged, (a, b) => a.margin - b.margin)),
      ).toBeLessThan(EXACT);
    }
  });
});

/** Every Test a level can roll: every face of every die and, by coin, every coin behind each 10. */
function everyTest(options: TestOptions, level: number): Array<Leaf<KleptoTestResult>> {
  const method = options.method ?? "coin";
  const dieFaces = method === "d10ish" ? 20 : 10;
  const leaves: Array<Leaf<KleptoTestResult>> = [];
  for (const { result: faces, p } of everyFaceList(new Array<number>(1 + Math.abs(level)).fill(dieFaces))) {
    const tens = method === "coin" ? faces.filter((face) => face === 10).length : 0;
    for (let mask = 0; mask < 2 ** tens; mask++) {
      const coins = Array.from({ length: tens }, (_, i): CoinSide => ((mask >> i) & 1 ? "heads" : "tails"));
      leaves.push({ result: judgeTest(options, { faces, coins }), p: p / 2 ** tens });
    }
  }
  return leaves;
}

describe("Kleptonomicon luck against every Test, ordered by the mechanic's own compareScores", () => {
  const cases = (["coin", "d10ish"] as CritMethod[]).flatMap((method) =>
    [-3, -2, -1, 0, 1, 2, 3]
      .filter((level) => method === "coin" || Math.abs(level) <= 2)
      .map((level) => ({ method, level, modifier: level * 3 - 1 })),
  );
  // `npm test`: levels −2…2 (the third, four dice and their coins, in the full run).
  it.each(rowsTaken(cases, ({ level }) => Math.abs(level) < 3))(
    "$method at level $level, Modifier $modifier",
    ({ method, level, modifier }) => {
      const options: TestOptions = {
        method,
        modifier,
        advantages: Math.max(0, level),
        disadvantages: Math.max(0, -level),
      };
      const leaves = collapse(everyTest(options, level), (r) => `${r.crit}:${r.total}`);
      for (const { result: judged } of leaves) {
        expect(Math.abs(luckOfRoll.klepto(judged) - bruteLuck(leaves, judged, compareScores))).toBeLessThan(EXACT);
      }
      // Both crits and every plain Score 1–9 can be rolled at every level.
      expect(leaves.length).toBe(11);
    },
  );

  it("a Critical Failure ranks below every plain Score, a Critical Success above, whatever the Modifier", () => {
    for (const modifier of [-20, 0, 20]) {
      const failure = kleptoLuck({ modifier }, { total: modifier, crit: "failure" });
      const success = kleptoLuck({ modifier }, { total: 10 + modifier, crit: "success" });
      for (let kept = 1; kept <= 9; kept++) {
        const plain = kleptoLuck({ modifier }, { total: kept + modifier, crit: null });
        expect(failure).toBeLessThan(plain);
        expect(plain).toBeLessThan(success);
      }
    }
  });
});

/** Every way an unlimited (or plain) die can end within `depth` throws; what is still exploding is returned apart. */
function everyChain(
  faces: number,
  unlimited: boolean,
  depth: number,
): { chains: Array<Leaf<number[]>>; unfinished: number } {
  if (!unlimited) return { chains: everyFaceList([faces]), unfinished: 0 };
  const chains: Array<Leaf<number[]>> = [];
  let reach = 1;
  for (let level = 0; level < depth; level++) {
    for (let last = 1; last < faces; last++)
      chains.push({ result: [...new Array<number>(level).fill(faces), last], p: reach / faces });
    reach /= faces;
  }
  return { chains, unfinished: reach };
}

describe("Dungeons of Olde luck against every roll (explosions followed 8 throws deep)", () => {
  const cases: OldeRollSpec[] = [
    { count: 2, faces: 3, unlimited: true, adjustment: 1 },
    { count: 3, faces: 2, unlimited: true },
    { count: 1, faces: 6, unlimited: true, adjustment: -2 },
    { count: 3, faces: 6, unlimited: false, adjustment: 4 },
  ];
  it.each(cases)("%j", (spec) => {
    const depth = 8;
    const perDie = everyChain(spec.faces, spec.unlimited, depth);
    let rolls: Array<Leaf<number[][]>> = [{ result: [], p: 1 }];
    for (let die = 0; die < spec.count; die++) {
      rolls = rolls.flatMap((roll) =>
        perDie.chains.map((chain) => ({ result: [...roll.result, chain.result], p: roll.p * chain.p })),
      );
    }
    const leaves = collapse(
      rolls.map(({ result, p }) => ({ result: judgeOlde(spec, result), p })),
      (r) => String(r.total),
    );
    // A roll with a die still exploding totals at least depth·X + 1 for that die and 1 for each other die.
    const reach = depth * spec.faces + spec.count + (spec.adjustment ?? 0) - 1;
    const results = leaves.map((leaf) => leaf.result).filter((r) => r.total <= reach);
    expect(results.length).toBeGreaterThan(5);
    for (const judged of results) {
      expect(Math.abs(luckOfRoll.olde(judged) - bruteLuck(leaves, judged, (a, b) => a.total - b.total))).toBeLessThan(
        EXACT,
      );
    }
    expect(perDie.unfinished > 0).toBe(spec.unlimited);
  });
});

/* -------------------------------------------- */
/*  Properties                                  */
/* -------------------------------------------- */

const kaiserSpec = fc
  .record({
    kind: fc.constantFrom("characteristic" as const, "skill" as const, "resistance" as const),
    bonus: fc.integer({ min: -30, max: 30 }),
    advantage: fc.integer({ min: -5, max: 5 }),
    method: fc.constantFrom("pool" as const, "sequential" as const),
  })
  // A characteristic check takes no Advantage.
  .map((spec): KaiserCheckSpec => (spec.kind === "characteristic" ? { ...spec, advantage: 0 } : spec));
const ogsSpec = fc.record({
  stat: fc.constantFrom(4, 6, 8, 10, 12),
  skill: fc.constantFrom(4, 6, 8, 10, 12),
  modifier: fc.constantFrom(4, 6, 8, 10, 12),
  increases: fc.array(fc.record({ stages: fc.integer({ min: 0, max: 4 }) }), { maxLength: 1 }),
  flatBonus: fc.integer({ min: -20, max: 20 }),
});
const openRollSpec = fc.record({
  dice: fc.array(fc.constantFrom(4, 6, 8, 10, 12), { minLength: 1, maxLength: 6 }),
  increase: fc.integer({ min: 0, max: 3 }),
  flatBonus: fc.integer({ min: -10, max: 10 }),
});
const kleptoSpec = fc.record({
  modifier: fc.integer({ min: -15, max: 15 }),
  advantages: fc.integer({ min: 0, max: 5 }),
  disadvantages: fc.integer({ min: 0, max: 5 }),
  method: fc.constantFrom("coin" as const, "d10ish" as const),
});
const oldeSpec = fc.record({
  count: fc.integer({ min: 1, max: 4 }),
  faces: fc.constantFrom(2, 3, 4, 6, 8, 10, 12, 20),
  adjustment: fc.integer({ min: -10, max: 10 }),
  unlimited: fc.boolean(),
});
const seed = fc.integer({ min: 1, max: 2 ** 31 - 1 });

/** Each rule set: a random spec, its measure, and a roll of the real dice code judged to its measure's value. */
const rolledLuck = fc.oneof(
  fc.tuple(kaiserSpec, seed).map(([spec, s]) => {
    const check = rollCheck(seededSource(s), spec);
    return { measure: kaiserLuckMeasure(spec), value: check.total, luck: luckOfRoll.kaiser(check) };
  }),
  fc.tuple(ogsSpec, seed).map(([spec, s]) => {
    const rolled = rollActionDice(spec, seededSource(s));
    const measure = ogsLuckMeasure(
      rolled.dice.map((die) => die.faces),
      rolled.flatBonus,
    );
    return { measure, value: rolled.total, luck: luckOfRoll.ogs(rolled) };
  }),
  fc.tuple(openRollSpec, seed).map(([spec, s]) => {
    const rolled = rollOpenRoll(spec, seededSource(s));
    const measure = ogsLuckMeasure(
      rolled.dice.map((die) => die.faces),
      rolled.flatBonus,
    );
    return { measure, value: rolled.total, luck: luckOfRoll.ogs(rolled) };
  }),
  fc.tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 14 }), seed).map(([dice, dt, s]) => {
    const judged = judgeMargin(rollFaces(seededSource(s), dice), dt);
    return { measure: kingdomsLuckMeasure(dice, dt), value: judged.margin, luck: luckOfRoll.kingdoms(judged) };
  }),
  fc.tuple(kleptoSpec, seed).map(([spec, s]) => {
    const judged = rollTest(seededSource(s), spec);
    const { ranked, bounds } = kleptoLuckMeasure(spec);
    const value =
      judged.crit === "failure"
        ? bounds.floor
        : judged.crit === "success"
          ? bounds.ceiling
          : judged.total - spec.modifier;
    return { measure: ranked, value, luck: luckOfRoll.klepto(judged) };
  }),
  fc.tuple(oldeSpec, seed).map(([spec, s]) => {
    const judged = rollOlde(spec, seededSource(s));
    return { measure: oldeLuckMeasure(spec), value: judged.total, luck: luckOfRoll.olde(judged) };
  }),
);

describe("luck properties (fast-check, the suite's seed)", () => {
  it("every roll of the real dice code has 0 < luck < 1, and luck is read on the roll's own measure", () => {
    fc.assert(
      fc.property(rolledLuck, ({ measure, value, luck }) => {
        expect(luck).toBeGreaterThan(0);
        expect(luck).toBeLessThan(1);
        expect(luck).toBeCloseTo(luckIn(measure, value), 14);
      }),
      { numRuns: cases(300, 60) },
    );
  });

  it("a higher result is never less lucky: luckier by at least half of what either result's own chance is", () => {
    const anyMeasure = fc.oneof(
      kaiserSpec.map((spec) => kaiserLuckMeasure(spec)),
      ogsSpec.map((spec) =>
        ogsLuckMeasure(
          actionCheckSlots(spec).map((slot) => slot.faces),
          spec.flatBonus,
        ),
      ),
      fc
        .tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 13 }))
        .map(([dice, dt]) => kingdomsLuckMeasure(dice, dt)),
      kleptoSpec.map((spec) => kleptoLuckMeasure(spec).ranked),
      oldeSpec.map((spec) => oldeLuckMeasure(spec)),
    );
    fc.assert(
      fc.property(
        anyMeasure,
        fc.integer({ min: -40, max: 120 }),
        fc.integer({ min: 1, max: 30 }),
        (measure, low, step) => {
          const x = measure.min + (low % (measure.probs.length + 4));
          const y = x + step;
          // luck(y) − luck(x) = p(x)/2 + P(x < X < y) + p(y)/2, so two results that can be rolled never tie.
          const gap = luckIn(measure, y) - luckIn(measure, x);
          expect(gap).toBeGreaterThanOrEqual((measure.p(x) + measure.p(y)) / 2 - 1e-15);
        },
      ),
      { numRuns: cases(300, 60) },
    );
  });

  it("luck averages exactly ½ over the roll's own distribution (E[luck] = ½·mass²)", () => {
    const measures = [
      kaiserLuckMeasure({ kind: "skill", bonus: 4, advantage: 2 }),
      ogsLuckMeasure([8, 6, 12], 3),
      kingdomsLuckMeasure(12, 7),
      kleptoLuckMeasure({ advantages: 2, method: "d10ish" }).ranked,
      oldeLuckMeasure({ count: 2, faces: 4, unlimited: true }),
    ];
    for (const measure of measures) {
      const mean = measure.entries().reduce((sum, [value, p]) => sum + p * luckIn(measure, value), 0);
      expect(Math.abs(mean - measure.mass ** 2 / 2)).toBeLessThan(EXACT);
      expect(1 - measure.mass).toBeLessThan(1e-11);
    }
  });
});

/* -------------------------------------------- */
/*  The worked extremes                         */
/* -------------------------------------------- */

describe("the extremes: the best result beats all but half its own chance, the worst only half its own", () => {
  it("OGS d4 + d6 + d8 + 2: a total of 20 is luckier than 1 − (1/192)/2; a total of 5 than (1/192)/2", () => {
    expect(ogsLuck([4, 6, 8], 2, 20)).toBeCloseTo(1 - 1 / 384, 15);
    expect(ogsLuck([4, 6, 8], 2, 5)).toBeCloseTo(1 / 384, 15);
  });

  it("K&R: every die a 12 is 1 − (1/12)ⁿ/2, every die a 1 is (1/12)ⁿ/2", () => {
    for (const dice of [1, 3, 6]) {
      expect(kingdomsLuck(dice, 7, 2 * dice)).toBeCloseTo(1 - 12 ** -dice / 2, 15);
      expect(kingdomsLuck(dice, 7, -2 * dice)).toBeCloseTo(12 ** -dice / 2, 15);
    }
  });

  it("Kleptonomicon: a Critical Success is 1 − P([10!])/2, a Critical Failure P([0!])/2", () => {
    for (const options of [{ modifier: 3 }, { advantages: 3, method: "d10ish" as const }, { disadvantages: 2 }]) {
      const odds = testScoreOdds(options);
      expect(kleptoLuck(options, { total: 99, crit: "success" })).toBeCloseTo(1 - odds.critSuccess / 2, 15);
      expect(kleptoLuck(options, { total: -99, crit: "failure" })).toBeCloseTo(odds.critFailure / 2, 15);
    }
    // With no Advantage the Critical Success is 5%: luckier than 97.5% of such rolls.
    expect(kleptoLuck({}, { total: 10, crit: "success" })).toBeCloseTo(0.975, 15);
  });

  it("Kaiser: a Fumble is P(Fumble)/2; a resistance double six (no Open Roll) 1 − P(6, 6)/2", () => {
    for (const advantage of [-2, 0, 3]) {
      const spec: KaiserCheckSpec = { kind: "skill", bonus: 5, advantage };
      const fumbled = judgeCheck(spec, advantage >= 0 ? new Array<number>(2 + advantage).fill(1) : [1, 1, 1, 1]);
      expect(fumbled.fumble).toBe(true);
      expect(luckOfRoll.kaiser(fumbled)).toBeCloseTo(kaiserCheckOdds(spec).pFumble / 2, 15);
    }
    const top = must(keptPairTable(0, "pool")[pairIndex(6, 6)]);
    expect(kaiserLuck({ kind: "resistance", bonus: 2 }, 14)).toBeCloseTo(1 - top / 2, 15);
  });

  it("Kaiser: an Open Roll beyond the tail the engine lists still reads just under 1", () => {
    const luck = kaiserLuck({ kind: "skill", bonus: 0 }, 12 + 6 * 1000);
    expect(luck).toBeLessThan(1);
    expect(luck).toBeGreaterThan(1 - 1e-12);
  });

  it("Dungeons of Olde: a plain 3d6's 18 is 1 − (1/216)/2; an unlimited die's lowest face (1/X)/2", () => {
    expect(oldeLuck({ count: 3, faces: 6, unlimited: false, adjustment: 1 }, 19)).toBeCloseTo(1 - 1 / 432, 15);
    expect(oldeLuck({ count: 1, faces: 10, unlimited: true }, 1)).toBeCloseTo(1 / 20, 15);
  });
});
