/**
 * Every entry point against hostile input (issue 7): the mechanics' roll and judge functions, every `exactOdds`
 * question, the notation checks and the range parser, each fed fields that are valid, at or past their limits,
 * huge, negative, fractional, NaN, infinite, non-numeric or missing. Each call must return a result with no NaN
 * in it, or throw an IndieDiceError with an English message — never another error. The cost of the slowest
 * allowed input is measured in `npm run bench`, not here.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as kaiser from "../../src/rule-sets/kaiser/core/mechanics";
import * as kingdoms from "../../src/rule-sets/kingdoms/core/mechanics";
import * as groupTest from "../../src/core/group-tests/group-test";
import * as klepto from "../../src/rule-sets/klepto/core/mechanics";
import * as ogs from "../../src/rule-sets/ogs/core/mechanics";
import * as olde from "../../src/rule-sets/olde/core/mechanics";
import { findNotationProblems, validateDiceTerm } from "../../src/core/notation";
import { exactOdds } from "../../src/rule-sets/odds";
import { seededSource, type RandomSource } from "../../src/core/random";
import { parseRanges } from "../../src/rule-sets/klepto/core/ranges/parse-ranges";
import { additive, callSafely, field, hostile, int, list, spec, type Outcome } from "./support/hostile";

/** Calls per entry point; with ~45 entry points this is about 18,000 hostile calls. */
const RUNS = 400;
const SEED = 20261123;

/* Specs of each rule set, every field optional ----------------------------------------------------------- */

const kaiserSpec = spec({
  kind: field(fc.constantFrom("characteristic", "skill", "resistance")),
  bonus: additive,
  advantage: int(-22, 22),
  method: field(fc.constantFrom("pool", "sequential")),
});
const penaltySpec = spec({ number: int(-1, 11), faces: int(0, 21), bonus: int(-101, 101) });
const fumbleRule = field(fc.constantFrom("loses", "compared"));
const opposedOptions = spec({
  tieRule: field(fc.constantFrom("defender", "roll-off")),
  attack: field(fc.boolean()),
  fumblePenalty: penaltySpec,
  fumbleRule,
});
const d6Faces = list(int(0, 7), 26);

const ogsDie = field(fc.constantFrom(4, 6, 8, 10, 12, 2, 20));
const ogsIncrease = spec({ stages: int(-1, 21), target: field(fc.constantFrom("stat", "skill", "modifier")) });
const ogsDice = {
  stat: ogsDie,
  skill: ogsDie,
  modifier: ogsDie,
  increases: list(ogsIncrease, 4),
  flatBonus: additive,
};
const ogsActionSpec = spec(ogsDice);
const ogsCheckSpec = spec({ ...ogsDice, difficulty: additive });
const ogsDialogSpec = spec({
  stat: ogsDie,
  skill: ogsDie,
  modifier: ogsDie,
  stages: int(-1, 21),
  increaseTarget: field(fc.constantFrom("modifier", "every")),
  flatBonus: additive,
  difficulty: additive,
});
const ogsOpenSpec = spec({ dice: list(ogsDie, 17), increase: int(-1, 21), flatBonus: additive });
const ogsFaces = list(int(0, 13), 17);

const pool = int(-1, 201);
const dt = int(-1, 100);
const d12Faces = list(int(0, 13), 30);
const role = field(fc.constantFrom("bothEqual", "aActive", "bActive"));
const kingdomsSide = spec({ pool, dt, dice: pool });
const extendedSetup = spec({ pool, dt, replenish: int(-1, 201), rounds: int(0, 101), targetMargin: int(-401, 401) });

