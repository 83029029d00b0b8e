/**
 * Every row of the table in docs/notation.md "The modifiers" as exact, scripted cases: the faces served through
 * Foundry's fulfillment (in draw order: the term's dice, then chain dice, coins, …), and what Foundry must end up
 * holding. The row tests roll them through `new Roll` and `/r`; the serialization tests save and reload them.
 */
import type { TermResult } from "../../../src/foundry/term-results";
import type { DieView } from "./helpers";

export interface NotationCase {
  readonly title: string;
  readonly formula: string;
  /** Served through fulfillment, in the order the dice are drawn; the script throws if one more is drawn. */
  readonly faces: number[];
  readonly total: number;
  /** `roll.formula` after parsing, when it differs from what was typed (OGS expansions). */
  readonly parsedFormula?: string;
  /** Every die in `roll.dice` order: side dice (crit coins) first, then the terms' dice. */
  readonly dice: DieView[];
  /** The tooltip labels, in the same order, when they differ from the plain results. */
  readonly labels?: string[];
}

const kept = (result: number, extra: Partial<TermResult> = {}): TermResult => ({ result, active: true, ...extra });
const dropped = (result: number, extra: Partial<TermResult> = {}): TermResult => ({
  result,
  active: false,
  discarded: true,
  ...extra,
});
const die = (cls: string, faces: number, results: TermResult[]): DieView => ({ cls, faces, results });
/** A term of our notation: Foundry saves and loads it as our Die. */
const d = (faces: number, results: TermResult[]): DieView => die("IndieDie", faces, results);
/** A die of Foundry's own notation (an OGS increase written out as real dice, Olde's `x`): Foundry's own Die. */
const foundryDie = (faces: number, values: number[]): DieView => die("Die", faces, values.map((v) => kept(v)));
const di = (results: TermResult[]): DieView => die("D10ishDie", 20, results);
const coin = (side: 0 | 1): DieView => die("Coin", 2, [kept(side)]);
const plain = (faces: number, values: number[]): DieView =>
  d(
    faces,
    values.map((v) => kept(v)),
  );
/** K&R: a die's weight and flags against its Difficulty Threshold. */
const pool = (result: number, count: number, indie?: TermResult["indie"]): TermResult => ({
  result,
  active: true,
  count,
  success: count > 0,
  failure: count < 0,
  ...(indie ? { indie } : {}),
});

