/**
 * Mutant Year Zero's figures (docs/systems-mutant-year-zero.md "The figures") against an enumeration written from the
 * system's own code, not the engine (superseva/mutant-year-zero 14.0.2 at 68e4fede, module/component/dice-roller.js):
 * `GetSuccessAndWeight` (a 6 a success, a skill die's 6 −1 when the skill is below 0), `Push` (base 6s and 1s — not a
 * human's house attribute's 1s —, gear 1s and 6s and skill 6s kept, the rest rolled again with the flags' skill),
 * `CountFailures` / `CountGearFailures` (trauma and gear damage: the 1s of the pool that stands).
 */
import { describe, expect, it } from "vitest";
import {
  mutantYearZeroDie,
  mutantYearZeroPool,
  yearZeroOutcomes,
  yearZeroPushable,
  yearZeroPushed,
  yearZeroPushOf,
  type LyingDie,
} from "../../../../src/core/pools/year-zero-dice";
import { dialogOdds, messageOdds, type MyzDice } from "../../../../src/systems/mutant-year-zero/core/myz-odds";
import { rowsTaken } from "../../../quick";
import type { SystemOdds } from "../../../../src/core/systems/system-odds-types";

type DiceType = "base" | "skill" | "gear";
interface Die {
  diceType: DiceType;
  value: number;
}

const success = (die: Die, skill: number) => (die.value === 6 ? (die.diceType === "skill" && skill < 0 ? -1 : 1) : 0);
const count = (pool: readonly Die[], skill: number) => pool.reduce((sum, die) => sum + success(die, skill), 0);
const ones = (pool: readonly Die[], type: DiceType) => pool.filter((d) => d.value === 1 && d.diceType === type).length;

/** Every way `types` can fall, each equally likely: calls `visit` with the dice. */
function everyRoll(types: readonly DiceType[], visit: (dice: Die[]) => void, from: Die[] = []): void {
  if (from.length === types.length) return visit(from);
  for (let value = 1; value <= 6; value++)
    everyRoll(types, visit, [...from, { diceType: types[from.length] ?? "base", value }]);
}

/** `Push`'s reduce: what stays, and the types rolled again. */
function pushSplit(pool: readonly Die[], house: boolean): { kept: Die[]; again: DiceType[] } {
  const kept: Die[] = [];
  const again: DiceType[] = [];
  for (const die of pool) {
    const keeps =
      die.value === 6 || (die.value === 1 && (die.diceType === "gear" || (die.diceType === "base" && !house)));
    if (keeps) kept.push(die);
    else again.push(die.diceType);
  }
  return { kept, again };
}

const typesOf = ({ base, skill, gear }: MyzDice): DiceType[] => [
  ...Array<DiceType>(base).fill("base"),
  ...Array<DiceType>(Math.abs(skill)).fill("skill"),
  ...Array<DiceType>(gear).fill("gear"),
];

interface Tally {
  all: number;
  one: number;
  two: number;
  pushed: number;
  afterSuccess: number;
  trauma: number;
  gear: number;
}

/** Each way the dice rolled again can fall, as (successes, base 1s, gear 1s) and how many ways: kept per kinds. */
const rerolls = new Map<string, Map<string, number>>();
function rerolled(again: readonly DiceType[], skill: number): [number[], number][] {
  const key = `${again.join()}/${Math.sign(skill)}`;
  let ways = rerolls.get(key);
  if (!ways) {
    const found = new Map<string, number>();
    everyRoll(again, (dice) => {
      const read = [count(dice, skill), ones(dice, "base"), ones(dice, "gear")].join();
      found.set(read, (found.get(read) ?? 0) + 1);
    });
    rerolls.set(key, (ways = found));
  }
  return [...ways].map(([read, n]) => [read.split(",").map(Number), n]);
}

