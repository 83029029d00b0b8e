import { describe, expect, it } from "vitest";
import {
  FORM_WIDTH,
  NARROW_WIDTH,
  ROLL_WIDE_WIDTH,
  openingSize,
  readSavedSize,
  sizeToRemember,
} from "../../../src/ui/dialogs/window-size";

const FULL_HD = { width: 1920, height: 1080 };
const LAPTOP = { width: 1280, height: 900 };
const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

describe("the size a dialog opens at", () => {
  it(
    "a roll dialog opens wide " + "(fields and odds side by side) where the screen has room beside Foundry's sidebar",
    () => {
      expect(openingSize({ kind: "roll" }, FULL_HD)).toEqual({ width: ROLL_WIDE_WIDTH, height: "auto" });
      expect(openingSize({ kind: "roll" }, LAPTOP)).toEqual({ width: ROLL_WIDE_WIDTH, height: "auto" });
    },
  );

  it("in one column on a small screen, never wider than the screen", () => {
    expect(openingSize({ kind: "roll" }, TABLET).width).toBeLessThan(ROLL_WIDE_WIDTH);
    expect(openingSize({ kind: "roll" }, TABLET).width).toBeGreaterThanOrEqual(NARROW_WIDTH);
    expect(openingSize({ kind: "roll" }, PHONE).width).toBe(PHONE.width);
  });

  it(
    "the Start contest dialog opens wide enough for every side in a column of its own, " +
      "up to four, and its chances",
    () => {
      const three = openingSize({ kind: "startContest", sides: 3 }, FULL_HD).width;
      const four = openingSize({ kind: "startContest", sides: 4 }, FULL_HD).width;
      const nine = openingSize({ kind: "startContest", sides: 9 }, FULL_HD).width;
      expect(three).toBeGreaterThanOrEqual(3 * 368 + 340);
      expect(four).toBeGreaterThan(three);
      expect(nine).toBe(four);
      // Four abreast and their chances (1,860 px) stand over the sidebar of a 1,920 px screen, inside its margin.
      expect(four).toBe(4 * 368 + 48 + 340);
      expect(four).toBeLessThanOrEqual(FULL_HD.width - 32);
    },
  );

  it(
    "on a laptop the Start contest dialog takes the screen's width less a margin, " +
      "over the sidebar, for three sides abreast",
    () => {
      // Three columns of 368 px and the frame (48 px) need 1,152 px: 1,280 less 32 px of margin holds them.
      expect(openingSize({ kind: "startContest", sides: 3 }, LAPTOP)).toEqual({ width: 1248, height: "auto" });
      expect(openingSize({ kind: "startContest", sides: 3 }, { width: 1366, height: 768 })).toEqual({
        width: 1334,
        height: "auto",
      });
      // Two sides and their chances need 2 × 368 + 48 + 340 = 1,124 px: more than the 940 px beside a laptop's sidebar,
      // within its screen less the margin, so they stand over the sidebar at that width.
      expect(openingSize({ kind: "startContest", sides: 2 }, LAPTOP)).toEqual({ width: 1124, height: "auto" });
      expect(openingSize({ kind: "startContest", sides: 2 }, FULL_HD)).toEqual({ width: 1124, height: "auto" });
      // Never wider than the screen, never narrower than one column where the screen has it.
      expect(openingSize({ kind: "startContest", sides: 3 }, TABLET).width).toBe(992);
      expect(openingSize({ kind: "startContest", sides: 3 }, PHONE).width).toBe(PHONE.width);
    },
  );

  it(
    "a GM's form (Request a roll, " +
      "a Group or Extended Test) opens at its width on a 1280 px laptop, never wider than the screen",
    () => {
      for (const screen of [FULL_HD, LAPTOP, { width: 1366, height: 768 }, { width: 1280, height: 800 }]) {
        expect(openingSize({ kind: "form" }, screen)).toEqual({ width: FORM_WIDTH, height: "auto" });
      }
      expect(FORM_WIDTH).toBeLessThanOrEqual(1280 - 340);
      expect(openingSize({ kind: "form" }, PHONE).width).toBe(PHONE.width);
    },
  );

  it("a size the user resized the dialog to wins, kept within the screen", () => {
    expect(openingSize({ kind: "roll" }, FULL_HD, { width: 700, height: 640 })).toEqual({ width: 700, height: 640 });
    expect(openingSize({ kind: "roll" }, PHONE, { width: 700, height: 2000 })).toEqual({ width: 390, height: 844 });
  });

  it("a remembered size that is not one (hand-edited, damaged) is ignored; a tiny one is made usable", () => {
    for (const junk of [
      null,
      "wide",
      42,
      {},
      { width: "700", height: 600 },
      { width: Number.NaN, height: 600 },
      { width: 700 },
    ]) {
      expect(readSavedSize(junk), JSON.stringify(junk)).toBeNull();
      expect(openingSize({ kind: "roll" }, FULL_HD, junk)).toEqual({ width: ROLL_WIDE_WIDTH, height: "auto" });
    }
    expect(readSavedSize({ width: 10.4, height: -5 })).toEqual({ width: 320, height: 240 });
  });

  it("only a window the user resized is remembered (its height is then a number, not auto)", () => {
    expect(sizeToRemember({ width: ROLL_WIDE_WIDTH, height: "auto" })).toBeNull();
    expect(sizeToRemember({ width: 900.6, height: 700 })).toEqual({ width: 901, height: 700 });
  });
});
