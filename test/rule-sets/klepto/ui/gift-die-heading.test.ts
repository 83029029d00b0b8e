/**
 * The head of a gift die's own chat message (src/rule-sets/klepto/ui/group-test/gift-die-heading.ts): the receiver's
 * Score with the die and the chance the gift's button showed, as the card states them to the viewer, never more.
 * Figures derived by hand from the rules text's d10 and coin (docs/rulings.md "The Kleptonomicon").
 */
import { describe, expect, it } from "vitest";
import english from "../../../../lang/en.json";
import german from "../../../../lang/de.json";
import { applyGift } from "../../../../src/rule-sets/klepto/core/group-test/group-test-state";
import { giftDieHeading } from "../../../../src/rule-sets/klepto/ui/group-test/gift-die-heading";
import { groupTestCardModel } from "../../../../src/rule-sets/klepto/ui/group-test/group-test-card-model";
import { createTranslator } from "../../../../src/ui/translator";
import { groupOf } from "../core/group-test-fixtures";
import { must } from "../../../kit";

const en = createTranslator("en", english);

/**
 * The trial's table: Ilsa (Modifier +1) rolls 4, a Score of 5; the Grave Warden (Modifier +1) rolls 8, a 9, and gives
 * her an Advantage. Its d10 makes her pass on 6 to 9 (4 in 10) or a 10 with the coin on heads (1 in 20).
 */
const PASS_WITH_THE_GIFT = 4 / 10 + 1 / 20;

function trial(face = 9) {
  const { state, rolls } = groupOf([
    { id: "ilsa", name: "Ilsa", modifier: 1, faces: [4] },
    { id: "warden", name: "Grave Warden", modifier: 1, faces: [8] },
  ]);
  return { state: applyGift(state, rolls, "warden", "ilsa", { faces: [face], coins: [] }), rolls };
}

describe("a gift die's message head", () => {
  it("reads the card's Score with the die (10, High Score) and the chance the button showed (45.0%)", () => {
    const { state, rolls } = trial();
    const card = groupTestCardModel({ state, rolls, mayAct: () => true }, en);
    const heading = giftDieHeading({ state, rolls, gift: 0, mayView: () => true }, en);
    expect(heading.banner).toMatchObject({ text: "10: High Score", tone: "success" });
    expect(heading.banner.text).toBe(must(card.members[0]).finalScore);
    expect(heading.oddsBefore).toEqual({
      text: "Before this die: 45.0% that the group passes",
      probability: expect.closeTo(PASS_WITH_THE_GIFT, 12),
    });
    expect(heading.target).toBe("Ilsa, Modifier +1: Dice 4; Advantages rolled 9; kept 9");
    expect(heading.steps).toEqual(["Dice 4; Advantages rolled 9; kept 9", "Score: 9 + 1 = 10", "[10..]: High Score"]);
    // The button, before the gift: the same figure.
    const before = groupTestCardModel({ state: { ...state, gifts: [] }, rolls, mayAct: () => true }, en);
    expect(must(must(before.members[1]).giveButtons[0]).odds?.probability).toBeCloseTo(
      must(heading.oddsBefore).probability,
      12,
    );
  });

  it("is localized", () => {
    const { state, rolls } = trial();
    const heading = giftDieHeading({ state, rolls, gift: 0, mayView: () => true }, createTranslator("de", german));
    expect(JSON.stringify(heading)).not.toMatch(/INDIE_DICE\.|\{[a-z]+\}/i);
    // German writes the percent sign after a no-break space.
    expect(heading.oddsBefore?.text).toMatch(/^Vor diesem Würfel: 45,0\s% Chance, dass die Gruppe besteht$/);
  });

  it("tells a viewer who may not see the receiver's roll nothing of the Score, the dice or a chance", () => {
    const { state, rolls } = trial();
    const heading = giftDieHeading({ state, rolls, gift: 0, mayView: (id) => id !== "ilsa" }, en);
    expect(heading).toMatchObject({ oddsBefore: null, target: null, steps: [] });
    expect(heading.banner).toMatchObject({
      text: "Ilsa's Score with this die is hidden from you",
      tone: "neutral",
      icon: "fa-solid fa-eye-slash",
    });
    expect(JSON.stringify(heading)).not.toMatch(/High|Low|\d/);
  });

  it("counts a giver whose roll the viewer may not see as before that roll, as the card does", () => {
    const { state, rolls } = trial();
    const heading = giftDieHeading({ state, rolls, gift: 0, mayView: (id) => id !== "warden" }, en);
    // The Grave Warden's +1 Test passes with the same 45% as her gift's die; both must pass.
    expect(heading.oddsBefore?.probability).toBeCloseTo(PASS_WITH_THE_GIFT * (4 / 10 + 1 / 20), 12);
    expect(heading.banner.text).toBe("10: High Score");
  });

  it("states no chance where the button stated a certainty: a gift that could not make the group pass alone", () => {
    const { state, rolls } = groupOf([
      { id: "ilsa", name: "Ilsa", modifier: 1, faces: [4] },
      { id: "bo", name: "Bo", faces: [2] },
      { id: "warden", name: "Grave Warden", modifier: 1, faces: [8] },
    ]);
    const given = applyGift(state, rolls, "warden", "ilsa", { faces: [3], coins: [] });
    const heading = giftDieHeading({ state: given, rolls, gift: 0, mayView: () => true }, en);
    expect(heading.oddsBefore).toBeNull();
    expect(heading.banner).toMatchObject({ text: "5: Low Score", tone: "failure" });
    expect(heading.target).toBe("Ilsa, Modifier +1: Dice 4; Advantages rolled 3; kept 4");
  });
});
