import { describe, expect, it } from "vitest";
import {
  fumbleLoser,
  judgeOpposed,
  opposedSide,
  opposedSidesNeedRollOff,
  rollOpposedCheck,
} from "../../../../src/rule-sets/kaiser/core/mechanics/opposed";
import { judgeCheck } from "../../../../src/rule-sets/kaiser/core/mechanics/check";
import {
  judgeRollOff,
  opposedNeedsRollOff,
  rollOffContinues,
  rollRollOff,
} from "../../../../src/rule-sets/kaiser/core/mechanics/roll-off";
import { penaltyFrom } from "../../../../src/rule-sets/kaiser/core/mechanics/fumble";
import { ROLL_OFF_ROUND_LIMIT } from "../../../../src/rule-sets/kaiser/core/mechanics/constants";
import { type OpposedFumbleRule, type OpposedTieRule } from "../../../../src/rule-sets/kaiser/core/mechanics/types";
import { alwaysMax, scriptedSource } from "../../../../src/core/random";
import { errorKey } from "./error-key";

const skill = (bonus: number, faces: number[]) => judgeCheck({ kind: "skill", bonus }, faces);

describe("judgeOpposed", () => {
  it("the higher total wins and reports the margin as DoD", () => {
    const result = judgeOpposed(skill(3, [4, 5]), skill(4, [2, 3]));
    expect(result.winner).toBe("attacker");
    expect(result.margin).toBe(3);
    expect(result.dod).toBe(3);
    expect(result.counterAllowed).toBe(false);
    const lost = judgeOpposed(skill(0, [2, 3]), skill(4, [2, 3]), { attack: true });
    expect(lost.winner).toBe("defender");
    expect(lost.counterAllowed).toBe(true);
    expect(lost.dod).toBe(4);
  });

  it("a fumble penalty uses the world's formula, bonus included", () => {
    const judge = (fumbleRule: OpposedFumbleRule) =>
      judgeOpposed(
        skill(8, [1, 1]),
        skill(0, [1, 2]),
        { fumblePenalty: { number: 1, faces: 4, bonus: 1 }, fumbleRule },
        { attackerPenalty: [4] },
      );
    const result = judge("loses");
    expect(result.attacker.penalty).toBe(5);
    expect(result.attacker.total).toBe(3);
    // The Fumble decided it, not the equal totals.
    expect(result).toMatchObject({ lostToFumble: "attacker", tie: false, winner: "defender" });
    expect(judge("compared")).toMatchObject({ lostToFumble: null, tie: true, winner: "defender" });
  });

  it("a lone Fumble loses, even when its reduced total is the higher (docs/rulings.md)", () => {
    // Skill 20 fumbles: 20 − (2 + 3) = 15, against the defender's 0 + 2 + 3 = 5.
    const result = judgeOpposed(skill(20, [1, 1]), skill(0, [2, 3]), {}, { attackerPenalty: [2, 3] });
    expect(result).toMatchObject({
      fumbleRule: "loses",
      lostToFumble: "attacker",
      winner: "defender",
      tie: false,
      margin: 10,
    });
    expect(result.attacker.total).toBe(15);
    // DoS = max(1, 5 − 15): the winner's degrees come from the fumbler's reduced total.
    expect(result.dod).toBe(1);
    // The other reading (world setting): the reduced total is compared and wins.
    const compared = judgeOpposed(
      skill(20, [1, 1]),
      skill(0, [2, 3]),
      { fumbleRule: "compared" },
      { attackerPenalty: [2, 3] },
    );
    expect(compared).toMatchObject({ fumbleRule: "compared", lostToFumble: null, winner: "attacker", dod: 10 });
  });

  it("the fumbler's max(0, skill − penalty) sets the winner's degrees", () => {
    // The defender fumbles: max(0, 3 − 8) = 0, against the attacker's 2 + 3 + 4 = 9: 9 DoS.
    const result = judgeOpposed(skill(2, [3, 4]), skill(3, [1, 1]), {}, { defenderPenalty: [4, 4] });
    expect(result).toMatchObject({ lostToFumble: "defender", winner: "attacker", dod: 9 });
    expect(result.defender.total).toBe(0);
  });

  it("an Attack that fumbles fails outright, and the defender may Counter", () => {
    const result = judgeOpposed(skill(9, [1, 1]), skill(0, [1, 2]), { attack: true }, { attackerPenalty: [1, 1] });
    expect(result).toMatchObject({ lostToFumble: "attacker", winner: "defender", counterAllowed: true, tie: false });
  });

  it("a lone Fumble needs no roll-off, even on equal totals under the roll-off rule", () => {
    // 8 − (1 + 4) = 3 against 0 + 1 + 2 = 3.
    const sides = [skill(8, [1, 1]), skill(0, [1, 2])] as const;
    const options = { tieRule: "roll-off", fumblePenalty: { number: 1, faces: 4, bonus: 1 } } as const;
    const attacker = opposedSide(sides[0], [4], options.fumblePenalty);
    const defender = opposedSide(sides[1]);
    expect(opposedSidesNeedRollOff(attacker, defender, options)).toBe(false);
    expect(opposedSidesNeedRollOff(attacker, defender, { ...options, fumbleRule: "compared" })).toBe(true);
    expect(errorKey(() => judgeOpposed(...sides, options, { attackerPenalty: [4], rollOff: [3, 4] }))).toBe(
      "WrongRollOffDice",
    );
    const source = scriptedSource([1, 1, 1, 2, 4]);
    expect(rollOpposedCheck(source, { kind: "skill", bonus: 8 }, { kind: "skill", bonus: 0 }, options)).toMatchObject({
      rollOff: null,
      winner: "defender",
      lostToFumble: "attacker",
    });
    expect(source.remaining).toBe(0);
  });

  it("both sides fumbling: the reduced totals are compared with the usual tie rules", () => {
    const result = judgeOpposed(
      skill(5, [1, 1]),
      skill(5, [1, 1]),
      { tieRule: "roll-off" },
      {
        attackerPenalty: [1, 1],
        defenderPenalty: [1, 1],
        rollOff: [2, 5],
      },
    );
    expect(result).toMatchObject({ lostToFumble: null, tie: true, winner: "defender", dod: 1 });
    expect(result.rollOff?.winner).toBe("defender");
    expect(fumbleLoser(true, true)).toBeNull();
    expect(fumbleLoser(true, false)).toBe("attacker");
    expect(fumbleLoser(false, true, "compared")).toBeNull();
  });

  it("both sides may fumble", () => {
    const result = judgeOpposed(
      skill(5, [1, 1]),
      skill(5, [1, 1]),
      {},
      {
        attackerPenalty: [1, 1],
        defenderPenalty: [6, 6],
      },
    );
    expect(result.attacker.total).toBe(3);
    expect(result.defender.total).toBe(0);
    expect(result.winner).toBe("attacker");
  });

  it("refuses dice that were not due, or missing", () => {
    expect(errorKey(() => judgeOpposed(skill(0, [2, 3]), skill(0, [2, 4]), {}, { attackerPenalty: [3, 3] }))).toBe(
      "WrongPenaltyDice",
    );
    expect(errorKey(() => judgeOpposed(skill(0, [1, 1]), skill(0, [2, 4])))).toBe("WrongPenaltyDice");
    expect(errorKey(() => judgeOpposed(skill(0, [1, 1]), skill(0, [2, 4]), {}, { attackerPenalty: [3, 7] }))).toBe(
      "BadFace",
    );
    expect(errorKey(() => judgeOpposed(skill(0, [2, 3]), skill(0, [2, 4]), {}, { rollOff: [3, 4] }))).toBe(
      "WrongRollOffDice",
    );
    expect(errorKey(() => judgeOpposed(skill(0, [2, 3]), skill(0, [2, 3]), { tieRule: "roll-off" }))).toBe(
      "BadRollOff",
    );
  });

  it("refuses unknown tie rules and unusable penalty formulas", () => {
    expect(
      errorKey(() => judgeOpposed(skill(0, [2, 3]), skill(0, [2, 4]), { tieRule: "coin" as OpposedTieRule })),
    ).toBe("UnknownTieRule");
    expect(
      errorKey(() => judgeOpposed(skill(0, [2, 3]), skill(0, [2, 4]), { fumbleRule: "wins" as OpposedFumbleRule })),
    ).toBe("UnknownFumbleRule");
    for (const [fumblePenalty, key] of [
      [{ number: -1, faces: 6, bonus: 0 }, "INDIE_DICE.Error.Limit.KaiserPenaltyDice"],
      [{ number: 2, faces: 0, bonus: 0 }, "INDIE_DICE.Error.Limit.KaiserPenaltyFaces"],
      [{ number: 2, faces: 6, bonus: 0.5 }, "BadPenalty"],
      [{ number: 11, faces: 6, bonus: 0 }, "INDIE_DICE.Error.Limit.KaiserPenaltyDice"],
      [{ number: 2, faces: 6, bonus: 101 }, "INDIE_DICE.Error.Limit.KaiserPenaltyBonus"],
    ] as const) {
      expect(errorKey(() => judgeOpposed(skill(0, [2, 3]), skill(0, [2, 4]), { fumblePenalty }))).toBe(key);
    }
    expect(() => penaltyFrom({ number: 2, faces: 6, bonus: 0.5 }, [1, 1])).toThrow(/2d6\+0\.5/);
  });

  it("opposedSide without a fumble is the check total", () => {
    const side = opposedSide(skill(2, [3, 4]));
    expect(side).toMatchObject({ total: 9, penalty: null, penaltyFaces: [] });
  });
});