const testOptions = spec({
  modifier: additive,
  advantages: int(-1, 21),
  disadvantages: int(-1, 21),
  method: field(fc.constantFrom("coin", "d10ish")),
});
const coin = field(fc.constantFrom("heads", "tails"));
const drawn = spec({ faces: list(int(0, 21), 6), coins: list(coin, 6) });
const score = spec({ total: additive, crit: field(fc.constantFrom(null, "success", "failure")) });
const rangeText = fc.oneof(
  fc.constantFrom("", "[..6] A", "[..6] a, [7..9] b, [10..] c", "[0!] x, [10!] y", "[7..9]] a", "[..6] a], [7..] b"),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: fc.constantFrom(..."[]..!,0123456789 -a"), maxLength: 60 }),
);

const oldeSpec = spec({
  count: int(-1, 51),
  faces: field(fc.constantFrom(1, 2, 3, 4, 6, 8, 10, 12, 20, 100, 101)),
  adjustment: additive,
  unlimited: field(fc.boolean()),
});

/* Inputs that need a valid earlier step (a rolled check to judge, members to gift between) ------------------- */

const source = (seed: number): RandomSource => seededSource(seed);
const seed = fc.integer({ min: 1, max: 2 ** 30 });
const validKaiserCheck = (s: number) => kaiser.rollCheck(source(s), { kind: "skill", bonus: 3 });
/** A Group Test card with everyone's roll recorded (the card's own state: src/core/group-tests/group-test-state.ts). */
function rolledGroupTest(s: number) {
  const request = { modifier: 1, advantages: 0, disadvantages: 0, method: "coin" as const };
  let state = groupTest.startGroupTest({ participants: ["a", "b", "c"].map((id) => ({ id, actorUuid: null, name: id, request })) });
  const rolls: Record<string, klepto.KleptoTestResult> = {};
  for (const [i, p] of state.participants.entries()) {
    rolls[p.id] = klepto.rollTest(source(s + i), request);
    state = groupTest.recordGroupRoll(state, p.id, `roll-${p.id}`, rolls[p.id]!);
  }
  return { state, rolls };
}
const member = field(fc.constantFrom("a", "b", "c", "z"));
/** Mostly the one plain d10 face a gift rolls, sometimes any hostile dice. */
const giftDice = fc.oneof({ weight: 3, arbitrary: fc.record({ faces: fc.tuple(fc.integer({ min: 1, max: 9 })), coins: fc.constant([]) }) }, { weight: 1, arbitrary: drawn });

/* Every entry point --------------------------------------------------------------------------------------- */

type Call = (...args: never[]) => unknown;
interface EntryPoint {
  readonly name: string;
  readonly args: fc.Arbitrary<unknown[]>;
  readonly call: Call;
}

function entry(name: string, args: fc.Arbitrary<unknown>[], call: Call): EntryPoint {
  return { name, args: fc.tuple(...args), call };
}

