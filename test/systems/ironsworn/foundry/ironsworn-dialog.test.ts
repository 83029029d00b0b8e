// @vitest-environment happy-dom
/**
 * Ironsworn's pre-roll dialog with Indie Dice's figures (src/systems/ironsworn), in the Foundry double's
 * foundry-ironsworn 1.28.1, on both profiles. Figures by hand (docs/systems-ironsworn.md "The rules"): of the 600
 * outcomes of a d6 and two d10s, stat 2 is a strong hit in Σ(d+1)² = 139, a miss in Σ(9−d)² = 199, a weak hit in 262;
 * stat 4 + 3 adds in 437 / 146 / 17; a move's momentum −2 cancelling a rolled 2 makes stat 2's 131 / 238 / 231; a
 * progress score of 6 is 25 / 50 / 25 of 100.
 */
import { describe, expect, it } from "vitest";
import {
  press,
  rollMove,
  rollProgress,
  rollStat,
  setField,
} from "../../../../foundry-double/systems/foundry-ironsworn/driver";
import { FACE_DANGER, GM, HIGHEST, PLAYER, actorOf, drawn, useIronTable } from "./ironsworn-world";

describe("Ironsworn's pre-roll dialog, as the player", () => {
  useIronTable(PLAYER);

  it(
    "a stat's roll: Kai's edge 2 — 139 / 262 / 199 of 600, the button named by its words; " +
      "burning momentum 5 after it",
    async () => {
      const dialog = await rollStat(actorOf("kai"), "edge");
      const shown = drawn(dialog.element);
      expect(shown.columns).toEqual(["edge (Kai)"]);
      expect(shown.rows.strongHit).toEqual([139 / 600]);
      expect(shown.rows.weakHit).toEqual([262 / 600]);
      expect(shown.rows.miss).toEqual([199 / 600]);
      expect(shown.rows.strongHitMatch).toEqual([27 / 600]);
      expect(shown.rows.missMatch).toEqual([33 / 600]);
      // Burning 5 after the roll: the better of the roll and momentum's own outcome (Icepool: 158 / 284 / 158).
      expect(shown.rows.strongHitBurn).toEqual([158 / 600]);
      expect(shown.rows.missBurn).toEqual([158 / 600]);
      expect(shown.chips).toEqual({ edge: String(139 / 600) });
      await press(dialog, "edge");
    },
  );

  it(
    "adds typed: Kai's iron 4 + 3 — 437 / 146 / 17 of 600, live on each input; " +
      "the graphic replaced, the panel kept",
    async () => {
      const dialog = await rollStat(actorOf("kai"), "iron");
      setField(dialog, "adds", "3");
      await new Promise((resolve) => setTimeout(resolve, 0));
      const shown = drawn(dialog.element);
      expect([shown.rows.strongHit, shown.rows.weakHit, shown.rows.miss]).toEqual([
        [437 / 600],
        [146 / 600],
        [17 / 600],
      ]);
      expect(shown.panels).toBe(1);
      expect(dialog.element.querySelector(".roll-graphic .roll-score")?.textContent).toContain("?");
      await press(dialog, "iron");
    },
  );

  it(
    "a stat's roll is never cancelled: " +
      "Ash's edge 2 with momentum −2 is worked example 1's, and no burn row (momentum below 2 never helps)",
    async () => {
      const dialog = await rollStat(actorOf("ash"), "edge");
      const shown = drawn(dialog.element);
      expect(shown.rows.strongHit).toEqual([139 / 600]);
      expect(shown.rows.strongHitBurn).toEqual([139 / 600]);
      await press(dialog, "edge");
    },
  );

  it(
    "a move's buttons, each its stat for the character selected: " +
      "Ash's edge 2 cancelled by momentum −2 (131 / 238 / 231); Kai's not",
    async () => {
      const dialog = await rollMove(FACE_DANGER);
      setField(dialog, "char", "ash");
      let shown = drawn(dialog.element);
      expect(shown.columns).toEqual(["edge", "heart", "iron", "shadow", "wits"]);
      expect(shown.rows.strongHit?.[0]).toBe(131 / 600);
      expect(shown.rows.weakHit?.[0]).toBe(238 / 600);
      expect(shown.rows.miss?.[0]).toBe(231 / 600);
      expect(shown.chips["0"]).toBe(String(131 / 600));
      setField(dialog, "char", "kai");
      shown = drawn(dialog.element);
      expect(shown.rows.strongHit?.[0]).toBe(139 / 600);
      // Kai's iron 4 scores 5…10: (s − 1)² strong, 16 + 25 + 36 + 49 + 64 + 81 = 271 of 600.
      expect(shown.rows.strongHit?.[2]).toBe(271 / 600);
      await press(dialog, "1");
    },
  );

  it("Highest of iron, heart: Kai rolls his iron 4 — strong 16 + 25 + 36 + 49 + 64 + 81 = 271 of 600", async () => {
    const dialog = await rollMove(HIGHEST, actorOf("kai"));
    const shown = drawn(dialog.element);
    expect(shown.columns).toEqual(["Highest of iron, heart"]);
    expect(shown.rows.strongHit).toEqual([271 / 600]);
    await press(dialog, "0");
  });

  it("a progress roll of 6: 25 / 50 / 25 of 100, matches 5 and 5, no burn", async () => {
    const dialog = await rollProgress("Reach the keep", 6, actorOf("kai"));
    const shown = drawn(dialog.element);
    expect([shown.rows.strongHit, shown.rows.weakHit, shown.rows.miss]).toEqual([[0.25], [0.5], [0.25]]);
    expect([shown.rows.strongHitMatch, shown.rows.missMatch]).toEqual([[0.05], [0.05]]);
    expect(shown.rows.strongHitBurn).toBeUndefined();
    await press(dialog, "roll");
  });

  it(
    "an extra challenge die beside a preset one (allowed: the pick after the roll replaces both final dice): " +
      "progress 6, the two lowest of three d10s — 500 / 375 / 125 of 1000 (Icepool the same)",
    async () => {
      const dialog = await rollProgress("Reach the keep", 6, actorOf("kai"));
      setField(dialog, "presetChallengeDie1Value", "3");
      setField(dialog, "extraChallengeDiceValue", "1");
      const shown = drawn(dialog.element);
      expect([shown.rows.strongHit, shown.rows.weakHit, shown.rows.miss]).toEqual([[0.5], [0.375], [0.125]]);
      expect([shown.rows.strongHitMatch, shown.rows.missMatch]).toEqual([[0.11], [0.035]]);
      await press(dialog, "roll");
    },
  );

  it(
    "a move's select on the Warden (the GM's, observed): " + "no figure for the player; back on Kai, his figures",
    async () => {
      const dialog = await rollMove(FACE_DANGER);
      setField(dialog, "char", "warden");
      expect(drawn(dialog.element).panels).toBe(0);
      setField(dialog, "char", "kai");
      expect(drawn(dialog.element).rows.strongHit?.[0]).toBe(139 / 600);
      await press(dialog, "0");
    },
  );

  it("the Warden's stat (the GM's, observed): no figure for the player", async () => {
    const dialog = await rollStat(actorOf("warden"), "edge");
    expect(drawn(dialog.element).panels).toBe(0);
    setField(dialog, "adds", "1");
    expect(drawn(dialog.element).panels).toBe(0);
    await press(dialog, "edge");
  });
});

describe("Ironsworn's pre-roll dialog, as the GM", () => {
  useIronTable(GM);

  it("the GM sees the Warden's edge 3: strong Σ(d+2)² = 9+16+25+36+49+64 = 199 of 600", async () => {
    const dialog = await rollStat(actorOf("warden"), "edge");
    expect(drawn(dialog.element).rows.strongHit).toEqual([199 / 600]);
    await press(dialog, "edge");
  });
});
