/**
 * Twilight 2000's figures (docs/systems-t2k4e.md "The figures") against FOUNDRY-SYSTEMS-3 §b.7's worked examples and
 * a reference written here from the system's code, not from the engine: YZUR 6.1.1's TwilightDie (6–9 one success,
 * 10–12 two; 1 and 6+ stay on a push), AmmoDie (a d6, 1 and 6 stay; its 6s are hits, `baseSuccessQty` leaves them
 * out), `modify` for t2k, `jamCount` and `jammed` (src/YearZeroDice.js, src/YearZeroRoll.js at 6e4cf442) — every
 * pair of a first face and a second face counted, the second standing where the first is open and the roll pushed.
 */
import { describe, expect, it } from "vitest";
import * as yearZeroDice from "../../../../src/core/pools/year-zero-dice";
import { stepPool, twilightDie, twilightModify, type StepSize } from "../../../../src/core/pools/year-zero-dice";
import { t2kPool, t2kPoolOdds, t2kRolledOdds, type T2kDice } from "../../../../src/systems/t2k4e/core/t2k-odds";
import type { SystemOdds } from "../../../../src/core/systems/system-odds-types";
import { at } from "../../../kit";

/** The kit's pools (`kit.pools`): the engine's own functions, its module as it stands. */
const pools = yearZeroDice;
const figure = (odds: SystemOdds, choice: string, key: string) =>
  odds.choices.find(({ id }) => id === choice)?.outcomes.find((outcome) => outcome.key === key)?.probability;

// ---- The reference, from the system's code ----

/** A die of the roll: its sides, and whether it is an ammunition die. */
interface RefDie {
  readonly sides: number;
  readonly ammo: boolean;
}
const successOf = (die: RefDie, v: number) => (die.ammo ? 0 : v >= 10 ? 2 : v >= 6 ? 1 : 0);
/** Both kinds keep their 1s and their 6 and up: a push rolls 2–5 again. */
const open = (v: number) => v >= 2 && v <= 5;

/**
 * YearZeroRoll#modify for t2k, as written there: +1 raises the lowest (a lone die gains a d6), −1 lowers the
 * highest; the map's 0 stands for its null (below a d6).
 */
function refModify(start: readonly number[], mod: number): number[] {
  const map = [0, 6, 8, 10, 12, Infinity];
  const dice = [...start];
  while (mod !== 0) {
    let i: number;
    if (mod > 0) {
      if (dice.length < 2) {
        i = 1;
        dice.push(6);
      } else {
        i = dice.indexOf(Math.min(...dice));
        dice[i] = at(map, map.indexOf(at(dice, i)) + 1);
      }
      mod--;
    } else {
      i = dice.indexOf(Math.max(...dice));
      dice[i] = at(map, map.indexOf(at(dice, i)) - 1);
      mod++;
    }
    if (dice[i] === Infinity) dice[i] = 12;
    else if (dice[i] === 0) {
      if (dice.length > 1) dice.splice(i, 1);
      else dice[i] = 6;
    }
  }
  return dice;
}

interface Stood {
  readonly success: number;
  readonly hits: number;
  readonly baseOnes: number;
  readonly ammoOnes: number;
  readonly pushed: boolean;
}

/** Every (first faces, second faces) pair, once each: the roll that stands under §b.7's push policy. */
function* standing(dice: readonly RefDie[], canPush: boolean): Generator<Stood> {
  const total = dice.reduce((n, d) => n * d.sides, 1);
  const faces = Array.from({ length: total }, (_, index) =>
    dice.map((d, k) => (Math.floor(index / dice.slice(k + 1).reduce((n, e) => n * e.sides, 1)) % d.sides) + 1),
  );
  const isAmmo = dice.map((d) => d.ammo);
  const count = (faces: readonly number[], ammo: boolean, value: number) =>
    faces.filter((v, k) => isAmmo[k] === ammo && v === value).length;
  const successes = (faces: readonly number[]) => faces.reduce((sum, v, k) => sum + successOf(at(dice, k), v), 0);
  for (const first of faces) {
    const success = successes(first);
    const pushes = canPush && success <= 0 && first.some(open);
    for (const second of faces) {
      const stands = pushes ? first.map((v, k) => (open(v) ? at(second, k) : v)) : first;
      yield {
        success: successes(stands),
        hits: count(stands, true, 6),
        baseOnes: count(stands, false, 1),
        ammoOnes: count(stands, true, 1),
        pushed: pushes,
      };
    }
  }
}

