/**
 * A damage question (src/core/damage/damage-question.ts, with dnd5e's and pf2e's `core/damage-rules.ts`): each
 * figure of FOUNDRY-DAMAGE §4.2, 4.3, 4.4 and 4.5 as docs/damage.md lists it, counted here by enumerating every face
 * of every die of the formula the system builds (a reroll once keeps the new face, `min3` raises a face to 3), and
 * every adjustment face by face — never through the engine under test.
 */
import { describe, expect, it } from "vitest";
import { at } from "../kit";
import { IndieDiceError } from "../../src/core/errors";
import { damageAnswer, damageRules } from "../../src/core/damage/damage-question";
import type { DamageAnswer, DamageQuestion } from "../../src/core/damage/damage-question-types";
import { dnd5eDamageRules } from "../../src/systems/dnd5e/core/damage-rules";
import { DND5E_ENGINE } from "../../src/systems/dnd5e/ui/calculator-engine";
import { pf2eDamageRules } from "../../src/systems/pf2e/core/damage-rules";
import { PF2E_ENGINE } from "../../src/systems/pf2e/ui/calculator-engine";

const DAMAGE_RULES = damageRules([dnd5eDamageRules(DND5E_ENGINE), pf2eDamageRules(PF2E_ENGINE)]);

type Face = readonly [face: number, weight: number];
type Outcomes = readonly (readonly [number, number])[];
const die = (faces: number): Face[] => Array.from({ length: faces }, (_, i) => [i + 1, 1] as const);
/** `r<=n`: a face at or under n is rolled once more, and the new face stands. */
const rerollOnce = (faces: number, n: number): Face[] =>
  die(faces).flatMap(([face]) => (face <= n ? die(faces).map(([again]) => [again, 1 / faces] as const) : [[face, 1]]));
const atLeast = (faces: number, n: number): Face[] => die(faces).map(([face]) => [Math.max(face, n), 1] as const);
const times = <T>(n: number, value: T): T[] => Array.from({ length: n }, () => value);

/** Every way the dice and `bonus` total, each total changed by `after` (a half, a weakness), face by face. */
function enumerate(dice: readonly (readonly Face[])[], bonus = 0, after = (total: number) => total): Outcomes {
  let ways = new Map<number, number>([[0, 1]]);
  for (const faces of dice) {
    const weight = faces.reduce((sum, [, w]) => sum + w, 0);
    const next = new Map<number, number>();
    for (const [total, p] of ways)
      for (const [face, w] of faces) next.set(total + face, (next.get(total + face) ?? 0) + (p * w) / weight);
    ways = next;
  }
  const changed = new Map<number, number>();
  for (const [total, p] of ways) changed.set(after(total + bonus), (changed.get(after(total + bonus)) ?? 0) + p);
  return [...changed].sort(([a], [b]) => a - b);
}
const reach = (outcomes: Outcomes, points: number) =>
  outcomes.filter(([total]) => total >= points).reduce((sum, [, p]) => sum + p, 0);

function expectOutcomes(actual: Outcomes, expected: Outcomes): void {
  expect(actual.map(([total]) => total)).toEqual(expected.map(([total]) => total));
  actual.forEach(([, p], i) => expect(p).toBeCloseTo(at(expected, i)[1], 12));
}

const ask = (question: DamageQuestion): DamageAnswer => damageAnswer(question, DAMAGE_RULES);
const longsword = (critical?: string): DamageQuestion => ({
  parts: [{ formula: "1d8 + 3", type: "slashing" }],
  ...(critical ? { critical: { rule: critical } } : {}),
  targets: [{ rules: "dnd5e", hp: 9 }],
});

