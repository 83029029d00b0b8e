/**
 * D&D 5e's damage against a target (src/systems/dnd5e/core/damage-taken.ts, src/core/damage/damage-outcomes.ts), each
 * figure from the worked examples in docs/damage.md, counted here by enumerating every face of every die as dnd5e's
 * rolls read them (a reroll once keeps the new face; `min3` raises a face to 3), and every adjustment done face by face
 * as `Actor5e#calculateDamage` does it — never through the engine under test.
 */
import { beforeEach, describe, expect, it } from "vitest";
import {
  chanceAtLeast,
  mapTotals,
  meanOf,
  mixture,
  NO_DAMAGE,
  sumOf,
  type DamageBranch,
  type DamageOutcomes,
} from "../../../../src/core/damage/damage-outcomes";
import { ADVANTAGE_SET_DICE, useWorldDice } from "../../../../src/core/formula/dice-dialect";
import { formulaDistribution } from "../../../../src/core/formula/formula-distribution";
import { d20Odds, type D20Question } from "../../../../src/systems/dnd5e/core/d20-odds";
import {
  dnd5eAttackDropChance,
  dnd5eDamageTaken,
  dnd5eDropChance,
  dnd5eSaveDropChance,
  type Dnd5eAttackDamage,
  type Dnd5eDamagePart,
  type Dnd5eDamageTarget,
  type Dnd5eHitPoints,
} from "../../../../src/systems/dnd5e/core/damage-taken";
import { DND5E_ENGINE } from "../../../../src/systems/dnd5e/ui/calculator-engine";

/** One die's faces with their weights, as dnd5e reads a damage die. */
type Face = readonly [face: number, weight: number];
const die = (faces: number): Face[] => Array.from({ length: faces }, (_, i) => [i + 1, 1] as const);
/** `r<=n`: every face at or under n is rolled once more, and the new face stands. */
const rerollOnce = (faces: number, n: number): Face[] =>
  die(faces).flatMap(([face]) => (face <= n ? die(faces).map(([again]) => [again, 1 / faces] as const) : [[face, 1]]));
/** `minN`: a face under N counts N. */
const atLeast = (faces: number, n: number): Face[] => die(faces).map(([face]) => [Math.max(face, n), 1] as const);

/** Every way `count` such dice and `bonus` total, as [total, probability], counted face by face. */
function enumerate(dice: readonly (readonly Face[])[], bonus = 0): DamageOutcomes {
  let ways = new Map<number, number>([[bonus, 1]]);
  for (const faces of dice) {
    const weight = faces.reduce((sum, [, w]) => sum + w, 0);
    const next = new Map<number, number>();
    for (const [total, p] of ways)
      for (const [face, w] of faces) next.set(total + face, (next.get(total + face) ?? 0) + (p * w) / weight);
    ways = next;
  }
  return [...ways].sort(([a], [b]) => a - b);
}
const times = <T>(n: number, value: T): T[] => Array.from({ length: n }, () => value);
/** Counts out of `of`, as docs/damage.md lists them. */
const counts = (outcomes: DamageOutcomes, of: number) => outcomes.map(([total, p]) => [total, Math.round(p * of)]);
const plain = (outcomes: DamageOutcomes): Dnd5eDamagePart => ({
  outcomes,
  type: "slashing",
  immune: false,
  resistant: false,
  vulnerable: false,
  modified: true,
});
const NO_TRAITS: Dnd5eDamageTarget = { modifications: {}, threshold: 0 };
const GOBLIN: Dnd5eHitPoints = { value: 9, temp: 0 };