const STOOD = new Map<string, Stood[]>();

/** The reference's chance of `test` (given `given`), over every pair (the pairs of a pool counted once). */
function reference(dice: readonly RefDie[], test: (s: Stood) => boolean, given = (_: Stood) => true, push = true) {
  const key = JSON.stringify([dice, push]);
  const pairs = STOOD.get(key) ?? [...standing(dice, push)];
  STOOD.set(key, pairs);
  let hits = 0;
  let all = 0;
  for (const stood of pairs) {
    if (!given(stood)) continue;
    all++;
    if (test(stood)) hits++;
  }
  return hits / all;
}

const step = (sides: number): RefDie => ({ sides, ammo: false });
const ammo: RefDie = { sides: 6, ammo: true };
const t2k = (sizes: StepSize[], modifier = 0, ammoDice = 0): T2kDice => ({ sizes, modifier, ammo: ammoDice });

function oddsOf(dice: T2kDice, canPush = true): SystemOdds {
  const pool = t2kPool(pools, dice);
  if (!pool) throw new Error("no pool");
  return t2kPoolOdds(pools, pool, canPush);
}

describe("Twilight 2000's figures: FOUNDRY-SYSTEMS-3 §b.7", () => {
  it("d8 + d6: 23/48 (47.92%), two 6.25%; pushed 197/288 (68.40%), damage or stress given a push 37/72", () => {
    const odds = oddsOf(t2k([8, 6]));
    const ref = [step(8), step(6)];
    expect(figure(odds, "roll", "success")).toBeCloseTo(23 / 48, 12);
    expect(reference(ref, (s) => s.success >= 1, undefined, false)).toBeCloseTo(23 / 48, 12);
    expect(figure(odds, "roll", "twoSuccesses")).toBeCloseTo(0.0625, 12);
    expect(figure(odds, "push", "success")).toBeCloseTo(197 / 288, 12);
    expect(reference(ref, (s) => s.success >= 1)).toBeCloseTo(197 / 288, 12);
    // §b.7's 53.33 % counts a roll of two 1s, which YZUR cannot push, as pushed: 37/72 = 51.39 %.
    const damage = reference(
      ref,
      (s) => s.baseOnes >= 1,
      (s) => s.pushed,
    );
    expect(damage).toBeCloseTo(37 / 72, 12);
    expect(figure(odds, "push", "damageOrStress")).toBeCloseTo(damage, 12);
    expect(figure(odds, "push", "pushed")).toBeCloseTo(
      reference(ref, (s) => s.pushed),
      12,
    );
    // No ammunition dice: no hits, no reliability to name.
    expect(figure(odds, "roll", "extraHit")).toBeUndefined();
    expect(figure(odds, "push", "reliability")).toBeUndefined();
  });

  it("d10 + d8: 11/16 (68.75%), two 25%, pushed 139/160 (86.88%); modifier −1 → d8 + d8: 39/64, pushed 80.86%", () => {
    const odds = oddsOf(t2k([10, 8]));
    expect(figure(odds, "roll", "success")).toBeCloseTo(11 / 16, 12);
    expect(figure(odds, "roll", "twoSuccesses")).toBeCloseTo(0.25, 12);
    expect(figure(odds, "push", "success")).toBeCloseTo(139 / 160, 12);
    expect(reference([step(10), step(8)], (s) => s.success >= 1)).toBeCloseTo(139 / 160, 12);
    expect(refModify([10, 8], -1)).toEqual([8, 8]);
    const lowered = oddsOf(t2k([10, 8], -1));
    expect(figure(lowered, "roll", "success")).toBeCloseTo(39 / 64, 12);
    expect(figure(lowered, "push", "success")).toBeCloseTo(
      reference([step(8), step(8)], (s) => s.success >= 1),
      12,
    );
    expect(figure(lowered, "push", "success")).toBeCloseTo(0.8086, 4);
  });

  it("a d6 alone with +2 is d8 + d6 (47.92%, pushed 68.40%); d12 + d12: 119/144, two 54.86%, pushed 77/81", () => {
    expect(refModify([6], 2)).toEqual([8, 6]);
    const raised = oddsOf(t2k([6], 2));
    expect(figure(raised, "roll", "success")).toBeCloseTo(23 / 48, 12);
    expect(figure(raised, "push", "success")).toBeCloseTo(197 / 288, 12);
    const odds = oddsOf(t2k([12, 12]));
    expect(figure(odds, "roll", "success")).toBeCloseTo(119 / 144, 12);
    expect(figure(odds, "roll", "twoSuccesses")).toBeCloseTo(0.5486, 4);
    expect(figure(odds, "push", "success")).toBeCloseTo(77 / 81, 12);
    expect(reference([step(12), step(12)], (s) => s.success >= 1)).toBeCloseTo(77 / 81, 12);
  });

  it("modifiers move the dice as YZUR's modify does (a d12 raised stays, the last d6 lowered stays)", () => {
    const cases: [StepSize[], number][] = [
      [[12, 12], 3],
      [[6], -2],
      [[10, 6], -1],
      [[8, 6], 5],
      [[12, 8], -6],
    ];
    for (const [sizes, mod] of cases) {
      expect([...twilightModify(sizes, mod)].sort()).toEqual(refModify(sizes, mod).sort());
    }
    // No step die and a modifier: the system's modify fails, so no figure.
    expect(t2kPool(pools, t2k([], 1, 2))).toBeNull();
    // No die at all: forge's "1d6".
    expect(figure(oddsOf(t2k([])), "roll", "success")).toBeCloseTo(1 / 6, 12);
  });

  it("ammunition dice: hits kept out of the success; a push's reliability loss and jam as jamCount counts them", () => {
    const odds = oddsOf(t2k([6, 6], 0, 1));
    const ref = [step(6), step(6), ammo];
    expect(figure(odds, "roll", "success")).toBeCloseTo(11 / 36, 12);
    const first = (test: (s: Stood) => boolean) => reference(ref, test, undefined, false);
    expect(figure(odds, "roll", "extraHit")).toBeCloseTo(
      first((s) => s.success >= 1 && s.hits >= 1),
      12,
    );
    expect(figure(odds, "roll", "suppression")).toBeCloseTo(
      first((s) => s.success <= 0 && s.hits >= 1),
      12,
    );
    const onPush = (s: Stood) => s.pushed;
    const expected = {
      success: reference(ref, (s) => s.success >= 1),
      damageOrStress: reference(ref, (s) => s.baseOnes >= 1, onPush),
      reliability: reference(ref, (s) => s.ammoOnes >= 1, onPush),
      jammed: reference(ref, (s) => s.ammoOnes >= 1 && s.ammoOnes + s.baseOnes >= 2, onPush),
    };
    for (const [key, chance] of Object.entries(expected)) expect(figure(odds, "push", key)).toBeCloseTo(chance, 12);
    // A roll that may not be pushed has no push row.
    expect(oddsOf(t2k([8, 6], 0, 1), false).choices.map(({ id }) => id)).toEqual(["roll"]);
  });

  it("a rolled roll pushed now: its 1s and successes stand, its 2–5s are rolled again", () => {
    const d8 = twilightDie(8);
    const d6 = twilightDie(6);
    // d8 shows 1 (stays: a point of damage or stress), d6 shows 3 (rolled again: 1/6 a success, 1/6 a 1).
    const lying = [
      { kind: d8, value: 1 },
      { kind: d6, value: 3 },
    ];
    const odds = t2kRolledOdds(pools, stepPool([8, 6], twilightDie), lying);
    expect(figure(odds, "pushNow", "success")).toBeCloseTo(1 / 6, 12);
    expect(figure(odds, "pushNow", "damageOrStress")).toBe(1);
    expect(t2kRolledOdds(pools, stepPool([8, 6], twilightDie), null).choices.map(({ id }) => id)).toEqual(["roll"]);
  });
});