const ENTRY_POINTS: readonly EntryPoint[] = [
  // Kaiser
  entry("kaiser.rollCheck", [seed, kaiserSpec], (s: number, x: never) => kaiser.rollCheck(source(s), x)),
  entry("kaiser.judgeCheck", [kaiserSpec, d6Faces], kaiser.judgeCheck),
  entry("kaiser.rollDifficultyCheck", [seed, kaiserSpec, additive], (s: number, x: never, d: never) =>
    kaiser.rollDifficultyCheck(source(s), x, d)),
  entry("kaiser.judgeDifficulty", [seed, additive, d6Faces], (s: number, d: never, f: never) =>
    kaiser.judgeDifficulty(validKaiserCheck(s), d, f)),
  entry("kaiser.rollOpposedCheck", [seed, kaiserSpec, kaiserSpec, opposedOptions], (s: number, a: never, b: never, o: never) =>
    kaiser.rollOpposedCheck(source(s), a, b, o)),
  entry("kaiser.judgeOpposed", [seed, opposedOptions, spec({ attackerPenalty: d6Faces, defenderPenalty: d6Faces, rollOff: d6Faces })],
    (s: number, o: never, extra: never) => kaiser.judgeOpposed(validKaiserCheck(s), validKaiserCheck(s + 1), o, extra)),
  entry("kaiser.judgeRollOff", [d6Faces], kaiser.judgeRollOff),
  entry("exactOdds.kaiser.check", [kaiserSpec], exactOdds.kaiser.check),
  entry("exactOdds.kaiser.difficulty", [kaiserSpec, additive], exactOdds.kaiser.difficulty),
  entry("exactOdds.kaiser.opposed", [kaiserSpec, kaiserSpec, penaltySpec, fumbleRule], exactOdds.kaiser.opposed),
  // OGS
  entry("ogs.rollActionCheck", [ogsCheckSpec, seed], (x: never, s: number) => ogs.rollActionCheck(x, source(s))),
  entry("ogs.judgeActionCheck", [ogsCheckSpec, ogsFaces], ogs.judgeActionCheck),
  entry("ogs.rollActionDice", [ogsActionSpec, seed], (x: never, s: number) => ogs.rollActionDice(x, source(s))),
  entry("ogs.judgeActionDice", [ogsActionSpec, ogsFaces], ogs.judgeActionDice),
  entry("ogs.rollOpenRoll", [ogsOpenSpec, seed], (x: never, s: number) => ogs.rollOpenRoll(x, source(s))),
  entry("ogs.judgeOpenRoll", [ogsOpenSpec, ogsFaces], ogs.judgeOpenRoll),
  entry("ogs.rollOpposedCheck", [ogsActionSpec, ogsActionSpec, seed], (a: never, b: never, s: number) =>
    ogs.rollOpposedCheck(a, b, source(s))),
  entry("ogs.judgeRollOff", [list(fc.tuple(int(0, 13), int(0, 13)), 6)], ogs.judgeRollOff),
  entry("ogs.ogsActionCheck (dialog spec)", [ogsDialogSpec], ogs.ogsActionCheck),
  entry("exactOdds.ogs.actionCheck", [ogsCheckSpec], exactOdds.ogs.actionCheck),
  entry("exactOdds.ogs.openRoll", [ogsOpenSpec], exactOdds.ogs.openRoll),
  entry("exactOdds.ogs.opposed", [ogsActionSpec, ogsActionSpec], exactOdds.ogs.opposed),
  // Kingdoms and Rulers
  entry("kingdoms.rollBasicTest", [seed, kingdomsSide], (s: number, r: never) => kingdoms.rollBasicTest(source(s), r)),
  entry("kingdoms.judgeBasicTest", [d12Faces, dt, spec({ pool, rule: field(fc.constantFrom("atLeastZero", "aboveZero")) })],
    kingdoms.judgeBasicTest),
  entry("kingdoms.judgeMargin", [d12Faces, dt], kingdoms.judgeMargin),
  entry("kingdoms.rollOpposedTest", [seed, kingdomsSide, kingdomsSide, role], (s: number, a: never, b: never, r: never) =>
    kingdoms.rollOpposedTest(source(s), a, b, r)),
  entry("kingdoms.judgeOpposedTest", [spec({ faces: d12Faces, dt }), spec({ faces: d12Faces, dt }), role], kingdoms.judgeOpposedTest),
  entry("kingdoms.startExtendedTest", [extendedSetup], kingdoms.startExtendedTest),
  entry("kingdoms.rollExtendedTest", [seed, extendedSetup, pool], (s: number, setup: never, dice: never) =>
    kingdoms.rollExtendedTest(source(s), kingdoms.startExtendedTest(setup), dice)),
  entry("kingdoms.applyExtendedRoll", [extendedSetup, d12Faces], (setup: never, faces: never) =>
    kingdoms.applyExtendedRoll(kingdoms.startExtendedTest(setup), faces)),
  entry("exactOdds.kingdoms.pools", [pool, dt], exactOdds.kingdoms.pools),
  entry("exactOdds.kingdoms.opposed", [spec({ dice: pool, dt }), spec({ dice: pool, dt }), role], exactOdds.kingdoms.opposed),
  entry("exactOdds.kingdoms.twelves", [pool], exactOdds.kingdoms.twelves),
  // Kleptonomicon
  entry("klepto.rollTest", [seed, testOptions], (s: number, o: never) => klepto.rollTest(source(s), o)),
  entry("klepto.judgeTest", [testOptions, drawn], klepto.judgeTest),
  entry("klepto.judgeKleptoContest", [score, score, coin], klepto.judgeKleptoContest),
  entry("klepto.rollContest", [seed, score, score], (s: number, a: never, b: never) => klepto.rollContest(source(s), a, b)),
  entry("groupTest.applyGift", [seed, member, member, giftDice], (s: number, giver: never, receiver: never, dice: never) => {
    const { state, rolls } = rolledGroupTest(s);
    return groupTest.applyGift(state, rolls, giver, receiver, dice);
  }),
  entry("exactOdds.klepto.score", [testOptions], exactOdds.klepto.score),
  entry("exactOdds.klepto.ranges", [testOptions, rangeText], exactOdds.klepto.ranges),
  entry("exactOdds.klepto.contest", [testOptions, testOptions], exactOdds.klepto.contest),
  entry("exactOdds.klepto.group", [list(testOptions, 22)], exactOdds.klepto.group),
  // Dungeons of Olde
  entry("olde.rollOlde", [oldeSpec, seed], (x: never, s: number) => olde.rollOlde(x, source(s))),
  entry("olde.judgeOlde", [oldeSpec, list(list(int(0, 101), 4), 6)], olde.judgeOlde),
  entry("olde.rollOldeContest", [oldeSpec, oldeSpec, seed], (a: never, b: never, s: number) =>
    olde.rollOldeContest(a, b, source(s))),
  entry("exactOdds.olde.roll", [oldeSpec], exactOdds.olde.roll),
  entry("exactOdds.olde.contest", [oldeSpec, oldeSpec], exactOdds.olde.contest),
  // Notation and ranges
  entry("findNotationProblems", [fc.oneof(fc.string({ maxLength: 40 }), hostile)], findNotationProblems),
  entry("validateDiceTerm", [spec({ number: int(-1, 1_000_001), faces: field(fc.constantFrom(2, 6, 10, 12, "i", "x")),
    modifiers: list(fc.constantFrom("ko", "kr7", "p2", "p999999999", "kc", "kh", "kl", "kh2", "x", "", "p-1"), 4) })],
  validateDiceTerm),
  entry("parseRanges", [fc.oneof(rangeText, hostile)], parseRanges),
];