describe("a longsword, 1d8 + 3, at a goblin of 9 hit points", () => {
  const hit = enumerate([die(8)], 3);
  const crit = enumerate(times(2, die(8)), 3);

  it("hits for 7.5 on average and drops it 3 times in 8; a critical (2d8 + 3) for 12, 54 times in 64", () => {
    expect(meanOf(hit)).toBeCloseTo(7.5, 12);
    expect(dnd5eDropChance(DND5E_ENGINE, dnd5eDamageTaken([plain(hit)], NO_TRAITS), GOBLIN)).toBeCloseTo(3 / 8, 12);
    expect(counts(crit, 64)).toEqual(
      [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map((t, i) => [t, 8 - Math.abs(i - 7)]),
    );
    expect(meanOf(crit)).toBeCloseTo(12, 12);
    expect(chanceAtLeast(crit, 9)).toBeCloseTo(54 / 64, 12);
  });

  it("reads alike from the engine (Multiply Modifiers 2d8 + 6: mean 15; Maximize Dice 1d8 + 8 + 3: 15.5)", () => {
    expect(formulaDistribution("1d8 + 3").outcomes).toEqual(hit.map(([t, p]) => [t, expect.closeTo(p, 12)]));
    expect(meanOf(formulaDistribution("2d8 + 6").outcomes)).toBeCloseTo(15, 12);
    expect(chanceAtLeast(formulaDistribution("2d8 + 6").outcomes, 9)).toBeCloseTo(63 / 64, 12);
    expect(meanOf(formulaDistribution("1d8 + 8 + 3").outcomes)).toBeCloseTo(15.5, 12);
    expect(chanceAtLeast(formulaDistribution("1d8 + 8 + 3").outcomes, 15)).toBe(5 / 8);
  });

  it("drops it in 171 of 640 attacks of 1d20 + 7 against AC 15 (a hit on 8–19, a critical on 20)", () => {
    const attack = mixture([
      { weight: 7 / 20, outcomes: NO_DAMAGE },
      { weight: 12 / 20, outcomes: hit },
      { weight: 1 / 20, outcomes: crit },
    ]);
    expect(chanceAtLeast(attack, 9)).toBeCloseTo(171 / 640, 12);
    expect(meanOf(attack)).toBeCloseTo(5.1, 12);
  });
});

describe("a greatsword, 2d6 + 4, with Great Weapon Fighting", () => {
  it("2014's reroll of each 1 or 2 (2d6r<=2 + 4) counts as docs/damage.md does, out of 1,296, mean 37/3", () => {
    const gwf = enumerate(times(2, rerollOnce(6, 2)), 4);
    expect(counts(gwf, 1296)).toEqual([
      [6, 4],
      [7, 8],
      [8, 36],
      [9, 64],
      [10, 128],
      [11, 192],
      [12, 224],
      [13, 256],
      [14, 192],
      [15, 128],
      [16, 64],
    ]);
    expect(meanOf(gwf)).toBeCloseTo(37 / 3, 12);
    expect(formulaDistribution("2d6r<=2 + 4").outcomes).toEqual(gwf.map(([t, p]) => [t, expect.closeTo(p, 12)]));
    expect(meanOf(formulaDistribution("4d6r<=2 + 4").outcomes)).toBeCloseTo(62 / 3, 12);
  });

  it("2024's 1 or 2 as a 3 (2d6min3 + 4): 10 to 16, mean 12, at least 12 in 21 of 36", () => {
    const gwf = enumerate(times(2, atLeast(6, 3)), 4);
    expect(counts(gwf, 36)).toEqual([
      [10, 9],
      [11, 6],
      [12, 7],
      [13, 8],
      [14, 3],
      [15, 2],
      [16, 1],
    ]);
    expect(formulaDistribution("2d6min3 + 4").outcomes).toEqual(gwf.map(([t, p]) => [t, expect.closeTo(p, 12)]));
    expect(chanceAtLeast(gwf, 12)).toBeCloseTo(21 / 36, 12);
  });
});

describe("the attack that drops it: 1d20 + 7 against AC 15, a hit on 8–19, a critical on 20 (docs/damage.md)", () => {
  /** The drop chance written out: 12/20 of the hit's totals and 1/20 of the critical's that reach `hp`. */
  const byHand = (hit: DamageOutcomes, crit: DamageOutcomes, hp: number) =>
    (12 / 20) * hit.filter(([total]) => total >= hp).reduce((sum, [, p]) => sum + p, 0) +
    (1 / 20) * crit.filter(([total]) => total >= hp).reduce((sum, [, p]) => sum + p, 0);
  const column = (hit: DamageOutcomes, crit: DamageOutcomes) =>
    [9, 12, 15, 20].map((value) => {
      const taken = {
        hit: dnd5eDamageTaken([plain(hit)], NO_TRAITS),
        critical: dnd5eDamageTaken([plain(crit)], NO_TRAITS),
      };
      const chance = dnd5eAttackDropChance(DND5E_ENGINE, { hit: 13 / 20, critical: 1 / 20 }, taken, { value, temp: 0 });
      expect(chance).toBeCloseTo(byHand(hit, crit, value), 12);
      return Math.round(chance * 10000) / 100;
    });

  it("a longsword at 9, 12, 15 and 20 hit points: 26.72, 2.81, 1.17 and 0.00 %", () => {
    expect(column(enumerate([die(8)], 3), enumerate(times(2, die(8)), 3))).toEqual([26.72, 2.81, 1.17, 0]);
  });

  it("a greatsword with 2014's Great Weapon Fighting (2d6r<=2 + 4; 4d6r<=2 + 4): 62.78, 45.00, 13.80, 3.33 %", () => {
    const gwf = (dice: number) => enumerate(times(dice, rerollOnce(6, 2)), 4);
    expect(column(gwf(2), gwf(4))).toEqual([62.78, 45, 13.8, 3.33]);
  });
});

describe("a target's own adjustments, in Actor5e#calculateDamage's order", () => {
  const slash = enumerate([die(8)], 3);
  const fire = enumerate([die(6)]);
  const cold = enumerate([die(4)]);
  /**
   * What dnd5e takes from one roll, by hand: −5 to all damage, spent on the slashing first and what is left of it on
   * the fire; the slashing resisted, the fire doubled, the cold nothing (immune); under the threshold 4, nothing.
   */
  function byHand(s: number, f: number): number {
    const slashing = Math.sign(s) === Math.sign(s - 5) ? s - 5 : 0;
    const left = -5 + s - slashing;
    const burning = left === 0 || Math.sign(f) === Math.sign(f + left) ? f + left : 0;
    const amount = Math.trunc(slashing / 2) + 2 * burning;
    return amount > 0 && amount < 4 ? 0 : amount;
  }

  it("immunity, a modification spent once a roll, resistance toward 0, vulnerability and the threshold", () => {
    const taken = dnd5eDamageTaken(
      [
        { ...plain(slash), resistant: true },
        { ...plain(fire), type: "fire", vulnerable: true },
        { ...plain(cold), type: "cold", immune: true },
      ],
      { modifications: { ALL: -5 }, threshold: 4 },
    );
    const expected = new Map<number, number>();
    for (const [s, p] of slash)
      for (const [f, q] of fire) expected.set(byHand(s, f), (expected.get(byHand(s, f)) ?? 0) + p * q);
    expect(taken).toEqual([...expected].sort(([a], [b]) => a - b).map(([t, p]) => [t, expect.closeTo(p, 12)]));
  });

  it("spends a modification across the parts it meets: −5 to all damage takes 3 from a 3, then 2 from the next", () => {
    const three: DamageOutcomes = [[3, 1]];
    const four: DamageOutcomes = [[4, 1]];
    expect(
      dnd5eDamageTaken([plain(three), { ...plain(four), type: "fire" }], { modifications: { ALL: -5 }, threshold: 0 }),
    ).toEqual([[2, 1]]);
    expect(
      dnd5eDamageTaken([plain(three), plain(four)], { modifications: { slashing: -1, ALL: -1 }, threshold: 0 }),
    ).toEqual([[5, 1]]);
  });

  it("vulnerability doubles after resistance halves; temporary hit points absorb first; 0 hit points is down", () => {
    const taken = dnd5eDamageTaken([{ ...plain([[7, 1]]), resistant: true, vulnerable: true }], NO_TRAITS);
    expect(taken).toEqual([[6, 1]]);
    expect(dnd5eDropChance(DND5E_ENGINE, taken, { value: 4, temp: 2 })).toBe(1);
    expect(dnd5eDropChance(DND5E_ENGINE, taken, { value: 4, temp: 3 })).toBe(0);
    expect(dnd5eDropChance(DND5E_ENGINE, sumOf([NO_DAMAGE]), { value: 0, temp: 0 })).toBe(1);
  });
});

describe("a Fireball, 8d6, against a target of DEX +2 saving at DC 15 (d20 ≥ 13: 8 in 20), half on a save", () => {
  const full = enumerate(times(8, die(6)));
  // The GM's ½ in the tray: the value times 0.5, the amount truncated (Actor5e#calculateDamage).
  const half = mapTotals(full, (total) => Math.trunc(total * 0.5));
  const branches: DamageBranch[] = [
    { weight: 12 / 20, outcomes: full },
    { weight: 8 / 20, outcomes: half },
  ];
  const fireball = mixture(branches);

  it("drops it as docs/damage.md's table says, hit points 10 to 35", () => {
    const table: [number, string, string, string][] = [
      [10, "100.00", "96.11", "98.44"],
      [15, "99.82", "38.02", "75.10"],
      [20, "96.11", "0.74", "57.97"],
      [25, "76.23", "0.00", "45.74"],
      [28, "54.05", "0.00", "32.43"],
      [30, "38.02", "0.00", "22.81"],
      [35, "9.07", "0.00", "5.44"],
    ];
    const percent = (chance: number) => (chance * 100).toFixed(2);
    expect(
      table.map(([hp]) => [
        hp,
        percent(chanceAtLeast(full, hp)),
        percent(chanceAtLeast(half, hp)),
        percent(chanceAtLeast(fireball, hp)),
      ]),
    ).toEqual(table);
    expect(meanOf(full)).toBeCloseTo(28, 12);
    expect(meanOf(half)).toBeCloseTo(13.75, 12);
  });

  it("is what a target takes at ×½ when it saves: 57.97 % at 20 hit points, and a resistant one ×½ then halved", () => {
    const fire = { ...plain(full), type: "fire" };
    const taken = dnd5eDamageTaken([fire], NO_TRAITS);
    const halved = dnd5eDamageTaken([fire], NO_TRAITS, 0.5);
    expect(halved).toEqual(half.map(([total, p]) => [total, expect.closeTo(p, 12)]));
    expect(dnd5eSaveDropChance(DND5E_ENGINE, 8 / 20, taken, halved, { value: 20, temp: 0 }).toFixed(4)).toBe("0.5797");
    // Resistant: each value ×½ (7 → 3.5), then halved toward 0 (3.5 → 1): a quarter of the roll, truncated.
    const resisted = dnd5eDamageTaken([{ ...fire, resistant: true }], NO_TRAITS, 0.5);
    expect(resisted).toEqual(
      [...new Map(full.map(([total]) => [Math.trunc(total / 4), 0]))].map(([total]) => [
        total,
        expect.closeTo(
          full.filter(([t]) => Math.trunc(t / 4) === total).reduce((sum, [, p]) => sum + p, 0),
          12,
        ),
      ]),
    );
  });
});

describe("the chance an attack drops its target, read from the d20 dialog's own figures", () => {
  // dnd5e's dice (test/setup/world-dice.ts puts Foundry's back after every test).
  beforeEach(() => useWorldDice(ADVANTAGE_SET_DICE));
  const taken: Dnd5eAttackDamage = {
    hit: dnd5eDamageTaken([plain(enumerate([die(8)], 3))], NO_TRAITS),
    critical: dnd5eDamageTaken([plain(enumerate(times(2, die(8)), 3))], NO_TRAITS),
  };
  const attack: D20Question = {
    kind: "attack",
    rolls: {
      advantage: { natural: "1d20adv", rest: "+ 7" },
      normal: { natural: "1d20", rest: "+ 7" },
      disadvantage: { natural: "1d20dis", rest: "+ 7" },
    },
    target: 15,
    critical: 20,
    fumble: 1,
  };
  /** Each button's chance to drop a 9-hit-point goblin with the longsword. */
  const drops = () =>
    d20Odds(DND5E_ENGINE, attack).choices.map(({ outcomes }) => {
      const chance = (key: string) => outcomes.find((outcome) => outcome.key === key)?.probability ?? Number.NaN;
      return dnd5eAttackDropChance(DND5E_ENGINE, { hit: chance("hit"), critical: chance("critical") }, taken, GOBLIN);
    });

  it("1d20 + 7 at AC 15: 171/640 on Normal; with advantage a hit on 8–20 of the better d20, a critical on 20", () => {
    // Advantage: a hit unless both d20s miss (7 in 20 each), a critical unless neither shows 20.
    const hit = 1 - (7 / 20) ** 2;
    const critical = 1 - (19 / 20) ** 2;
    const advantage = (hit - critical) * (3 / 8) + critical * (54 / 64);
    const disadvantage = ((13 / 20) ** 2 - (1 / 20) ** 2) * (3 / 8) + (1 / 20) ** 2 * (54 / 64);
    expect(drops()).toEqual([advantage, 171 / 640, disadvantage].map((p) => expect.closeTo(p, 12)));
  });
});