describe("roll-off", () => {
  it("is due only for a non-Attack tie under the roll-off rule", () => {
    expect(opposedNeedsRollOff(5, 5, "roll-off", false)).toBe(true);
    expect(opposedNeedsRollOff(5, 5, "roll-off", true)).toBe(false);
    expect(opposedNeedsRollOff(5, 5, "defender", false)).toBe(false);
    expect(opposedNeedsRollOff(5, 6, "roll-off", false)).toBe(false);
  });

  it("step predicate: a die mid-round, another round only after a tie", () => {
    expect(rollOffContinues([])).toBe(true);
    expect(rollOffContinues([3])).toBe(true);
    expect(rollOffContinues([3, 3])).toBe(true);
    expect(rollOffContinues([3, 4])).toBe(false);
  });

  it("judges the last round; the defender wins it on a lower or equal attacker die", () => {
    expect(judgeRollOff([2, 2, 1, 6])).toEqual({ faces: [2, 2, 1, 6], rounds: 2, winner: "defender", capped: false });
    expect(judgeRollOff([5, 4]).winner).toBe("attacker");
  });

  it("refuses malformed roll-offs", () => {
    for (const faces of [[], [3], [3, 3], [3, 4, 2, 2], [3, 4, 5, 1], [1, 2, 3]]) {
      expect(errorKey(() => judgeRollOff(faces))).toBe("BadRollOff");
    }
  });

  it("is capped at the round limit, and the defender then takes the tie", () => {
    const result = rollRollOff(alwaysMax);
    expect(result.rounds).toBe(ROLL_OFF_ROUND_LIMIT);
    expect(result.capped).toBe(true);
    expect(result.winner).toBe("defender");
    expect(errorKey(() => judgeRollOff(new Array<number>(2 * ROLL_OFF_ROUND_LIMIT + 2).fill(6)))).toBe("BadRollOff");
  });

  it("rollOpposedCheck draws the roll-off after any penalties", () => {
    // Attacker 2 + 2 + 3 = 7; defender fumbles: 9 − (1 + 1) = 7, compared under the world's other reading; roll-off 1
    // vs 4.
    const source = scriptedSource([2, 2, 1, 1, 1, 1, 1, 4]);
    const result = rollOpposedCheck(
      source,
      { kind: "skill", bonus: 3 },
      { kind: "skill", bonus: 9 },
      {
        tieRule: "roll-off",
        fumbleRule: "compared",
      },
    );
    expect(source.remaining).toBe(0);
    expect(result.defender.total).toBe(7);
    expect(result.rollOff?.winner).toBe("defender");
    expect(result.winner).toBe("defender");
    expect(result.dod).toBe(1);
  });
});