/** Every first roll, pushed when it has no success and a die to roll again, counted from the system's code. */
function enumerate(dice: MyzDice): Tally {
  const t: Tally = { all: 0, one: 0, two: 0, pushed: 0, afterSuccess: 0, trauma: 0, gear: 0 };
  const weight = 6 ** typesOf(dice).length;
  everyRoll(typesOf(dice), (first) => {
    const n = count(first, dice.skill);
    t.all += weight;
    if (n >= 1) t.one += weight;
    if (n >= 2) t.two += weight;
    if (n >= 1) return void (t.afterSuccess += weight);
    const { kept, again } = pushSplit(first, dice.house);
    // A push with nothing to roll again changes nothing: the careful player leaves it (the engine's `pushed`).
    if (again.length === 0) return;
    const share = weight / 6 ** again.length;
    t.pushed += weight;
    for (const [[s = 0, b = 0, g = 0], ways] of rerolled(again, dice.skill)) {
      if (count(kept, dice.skill) + s >= 1) t.afterSuccess += share * ways;
      if (ones(kept, "base") + b >= 1) t.trauma += share * ways;
      if (ones(kept, "gear") + g >= 1) t.gear += share * ways;
    }
  });
  return t;
}

const POOLS = { mutantYearZeroPool, yearZeroOutcomes, yearZeroPushed, yearZeroPushOf, yearZeroPushable };
const figure = (odds: SystemOdds, choice: string, key: string) =>
  odds.choices.find((c) => c.id === choice)?.outcomes.find((o) => o.key === key)?.probability;

describe("Mutant Year Zero's dice against its own code", () => {
  // 3 + 2 + 1 a human's house attribute (two seconds of counting) in the full run alone; its kinds in npm test.
  it.each(
    rowsTaken(
      [
        { base: 2, skill: 1, gear: 1, house: true },
        { base: 2, skill: -1, gear: 1, house: false },
        { base: 3, skill: 2, gear: 1, house: true },
      ],
      ({ base }) => base < 3,
    ),
  )("%o: the roll, the push whenever it fails, its trauma and gear damage", (dice) => {
    const t = enumerate(dice);
    const odds = dialogOdds(POOLS, dice);
    expect(figure(odds, "roll", "success")).toBeCloseTo(t.one / t.all, 12);
    expect(figure(odds, "roll", "twoSuccesses")).toBeCloseTo(t.two / t.all, 12);
    expect(figure(odds, "push", "success")).toBeCloseTo(t.afterSuccess / t.all, 12);
    expect(figure(odds, "push", "pushed")).toBeCloseTo(t.pushed / t.all, 12);
    expect(figure(odds, "push", "trauma")).toBeCloseTo(t.trauma / t.pushed, 12);
    expect(figure(odds, "push", "gearDamage")).toBeCloseTo(t.gear / t.pushed, 12);
  });

  it("3 + 2 + 1: 66.51%, pushed 86.88% with trauma 70.37%; a human's house attribute pushed 88.34%", () => {
    const percent = (dice: MyzDice, choice: string, key: string) =>
      (100 * (figure(dialogOdds(POOLS, dice), choice, key) ?? NaN)).toFixed(2);
    const plain = { base: 3, skill: 2, gear: 1, house: false };
    expect([percent(plain, "roll", "success"), percent(plain, "push", "success")]).toEqual(["66.51", "86.88"]);
    expect(percent(plain, "push", "trauma")).toBe("70.37");
    const house = { ...plain, house: true };
    expect(percent(house, "push", "success")).toBe("88.34");
  });

  it("a roll as it lies, pushed: its kept dice stand, the rest are rolled again", () => {
    // A human's house Strength 2 (a 1 and a 3), skill −1 (a 4), gear 1 (a 1): three dice rolled again.
    const lies: Die[] = [
      { diceType: "base", value: 1 },
      { diceType: "base", value: 3 },
      { diceType: "skill", value: 4 },
      { diceType: "gear", value: 1 },
    ];
    const dice = { base: 2, skill: -1, gear: 1, house: true };
    const { kept, again } = pushSplit(lies, true);
    let [all, won, trauma] = [0, 0, 0];
    everyRoll(again, (rolled) => {
      const final = [...kept, ...rolled];
      all++;
      if (count(final, -1) >= 1) won++;
      if (ones(final, "base") >= 1) trauma++;
    });
    const lying: LyingDie[] = lies.map(({ diceType, value }) => ({
      kind: mutantYearZeroDie(diceType, { negative: true, house: true }),
      value,
    }));
    const odds = messageOdds(POOLS, dice, lying);
    expect(figure(odds, "pushNow", "success")).toBeCloseTo(won / all, 12);
    expect(figure(odds, "pushNow", "trauma")).toBeCloseTo(trauma / all, 12);
    expect(figure(odds, "pushNow", "gearDamage")).toBe(1);
  });
});
