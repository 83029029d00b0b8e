/**
 * Every entry point against hostile input (issue 7): the mechanics' roll and judge functions, every `exactOdds`
 * question, the notation checks and the range parser, each fed fields that are valid, at or past their limits,
 * huge, negative, fractional, NaN, infinite, non-numeric or missing. Each call must return a result with no NaN
 * in it, or throw an IndieDiceError with an English message — never another error. The cost of the slowest
 * allowed input is measured in `npm run bench`, not here.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  judgeCheck as kaiserJudgeCheck,
  rollCheck as kaiserRollCheck,
} from "../../src/rule-sets/kaiser/core/mechanics/check";
import {
  judgeDifficulty as kaiserJudgeDifficulty,
  rollDifficultyCheck as kaiserRollDifficultyCheck,
} from "../../src/rule-sets/kaiser/core/mechanics/difficulty";
import {
  judgeOpposed as kaiserJudgeOpposed,
  rollOpposedCheck as kaiserRollOpposedCheck,
} from "../../src/rule-sets/kaiser/core/mechanics/opposed";
import { judgeRollOff as kaiserJudgeRollOff } from "../../src/rule-sets/kaiser/core/mechanics/roll-off";
import {
  judgeBasicTest as kingdomsJudgeBasicTest,
  rollBasicTest as kingdomsRollBasicTest,
} from "../../src/rule-sets/kingdoms/core/mechanics/basic-test";
import { judgeMargin as kingdomsJudgeMargin } from "../../src/rule-sets/kingdoms/core/mechanics/margin";
import {
  judgeOpposedTest as kingdomsJudgeOpposedTest,
  rollOpposedTest as kingdomsRollOpposedTest,
} from "../../src/rule-sets/kingdoms/core/mechanics/opposed-test";
import {
  applyExtendedRoll as kingdomsApplyExtendedRoll,
  rollExtendedTest as kingdomsRollExtendedTest,
  startExtendedTest as kingdomsStartExtendedTest,
} from "../../src/rule-sets/kingdoms/core/mechanics/extended-test";
import {
  applyGift as groupTestApplyGift,
  recordGroupRoll as groupTestRecordGroupRoll,
  startGroupTest as groupTestStartGroupTest,
} from "../../src/rule-sets/klepto/core/group-test/group-test-state";
import {
  judgeTest as kleptoJudgeTest,
  rollTest as kleptoRollTest,
  type KleptoTestResult,
} from "../../src/rule-sets/klepto/core/mechanics/roll-test";
import {
  judgeKleptoContest as kleptoJudgeKleptoContest,
  rollContest as kleptoRollContest,
} from "../../src/rule-sets/klepto/core/mechanics/contest";
import {
  judgeActionCheck as ogsJudgeActionCheck,
  judgeActionDice as ogsJudgeActionDice,
  rollActionCheck as ogsRollActionCheck,
  rollActionDice as ogsRollActionDice,
} from "../../src/rule-sets/ogs/core/mechanics/action-check";
import {
  judgeOpenRoll as ogsJudgeOpenRoll,
  rollOpenRoll as ogsRollOpenRoll,
} from "../../src/rule-sets/ogs/core/mechanics/open-roll";
import { rollOpposedCheck as ogsRollOpposedCheck } from "../../src/rule-sets/ogs/core/mechanics/opposed-check";
import { judgeRollOff as ogsJudgeRollOff } from "../../src/rule-sets/ogs/core/mechanics/tie-break";
import { ogsActionCheck } from "../../src/rule-sets/ogs/core/mechanics/check-spec";
import { judgeOlde as oldeJudgeOlde, rollOlde as oldeRollOlde } from "../../src/rule-sets/olde/core/mechanics/roll";
import { rollOldeContest as oldeRollOldeContest } from "../../src/rule-sets/olde/core/mechanics/contest";
import { findNotationProblems } from "../../src/core/notation/find-problems";
import { validateDiceTerm } from "../../src/core/notation/validate-term";
import { exactOdds } from "../../src/core/odds/exact-odds";
import { seededSource, type RandomSource } from "../../src/core/random";
import { parseRanges } from "../../src/rule-sets/klepto/core/ranges/parse-ranges";
import { additive, callSafely, field, hostile, int, list, spec, type Outcome } from "./support/hostile";
import { must } from "../kit";

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
const validKaiserCheck = (s: number) => kaiserRollCheck(source(s), { kind: "skill", bonus: 3 });
/**
 * A Group Test card with everyone's roll recorded (the card's own state:
 * src/rule-sets/klepto/core/group-test/group-test-state.ts).
 */
