import { describe, expect, it } from "vitest";
import {
  checkTieBreakDice,
  rollTieBreak,
  tieBreakContinues,
  tieBreakDie,
  tieBreakKinds,
} from "../../../../src/card-kinds/contest/core/contest-tie-break";
import { scriptedSource } from "../../../../src/core/random";
import { errorKey } from "./contest-fixtures";
import { asSentByAnyClient } from "../../../sent-by-any-client";
import { must } from "../../../kit";

describe("tie-break dice rolled on the card", () => {
  it("roll each rule set's tie-break with its own die until a round differs", () => {
    expect(rollTieBreak("kaiserRollOff", scriptedSource([3, 3, 6, 1]))).toEqual({
      kind: "kaiserRollOff",
      faces: [3, 3, 6, 1],
    });
    expect(rollTieBreak("ogsRollOff", scriptedSource([12, 12, 1, 9]))).toEqual({
      kind: "ogsRollOff",
      pairs: [
        [12, 12],
        [1, 9],
      ],
    });
    expect(rollTieBreak("oldeRollOff", scriptedSource([2, 2, 5, 4]))).toEqual({
      kind: "oldeRollOff",
      pairs: [
        [2, 2],
        [5, 4],
      ],
    });
    expect(rollTieBreak("kleptoCoin", scriptedSource([2]))).toEqual({ kind: "kleptoCoin", coin: "heads" });
    expect(Object.fromEntries(tieBreakKinds().map((kind) => [kind, tieBreakDie(kind)]))).toEqual({
      kaiserRollOff: 6,
      ogsRollOff: 12,
      kleptoCoin: "coin",
      oldeRollOff: 6,
      formulaAgain: "rolls",
    });
  });

  it("say when another die is due, so the Foundry layer can roll them one at a time", () => {
    expect(tieBreakContinues({ kind: "kaiserRollOff", faces: [] })).toBe(true);
    expect(tieBreakContinues({ kind: "kaiserRollOff", faces: [4] })).toBe(true);
    expect(tieBreakContinues({ kind: "kaiserRollOff", faces: [4, 4] })).toBe(true);
    expect(tieBreakContinues({ kind: "kaiserRollOff", faces: [4, 2] })).toBe(false);
    expect(tieBreakContinues({ kind: "ogsRollOff", pairs: [[5, 5]] })).toBe(true);
    expect(tieBreakContinues({ kind: "oldeRollOff", pairs: [[5, 1]] })).toBe(false);
    expect(tieBreakContinues({ kind: "kleptoCoin", coin: "tails" })).toBe(false);
  });

  it("are checked and copied as plain data, anything else refused", () => {
    const pairs: [number, number][] = [[1, 2]];
    const copy = checkTieBreakDice({ kind: "oldeRollOff", pairs });
    expect(copy).toEqual({ kind: "oldeRollOff", pairs: [[1, 2]] });
    must(pairs[0])[0] = 6;
    expect(copy).toEqual({ kind: "oldeRollOff", pairs: [[1, 2]] });
    expect(errorKey(() => checkTieBreakDice(asSentByAnyClient({ kind: "dice" })))).toBe(
      "INDIE_DICE.Contest.Error.TieBreakKind",
    );
    expect(errorKey(() => checkTieBreakDice(asSentByAnyClient(null)))).toBe("INDIE_DICE.Contest.Error.TieBreakKind");
    expect(errorKey(() => checkTieBreakDice({ kind: "kaiserRollOff", faces: [7, 1] }))).toBe(
      "INDIE_DICE.Error.Kaiser.BadFace",
    );
  });
});