describe("§4.2 a dnd5e longsword, 1d8 + 3, at a goblin of 9 hit points", () => {
  it("a hit: 4 to 11, mean 7.5, drops it 3 times in 8 (37.50 %)", () => {
    const answer = ask(longsword());
    const hand = enumerate([die(8)], 3);
    expectOutcomes(answer.outcomes, hand);
    expect(answer.mean).toBeCloseTo(7.5, 12);
    expect(at(answer.targets, 0).drop).toBeCloseTo(reach(hand, 9), 12);
    expect(at(answer.targets, 0).drop).toBeCloseTo(3 / 8, 12);
  });

  it("a critical doubles the dice, not the 3: 2d8 + 3, mean 12, 54 in 64 (84.38 %)", () => {
    const answer = ask(longsword("dnd5e"));
    const hand = enumerate(times(2, die(8)), 3);
    expect(answer.parts.map((part) => part.formula)).toEqual(["2d8 + 3"]);
    expectOutcomes(answer.outcomes, hand);
    expect(answer.mean).toBeCloseTo(12, 12);
    expect(at(answer.targets, 0).drop).toBeCloseTo(54 / 64, 12);
    expect(reach(answer.outcomes, 12)).toBeCloseTo(0.5625, 12);
    expect(reach(answer.outcomes, 15)).toBeCloseTo(15 / 64, 12);
  });

  it("Multiply Modifiers: 2d8 + 6, mean 15, 63 in 64 (98.44 %)", () => {
    const answer = ask(longsword("dnd5eMultiplyModifiers"));
    expect(at(answer.parts, 0).formula).toBe("2d8 + 6");
    expectOutcomes(answer.outcomes, enumerate(times(2, die(8)), 6));
    expect(answer.mean).toBeCloseTo(15, 12);
    expect(at(answer.targets, 0).drop).toBeCloseTo(63 / 64, 12);
  });

  it("Maximize Dice: one d8 rolled, one counted at 8: 12 to 19, mean 15.5, certain at 9, 62.50 % at 15", () => {
    const answer = ask(longsword("dnd5eMaximizeDice"));
    expect(at(answer.parts, 0).formula).toBe("1d8 + 3 + 8");
    expectOutcomes(answer.outcomes, enumerate([die(8)], 11));
    expect(answer.mean).toBeCloseTo(15.5, 12);
    expect(at(answer.targets, 0).drop).toBe(1);
    expect(reach(answer.outcomes, 15)).toBeCloseTo(0.625, 12);
  });
});