function rolledGroupTest(s: number) {
  const request = { modifier: 1, advantages: 0, disadvantages: 0, method: "coin" as const };
  let state = groupTestStartGroupTest({
    participants: ["a", "b", "c"].map((id) => ({ id, actorUuid: null, name: id, request })),
  });
  const rolls: Record<string, KleptoTestResult> = {};
  for (const [i, p] of state.participants.entries()) {
    rolls[p.id] = kleptoRollTest(source(s + i), request);
    state = groupTestRecordGroupRoll(state, p.id, `roll-${p.id}`, must(rolls[p.id]));
  }
  return { state, rolls };
}
const member = field(fc.constantFrom("a", "b", "c", "z"));
/** Mostly the one plain d10 face a gift rolls, sometimes any hostile dice. */
const giftDice = fc.oneof(
  { weight: 3, arbitrary: fc.record({ faces: fc.tuple(fc.integer({ min: 1, max: 9 })), coins: fc.constant([]) }) },
  { weight: 1, arbitrary: drawn },
);

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
  entry("kaiser.rollCheck", [seed, kaiserSpec], (s: number, x: never) => kaiserRollCheck(source(s), x)),
  entry("kaiser.judgeCheck", [kaiserSpec, d6Faces], kaiserJudgeCheck),
  entry("kaiser.rollDifficultyCheck", [seed, kaiserSpec, additive], (s: number, x: never, d: never) =>
    kaiserRollDifficultyCheck(source(s), x, d),
  ),
  entry("kaiser.judgeDifficulty", [seed, additive, d6Faces], (s: number, d: never, f: never) =>
    kaiserJudgeDifficulty(validKaiserCheck(s), d, f),
  ),
  entry(
    "kaiser.rollOpposedCheck",
    [seed, kaiserSpec, kaiserSpec, opposedOptions],
    (s: number, a: never, b: never, o: never) => kaiserRollOpposedCheck(source(s), a, b, o),
  ),
  entry(
    "kaiser.judgeOpposed",
    [seed, opposedOptions, spec({ attackerPenalty: d6Faces, defenderPenalty: d6Faces, rollOff: d6Faces })],
    (s: number, o: never, extra: never) => kaiserJudgeOpposed(validKaiserCheck(s), validKaiserCheck(s + 1), o, extra),
  ),
  entry("kaiser.judgeRollOff", [d6Faces], kaiserJudgeRollOff),
  entry("exactOdds.kaiser.check", [kaiserSpec], exactOdds.kaiser.check),
  entry("exactOdds.kaiser.difficulty", [kaiserSpec, additive], exactOdds.kaiser.difficulty),
  entry("exactOdds.kaiser.opposed", [kaiserSpec, kaiserSpec, penaltySpec, fumbleRule], exactOdds.kaiser.opposed),
  // OGS
  entry("ogs.rollActionCheck", [ogsCheckSpec, seed], (x: never, s: number) => ogsRollActionCheck(x, source(s))),
  entry("ogs.judgeActionCheck", [ogsCheckSpec, ogsFaces], ogsJudgeActionCheck),
  entry("ogs.rollActionDice", [ogsActionSpec, seed], (x: never, s: number) => ogsRollActionDice(x, source(s))),
  entry("ogs.judgeActionDice", [ogsActionSpec, ogsFaces], ogsJudgeActionDice),
  entry("ogs.rollOpenRoll", [ogsOpenSpec, seed], (x: never, s: number) => ogsRollOpenRoll(x, source(s))),
  entry("ogs.judgeOpenRoll", [ogsOpenSpec, ogsFaces], ogsJudgeOpenRoll),
  entry("ogs.rollOpposedCheck", [ogsActionSpec, ogsActionSpec, seed], (a: never, b: never, s: number) =>
    ogsRollOpposedCheck(a, b, source(s)),
  ),
  entry("ogs.judgeRollOff", [list(fc.tuple(int(0, 13), int(0, 13)), 6)], ogsJudgeRollOff),
  entry("ogs.ogsActionCheck (dialog spec)", [ogsDialogSpec], ogsActionCheck),
  entry("exactOdds.ogs.actionCheck", [ogsCheckSpec], exactOdds.ogs.actionCheck),
  entry("exactOdds.ogs.openRoll", [ogsOpenSpec], exactOdds.ogs.openRoll),
  entry("exactOdds.ogs.opposed", [ogsActionSpec, ogsActionSpec], exactOdds.ogs.opposed),
  // Kingdoms and Rulers
  entry("kingdoms.rollBasicTest", [seed, kingdomsSide], (s: number, r: never) => kingdomsRollBasicTest(source(s), r)),
  entry(
    "kingdoms.judgeBasicTest",
    [d12Faces, dt, spec({ pool, rule: field(fc.constantFrom("atLeastZero", "aboveZero")) })],
    kingdomsJudgeBasicTest,
  ),
  entry("kingdoms.judgeMargin", [d12Faces, dt], kingdomsJudgeMargin),
  entry(
    "kingdoms.rollOpposedTest",
    [seed, kingdomsSide, kingdomsSide, role],
    (s: number, a: never, b: never, r: never) => kingdomsRollOpposedTest(source(s), a, b, r),
  ),
  entry(
    "kingdoms.judgeOpposedTest",
    [spec({ faces: d12Faces, dt }), spec({ faces: d12Faces, dt }), role],
    kingdomsJudgeOpposedTest,
  ),
  entry("kingdoms.startExtendedTest", [extendedSetup], kingdomsStartExtendedTest),
  entry("kingdoms.rollExtendedTest", [seed, extendedSetup, pool], (s: number, setup: never, dice: never) =>
    kingdomsRollExtendedTest(source(s), kingdomsStartExtendedTest(setup), dice),
  ),
  entry("kingdoms.applyExtendedRoll", [extendedSetup, d12Faces], (setup: never, faces: never) =>
    kingdomsApplyExtendedRoll(kingdomsStartExtendedTest(setup), faces),
  ),
  entry("exactOdds.kingdoms.pools", [pool, dt], exactOdds.kingdoms.pools),
  entry(
    "exactOdds.kingdoms.opposed",
    [spec({ dice: pool, dt }), spec({ dice: pool, dt }), role],
    exactOdds.kingdoms.opposed,
  ),
  entry("exactOdds.kingdoms.twelves", [pool], exactOdds.kingdoms.twelves),
  // Kleptonomicon
  entry("klepto.rollTest", [seed, testOptions], (s: number, o: never) => kleptoRollTest(source(s), o)),
  entry("klepto.judgeTest", [testOptions, drawn], kleptoJudgeTest),
  entry("klepto.judgeKleptoContest", [score, score, coin], kleptoJudgeKleptoContest),
  entry("klepto.rollContest", [seed, score, score], (s: number, a: never, b: never) =>
    kleptoRollContest(source(s), a, b),
  ),
  entry(
    "groupTest.applyGift",
    [seed, member, member, giftDice],
    (s: number, giver: never, receiver: never, dice: never) => {
      const { state, rolls } = rolledGroupTest(s);
      return groupTestApplyGift(state, rolls, giver, receiver, dice);
    },
  ),
  entry("exactOdds.klepto.score", [testOptions], exactOdds.klepto.score),
  entry("exactOdds.klepto.ranges", [testOptions, rangeText], exactOdds.klepto.ranges),
  entry("exactOdds.klepto.contest", [testOptions, testOptions], exactOdds.klepto.contest),
  entry("exactOdds.klepto.group", [list(testOptions, 22)], exactOdds.klepto.group),
  // Dungeons of Olde
  entry("olde.rollOlde", [oldeSpec, seed], (x: never, s: number) => oldeRollOlde(x, source(s))),
  entry("olde.judgeOlde", [oldeSpec, list(list(int(0, 101), 4), 6)], oldeJudgeOlde),
  entry("olde.rollOldeContest", [oldeSpec, oldeSpec, seed], (a: never, b: never, s: number) =>
    oldeRollOldeContest(a, b, source(s)),
  ),
  entry("exactOdds.olde.roll", [oldeSpec], exactOdds.olde.roll),
  entry("exactOdds.olde.contest", [oldeSpec, oldeSpec], exactOdds.olde.contest),
  // Notation and ranges
  entry("findNotationProblems", [fc.oneof(fc.string({ maxLength: 40 }), hostile)], findNotationProblems),
  entry(
    "validateDiceTerm",
    [
      spec({
        number: int(-1, 1_000_001),
        faces: field(fc.constantFrom(2, 6, 10, 12, "i", "x")),
        modifiers: list(fc.constantFrom("ko", "kr7", "p2", "p999999999", "kc", "kh", "kl", "kh2", "x", "", "p-1"), 4),
      }),
    ],
    validateDiceTerm,
  ),
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
    console.log(
      [`hostile inputs: ${ENTRY_POINTS.length} entry points × ${RUNS} runs (seed ${SEED})`, ...counts].join("\n"),
    );
    expect(counts).toHaveLength(ENTRY_POINTS.length);
  });
});