export const NOTATION_CASES: readonly NotationCase[] = [
  {
    title: "2d6ko: double six opens an Open Roll, one more d6 while the new die shows six",
    formula: "2d6ko",
    faces: [6, 6, 6, 2],
    total: 20,
    dice: [
      d(6, [
        kept(6),
        kept(6, { exploded: true }),
        kept(6, { exploded: true, indie: "open-roll" }),
        kept(2, { indie: "open-roll" }),
      ]),
    ],
  },
  {
    title: "2d6ko: double one is a Fumble",
    formula: "2d6ko",
    faces: [1, 1],
    total: 2,
    dice: [d(6, [kept(1, { indie: "fumble", failure: true }), kept(1, { indie: "fumble", failure: true })])],
  },
  {
    title: "2d6ko: a pair that is neither is left alone",
    formula: "2d6ko",
    faces: [6, 1],
    total: 7,
    dice: [plain(6, [6, 1])],
  },
  {
    title: "3d6kh2ko: Foundry keeps the best two, then the pair of sixes opens the roll",
    formula: "3d6kh2ko",
    faces: [6, 1, 6, 3],
    total: 15,
    dice: [d(6, [kept(6), dropped(1), kept(6, { exploded: true }), kept(3, { indie: "open-roll" })])],
  },
  {
    title: "3d6kh2ko: advantage keeps a 2 beside a 1, so no Fumble",
    formula: "3d6kh2ko",
    faces: [1, 1, 2],
    total: 3,
    dice: [d(6, [dropped(1), kept(1), kept(2)])],
  },
  {
    title: "4d6kl2ko: Foundry keeps the worst two, and a kept double one Fumbles",
    formula: "4d6kl2ko",
    faces: [1, 5, 1, 6],
    total: 2,
    dice: [
      d(6, [
        kept(1, { indie: "fumble", failure: true }),
        dropped(5),
        kept(1, { indie: "fumble", failure: true }),
        dropped(6),
      ]),
    ],
  },
  {
    title: "4d6kl2ko: the worst two of four sixes are still sixes and open the roll",
    formula: "4d6kl2ko",
    faces: [6, 6, 6, 6, 1],
    total: 13,
    dice: [d(6, [dropped(6), dropped(6), kept(6), kept(6, { exploded: true }), kept(1, { indie: "open-roll" })])],
  },
  {
    title: "1d10p2: a d10 two stages up is a d8 and a d6",
    formula: "1d10p2",
    faces: [7, 4],
    total: 11,
    parsedFormula: "(1d8 + 1d6)",
    dice: [foundryDie(8, [7]), foundryDie(6, [4])],
  },
  {
    title: "1d12p1: a d12 one stage up breaks into a d8 and a d6",
    formula: "1d12p1",
    faces: [5, 4],
    total: 9,
    parsedFormula: "(1d8 + 1d6)",
    dice: [foundryDie(8, [5]), foundryDie(6, [4])],
  },
  {
    title: "1d12p2: two stages up is a d8 and a d8",
    formula: "1d12p2",
    faces: [8, 3],
    total: 11,
    parsedFormula: "(2d8)",
    dice: [foundryDie(8, [8, 3])],
  },
  {
    title: "1d12p5: five stages up is a d8, a d8 and a d6",
    formula: "1d12p5",
    faces: [5, 4, 3],
    total: 12,
    parsedFormula: "(2d8 + 1d6)",
    dice: [foundryDie(8, [5, 4]), foundryDie(6, [3])],
  },
  {
    title: "10d6p2: every die of the term goes up, ten d10",
    formula: "10d6p2",
    faces: [10, 9, 8, 7, 6, 5, 4, 3, 2, 1],
    total: 55,
    parsedFormula: "(10d10)",
    dice: [foundryDie(10, [10, 9, 8, 7, 6, 5, 4, 3, 2, 1])],
  },
  {
    title: "1d12p2 + 1d8 + 1d6: an increased term adds up with the rest of the formula",
    formula: "1d12p2 + 1d8 + 1d6",
    faces: [8, 8, 8, 6],
    total: 30,
    parsedFormula: "(2d8) + 1d8 + 1d6",
    dice: [foundryDie(8, [8, 8]), foundryDie(8, [8]), foundryDie(6, [6])],
  },
  {
    title: "6d12kr7: each die counts its weight, so Foundry's total is the Margin",
    formula: "6d12kr7",
    faces: [12, 1, 7, 8, 3, 12],
    total: 1,
    dice: [
      d(12, [
        pool(12, 2, "crit-success"),
        pool(1, -2, "crit-failure"),
        pool(7, -1),
        pool(8, 1),
        pool(3, -1),
        pool(12, 2, "crit-success"),
      ]),
    ],
    labels: ["12!", "1!", "7", "8", "3", "12!"],
  },
  {
    title: "1d10kc: a 10 flips a coin; heads is a Critical Success that counts 10",
    formula: "1d10kc",
    faces: [10, 1],
    total: 10,
    dice: [coin(1), d(10, [kept(10, { indie: "crit-success" })])],
    labels: ["H", "10!"],
  },
  {
    title: "1d10kc: tails is a Critical Failure that counts 0",
    formula: "1d10kc",
    faces: [10, 0],
    total: 0,
    dice: [coin(0), d(10, [kept(10, { indie: "crit-failure", count: 0 })])],
    labels: ["T", "0!"],
  },
  {
    title: "1d10kc: any other face flips no coin",
    formula: "1d10kc",
    faces: [9],
    total: 9,
    dice: [plain(10, [9])],
  },
  {
    title: "1di: face 20 of the d10ish die is a Critical Success 10",
    formula: "1di",
    faces: [20],
    total: 10,
    dice: [di([kept(10, { indie: "crit-success" })])],
    labels: ["10!"],
  },
  {
    title: "1di: face 1 of the d10ish die is a Critical Failure 0",
    formula: "1di",
    faces: [1],
    total: 0,
    dice: [di([kept(0, { indie: "crit-failure" })])],
    labels: ["0!"],
  },
  {
    title: "1di: faces 2–19 show 1–9 (face 17 shows 8)",
    formula: "1di",
    faces: [17],
    total: 8,
    dice: [di([kept(8)])],
  },
  {
    title: "3d10kckh: the 10 flips tails and counts 0 before the highest die is kept",
    formula: "3d10kckh",
    faces: [10, 9, 4, 0],
    total: 9,
    dice: [coin(0), d(10, [dropped(10, { indie: "crit-failure", count: 0 }), kept(9), dropped(4)])],
    labels: ["T", "0!", "9", "4"],
  },
  {
    title: "3d10kckh: a 10 that flips heads is the die kept",
    formula: "3d10kckh",
    faces: [4, 10, 9, 1],
    total: 10,
    dice: [coin(1), d(10, [dropped(4), kept(10, { indie: "crit-success" }), dropped(9)])],
    labels: ["H", "4", "10!", "9"],
  },
  {
    title: "2d10kckl: with disadvantage the tails 10 (counting 0) is the die kept, though it still shows 10",
    formula: "2d10kckl",
    faces: [10, 5, 0],
    total: 0,
    dice: [coin(0), d(10, [kept(10, { indie: "crit-failure", count: 0 }), dropped(5)])],
    labels: ["T", "0!", "5"],
  },
  {
    title: "2d10kcdl: dropping the lowest drops the tails 10",
    formula: "2d10kcdl",
    faces: [3, 10, 0],
    total: 3,
    dice: [coin(0), d(10, [kept(3), dropped(10, { indie: "crit-failure", count: 0 })])],
    labels: ["T", "3", "0!"],
  },
  {
    title: "4dikl: the lowest d10ish value is kept",
    formula: "4dikl",
    faces: [20, 14, 11, 9],
    total: 4,
    dice: [di([dropped(10, { indie: "crit-success" }), dropped(7), dropped(5), kept(4)])],
    labels: ["10!", "7", "5", "4"],
  },
  {
    title: "4dikl: a Critical Failure [0!] is the lowest die",
    formula: "4dikl",
    faces: [6, 1, 20, 10],
    total: 0,
    dice: [di([dropped(3), kept(0, { indie: "crit-failure" }), dropped(10, { indie: "crit-success" }), dropped(5)])],
    labels: ["3", "0!", "10!", "5"],
  },
  {
    title: "2d4x + 1: Foundry's own x explodes each die separately, the adjustment comes after",
    formula: "2d4x + 1",
    faces: [4, 4, 2, 3],
    total: 14,
    dice: [die("Die", 4, [kept(4, { exploded: true }), kept(4, { exploded: true }), kept(2), kept(3)])],
  },
  {
    title: "1di + 2: a d10ish die plus a modifier",
    formula: "1di + 2",
    faces: [9],
    total: 6,
    dice: [di([kept(4)])],
  },
];