// The last test reports what the others counted, so this block keeps its order even in a shuffled run.
describe("every entry point against hostile input (issue 7)", { shuffle: false }, () => {
  const counts: string[] = [];

  it.each(ENTRY_POINTS.map((e) => [e.name, e] as const))("%s: a valid result or an IndieDiceError", (name, e) => {
    const tally: Record<Outcome, number> = { result: 0, refused: 0 };
    fc.assert(
      fc.property(e.args, (args) => {
        tally[callSafely(() => (e.call as (...a: unknown[]) => unknown)(...args))]++;
      }),
      { numRuns: RUNS, seed: SEED },
    );
    counts.push(`${name}: ${tally.result} results, ${tally.refused} refused`);
    // Refusals must be reached, or the arbitraries are too tame to prove anything. Random faces seldom fit a
    // judge, so results are only required where the inputs are specs.
    expect(tally.refused, "refused").toBeGreaterThan(0);
    if (!/judge|olde\.|Contest/.test(name)) expect(tally.result, "results").toBeGreaterThan(0);
  });

  it("reports its counts", () => {
    console.log([`hostile inputs: ${ENTRY_POINTS.length} entry points × ${RUNS} runs (seed ${SEED})`, ...counts].join("\n"));
    expect(counts).toHaveLength(ENTRY_POINTS.length);
  });
});
