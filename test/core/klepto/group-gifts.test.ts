import { describe, expect, it } from "vitest";
import type { TestOptions } from "../../../src/rule-sets/klepto/core/mechanics/roll-test";
import { giftAllowance, receivingRoom } from "../../../src/rule-sets/klepto/core/mechanics/group-gifts";
import { judgeTest } from "../../../src/rule-sets/klepto/core/mechanics/roll-test";

/** A judged Test at the given options, from faces that fit its level (no 10s, so no coins). */
function rolled(options: TestOptions, faces: number[]) {
  return judgeTest(options, { faces, coins: [] });
}

describe("what a Group Test member may give", () => {
  it("lets a 7+ give one, a 10+ or Critical Success two, a Critical Failure none", () => {
    expect(giftAllowance({ total: 6, crit: null })).toBe(0);
    expect(giftAllowance({ total: 7, crit: null })).toBe(1);
    expect(giftAllowance({ total: 10, crit: null })).toBe(2);
    expect(giftAllowance({ total: 4, crit: "success" })).toBe(2);
    expect(giftAllowance({ total: 12, crit: "failure" })).toBe(0);
  });
});

describe(
  "what a Group Test member may receive (docs/rulings.md: " + "the cap of 3 counts what remains after cancelling)",
  () => {
    it("takes a plain roll up to three Advantages", () => {
      expect(receivingRoom(rolled({}, [4]))).toBe(3);
    });

    it("counts the Advantages rolled with against the cap", () => {
      expect(receivingRoom(rolled({ advantages: 1 }, [4, 5]))).toBe(2);
      expect(receivingRoom(rolled({ advantages: 2 }, [2, 3, 4]))).toBe(1);
      expect(receivingRoom(rolled({ advantages: 3 }, [2, 3, 4, 5]))).toBe(0);
    });

    it("lets gifts cancel every Disadvantage first, then add up to A3", () => {
      expect(receivingRoom(rolled({ disadvantages: 1 }, [4, 5]))).toBe(4);
      expect(receivingRoom(rolled({ disadvantages: 2 }, [4, 5, 6]))).toBe(5);
      expect(receivingRoom(rolled({ disadvantages: 3 }, [4, 5, 6, 7]))).toBe(6);
    });

    it("reads the net level the Test was rolled at, after its own cancelling and capping", () => {
      // Five Advantages and one Disadvantage roll at A3 (the text's own example): no room left.
      expect(receivingRoom(rolled({ advantages: 5, disadvantages: 1 }, [1, 4, 8, 2]))).toBe(0);
      // Six Disadvantages cap at D3.
      expect(receivingRoom(rolled({ disadvantages: 6 }, [4, 5, 6, 7]))).toBe(6);
    });
  },
);