describe("§4.3 a dnd5e greatsword, 2d6 + 4, with Great Weapon Fighting", () => {
  it("2014's 2d6r<=2 + 4: counts out of 1296, mean 37/3; its critical 4d6r<=2 + 4: mean 62/3, 66.67 % at 20", () => {
    const hit = ask({ parts: [{ formula: "2d6r<=2 + 4", type: "slashing" }] });
    const hand = enumerate(times(2, rerollOnce(6, 2)), 4);
    expectOutcomes(hit.outcomes, hand);
    expect(hit.outcomes.map(([total, p]) => [total, Math.round(p * 1296)])).toEqual([
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
    expect(hit.mean).toBeCloseTo(37 / 3, 12);
    expect(reach(hit.outcomes, 9)).toBeCloseTo(1248 / 1296, 12);
    // P(≥ 9, 10, 12, 14, 16) as the facts list them: 96.30 %, 91.36 %, 66.67 %, 29.63 %, 4.94 %.
    expect([9, 10, 12, 14, 16].map((points) => reach(hit.outcomes, points) * 100)).toEqual(
      [96.3, 91.36, 66.67, 29.63, 4.94].map((percent) => expect.closeTo(percent, 2)),
    );
    const critical = ask({ parts: [{ formula: "2d6r<=2 + 4", type: "slashing" }], critical: { rule: "dnd5e" } });
    expect(at(critical.parts, 0).formula).toBe("4d6r<=2 + 4");
    const handCritical = enumerate(times(4, rerollOnce(6, 2)), 4);
    expectOutcomes(critical.outcomes, handCritical);
    expect(critical.mean).toBeCloseTo(62 / 3, 12);
    expect(reach(critical.outcomes, 20)).toBeCloseTo(reach(handCritical, 20), 12);
    expect(reach(critical.outcomes, 20) * 100).toBeCloseTo(66.67, 2);
    // Against a plain 4d6 + 4 (a critical without the feat): 33.56 % at 20.
    const plain = ask({ parts: [{ formula: "2d6 + 4", type: "slashing" }], critical: { rule: "dnd5e" } });
    expect(reach(plain.outcomes, 20)).toBeCloseTo(reach(enumerate(times(4, die(6)), 4), 20), 12);
    expect(reach(plain.outcomes, 20) * 100).toBeCloseTo(33.56, 2);
  });

  it("2024's 2d6min3 + 4: 10 to 16, mean 12, 58.33 % at 12", () => {
    const answer = ask({ parts: [{ formula: "2d6min3 + 4", type: "slashing" }], targets: [{ rules: "none", hp: 12 }] });
    expectOutcomes(answer.outcomes, enumerate(times(2, atLeast(6, 3)), 4));
    expect(answer.mean).toBeCloseTo(12, 12);
    expect(at(answer.targets, 0).drop).toBeCloseTo(21 / 36, 12);
  });
});

describe("§4.4 a Fireball, 8d6, halved on a save (40 %)", () => {
  it("at 20 hit points: 0.6 × P(8d6 ≥ 20) + 0.4 × P(floor(8d6 / 2) ≥ 20) = 57.97 %", () => {
    const fail = ask({ parts: [{ formula: "8d6", type: "fire" }], targets: [{ rules: "dnd5e", hp: 20 }] });
    const save = ask({ parts: [{ formula: "floor(8d6 / 2)", type: "fire" }], targets: [{ rules: "dnd5e", hp: 20 }] });
    const handFail = enumerate(times(8, die(6)));
    const handSave = enumerate(times(8, die(6)), 0, (total) => Math.floor(total / 2));
    expectOutcomes(save.outcomes, handSave);
    expect(save.mean).toBeCloseTo(13.75, 12);
    const combined = 0.6 * at(fail.targets, 0).drop + 0.4 * at(save.targets, 0).drop;
    expect(combined).toBeCloseTo(0.6 * reach(handFail, 20) + 0.4 * reach(handSave, 20), 12);
    expect(combined * 100).toBeCloseTo(57.97, 2);
  });
});

describe("§4.5 a pf2e +1 striking weapon, 2d8 + 4, deadly d8, at a target with weakness 5", () => {
  const parts = [
    { formula: "2d8 + 4", type: "slashing" },
    { formula: "1d8", type: "slashing", criticalOnly: true },
  ];
  const weak = { rules: "pf2e", hp: 15, weaknesses: { slashing: 5 } };

  it("a hit: 2d8 + 4 and the weakness, 11 to 25, mean 18; 84.38 % at 15", () => {
    const answer = ask({ parts, targets: [weak, { ...weak, hp: 20 }, { ...weak, hp: 25 }] });
    expect(answer.parts.map((part) => part.formula)).toEqual(["2d8 + 4"]);
    expect(answer.mean).toBeCloseTo(13, 12);
    expect([answer.outcomes[0]?.[0], answer.outcomes.at(-1)?.[0]]).toEqual([6, 20]);
    const hand = enumerate(times(2, die(8)), 4, (total) => total + 5);
    expectOutcomes(at(answer.targets, 0).outcomes, hand);
    expect(at(answer.targets, 0).mean).toBeCloseTo(18, 12);
    expect(answer.targets.map((target) => target.drop * 100)).toEqual([
      expect.closeTo(84.38, 2),
      expect.closeTo(32.81, 2),
      expect.closeTo(1.56, 2),
    ]);
  });

  it("a critical, doubledamage: 2 * (2d8 + 4) + 1d8, then the weakness: counts out of 512, mean 35.5", () => {
    const answer = ask({ parts, critical: { rule: "pf2eDoubleDamage" }, targets: [{ ...weak, hp: 30 }] });
    expect(answer.parts.map((part) => part.formula)).toEqual(["2 * (2d8 + 4) + 1d8"]);
    expect(answer.mean).toBeCloseTo(30.5, 12);
    expect([answer.outcomes[0]?.[0], answer.outcomes.at(-1)?.[0]]).toEqual([13, 48]);
    const doubled = enumerate(times(2, die(8)), 4, (total) => 2 * total);
    const hand = enumerate([die(8)], 0).flatMap(([d, p]) => doubled.map(([t, q]) => [t + d + 5, p * q] as const));
    const merged = new Map<number, number>();
    for (const [t, p] of hand) merged.set(t, (merged.get(t) ?? 0) + p);
    expectOutcomes(
      at(answer.targets, 0).outcomes,
      [...merged].sort(([a], [b]) => a - b),
    );
    expect(
      at(answer.targets, 0)
        .outcomes.slice(0, 6)
        .map(([t, p]) => [t, Math.round(p * 512)]),
    ).toEqual([
      [18, 1],
      [19, 1],
      [20, 3],
      [21, 3],
      [22, 6],
      [23, 6],
    ]);
    expect(at(answer.targets, 0).mean).toBeCloseTo(35.5, 12);
    expect(at(answer.targets, 0).drop * 100).toBeCloseTo(79.69, 2);
    expect(reach(at(answer.targets, 0).outcomes, 25) * 100).toBeCloseTo(94.14, 2);
    expect(reach(at(answer.targets, 0).outcomes, 35) * 100).toBeCloseTo(55.47, 2);
  });

  it("a critical, doubledice: 4d8 + 8 + 1d8, the same mean, other odds (87.52 % at 30, 57.51 % at 35)", () => {
    const answer = ask({ parts, critical: { rule: "pf2eDoubleDice" }, targets: [{ ...weak, hp: 30 }] });
    expect(answer.parts.map((part) => part.formula)).toEqual(["4d8 + 8 + 1d8"]);
    const hand = enumerate(times(5, die(8)), 8 + 5);
    expectOutcomes(at(answer.targets, 0).outcomes, hand);
    expect(at(answer.targets, 0).mean).toBeCloseTo(35.5, 12);
    expect(at(answer.targets, 0).drop).toBeCloseTo(reach(hand, 30), 12);
    expect(at(answer.targets, 0).drop * 100).toBeCloseTo(87.52, 2);
    expect(reach(at(answer.targets, 0).outcomes, 35) * 100).toBeCloseTo(57.51, 2);
  });
});

describe("dnd5e's critical, term by term", () => {
  const critical = (formula: string, extra: { extraDice?: number; bonus?: string } = {}) =>
    ask({
      parts: [
        { formula, type: "slashing" },
        { formula: "1d6", type: "fire" },
      ],
      critical: { rule: "dnd5e", ...extra },
    }).parts.map((part) => part.formula);

  it("adds the extra dice to the first part's first term only, and appends the bonus to the first part", () => {
    expect(critical("1d8 + 1d4 + 3", { extraDice: 1, bonus: "1d6" })).toEqual(["3d8 + 2d4 + 3 + 1d6", "2d6"]);
    // A first term that is no dice term takes none (`i === 0` in dnd5e's loop).
    expect(critical("3 + 1d8", { extraDice: 1 })).toEqual(["3 + 2d8", "2d6"]);
  });

  it("leaves dice in parentheses, functions and pools alone: Foundry holds each as one term of its own", () => {
    expect(critical("(1d8 + 3) + 1d4")).toEqual(["(1d8 + 3) + 2d4", "2d6"]);
    expect(critical("max(1d8, 1d8) + 1d4")).toEqual(["max(1d8, 1d8) + 2d4", "2d6"]);
  });

  it("refuses by name to maximize a die that explodes", () => {
    const question = { parts: [{ formula: "1d6x", type: "fire" }], critical: { rule: "dnd5eMaximizeDice" } };
    expect(() => ask(question)).toThrow(expect.objectContaining({ key: "INDIE_DICE.Error.Damage.Maximize" }));
  });
});

describe("targets' adjustments", () => {
  it("dnd5e: resistance halves toward 0, immunity takes all, the threshold stops small totals", () => {
    const answer = ask({
      parts: [
        { formula: "1d8 + 3", type: "slashing" },
        { formula: "1d6", type: "fire" },
      ],
      targets: [
        { rules: "dnd5e", hp: 5, resistant: ["slashing"], immune: ["fire"] },
        { rules: "dnd5e", hp: 1, threshold: 10 },
      ],
    });
    const halved = enumerate([die(8)], 3, (total) => Math.trunc(total / 2));
    expectOutcomes(at(answer.targets, 0).outcomes, halved);
    expect(at(answer.targets, 0).drop).toBeCloseTo(reach(halved, 5), 12);
    const both = enumerate([die(8), die(6)], 3, (total) => (total < 10 ? 0 : total));
    expect(at(answer.targets, 1).drop).toBeCloseTo(reach(both, 1), 12);
  });

  it("temporary hit points absorb first; a target at 0 is down already", () => {
    const answer = ask({
      parts: [{ formula: "1d8 + 3", type: "slashing" }],
      targets: [
        { rules: "none", hp: 5, temp: 4 },
        { rules: "none", hp: 0 },
      ],
    });
    expect(answer.targets.map((target) => target.drop)).toEqual([3 / 8, 1]);
  });
});

describe("refusals, by name, before any work", () => {
  const refusal = (question: unknown) => {
    try {
      damageAnswer(question, DAMAGE_RULES);
    } catch (error) {
      if (error instanceof IndieDiceError) return error.key;
      throw error;
    }
    return null;
  };

  it("names what is not a question, a part, a rule or a target", () => {
    expect(refusal("1d8")).toBe("INDIE_DICE.Error.Damage.Question");
    expect(refusal({ parts: [{ formula: 3 }] })).toBe("INDIE_DICE.Error.Damage.Part");
    expect(refusal({ parts: [{ formula: "1d8", type: "x" }], critical: { rule: "triple" } })).toBe(
      "INDIE_DICE.Error.Damage.Rule",
    );
    expect(refusal({ parts: [{ formula: "1d8", type: "x" }], targets: [{ rules: "gurps", hp: 3 }] })).toBe(
      "INDIE_DICE.Error.Damage.Target",
    );
    expect(
      refusal({ parts: [{ formula: "1d8", type: "x" }], targets: [{ rules: "pf2e", hp: 3, immune: "fire" }] }),
    ).toBe("INDIE_DICE.Error.Damage.Types");
    expect(refusal({ parts: [{ formula: "1d8", type: "x" }], targets: [{ rules: "none", hp: "9" }] })).toBe(
      "INDIE_DICE.Error.Limit.DamageNumber",
    );
  });

  it("counts the parts and the targets, and the parts' work together within one formula's budget", () => {
    expect(refusal({ parts: [] })).toBe("INDIE_DICE.Error.Limit.DamageParts");
    expect(refusal({ parts: times(21, { formula: "1d6", type: "fire" }) })).toBe("INDIE_DICE.Error.Limit.DamageParts");
    const targets = times(21, { rules: "none", hp: 1 });
    expect(refusal({ parts: [{ formula: "1d6", type: "fire" }], targets })).toBe(
      "INDIE_DICE.Error.Limit.DamageTargets",
    );
    // Each within the budget alone (about 6 million steps), not both together.
    const heavy = { formula: "100d100kh50", type: "fire" };
    expect(refusal({ parts: [heavy] })).toBe(null);
    expect(refusal({ parts: [heavy, heavy] })).toBe("INDIE_DICE.Error.Limit.FormulaSteps");
  }, 20_000);
});
